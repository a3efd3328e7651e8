"""The compact board under the rating and the advisor: what a player sees, as C ints.

A ``Board`` holds foundation progress, the waste piles, the turned card and the
*multiset* of unseen cards (never their order).  Cards are integer tokens: the value
1..13 where suits do not matter, ``rank * 4 + suit`` where foundations follow suit
(``FoundationRule.follows_suit``).  Foundation k is a fixed sequence of 13 tokens
``seq[13k..13k+12]`` and wants ``seq[13k + pos[k]]``.  A target is 0..3 for a
foundation, 4+j for waste pile j.  ``waits``: while the stock lasts (a turned card, or
``left`` unseen cards) the foundations take only their first card, from the stock
(``FoundationRule.waits_for_stock``).  ``model`` converts from and to the engine.  Two
measures of a board feed the rating (``fast``): the need time of each waste card
(``card_needs``) and the cards that stay stuck even if the unseen cards come just in
time (``stuck_counts``).

Written in Cython's pure-Python mode, like ``fast``: ``pip install .``
compiles them when a C compiler is there, and they run unchanged as plain Python
otherwise (``calculation_qt.core`` says which runs).  The C fields are declared in
``board.pxd``; plain Python keeps them as lists.  ``Rng`` is SplitMix64, so that the
advisor's random orders are the same compiled and not.
"""

from __future__ import annotations

try:
    import cython  # compiled: Cython's compile-time module

    if not cython.compiled:  # Cython's own pure-Python shadow is far slower than the stand-in
        raise ImportError
except ImportError:  # plain Python: the stand-in, calculation_qt/cython_shim.py
    from .. import cython_shim as cython

if cython.compiled:
    from cython.cimports.libc.string import memcpy

MASK64 = 0xFFFFFFFFFFFFFFFF
PILE = cython.declare(cython.int, 52)  # room for one waste pile (``waste``: the piles of 52, flat)
MAXPILES = cython.declare(cython.int, 8)  # waste piles at most
DONE = 99  # "never wanted again" as a need time


