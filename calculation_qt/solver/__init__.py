"""A clairvoyant solver (it knows the stock's order): ``won`` with a winning line,
``lost`` (proved) or ``unknown`` (budget spent or cancelled).

Phases (``phases.py``) share one ``Budget``.  Only the dead tests, the complete search
and the SAT model prove a loss; every winning line is replayed through the engine.  Why
each prune is sound: docs/intelligence.md, "Why the solver's prunes are sound".
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
    moves: list[Move] | None = None   # won only
    nodes: int = 0
    seconds: float = 0.0
    reason: str = ""                  # why unknown
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
    """Solve ``state``; ``clock=time.process_time`` makes a benchmark independent of load."""
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
    """The result for a winning line, replayed through the engine first."""
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
