"""The waste-pile rating: how good a position looks to a player, and the placement of
the turned card it leads to.

The core notion is the *need time* of each card on a waste pile: when a foundation
will want it.  Foundation k at position p takes its i-th card at time ``i - alpha*p``
(alpha < 1: a foundation that lags behind is expected to catch up).  Where suits do not
matter the four copies of a value are interchangeable, so the copies in sight share
out the foundations' pending wants in order: the copy nearest a pile top gets the
earliest want, the next copy the next one, and so on ("where the other copies of its
rank lie").  A waste pile is good when every card lies on a card needed later than
itself, so the pile plays off from the top; a card on a card needed *sooner* blocks
it, the more the sooner that card is needed.  A card on the card needed right after
it is a run (it plays off in one go).  Kings are wanted last on every foundation, so
they gather on a King pile (King on King costs nothing).  Empty piles are kept while
possible.  Cards on foundations count, so a foundation play usually wins, but not when
it leaves the waste piles worse than another choice.

The strongest term: cards that stay locked on the piles even if every unseen card came
just when a foundation wants it (``stuck_cards``, a greedy play-off, so an estimate
rather than a proof); such a position is nearly always lost.  The same count with one
or two copies fewer of each unseen value measures how close a position is to that.

The code is in ``rater`` and ``measures`` (compiled where a C compiler is) on a
``core.Position``; ``weights.W`` holds the weights.
"""

from __future__ import annotations

from .measures import stuck_cards_of
from .rater import Rater, play_out
from .weights import W

__all__ = ["DEFAULT", "STATIC", "Rater", "W", "play_out", "stuck_cards_of"]

DEFAULT = Rater(look=3, look_margin=30.0, deep_margin=1.0)
"""The rating of click-to-play: the position rating with a one-card look-ahead for close
calls, two cards for the closest (not where foundations follow suit: 52 tokens)."""

STATIC = Rater()
"""The position rating alone (fast: the advisor's playouts use it)."""
