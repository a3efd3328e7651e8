"""The advisor: slower and stronger than the rating, and still fair (never the stock order).

Where the rating's best places for the turned card are close, it plays each on over
random orders of the unseen cards, the same orders for every candidate (common random
numbers), and picks the most wins, then the most cards home; laggards are pruned
(``sampler.Sampler``).  With the second judge (``hindsight``) the playouts' share and
the hindsight share are added (the two judges win different deals).  The budget is a
sample count, so a decision is the same on any machine (an optional CPU-time cap and
``cancel``, an Event or callable, stop early).  Settings measured: docs/intelligence.md.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..core.bridge import internal_move, seen
from ..core.position import Position
from ..engine import GameState, Move, PileKind
from .heuristic import DEFAULT, STATIC, Rater
from .hindsight import Hindsight
from .sampler import Sampler
from .targets import from_move, place, to_move


@dataclass(frozen=True)
class Weighing:
    """``Advisor.weigh``: the advisor's next decision, judged."""

    first: Move | None       # a waste top to send home first, or None
    won: bool                # (no turned card left) whether the waste tops win
    moves: list              # the turned card's candidate moves (the played one last if apart)
    weighed: list            # their Weighed
    best: int                # the advisor's choice (-1: none)
    played: int | None


class Cancelled(Exception):
    """The advisor was asked to stop before it chose."""


@dataclass
class Advice:
    move: Move | None
    samples: int = 0                    # playouts per surviving candidate
    scores: dict | None = None          # str(move) -> win rate
    seconds: float = 0.0
    by_rating: bool = False             # the rating alone decided
    stopped: str = ""                   # why sampling stopped early ("same", "hopeless")
    weighed: list | None = None         # (target, Weighed) per candidate (both judges only)
    chosen: int = -1


@dataclass(frozen=True)
class Weighed:
    """What the two judges found for one candidate place (``chance``'s input)."""

    share: float        # share of the playouts won
    runs: int
    hindsight: float    # share of the hindsight orders won
    home: int           # cards home once the candidate is played


def _is_cancelled(cancel) -> bool:
    if cancel is None:
        return False
    is_set = getattr(cancel, "is_set", None)
    return bool(is_set() if is_set is not None else cancel())


