"""The waste-pile rating: how good a position looks to a player.

Each waste card has a *need time*, when a foundation will want it (foundation k at
progress p takes its i-th card at ``i - alpha*p``); the copies of a value in sight share
the pending wants, the copy nearest a pile top the earliest.  A pile is good when each
card lies on one needed later, so it plays off from the top; a card on one needed
sooner blocks it.  Kings, wanted last, gather on a King pile; empty piles are kept.
The strongest term: cards still stuck if every unseen card came just in time
(``stuck_cards``, a greedy estimate); such a position is nearly always lost.  Code:
``rater``, ``measures``; weights: ``weights.W``.
"""

from __future__ import annotations

from .measures import stuck_cards_of
from .rater import Rater, play_out
from .weights import W

__all__ = ["DEFAULT", "STATIC", "Rater", "W", "play_out", "stuck_cards_of"]

DEFAULT = Rater(look=3, look_margin=30.0, deep_margin=1.0)
"""Click-to-play's rating: a one-card look-ahead for close calls, two for the closest."""

STATIC = Rater()
"""The position rating alone (fast: the advisor's playouts)."""
