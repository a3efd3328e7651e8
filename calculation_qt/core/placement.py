"""The one parking score: how well the turned card fits on a waste pile (lower is
better), read from a position's foundation levels.

A card's urgency (``Position.urgency``) is how many cards some foundation takes before
it.  On a pile whose top is needed later than the card (``d`` cards later) the card
fits with score ``d`` (0..12: the tightest fit first); an empty pile scores
``30 - min(u, 20)`` (18..30 for a card of urgency u: after every fit, the urgent cards
keeping the empty piles the longest); a card on its own rank, where two copies go to
different foundations at different times (``Layout.distinct``), scores ``same_rank``
(the search uses 15: a middling fit); a pile whose top is needed sooner than the card
scores ``60 - d`` (61 and up: buried, the worst).
"""

from __future__ import annotations

EMPTY = 30  # an empty pile scores EMPTY - min(u, 20)
BURY = 60  # a misfit scores BURY - d


def score(p, j: int, token: int, urgency: int, same_rank: int | None = None) -> int:
    """The score of parking ``token`` (of urgency ``urgency``) on waste pile j of ``p``."""
    top = p.top(j)
    if not top:
        return EMPTY - min(urgency, 20)
    if top == token and same_rank is not None:
        return same_rank
    d = p.urgency(top) - urgency
    return d if d >= 0 else BURY - d


def ranked(p, token: int, same_rank: int | None = None) -> list[int]:
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
