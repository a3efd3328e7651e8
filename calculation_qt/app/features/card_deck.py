"""The card deck the table shows: the program's own faces (two or four colours) or an
SVG deck that KDE's or GNOME's card games installed (``ui/cards/decks.py``).

A feature (see ``registry.py``): ``install(window)`` adds the "Card deck" row (a list
and a preview of a few cards) to the settings dialog's looks and shows the chosen deck
at once, at the start and whenever the settings change.  The installed decks are looked
for the first time the dialog opens, off the GUI thread (a few seconds for the 46 decks
of the two Debian packages): the list shows the program's own faces at once and the
decks as soon as they are found.  An SVG deck is read only when chosen; one that is gone
or unusable leaves the program's own faces on the table and one message in the status
bar saying so (the setting is kept: the deck is used again once it is back).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ... import i18n
from ...ui.cards.card_art import BUILT_IN_FACES, DEFAULT_DECK, PIXMAPS
from ..storage.settings import Field, Settings, declare
from .registry import SettingsRow

# "standard", "four-colour" or an SVG deck's id ("kde-oxygen", "gnome-anglo"...); a deck
# that is gone is kept as the setting (the table shows the program's own faces meanwhile)
(CARD_DECK,) = declare(Field("card_deck", DEFAULT_DECK,
                             lambda v: isinstance(v, str) and 0 < len(v) <= 120 and v.isprintable(), "looks"))


def _warn(message: str, *args) -> None:
    import logging  # (here, not at import: the program's start, see main.py, never logs)

    logging.getLogger(__name__).warning(message, *args)


def built_in_title(deck_id: str) -> str:
    titles = {"standard": QCoreApplication.translate("CardDeck", "The program's own faces"),
              "four-colour": QCoreApplication.translate("CardDeck", "Four colours (♠ black, ♥ red, ♦ blue, ♣ green)")}
    return titles[deck_id]


def deck_titles(language: str) -> list[tuple[str, str]]:
    """(id, title) of every deck the player may choose, the built-in ones first."""
    from ...ui.cards.svg_deck import usable_decks

    return built_in_titles() + svg_titles(usable_decks(), language)


def built_in_titles() -> list[tuple[str, str]]:
    return [(deck_id, built_in_title(deck_id)) for deck_id in BUILT_IN_FACES]


def svg_titles(decks, language: str) -> list[tuple[str, str]]:
    """(id, title) of SVG decks: the name in ``language`` and where the deck comes from
    (a deck GNOME installs under two names once: ``decks.one_per_deck``)."""
    from ...ui.cards.decks import one_per_deck

    return [(deck.id, f"{deck.name(language)} ({'KDE' if deck.style == 'kde' else 'GNOME'})")
            for deck in one_per_deck(decks, language)]


def failure_text(deck_id: str, error: Exception) -> str:
    """The one message a deck that cannot be shown gets (true for each cause)."""
    from ...ui.cards.svg_deck import DeckNotFound

    if isinstance(error, DeckNotFound):
        text = QCoreApplication.translate("CardDeck", "The card deck %1 is not installed (any more): "
                                                      "the program's own faces are shown.")
    elif isinstance(error, OSError):
        text = QCoreApplication.translate("CardDeck", "The card deck %1 cannot be read: "
                                                      "the program's own faces are shown.")
    else:
        text = QCoreApplication.translate("CardDeck", "The card deck %1 is damaged or incomplete: "
                                                      "the program's own faces are shown.")
    return text.replace("%1", deck_id)


def _read_row(widget, settings: Settings) -> None:
    settings.card_deck = widget.deck_id()


def _language(settings: Settings) -> str:
    from ... import i18n

    return i18n.choose_language(settings.language)


class CardDeck(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.shown_error: tuple[str, str] | None = None  # (deck, message) already said
        self.choosers: list = []  # the open dialogs' deck lists, waiting for the decks
        self.jobs = None          # the runner looking for decks (made when first needed)
        window.features.add_settings_row(SettingsRow(CARD_DECK.name, CARD_DECK.group, self._make_row, _read_row,
                                                     QCoreApplication.translate("CardDeck", "Card &deck:")))
        window.settingsChanged.connect(self.apply)
        self.apply()

    def _make_row(self, parent, settings: Settings):
        """The deck list and preview; the installed decks join it once they are found."""
        from ...ui.cards.svg_deck import known_decks
        from .card_deck_row import DeckChooser

        chooser = DeckChooser(parent, settings.card_deck, built_in_titles())
        language = _language(settings)
        found = known_decks()
        if found is not None:
            chooser.add_decks(svg_titles(found, language))
            return chooser
        chooser.set_looking(True)
        self.choosers.append((chooser, language))
        chooser.destroyed.connect(lambda *_: self._forget(chooser))
        if self.jobs is None:
            from ..services.jobs import JobRunner

            self.jobs = JobRunner("card-decks", self, on_error=self._on_search_failed)
            self.jobs.start_background(lambda _cancel: _search(), self._on_found)
        return chooser

    def _forget(self, chooser) -> None:
        self.choosers = [(c, lang) for c, lang in self.choosers if c is not chooser]

    def _on_found(self, decks) -> None:
        for chooser, language in self.choosers:
            chooser.add_decks(svg_titles(decks, language))
        self.choosers = []
        self.jobs = None

    def _on_search_failed(self, error: Exception) -> None:
        _warn("looking for card decks failed: %s", error)
        self._on_found([])

    def apply(self) -> None:
        """Show the deck the settings name (loading an SVG deck only when it changes)."""
        wanted = self.window.settings.card_deck
        if wanted == PIXMAPS.deck or (wanted not in BUILT_IN_FACES and self.shown_error
                                      and self.shown_error[0] == wanted):
            return
        deck, svg = wanted, None
        if wanted not in BUILT_IN_FACES:
            from ...ui.cards.decks import DeckError  # (not at the start: the default deck needs none)
            from ...ui.cards.svg_deck import load_deck

            try:
                svg = load_deck(wanted)
            except (OSError, DeckError) as e:
                _warn("card deck %s not shown: %s", wanted, e)
                message = failure_text(wanted, e)
                self.shown_error = (wanted, message)
                self.window.status_message(message, 15000)
                deck = DEFAULT_DECK
        from ...ui.cards.decks import COURT_LETTERS

        relabel = i18n.set_deck_letters(COURT_LETTERS.get(deck))  # the labels name the faces' letters
        if PIXMAPS.set_deck(deck, svg):
            scene = self.window.scene
            scene.repaint_cards()
            scene.refresh_layout()  # the fan step follows the deck's index
        if relabel:
            self.window.scene.set_state(self.window.controller.state, False)
        if svg is not None:
            self.shown_error = None


def _search():
    from ...ui.cards.svg_deck import usable_decks

    return usable_decks()


def install(window) -> CardDeck:
    return CardDeck(window)
