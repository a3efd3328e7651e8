"""An independent referee of the solver's verdicts, sharing no code with the solver:
it plays the engine alone (``GameState.legal_moves`` / ``apply``).

- A won line is replayed move by move, each checked legal first, to a won game.
- A lost verdict is checked by an exhaustive search over the engine's own moves
  (``exhaustive``; positions already seen are skipped): if it finds a win, the verdict
  is contradicted.  It decides positions with a short stock; on longer ones it may give
  up (None), which contradicts nothing."""

from __future__ import annotations

from calculation_qt.engine import GameState


class GaveUp(Exception):
    """The exhaustive search reached its node cap."""


def replays_to_win(state: GameState, moves) -> bool:
    """True if ``moves``, each legal in turn, take ``state`` to a won game."""
    for move in moves:
        if not state.is_legal(move):
            return False
        state = state.apply(move)
    return state.is_won


def exhaustive(state: GameState, cap: int = 200_000):
    """A winning line of engine moves from ``state``, [] if none exists, or None if it
    gave up after ``cap`` positions."""
    seen: set = set()

    def search(s: GameState, line: list) -> bool:
        if s.is_won:
            return True
        if s in seen:
            return False
        seen.add(s)
        if len(seen) > cap:
            raise GaveUp
        for move in s.legal_moves():
            line.append(move)
            if search(s.apply(move), line):
                return True
            line.pop()
        return False

    line: list = []
    try:
        return line if search(state, line) else []
    except GaveUp:
        return None


def judge(state: GameState, result, cap: int = 20_000) -> str:
    """"" if the referee accepts ``result`` (a ``SolveResult`` for ``state``), else why not."""
    if result.verdict == "won":
        return "" if replays_to_win(state, result.moves) else "the winning line does not win in the engine"
    if result.moves is not None:
        return f"a {result.verdict} verdict with a line"
    if result.verdict == "lost":
        line = exhaustive(state, cap)
        if line:
            return "lost, but the exhaustive search of the engine's moves wins"
    return ""
