"""The fair winning chance of a position and of each move from it.

What a player sees goes in and nothing more: the rating's ``Board`` holds the
foundations, the waste piles, the turned card and the *multiset* of unseen cards, never
their order.  Every distinct legal move (moves leading to the same position up to the
order of the waste piles count once) is played out to the end by the advisor's playout
rating over the same random orders of the unseen cards (common random numbers, as in
``rating.advisor``); a move's chance is the share of those orders it wins.  The
position's chance is its best move's.

Noise.  For two moves the per-order outcomes pair up; their difference d (each -1, 0
or 1) has a standard error ``sqrt(var(d) / n)`` over n orders.  A move counts as worse
than another only when the chance it loses exceeds ``NOISE_Z`` (3) such standard
errors.  From ``FIRST_PRUNE`` samples on, a candidate is dropped from sampling when it
falls that far behind the leader or is not ahead of the played move (the leader and the
played move are never dropped), so the budget goes to the moves that may be better than
the one played.

Deterministic: the orders come from a generator seeded by the seed and the position
alone, and the number of orders is fixed (no time budget).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine import GameState, Move
from ..rating.advisor import Advisor, Cancelled
from ..rating.board import Board
from ..rating.heuristic import play_out
from ..rating.model import board_of, from_move

NOISE_Z = 3.0    # standard errors a loss of chance must exceed to count as a mistake
FIRST_PRUNE = 32  # samples before any candidate is dropped
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


def _after(p: Board, state: GameState, move: Move) -> Board:
    """The rating's board after ``move``, without turning the next card."""
    source, target = from_move(p, state, move)
    q = p.copy()
    if source < 0:
        q.place(target)
    else:
        q.play_top(source, target)  # a waste top goes to a foundation only
    return q


def _key(q: Board) -> tuple:
    return tuple(q.foundation_counts()), tuple(sorted(tuple(w) for w in q.piles())), q.turned


def candidates(state: GameState, p: Board, played: Move | None) -> tuple[list, list, int | None]:
    """(moves, positions, index of the played move) over the distinct legal moves."""
    moves, starts, keys = [], [], []
    for move in state.legal_moves():
        q = _after(p, state, move)
        k = _key(q)
        if k not in keys:
            keys.append(k)
            moves.append(move)
            starts.append(q)
    played_i = None
    if played is not None:
        k = _key(_after(p, state, played))
        played_i = keys.index(k)
    return moves, starts, played_i


def _settled(alive: list, wins: list) -> bool:
    """Every sample so far was lost by every live candidate (or won by every one): the
    chance is near 0 (or 1) whatever is played, and more samples would not tell the
    candidates apart."""
    total = sum(sum(wins[i]) for i in alive)
    return total == 0 or total == len(alive) * len(wins[alive[0]])


def _paired_se(a: list, b: list) -> float:
    n = len(a)
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / n
    var = max(sum(d * d for d in diffs) / n - mean * mean, 0.0)
    return (var / n) ** 0.5


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
        p = board_of(state)
        moves, starts, played_i = candidates(state, p, played)
        if not moves:  # blocked
            return Judgement(0.0, None, 0.0, 0.0, 0)
        unseen = [t for t, n in enumerate(p.unseen_counts()) for _ in range(n)]
        # with at most one unseen card every order is the same: one sample says all
        n_max = self.samples if len(unseen) > 1 else 1
        rng = random.Random(repr((self.seed, _key(p))))
        wins: list[list[int]] = [[] for _ in moves]
        alive = list(range(len(moves)))
        n = 0
        while n < n_max:
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            order = unseen[:]
            rng.shuffle(order)
            for i in alive:
                wins[i].append(1 if play_out(self.rater, starts[i].copy(), order) else 0)
            n += 1
            if n % BATCH == 0:
                if _settled(alive, wins):
                    break
                if n >= FIRST_PRUNE:
                    alive = self._prune(alive, wins, played_i)
        lead = max(alive, key=lambda i: (sum(wins[i]), i == played_i, -i))
        chance = sum(wins[lead]) / n
        if played_i is None:
            return Judgement(chance, moves[lead], chance, 0.0, n)
        played_chance = sum(wins[played_i]) / n
        noise = NOISE_Z * _paired_se(wins[lead], wins[played_i])
        return Judgement(chance, moves[lead], played_chance, noise, n)

    @staticmethod
    def _prune(alive: list, wins: list, played: int | None) -> list:
        """Keep the leader and the played move; drop a candidate more than NOISE_Z
        paired standard errors behind the leader, or not ahead of the played move (it
        would hardly end far enough ahead of it to count: what matters is the best
        move and the played one)."""
        lead = max(alive, key=lambda i: sum(wins[i]))
        n = len(wins[lead])
        floor = sum(wins[played]) if played is not None else -1
        kept = []
        for i in alive:
            if i in (lead, played):
                kept.append(i)
                continue
            gap = (sum(wins[lead]) - sum(wins[i])) / n
            if sum(wins[i]) > floor and gap <= NOISE_Z * _paired_se(wins[lead], wins[i]):
                kept.append(i)
        return kept


def _judge_task(estimator: Estimator, task: tuple) -> Judgement:
    return estimator.judge(*task)


def judge_all(estimator: Estimator, tasks: list, jobs: int = 1, cancel=None, done=None) -> list[Judgement]:
    """``estimator.judge(state, played)`` for each (state, played) of ``tasks``, in
    ``jobs`` processes when more than one (each position's result depends on the seed
    and the position alone, so it is the same either way).  ``done(count)`` after each;
    a set ``cancel`` raises Cancelled (running workers finish their position, then stop)."""
    if jobs <= 1 or len(tasks) < 2:
        out = []
        for task in tasks:
            out.append(estimator.judge(*task, cancel=cancel))
            if done is not None:
                done(len(out))
        return out
    import multiprocessing
    import os
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    from ..workers import die_with_parent

    results: dict = {}
    # spawn: a fresh interpreter, safe to start from a program with threads (the window);
    # die_with_parent: a window killed mid-review leaves no worker behind
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn"),
                               initializer=die_with_parent, initargs=(os.getpid(),))
    try:
        pending = {pool.submit(_judge_task, estimator, task): i for i, task in enumerate(tasks)}
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
