"""One typed, mutable position for everything that thinks (Cython pure-Python mode,
``position.pxd``).  The known face has the whole ``stock`` in order; the players' face
a ``turned`` card and ``unseen`` counts, never their order.  The waits-for-stock rule is
read in ``targets`` alone; ``key()`` is equal for positions a player cannot tell apart.
"""

from __future__ import annotations

import cython  # Cython's, or the stand-in (core.install)

if cython.compiled:
    from cython.cimports.calculation_qt.core.codes import GREEDY, MAXPILES, NEVER, NONE, PILE, S2F, S2W, W2F, move
    from cython.cimports.calculation_qt.core.layout import Layout
    from cython.cimports.libc.string import memcpy
else:
    from .codes import GREEDY, MAXPILES, NEVER, NONE, PILE, S2F, S2W, W2F, move
    from .layout import Layout

COMPILED = cython.compiled  # core.name() reads it


@cython.cclass
class Position:
    """A position (module docstring); ``fmap``: the bridge's slot map."""

    def __init__(self, layout: Layout, levels, piles, turned: int = 0, unseen=None, stock=None,
                 symmetry: bool = True):
        if len(piles) > MAXPILES:
            raise ValueError(f"at most {MAXPILES} waste piles")
        self.attach(layout)
        self.symmetry, self.npiles, self.fmap, self.line = symmetry, len(piles), None, []
        self.latest = False
        if not cython.compiled:
            self.levels, self.want, self.on, self.wlen = [0] * 4, [0] * 4, [0] * 56, [0] * MAXPILES
            self.waste, self.unseen, self.stock = [0] * (PILE * MAXPILES), [0] * 56, [0] * 52
        k: cython.int
        i: cython.int
        for k in range(56):
            self.on[k] = 0
            self.unseen[k] = 0
        for k in range(4):
            self.levels[k] = levels[k]
            self.want[k] = self.seq[14 * k + levels[k]]
            for i in range(levels[k]):
                self.on[self.seq[14 * k + i]] += 1
        for k in range(MAXPILES):
            self.wlen[k] = len(piles[k]) if k < self.npiles else 0
            for i in range(self.wlen[k]):
                self.waste[k * PILE + i] = piles[k][i]
        self.known = stock is not None
        self.pos = 0
        if self.known:
            self.n = len(stock)
            for i in range(self.n):
                self.stock[i] = stock[i]
                if i:
                    self.unseen[stock[i]] += 1
            self.turned = stock[0] if self.n else 0
            self.left = self.n - 1 if self.n else 0
        else:
            self.n = 0
            self.turned = turned
            self.left = 0
            if unseen is not None:
                for k in range(len(unseen)):
                    self.unseen[k] = unseen[k]
                    self.left += unseen[k]

    @cython.cfunc
    def attach(self, layout: Layout):
        """Point at ``layout``'s tables."""
        self.layout = layout
        self.seq, self.where, self.copies = layout.cseq, layout.where, layout.copies
        self.waits, self.alike, self.suited, self.ntok = layout.waits, layout.alike, layout.suited, layout.ntok

    @cython.ccall
    def copy(self) -> Position:
        q: Position = Position.__new__(Position)
        q.attach(self.layout)
        if not cython.compiled:
            q.levels, q.want, q.on, q.wlen = self.levels[:], self.want[:], self.on[:], self.wlen[:]
            q.waste, q.unseen, q.stock = self.waste[:], self.unseen[:], self.stock
        else:
            q.levels = self.levels
            q.want = self.want
            q.on = self.on
            q.wlen = self.wlen
            q.unseen = self.unseen
            memcpy(q.waste, self.waste, self.npiles * PILE * cython.sizeof(cython.int))
            if self.known:
                memcpy(q.stock, self.stock, self.n * cython.sizeof(cython.int))
        q.symmetry, q.npiles, q.fmap, q.line, q.latest = self.symmetry, self.npiles, self.fmap, [], self.latest
        q.known, q.n, q.pos, q.turned, q.left = self.known, self.n, self.pos, self.turned, self.left
        return q

    # -- reading it ------------------------------------------------------------------
    @property
    def home(self) -> int:
        """Cards on the foundations."""
        return self.levels[0] + self.levels[1] + self.levels[2] + self.levels[3]

    def is_won(self) -> bool:
        return self.home == 52

    def level_list(self) -> list:
        return [self.levels[k] for k in range(4)]

    def piles(self) -> list:
        return [[self.waste[j * PILE + i] for i in range(self.wlen[j])] for j in range(self.npiles)]

    def unseen_counts(self) -> list:
        return [self.unseen[t] for t in range(self.ntok)]

    def stock_order(self) -> list:
        """The known face: the turned card and the cards after it, in order."""
        return [self.stock[i] for i in range(self.pos, self.n)] if self.known else []

    @cython.ccall
    def wants(self, k: cython.int) -> cython.int:
        return self.want[k]

    @cython.ccall
    def stock_lasts(self) -> cython.bint:
        return self.turned != 0 or self.left > 0

    @cython.ccall
    def fits(self, k: cython.int, token: cython.int, from_stock: cython.bint) -> cython.bint:
        """Foundation k takes ``token`` now (the turned card with ``from_stock``); while
        the stock lasts a waiting foundation takes only a first card, from the stock."""
        if token == 0 or self.want[k] != token:
            return False
        if self.waits and (self.turned != 0 or self.left > 0):
            return from_stock and self.levels[k] == 0
        return True

    @cython.ccall
    def targets(self, token: cython.int, from_stock: cython.bint = False) -> list:
        k: cython.int
        found = []
        for k in range(4):
            if self.fits(k, token, from_stock):
                found.append(k)
                if self.alike and self.symmetry:
                    break  # foundations wanting the same token are alike
        return found

    @cython.ccall
    def is_safe(self, token: cython.int, k: cython.int) -> cython.bint:
        """Playing ``token`` to foundation k now loses no winning line: k is the only
        foundation still needing it (each takes a token at most once), or every one
        needing it wants it now (interchangeable).  A line giving it later can give it first."""
        remaining: cython.int = self.copies[token] - self.on[token]
        if remaining == 1:
            return True
        if self.alike:
            return remaining == ((self.want[0] == token) + (self.want[1] == token) + (self.want[2] == token)
                                 + (self.want[3] == token))
        return False

    @cython.ccall
    def urgency(self, token: cython.int) -> cython.int:
        """How many cards the foundation needing ``token`` first (last, with ``latest``)
        takes before it; NEVER if none takes it any more."""
        best: cython.int = NEVER
        k: cython.int
        d: cython.int
        for k in range(4):
            if self.where[56 * k + token] >= 0:
                d = self.where[56 * k + token] - self.levels[k]
                if d >= 0 and (best == NEVER or (d > best if self.latest else d < best)):
                    best = d
        return best

    @cython.ccall
    def top(self, j: cython.int) -> cython.int:
        return self.waste[j * PILE + self.wlen[j] - 1] if self.wlen[j] else 0

    def moves(self) -> list:
        """The legal moves, in the engine's order (``GameState.legal_moves``)."""
        found = []
        for j in range(self.npiles):
            if self.wlen[j]:
                found.extend(move(W2F, j, k) for k in self.targets(self.top(j), False))
        if self.turned:
            found.extend(move(S2F, 0, k) for k in self.targets(self.turned, True))
            found.extend(move(S2W, 0, j) for j in range(self.npiles))
        return found

    def is_blocked(self) -> bool:
        """Lost: the stock is out, cards remain on the waste piles and none can move."""
        return not self.stock_lasts() and not self.is_won() and not self.moves()

    def key(self) -> bytes:
        """Levels, turned card, waste piles (sorted where symmetry allows)."""
        levels = self.level_list()
        piles = [bytes(p) for p in self.piles()]
        if self.symmetry:
            piles.sort()
            if self.alike:
                levels.sort()
        return bytes(levels) + bytes((self.turned,)) + b"|" + b"|".join(piles)

    # -- changing it -----------------------------------------------------------------
    @cython.ccall
    def apply(self, m: cython.int):
        """Play the legal move ``m`` and record it on ``line``."""
        kind: cython.int = m & 3
        source: cython.int = (m >> 2) & 7
        target: cython.int = m >> 5
        token: cython.int
        if kind == W2F:
            self.wlen[source] -= 1
            token = self.waste[source * PILE + self.wlen[source]]
        else:
            token = self.turned
            self.next_card()
        if kind == S2W:
            self.waste[target * PILE + self.wlen[target]] = token
            self.wlen[target] += 1
        else:
            self.on[token] += 1
            self.levels[target] += 1
            self.want[target] = self.seq[14 * target + self.levels[target]]
        self.line.append(m)

    @cython.ccall
    def load(self, piles, levels, pos: cython.int):
        """The known face at another position of its deal (turned card ``stock[pos]``)."""
        k: cython.int
        i: cython.int
        j: cython.int
        for k in range(56):
            self.on[k] = 0
            self.unseen[k] = 0
        for k in range(4):
            self.levels[k] = levels[k]
            self.want[k] = self.seq[14 * k + self.levels[k]]
            for i in range(self.levels[k]):
                self.on[self.seq[14 * k + i]] += 1
        for j in range(self.npiles):
            pile = piles[j]
            self.wlen[j] = len(pile)
            for i in range(self.wlen[j]):
                self.waste[j * PILE + i] = pile[i]
        self.pos = pos
        self.turned = self.stock[pos] if pos < self.n else 0
        self.left = self.n - pos - 1 if pos < self.n else 0
        for i in range(pos + 1, self.n):
            self.unseen[self.stock[i]] += 1
        self.line = []

    @cython.cfunc
    def next_card(self):
        """The turned card is gone: the known face turns the next."""
        if not self.known:
            self.turned = 0
            return
        self.pos += 1
        self.turned = self.stock[self.pos] if self.pos < self.n else 0
        if self.turned:
            self.unseen[self.turned] -= 1
            self.left -= 1

    @cython.ccall
    def undo(self):
        """Take back the last move of ``line``."""
        m: cython.int = self.line.pop()
        kind: cython.int = m & 3
        source: cython.int = (m >> 2) & 7
        target: cython.int = m >> 5
        token: cython.int
        if kind == S2W:
            self.wlen[target] -= 1
            token = self.waste[target * PILE + self.wlen[target]]
        else:
            self.levels[target] -= 1
            token = self.seq[14 * target + self.levels[target]]
            self.want[target] = token
            self.on[token] -= 1
        if kind == W2F:
            self.waste[source * PILE + self.wlen[source]] = token
            self.wlen[source] += 1
            return
        if self.known:
            if self.turned:
                self.unseen[self.turned] += 1
                self.left += 1
            self.pos -= 1
        self.turned = token

    @cython.ccall
    def turn(self, t: cython.int):
        """The players' face: unseen token ``t`` becomes the turned card."""
        self.unseen[t] -= 1
        self.left -= 1
        self.turned = t

    @cython.ccall
    def unturn(self):
        """Take back ``turn``."""
        self.unseen[self.turned] += 1
        self.left += 1
        self.turned = 0

    @cython.ccall
    def greedy_top(self) -> cython.int:
        """The first waste pile whose top a foundation takes now, NONE if none."""
        j: cython.int
        k: cython.int
        t: cython.int
        if self.waits and (self.turned != 0 or self.left > 0):
            return NONE  # the foundations wait for the stock
        for j in range(self.npiles):
            if self.wlen[j]:
                t = self.waste[j * PILE + self.wlen[j] - 1]
                for k in range(4):
                    if self.want[k] == t:
                        return j
        return NONE

    @cython.ccall
    def settle(self, policy: cython.int) -> cython.int:
        """Play foundation moves by ``policy`` until none is left; how many."""
        played: cython.int = 0
        j: cython.int
        k: cython.int
        t: cython.int
        progress: cython.bint = True
        if policy == GREEDY:
            if self.waits and (self.turned != 0 or self.left > 0):
                return 0  # the foundations wait for the stock
            while progress:
                progress = False
                for j in range(self.npiles):
                    if self.wlen[j]:
                        t = self.waste[j * PILE + self.wlen[j] - 1]
                        for k in range(4):
                            if self.want[k] == t:
                                self.apply(move(W2F, j, k))
                                played += 1
                                progress = True
                                break
            return played
        while progress:
            progress = False
            for j in range(self.npiles):
                if self.wlen[j]:
                    t = self.waste[j * PILE + self.wlen[j] - 1]
                    for k in self.targets(t, False):
                        if self.is_safe(t, k):
                            self.apply(move(W2F, j, k))
                            played += 1
                            progress = True
                            break
            t = self.turned
            if t:
                for k in self.targets(t, True):
                    if self.is_safe(t, k):
                        self.apply(move(S2F, 0, k))
                        played += 1
                        progress = True
                        break
        return played
