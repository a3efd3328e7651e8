"""The rating's hot code: the position rating (``Rater.evaluate``), waste tops to the
foundations (``settle``), the rated places of the turned card (``options``) and the
rating's choice with its look-ahead (``choose``), on a ``board.Board``.

Cython pure-Python mode (see ``board``): compiled by ``pip install .`` where a C
compiler is, plain Python otherwise, with the same results (the same arithmetic in the
same order).  ``heuristic`` holds the weights and says what the terms mean.
"""

from __future__ import annotations

try:
    import cython  # compiled: Cython's compile-time module

    if not cython.compiled:  # Cython's own pure-Python shadow is far slower than the stand-in
        raise ImportError
except ImportError:  # plain Python: the stand-in, calculation_qt/cython_shim.py
    from .. import cython_shim as cython

if cython.compiled:
    from cython.cimports.calculation_qt.rating.board import Board, same_position
else:
    from .board import Board, same_position
from .weights import W

COMPILED = cython.compiled  # core.name() reads it
DONE = 99  # "never wanted again" as a need time
PILE = cython.declare(cython.int, 52)  # board.PILE: room for one waste pile in Board.waste


@cython.cfunc
def stuck_cards(b: Board, fewer: cython.int) -> cython.int:
    """Cards left on the waste piles if every unseen card came exactly when a
    foundation wants it (an optimistic play-off, foundation by foundation, a waste top
    before an unseen copy; greedy, so it can miss an order that would clear more).
    ``fewer``: count that many copies fewer of each unseen value (some come too late)."""
    pool = cython.declare(cython.int[56])
    idx = cython.declare(cython.int[4])
    tops = cython.declare(cython.int[4])
    pos = cython.declare(cython.int[4])
    t: cython.int
    j: cython.int
    k: cython.int
    i: cython.int
    pk: cython.int
    x: cython.int
    any_pile: cython.bint = False
    for t in range(b.ntok):
        pool[t] = b.unseen[t]
    if b.turned >= 0:
        pool[b.turned] += 1
    if fewer:
        for t in range(b.ntok):
            pool[t] = pool[t] - fewer if pool[t] > fewer else 0
    for j in range(b.npiles):
        idx[j] = b.wlen[j]
        tops[j] = b.waste[j * PILE + idx[j] - 1] if idx[j] else -1
        if idx[j]:
            any_pile = True
    if not any_pile:
        return 0
    for k in range(4):
        pos[k] = b.pos[k]
    progress: cython.bint = True
    while progress:
        progress = False
        for k in range(4):
            pk = pos[k]
            while pk < 13:
                x = b.seq[13 * k + pk]
                for j in range(b.npiles):
                    if tops[j] == x:
                        break
                else:
                    j = -1
                if j >= 0:
                    i = idx[j] - 1
                    idx[j] = i
                    tops[j] = b.waste[j * PILE + i - 1] if i else -1
                elif pool[x]:
                    pool[x] -= 1
                else:
                    break
                pk += 1
                progress = True
            pos[k] = pk
    t = 0
    for j in range(b.npiles):
        t += idx[j]
    return t


def stuck_cards_of(b: Board, fewer: int = 0) -> int:
    """``stuck_cards`` for Python callers (tests)."""
    return stuck_cards(b, fewer)


@cython.cfunc
def want_times(b: Board, alpha: cython.double, times: cython.p_double, count: cython.p_int):
    """times[4t..4t+count[t]-1]: when the foundations want token t, earliest first
    (foundation k at progress p takes its i-th card at time i - alpha * p)."""
    k: cython.int
    i: cython.int
    t: cython.int
    n: cython.int
    m: cython.int
    shift: cython.double
    v: cython.double
    for t in range(b.ntok):
        count[t] = 0
    for k in range(4):
        shift = alpha * b.pos[k]
        for i in range(b.pos[k], 13):
            t = b.seq[13 * k + i]
            n = count[t]
            v = i - shift
            m = n
            while m > 0 and times[4 * t + m - 1] > v:  # insertion, stable: equal times keep their order
                times[4 * t + m] = times[4 * t + m - 1]
                m -= 1
            times[4 * t + m] = v
            count[t] = n + 1


@cython.cfunc
def card_needs(b: Board, alpha: cython.double, needs: cython.p_double):
    """needs[52j + i]: the need time of card i of waste pile j.  The copies in sight of a
    value share out its pending wants, the copy nearest a pile top the earliest."""
    times = cython.declare(cython.double[224])
    count = cython.declare(cython.int[56])
    used = cython.declare(cython.int[56])
    want_times(b, alpha, times, count)
    t: cython.int
    j: cython.int
    i: cython.int
    x: cython.int
    u: cython.int
    depth: cython.int
    deepest: cython.int = 0
    for t in range(b.ntok):
        used[t] = 0
    for j in range(b.npiles):
        if b.wlen[j] > deepest:
            deepest = b.wlen[j]
    for depth in range(deepest):
        for j in range(b.npiles):
            i = b.wlen[j] - 1 - depth
            if i < 0:
                continue
            x = b.waste[j * PILE + i]
            u = used[x]
            needs[j * PILE + i] = times[4 * x + u] if u < count[x] else DONE
            used[x] = u + 1


