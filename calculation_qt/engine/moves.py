"""Moves and their notation (docs/rules.md): ``s>f1``, ``s>w2``, ``w3>f1``.

Indices are 0-based in ``Move``; the notation numbers piles from 1.  The parser
accepts any ``pile>pile`` of stock (``s``), waste (``wN``) and foundation (``fN``)
piles, so that a well-formed but forbidden move (``w1>w2``, ``f1>w1``) reaches the
rules and is refused there with a reason rather than called malformed.

``describe_move(state, move)`` puts a move in words ("Five of Clubs to waste pile 2"),
the one text the Hint, the advisor's suggestion, the review and the replay show: a
player reads words, the notation is for the command line and for files.  Its
templates are marked for Qt's translation tools (``tr_marks.QT_TRANSLATE_NOOP``, a
plain marker: the engine imports no Qt); the window passes ``i18n.translate`` as
``translate`` to show them in the player's language.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING, NamedTuple

from .cards import RANK_NAMES, SUIT_NAMES, Card
from .errors import NotationError
from .tr_marks import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .state import GameState


class PileKind(str, Enum):
    STOCK = "s"
    WASTE = "w"
    FOUNDATION = "f"


class Move(NamedTuple):
    source: PileKind
    source_index: int  # 0 for the stock
    target: PileKind
    target_index: int

    def __str__(self) -> str:
        return f"{_pile_text(self.source, self.source_index)}>{_pile_text(self.target, self.target_index)}"

    @staticmethod
    def parse(text: str) -> Move:
        return parse_move(text)


def _pile_text(kind: PileKind, index: int) -> str:
    return "s" if kind is PileKind.STOCK else f"{kind.value}{index + 1}"


_PILE = r"(s|[wf][1-9][0-9]?)"
_MOVE = rf"^{_PILE}>{_PILE}$"  # (compiled at first use, through re's cache)


def _pile(text: str) -> tuple[PileKind, int]:
    if text == "s":
        return PileKind.STOCK, 0
    return PileKind(text[0]), int(text[1:]) - 1


def parse_move(text: str, where: str = "") -> Move:
    """One move; ``where`` (e.g. ``"move 3 "``) prefixes the error message."""
    if not isinstance(text, str):
        raise NotationError(f"{where}{text!r} is not a move (write it like s>f1, s>w2 or w3>f1)")
    m = re.match(_MOVE, text.strip().lower())
    if m is None:
        raise NotationError(f"{where}{text!r} is not a move (write it like s>f1, s>w2 or w3>f1)")
    source, source_index = _pile(m.group(1))
    target, target_index = _pile(m.group(2))
    return Move(source, source_index, target, target_index)


def parse_moves(text: str | list | tuple) -> list[Move]:
    """Moves separated by white space (or commas), or a list of move strings."""
    if isinstance(text, str):
        items = text.replace(",", " ").split()
    elif isinstance(text, (list, tuple)):
        items = list(text)
    else:
        raise NotationError(f"moves are text or a list of strings, not {type(text).__name__}")
    return [parse_move(item, f"move {i} ") for i, item in enumerate(items, start=1)]


def stock_to_waste(k: int) -> Move:
    return Move(PileKind.STOCK, 0, PileKind.WASTE, k)


def stock_to_foundation(k: int) -> Move:
    return Move(PileKind.STOCK, 0, PileKind.FOUNDATION, k)


def waste_to_foundation(j: int, k: int) -> Move:
    return Move(PileKind.WASTE, j, PileKind.FOUNDATION, k)


# -- moves in words ------------------------------------------------------------------------
MOVE_TEMPLATES = {
    PileKind.FOUNDATION: QT_TRANSLATE_NOOP("Move", "{card} to foundation {number}"),
    PileKind.WASTE: QT_TRANSLATE_NOOP("Move", "{card} to waste pile {number}"),
}
CARD_TEMPLATE = QT_TRANSLATE_NOOP("Card", "{rank} of {suit}")  # the same text calculation_qt.i18n uses


def _same(_context: str, text: str) -> str:
    return text


def card_words(card: Card, translate: Callable[[str, str], str] | None = None) -> str:
    """A card's name ("Five of Clubs"), its words through ``translate(context, text)``."""
    words = translate or _same  # (not "tr": lupdate would take tr("Card", ...) for a text)
    return words("Card", CARD_TEMPLATE).format(rank=words("Card", RANK_NAMES[card.rank]),
                                               suit=words("Card", SUIT_NAMES[card.suit]))


def describe_move(state: GameState, move: Move, translate: Callable[[str, str], str] | None = None) -> str:
    """``move`` from ``state`` in words: "Five of Clubs to waste pile 2" (no notation).
    ``translate(context, text)`` (e.g. ``i18n.translate``) translates the template
    (context "Move") and the card's words (context "Card"); without it, English."""
    words = translate or _same  # (not "tr": lupdate would take tr("Move", ...) for a text)
    card = state.top(move.source, move.source_index)
    template = words("Move", MOVE_TEMPLATES.get(move.target, MOVE_TEMPLATES[PileKind.WASTE]))
    return template.format(card=card_words(card, translate) if card is not None else "?",
                           number=move.target_index + 1)
