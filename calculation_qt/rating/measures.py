"""The rating's measures (``card_needs``, ``stuck_counts``) and the advisor's generator
(``Rng``: the same orders compiled or not).  Cython pure-Python mode, like ``rater``.
"""

from __future__ import annotations

import cython  # compiled: Cython's compile-time module; plain Python: the stand-in (core.install)

if cython.compiled:
    from cython.cimports.calculation_qt.core.codes import NEVER, PILE
    from cython.cimports.calculation_qt.core.layout import Layout
    from cython.cimports.calculation_qt.core.position import Position
else:
    from ..core.codes import NEVER, PILE
    from ..core.layout import Layout
    from ..core.position import Position

MASK64 = 0xFFFFFFFFFFFFFFFF


@cython.cfunc
def same_position(a: Position, b: Position) -> cython.bint:
    """A player cannot tell ``a`` from ``b`` (``Position.key``)."""
    return a.key() == b.key()


@cython.cfunc
@cython.locals(t=cython.int, f=cython.int, j=cython.int, k=cython.int, i=cython.int, pk=cython.int, x=cython.int,
               base=cython.int, left=cython.int, progress=cython.bint)
def stuck_counts(b: Position, need: cython.int, counts: cython.p_int):
    """counts[f] (f's bit set in ``need``): the cards left on the piles if every unseen
    card came just in time, with f copies fewer of each value.  Greedy (a waste top
    before an unseen copy), so it can miss an order that clears more."""
    start_pool = cython.declare(cython.int[56])
    start_ontop = cython.declare(cython.int[56])  # start_ontop[t]: piles whose top is token t
    start_tops = cython.declare(cython.int[8])  # 0: an empty pile
    pool = cython.declare(cython.int[56])
    ontop = cython.declare(cython.int[56])
    idx = cython.declare(cython.int[8])  # cards left on each pile
    tops = cython.declare(cython.int[8])
    pos = cython.declare(cython.int[4])
    lay: Layout = b.layout
    waste: cython.p_int = b.waste
    seq: cython.p_int = lay.cseq
    npiles: cython.int = b.npiles
    cards: cython.int = 0
    for j in range(npiles):
        cards += b.wlen[j]
    if cython.compiled:  # (a plain-Python array starts as zeros)
        for t in range(56):
            start_ontop[t] = 0
    for j in range(npiles):
        t = waste[j * PILE + b.wlen[j] - 1] if b.wlen[j] else 0
        start_tops[j] = t
        if t:
            start_ontop[t] += 1
    start_pool[:] = b.unseen
    if b.turned:
        start_pool[b.turned] += 1
    for f in range(3):
        if not (need >> f) & 1:
            continue
        counts[f] = 0
        if not cards:
            continue
        pool[:] = start_pool  # (f copies fewer: a value is there while more than f are)
        ontop[:] = start_ontop
        tops[:] = start_tops
        idx[:] = b.wlen
        pos[:] = b.levels
        left = cards
        progress = True
        while progress:
            progress = False
            for k in range(4):
                pk = pos[k]
                base = 14 * k
                while pk < 13:
                    x = seq[base + pk]
                    if ontop[x]:  # the first pile with x on top gives it
                        j = 0
                        while tops[j] != x:
                            j += 1
                        ontop[x] -= 1
                        i = idx[j] - 1
                        idx[j] = i
                        left -= 1
                        if i:
                            t = waste[j * PILE + i - 1]
                            tops[j] = t
                            ontop[t] += 1
                        else:
                            tops[j] = 0
                    elif pool[x] > f:
                        pool[x] -= 1
                    else:
                        break
                    pk += 1
                    progress = True
                pos[k] = pk
                if not left:
                    progress = False
                    break
        counts[f] = left


def stuck_cards_of(b: Position, fewer: int = 0) -> int:
    """``stuck_counts`` for Python callers, ``fewer`` copies fewer."""
    counts = cython.declare(cython.int[3])
    stuck_counts(b, 1 << fewer, counts)
    return counts[fewer]


@cython.cfunc
@cython.locals(t=cython.int, j=cython.int, i=cython.int, k=cython.int, x=cython.int, u=cython.int, m=cython.int,
               n=cython.int, e=cython.int, v=cython.double, kept=cython.int, a=cython.int, waste=cython.p_int,
               wanted=cython.p_int, wend=cython.p_int, pos=cython.p_int, wlen=cython.p_int)
def card_needs(b: Position, alpha: cython.double, needs: cython.p_double):
    """needs[PILE*j + i]: the need time of card i of pile j (``heuristic``)."""
    times = cython.declare(cython.double[224])  # times[4t..4t+count[t]-1]: when t is wanted
    count = cython.declare(cython.int[56])
    # alpha 0: t's next place to look at; else t's copies met (-1: times not gathered)
    ahead = cython.declare(cython.int[56])
    live = cython.declare(cython.int[8])  # the piles deeper than ``depth``
    lay: Layout = b.layout
    waste, wanted, wend, pos, wlen = b.waste, lay.wanted, lay.wend, b.levels, b.wlen
    npiles: cython.int = b.npiles
    nlive: cython.int = 0
    depth: cython.int = 0
    for j in range(npiles):
        if wlen[j]:
            live[nlive] = j
            nlive += 1
        for i in range(j * PILE, j * PILE + wlen[j]):
            ahead[waste[i]] = -1 if alpha else 4 * waste[i]
    while nlive:
        kept = 0
        for a in range(nlive):
            j = live[a]
            i = j * PILE + wlen[j] - 1 - depth
            if i > j * PILE:
                live[kept] = j
                kept += 1
            x = waste[i]
            if not alpha:
                m = ahead[x]
                n = wend[x]
                while m < n and wanted[m] >> 2 < pos[wanted[m] & 3]:
                    m += 1
                needs[i] = wanted[m] >> 2 if m < n else NEVER
                ahead[x] = m + 1
                continue
            u = ahead[x]
            if u < 0:  # gather x's want times (by insertion)
                u = n = 0
                for m in range(4 * x, wend[x]):
                    e = wanted[m]
                    k = e & 3
                    t = e >> 2
                    if t >= pos[k]:
                        v = t - alpha * pos[k]
                        e = 4 * x + n
                        while e > 4 * x and times[e - 1] > v:
                            times[e] = times[e - 1]
                            e -= 1
                        times[e] = v
                        n += 1
                count[x] = n
            needs[i] = times[4 * x + u] if u < count[x] else NEVER
            ahead[x] = u + 1
        nlive = kept
        depth += 1


@cython.cclass
class Rng:
    """SplitMix64 (as the deal numbers use it): the advisor's random orders."""

    def __init__(self, seed: int):
        self.state = seed & MASK64

    @cython.ccall
    def next(self) -> cython.ulonglong:
        z: cython.ulonglong
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    @cython.cfunc
    def shuffle(self, order: cython.p_int, n: cython.int):
        """Fisher-Yates over order[0..n-1]."""
        i: cython.int
        j: cython.int
        x: cython.int
        for i in range(n - 1, 0, -1):
            j = self.next() % (i + 1)
            x = order[i]
            order[i] = order[j]
            order[j] = x
