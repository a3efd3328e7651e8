"""Game review, no Qt: the advisor's fair chance after every move (``chances``), the
moves that lost the most of it, and the clairvoyant verdict (``verdict``), as one
``Review`` whose ``to_json()`` is what ``python -m calculation_qt.review --json`` prints.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import GameState, Move, Variant
from ..rating.advisor import Cancelled
from .chances import NOISE_Z, Estimator, Judgement, judge_all
from .verdict import Verdict, find_last_winnable

__all__ = ["NOISE_Z", "Cancelled", "Mistake", "Review", "replay_states", "review_game"]

DEFAULT_SAMPLES = 400  # the advisor's own budget: the chance is calibrated at it


@dataclass(frozen=True)
class Mistake:
    index: int               # the move's 0-based index: it was played from position `index`
    played: Move
    better: Move             # legal at position `index`
    chance_played: float
    chance_better: float

    @property
    def lost(self) -> float:
        return self.chance_better - self.chance_played

    def to_json(self) -> dict:
        return {"index": self.index, "played": str(self.played), "better": str(self.better),
                "chance_played": round(self.chance_played, 3), "chance_better": round(self.chance_better, 3)}


@dataclass
class Review:
    variant: Variant
    states: list[GameState]            # states[i]: the position after i moves
    moves: list[Move]
    judgements: list[Judgement]        # judgements[i]: the chances at position i
    verdict: Verdict
    samples: int
    seed: int
    mistakes: list[Mistake] = field(default_factory=list)

    @property
    def win_chance(self) -> list[float]:
        return [j.chance for j in self.judgements]

    def biggest_mistakes(self, count: int = 5) -> list[Mistake]:
        """The ``count`` mistakes that lost the most chance, in the order played."""
        chosen = sorted(self.mistakes, key=lambda m: (-m.lost, m.index))[:count]
        return sorted(chosen, key=lambda m: m.index)

    def to_json(self) -> dict:
        return {
            "moves": [str(m) for m in self.moves],
            "win_chance": [round(c, 3) for c in self.win_chance],
            "mistakes": [m.to_json() for m in self.mistakes],
            "last_winnable": self.verdict.last_winnable,
            "first_lost": self.verdict.first_lost,
            "unknown": self.verdict.unknown,
            "samples": self.samples,
            "seed": self.seed,
        }


def replay_states(variant: Variant, deck, moves: list[Move]) -> list[GameState]:
    """The positions after 0..n moves; IllegalMoveError names the first illegal move."""
    states = [GameState.new(variant, deck)]
    for move in moves:
        states.append(states[-1].apply(move))
    return states


def review_game(variant: Variant, deck, moves: list[Move], *, samples: int = DEFAULT_SAMPLES, seed: int = 0,
                budget_seconds: float = 10.0, jobs: int = 1, cancel: threading.Event | None = None,
                progress: Callable[[int, int], None] | None = None, clock=time.perf_counter) -> Review:
    """Review a game (``deck`` top first).  ``budget_seconds``: the verdict's solver time in
    all; ``progress(done, total)`` after each position (total counts the verdict as one);
    a set ``cancel`` raises ``Cancelled``."""
    states = replay_states(variant, deck, moves)
    total = len(states) + 1
    tasks = [(state, moves[i] if i < len(moves) else None) for i, state in enumerate(states)]
    judgements = judge_all(Estimator(samples, seed), tasks, jobs, cancel,
                           None if progress is None else lambda done: progress(done, total))
    verdict = find_last_winnable(states, moves, budget_seconds, cancel, clock)
    if cancel is not None and cancel.is_set():
        raise Cancelled()
    if progress is not None:
        progress(total, total)
    mistakes = [Mistake(i, moves[i], j.best, j.played_chance, j.chance)
                for i, j in enumerate(judgements[:-1]) if j.is_mistake]
    return Review(variant, states, list(moves), judgements, verdict, samples, seed, mistakes)
