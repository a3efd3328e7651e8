"""The games as a satisfiability problem: an exact model of the whole game from any
position, handed to a CDCL solver (Glucose 4, through ``python-sat``).  Satisfiable:
the model gives a winning line (replayed through the engine before it is returned);
unsatisfiable: a proof of ``lost``.  Without ``python-sat``, ``available()`` is False
and the solver does without it.  The variables, the clauses and why they are exact:
docs/intelligence.md, "The SAT model".

Budget: the solver is interrupted when the deadline passes or ``cancel`` is set (a
watcher thread polls the caller's clock); a node budget alone (no deadline) limits
the conflicts instead (deterministic; conflicts count as nodes).
"""

from __future__ import annotations

import threading
import time

from ..core.codes import S2F, S2W, W2F, move
from .reading import Reading

try:  # optional: python-sat (Glucose 4: interruptible, with conflict budgets)
    from pysat.solvers import Solver as _Solver
except ImportError:  # pragma: no cover - depends on the installation
    _Solver = None

SOLVER_NAME = "glucose4"


def available() -> bool:
    """True if the SAT phase can run (python-sat is installed)."""
    return _Solver is not None


class Model:
    """The clauses of the model for a position (read through ``Reading``), on its
    foundation slots."""

    def __init__(self, position: Reading):
        layout = position.layout
        self.layout = layout
        self.n = position.n - position.pos
        self.npiles = len(position.piles)
        self.levels = list(position.levels)
        self._cards(position)
        self.nvars = 0
        self.clauses: list = []
        self._variables()
        self._foundation_clauses()
        self._order_clauses()
        self._time_clauses()
        self._pile_clauses()
        self._symmetry_clauses(position)
        if layout.waits:
            self._waiting_clauses()

    def _new(self) -> int:
        self.nvars += 1
        return self.nvars

    def _cards(self, position: Reading) -> None:
        """The cards: the waste cards first (pile, index), then the stock cards."""
        token = []
        turn = []  # the card is off the foundations at least until this time
        home = []  # (pile, index) of a waste card, None for a stock card
        for q, pile in enumerate(position.piles):
            for h, code in enumerate(pile):
                token.append(code)
                turn.append(0)
                home.append((q, h))
        self.first_stock = len(token)
        for i, code in enumerate(position.stock[position.pos:]):
            token.append(code)
            turn.append(i)
            home.append(None)
        self.token, self.turn, self.home = token, turn, home
        self.size = len(token)
        self.by_token = [[] for _ in range(self.layout.ntokens)]
        for c in range(self.size):
            self.by_token[token[c]].append(c)

    def _variables(self) -> None:
        """f(c, k), b(c, d) (c < d; b(d, c) is its negation), L(c, t), y(i, q)."""
        size, n, new = self.size, self.n, self._new
        place, token, levels = self.layout.place, self.token, self.levels
        self.f = [[new() if place[k][token[c]] >= levels[k] else 0 for k in range(4)] for c in range(size)]
        bvar = [[0] * size for _ in range(size)]
        for c in range(size):
            row = bvar[c]
            for d in range(c + 1, size):
                v = new()
                row[d] = v
                bvar[d][c] = -v
        self.bvar = bvar
        # L(c, t) for turn(c) < t <= n: index t
        self.L = [[0] * (n + 1) for _ in range(size)]
        for c in range(size):
            for t in range(self.turn[c] + 1, n + 1):
                self.L[c][t] = new()
        self.y = [[new() for _ in range(self.npiles)] if self.home[c] is None else None for c in range(size)]

    def _exactly_one(self, lits) -> None:
        self.clauses.append(lits)
        self._at_most_one(lits)

    def _at_most_one(self, lits) -> None:
        add = self.clauses.append
        for a in range(len(lits)):
            for z in range(a + 1, len(lits)):
                add([-lits[a], -lits[z]])

    def _foundation_clauses(self) -> None:
        """1: each card one foundation, each foundation one card of each token it still
        needs, in the order of its sequence."""
        f, size, place, token = self.f, self.size, self.layout.place, self.token
        add = self.clauses.append
        for c in range(size):
            self._exactly_one([v for v in f[c] if v])
        for k in range(4):
            for t in self.layout.seq[k][self.levels[k]:13]:
                self._exactly_one([f[c][k] for c in self.by_token[t] if f[c][k]])
        for c in range(size):
            for d in range(size):
                for k in range(4):
                    if f[c][k] and f[d][k] and place[k][token[c]] < place[k][token[d]]:
                        add([-f[c][k], -f[d][k], self.bvar[c][d]])

    def _order_clauses(self) -> None:
        """The play order is transitive."""
        size, bvar = self.size, self.bvar
        add = self.clauses.append
        for c in range(size):
            bc = bvar[c]
            for d in range(size):
                if d == c:
                    continue
                ncd = -bc[d]
                bd = bvar[d]
                for e in range(size):
                    if e != c and e != d:
                        add([ncd, -bd[e], bc[e]])

    def _time_clauses(self) -> None:
        """2: L is monotone; order and time agree; a card is played after its turn."""
        size, n, turn, home, L = self.size, self.n, self.turn, self.home, self.L
        add = self.clauses.append
        for c in range(size):
            Lc = L[c]
            for t in range(turn[c] + 2, n + 1):
                add([-Lc[t], Lc[t - 1]])
        for c in range(size):
            for d in range(size):
                if c == d:
                    continue
                bcd = self.bvar[c][d]
                Lc, Ld = L[c], L[d]
                for t in range(max(turn[c], turn[d]) + 1, n + 1):
                    add([-bcd, -Lc[t], Ld[t]])
                if home[c] is None and turn[c] > turn[d]:
                    add([-bcd, Ld[turn[c]]])  # c is played after its turn, d after that

    def _pile_clauses(self) -> None:
        """3: waste piles are stacks."""
        size, home, turn, L, y, bvar = self.size, self.home, self.turn, self.L, self.y, self.bvar
        first_stock, npiles = self.first_stock, self.npiles
        add = self.clauses.append
        for c in range(first_stock):
            q, h = home[c]
            for d in range(first_stock):
                if home[d][0] == q and home[d][1] > h:
                    add([bvar[d][c]])  # d lies above c
        for i in range(first_stock, size):
            ti = turn[i]
            park = L[i][ti + 1]  # (ti < n: every stock card has a next time)
            yi = y[i]
            for q in range(npiles):
                add([-yi[q], park])
            add([-park] + yi)
            self._at_most_one(yi)
            for j in range(size):
                if j == i:
                    continue
                if home[j] is None:
                    if turn[j] >= ti:
                        continue
                    for q in range(npiles):
                        add([-y[j][q], -yi[q], -L[j][ti + 1], bvar[i][j]])
                else:
                    q = home[j][0]
                    add([-yi[q], -L[j][ti + 1], bvar[i][j]])

    def _waiting_clauses(self) -> None:
        """5 (foundations that wait for the stock): no card goes up before the stock is
        out (time n) but a foundation's first card at its own turn; so every other card
        is off at time n, and a first card parked at its turn stays parked till then."""
        add, n, L = self.clauses.append, self.n, self.L
        for c in range(self.size):
            first = self.token[c] in (self.layout.seq[k][0] for k in range(4))
            if self.turn[c] + 1 > n:
                continue  # the last stock card (and nothing waits once the stock is out)
            if not first or self.home[c] is not None:
                add([L[c][n]])
            elif self.turn[c] + 1 < n:
                add([-L[c][self.turn[c] + 1], L[c][n]])

    def _symmetry_clauses(self, position: Reading) -> None:
        """4: with alike foundations the cards that start them go to the empty ones in a
        fixed order; empty waste piles are used in index order."""
        add = self.clauses.append
        if self.layout.alike:  # (in Calculation no two foundations are alike)
            empty = [k for k in range(4) if self.levels[k] == 0]
            for c, k in zip(self.by_token[self.layout.seq[0][0]], empty, strict=True):
                add([self.f[c][k]])
        y, first_stock = self.y, self.first_stock
        epiles = [q for q in range(self.npiles) if not position.piles[q]]
        for i in range(first_stock, self.size):
            for m in range(1, len(epiles)):
                add([-y[i][epiles[m]]] + [y[j][epiles[m - 1]] for j in range(first_stock, i)])

    def line(self, model) -> list:
        """The winning line (``core.position`` moves) a satisfying assignment describes."""
        true = set(v for v in model if v > 0)
        size, n = self.size, self.n
        bvar = self.bvar

        def before(c, d):  # the play order: c's place is the number of cards played before it
            v = bvar[c][d]
            return v in true if v > 0 else -v not in true

        place = [sum(1 for d in range(size) if d != c and before(d, c)) for c in range(size)]
        order = sorted(range(size), key=place.__getitem__)
        fnd = [next(k for k in range(4) if self.f[c][k] and self.f[c][k] in true) for c in range(size)]
        L = self.L

        def off_at(c, t):  # still off the foundations when stock card t is turned
            return t <= self.turn[c] or L[c][t] in true

        where = {c: self.home[c][0] for c in range(self.first_stock)}
        line = []
        pos = 0
        for t in range(n + 1):
            while pos < size and (t == n or not off_at(order[pos], t + 1)):
                c = order[pos]
                pos += 1
                if c - self.first_stock == t:
                    line.append(move(S2F, 0, fnd[c]))
                else:
                    line.append(move(W2F, where[c], fnd[c]))
            if t < n:
                c = self.first_stock + t
                if L[c][t + 1] in true:
                    q = next(q for q in range(self.npiles) if self.y[c][q] in true)
                    where[c] = q
                    line.append(move(S2W, 0, q))
        return line


