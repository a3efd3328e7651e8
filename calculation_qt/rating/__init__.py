"""Choosing moves from what a player can see: the waste-pile rating behind
click-to-play, and (later) the Monte Carlo advisor.  Built on the engine; no Qt.

The table calls only ``click_move``; the benchmark and the demo call ``choose_move``.
"""

from __future__ import annotations

from ..engine import GameState, Move, PileKind
from ..engine.moves import stock_to_foundation, stock_to_waste, waste_to_foundation


def click_move(state: GameState, source: PileKind, index: int = 0) -> Move | None:
    """The move a click on the top card of ``source`` makes, or None if it cannot move.

    A waste top goes to a foundation that wants it; the turned stock card goes to a
    foundation that wants it or, if none does, to the waste pile rated best.  Where two
    foundations want the card, the rating decides.
    """
    card = state.top(source, index)
    if card is None:
        return None
    targets = state.foundations_for(card)
    if targets:
        k = targets[0]
        return stock_to_foundation(k) if source is PileKind.STOCK else waste_to_foundation(index, k)
    if source is PileKind.STOCK:
        return stock_to_waste(best_waste_pile(state))
    return None


def best_waste_pile(state: GameState) -> int:
    """The waste pile (0-based) rated best for the turned card.  Placeholder rating:
    the first empty pile, else the first pile."""
    for j, pile in enumerate(state.wastes):
        if not pile:
            return j
    return 0


def choose_move(state: GameState) -> Move | None:
    """The move the rating plays in this position (None once the game is over)."""
    legal = state.legal_moves()
    return legal[0] if legal else None
