"""Choosing moves from what a player can see (never the stock's order): the waste-pile
rating behind click-to-play, and the Monte Carlo advisor (``advisor``).  No Qt."""

from __future__ import annotations

from ..core.bridge import seen
from ..engine import GameState, Move, PileKind
from .heuristic import DEFAULT, Rater
from .targets import from_move, to_move

__all__ = ["Rater", "best_waste_pile", "choose_move", "click_move", "rate_placements", "settle_move"]


def settle_move(state: GameState, rater: Rater = DEFAULT) -> Move | None:
    """A waste top that goes to a foundation now (the rating plays those first), or None."""
    b = seen(state)
    moves: list = []
    rater.settle(b, moves)
    if not moves:
        return None
    j, k = moves[0]
    return to_move(b, j, k)


def rate_placements(state: GameState, rater: Rater = DEFAULT) -> list[tuple[Move, float]]:
    """Every distinct place for the turned card with its rating, best first."""
    if not state.stock:
        return []
    b = seen(state)
    rated = [(to_move(b, -1, t), v) for t, v in rater.options(b)]
    rated.sort(key=lambda mv: -mv[1])
    return rated


def choose_move(state: GameState, rater: Rater = DEFAULT) -> Move | None:
    """The rating's move: a waste top that fits a foundation, else the turned card's best place."""
    move = settle_move(state, rater)
    if move is not None:
        return move
    if not state.stock:
        return None
    b = seen(state)
    return to_move(b, -1, rater.choose(b))


def click_move(state: GameState, source: PileKind, index: int = 0, rater: Rater = DEFAULT) -> Move | None:
    """The move a click on the top card of ``source`` makes, or None.  A card goes to a
    foundation that takes it (the rating picks between two), else the turned card to the
    best-rated waste pile; a player who wants it parked anyway drags it."""
    card = state.top(source, index)
    if card is None:
        return None
    if source is PileKind.STOCK:
        b = seen(state)
        if state.foundations_for(card):
            to_foundations = [tv for tv in rater.options(b) if tv[0] < 4]
            return to_move(b, -1, max(to_foundations, key=lambda tv: tv[1])[0])
        return to_move(b, -1, rater.choose(b))
    if source is not PileKind.WASTE:
        return None
    targets = state.foundations_for(card)
    if not targets:
        return None
    if len(targets) == 1:
        k = targets[0]
    else:
        b = seen(state)
        internal = [from_move(state, Move(source, index, PileKind.FOUNDATION, k))[1] for k in targets]
        k = targets[internal.index(rater.best_foundation_of(b, index, internal))]
    return Move(source, index, PileKind.FOUNDATION, k)


def best_waste_pile(state: GameState, rater: Rater = DEFAULT) -> int:
    """The waste pile rated best for the turned card (0 when the stock is out)."""
    move = click_move(state, PileKind.STOCK, 0, rater) if state.stock else None
    if move is not None and move.target is PileKind.WASTE:
        return move.target_index
    for move, _ in rate_placements(state, rater):
        if move.target is PileKind.WASTE:
            return move.target_index
    return 0
