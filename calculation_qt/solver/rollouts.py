"""The probes' level-0 rollouts from their compact cache keys, and a line's score."""

from __future__ import annotations

from ..core.layout import Layout
from ..core.placement import same_rank_score
from ..core.position import Position
from ..core.rollout import Rollout


def compact(root: Position) -> tuple[Layout, bytes, list, list]:
    """(layout, stock from the turned card on, piles as ``bytes``, levels) of ``root``."""
    return root.layout, bytes(root.stock_order()), [bytes(p) for p in root.piles()], root.level_list()


class Rollouts:
    """The rollouts of ``root``'s deal (``latest``: ``Position.latest``)."""

    def __init__(self, root: Position, latest=None):
        layout, stock, piles, levels = compact(root)
        self.start = (piles, levels)
        self.stock, self.n, self.seq = stock, len(stock), layout.seq
        self.latest = (not layout.suited) if latest is None else latest and not layout.suited
        self.kernel = Rollout(root, self.latest, same_rank_score(layout))
        self.tiebreak = None

    @property
    def same_rank_score(self) -> int:
        """``placement.score``'s same_rank."""
        return self.kernel.same_rank

    @same_rank_score.setter
    def same_rank_score(self, value: int) -> None:
        self.kernel.same_rank = value

    @property
    def tiebreak(self):
        """None, or a 0..63 score of a line's end piles added to cards home * 64."""
        return self._tiebreak

    @tiebreak.setter
    def tiebreak(self, fn) -> None:
        self._tiebreak = fn
        self.scale = 1 if fn is None else 64
        self.win = 52 * self.scale

    def final(self, total, piles) -> int:
        """A line's score."""
        if self._tiebreak is None:
            return total
        if total == 52:
            return self.win
        return total * 64 + self._tiebreak(piles)

    def score_ranks(self, piles, levels, i) -> int:
        """The score of the rollout from (piles, levels, stock index i)."""
        total = self.kernel.score(piles, levels, i)
        return total if self._tiebreak is None else self.final(total, self.kernel.end_piles())

    def plan(self, piles, levels, i) -> list:
        """The rollout's pile choices."""
        self.kernel.score(piles, levels, i)
        return self.kernel.plan()

    def rollout_ranks(self, piles, levels, i):
        """(score, line) of that rollout."""
        score = self.score_ranks(piles, levels, i)
        return score, self.kernel.line()


# Tie-breaks, 0..63, higher better: how little the cards left on the piles block one
# another (a card on one of no higher rank must go to another foundation first, D3).


def _blocks(piles) -> int:
    """63 less the cards lying directly on a card of no higher rank."""
    n = 0
    for pile in piles:
        for k in range(1, len(pile)):
            if pile[k] >= pile[k - 1]:
                n += 1
    return max(0, 63 - n)


def _inversions(piles) -> int:
    """63 less the pairs of cards on one pile, the upper of no lower rank."""
    n = 0
    for pile in piles:
        for a in range(len(pile) - 1):
            x = pile[a]
            for y in pile[a + 1:]:
                if y >= x:
                    n += 1
    return max(0, 63 - n)


def _rises(piles) -> int:
    """63 less the rises in rank up each pile (plus one each, so equal ranks count)."""
    n = 0
    for pile in piles:
        for k in range(1, len(pile)):
            d = pile[k] - pile[k - 1]
            if d >= 0:
                n += d + 1
    return max(0, 63 - n)


TIEBREAKS = {"blocks": _blocks, "inversions": _inversions, "rises": _rises}
