"""The one parking score: how well the turned card fits on a waste pile (lower is
better), read from a position's foundation levels.  Compiled modules cimport the same
function inlined from ``placement.pxd``; a test keeps both alike.

A card's urgency (``Position.urgency``) is how many cards some foundation takes before
it.  On a pile whose top is needed ``d`` cards later than the card it fits with score
``d`` (0..12, the tightest first); an empty pile scores ``empty - min(u, 20)`` (after
every fit; the urgent cards keep the empty piles the longest); a card on its own rank
scores ``same_rank`` where the caller has such a rule (NONE: none); a pile whose top is
needed sooner scores ``BURY - d`` (buried, the worst).
"""

from __future__ import annotations

from .codes import NONE

EMPTY = 30  # an empty pile scores EMPTY - min(u, 20) by default
BURY = 60  # a misfit scores BURY - d
SAME_RANK = 15  # a card on its own rank, where that rule holds (``same_rank_score``)


def same_rank_score(layout) -> int:
    """The score of a card on its own rank: SAME_RANK where two copies of a rank go to
    different foundations at different times (``Layout.distinct``: a middling fit),
    else NONE (no such rule)."""
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
