"""The rating's hot code on a ``core.Position``: the position rating, settling, the rated
places and the choice of the turned card; playouts (``play``) and the fair players'
samples (``run_samples``).  Cython pure-Python mode: compiled or plain, the same results
(the same arithmetic in the same order).  The terms: ``heuristic``.
"""

from __future__ import annotations

import cython  # compiled: Cython's compile-time module; plain Python: the stand-in (core.install)

if cython.compiled:
    from cython.cimports.calculation_qt.core.codes import PILE, S2F, S2W, W2F, move
    from cython.cimports.calculation_qt.core.layout import Layout
    from cython.cimports.calculation_qt.core.position import Position
    from cython.cimports.calculation_qt.rating.measures import Rng, card_needs, same_position, stuck_counts
else:
    from ..core.codes import PILE, S2F, S2W, W2F, move
    from ..core.layout import Layout
    from ..core.position import Position
    from .measures import Rng, card_needs, same_position, stuck_counts
from .weights import W

COMPILED = cython.compiled  # core.name() reads it


@cython.cclass
class Rater:
    """The position rating and the place of the turned card it leads to.  ``look``: the
    best places within ``look_margin`` compared one card further (0: none); within
    ``deep_margin``, the two best are compared two cards further (not suited; 0: never)."""

    def __init__(self, weights: dict | None = None, look: int = 0, look_margin: float = 1e9,
                 deep_margin: float = 0.0):
        self.weights = dict(W)
        if weights:
            unknown = set(weights) - set(W)
            if unknown:
                raise ValueError(f"unknown rating weights: {', '.join(sorted(unknown))}")
            self.weights.update(weights)
        self.look, self.look_margin, self.deep_margin = look, look_margin, deep_margin
        w = self.weights
        self.alpha, self.found, self.stuck, self.stuck1 = w["alpha"], w["found"], w["stuck"], w["stuck1"]
        self.stuck2, self.empty, self.empty2, self.run = w["stuck2"], w["empty"], w["empty2"], w["run"]
        self.gap, self.same, self.kcover, self.kcover2 = w["gap"], w["same"], w["kcover"], w["kcover2"]
        self.kempty, self.bad, self.badgap, self.soon = w["kempty"], w["bad"], w["badgap"], w["soon"]
        self.horizon = w["horizon"]
        self.stuck_need = (self.stuck != 0) | (self.stuck1 != 0) << 1 | (self.stuck2 != 0) << 2

    def __reduce__(self):  # a rater travels to the benchmark's worker processes
        return (Rater, (self.weights, self.look, self.look_margin, self.deep_margin))

    @cython.ccall
    @cython.locals(j=cython.int, i=cython.int, n=cython.int, base=cython.int, below=cython.int, above=cython.int,
                   nb=cython.double, na=cython.double, g=cython.double, c=cython.double, waste=cython.p_int,
                   suited=cython.bint, same=cython.double, run=cython.double, gap=cython.double, bad=cython.double,
                   badgap=cython.double, soon=cython.double, horizon=cython.double)
    def evaluate(self, b: Position) -> cython.double:
        """How good the position looks (higher is better)."""
        needs = cython.declare(cython.double[416])
        counts = cython.declare(cython.int[3])
        card_needs(b, self.alpha, needs)
        score: cython.double = self.found * (b.levels[0] + b.levels[1] + b.levels[2] + b.levels[3])
        empties: cython.int = 0
        kings_to_come: cython.int = 0 if b.suited else b.unseen[13] + (b.turned == 13)
        king_pile: cython.bint = False
        kcover: cython.double = self.kcover + self.kcover2 * kings_to_come
        waste, suited = b.waste, b.suited
        same, run, gap, bad, badgap, soon, horizon = self.same, self.run, self.gap, self.bad, self.badgap, \
            self.soon, self.horizon
        for j in range(b.npiles):
            n = b.wlen[j]
            if not n:
                empties += 1
                continue
            base = j * PILE  # bottom first
            below = waste[base]
            if below == 13 and waste[base + n - 1] == 13 and not suited:
                king_pile = True
            nb = needs[base]
            for i in range(base + 1, base + n):
                above = waste[i]
                na = needs[i]
                if above == below:
                    score -= same
                elif na < nb or (b.waits and na == nb):  # waiting: equal ranks of two suits go either way
                    if not suited and below == 13:
                        score -= kcover
                    else:
                        g = nb - na - 1
                        score -= run if g <= 0 else gap * g
                else:
                    c = bad + badgap * (na - nb)
                    if nb < horizon:
                        c += soon * (horizon - nb)
                    score -= c
                below = above
                nb = na
        if empties:
            score += self.empty + self.empty2 * (empties - 1)
            if kings_to_come and not king_pile:
                score += self.kempty
        if self.stuck_need:
            stuck_counts(b, self.stuck_need, counts)
            if self.stuck:
                score -= self.stuck * counts[0]
            if self.stuck1:
                score -= self.stuck1 * counts[1]
            if self.stuck2:
                score -= self.stuck2 * counts[2]
        return score

    # -- playing ----------------------------------------------------------------------
    @cython.ccall
    @cython.locals(j=cython.int, k=cython.int, t=cython.int, nks=cython.int, alike=cython.bint)
    def settle(self, b: Position, moves: list = None):
        """Play waste tops home while any fits (the rating picks between unlike
        foundations); appends (pile, foundation) to ``moves``."""
        ks = cython.declare(cython.int[4])
        lay: Layout = b.layout
        j = b.greedy_top()
        while j >= 0:
            t = b.waste[j * PILE + b.wlen[j] - 1]
            nks = 0
            for k in range(4):
                if b.want[k] == t:
                    ks[nks] = k
                    nks += 1
            alike = True
            for k in range(1, nks):
                if b.levels[ks[k]] != b.levels[ks[0]] or not lay.sameseq[4 * ks[k] + ks[0]]:
                    alike = False
            k = ks[0] if nks == 1 or b.suited or alike else self.best_foundation(b, j, ks, nks)
            b.apply(move(W2F, j, k))
            if moves is not None:
                moves.append((j, k))
            j = b.greedy_top()

    @cython.cfunc
    def best_foundation(self, b: Position, j: cython.int, ks: cython.p_int, nks: cython.int) -> cython.int:
        """Of the foundations ``ks`` wanting pile j's top, the one rating best after settling."""
        best_k: cython.int = ks[0]
        best_v: cython.double = 0.0
        i: cython.int
        v: cython.double
        q: Position
        for i in range(nks):
            q = b.copy()
            q.apply(move(W2F, j, ks[i]))
            self.settle(q, None)
            v = self.evaluate(q)
            if i == 0 or v > best_v:
                best_k, best_v = ks[i], v
        return best_k

    def best_foundation_of(self, b: Position, j: int, ks: list) -> int:
        """``best_foundation`` for Python callers (the click on a waste top)."""
        arr = cython.declare(cython.int[4])
        for i in range(len(ks)):
            arr[i] = ks[i]
        return self.best_foundation(b, j, arr, len(ks))

    @cython.cfunc
    @cython.locals(k=cython.int, m=cython.int, j=cython.int, dup=cython.bint)
    def rate_options(self, b: Position, ts: cython.p_int, vs: cython.p_double) -> cython.int:
        """The distinct places for the turned card (ts), rated (vs); their number.  Alike
        foundations count once, and so do the empty piles."""
        c: cython.int = b.turned
        n: cython.int = 0
        empty_done: cython.bint = False
        q: Position
        lay: Layout = b.layout
        if not c:
            return 0
        for k in range(4):
            if b.fits(k, c, True):
                dup = False
                for m in range(n):
                    if b.levels[ts[m]] == b.levels[k] and lay.sameseq[4 * ts[m] + k]:
                        dup = True
                if dup:
                    continue
                q = b.copy()
                q.apply(move(S2F, 0, k))
                self.settle(q, None)
                ts[n] = k
                vs[n] = self.evaluate(q)
                n += 1
        for j in range(b.npiles):
            if not b.wlen[j]:
                if empty_done:
                    continue
                empty_done = True
            b.apply(move(S2W, 0, j))
            ts[n] = 4 + j
            vs[n] = self.evaluate(b)
            n += 1
            b.undo()
        return n

    def options(self, b: Position) -> list:
        """``rate_options`` as a list of (target, rating)."""
        ts = cython.declare(cython.int[12])
        vs = cython.declare(cython.double[12])
        n = self.rate_options(b, ts, vs)
        return [(ts[i], vs[i]) for i in range(n)]

    @cython.ccall
    def choose(self, b: Position) -> cython.int:
        """The best target for the turned card (the first of equals), close calls looked ahead."""
        ts = cython.declare(cython.int[12])
        vs = cython.declare(cython.double[12])
        n: cython.int = self.rate_options(b, ts, vs)
        i: cython.int
        best_t: cython.int = -1
        best_v: cython.double = 0.0
        for i in range(n):
            if i == 0 or vs[i] > best_v:
                best_t, best_v = ts[i], vs[i]
        if self.look and n > 1:
            return self.look_ahead(b, ts, vs, n, best_t, best_v)
        return best_t

    @cython.cfunc
    @cython.locals(i=cython.int, m=cython.int, x=cython.int, dup=cython.bint)
    def look_ahead(self, b: Position, ts: cython.p_int, vs: cython.p_double, n: cython.int,
                   best_t: cython.int, best_v: cython.double) -> cython.int:
        """Of the close best places, the one rating best on average after the next card
        (``next_value``); places leading to the same position count once."""
        order = cython.declare(cython.int[12])
        cand = cython.declare(cython.int[12])
        rt = cython.declare(cython.int[12])
        rv = cython.declare(cython.double[12])
        ncand: cython.int = 0
        nr: cython.int = 0
        unseen: cython.int = 0
        q: Position
        for i in range(b.ntok):
            unseen += b.unseen[i]
        if not unseen:
            return best_t
        sort_by_value(vs, n, order)
        for i in range(min(self.look, n)):
            if best_v - vs[order[i]] <= self.look_margin:
                cand[ncand] = ts[order[i]]
                ncand += 1
        if ncand < 2:
            return best_t
        settled = []
        for i in range(ncand):
            q = self.after(b, cand[i])
            dup = False
            for m in range(nr):
                if same_position(q, settled[m]):
                    dup = True
            if dup:
                continue
            settled.append(q)
            rv[nr] = self.next_value(q, False)
            rt[nr] = cand[i]
            nr += 1
        if nr < 2:
            return rt[0]
        sort_by_value(rv, nr, order)
        i, x = order[0], order[1]
        if self.deep_margin > 0 and not b.suited and unseen > 1 and rv[i] - rv[x] <= self.deep_margin:
            if self.next_value(settled[x], True) > self.next_value(settled[i], True):
                return rt[x]
        return rt[i]

    @cython.ccall
    def after(self, b: Position, t: cython.int) -> Position:
        """A copy of ``b``, its turned card on ``t``, settled."""
        q: Position = b.copy()
        q.apply(move(S2F, 0, t) if t < 4 else move(S2W, 0, t - 4))
        self.settle(q, None)
        return q

    @cython.ccall
    @cython.locals(best=cython.double, x=cython.int, u=cython.int, n=cython.int, i=cython.int, t=cython.int)
    def next_value(self, q: Position, deeper: cython.bint) -> cython.double:
        """The best rating after the next card, averaged over the unseen cards;
        ``deeper``: one card further, the next placed where the rating puts it."""
        ts = cython.declare(cython.int[12])
        vs = cython.declare(cython.double[12])
        acc: cython.double = 0.0
        total: cython.int = 0
        for x in range(q.ntok):
            u = q.unseen[x]
            if u:
                q.turn(x)
                n = self.rate_options(q, ts, vs)
                t, best = ts[0], vs[0]
                for i in range(1, n):
                    if vs[i] > best:
                        t, best = ts[i], vs[i]
                if deeper:
                    acc += u * self.next_value(self.after(q, t), False)
                else:
                    acc += u * best
                q.unturn()
                total += u
        return acc / total if total else self.evaluate(q)


