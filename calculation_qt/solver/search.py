"""The complete depth-first search behind ``solve`` (docs/intelligence.md: why each
prune is sound).  It applies and undoes moves in place on one copy of the root
(``position``; its ``line`` is a win's line) and records positions proved dead by
``Position.key``, so positions differing only by the order of the piles are searched
once.  Compiled with the core (``search.pxd``), the same nodes in the same order.
"""

from __future__ import annotations

import cython  # compiled: Cython's compile-time module; plain Python: the stand-in (core.install)

if cython.compiled:
    from cython.cimports.calculation_qt.core.codes import PILE, S2F, S2W, SAFE, W2F, move
    from cython.cimports.calculation_qt.core.placement import score
    from cython.cimports.calculation_qt.core.position import Position
    from cython.cimports.calculation_qt.solver import dead
else:
    from ..core.codes import PILE, S2F, S2W, SAFE, W2F, move
    from ..core.placement import score
    from ..core.position import Position
    from . import dead
from ..core.placement import EMPTY, same_rank_score
from .budget import Aborted, Budget
from .dead import chain_fits, chain_length
from .schedule import FAMILY_PROBE_WIDTH, PROBE_WIDTH, family

MAXMOVES = cython.declare(cython.int, 48)  # 8 waste tops to 4 foundations, the turned card to 4 and to 8 piles

__all__ = ["Aborted", "Options", "chain_fits", "chain_length", "family"]

class Options:
    """Which prunes the search uses.  All on by default; tests switch them off to check
    each one against a plain exhaustive search."""

    __slots__ = ("safe_moves", "dead_test", "table", "symmetry", "ordering", "probe_levels", "probe_width",
                 "chain_test", "probe_chains", "sat", "empty_score")

    def __init__(self, safe_moves=True, dead_test=True, table=True, symmetry=True, ordering=True,
                 probe_levels=(1, 2, 3, 4, 5), probe_width=None, chain_test=True,
                 probe_chains=True, sat=True, empty_score=EMPTY):
        self.probe_levels = tuple(probe_levels)
        # pile choices each nested level tries (None: the family's, ``schedule``)
        self.probe_width = None if probe_width is None else dict(probe_width)
        self.safe_moves = safe_moves
        self.dead_test = dead_test
        self.table = table
        self.symmetry = symmetry
        self.ordering = ordering
        # D3 (foundations by ones) as a dead test and a parking filter
        self.chain_test = chain_test
        # the probes' parking filter (D3)
        self.probe_chains = probe_chains
        # the SAT model after the short search (with probes only; python-sat installed)
        self.sat = sat
        # ``placement.score``'s ``empty`` for the parking order (docs/intelligence.md)
        self.empty_score = empty_score

    def width_for(self, layout) -> dict:
        if self.probe_width is not None:
            return self.probe_width
        return dict(FAMILY_PROBE_WIDTH.get(family(layout), PROBE_WIDTH))


