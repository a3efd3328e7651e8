"""The phases of ``solve``: each returns ``(WON, line)``, ``(LOST, None)`` or None (go on);
a spent budget raises ``Aborted``.
"""

from __future__ import annotations

from ..core import bridge
from ..engine import GameState
from . import sat, schedule
from .budget import Aborted, Budget
from .dead import is_dead
from .probe import TIEBREAKS, Probe
from .reading import Reading
from .search import Options, _Search

WON, LOST = "won", "lost"


class Phases:
    """One solve's phases and what they share."""

    def __init__(self, state: GameState, options: Options, budget: Budget):
        self.known = bridge.from_state(state)
        self.options = options
        self.budget = budget
        self.family = schedule.family(self.known.layout)
        self.levels = list(options.probe_levels)  # still to search
        self.dead: set = set()  # proved dead by the complete searches
        self.probe = self._probe() if options.probe_levels else None
        self.others: list[Probe] = []  # schedule.PROBE_KINDS

    def all(self) -> list:
        if not self.known.layout.anytime:
            # the probes assume ``Layout.anytime``
            return [self.dead_test, self.short_search, self.sat, self.full_search]
        return [self.dead_test, self.first_probes, self.short_search, self.sat, self.deep_probes,
                self.full_search]

    # -- the phases --------------------------------------------------------------------
    def dead_test(self):
        """1. D1-D3 on the position itself."""
        chains = self.known.layout.by_ones and self.options.chain_test
        if self.options.dead_test and is_dead(self.known, chains):
            return LOST, None
        return None

    def first_probes(self):
        """2. The first probe's levels 1 and 2."""
        while self.levels and self.levels[0] <= 2:
            score, line = self.probe.nested(self.levels.pop(0))
            if score == 52:
                return WON, line
        return None

    def short_search(self):
        """3. A short complete search (the whole search if no probe level is left)."""
        try:
            return self._complete_search(schedule.SHORT_SEARCH_NODES if self.levels else None)
        except Aborted as e:
            if not self.budget.turn_ended(e):
                raise
        return None

    def sat(self):
        """3b. The exact SAT model with the rest of the budget (it runs with the probes)."""
        if not (self.options.sat and sat.available()):
            return None
        budget = self.budget
        found, line, conflicts = sat.sat_solve(Reading(self.known), deadline=budget.deadline, clock=budget.clock,
                                               cancel=budget.cancel, max_conflicts=budget.left)
        budget.extra += conflicts  # a conflict counts as a node
        if found:
            return WON, line
        if found is not None:
            return LOST, None
        return None

    def deep_probes(self):
        """4. The deeper levels, every probe taking turns level by level."""
        kinds = schedule.PROBE_KINDS.get(self.family, ())
        self.others = [self._probe(kind) for kind in range(len(kinds))]
        for level in self.levels:
            for p, cap in self._turns(level):
                result = self._tiebreak_turn() if p is None else self._turn(p, cap, level)
                if result is not None:
                    return result
        return None

    def full_search(self):
        """5. The complete search until the budget ends."""
        return self._complete_search(None)

    # -- steps ---------------------------------------------------------------------------
    def _complete_search(self, node_cap):
        """The complete search, sharing the table of proved-dead positions."""
        search = _Search(self.known, self.options, self.budget)
        self.budget.open_turn(search, node_cap)
        search.dead = self.dead
        return (WON, search.line) if search.dfs() else (LOST, None)

    def _probe(self, kind: int | None = None) -> Probe:
        """The first probe (kind None) or a further probe of ``PROBE_KINDS[kind]``."""
        options = self.options
        if kind is None:
            p = Probe(self.known, self.budget)
            p.width = options.width_for(self.known.layout)
        else:
            latest, same, *width = schedule.PROBE_KINDS[self.family][kind]
            p = Probe(self.known, self.budget, latest=latest)
            # a kind's own widths, unless the caller chose widths
            p.width = dict(width[0]) if width and options.probe_width is None else options.width_for(self.known.layout)
            p.same_rank_score = same
        p.chains = p.chains and options.probe_chains
        return p

    def _turns(self, level: int) -> list:
        """(probe, node cap of this turn or None) in the order they search ``level``;
        probe None: the tie-break probes' turn."""
        others, first = self.others, self.probe
        order = others + [first] if level in schedule.OTHERS_FIRST.get(self.family, ()) else [first] + others
        everyone = [first] + others
        # a slice: a first turn of that many nodes before the order above
        turns = [(everyone[k], cap) for k, cap in schedule.SLICES.get(self.family, {}).get(level, ())] \
            + [(p, None) for p in order]
        tiebreaks = schedule.TIEBREAK_PROBES.get(self.family)
        if tiebreaks is not None and level == tiebreaks[0]:
            turns.insert(tiebreaks[1], (None, None))
        return turns

    def _turn(self, p: Probe, cap, level: int):
        """One probe's turn at ``level``: a win, or None (also when its slice ended)."""
        self.budget.open_turn(p, cap)
        try:
            score, line = p.nested(level)
        except Aborted as e:
            if cap is None or not self.budget.turn_ended(e):
                raise
            return None  # the slice is spent, not the budget
        return (WON, line) if score == 52 else None

    def _tiebreak_turn(self):
        """Probes that break ties by the piles (``Probe.tiebreak``), each searching levels
        1 up to one below the level of their turn, cut after a number of nodes."""
        level, _after, cap, widths, kinds = schedule.TIEBREAK_PROBES[self.family]
        for kind, name in kinds:
            p = self._probe(kind - 1 if kind else None)
            if self.options.probe_width is None:
                p.width = dict(widths)
            p.tiebreak = TIEBREAKS[name]
            self.budget.open_turn(p, cap)
            try:
                for sub in range(1, level):
                    score, line = p.nested(sub)
                    if score == 52:
                        return WON, line
            except Aborted as e:
                if not self.budget.turn_ended(e):
                    raise
            p.release()  # done: its memory freed
        return None
