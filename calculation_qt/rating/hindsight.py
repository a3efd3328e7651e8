"""The advisor's second judge: each candidate played on over random orders of the unseen
cards (the same for all) by the solver's nested rollout, which sees the order.

Fair: it gets only what a player sees, and the orders are seeded by that alone.  Knowing
the order makes the shares optimistic, but candidates are compared on the same orders,
and it sees wins the playout rating misses (docs/intelligence.md, "The advisor's judges").
"""

from __future__ import annotations

import random
import time

from ..core.position import Position
from ..solver.probe import Probe
from .sampler import position_seed
from .targets import place


class Hindsight:
    """Each target's share of ``samples`` orders won, and its mean cards home; ``deadline``
    and ``cancel`` stop early (after one order at least)."""

    def __init__(self, samples: int = 100, level: int = 1, seed: int = 0, clock=time.process_time):
        self.samples = samples
        self.level = level
        self.seed = seed
        self.clock = clock

    def shares(self, b: Position, targets: list[int], deadline: float | None = None,
               cancel=None) -> tuple[list[float], list[float]]:
        starts = []
        for t in targets:
            q = b.copy()
            place(q, t)
            starts.append(q)
        return self.shares_from(b, starts, deadline, cancel)

    def shares_from(self, b: Position, positions: list[Position], deadline: float | None = None,
                    cancel=None) -> tuple[list[float], list[float]]:
        """``shares`` of ``b``'s successors (orders of ``b``'s unseen cards, seeded by ``b``)."""
        rng = random.Random(position_seed(self.seed, b))
        unseen = [t for t, count in enumerate(b.unseen_counts()) for _ in range(count)]
        starts = [(q.level_list(), q.piles()) for q in positions]
        wins, home = [0] * len(starts), [0] * len(starts)
        played = 0
        while played < self.samples:
            if played and ((deadline is not None and self.clock() > deadline) or (cancel is not None and cancel())):
                break
            rng.shuffle(unseen)
            for i, (levels, piles) in enumerate(starts):
                score, _line = Probe(Position(b.layout, levels, piles, stock=unseen)).nested(self.level)
                wins[i] += score == 52
                home[i] += score
            played += 1
        return [w / played for w in wins], [h / played for h in home]
