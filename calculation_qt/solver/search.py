"""The depth-first search behind ``solve`` (see the package docstring for why each
prune is sound).

The search owns one mutable ``core.Position`` (``position``, a copy of the root): a
move is applied and undone in place; the line of moves from the root is kept on the
position, so a win returns it at once.  The dead tests read it through ``Reading``.  Positions are identified for the table of
proved-dead positions by the position's canonical key (waste piles sorted; alike
foundations' levels sorted; suited foundations by suit), so two positions that differ
only by the order of the piles are searched once.
"""

from __future__ import annotations

from ..core.position import S2F, S2W, SAFE, W2F, Position, kind_of, move, source_of, target_of
from .budget import Aborted, Budget
from .dead import chain_fits, chain_length, is_dead, parks_in_a_cycle, pile_links
from .reading import Reading
from .schedule import FAMILY_PROBE_WIDTH, PROBE_WIDTH, family

__all__ = ["Aborted", "Options", "chain_fits", "chain_length", "family"]

class Options:
    """Which prunes the search uses.  All on by default; tests switch them off to check
    each one against a plain exhaustive search."""

    __slots__ = ("safe_moves", "dead_test", "table", "symmetry", "ordering", "probe_levels", "probe_width",
                 "chain_test", "probe_chains", "sat")

    def __init__(self, safe_moves=True, dead_test=True, table=True, symmetry=True, ordering=True,
                 probe_levels=(1, 2, 3, 4, 5), probe_width=None, chain_test=True,
                 probe_chains=True, sat=True):
        self.probe_levels = tuple(probe_levels)
        # how many pile choices each nested level tries (best first by the placement
        # score); level 1 tries all.  Narrow deep levels find most wins much sooner.
        # None: the default of the game's rules (FAMILY_PROBE_WIDTH, else PROBE_WIDTH)
        self.probe_width = None if probe_width is None else dict(probe_width)
        self.safe_moves = safe_moves
        self.dead_test = dead_test
        self.table = table
        self.symmetry = symmetry
        self.ordering = ordering
        # D3, the pile-chain test (foundations by ones): a dead-position test and a
        # filter on where the turned card may be parked
        self.chain_test = chain_test
        # the probes use D3 too: they never park a card where its pile fails the test,
        # and end a line that would
        self.probe_chains = probe_chains
        # the exact SAT model (sat.py, every game) after the short search, when
        # python-sat is installed; it runs with the probes (probe_levels) only
        self.sat = sat

    def width_for(self, layout) -> dict:
        if self.probe_width is not None:
            return self.probe_width
        return dict(FAMILY_PROBE_WIDTH.get(family(layout), PROBE_WIDTH))


class _Search:
    """The complete search from a position (the known face of a ``core.Position``; on
    a copy: the caller's is not changed)."""

    def __init__(self, root: Position, options: Options, budget: Budget | None = None):
        self.position = root.copy()
        self.position.symmetry = options.symmetry
        layout = root.layout
        self.opt = options
        self.budget = budget or Budget()
        self.nodes = 0
        self.max_nodes = None
        self.next_check = 2048
        self.dead: set = set()
        self.chains = layout.by_ones and options.chain_test
        self.cycles = layout.waits and layout.suited  # D4 filters the parking moves
        # Calculation: two cards of a rank on one pile go to different foundations at
        # different times, so a card on its own rank is a middling fit
        self.same_rank = 15 if layout.distinct else None
        self.budget.add(self)

    @property
    def line(self) -> list:
        """The moves from the root to the position searched now (a win's line), as
        (kind, source, target)."""
        return [(kind_of(m), source_of(m), target_of(m)) for m in self.position.line]

    def is_dead(self) -> bool:
        """D1-D3 (``dead.is_dead``) on the current position."""
        return is_dead(Reading(self.position), self.chains)

    def dfs(self) -> bool:
        self.nodes += 1
        if self.nodes >= self.next_check:
            self.budget.check(self)
            self.next_check = self.nodes + 2048
        opt, p = self.opt, self.position
        safe = p.settle(SAFE) if opt.safe_moves else 0
        if p.home == 52:
            return True
        key = None
        if opt.table:
            key = p.key()
            if key in self.dead:
                for _ in range(safe):
                    p.undo()
                return False
        reading = Reading(p) if opt.dead_test or self.chains or self.cycles else None
        if opt.dead_test and is_dead(reading, self.chains):
            if key is not None:
                self.dead.add(key)
            for _ in range(safe):
                p.undo()
            return False
        for m in self.moves(reading):
            p.apply(m)
            if self.dfs():
                return True
            p.undo()
        if key is not None:
            self.dead.add(key)
        for _ in range(safe):
            p.undo()
        return False

    def moves(self, reading: Reading | None = None) -> list:
        """Every move worth trying here, the most promising first (``reading``: the
        position's, if the caller has it)."""
        p = self.position
        moves = []
        for j in range(p.npiles):
            top = p.top(j)
            if top:
                for k in p.targets(top, False):
                    moves.append(move(W2F, j, k))
        code = p.turned
        if not code:
            return moves
        for k in p.targets(code, True):
            moves.append(move(S2F, 0, k))
        moves.extend(move(S2W, 0, j) for j in self.placements(code, reading or Reading(p)))
        return moves

    def placements(self, code: int, reading: Reading) -> list[int]:
        """The waste piles worth parking ``code`` on, best first."""
        p = self.position
        placements = []
        seen = set()
        order = self.opt.ordering
        urg = p.urgency(code) if order else 0
        chains = self.chains
        below = pile_links(reading) if self.cycles else None
        for j, pile in enumerate(reading.piles):
            if p.symmetry:
                if pile in seen:
                    continue
                seen.add(pile)
            if chains and not chain_fits(pile, code, reading.on):
                continue  # the child is dead (D3)
            if below is not None and parks_in_a_cycle(reading, pile, code, below):
                continue  # the child is dead (D4)
            if order:
                if not pile:
                    score = 40 - min(urg, 20)
                elif pile[-1] == code and self.same_rank is not None:
                    score = self.same_rank
                else:
                    d = p.urgency(pile[-1]) - urg
                    score = d if d >= 0 else 60 - d
                placements.append((score, j))
            else:
                placements.append((0, j))
        if order:
            placements.sort()
        return [j for _, j in placements]
