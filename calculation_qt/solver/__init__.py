"""A clairvoyant solver: it knows the order of the stock and answers, from any position,
``won`` (with a complete winning line of engine moves), ``lost`` (proved: no line of
play wins) or ``unknown`` (the budget of nodes or seconds ran out, or it was cancelled).

How it searches
---------------
In phases, all within one budget (nodes and/or seconds, and a cancel Event checked a
few hundred times a second):

1. The dead-position test D1 (below) on the position itself: a lost verdict at once.
2. Nested rollouts (``probe.py``), levels 1 and 2: a greedy play that puts every card
   that fits on a foundation and parks the turned card on the waste pile whose top
   card is needed *later* than it (the tightest such fit; in the rank-only games a
   card is rated by the foundation that needs its rank last, since every foundation
   takes every rank once), searched one and two
   levels deep over the pile choices.  They only find wins (most deals in well under
   a second) and prove nothing.
3. A short complete search (a few thousand nodes): settles late-game positions.
   3b. The exact SAT model of ``sat.py`` (python-sat's Glucose) with the rest of the
   budget: won with a line, or lost (proved); in 0.1-3 s on the deals the probes and
   the search leave undecided in 10 s.
4. Deeper nested rollouts, levels 3 to 5, trying only the best 2 or 3 pile choices at
   each deep level (``Options.probe_width``; 3 in Sir Tommy).  Further probes take
   turns with the first level by level (``PROBE_KINDS``: three more in Calculation,
   one in Sir Tommy): they rate a card by the foundation that needs it last or first,
   and avoid parking a card on a card of its own rank or do not mind; each finds
   wins the others miss.  In Sir Tommy the second probe tries every pile at levels
   2 and 3 (``TOMMY_SECOND_WIDTH``) and its level 3 goes first (it finds most of the
   wins of that level sooner), then the first's level 3; at level 4 they take turns
   cut after a number of nodes (``SLICES``: the second 167k, the first 320k, the
   second 180k more), then the first's and the second's run to their end (a level cut
   short is searched again from the start; its caches of finished lower-level results
   make the replay cheap).  In Sir Tommy, after the second's first level-4 turn, six
   probes that break ties by the piles (``TIEBREAK_PROBES``, ``Probe.tiebreak``: three
   tie-breaks, each with the first's and the second's kind) run levels 1-3 each, two
   piles a step at levels 2 and 3, cut after 60k nodes: cheap restarts that play other
   lines and win deals the two plain probes need millions of nodes for, or never win.
5. The complete search until the budget ends: a depth-first search over the real
   moves on a compact copy of the position (ranks as small ints where suits do not
   matter, waste piles as ``bytes``), foundation plays first, then the waste piles in
   the rollout's order.  Every position whose subtree was searched completely
   without a win is remembered as dead in a table (shared with phase 3) and never
   searched again.  Only this search proves a loss.

Every winning line is replayed through the engine before it is returned.

Why each prune is sound
-----------------------
The game only moves forward (each move takes a card from the stock or a waste pile), so
the positions form an acyclic graph: a position is winnable if and only if some move
leads to a winnable position, and a position recorded dead after a complete search of
its moves is dead for good.  A search stopped by its budget records nothing.

T1 Canonical keys.  Moves never depend on the order of the waste piles (any pile may
   take the turned card, any top may go to a foundation), so positions that differ only
   by a permutation of the waste piles are alike; the key sorts them, and of several
   identical piles (e.g. empty ones) only the first is tried as a target.  In Sir Tommy
   the four foundations follow the same rule and suits are ignored, so the key sorts
   the foundation levels and a card wanted by several foundations (all at the same
   level, hence alike) is offered to the first only.  In Strategy a foundation is
   identified by its suit alone, so the key lists the level of each suit, and an Ace
   is offered to the first empty foundation only (empty foundations are alike).  The
   line found refers to real pile indices: the search never reorders piles, only the
   key does.

S1-S3 Safe moves, played without branching.  Let card c be playable now to foundation
   k (it is a waste top or the turned card).  Lemma: if some winning line from here
   puts c itself on k as the card k takes next, then playing c to k first also wins.
   Proof: play c to k, then follow the winning line, skipping its move of c.  Until
   that move, the line never moves c (it is c's only move) and plays nothing else to k
   (k takes c next); the only difference between the two positions is that c is
   missing from its pile (or the turned card was placed at once), which removes no
   card any move of the line needs, and can only uncover the card under c earlier.
   After that move the two positions are equal.  So a foundation play is safe whenever
   every winning line must give k exactly this card next:
   S1 (Strategy) a card has exactly one place: the foundation of its suit at one
      level; an Ace starts any empty foundation, all alike (T1), so the first.
   S2 (rank-only games) c is the last copy of its rank not yet on a foundation: every
      foundation takes each rank exactly once, so then k is the only foundation still
      needing it, and c is the only card that can fill that slot.
   S3 (Sir Tommy) every foundation still needing c's rank wants it now: they are all
      at the same level, so alike (T1); whichever of them c would go to in a winning
      line, swapping those two foundations' roles gives a line where c goes to k.
   A foundation play that is not safe is searched as a choice like any other (keeping
   the card can matter, e.g. in Calculation a card wanted by one foundation now may be
   needed by another later, while the stock brings another copy in time).

D1 Dead-position test.  Relax the game: every card still in the stock is in hand and
   playable at any time, and a waste card can be taken once every card above it has
   a rank some foundation will want at some point (ignoring that one card cannot serve
   two foundations, and the order in which foundations advance).  Compute how far each
   foundation could then get by a fixpoint: a foundation advances while some
   reachable card has the rank it wants next.  Any real line is a line of the relaxed
   game, so if some foundation cannot be completed even there, the position is dead.
   This catches the classic deadlocks: all remaining copies of a wanted rank buried
   under cards that only that foundation (or another blocked one) could take later.

D2 Too many waiting cards (Strategy).  In Strategy each card has exactly one place:
   the foundation of its suit, right after the card one rank lower.  So a card cannot
   reach its foundation before the turn at which the last card of its chain from the
   foundation's top comes out of the stock (``e`` in the code).  A card b turned before
   that turn must be parked on a waste pile.  A waiting card of the same suit and a
   lower rank must reach the foundation before b, so b can never lie above it: b needs
   a pile holding none of them.  Take, when b is turned, the cards of b's suit still
   off their foundation (they can be nowhere but on waste piles): cards already on
   distinct piles, then cards that came out of the stock in rising order of rank.  Any
   such chain needs as many distinct piles as it has cards, b included; if one needs
   more piles than the game has, no line wins.  (In Strategy with four piles this
   proves about 86 of deals 1..100 lost before any move; with three piles all 100.)

D3 Pile chains (Sir Tommy, any number of piles).  A waste card leaves its pile only to
   a foundation, and only once every card above it has left; each foundation takes
   exactly one card of each rank, A to K in order.  Let x lie above y on one pile with
   rank(x) >= rank(y).  x leaves first; when it goes to foundation f, f's level becomes
   rank(x) >= rank(y), so f already holds its card of y's rank (or x is it) and can
   never take y: x and y need different foundations.  So the cards of a *chain*, a
   subsequence of one pile non-decreasing in rank from the bottom up (any two of its
   cards are such a pair), need pairwise distinct foundations, each still below the
   card's rank.  The foundations below rank r are those not holding an r: 4 - onf[r]
   of them, and they are nested (a foundation below r is below every higher rank).  So
   with the chain's ranks a_1 <= ... <= a_m from the bottom up, distinct foundations
   exist if and only if i <= 4 - onf[a_i] for every i (Hall's condition for nested
   sets).  If some chain breaks it, no line wins; it is enough to know, for each card,
   the longest chain whose top it is (a small dynamic programme per pile).  Every real
   line keeps the piles' order, so the test ignores the stock and the other piles and
   is still sound.  Used three ways: as a dead-position test with D1; as a move filter
   in the complete search (the turned card is never parked where its pile then fails
   the test: that child is dead, so the parent's record as dead stays a proof: every
   child was searched or proved dead); and in the probes (a nested level never tries a
   pile that fails, and a line ends where it would have to park a card on one; it
   then scores as a greedy rollout from there.  Lines end sooner, so the deep levels
   finish sooner; this only steers the probes, which prove nothing).  Tested against the plain exhaustive search on late positions and on
   positions built by hand.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field

from ..engine import GameState, Move
from ..engine import Variant as _Variant
from . import sat
from .encoding import encode, to_engine_move
from .probe import TIEBREAKS, Probe
from .search import Aborted, Options, _Search

WON, LOST, UNKNOWN = "won", "lost", "unknown"

__all__ = [
    "LOST", "UNKNOWN", "WON", "Options", "SolveResult", "WinnableDeal", "daily_deal", "find_winnable", "solve",
    "solve_deal",
]


@dataclass
class SolveResult:
    verdict: str                      # "won" | "lost" | "unknown"
    moves: list[Move] | None = None   # the winning line from the given position (won only)
    nodes: int = 0
    seconds: float = 0.0
    reason: str = ""                  # why unknown: "node budget spent", "cancelled", ...
    extra: dict = field(default_factory=dict)

    @property
    def decided(self) -> bool:
        return self.verdict != UNKNOWN

    def to_json(self) -> dict:
        return {
            "verdict": self.verdict,
            "moves": [str(m) for m in self.moves] if self.moves is not None else None,
            "nodes": self.nodes,
            "seconds": round(self.seconds, 4),
        }


def solve(
    state: GameState,
    *,
    max_nodes: int | None = None,
    max_seconds: float | None = None,
    cancel: threading.Event | None = None,
    options: Options | None = None,
    clock=time.perf_counter,
) -> SolveResult:
    """Solve ``state``: won (with the line), lost (proved) or unknown (budget spent).

    ``clock`` measures ``max_seconds`` and the seconds reported: wall-clock time by
    default; ``time.process_time`` makes a benchmark independent of other processes."""
    start = clock()
    if state.is_won:
        return SolveResult(WON, [], 0, 0.0)
    deadline = start + max_seconds if max_seconds is not None else None
    options = options or Options()
    enc = encode(state)
    nodes = 0
    dead: set = set()

    def complete_search(node_cap):
        """The complete search, sharing the table of proved-dead positions between
        phases; (True/False, search) or raises Aborted."""
        nonlocal nodes
        cap = None if max_nodes is None else \
            max_nodes - nodes - (probe.nodes if probe else 0) - (other.nodes if other is not None else 0)
        if node_cap is not None:
            cap = node_cap if cap is None else min(cap, node_cap)
        search = _Search(enc, options, cap, deadline, cancel)
        search.clock = clock
        search.dead = dead
        try:
            return search.dfs(), search
        finally:
            nodes += search.nodes

    probe = Probe(enc, deadline, cancel, max_nodes) if options.probe_levels else None
    other = None  # the further probes (PROBE_KINDS), counted together
    if probe is not None:
        probe.clock = clock
        probe.width = options.width_for(enc.game)
        probe.chains = probe.chains and options.probe_chains
    levels = list(options.probe_levels)
    try:
        if options.dead_test and _Search(enc, options, None, None, None).is_dead():
            return SolveResult(LOST, None, 1, clock() - start)
        # Cheap probes first, then a short complete search (it settles late-game and
        # clearly lost positions), then the deeper probes, then the complete search.
        while levels and levels[0] <= 2:
            score, line = probe.nested(levels.pop(0))
            if score == 52:
                return _won(state, line, nodes + probe.nodes, start, clock)
        try:
            won, search = complete_search(SHORT_SEARCH_NODES if levels else None)
            return _finish(state, won, search, nodes + (probe.nodes if probe else 0), start, clock)
        except Aborted as e:
            if str(e) != "node budget spent" or max_nodes is not None and nodes + probe.nodes >= max_nodes:
                raise
        if options.sat and sat.available():  # phase 3b (sat.py)
            found, line, conflicts = sat.sat_solve(enc, deadline=deadline, clock=clock, cancel=cancel, max_conflicts=None
                                                   if max_nodes is None else max_nodes - nodes - probe.nodes)
            nodes += conflicts  # a conflict counts as a node
            if found:
                return _won(state, line, nodes + probe.nodes, start, clock)
            if found is not None:
                return SolveResult(LOST, None, nodes + probe.nodes, clock() - start)
        # Further probes with other placement rules find other wins (measured on the
        # deals undecided in 10 s); they take turns with the first, level by level.
        kinds = PROBE_KINDS.get(enc.game, ())

        def make_probe(kind):
            """A further probe of ``kinds[kind]``."""
            latest, same, *width = kinds[kind]
            p = Probe(enc, deadline, cancel, max_nodes, latest=latest)
            p.clock = clock
            # a kind's own widths, unless the caller chose widths
            p.width = dict(width[0]) if width and options.probe_width is None else options.width_for(enc.game)
            p.same_rank_score = same
            p.chains = p.chains and options.probe_chains
            return p

        others = [make_probe(kind) for kind in range(len(kinds))]
        if others:
            other = _Group(list(others))  # (and the tie-break probes below, once made)
        tiebreaks = TIEBREAK_PROBES.get(enc.game)

        def tiebreak_probes(level):
            """Probes that break ties by the piles (``Probe.tiebreak``): levels 1 up to
            ``level``, each cut after a number of nodes; a won result or None."""
            for kind, name in tiebreaks[4]:
                if kind:
                    p = make_probe(kind - 1)
                else:  # the first probe's kind
                    p = Probe(enc, deadline, cancel, max_nodes)
                    p.clock = clock
                    p.width = options.width_for(enc.game)
                    p.chains = p.chains and options.probe_chains
                if options.probe_width is None:
                    p.width = dict(tiebreaks[3])
                p.tiebreak = TIEBREAKS[name]
                other.probes.append(p)
                used = nodes + probe.nodes + other.nodes
                p.max_nodes = tiebreaks[2] if max_nodes is None else min(tiebreaks[2], max_nodes - used)
                try:
                    for sub in range(1, level + 1):
                        score, line = p.nested(sub)
                        if score == 52:
                            return _won(state, line, used + p.nodes, start, clock)
                except Aborted as e:
                    if str(e) != "node budget spent" or max_nodes is not None and used + p.nodes >= max_nodes:
                        raise
                p.release()  # done: its memory freed
            return None

        for level in levels:
            order = others + [probe] if level in OTHERS_FIRST.get(enc.game, ()) else [probe] + others
            everyone = [probe] + others
            # (probe, node cap of this turn or None): with a slice, the others take a
            # first turn of that many nodes before the order above (a level cut short
            # resumes in its own turn; its caches make the replay cheap)
            turns = [(everyone[k], cap) for k, cap in SLICES.get(enc.game, {}).get(level, ())] \
                + [(p, None) for p in order]
            if tiebreaks is not None and level == tiebreaks[0]:
                turns.insert(tiebreaks[1], (None, None))  # the tie-break probes' turn
            for p, cap in turns:
                if p is None:
                    result = tiebreak_probes(tiebreaks[0] - 1)
                    if result is not None:
                        return result
                    continue
                used = nodes + probe.nodes + (other.nodes if other is not None else 0)
                p.max_nodes = None if max_nodes is None else p.nodes + max_nodes - used
                if cap is not None:
                    p.max_nodes = p.nodes + cap if p.max_nodes is None else min(p.max_nodes, p.nodes + cap)
                before = p.nodes
                try:
                    score, line = p.nested(level)
                except Aborted as e:
                    if cap is None or str(e) != "node budget spent" or \
                            max_nodes is not None and used + p.nodes - before >= max_nodes:
                        raise
                    continue  # the slice is spent, not the budget
                if score == 52:
                    return _won(state, line, used + p.nodes - before, start, clock)
        won, search = complete_search(None)
        return _finish(state, won, search, nodes + probe.nodes + (other.nodes if other is not None else 0),
                       start, clock)
    except Aborted as e:
        total = nodes + (probe.nodes if probe else 0) + (other.nodes if other is not None else 0)
        return SolveResult(UNKNOWN, None, total, clock() - start, str(e))


SHORT_SEARCH_NODES = 3000

# Sir Tommy's second probe tries every pile at levels 2 and 3 (measured on the 25 deals
# undecided in 10 s: its level 3 then wins 5 of them in 1-4 s)
TOMMY_SECOND_WIDTH = {2: 4, 3: 4, 4: 3, 5: 3}

# The further probes that take turns with the first at levels 3-5, as (latest,
# same_rank_score): rate a card by the foundation needing it last (else first); the
# score of parking a card on one of its own rank (0: as good as a perfect fit).
PROBE_KINDS = {"calculation": ((True, 0), (False, 0), (False, 15)),
               "sir-tommy": ((True, 15, TOMMY_SECOND_WIDTH),)}
# The levels at which the further probes go before the first (Sir Tommy: its second
# probe's level 3 finds many wins sooner; the first's level 4 still comes first)
OTHERS_FIRST = {"sir-tommy": (3,)}
# Turns cut after a number of nodes before the order above, per level, as (probe,
# node cap): probe 0 the first, 1 the second.  Sir Tommy level 4: the second probe
# wins 372 398 622 762 120 within 61k-166k of its nodes, the first 940 583 640 within
# 177k-318k of its nodes and 42 after 561k, which the second wins after 347k (measured;
# before, the second's level 4 began only when the first's had finished, 10-20 s in).
# The caps are tuned to those deals (120 needs 166.4k, 583 317.8k, 640 315.8k): a few
# thousand nodes less for the others, e.g. 42, which ended 7k nodes short of 10 s.
SLICES = {"sir-tommy": {4: ((1, 167_000), (0, 320_000), (1, 180_000))}}
# Probes that break ties among lines by the piles they end with (``Probe.tiebreak``,
# ``probe.TIEBREAKS``), levels 1 to L-1 each, cut after a number of nodes, as (L, after
# how many of level L's turns, node cap of each, their widths (unless the caller chose
# widths), ((kind, tie-break), ...)); kind 0: the first probe's, k: ``PROBE_KINDS``'
# k-th.  Sir Tommy: every tie-break with each of the two kinds, two piles a step at
# levels 2 and 3 (~15-65k nodes each on the hard deals, ~2.5 times fewer than three).
# Measured without the SAT phase, 10 s CPU: deals 1..1000 991 decided (989 without
# them), 1001..2000 989 (986); 3 piles 1..50 31 (32).
TIEBREAK_PROBES = {"sir-tommy": (4, 1, 60_000, {2: 2, 3: 2},
                                 tuple((kind, name) for name in ("blocks", "inversions", "rises") for kind in (0, 1)))}


class _Group:
    """Node count of several probes."""

    def __init__(self, probes):
        self.probes = probes

    @property
    def nodes(self):
        return sum(p.nodes for p in self.probes)


def _finish(state, won, search, nodes, start, clock) -> SolveResult:
    if won:
        return _won(state, search.line, nodes, start, clock)
    return SolveResult(LOST, None, nodes, clock() - start)


def _won(state: GameState, line, nodes: int, start: float, clock=time.perf_counter) -> SolveResult:
    """The result for a winning line, replayed through the engine first (a line that
    does not win there is a solver bug, never an answer)."""
    moves = [to_engine_move(m) for m in line]
    check = state
    for move in moves:
        check = check.apply(move)
    if not check.is_won:  # pragma: no cover - would be a solver bug
        raise AssertionError("the solver's winning line does not win")
    return SolveResult(WON, moves, nodes, clock() - start)


def solve_deal(variant: _Variant, deal: int, **budget) -> SolveResult:
    from ..engine import deal_deck

    return solve(GameState.new(variant, deal_deck(deal)), **budget)


from .deals import WinnableDeal, daily_deal, find_winnable  # noqa: E402  (uses solve)
