"""Between the engine and ``Position``: a ``GameState`` as either face, and moves both ways."""

from __future__ import annotations

from ..engine import GameState, Move, PileKind
from .codes import S2F, S2W, SAFE, W2F, kind_of, move, source_of, target_of
from .layout import layout_of
from .position import Position


def _levels(state: GameState, layout) -> list[int]:
    if not layout.suited:
        return [len(pile) for pile in state.foundations]
    levels = [0, 0, 0, 0]  # slot s: the foundation of suit s
    for pile in state.foundations:
        if pile:
            levels[layout.token(pile[0]) & 3] = len(pile)
    return levels


def slot_map(state: GameState) -> list[int]:
    """Which engine foundation each slot is (-1: suited, not started yet)."""
    layout = layout_of(state.variant)
    if not layout.suited:
        return [0, 1, 2, 3]
    real = [-1, -1, -1, -1]
    for e, pile in enumerate(state.foundations):
        if pile:
            real[layout.token(pile[0]) & 3] = e
    return real


def from_state(state: GameState, symmetry: bool = True) -> Position:
    """The solver's face of ``state``: the whole stock in order."""
    layout = layout_of(state.variant)
    token = layout.token
    piles = [[token(c) for c in pile] for pile in state.wastes]
    p = Position(layout, _levels(state, layout), piles, stock=[token(c) for c in state.stock], symmetry=symmetry)
    p.fmap = slot_map(state)
    return p


def seen(state: GameState, symmetry: bool = True) -> Position:
    """The players' face of ``state``: the turned card and the unseen cards as counts."""
    layout = layout_of(state.variant)
    token = layout.token
    unseen = [0] * layout.ntok
    for card in state.stock[1:]:
        unseen[token(card)] += 1
    piles = [[token(c) for c in pile] for pile in state.wastes]
    turned = token(state.stock[0]) if state.stock else 0
    p = Position(layout, _levels(state, layout), piles, turned, unseen, symmetry=symmetry)
    p.fmap = slot_map(state)
    return p


def engine_move(real: list[int], m: int) -> Move:
    """The engine ``Move`` of a position's move; updates ``real`` when it starts a suited foundation."""
    kind, target = kind_of(m), target_of(m)
    if kind == S2W:
        return Move(PileKind.STOCK, 0, PileKind.WASTE, target)
    k = real[target]
    if k < 0:
        k = min(e for e in range(4) if e not in real)
        real[target] = k
    if kind == W2F:
        return Move(PileKind.WASTE, source_of(m), PileKind.FOUNDATION, k)
    return Move(PileKind.STOCK, 0, PileKind.FOUNDATION, k)


def engine_line(state: GameState, line) -> list[Move]:
    """The engine moves of a line of moves played from ``state``."""
    real = slot_map(state)
    return [engine_move(real, m) for m in line]


def to_engine(p: Position, m: int) -> Move:
    """The engine ``Move`` of ``m`` in ``p`` (made by ``from_state`` or ``seen``)."""
    return engine_move(list(p.fmap), m)


def internal_move(state: GameState, engine: Move) -> int:
    """The position's move of a legal engine move in ``state``."""
    if engine.target is PileKind.WASTE:
        return move(S2W, 0, engine.target_index)
    layout = layout_of(state.variant)
    card = state.top(engine.source, engine.source_index)
    k = layout.token(card) & 3 if layout.suited else engine.target_index
    if engine.source is PileKind.STOCK:
        return move(S2F, 0, k)
    return move(W2F, engine.source_index, k)


def safe_foundation_moves(state: GameState) -> list[Move]:
    """The foundation plays of ``state`` that cannot lose a won game, in an applicable order."""
    p = from_state(state)
    p.settle(SAFE)
    return engine_line(state, p.line)