def sat_solve(position: Reading, *, deadline=None, clock=None, cancel=None, max_conflicts=None):
    """Solve a position: ``(True, line)`` won, ``(False, None)`` proved lost, ``(None,
    None)`` interrupted (``deadline`` on ``clock``, ``cancel`` or the conflict budget); and
    the number of conflicts.  Needs ``available()``."""
    clock = clock or time.perf_counter
    model = Model(position)
    with _Solver(name=SOLVER_NAME, bootstrap_with=model.clauses) as solver:
        if max_conflicts is not None:
            solver.conf_budget(max(1, int(max_conflicts)))
        stop = threading.Event()
        watcher = None
        if deadline is not None or cancel is not None:
            def watch():
                while not stop.wait(0.005):
                    if (deadline is not None and clock() > deadline) or (cancel is not None and cancel.is_set()):
                        solver.interrupt()
                        return

            watcher = threading.Thread(target=watch, daemon=True)
            watcher.start()
        try:
            if deadline is not None and clock() > deadline or cancel is not None and cancel.is_set():
                result = None
            else:
                result = solver.solve_limited(expect_interrupt=True)
        finally:
            stop.set()
            if watcher is not None:
                watcher.join()
        conflicts = solver.accum_stats().get("conflicts", 0)
        if result is None:
            return None, None, conflicts
        if not result:
            return False, None, conflicts
        return True, model.line(solver.get_model()), conflicts
