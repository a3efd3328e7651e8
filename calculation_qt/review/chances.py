"""The advisor's chance at every position of a game, and of each move played.

``rating.chance.judge`` weighs a position as the advisor's next decision does (what a
player sees goes in, never the stock's order) and maps its judges' shares to the
advisor's calibrated chance of winning from there; the played move's place is weighed
beside the advisor's candidates.  A move is a mistake when its chance falls short of
the advisor's choice's by more than the estimate's noise (``Judgement.is_mistake``:
the one definition the review's headline, list and chart use).

Deterministic: the advisor's orders come from a generator seeded by the seed and the
position alone, and its budget is a number of samples (no time cap).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import GameState, Move
from ..rating.advisor import Cancelled
from ..rating.chance import NOISE_Z, judge
from ..rating.players import make_advisor

__all__ = ["NOISE_Z", "Estimator", "Judgement", "judge_all"]


@dataclass(frozen=True)
class Judgement:
    """The chances at one position: the advisor's best move, the played move, and the
    noise of the difference between them (in chance, 0..1)."""

    chance: float            # the position's chance: the advisor's (its choice's)
    best: Move | None        # the advisor's move here (None when no move is left)
    played_chance: float     # the played move's chance (== chance when it is the advisor's or not judged)
    noise: float             # NOISE_Z standard errors of chance - played_chance
    samples: int             # the advisor's playouts a candidate at most

    @property
    def lost(self) -> float:
        return self.chance - self.played_chance

    @property
    def is_mistake(self) -> bool:
        return self.lost > self.noise


class Estimator:
    """``judge(state, played)``: the advisor's chance at ``state`` and of ``played``,
    the advisor sampling ``samples`` orders a candidate at most (its own budget by
    default: the map is calibrated at it)."""

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
    """``estimator.judge(state, played)`` for each (state, played) of ``tasks``, in
    ``jobs`` processes when more than one (each position's result depends on the seed
    and the position alone, so it is the same either way).  ``done(count)`` after each;
    a set ``cancel`` raises Cancelled (running workers finish their position, then stop)."""
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
    """``judge_all`` in ``jobs`` worker processes; None where no worker can be started
    safely (``workers.spawn_context``)."""
    import os
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    from ..workers import spawn_context, start_worker

    results: dict = {}
    # spawn: a fresh interpreter, safe to start from a program with threads (the window),
    # never importing from the current folder (the workers start within the ``with``);
    # start_worker: a window killed mid-review leaves no worker behind
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
