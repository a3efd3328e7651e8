"""The one parking score of the turned card on a waste pile (lower is better; compiled
modules inline ``placement.pxd``'s copy).  With u the card's urgency
(``Position.urgency``): a pile whose top is needed d >= 0 cards later scores d; an
empty pile ``empty - min(u, 20)`` (after the fits, urgent cards first); a card on its
own rank ``same_rank`` (NONE: no such rule); a top needed sooner ``BURY - d``.
"""

from __future__ import annotations

from .codes import NONE

EMPTY = 30  # an empty pile scores EMPTY - min(u, 20) by default
BURY = 60  # a misfit scores BURY - d
SAME_RANK = 15  # a card on its own rank, where that rule holds (``same_rank_score``)


def same_rank_score(layout) -> int:
    """SAME_RANK where two copies of a rank go home at different times
    (``Layout.distinct``: a middling fit), else NONE."""
    return SAME_RANK if layout.distinct else NONE


def score(p, j: int, token: int, urgency: int, same_rank: int = NONE, empty: int = EMPTY) -> int:
    """The score of parking ``token`` (of urgency ``urgency``) on waste pile j of ``p``."""
    top = p.top(j)
    if not top:
        return empty - min(urgency, 20)
    if top == token and same_rank != NONE:
        return same_rank
    d = p.urgency(top) - urgency
    return d if d >= 0 else BURY - d


def ranked(p, token: int, same_rank: int = NONE) -> list[int]:
    """The waste piles for ``token``, best first (equal scores by pile order); with
    ``p.symmetry`` one of identical piles."""
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
