"""Between the engine and the compact position: a ``GameState`` as a ``Position``, and
internal moves back as engine ``Move``s (slots mapped to real foundations)."""

from __future__ import annotations

from ..engine import GameState, Move, PileKind
from .position import S2F, S2W, W2F, Layout, Position


def from_state(state: GameState, symmetry: bool = True) -> Position:
    """The position of ``state`` (the solver's view: the whole stock in order)."""
    layout = Layout.of(state.variant)
    token = layout.token
    if layout.suited:  # slot s: the foundation of suit s
        levels = [0, 0, 0, 0]
        for pile in state.foundations:
            if pile:
                levels[token(pile[0]) & 3] = len(pile)
    else:
        levels = [len(pile) for pile in state.foundations]
    stock = bytes(token(c) for c in state.stock)
    piles = [bytes(token(c) for c in pile) for pile in state.wastes]
    return Position(layout, stock, piles, levels, 0, symmetry)


def slot_map(state: GameState) -> list[int]:
    """Which engine foundation each slot is (-1: not started yet; suited games), or the
    identity where slots are the foundations."""
    layout = Layout.of(state.variant)
    if not layout.suited:
        return [0, 1, 2, 3]
    real = [-1, -1, -1, -1]
    for e, pile in enumerate(state.foundations):
        if pile:
            real[layout.token(pile[0]) & 3] = e
    return real


def engine_move(real: list[int], move) -> Move:
    """The engine ``Move`` of an internal move; ``real`` (``slot_map``) is updated when
    the move starts a suited foundation (on the first empty engine foundation)."""
    kind, source, target = move
    if kind == S2W:
        return Move(PileKind.STOCK, 0, PileKind.WASTE, target)
    k = real[target]
    if k < 0:
        k = min(e for e in range(4) if e not in real)
        real[target] = k
    if kind == W2F:
        return Move(PileKind.WASTE, source, PileKind.FOUNDATION, k)
    return Move(PileKind.STOCK, 0, PileKind.FOUNDATION, k)


def engine_line(state: GameState, line) -> list[Move]:
    """The engine moves of an internal line played from ``state``."""
    real = slot_map(state)
    return [engine_move(real, move) for move in line]


def internal_move(state: GameState, move: Move) -> tuple[int, int, int]:
    """The internal move of a legal engine move in ``state``."""
    if move.target is PileKind.WASTE:
        return (S2W, 0, move.target_index)
    layout = Layout.of(state.variant)
    card = state.top(move.source, move.source_index)
    k = layout.token(card) & 3 if layout.suited else move.target_index
    if move.source is PileKind.STOCK:
        return (S2F, 0, k)
    return (W2F, move.source_index, k)
