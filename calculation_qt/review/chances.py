"""The advisor's calibrated chance at every position of a game, and of each move played.

``rating.chance.judge`` sees only what a player sees, never the stock's order.  A move is
a mistake when its chance falls short of the advisor's choice's by more than the noise
(``Judgement.is_mistake``, the one definition the whole review uses).  Deterministic:
seeded by seed and position, budget in samples, not time.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import GameState, Move
from ..rating.advisor import Cancelled
from ..rating.chance import NOISE_Z, Shortfall, judge
from ..rating.players import make_advisor

__all__ = ["NOISE_Z", "Estimator", "Judgement", "judge_all"]


@dataclass(frozen=True)
class Judgement(Shortfall):
    """The chances (0..1) of the advisor's move and the played move at one position."""

    chance: float
    best: Move | None        # None when no move is left
    played_chance: float     # == chance when it is the advisor's or not judged
    noise: float             # NOISE_Z standard errors of chance - played_chance
    samples: int             # playouts a candidate at most


class Estimator:
    """The advisor's chances; its own sample budget by default (the map is calibrated at it)."""

    def __init__(self, samples: int | None = None, seed: int = 0):
        if samples is not None and samples < 1:
            raise ValueError("samples must be at least 1")
        self.advisor = make_advisor("advisor", seed=seed, **({} if samples is None else {"samples": samples}))
        self.samples = self.advisor.samples
        self.seed = seed

    def judge(self, state: GameState, played: Move | None = None, cancel=None) -> Judgement:
        c = judge(self.advisor, state, played, cancel)
        return Judgement(c.chance, c.move, c.played_chance, c.noise, self.samples)


def _judge_task(estimator: Estimator, task: tuple) -> Judgement:
    return estimator.judge(*task)


def judge_all(estimator: Estimator, tasks: list, jobs: int = 1, cancel=None, done=None) -> list[Judgement]:
    """``estimator.judge`` for each (state, played), in ``jobs`` processes when more than one
    (same result either way: seeded per position).  A set ``cancel`` raises Cancelled."""
    if jobs > 1 and len(tasks) > 1:
        judged = _judge_in_workers(estimator, tasks, jobs, cancel, done)
        if judged is not None:
            return judged
    out = []
    for task in tasks:
        out.append(estimator.judge(*task, cancel=cancel))
        if done is not None:
            done(len(out))
    return out


def _judge_in_workers(estimator: Estimator, tasks: list, jobs: int, cancel, done) -> list[Judgement] | None:
    """``judge_all`` in worker processes; None where none can start safely."""
    import os
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    from ..workers import spawn_context, start_worker

    results: dict = {}
    # spawn: safe beside the window's threads; start_worker: no orphan if the window dies
    with spawn_context() as context:
        if context is None:
            return None
        pool = ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=start_worker,
                                   initargs=(os.getpid(),))
        try:
            pending = {pool.submit(_judge_task, estimator, task): i for i, task in enumerate(tasks)}
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise
    try:
        while pending:
            finished, _ = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            for future in finished:
                results[pending.pop(future)] = future.result()
                if done is not None:
                    done(len(results))
    finally:
        pool.shutdown(wait=False, cancel_futures=True)
    return [results[i] for i in range(len(tasks))]
