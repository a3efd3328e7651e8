"""The one parking score of the turned card on a waste pile, lower better (compiled
modules inline ``placement.pxd``'s copy): a top needed d >= 0 cards later scores d, an
empty pile after the fits (urgent cards first), a top needed sooner worst.
"""

from __future__ import annotations

from .codes import NONE

EMPTY = 30
BURY = 60
SAME_RANK = 15


def same_rank_score(layout) -> int:
    """SAME_RANK (a middling fit) where a rank's copies go home at different times."""
    return SAME_RANK if layout.distinct else NONE


def score(p, j: int, token: int, urgency: int, same_rank: int = NONE, empty: int = EMPTY) -> int:
    """The score of parking ``token`` on waste pile j."""
    top = p.top(j)
    if not top:
        return empty - min(urgency, 20)
    if top == token and same_rank != NONE:
        return same_rank
    d = p.urgency(top) - urgency
    return d if d >= 0 else BURY - d


def ranked(p, token: int, same_rank: int = NONE) -> list[int]:
    """The waste piles for ``token``, best first; one of identical piles with ``p.symmetry``."""
    urgency = p.urgency(token)
    seen = set()
    scored = []
    for j, pile in enumerate(p.piles()):
        if p.symmetry:
            pile = tuple(pile)
            if pile in seen:
                continue
            seen.add(pile)
        scored.append((score(p, j, token, urgency, same_rank), j))
    scored.sort()
    return [j for _, j in scored]