@cython.cclass
class Rater:
    """The position rating with fixed weights (see ``heuristic.W``), and the placement
    of the turned card it leads to.  ``look``: how many of the best places to compare
    one card further, when they rate within ``look_margin`` of the best (0: rate the
    position only); ``deep_margin``: where the two best so compared are within this,
    compare them two cards further (where suits do not matter; 0: never)."""

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

    def __reduce__(self):  # a rater travels to the benchmark's worker processes
        return (Rater, (self.weights, self.look, self.look_margin, self.deep_margin))

    @cython.ccall
    def evaluate(self, b: Board) -> cython.double:
        """How good the position looks (higher is better)."""
        needs = cython.declare(cython.double[208])
        card_needs(b, self.alpha, needs)
        score: cython.double = self.found * (b.pos[0] + b.pos[1] + b.pos[2] + b.pos[3])
        empties: cython.int = 0
        kings_to_come: cython.int = 0 if b.suited else b.unseen[13] + (b.turned == 13)
        king_pile: cython.bint = False
        kcover: cython.double = self.kcover + self.kcover2 * kings_to_come
        j: cython.int
        i: cython.int
        n: cython.int
        below: cython.int
        above: cython.int
        nb: cython.double
        na: cython.double
        g: cython.double
        c: cython.double
        for j in range(b.npiles):
            n = b.wlen[j]
            if not n:
                empties += 1
                continue
            below = b.waste[j * PILE]
            if below == 13 and b.waste[j * PILE + n - 1] == 13 and not b.suited:
                king_pile = True
            nb = needs[j * PILE]
            for i in range(1, n):
                above = b.waste[j * PILE + i]
                na = needs[j * PILE + i]
                if above == below:
                    score -= self.same
                elif na < nb:
                    if not b.suited and below == 13:
                        score -= kcover
                    else:
                        g = nb - na - 1
                        score -= self.run if g <= 0 else self.gap * g
                else:
                    c = self.bad + self.badgap * (na - nb)
                    if nb < self.horizon:
                        c += self.soon * (self.horizon - nb)
                    score -= c
                below = above
                nb = na
        if empties:
            score += self.empty + self.empty2 * (empties - 1)
            if kings_to_come and not king_pile:
                score += self.kempty
        if self.stuck:
            score -= self.stuck * stuck_cards(b, 0)
        if self.stuck1:
            score -= self.stuck1 * stuck_cards(b, 1)
        if self.stuck2:
            score -= self.stuck2 * stuck_cards(b, 2)
        return score

    # -- playing ----------------------------------------------------------------------
    @cython.ccall
    def settle(self, b: Board, moves: list = None):
        """Play waste tops to foundations while any fits (choosing the foundation by
        evaluation where two want the same card and differ).  Appends (pile, foundation)
        to ``moves`` when given."""
        wants = cython.declare(cython.int[4])
        ks = cython.declare(cython.int[4])
        j: cython.int
        k: cython.int
        t: cython.int
        nks: cython.int
        alike: cython.bint
        while True:
            for k in range(4):
                wants[k] = b.seq[13 * k + b.pos[k]] if b.pos[k] < 13 else -1
            t = -1
            for j in range(b.npiles):
                if b.wlen[j]:
                    t = b.waste[j * PILE + b.wlen[j] - 1]
                    if t == wants[0] or t == wants[1] or t == wants[2] or t == wants[3]:
                        break
                    t = -1
            if t < 0:
                return
            nks = 0
            for k in range(4):
                if wants[k] == t:
                    ks[nks] = k
                    nks += 1
            alike = True
            for k in range(1, nks):
                if b.pos[ks[k]] != b.pos[ks[0]] or not b.sameseq[4 * ks[k] + ks[0]]:
                    alike = False
            k = ks[0] if nks == 1 or b.suited or alike else self.best_foundation(b, j, ks, nks)
            b.play_top(j, k)
            if moves is not None:
                moves.append((j, k))

    @cython.cfunc
    def best_foundation(self, b: Board, j: cython.int, ks: cython.p_int, nks: cython.int) -> cython.int:
        """Of the foundations ``ks`` that want the top of pile j, the one after which the
        position (settled) rates best."""
        best_k: cython.int = ks[0]
        best_v: cython.double = 0.0
        i: cython.int
        v: cython.double
        q: Board
        for i in range(nks):
            q = b.copy()
            q.play_top(j, ks[i])
            self.settle(q, None)
            v = self.evaluate(q)
            if i == 0 or v > best_v:
                best_k, best_v = ks[i], v
        return best_k

    def best_foundation_of(self, b: Board, j: int, ks: list) -> int:
        """``best_foundation`` for Python callers (the click on a waste top)."""
        arr = cython.declare(cython.int[4])
        for i in range(len(ks)):
            arr[i] = ks[i]
        return self.best_foundation(b, j, arr, len(ks))

    @cython.cfunc
    def rate_options(self, b: Board, ts: cython.p_int, vs: cython.p_double) -> cython.int:
        """Every distinct place for the turned card (ts) with its rating (vs); their
        number.  Two foundations alike (same sequence and progress) count once, and so
        do the empty piles."""
        c: cython.int = b.turned
        n: cython.int = 0
        k: cython.int
        m: cython.int
        j: cython.int
        dup: cython.bint
        empty_done: cython.bint = False
        q: Board
        if c < 0:
            return 0
        for k in range(4):
            if b.pos[k] < 13 and b.seq[13 * k + b.pos[k]] == c:
                dup = False
                for m in range(n):
                    if b.pos[ts[m]] == b.pos[k] and b.sameseq[4 * ts[m] + k]:
                        dup = True
                if dup:
                    continue
                q = b.copy()
                q.turned = -1
                q.pos[k] += 1
                self.settle(q, None)
                ts[n] = k
                vs[n] = self.evaluate(q)
                n += 1
        for j in range(b.npiles):
            if not b.wlen[j]:
                if empty_done:
                    continue
                empty_done = True
            b.waste[j * PILE + b.wlen[j]] = c
            b.wlen[j] += 1
            b.turned = -1
            ts[n] = 4 + j
            vs[n] = self.evaluate(b)
            n += 1
            b.turned = c
            b.wlen[j] -= 1
        return n

    def options(self, b: Board) -> list:
        """``rate_options`` as a list of (target, rating)."""
        ts = cython.declare(cython.int[8])
        vs = cython.declare(cython.double[8])
        n = self.rate_options(b, ts, vs)
        return [(ts[i], vs[i]) for i in range(n)]

    @cython.ccall
    def choose(self, b: Board) -> cython.int:
        """The best target for the turned card (the first of equals); with ``look``,
        close calls are compared one card further (``look_ahead``)."""
        ts = cython.declare(cython.int[8])
        vs = cython.declare(cython.double[8])
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
    def look_ahead(self, b: Board, ts: cython.p_int, vs: cython.p_double, n: cython.int,
                   best_t: cython.int, best_v: cython.double) -> cython.int:
        """Of the ``look`` best places (within ``look_margin`` of the best), the one
        whose position rates best on average after the next card (each unseen value
        weighted by its count); places leading to the same position count once.  When
        the two best are within ``deep_margin``, the average two cards further decides
        (the next card placed where the rating puts it)."""
        order = cython.declare(cython.int[8])
        cand = cython.declare(cython.int[8])
        rt = cython.declare(cython.int[8])
        rv = cython.declare(cython.double[8])
        i: cython.int
        m: cython.int
        x: cython.int
        ncand: cython.int = 0
        nr: cython.int = 0
        unseen: cython.int = 0
        dup: cython.bint
        q: Board
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
        boards = []
        for i in range(ncand):
            q = self.after(b, cand[i])
            dup = False
            for m in range(nr):
                if same_position(q, boards[m]):
                    dup = True
            if dup:
                continue
            boards.append(q)
            rv[nr] = self.next_value(q, False)
            rt[nr] = cand[i]
            nr += 1
        if nr < 2:
            return rt[0]
        sort_by_value(rv, nr, order)
        i, x = order[0], order[1]
        if self.deep_margin > 0 and not b.suited and unseen > 1 and rv[i] - rv[x] <= self.deep_margin:
            if self.next_value(boards[x], True) > self.next_value(boards[i], True):
                return rt[x]
        return rt[i]

    @cython.ccall
    def after(self, b: Board, t: cython.int) -> Board:
        """A copy of ``b`` with its turned card placed on target ``t``, then settled."""
        q: Board = b.copy()
        q.place(t)
        self.settle(q, None)
        return q

    @cython.ccall
    def next_value(self, q: Board, deeper: cython.bint) -> cython.double:
        """The average over the next turned card (each unseen value weighted by its
        count) of the best rating it leads to; ``deeper``: of the average after the
        card after, with the next card placed where the rating puts it."""
        ts = cython.declare(cython.int[8])
        vs = cython.declare(cython.double[8])
        acc: cython.double = 0.0
        best: cython.double
        total: cython.int = 0
        x: cython.int
        u: cython.int
        n: cython.int
        i: cython.int
        t: cython.int
        for x in range(q.ntok):
            u = q.unseen[x]
            if u:
                q.unseen[x] = u - 1
                q.turned = x
                n = self.rate_options(q, ts, vs)
                t, best = ts[0], vs[0]
                for i in range(1, n):
                    if vs[i] > best:
                        t, best = ts[i], vs[i]
                if deeper:
                    acc += u * self.next_value(self.after(q, t), False)
                else:
                    acc += u * best
                q.unseen[x] = u
                total += u
        q.turned = -1
        return acc / total if total else self.evaluate(q)


@cython.cfunc
def sort_by_value(vs: cython.p_double, n: cython.int, order: cython.p_int):
    """order[0..n-1]: the indices of vs, highest value first, equal values in order."""
    i: cython.int
    m: cython.int
    x: cython.int
    for i in range(n):
        x = i
        m = i
        while m > 0 and vs[order[m - 1]] < vs[x]:
            order[m] = order[m - 1]
            m -= 1
        order[m] = x