@cython.cfunc
@cython.locals(i=cython.int, m=cython.int, x=cython.int)
def sort_by_value(vs: cython.p_double, n: cython.int, order: cython.p_int):
    """order[0..n-1]: the indices of vs, highest first, stable."""
    for i in range(n):
        x = i
        m = i
        while m > 0 and vs[order[m - 1]] < vs[x]:
            order[m] = order[m - 1]
            m -= 1
        order[m] = x


@cython.cfunc
def play(rater: Rater, b: Position, order: cython.p_int, n: cython.int, limit: cython.int) -> cython.bint:
    """Play ``b`` on in place with ``rater``, turning order[0..n-1] after its turned card;
    waste tops go home with the next card in sight, as in the game.  Stops after
    ``limit`` placed cards (-1: none).  True if won."""
    i: cython.int = 0
    c: cython.int
    left: cython.int = limit
    while left:
        left -= 1
        c = b.turned
        if not c:
            if i >= n:
                break
            b.turn(order[i])
            i += 1
        rater.settle(b, None)
        c = rater.choose(b)
        b.apply(move(S2F, 0, c) if c < 4 else move(S2W, 0, c - 4))
    rater.settle(b, None)
    return b.levels[0] + b.levels[1] + b.levels[2] + b.levels[3] == 52


