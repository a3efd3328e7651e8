"""The fair winning chance of a position and of each move from it.

What a player sees goes in and nothing more: the players' face of ``core.Position``
holds the foundations, the waste piles, the turned card and the *multiset* of unseen cards, never
their order.  Every distinct legal move (moves leading to the same position up to the
order of the waste piles count once) is played out to the end by the advisor's playout
rating over the same random orders of the unseen cards (common random numbers, as in
``rating.advisor``); a move's chance is the share of those orders it wins.  The
position's chance is its best move's.

The samples come from the fair players' one sampler (``rating.sampler.Sampler``): its
random orders, its playouts and its rule for dropping a candidate that falls clearly
behind the leader (the played move is never dropped), so the budget goes to the moves
that may be better than the one played.

Noise.  For two moves the per-order outcomes pair up; their difference d (each -1, 0
or 1) has a standard error ``sqrt(var(d) / n)`` over n orders.  A move counts as worse
than another only when the chance it loses exceeds ``NOISE_Z`` (3) such standard
errors.

Deterministic: the orders come from a generator seeded by the seed and the position
alone, and the number of orders is fixed (no time budget).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.bridge import internal_move, seen
from ..core.position import Position
from ..engine import GameState, Move
from ..rating.advisor import Advisor, Cancelled
from ..rating.sampler import Sampler

NOISE_Z = 3.0    # standard errors a loss of chance must exceed to count as a mistake
BATCH = 16        # samples between pruning rounds


@dataclass(frozen=True)
class Judgement:
    """The chances at one position: the best move, the played move, and the noise of
    the difference between them (in chance, 0..1)."""

    chance: float            # the position's chance: its best move's
    best: Move | None        # None when no move is left
    played_chance: float     # the played move's chance (== chance when none was played)
    noise: float             # NOISE_Z standard errors of chance - played_chance
    samples: int             # orders of the unseen cards sampled

    @property
    def lost(self) -> float:
        return self.chance - self.played_chance

    @property
    def is_mistake(self) -> bool:
        return self.lost > self.noise


def _after(p: Position, state: GameState, move: Move) -> Position:
    """The players' position after ``move``, without turning the next card."""
    q = p.copy()
    q.apply(internal_move(state, move))
    return q


def candidates(state: GameState, p: Position, played: Move | None) -> tuple[list, list, int | None]:
    """(moves, positions, index of the played move) over the distinct legal moves."""
    moves, starts, keys = [], [], []
    for move in state.legal_moves():
        q = _after(p, state, move)
        k = q.key()
        if k not in keys:
            keys.append(k)
            moves.append(move)
            starts.append(q)
    played_i = None
    if played is not None:
        k = _after(p, state, played).key()
        played_i = keys.index(k)
    return moves, starts, played_i


def _settled(alive: list, sampler: Sampler) -> bool:
    """Every sample so far was lost by every live candidate (or won by every one): the
    chance is near 0 (or 1) whatever is played, and more samples would not tell the
    candidates apart."""
    total = sum(sampler.wins[i] for i in alive)
    return total == 0 or total == sum(sampler.runs[i] for i in alive)


class Estimator:
    """``judge(state, played)``: the chances of ``state``'s moves over ``samples``
    orders of the unseen cards, played out with the advisor's playout rating."""

    def __init__(self, samples: int = 100, seed: int = 0):
        if samples < 1:
            raise ValueError("samples must be at least 1")
        self.samples = samples
        self.seed = seed
        self.rater = Advisor(seed=seed).playout  # the advisor's own playout rating

    def judge(self, state: GameState, played: Move | None = None, cancel=None) -> Judgement:
        if state.is_won:
            return Judgement(1.0, None, 1.0, 0.0, 0)
        p = seen(state)
        moves, starts, played_i = candidates(state, p, played)
        if not moves:  # blocked
            return Judgement(0.0, None, 0.0, 0.0, 0)
        # with at most one unseen card every order is the same: one sample says all
        n_max = self.samples if sum(p.unseen_counts()) > 1 else 1
        sampler = Sampler(starts, self.rater, self.seed, p, paired=True)
        alive = list(range(len(moves)))
        n = 0
        while n < n_max:
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            count = min(BATCH, n_max - n)
            sampler.run(alive, count)
            n += count
            if n < n_max:
                if _settled(alive, sampler):
                    break
                alive = sampler.prune(alive, keep=() if played_i is None else (played_i,))
        wins = sampler.wins
        lead = max(alive, key=lambda i: (wins[i], i == played_i, -i))
        chance = wins[lead] / n
        if played_i is None:
            return Judgement(chance, moves[lead], chance, 0.0, n)
        played_chance = wins[played_i] / n
        noise = NOISE_Z * sampler.paired_se(lead, played_i)
        return Judgement(chance, moves[lead], played_chance, noise, n)


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
