"""A clairvoyant solver: it knows the order of the stock and answers, from any position,
``won`` (with a complete winning line of engine moves), ``lost`` (proved: no line of
play wins) or ``unknown`` (the budget of nodes or seconds ran out, or it was cancelled).

How it searches
---------------
In phases (``phases.py``) over one ``Budget`` (nodes of every phase together, a deadline
and a cancel Event checked a few hundred times a second), all from the known face of
one ``core.Position`` (the stock in order): the dead test and the complete search
work on it, the SAT model reads it through ``reading.Reading``, and the probes take
its compact state (waste piles as ``bytes``, levels, the stock) for their rollouts and
caches.  Lines are ``core.position`` moves until ``core.bridge`` makes them engine
moves:

1. The dead-position tests D1-D3 (below) on the position itself: a lost verdict at once.
2. Nested rollouts (``probe.py``), levels 1 and 2: a greedy play that puts every card
   that fits on a foundation and parks the turned card on the waste pile whose top
   card is needed *later* than it (the tightest such fit; where suits are ignored a
   card is rated by the foundation that needs its rank last, since every foundation
   takes every rank once), searched one and two levels deep over the pile choices.
   They only find wins and prove nothing.
3. A short complete search (a few thousand nodes): settles late-game positions.
   3b. The exact SAT model of ``sat.py`` (python-sat's Glucose) with the rest of the
   budget: won with a line, or lost (proved).
4. Deeper nested rollouts, levels 3 to 5, trying only the best few pile choices at each
   deep level; further probes with other placement rules and, with alike foundations,
   probes that break ties by the piles take turns with the first level by level, some
   turns cut after a number of nodes (``schedule.py``; the measurements behind the
   schedule are in docs/intelligence.md).
5. The complete search until the budget ends: a depth-first search over the real
   moves, foundation plays first, then the waste piles in the rollout's order.  Every
   position whose subtree was searched completely without a win is remembered as dead
   in a table (shared with phase 3) and never searched again.  Only the dead tests,
   the complete search and the SAT model prove a loss.

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
   identical piles (e.g. empty ones) only the first is tried as a target.  With alike
   foundations (Sir Tommy: four of one rule, suits ignored) so the key sorts
   the foundation levels and a card wanted by several foundations (all at the same
   level, hence alike) is offered to the first only.  Where foundations follow
   suit (Strategy) a foundation is identified by its suit alone: the position's
   foundation slot s is the foundation of suit s, so the key lists the level of each
   suit, and an Ace has one place, its suit's slot (the line then puts it on the first
   empty engine foundation: empty foundations are alike).  The line found refers to
   real pile indices: the search never reorders piles, only the key does.

S1-S3 Safe moves, played without branching (``core.Position.is_safe``, which holds
   the proof): a foundation play of the last copy of its token off the foundations
   (S1 suited games, S2 the others), or, with alike foundations, of a card every
   foundation still needing its rank wants now (S3).  A foundation play that is not
   safe is searched as a choice like any other (keeping the card can matter, e.g. in
   Calculation a card wanted by one foundation now may be needed by another later,
   while the stock brings another copy in time).

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
   more piles than the game has, no line wins (it proves most Strategy deals lost
   before the first move: docs/intelligence.md).

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

D4 Cycles (foundations that wait for the stock, following suit: classic Strategy).
   While the stock lasts nothing leaves a waste pile, so a card can go up only after
   the cards lying on it and after its suit's lower ranks.  A cycle in these "before"
   relations never opens (piles only grow): dead; and so is a turned card (not an Ace)
   that closes one on every pile.  As a move filter, the complete search never parks a
   card where it closes a cycle (the child is dead).  Once the stock is out a position
   without a cycle is won, so D4 is exact there.  With waiting foundations the phases
   are the dead test, the short search, the SAT model (with one more clause family:
   no card goes up before the stock is out but a first card at its own turn) and the
   complete search; the probes are skipped (their greedy play lets waste tops go up at
   any time).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field

from ..core.bridge import engine_line
from ..engine import GameState, Move
from ..engine import Variant as _Variant
from .budget import Aborted, Budget
from .phases import LOST, WON, Phases
from .search import Options

UNKNOWN = "unknown"

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
    budget = Budget(max_nodes, deadline, cancel, clock)
    phases = Phases(state, options or Options(), budget)
    try:
        for phase in phases.all():
            outcome = phase()
            if outcome is None:
                continue
            verdict, line = outcome
            if phase == phases.dead_test:
                return SolveResult(LOST, None, 1, clock() - start)
            if verdict == WON:
                return _won(state, line, budget.used, start, clock)
            return SolveResult(LOST, None, budget.used, clock() - start)
    except Aborted as e:
        return SolveResult(UNKNOWN, None, budget.used, clock() - start, str(e))
    raise AssertionError("the complete search always decides")  # pragma: no cover


def _won(state: GameState, line, nodes: int, start: float, clock=time.perf_counter) -> SolveResult:
    """The result for a winning line, replayed through the engine first (a line that
    does not win there is a solver bug, never an answer)."""
    moves = engine_line(state, line)
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
