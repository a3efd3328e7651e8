"""The fair players' one Monte Carlo sampler: each candidate's wins over random orders
of the unseen cards, the same for all (seeded by what a player sees)."""

from __future__ import annotations

import hashlib

from ..core.position import Position
from .measures import Rng
from .rater import Rater, run_samples

Z = 3.0  # standard errors of the difference a candidate must trail the leader by to be dropped
FLOOR = 0.04  # the least variance of a difference assumed (few samples all alike prove little)
FIRST_PRUNE = 16  # samples before any candidate is dropped


def position_seed(seed: int, b: Position) -> int:
    """The orders' seed, from ``seed`` and what a player sees.  Not ``Position.key``:
    this form keeps every measured advisor figure's orders."""
    key = repr((seed, (b.level_list(), b.piles(), b.turned or -1))).encode()
    return int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "little")


class Sampler:
    """Samples of ``starts`` (sharing their unseen cards) played with ``policy``, the
    orders seeded by ``seen``.  ``paired``: keep each outcome (``paired_se``)."""

    def __init__(self, starts: list[Position], policy: Rater, seed: int, seen: Position, paired: bool = False):
        self.starts = starts
        self.policy = policy
        self.rng = Rng(position_seed(seed, seen))
        size = len(starts)
        self.wins, self.cards, self.runs = [0] * size, [0] * size, [0] * size
        self.outcomes: list[list[int]] | None = [[] for _ in range(size)] if paired else None
        self.differ = False  # did two candidates ever end apart?

    def run(self, alive: list[int], count: int) -> None:
        """``count`` more samples of the candidates ``alive``."""
        if run_samples(self.policy, self.starts, alive, self.rng, count, self.wins, self.cards, self.outcomes):
            self.differ = True
        for i in alive:
            self.runs[i] += count

    def mean(self, i: int) -> float:
        """Candidate i's share of samples won."""
        return self.wins[i] / self.runs[i] if self.runs[i] else 0.0

    def rank(self, i: int) -> tuple[float, float]:
        """(share won, mean cards home) of candidate i."""
        m = self.runs[i]
        return (self.wins[i] / m, self.cards[i] / m) if m else (0.0, 0.0)

    def prune(self, alive: list[int], keep=()) -> list[int]:
        """``alive`` less those trailing the leader by over ``Z`` standard errors (``keep`` stays)."""
        n = self.runs[alive[0]]
        if len(alive) < 2 or n < FIRST_PRUNE:
            return alive
        means = {i: self.wins[i] / n for i in alive}
        lead = max(alive, key=lambda i: means[i])
        var_lead = means[lead] * (1 - means[lead])
        kept = []
        for i in alive:
            spread = Z * (max(means[i] * (1 - means[i]) + var_lead, FLOOR) / n) ** 0.5
            if i in keep or means[lead] - means[i] <= spread:
                kept.append(i)
        return kept

    def paired_se(self, i: int, j: int) -> float:
        """The standard error of i's and j's shares' difference, paired sample by sample."""
        a, b = self.outcomes[i], self.outcomes[j]
        n = min(len(a), len(b))
        if not n:
            return 0.0
        diffs = [x - y for x, y in zip(a[:n], b[:n], strict=True)]
        mean = sum(diffs) / n
        var = max(sum(d * d for d in diffs) / n - mean * mean, 0.0)
        return (var / n) ** 0.5
