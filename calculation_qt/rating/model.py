"""Between the engine and the rating's ``board.Board``, through the shared compact
position (``calculation_qt.fast``): its tokens, foundation sequences and slots, and its
moves back to the engine.  The board holds only what a player sees: the unseen cards as
a multiset, never their order.

Where foundations follow suit (``Layout.suited``) a token is ``rank * 4 + suit`` and
foundation *slot* s is the foundation of suit s (``fast.bridge`` maps slots to the
engine's foundations); elsewhere a token is the rank, so the four copies of a rank are
alike.
"""

from __future__ import annotations

from ..engine import GameState, Move, Variant
from ..fast import NONE, S2F, S2W, W2F, Layout, engine_move, from_state, internal_move, slot_map
from .board import Board


def token_of(variant: Variant, card) -> int:
    return Layout.of(variant).token(card)


def board_of(state: GameState) -> Board:
    """The board of what a player sees in ``state``."""
    layout = Layout.of(state.variant)
    p = from_state(state)
    piles = [list(pile) for pile in p.piles]
    turned = p.turned
    return Board(layout.ntokens, layout.suited, len(piles), [seq[:13] for seq in layout.seq], p.levels,
                 piles, -1 if turned == NONE else turned, p.unseen(),
                 slot_map(state) if layout.suited else None, layout.waits)


def to_move(board: Board, state: GameState, source: int, target: int) -> Move:
    """A board move as an engine Move: ``source`` -1 is the turned card, else a waste
    pile; ``target`` 0..3 a foundation (slot), 4+j waste pile j (the turned card only)."""
    if source >= 0:
        move = (W2F, source, target)
    else:
        move = (S2W, 0, target - 4) if target >= 4 else (S2F, 0, target)
    return engine_move(list(board.fmap) if board.fmap is not None else [0, 1, 2, 3], move)


def from_move(board: Board, state: GameState, move: Move) -> tuple[int, int]:
    """An engine Move as a board move (source, target)."""
    kind, source, target = internal_move(state, move)
    if kind == S2W:
        return -1, 4 + target
    return (-1 if kind == S2F else source), target