class Advisor:
    """Monte Carlo over the unseen cards.  ``samples``: the budget per candidate;
    ``margin``: a lead of the rating's best beyond which ``guide`` decides alone;
    ``hindsight``: the second judge's orders (0: none)."""

    def __init__(self, samples: int = 400, seconds: float | None = None, candidates: int = 4,
                 margin: float = 25.0, seed: int = 0, batch: int = 8, playout: Rater = STATIC,
                 guide: Rater = DEFAULT, min_samples: int = 16, hopeless: int = 24,
                 clock=time.process_time, hindsight: int = 0):
        if samples < 1:
            raise ValueError("samples must be at least 1")
        self.samples = samples
        self.seconds = seconds
        self.candidates = candidates
        self.margin = margin
        self.seed = seed
        self.batch = batch
        self.playout = playout
        self.guide = guide
        self.min_samples = min_samples  # no early stop before
        self.hopeless = hopeless  # stop after this many samples if none was won (0: never)
        self.clock = clock
        self.judge = Hindsight(hindsight, seed=seed, clock=clock) if hindsight else None

    def advise(self, state: GameState, cancel=None) -> Advice:
        start = self.clock()
        b = seen(state)
        forced = self._forced(state, b)
        if forced is not None:
            forced.seconds = self.clock() - start
            return forced
        top = self._candidates(b)
        if len(top) == 1:
            return Advice(to_move(b, -1, self.guide.choose(b)), by_rating=True,
                          seconds=self.clock() - start)
        tally, n, stopped = self._sample(b, top, cancel, start)
        weighed = None
        if self.judge is not None:
            best, weighed = self._both_judges(b, top, tally, cancel, start)
        else:
            depth = [-1 if t < 4 else len(state.wastes[t - 4]) for t in top]  # cards the placing buries
            best = self._verdict(b, top, tally, stopped, depth)
        scores = {str(to_move(b, -1, t)): (tally.mean(i) if tally.runs[i] else None)
                  for i, t in enumerate(top)}
        return Advice(to_move(b, -1, top[best]), samples=n, scores=scores,
                      seconds=self.clock() - start, stopped=stopped, weighed=weighed, chosen=best)

    def choose(self, state: GameState, cancel=None) -> Move | None:
        return self.advise(state, cancel).move

    def estimates(self, state: GameState, samples: int | None = None, cancel=None) -> list[tuple[Move, float]]:
        """Every place for the turned card with its playouts' share won (no pruning, no
        early stop), best first."""
        b = seen(state)
        if not b.turned:
            return []
        targets = [t for t, _ in sorted(self.guide.options(b), key=lambda tv: -tv[1])]
        tally = Sampler(self._starts(b, targets), self.playout, self.seed, b)
        left = self.samples if samples is None else samples
        while left > 0:
            if _is_cancelled(cancel):
                raise Cancelled()
            count = min(self.batch, left)
            tally.run(list(range(len(targets))), count)
            left -= count
        rated = [(to_move(b, -1, t), tally.mean(i)) for i, t in enumerate(targets)]
        return sorted(rated, key=lambda mv: -mv[1])

    def weigh_alone(self, state: GameState, cancel=None) -> list:
        """Both judges on the rating's only place (``advise`` does not sample it), as ``Advice.weighed``."""
        b = seen(state)
        (t,) = self._candidates(b)
        tally = self._full(b, [t], cancel)
        shares, _home = self.judge.shares(b, [t], None, lambda: _is_cancelled(cancel))
        q = b.copy()
        place(q, t)
        return [(t, Weighed(tally.mean(0), tally.runs[0], shares[0], q.home))]

    def weigh(self, state: GameState, played: Move | None = None, cancel=None) -> Weighing:
        """Both judges on the next decision as ``advise`` makes it, ``played``'s place
        weighed too and never pruned.  Needs the second judge."""
        b = seen(state)
        settled = b.copy()
        homes: list = []
        self.guide.settle(settled, homes)
        first = to_move(b, *homes[0]) if homes else None
        if not settled.turned:  # the stock is used up: the waste tops decide
            return Weighing(first, settled.is_won(), [], [], -1, None)
        top = self._candidates(settled)
        extra, played_i = [], None
        if played is not None and played.source is PileKind.STOCK:
            target = from_move(state, played)[1]
            if homes:  # placed before the waste tops went home: a start of its own
                q = b.copy()
                q.apply(internal_move(state, played))
                extra, played_i = [q], len(top)
            else:  # the candidate it ties with (an empty pile stands for all), else its own
                keys = [q.key() for q in self._starts(settled, top)]
                q = settled.copy()
                place(q, target)
                if q.key() not in keys:
                    top.append(target)
                    keys.append(q.key())
                played_i = keys.index(q.key())
        starts = self._starts(settled, top) + extra
        start = self.clock()
        if len(starts) == 1:
            tally = self._full(settled, top, cancel)
        else:
            keep = () if played_i is None else (played_i,)
            tally = self._sample(settled, top, cancel, start, extra, keep)[0]
        deadline = None if self.seconds is None else start + self.seconds
        shares, home = self.judge.shares_from(settled, starts, deadline, lambda: _is_cancelled(cancel))
        if _is_cancelled(cancel):
            raise Cancelled()
        weighed = [Weighed(tally.mean(i), tally.runs[i], shares[i], q.home) for i, q in enumerate(starts)]
        best = max(range(len(top)), key=lambda i: (tally.mean(i) + shares[i], home[i], -i))
        moves = [to_move(settled, -1, t) for t in top] + [played] * len(extra)
        return Weighing(first, False, moves, weighed, best, played_i)

    def _full(self, b: Position, top: list[int], cancel=None) -> Sampler:
        """The whole budget for each of ``top``."""
        tally = Sampler(self._starts(b, top), self.playout, self.seed, b)
        left = self.samples
        while left > 0:
            if _is_cancelled(cancel):
                raise Cancelled()
            count = min(self.batch, left)
            tally.run(list(range(len(top))), count)
            left -= count
        return tally

    # -- the steps of a decision ------------------------------------------------------
    def _forced(self, state: GameState, b: Position) -> Advice | None:
        """A waste top that fits a foundation (played first), or no turned card."""
        moves: list = []
        self.guide.settle(b.copy(), moves)
        if moves:
            j, k = moves[0]
            return Advice(to_move(b, j, k), by_rating=True)
        if not b.turned:
            return Advice(None, by_rating=True)
        return None

    def _candidates(self, b: Position) -> list[int]:
        """The rating's best few places, those within ``margin`` of the best."""
        options = sorted(STATIC.options(b), key=lambda tv: -tv[1])[: self.candidates]
        return [t for t, v in options if options[0][1] - v <= self.margin]

    @staticmethod
    def _starts(b: Position, targets: list[int]) -> list[Position]:
        """Each candidate's position, the turned card placed."""
        starts = []
        for t in targets:
            q = b.copy()
            place(q, t)
            starts.append(q)
        return starts

    def _sample(self, b: Position, top: list[int], cancel, start: float, extra: list | None = None,
                keep=()) -> tuple[Sampler, int, str]:
        """Sample in batches until the budget, one candidate or an early stop.  ``extra``:
        more starts after the candidates'; ``keep``: never dropped."""
        starts = self._starts(b, top) + list(extra or ())
        tally = Sampler(starts, self.playout, self.seed, b)
        alive = list(range(len(starts)))
        deadline = None if self.seconds is None else start + self.seconds
        n = 0
        while n < self.samples and len(alive) > 1:
            if _is_cancelled(cancel):
                raise Cancelled()
            if deadline is not None and n and self.clock() > deadline:
                break
            count = min(self.batch, self.samples - n)
            tally.run(alive, count)
            n += count
            stopped = self._early_stop(tally, alive, n)
            if stopped:
                return tally, n, stopped
            alive = tally.prune(alive, keep)
        return tally, n, ""

    def _early_stop(self, tally: Sampler, alive: list[int], n: int) -> str:
        """"same": every sample ended alike for every candidate; "hopeless": none won; else ""."""
        if n < self.min_samples:
            return ""
        if not tally.differ:
            return "same"
        if self.hopeless and n >= self.hopeless and not any(tally.wins[i] for i in alive):
            return "hopeless"
        return ""

    def _both_judges(self, b: Position, top: list[int], tally: Sampler, cancel,
                     start: float) -> tuple[int, list]:
        """The most wins of both judges, then most cards home, then best rated; and each Weighed."""
        deadline = None if self.seconds is None else start + self.seconds
        shares, home = self.judge.shares(b, top, deadline, lambda: _is_cancelled(cancel))
        if _is_cancelled(cancel):
            raise Cancelled()
        best = max(range(len(top)), key=lambda i: (tally.mean(i) + shares[i], home[i], -i))
        homes = []
        for t in top:
            q = b.copy()
            place(q, t)
            homes.append(q.home)
        weighed = [(t, Weighed(tally.mean(i), tally.runs[i], shares[i], homes[i])) for i, t in enumerate(top)]
        return best, weighed

    def _verdict(self, b: Position, top: list[int], tally: Sampler, stopped: str, depth: list[int]) -> int:
        """The rating's choice where it hardly matters; when "hopeless", the one burying
        the fewest cards (``depth``; the cards home of lost samples are noise, and a buried
        card may be needed); else most wins, most cards home, the rating's, best rated."""
        guide_t = self.guide.choose(b)
        guide_i = top.index(guide_t) if guide_t in top else None
        alive = [i for i in range(len(top)) if tally.runs[i] == max(tally.runs)]
        if stopped == "same" and guide_i in alive:
            return guide_i
        if stopped == "hopeless":
            return min(alive, key=lambda i: (depth[i], i != guide_i, i))
        return max(alive, key=lambda i: (*tally.rank(i), i == guide_i, -i))
