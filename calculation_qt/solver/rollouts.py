"""The probes' level-0 rollouts (a ``Probe`` owns one ``Rollouts``): a greedy play to
the end from a position given as (piles, levels, next stock index), the compact state
the probes key their caches by (waste piles as ``bytes`` of ``core`` tokens, the
foundation levels, the index of the turned card in the root's stock).  The moves of a
line are ``core.position`` moves (ints).

Every card a foundation wants goes there (the rule of ``Layout.anytime`` layouts, the
only ones the probes play), and the turned card goes on the waste
pile whose top card is needed later than it (the tightest such fit; a card's urgency is
how many cards the foundation that needs it first, or last with ``latest``, takes
before it).  ``rollout_ranks`` plays it and records the line; ``score_ranks`` plays
the same game for its score alone, in C arrays (``greedy.Greedy``, which also gives
the pile choices: ``plan``).  Tested to agree (tests/solver/test_probe.py).
"""

from __future__ import annotations

from functools import lru_cache

from ..core.layout import Layout
from ..core.position import S2F, S2W, W2F, Position
from .greedy import Greedy


def play_tops(piles, levels, want, seq, line=None) -> int:
    """Play waste tops to the first foundation that wants them while any fits, pile by
    pile (``piles``, ``levels`` and ``want`` change in place); how many were played,
    each move appended to ``line`` if given.  (The probes' greedy rule, on their compact
    state; ``Position.settle(GREEDY)`` is the same rule on a position.)"""
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
                    line.append(W2F | j << 2 | k << 5)
                played += 1
                progress = True
    return played


def compact(root: Position) -> tuple[Layout, bytes, list, list]:
    """(layout, stock from the turned card on, waste piles as ``bytes``, levels) of the
    known face of ``root``."""
    return root.layout, bytes(root.stock_order()), [bytes(p) for p in root.piles()], root.level_list()


def play_home(stock, i, piles, levels, want, seq, line) -> int:
    """Turn the stock cards from ``i`` on while they fit a foundation, each played
    there with the waste tops it frees (``play_tops``), until one must be parked: its
    index (``len(stock)`` at the end).  Appends the
    moves to ``line`` unless it is None.  The waste tops must be settled (none fits);
    a parked card never unsettles them: it would have gone to a foundation itself."""
    n = len(stock)
    while i < n:
        code = stock[i]
        if code not in want:
            break
        k = want.index(code)
        levels[k] += 1
        new = want[k] = seq[k][levels[k]]
        if line is not None:
            line.append(S2F | k << 5)
        i += 1
        # the tops were settled, and only foundation k wants another card now
        for pile in piles:
            if pile and pile[-1] == new:
                play_tops(piles, levels, want, seq, line)
                break
    return i


@lru_cache(maxsize=16)
def urgency_rows(layout: Layout, latest: bool) -> list:
    """rows[k][level][t]: the cards foundation k at ``level`` takes before token t (99,
    or -1 rating by the latest: never again); a card's urgency is the least (the
    greatest) over the four foundations.  One table a layout (layouts are shared by
    variant): the hindsight judge builds hundreds of probes a decision."""
    never = -1 if latest else 99
    return [[[d if d >= 0 else never for d in (layout.place[k][t] - level for t in range(layout.ntokens))]
             for level in range(14)] for k in range(4)]


class Rollouts:
    """The rollouts from positions of one deal (``root``'s stock), and the tables they
    read: ``rows`` (urgencies per foundation level), the placement scores, the score
    of a line (``tiebreak``).  ``latest``: rate a card by the foundation needing it
    last (the default where suits are ignored: every foundation takes every rank
    once), else first."""

    def __init__(self, root: Position, latest=None):
        layout, stock, piles, levels = compact(root)
        self.start = (piles, levels)  # the root's piles and levels (the probe starts there)
        self.stock, self.n, self.seq = stock, len(stock), layout.seq
        self.latest = (not layout.suited) if latest is None else latest and not layout.suited
        self.rows = urgency_rows(layout, self.latest)  # (shared: read, never written)
        self.greedy = Greedy(layout, stock, self.latest, 0)  # ``score_ranks``, in C arrays
        # distinct foundations (Calculation): two cards of a rank on one pile go to
        # different foundations at different times, so "needed at the same time" is a
        # poor fit there; with foundations by ones it is a good one
        self.same_rank_score = 15 if layout.distinct else 0
        self.tiebreak = None

    @property
    def same_rank_score(self) -> int:
        """The placement score of parking a card on one of its own rank (0: as good as
        a perfect fit)."""
        return self._same

    @same_rank_score.setter
    def same_rank_score(self, value: int) -> None:
        self._same = value
        self.greedy.same = value

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

    def urgency(self, code, levels) -> int:
        """Cards some foundation at ``levels`` takes before ``code`` (the least, or the
        greatest with ``latest``)."""
        rows = self.rows
        if self.latest:
            return max(rows[0][levels[0]][code], rows[1][levels[1]][code], rows[2][levels[2]][code],
                       rows[3][levels[3]][code])
        return min(rows[0][levels[0]][code], rows[1][levels[1]][code], rows[2][levels[2]][code],
                   rows[3][levels[3]][code])

    def final(self, total, piles) -> int:
        """The score of a line ending with ``total`` cards home and these piles."""
        if self._tiebreak is None:
            return total
        if total == 52:
            return self.win
        return total * 64 + self._tiebreak(piles)

    def score_ranks(self, piles, levels, i) -> int:
        """The score of ``rollout_ranks`` (the same play) without building its line
        (``greedy.Greedy``)."""
        total = self.greedy.score(piles, levels, i)
        return total if self._tiebreak is None else self.final(total, self.greedy.end_piles())

    def plan(self, piles, levels, i) -> list:
        """The pile choices of ``rollout_ranks``'s line from there (a nested level
        follows them), played in C arrays."""
        self.greedy.score(piles, levels, i)
        return self.greedy.plan()

    def rollout_ranks(self, piles, levels, i):
        piles, levels = list(piles), list(levels)
        seq, stock, n, rows = self.seq, self.stock, self.n, self.rows
        want = [seq[k][levels[k]] for k in range(4)]
        same = self._same
        line = []
        append = line.append
        npiles = len(piles)
        urgency = None  # urgency[r]: cards foundation k must take before rank r, at best
        play_tops(piles, levels, want, seq, line)
        i = play_home(stock, i, piles, levels, want, seq, line)
        while i < n:
            code = stock[i]
            if urgency is None:
                r0, r1, r2, r3 = rows[0][levels[0]], rows[1][levels[1]], rows[2][levels[2]], rows[3][levels[3]]
                urgency = list(map(max, r0, r1, r2, r3)) if self.latest else list(map(min, r0, r1, r2, r3))
            u = urgency[code]
            best = 999
            best_j = 0
            for j in range(npiles):
                pile = piles[j]
                if not pile:
                    score = 30 - (u if u < 20 else 20)
                else:
                    top = pile[-1]
                    if top == code and same:
                        score = same
                    else:
                        d = urgency[top] - u
                        score = d if d >= 0 else 60 - d
                if score < best:
                    best, best_j = score, j
            piles[best_j] += bytes((code,))
            append(S2W | best_j << 5)
            i += 1
            if i < n and stock[i] in want:  # (else play_home would play nothing)
                i = play_home(stock, i, piles, levels, want, seq, line)
                urgency = None
        return self.final(sum(levels), piles), line



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
