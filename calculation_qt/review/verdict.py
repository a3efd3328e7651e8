"""The clairvoyant verdict of a game: the last position from which a win still existed.

Position i is the one after i moves.  The moves only go forward, so if position k is
winnable every earlier one is (play the game's moves up to k, then the winning line),
and if position j is lost every later one is.  The winnable positions are therefore a
prefix 0..k, and a binary search with the solver (``solver.solve``, which knows the
stock order) finds k.

The solver answers ``won``, ``lost`` (proved) or ``unknown`` (its budget ran out).  An
unknown position proves nothing either way: it is remembered and the search asks the
other untried positions between the proved bounds, nearest the middle first.  The
result is exact when the position after the last proved winnable one is proved lost
(``first_lost == last_winnable + 1``); otherwise the true point lies between the two.
A won verdict also proves the positions its winning line shares with the game: while
the game's next move is the line's next move, the position after it is winnable too.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ..engine import GameState
from ..solver import LOST, WON, solve

MIN_PROBE_SECONDS = 0.05


@dataclass
class Verdict:
    last_winnable: int | None   # largest position proved winnable (None: none proved)
    first_lost: int | None      # smallest position proved lost (None: none proved)
    moves: int                  # the game's moves: positions 0..moves
    unknown: list = field(default_factory=list)  # positions whose solve ran out of budget

    @property
    def exact(self) -> bool:
        """Whether the point is known: the game was won, or the position after the last
        proved winnable one (position 0 if none) is proved lost."""
        if self.last_winnable == self.moves:
            return True
        lo = -1 if self.last_winnable is None else self.last_winnable
        return self.first_lost == lo + 1

    @property
    def lost_from_start(self) -> bool:
        return self.first_lost == 0


def find_last_winnable(states: list[GameState], moves: list, budget_seconds: float = 10.0,
                       cancel=None, clock=time.perf_counter) -> Verdict:
    """``states[i]`` is the position after ``moves[:i]``.  The solver gets
    ``budget_seconds`` in all, each position at most a quarter of it (at least
    MIN_PROBE_SECONDS while any is left)."""
    n = len(states) - 1
    deadline = clock() + budget_seconds
    if states[n].is_won:
        return Verdict(n, None, n)
    lo, hi = -1, n + 1          # lo proved winnable (or -1), hi proved lost (or n + 1: none yet)
    if states[n].is_blocked:
        hi = n
    unknown: set[int] = set()
    while True:
        untried = [i for i in range(lo + 1, hi) if i not in unknown]
        if not untried:
            break
        left = deadline - clock()
        if left <= 0 or (cancel is not None and cancel.is_set()):
            break
        middle = (lo + hi) / 2
        i = min(untried, key=lambda j: (abs(j - middle), j))
        result = solve(states[i], max_seconds=max(min(left, budget_seconds / 4), MIN_PROBE_SECONDS),
                       cancel=cancel, clock=clock)
        if result.verdict == WON:
            lo = _follow(i, result.moves, moves, hi)
        elif result.verdict == LOST:
            hi = i
        else:
            unknown.add(i)
    return Verdict(None if lo < 0 else lo, None if hi > n else hi, n, sorted(j for j in unknown if lo < j < hi))


def _follow(i: int, line: list, moves: list, hi: int) -> int:
    """The last position proved winnable by a winning line from position i: the game
    stays on the line while its moves are the line's."""
    j = 0
    while i + j < len(moves) and i + j + 1 < hi and j < len(line) and moves[i + j] == line[j]:
        j += 1
    return i + j
