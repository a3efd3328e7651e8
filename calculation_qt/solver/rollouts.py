"""The probes' level-0 rollouts (a ``Probe`` owns one ``Rollouts``): ``core.rollout``'s
greedy play to the end from a position given as (piles, levels, next stock index), the
compact state the probes key their caches by (waste piles as ``bytes`` of ``core``
tokens, the foundation levels, the index of the turned card in the root's stock), and
the score of a line (cards home, with an optional ``tiebreak``).
"""

from __future__ import annotations

from ..core.codes import W2F, move
from ..core.layout import Layout
from ..core.placement import same_rank_score
from ..core.position import Position
from ..core.rollout import Rollout


def play_tops(piles, levels, want, seq, line=None) -> int:
    """``Position.settle(GREEDY)`` on the compact state (``piles``, ``levels`` and
    ``want`` change in place): how many waste tops went home, each move appended to
    ``line`` if given."""
    played = 0
    progress = True
    while progress:
        progress = False
        for j in range(len(piles)):
            pile = piles[j]
            if pile and pile[-1] in want:
                k = want.index(pile[-1])
                piles[j] = pile[:-1]
                levels[k] += 1
                want[k] = seq[k][levels[k]]
                if line is not None:
                    line.append(move(W2F, j, k))
                played += 1
                progress = True
    return played


def compact(root: Position) -> tuple[Layout, bytes, list, list]:
    """(layout, stock from the turned card on, waste piles as ``bytes``, levels) of the
    known face of ``root``."""
    return root.layout, bytes(root.stock_order()), [bytes(p) for p in root.piles()], root.level_list()


class Rollouts:
    """The rollouts from positions of one deal (``root``'s stock) and the score of a
    line (``tiebreak``).  ``latest``: rate a card by the foundation needing it last
    (the default where suits are ignored: every foundation takes every rank once),
    else first."""

    def __init__(self, root: Position, latest=None):
        layout, stock, piles, levels = compact(root)
        self.start = (piles, levels)  # the root's piles and levels (the probe starts there)
        self.stock, self.n, self.seq = stock, len(stock), layout.seq
        self.latest = (not layout.suited) if latest is None else latest and not layout.suited
        self.kernel = Rollout(root, self.latest, same_rank_score(layout))
        self.tiebreak = None

    @property
    def same_rank_score(self) -> int:
        """The parking score of a card on its own rank (``placement.score``)."""
        return self.kernel.same_rank

    @same_rank_score.setter
    def same_rank_score(self, value: int) -> None:
        self.kernel.same_rank = value

    @property
    def tiebreak(self):
        """None (a line scores the cards it gets home), or a function of the piles a
        line ends with (0..63, higher better) that breaks ties among lines with as many
        cards home: a line's score is then cards home * 64 + that, and a win exactly
        52 * 64 (``final``).  Set before searching (the caches hold such scores)."""
        return self._tiebreak

    @tiebreak.setter
    def tiebreak(self, fn) -> None:
        self._tiebreak = fn
        self.scale = 1 if fn is None else 64
        self.win = 52 * self.scale

    def final(self, total, piles) -> int:
        """The score of a line ending with ``total`` cards home and these piles."""
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
        """The pile choices of that rollout's line (a nested level follows them)."""
        self.kernel.score(piles, levels, i)
        return self.kernel.plan()

    def rollout_ranks(self, piles, levels, i):
        """(score, line) of that rollout."""
        score = self.score_ranks(piles, levels, i)
        return score, self.kernel.line()


# Secondary scores of the piles a line ends with (``Probe.tiebreak``), 0..63, higher
# better: how badly the cards left on the piles block one another.  A card lying on a
# card of no higher rank must leave first and so go to another foundation (D3); the
# fewer such pairs, the closer the piles are to unwinding in order.


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
    """63 less the rises in rank between a card and the card on it (one more each, so
    that a card on its own rank counts too)."""
    n = 0
    for pile in piles:
        for k in range(1, len(pile)):
            d = pile[k] - pile[k - 1]
            if d >= 0:
                n += d + 1
    return max(0, 63 - n)


TIEBREAKS = {"blocks": _blocks, "inversions": _inversions, "rises": _rises}
