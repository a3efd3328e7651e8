"""The one Monte Carlo sampler of the fair players (the advisor, the quick strong
player, the review's chances): how often each candidate wins when the unseen cards come
in random orders, the same orders for every candidate (common random numbers, from
``measures.Rng`` seeded by what a player sees).  ``prune`` drops the candidates that
fall clearly behind; the playouts run in ``rater.run_samples``.
"""

from __future__ import annotations

import hashlib

from ..core.position import Position
from .measures import Rng
from .rater import Rater, run_samples

Z = 3.0  # standard errors of the difference a candidate must trail the leader by to be dropped
FLOOR = 0.04  # the least variance of a difference assumed (few samples all alike prove little)
FIRST_PRUNE = 16  # samples before any candidate is dropped


def position_seed(seed: int, b: Position) -> int:
    """The random orders' seed: fixed by ``seed`` and what a player sees in ``b``.
    Not ``Position.key``: piles and levels in the order seen, written as they always
    were, keep every measured advisor figure's random orders."""
    key = repr((seed, (b.level_list(), b.piles(), b.turned or -1))).encode()
    return int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "little")


class Sampler:
    """Samples of the candidates ``starts`` (positions that share their unseen cards;
    a position's turned card, if any, is played first), played out with ``policy``, in
    random orders fixed by ``seed`` and the position ``seen`` (what a player sees
    before choosing).  ``paired``: keep each sample's outcome (``paired_se``)."""

    def __init__(self, starts: list[Position], policy: Rater, seed: int, seen: Position, paired: bool = False):
        self.starts = starts
        self.policy = policy
        self.rng = Rng(position_seed(seed, seen))
        size = len(starts)
        self.wins, self.cards, self.runs = [0] * size, [0] * size, [0] * size
        # 1 won, 0 lost, a sample (paired only)
        self.outcomes: list[list[int]] | None = [[] for _ in range(size)] if paired else None
        self.differ = False  # did any sample end differently for two candidates?

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
        """``alive`` less the candidates whose share won trails the leader's by more than
        ``Z`` standard errors of the difference (from ``FIRST_PRUNE`` samples on; the
        candidates of ``keep`` stay)."""
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
        """The standard error of the difference between the shares won by candidates i
        and j, paired sample by sample (over the samples both ran from the first)."""
        a, b = self.outcomes[i], self.outcomes[j]
        n = min(len(a), len(b))
        if not n:
            return 0.0
        diffs = [x - y for x, y in zip(a[:n], b[:n], strict=True)]
        mean = sum(diffs) / n
        var = max(sum(d * d for d in diffs) / n - mean * mean, 0.0)
        return (var / n) ** 0.5
