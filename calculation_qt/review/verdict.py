"""The clairvoyant verdict of a game: the last position (i = after i moves) from which a
win still existed.

Moves only go forward, so the winnable positions are a prefix 0..k (play the game to k,
then the winning line) and a binary search with ``solver.solve`` finds k.  An unknown
answer (budget ran out) proves nothing: the search tries the other positions between
the proved bounds, nearest the middle first.  A won answer also proves every position
its winning line shares with the game.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ..engine import GameState
from ..solver import LOST, WON, solve

MIN_PROBE_SECONDS = 0.05


@dataclass
class Verdict:
    last_winnable: int | None   # None: none proved
    first_lost: int | None
    moves: int                  # positions 0..moves
    unknown: list = field(default_factory=list)  # solves that ran out of budget

    @property
    def exact(self) -> bool:
        """Won, or the position after the last proved winnable one is proved lost."""
        if self.last_winnable == self.moves:
            return True
        lo = -1 if self.last_winnable is None else self.last_winnable
        return self.first_lost == lo + 1

    @property
    def lost_from_start(self) -> bool:
        return self.first_lost == 0


def find_last_winnable(states: list[GameState], moves: list, budget_seconds: float = 10.0,
                       cancel=None, clock=time.perf_counter) -> Verdict:
    """``states[i]`` follows ``moves[:i]``; each solve gets at most a quarter of the budget."""
    n = len(states) - 1
    deadline = clock() + budget_seconds
    if states[n].is_won:
        return Verdict(n, None, n)
    lo, hi = -1, n + 1          # proved winnable / proved lost bounds
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
    """The last position a winning line from position i proves winnable."""
    j = 0
    while i + j < len(moves) and i + j + 1 < hi and j < len(line) and moves[i + j] == line[j]:
        j += 1
    return i + j