def play_out(rater: Rater, b: Position, order, limit: int | None = None) -> bool:
    """``play`` for Python callers: ``order`` a sequence of tokens."""
    buf = cython.declare(cython.int[52])
    n: cython.int = len(order)
    i: cython.int
    for i in range(n):
        buf[i] = order[i]
    return play(rater, b, buf, n, -1 if limit is None else limit)


def run_samples(rater: Rater, starts: list, alive: list, rng: Rng, count: int,
                wins: list, cards: list, outcomes: list = None) -> bool:
    """``count`` random orders of the unseen cards played out from every live start,
    added to ``wins``, ``cards`` (and ``outcomes``).  True if two candidates ended apart."""
    order = cython.declare(cython.int[52])
    first: Position = starts[alive[0]]
    n: cython.int = 0
    x: cython.int
    _u: cython.int
    _s: cython.int
    i: cython.int
    won: cython.bint
    home: cython.int
    first_won: cython.bint = False
    first_home: cython.int = 0
    differ: cython.bint = False
    q: Position
    for x in range(first.ntok):
        for _u in range(first.unseen[x]):
            order[n] = x
            n += 1
    for _s in range(count):
        rng.shuffle(order, n)
        for i in range(len(alive)):
            q = starts[alive[i]].copy()
            won = play(rater, q, order, n, -1)
            home = q.levels[0] + q.levels[1] + q.levels[2] + q.levels[3]
            wins[alive[i]] += won
            cards[alive[i]] += home
            if outcomes is not None:
                outcomes[alive[i]].append(1 if won else 0)
            if i == 0:
                first_won, first_home = won, home
            elif won != first_won or home != first_home:
                differ = True
    return differ
