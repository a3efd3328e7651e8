"""The advisor's second judge: hindsight over random orders of the unseen cards.

For each candidate place of the turned card it deals the unseen cards in random orders
(the same orders for every candidate) and plays each order on from that place with the
solver's level-1 nested rollout (``solver.probe``), which looks at the order it was
given: at each card it must park it tries every pile with a greedy rollout to the end
and follows the best.  A candidate's share is the orders it wins that way.

It stays fair: what goes in is what a player sees (``core.bridge.seen``: the levels,
the piles, the turned card and the unseen cards as counts); the orders come from a
generator seeded by the seed and that position alone.  Knowing each sampled order
makes the shares optimistic (a player cannot adapt to an order it cannot see), but
the judge only compares candidates on the same orders, and it sees where a placement
keeps wins open that the playout rating misses: the two judges win different deals
(docs/intelligence.md, "The advisor's judges").
"""

from __future__ import annotations

import random
import time

from ..core.position import Position
from ..solver.probe import Probe
from .sampler import position_seed
from .targets import place


class Hindsight:
    """``shares(b, targets)``: each target's share of ``samples`` random orders won
    by the level-``level`` nested rollout, and its mean cards home.  ``deadline`` (on
    ``clock``) and ``cancel`` (a callable) stop it early: the shares then rest on the
    orders played so far (at least one)."""

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
        """``shares`` of positions with the turned card of ``b`` placed (the orders: of
        ``b``'s unseen cards, seeded by ``b``)."""
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
