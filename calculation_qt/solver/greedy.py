"""The probes' score-only rollout in C arrays: the greedy play of
``Rollouts.rollout_ranks`` (every card that fits a foundation goes there, the turned
card onto the waste pile of the best placement score) from a compact position to the
end, for its score alone.  ``Rollouts.score_ranks`` calls it; a test checks that both
play the same game (tests/solver/test_probe.py).

Placement scores are ``core.placement``'s, with the urgency of a card read by the
foundation needing it first or, with ``latest``, last (-1 then for "never").

Cython pure-Python mode (declarations in ``greedy.pxd``): compiled by ``pip install .``
where a C compiler is, plain Python otherwise, with the same results.
"""

from __future__ import annotations

import cython  # compiled: Cython's compile-time module; plain Python: the stand-in (core.install)

if cython.compiled:
    from cython.cimports.calculation_qt.core.layout import Layout
else:
    from ..core.layout import Layout

PILE = cython.declare(cython.int, 52)  # room for one waste pile in ``waste``
MAXPILES = cython.declare(cython.int, 8)
EMPTY = cython.declare(cython.int, 30)  # core.placement.EMPTY and BURY
BURY = cython.declare(cython.int, 60)


@cython.cclass
class Greedy:
    """The score-only rollouts of one deal: ``stock`` (tokens) and the placement rule
    (``latest``, ``same``: the score of a card on its own rank, 0 for none).  After
    ``score``, ``end_piles()`` gives the piles that rollout ended with and ``plan()``
    the pile each card it parked went on, in order."""

    def __init__(self, layout: Layout, stock: bytes, latest: bool, same: int):
        if not cython.compiled:
            self.stock, self.waste, self.wlen = [0] * 52, [0] * (PILE * MAXPILES), [0] * MAXPILES
            self.levels, self.want, self.choices = [0] * 4, [0] * 4, [0] * 52
        self.layout = layout
        self.seq, self.where = layout.cseq, layout.where
        i: cython.int
        self.n = len(stock)
        for i in range(self.n):
            self.stock[i] = stock[i]
        self.latest = latest
        self.never = -1 if latest else 99
        self.same = same
        self.npiles = 0
        self.nchoices = 0

    @cython.cfunc
    @cython.exceptval(check=False)
    def urgency(self, t: cython.int) -> cython.int:
        """Cards some foundation takes before token t: the least (the greatest with
        ``latest``) over the foundations still taking it; ``never`` if none does."""
        k: cython.int
        d: cython.int
        best: cython.int = self.never
        for k in range(4):
            d = self.where[56 * k + t]
            if d >= 0:
                d -= self.levels[k]
            if d >= 0 and (d > best if self.latest else d < best):  # (never: -1 or 99)
                best = d
        return best

    @cython.cfunc
    @cython.exceptval(check=False)
    def home(self, t: cython.int) -> cython.int:
        """The first foundation wanting token t, -1 if none."""
        k: cython.int
        for k in range(4):
            if self.want[k] == t:
                return k
        return -1

    @cython.cfunc
    @cython.exceptval(check=False)
    def up(self, k: cython.int) -> cython.void:
        """Foundation k takes the card it wants."""
        self.levels[k] += 1
        self.want[k] = self.seq[14 * k + self.levels[k]]

    @cython.cfunc
    @cython.exceptval(check=False)
    def play_tops(self) -> cython.void:
        """Waste tops to the first foundation wanting them while any fits, pile by pile."""
        j: cython.int
        k: cython.int
        progress: cython.bint = True
        while progress:
            progress = False
            for j in range(self.npiles):
                if self.wlen[j]:
                    k = self.home(self.waste[j * PILE + self.wlen[j] - 1])
                    if k >= 0:
                        self.wlen[j] -= 1
                        self.up(k)
                        progress = True

    @cython.cfunc
    @cython.exceptval(check=False)
    def play_home(self, i: cython.int) -> cython.int:
        """Turn stock cards from ``i`` on while they fit a foundation (each with the waste
        tops it frees); the index of the first that does not (``n`` at the end)."""
        k: cython.int
        j: cython.int
        while i < self.n:
            k = self.home(self.stock[i])
            if k < 0:
                break
            self.up(k)
            i += 1
            for j in range(self.npiles):  # only foundation k wants another card now
                if self.wlen[j] and self.waste[j * PILE + self.wlen[j] - 1] == self.want[k]:
                    self.play_tops()
                    break
        return i

    @cython.cfunc
    @cython.exceptval(check=False)
    def best_pile(self, code: cython.int) -> cython.int:
        """The pile the placement score ranks best for ``code`` (the first of equals)."""
        u: cython.int = self.urgency(code)
        j: cython.int
        top: cython.int
        d: cython.int
        s: cython.int
        best: cython.int = 1 << 20
        best_j: cython.int = 0
        for j in range(self.npiles):
            if not self.wlen[j]:
                s = EMPTY - (u if u < 20 else 20)
            else:
                top = self.waste[j * PILE + self.wlen[j] - 1]
                if top == code and self.same:
                    s = self.same
                else:
                    d = self.urgency(top) - u
                    s = d if d >= 0 else BURY - d
            if s < best:
                best, best_j = s, j
        return best_j

    @cython.ccall
    def score(self, piles, levels, i: cython.int) -> cython.int:
        """Cards home at the end of the greedy play from (piles, levels, stock index i)."""
        j: cython.int
        k: cython.int
        m: cython.int
        pile: bytes
        self.npiles = len(piles)
        for j in range(self.npiles):
            pile = piles[j]
            self.wlen[j] = len(pile)
            for m in range(self.wlen[j]):
                self.waste[j * PILE + m] = pile[m]
        for k in range(4):
            self.levels[k] = levels[k]
            self.want[k] = self.seq[14 * k + self.levels[k]]
        self.play_tops()
        i = self.play_home(i)
        self.nchoices = 0
        while i < self.n:
            j = self.best_pile(self.stock[i])
            self.choices[self.nchoices] = j
            self.nchoices += 1
            self.waste[j * PILE + self.wlen[j]] = self.stock[i]
            self.wlen[j] += 1
            i += 1
            if i < self.n and self.home(self.stock[i]) >= 0:
                i = self.play_home(i)
        return self.levels[0] + self.levels[1] + self.levels[2] + self.levels[3]

    def end_piles(self) -> list:
        """The waste piles the last ``score`` ended with, as ``bytes``."""
        return [bytes([self.waste[j * PILE + m] for m in range(self.wlen[j])]) for j in range(self.npiles)]

    def plan(self) -> list:
        """The pile of every card the last ``score`` parked, in order."""
        return [self.choices[m] for m in range(self.nchoices)]
