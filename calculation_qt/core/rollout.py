"""A position played greedily to its end on ``Position``'s own arrays: waste tops home,
the turned card to a foundation, else to the best ``placement.score`` pile.
"""

from __future__ import annotations

import cython  # Cython's, or the stand-in (core.install)

if cython.compiled:
    from cython.cimports.calculation_qt.core.codes import GREEDY, S2F, S2W, kind_of, move, target_of
    from cython.cimports.calculation_qt.core.placement import EMPTY, score
    from cython.cimports.calculation_qt.core.position import Position
else:
    from .codes import GREEDY, S2F, S2W, kind_of, move, target_of
    from .placement import EMPTY, score
    from .position import Position
from .placement import same_rank_score


@cython.cfunc
def best_pile(p: Position, same_rank: cython.int) -> cython.int:
    """The best pile for the turned card (the first of equals)."""
    j: cython.int
    s: cython.int
    token: cython.int = p.turned
    u: cython.int = p.urgency(token)
    best: cython.int = 1 << 20
    best_j: cython.int = 0
    for j in range(p.npiles):
        s = score(p, j, token, u, same_rank, EMPTY)
        if s < best:
            best, best_j = s, j
    return best_j


@cython.cfunc
def place_turned(p: Position, same_rank: cython.int, choose) -> cython.int:
    """The turned card to the first foundation taking it, else to a pile."""
    k: cython.int
    for k in range(4):
        if p.fits(k, p.turned, True):
            p.apply(move(S2F, 0, k))
            return k
    p.apply(move(S2W, 0, best_pile(p, same_rank) if choose is None else choose(p)))
    return -1


@cython.cfunc
def play(p: Position, same_rank: cython.int, choose, limit: cython.int) -> cython.int:
    """Play on to the end (at most ``limit`` cards placed, -1: all); cards home."""
    while limit and p.turned:
        p.settle(GREEDY)
        place_turned(p, same_rank, choose)
        limit -= 1
    p.settle(GREEDY)
    return p.levels[0] + p.levels[1] + p.levels[2] + p.levels[3]


def play_out(p: Position, choose=None, limit: int = -1) -> int:
    """Play the known face on to its end (at most ``limit`` cards placed, -1: all)."""
    return play(p, same_rank_score(p.layout), choose, limit)


def play_order(p: Position, order, choose=None) -> int:
    """Play the players' face on, the unseen cards turned in ``order``."""
    same: cython.int = same_rank_score(p.layout)
    for t in list(order) + [0]:
        if p.turned:
            p.settle(GREEDY)
            place_turned(p, same, choose)
        if t:
            p.turn(t)
    p.settle(GREEDY)
    return p.home


@cython.cclass
class Rollout:
    """The probes' rollouts from (piles, levels, stock index) positions of ``root``'s deal."""

    def __init__(self, root: Position, latest: bool, same_rank: int):
        self.p = Position(root.layout, root.level_list(), root.piles(), stock=root.stock_order())
        self.p.latest = latest
        self.same_rank = same_rank

    @cython.ccall
    def score(self, piles, levels, i: cython.int) -> cython.int:
        """Cards home at the end of the greedy play from (piles, levels, stock index i)."""
        self.p.load(piles, levels, i)
        return play(self.p, self.same_rank, None, -1)

    def line(self) -> list:
        """The moves of the last ``score``."""
        return list(self.p.line)

    def plan(self) -> list:
        """The pile of every card the last ``score`` parked, in order."""
        return [target_of(m) for m in self.p.line if kind_of(m) == S2W]

    def end_piles(self) -> list:
        """The waste piles the last ``score`` ended with, as ``bytes``."""
        return [bytes(pile) for pile in self.p.piles()]