@cython.cclass
class _Search:
    """The complete search from a copy of ``root`` (a known face)."""

    def __init__(self, root: Position, options: Options, budget: Budget | None = None):
        self.position = root.copy()
        self.position.symmetry = options.symmetry
        layout = root.layout
        self.opt = options
        self.safe_moves, self.dead_test, self.table = options.safe_moves, options.dead_test, options.table
        self.ordering = options.ordering
        self.budget = budget or Budget()
        self.nodes = 0
        self.max_nodes = None
        self.next_check = 2048
        self.dead = set()
        self.chains = layout.by_ones and options.chain_test
        self.cycles = layout.waits and layout.suited  # D4 filters the parking moves
        self.same_rank = same_rank_score(layout)
        self.empty_score = options.empty_score
        self.budget.add(self)

    @property
    def line(self) -> list:
        """The moves from the root to here (a win's line)."""
        return list(self.position.line)

    def is_dead(self) -> bool:
        """D1-D4 (``dead.is_dead``) on the current position."""
        return dead.is_dead(self.position, self.chains)

    @cython.ccall
    def dfs(self) -> cython.bint:
        p: Position = self.position
        moves = cython.declare(cython.int[48])
        n: cython.int
        i: cython.int
        safe: cython.int = 0
        self.nodes += 1
        if self.nodes >= self.next_check:
            self.budget.check(self)
            self.next_check = self.nodes + 2048
        if self.safe_moves:
            safe = p.settle(SAFE)
        if p.levels[0] + p.levels[1] + p.levels[2] + p.levels[3] == 52:
            return True
        key = None
        if self.table:
            key = p.key()
            if key in self.dead:
                _take_back(p, safe)
                return False
        if self.dead_test and dead.is_dead(p, self.chains):
            if key is not None:
                self.dead.add(key)
            _take_back(p, safe)
            return False
        n = self.fill_moves(moves)
        for i in range(n):
            p.apply(moves[i])
            if self.dfs():
                return True
            p.undo()
        if key is not None:
            self.dead.add(key)
        _take_back(p, safe)
        return False

    def moves(self) -> list:
        """Every move worth trying here, the most promising first."""
        moves = cython.declare(cython.int[48])
        n: cython.int = self.fill_moves(moves)
        return [moves[i] for i in range(n)]

    @cython.cfunc
    def fill_moves(self, out: cython.p_int) -> cython.int:
        """``moves`` into ``out`` (room for MAXMOVES); how many."""
        p: Position = self.position
        n: cython.int = 0
        j: cython.int
        top: cython.int
        for j in range(p.npiles):
            top = p.top(j)
            if top:
                for k in p.targets(top, False):
                    out[n] = move(W2F, j, k)
                    n += 1
        code: cython.int = p.turned
        if not code:
            return n
        for k in p.targets(code, True):
            out[n] = move(S2F, 0, k)
            n += 1
        return n + self.fill_placements(code, out, n)

    @cython.cfunc
    def fill_placements(self, code: cython.int, out: cython.p_int, start: cython.int) -> cython.int:
        """The moves parking ``code`` on the waste piles worth it, best first, into
        ``out`` from index ``start`` on; how many."""
        p: Position = self.position
        scores = cython.declare(cython.int[8])
        below = cython.declare(cython.int[56])
        count: cython.int = 0
        j: cython.int
        x: cython.int
        s: cython.int
        urg: cython.int = p.urgency(code) if self.ordering else 0
        if self.cycles:
            dead.links(p, below)
        for j in range(p.npiles):
            if p.symmetry and _repeats(p, j):
                continue  # an identical pile before it is tried
            if self.chains and dead.parks_in_a_chain(p, j, code):
                continue  # the child is dead (D3)
            if self.cycles and dead.parks_in_a_cycle(p, j, code, below):
                continue  # the child is dead (D4)
            s = score(p, j, code, urg, self.same_rank, self.empty_score) if self.ordering else 0
            x = count  # insert by score (ties: the first pile first)
            while x > 0 and scores[x - 1] > s:
                scores[x], out[start + x] = scores[x - 1], out[start + x - 1]
                x -= 1
            scores[x], out[start + x] = s, move(S2W, 0, j)
            count += 1
        return count


@cython.cfunc
def _take_back(p: Position, n: cython.int):
    """Undo the last n moves of ``p``."""
    _i: cython.int
    for _i in range(n):
        p.undo()


@cython.cfunc
@cython.exceptval(check=False)
def _repeats(p: Position, j: cython.int) -> cython.bint:
    """Waste pile j holds the same cards as one before it."""
    i: cython.int
    c: cython.int
    n: cython.int = p.wlen[j]
    for i in range(j):
        if p.wlen[i] == n:
            c = 0
            while c < n and p.waste[i * PILE + c] == p.waste[j * PILE + c]:
                c += 1
            if c == n:
                return True
    return False

