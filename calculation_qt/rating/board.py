"""The compact board under the rating and the advisor: what a player sees, as C ints.

A ``Board`` holds foundation progress, the waste piles, the turned card and the
*multiset* of unseen cards (never their order).  Cards are integer tokens: the value
1..13 where suits do not matter, ``rank * 4 + suit`` where foundations follow suit
(``FoundationRule.follows_suit``).  Foundation k is a fixed sequence of 13 tokens
``seq[13k..13k+12]`` and wants ``seq[13k + pos[k]]``.  A target is 0..3 for a
foundation, 4+j for waste pile j.  ``waits``: while the stock lasts (a turned card, or
``left`` unseen cards) the foundations take only their first card, from the stock
(``FoundationRule.waits_for_stock``).  ``model`` converts from and to the engine.

Written in Cython's pure-Python mode, like ``fast`` and ``playout``: ``pip install .``
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

MASK64 = 0xFFFFFFFFFFFFFFFF
PILE = cython.declare(cython.int, 52)  # room for one waste pile (``waste``: the piles of 52, flat)
MAXPILES = cython.declare(cython.int, 8)  # waste piles at most


_TABLES: dict = {}  # foundation sequences -> their tables (``tables``)


def tables(seq) -> tuple:
    """The static tables of four foundation sequences (13 tokens each), made once:
    (seq flat, where, wanted, wend, sameseq), as ``Board`` holds them."""
    key = tuple(tuple(s[:13]) for s in seq)
    found = _TABLES.get(key)
    if found is not None:
        return found
    flat = [t for s in key for t in s]
    where = [-1] * 224
    entries: list = [[] for _ in range(56)]
    for k in range(4):
        for i, t in enumerate(key[k]):
            where[56 * k + t] = i
            entries[t].append(4 * i + k)
    wanted = [0] * 224
    for t in range(56):
        for m, e in enumerate(sorted(entries[t])):
            wanted[4 * t + m] = e
    wend = [4 * t + len(entries[t]) for t in range(56)]
    sameseq = [key[k // 4] == key[k % 4] for k in range(16)]
    found = _TABLES[key] = (flat, where, wanted, wend, sameseq)
    return found


@cython.cclass
class Board:
    """A mutable compact position (see the module docstring).  ``fmap``: the engine
    foundation of each internal one where foundations follow suit (they are taken one
    per suit), else None.  Static tables (``tables``): ``where[56k + t]``: where token
    t stands in foundation k's sequence, -1 if it never takes t; ``wanted[m]``,
    4t <= m < ``wend[t]``: the places ``4 * i + k`` of token t (i-th card of foundation
    k), in that order (by i, then k)."""

    def __init__(self, ntok, suited, npiles, seq, pos, wastes, turned, unseen, fmap=None, waits=False):
        if npiles > MAXPILES:
            raise ValueError(f"at most {MAXPILES} waste piles")
        flat, where, wanted, wend, sameseq = tables(seq)
        self.ntok, self.suited, self.npiles, self.turned, self.fmap = ntok, suited, npiles, turned, fmap
        self.waits, self.left = waits, sum(unseen[:ntok])
        k: cython.int
        i: cython.int
        if not cython.compiled:  # the static tables shared, the rest as lists
            self.seq, self.where, self.wanted, self.wend, self.sameseq = flat, where, wanted, wend, sameseq
            self.pos, self.wlen = list(pos), [len(w) for w in wastes[:npiles]] + [0] * (MAXPILES - npiles)
            self.unseen = list(unseen[:ntok]) + [0] * (56 - ntok)
            self.waste = [0] * (PILE * npiles)
            for k in range(npiles):
                self.waste[k * PILE:k * PILE + len(wastes[k])] = wastes[k]
            return
        for k in range(224):
            self.where[k] = where[k]
            self.wanted[k] = wanted[k]
        for k in range(52):
            self.seq[k] = flat[k]
        for k in range(56):
            self.unseen[k] = unseen[k] if k < ntok else 0
            self.wend[k] = wend[k]
        for k in range(16):
            self.sameseq[k] = sameseq[k]
        for k in range(4):
            self.pos[k] = pos[k]
        for k in range(MAXPILES):
            self.wlen[k] = len(wastes[k]) if k < npiles else 0
            for i in range(self.wlen[k]):
                self.waste[k * PILE + i] = wastes[k][i]

    @cython.ccall
    def copy(self) -> Board:
        q: Board = Board.__new__(Board)
        if not cython.compiled:
            q.seq, q.sameseq, q.pos, q.wlen = self.seq, self.sameseq, self.pos[:], self.wlen[:]
            q.waste, q.unseen = self.waste[:], self.unseen[:]
            q.where, q.wanted, q.wend = self.where, self.wanted, self.wend
        else:
            q.seq = self.seq
            q.where = self.where
            q.wanted = self.wanted
            q.wend = self.wend
            q.sameseq = self.sameseq
            q.pos = self.pos
            q.wlen = self.wlen
            q.waste = self.waste
            q.unseen = self.unseen
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
