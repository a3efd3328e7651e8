"""Cards and decks: the card codes of docs/rules.md, parsed and formatted.

A card is an immutable ``Card(rank, suit)`` with ``rank`` 1..13 (A=1, J=11, Q=12,
K=13) and ``suit`` one of ``S H D C``.  There are exactly 52 cards; ``Card.parse``
returns shared instances so identity comparisons are cheap, but equality is by value.
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import NotationError
from .tr_marks import QT_TRANSLATE_NOOP

RANKS = "A23456789TJQK"
SUITS = "SHDC"
# English names (the window translates them: calculation_qt.i18n.card_name)
RANK_NAMES = {
    1: QT_TRANSLATE_NOOP("Card", "Ace"), 2: QT_TRANSLATE_NOOP("Card", "Two"),
    3: QT_TRANSLATE_NOOP("Card", "Three"), 4: QT_TRANSLATE_NOOP("Card", "Four"),
    5: QT_TRANSLATE_NOOP("Card", "Five"), 6: QT_TRANSLATE_NOOP("Card", "Six"),
    7: QT_TRANSLATE_NOOP("Card", "Seven"), 8: QT_TRANSLATE_NOOP("Card", "Eight"),
    9: QT_TRANSLATE_NOOP("Card", "Nine"), 10: QT_TRANSLATE_NOOP("Card", "Ten"),
    11: QT_TRANSLATE_NOOP("Card", "Jack"), 12: QT_TRANSLATE_NOOP("Card", "Queen"),
    13: QT_TRANSLATE_NOOP("Card", "King"),
}
SUIT_NAMES = {"S": QT_TRANSLATE_NOOP("Card", "Spades"), "H": QT_TRANSLATE_NOOP("Card", "Hearts"),
              "D": QT_TRANSLATE_NOOP("Card", "Diamonds"), "C": QT_TRANSLATE_NOOP("Card", "Clubs")}


class Card(NamedTuple):
    rank: int
    suit: str

    @property
    def code(self) -> str:
        return RANKS[self.rank - 1] + self.suit

    @property
    def index(self) -> int:
        """A dense number 0..51 (rank-major, suits in ``SHDC`` order)."""
        return (self.rank - 1) * 4 + SUITS.index(self.suit)

    @property
    def is_red(self) -> bool:
        return self.suit in "HD"

    @property
    def name(self) -> str:
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:  # the docs/rules.md card code
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"

    @staticmethod
    def parse(text: str) -> Card:
        """The card of a code such as ``TS``; raises NotationError otherwise."""
        card = _BY_CODE.get(text.strip().upper()) if isinstance(text, str) else None
        if card is None:
            raise NotationError(f"{text!r} is not a card code (rank of {RANKS}, suit of {SUITS})")
        return card


ALL_CARDS: tuple[Card, ...] = tuple(Card(r, s) for r in range(1, 14) for s in SUITS)
_BY_CODE = {c.code: c for c in ALL_CARDS}
# "10" is a common way to write a Ten; accept it on input, always print "T".
_BY_CODE.update({"10" + s: Card(10, s) for s in SUITS})


def parse_deck(text: str | list[str] | tuple[str, ...]) -> tuple[Card, ...]:
    """Parse 52 distinct card codes (white-space separated text or a list).

    ``deck[0]`` is the top card, the first one turned from the stock.
    """
    if isinstance(text, str):
        codes = text.split()
    elif isinstance(text, (list, tuple)):
        codes = list(text)
    else:
        raise NotationError(f"a deck is text or a list of card codes, not {type(text).__name__}")
    cards: list[Card] = []
    seen: dict[Card, int] = {}
    for i, code in enumerate(codes, start=1):
        if not isinstance(code, str):
            raise NotationError(f"card {i} {code!r} is not a card code")
        card = _BY_CODE.get(code.strip().upper())
        if card is None:
            raise NotationError(f"card {i} {code!r} is not a card code")
        if card in seen:
            raise NotationError(f"card {i} {code!r} repeats card {seen[card]}")
        seen[card] = i
        cards.append(card)
    if len(cards) != 52:
        missing = [c.code for c in ALL_CARDS if c not in seen]
        detail = f"; missing {' '.join(missing)}" if 0 < len(missing) <= 8 else ""
        raise NotationError(f"a deck has 52 cards, this one has {len(cards)} cards{detail}")
    return tuple(cards)


def format_deck(deck: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(c.code for c in deck)