@cython.cclass
class Tables:
    """The static tables of four foundation sequences (13 tokens each; ``tables`` makes
    them once a set), which every ``Board`` of them shares: ``seq`` (flat),
    ``sameseq[4k + m]`` (foundations k and m take one sequence), ``where[56k + t]``
    (where token t stands in foundation k's sequence, -1 if it never takes t) and
    ``wanted[m]``, 4t <= m < ``wend[t]`` (the places ``4 * i + k`` of token t, the i-th
    card of foundation k, in that order: by i, then k)."""

    def __init__(self, key):
        if not cython.compiled:
            self.seq, self.sameseq, self.where = [0] * 52, [False] * 16, [-1] * 224
            self.wanted, self.wend = [0] * 224, [0] * 56
        entries: list = [[] for _ in range(56)]
        for k in range(224):
            self.where[k] = -1
        for k in range(4):
            for i, t in enumerate(key[k]):
                self.seq[13 * k + i] = t
                self.where[56 * k + t] = i
                entries[t].append(4 * i + k)
        for t in range(56):
            for m, e in enumerate(sorted(entries[t])):
                self.wanted[4 * t + m] = e
            self.wend[t] = 4 * t + len(entries[t])
        for k in range(16):
            self.sameseq[k] = key[k // 4] == key[k % 4]


_TABLES: dict = {}  # foundation sequences -> their Tables


def tables(seq) -> Tables:
    """The ``Tables`` of four foundation sequences, made once."""
    key = tuple(tuple(s[:13]) for s in seq)
    found = _TABLES.get(key)
    if found is None:
        found = _TABLES[key] = Tables(key)
    return found


@cython.cclass
class Board:
    """A mutable compact position (see the module docstring).  ``fmap``: the engine
    foundation of each internal one where foundations follow suit (they are taken one
    per suit), else None.  ``seq``, ``sameseq``, ``where``, ``wanted``, ``wend``: the
    static ``Tables`` of its foundations (shared, never copied)."""

    def __init__(self, ntok, suited, npiles, seq, pos, wastes, turned, unseen, fmap=None, waits=False):
        if npiles > MAXPILES:
            raise ValueError(f"at most {MAXPILES} waste piles")
        self.ntok, self.suited, self.npiles, self.turned, self.fmap = ntok, suited, npiles, turned, fmap
        self.waits, self.left = waits, sum(unseen[:ntok])
        self.share(tables(seq))
        k: cython.int
        i: cython.int
        if not cython.compiled:  # lists
            self.pos, self.wlen = list(pos), [len(w) for w in wastes[:npiles]] + [0] * (MAXPILES - npiles)
            self.unseen = list(unseen[:ntok]) + [0] * (56 - ntok)
            self.waste = [0] * (PILE * npiles)
            for k in range(npiles):
                self.waste[k * PILE:k * PILE + len(wastes[k])] = wastes[k]
            return
        for k in range(56):
            self.unseen[k] = unseen[k] if k < ntok else 0
        for k in range(4):
            self.pos[k] = pos[k]
        for k in range(MAXPILES):
            self.wlen[k] = len(wastes[k]) if k < npiles else 0
            for i in range(self.wlen[k]):
                self.waste[k * PILE + i] = wastes[k][i]

    @cython.cfunc
    def share(self, tab: Tables):
        """Read the static tables from ``tab`` (kept alive by the board)."""
        self.tables = tab
        self.seq, self.sameseq, self.where, self.wanted, self.wend = tab.seq, tab.sameseq, tab.where, tab.wanted, \
            tab.wend

    @cython.ccall
    def copy(self) -> Board:
        q: Board = Board.__new__(Board)
        q.share(self.tables)
        if not cython.compiled:
            q.pos, q.wlen, q.waste, q.unseen = self.pos[:], self.wlen[:], self.waste[:], self.unseen[:]
        else:  # (the waste piles in use only)
            q.pos = self.pos
            q.wlen = self.wlen
            q.unseen = self.unseen
            memcpy(q.waste, self.waste, self.npiles * PILE * cython.sizeof(cython.int))
        q.ntok, q.suited, q.npiles, q.turned, q.fmap = self.ntok, self.suited, self.npiles, self.turned, self.fmap
        q.waits, q.left = self.waits, self.left
        return q

    # -- reading and changing it from Python (tests, the advisor, the conversions) -------
    def foundation_counts(self) -> list:
        return [self.pos[k] for k in range(4)]

    def piles(self) -> list:
        return [[self.waste[j * PILE + i] for i in range(self.wlen[j])] for j in range(self.npiles)]

    def unseen_counts(self) -> list:
        return [self.unseen[t] for t in range(self.ntok)]

    def cards_home(self) -> int:
        return self.pos[0] + self.pos[1] + self.pos[2] + self.pos[3]

    def wants(self, k: int) -> int:
        """The token foundation k wants next, or -1 once it is full."""
        return self.seq[13 * k + self.pos[k]] if self.pos[k] < 13 else -1

    def key(self) -> tuple:
        """What a player sees, as a value: equal for equal positions."""
        return (self.foundation_counts(), self.piles(), self.turned)

    @cython.ccall
    def place(self, t: cython.int):
        """The turned card to target ``t``."""
        if t < 4:
            self.pos[t] += 1
        else:
            self.waste[(t - 4) * PILE + self.wlen[t - 4]] = self.turned
            self.wlen[t - 4] += 1
        self.turned = -1

    @cython.ccall
    def turn(self, x: cython.int):
        """Token ``x`` of the unseen cards becomes the turned card."""
        self.unseen[x] -= 1
        self.left -= 1
        self.turned = x

    @cython.ccall
    def play_top(self, j: cython.int, k: cython.int):
        """The top of waste pile ``j`` to foundation ``k``."""
        self.wlen[j] -= 1
        self.pos[k] += 1


@cython.cfunc
def same_position(a: Board, b: Board) -> cython.bint:
    """The same foundations, and the same piles in any order."""
    k: cython.int
    j: cython.int
    i: cython.int
    n: cython.int
    found: cython.bint
    same: cython.bint
    for k in range(4):
        if a.pos[k] != b.pos[k]:
            return False
    used = cython.declare(cython.bint[8])
    for k in range(MAXPILES):
        used[k] = False
    for j in range(a.npiles):
        n = a.wlen[j]
        found = False
        for k in range(b.npiles):
            if used[k] or b.wlen[k] != n:
                continue
            same = True
            for i in range(n):
                if a.waste[j * PILE + i] != b.waste[k * PILE + i]:
                    same = False
                    break
            if same:
                used[k] = True
                found = True
                break
        if not found:
            return False
    return True


@cython.cfunc
@cython.locals(t=cython.int, f=cython.int, j=cython.int, k=cython.int, i=cython.int, pk=cython.int, x=cython.int,
               base=cython.int, left=cython.int, progress=cython.bint)
def stuck_counts(b: Board, need: cython.int, counts: cython.p_int):
    """counts[f] for each f of 0, 1, 2 whose bit is set in ``need``: the cards left on
    the waste piles if every unseen card came exactly when a foundation wants it, with
    f copies fewer of each unseen value (some come too late).  An optimistic play-off,
    foundation by foundation, a waste top (the first pile's of equal tops) before an
    unseen copy; greedy, so it can miss an order that would clear more."""
    start_pool = cython.declare(cython.int[56])
    start_ontop = cython.declare(cython.int[56])  # start_ontop[t]: piles whose top is token t
    start_tops = cython.declare(cython.int[8])  # -1: an empty pile
    pool = cython.declare(cython.int[56])
    ontop = cython.declare(cython.int[56])
    idx = cython.declare(cython.int[8])  # cards left on each pile
    tops = cython.declare(cython.int[8])
    pos = cython.declare(cython.int[4])
    waste: cython.p_int = b.waste
    seq: cython.p_int = b.seq
    npiles: cython.int = b.npiles
    cards: cython.int = 0
    for j in range(npiles):
        cards += b.wlen[j]
    if cython.compiled:  # (a plain-Python array starts as zeros)
        for t in range(56):
            start_ontop[t] = 0
    for j in range(npiles):
        t = waste[j * PILE + b.wlen[j] - 1] if b.wlen[j] else -1
        start_tops[j] = t
        if t >= 0:
            start_ontop[t] += 1
    start_pool[:] = b.unseen
    if b.turned >= 0:
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
        pos[:] = b.pos
        left = cards
        progress = True
        while progress:
            progress = False
            for k in range(4):
                pk = pos[k]
                base = 13 * k
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
                            tops[j] = -1
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


def stuck_cards_of(b: Board, fewer: int = 0) -> int:
    """``stuck_counts`` for Python callers (tests): the count with ``fewer`` copies fewer."""
    counts = cython.declare(cython.int[3])
    stuck_counts(b, 1 << fewer, counts)
    return counts[fewer]


@cython.cfunc
@cython.locals(t=cython.int, j=cython.int, i=cython.int, k=cython.int, x=cython.int, u=cython.int, m=cython.int,
               n=cython.int, e=cython.int, v=cython.double, kept=cython.int, a=cython.int, waste=cython.p_int,
               wanted=cython.p_int, wend=cython.p_int, pos=cython.p_int, wlen=cython.p_int)
def card_needs(b: Board, alpha: cython.double, needs: cython.p_double):
    """needs[52j + i]: the need time of card i of waste pile j.  The foundations want
    token t at times ``i - alpha * p`` (foundation k at progress p takes its i-th card
    then); the copies of t in sight share out these times, earliest first, the copy
    nearest a pile top the earliest."""
    times = cython.declare(cython.double[224])  # times[4t..4t+count[t]-1]: when t is wanted
    count = cython.declare(cython.int[56])
    # alpha 0: ahead[t], the next of t's places to look at (they are in time order);
    # else the copies of t met so far (-1: none yet, its times not gathered)
    ahead = cython.declare(cython.int[56])
    live = cython.declare(cython.int[8])  # the piles deeper than ``depth``
    waste, wanted, wend, pos, wlen = b.waste, b.wanted, b.wend, b.pos, b.wlen
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
                needs[i] = wanted[m] >> 2 if m < n else DONE
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
            needs[i] = times[4 * x + u] if u < count[x] else DONE
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
