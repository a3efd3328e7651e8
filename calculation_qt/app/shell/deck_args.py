"""The card-deck options of ``calculation-qt``: ``--list-decks`` prints every deck the
player may choose (one a line: its id, a tab, its name in the player's language) and
``--deck ID`` starts with that deck and keeps it as the setting."""

from __future__ import annotations

import os
import sys

FIRST_IDS = 6  # how many ids the refusal of an unknown one names


def deck_titles(settings) -> list[tuple[str, str]]:
    """(id, name) of every deck, the built-in ones first (QApplication must exist)."""
    from ... import i18n
    from ..features.card_deck import deck_titles as titles

    return titles(i18n.choose_language(settings.language))


def list_decks(out=None) -> int:
    """``--list-decks``: print the decks and return 0 (needs no display)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from ... import i18n
    from ..storage.settings import Settings

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "calculation-qt"])
    settings = Settings.load()
    i18n.install(app, settings.language)
    out = out or sys.stdout
    for deck_id, name in deck_titles(settings):
        print(f"{deck_id}\t{name}", file=out)
    out.flush()
    return 0


def choose_deck(deck_id: str, settings, parser, save: bool, known: bool = False) -> None:
    """``--deck ID``: make ``deck_id`` the setting (saved with ``save``); an unknown id
    exits 2 naming the first ids there are (``known``: checked already, the decks are
    not looked for again)."""
    ids = [deck_id] if known else [i for i, _name in deck_titles(settings)]
    if deck_id not in ids:
        from ...cli_common import shorten

        parser.error(f"--deck {shorten(deck_id)}: no such card deck; there are {len(ids)}: "
                     f"{', '.join(ids[:FIRST_IDS])}{', ...' if len(ids) > FIRST_IDS else ''} "
                     "(--list-decks lists them all)")
    settings.card_deck = deck_id
    if save:
        from ..storage.files import StorageError

        try:
            settings.save()
        except StorageError as e:
            print(f"calculation-qt: the deck is used but not kept: {e}", file=sys.stderr)
