"""Why the rules refuse a move, as a marked template and its values.

``GameState.refusal(move)`` returns a ``Refusal``: which sentence (a template marked
for Qt's translation tools, context "Refusal") and what goes into it (a pile's number,
the wanted rank, the card).  ``words()`` puts them together: in English with card
codes for the command-line tools ("foundation 2 wants a Seven, not 5C"), or through
``translate(context, text)`` (the window passes ``i18n.translate``) in the player's
language with the card's name, so that no English reaches a translated window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from .cards import SUIT_NAMES, Card
from .moves import card_words
from .tr_marks import QT_TRANSLATE_NOOP

LEAVES_FOUNDATION = QT_TRANSLATE_NOOP("Refusal", "cards never leave a foundation")
STOCK_EMPTY = QT_TRANSLATE_NOOP("Refusal", "the stock is empty")
NO_WASTE_PILE = QT_TRANSLATE_NOOP("Refusal", "there is no waste pile {number} (this game has {count})")
WASTE_EMPTY = QT_TRANSLATE_NOOP("Refusal", "waste pile {number} is empty")
UNKNOWN_SOURCE = QT_TRANSLATE_NOOP("Refusal", "unknown source pile")
BACK_TO_STOCK = QT_TRANSLATE_NOOP("Refusal", "nothing goes back to the stock")
WASTE_TO_WASTE = QT_TRANSLATE_NOOP("Refusal", "a card never moves from one waste pile to another")
NO_FOUNDATION = QT_TRANSLATE_NOOP("Refusal", "there is no foundation {number}")
COMPLETE = QT_TRANSLATE_NOOP("Refusal", "foundation {number} is complete")
WASTE_WAITS = QT_TRANSLATE_NOOP("Refusal", "no waste card goes to a foundation while the stock lasts")
FIRST_ONLY = QT_TRANSLATE_NOOP("Refusal", "foundation {number} takes no card after its first while the stock lasts")
STARTS_WITH = QT_TRANSLATE_NOOP("Refusal", "foundation {number} is empty and starts with {rank}, not {card}")
FOLLOWS_SUIT = QT_TRANSLATE_NOOP("Refusal", "foundation {number} follows {suit}: it wants {rank} of that suit, "
                                            "not {card}")
WANTS = QT_TRANSLATE_NOOP("Refusal", "foundation {number} wants {rank}, not {card}")

# a rank with its article, as the sentences above use it ("wants a Seven"); the same
# texts as the window's own refusals (app/features/refusal_words.py)
WITH_ARTICLE = {
    1: QT_TRANSLATE_NOOP("Refusal", "an Ace"), 2: QT_TRANSLATE_NOOP("Refusal", "a Two"),
    3: QT_TRANSLATE_NOOP("Refusal", "a Three"), 4: QT_TRANSLATE_NOOP("Refusal", "a Four"),
    5: QT_TRANSLATE_NOOP("Refusal", "a Five"), 6: QT_TRANSLATE_NOOP("Refusal", "a Six"),
    7: QT_TRANSLATE_NOOP("Refusal", "a Seven"), 8: QT_TRANSLATE_NOOP("Refusal", "an Eight"),
    9: QT_TRANSLATE_NOOP("Refusal", "a Nine"), 10: QT_TRANSLATE_NOOP("Refusal", "a Ten"),
    11: QT_TRANSLATE_NOOP("Refusal", "a Jack"), 12: QT_TRANSLATE_NOOP("Refusal", "a Queen"),
    13: QT_TRANSLATE_NOOP("Refusal", "a King"),
}


def _same(_context: str, text: str) -> str:
    return text


class Refusal(NamedTuple):
    """A refused move's reason: ``template`` (one of the texts above) and its values."""

    template: str
    number: int = 0          # the pile's number (1-based)
    count: int = 0           # how many waste piles the game has
    rank: int = 0            # the rank the foundation wants (1..13), 0: none
    card: Card | None = None  # the card that was to move
    suit: str = ""           # the suit the foundation follows (S H D C)

    def words(self, translate: Callable[[str, str], str] | None = None) -> str:
        """The reason in words: English with card codes without ``translate``; else each
        part through ``translate(context, text)`` (e.g. ``i18n.translate``)."""
        words = translate or _same  # (not "tr": lupdate would take tr("Refusal", ...) for a text)
        if self.card is None:
            card = ""
        else:
            card = card_words(self.card, translate) if translate else self.card.code
        suit = "" if not self.suit else words("Card", SUIT_NAMES[self.suit]) if translate else self.suit
        rank = words("Refusal", WITH_ARTICLE[self.rank]) if self.rank else ""
        return words("Refusal", self.template).format(number=self.number, count=self.count, rank=rank,
                                                      card=card, suit=suit)
