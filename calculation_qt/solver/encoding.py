"""The solver's compact view of a position: small ints instead of Card objects.

Card codes: in the rank-only games (Calculation, Sir Tommy) a card is its rank 1..13,
since no rule ever looks at a suit there and equal ranks are interchangeable.  In
Strategy a card is ``rank * 4 + suit`` (4..55), since a foundation follows the suit of
its Ace.  A waste pile is a ``bytes`` of codes, bottom first (immutable, hashable, and
cheap to compare).  A foundation is its level (number of cards on it, 0..13) and, in
Strategy, the suit index of its Ace (-1 while empty).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Card, GameState, Move, PileKind

SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}
SUIT_LETTERS = "SHDC"

# Internal moves are small tuples (kind, source, target):
W2F = 0  # waste pile `source` top -> foundation `target`
S2F = 1  # turned stock card -> foundation `target`
S2W = 2  # turned stock card -> waste pile `target`


def to_engine_move(move: tuple[int, int, int]) -> Move:
    kind, source, target = move
    if kind == W2F:
        return Move(PileKind.WASTE, source, PileKind.FOUNDATION, target)
    if kind == S2F:
        return Move(PileKind.STOCK, 0, PileKind.FOUNDATION, target)
    return Move(PileKind.STOCK, 0, PileKind.WASTE, target)


@dataclass
class Encoded:
    """A GameState in the solver's terms (mutable copies the search works on)."""

    game: str                     # "calculation" | "sir-tommy" | "strategy"
    suited: bool                  # True for strategy: codes carry the suit
    stock: bytes                  # the remaining stock, turned card first
    piles: list[bytes]            # waste piles, bottom first
    levels: list[int]             # cards on each foundation
    suits: list[int]              # strategy: suit index of each foundation (-1 empty); else all -1
    sequences: tuple[tuple[int, ...], ...]  # the 13 ranks each foundation takes, in order


def card_code(card: Card, suited: bool) -> int:
    return card.rank * 4 + SUIT_INDEX[card.suit] if suited else card.rank


def encode(state: GameState) -> Encoded:
    variant = state.variant
    suited = variant.game == "strategy"
    suits = []
    for pile in state.foundations:
        if suited and pile:
            suits.append(SUIT_INDEX[pile[0].suit])
        else:
            suits.append(-1)
    return Encoded(
        game=variant.game,
        suited=suited,
        stock=bytes(card_code(c, suited) for c in state.stock),
        piles=[bytes(card_code(c, suited) for c in pile) for pile in state.wastes],
        levels=[len(pile) for pile in state.foundations],
        suits=suits,
        sequences=tuple(rule.sequence for rule in variant.foundations),
    )
