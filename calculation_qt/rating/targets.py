"""The rating's places as ``core`` moves and engine ``Move``s.  The rating names a place
for the turned card by a *target*: 0..3 a foundation (slot), 4+j waste pile j; a waste
top by its pile (``source``) and the foundation it goes to."""

from __future__ import annotations

from ..core.bridge import internal_move, to_engine
from ..core.codes import S2F, S2W, W2F, kind_of, move, source_of, target_of
from ..core.position import Position
from ..engine import GameState, Move


def core_move(source: int, target: int) -> int:
    """``source`` -1: the turned card to ``target``; else the top of waste pile
    ``source`` to foundation ``target``."""
    if source >= 0:
        return move(W2F, source, target)
    return move(S2W, 0, target - 4) if target >= 4 else move(S2F, 0, target)


def to_move(p: Position, source: int, target: int) -> Move:
    """A rating move as an engine Move (``p`` made by ``core.bridge.seen``)."""
    return to_engine(p, core_move(source, target))


def from_move(state: GameState, engine: Move) -> tuple[int, int]:
    """An engine Move as a rating move (source, target)."""
    m = internal_move(state, engine)
    if kind_of(m) == S2W:
        return -1, 4 + target_of(m)
    return (-1 if kind_of(m) == S2F else source_of(m)), target_of(m)


def place(p: Position, target: int) -> None:
    """The turned card of ``p`` to ``target``."""
    p.apply(core_move(-1, target))
