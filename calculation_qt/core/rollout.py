"""Playing a position on to its end: functions that a caller owns by composition (it
passes the position and, where it has one, its choice of pile), not by inheritance.

``play_out(p, choose=None)``: the known face (the whole stock in order) played to the
end: waste tops home (``settle(GREEDY)``), the turned card to a foundation that takes
it, else to the pile ``choose(p)`` names (default: the best by ``placement.ranked``).
``play_order(p, order, ...)``: the players' face played with a given order of the
unseen cards, the same way.  Both change ``p`` in place (its ``line`` records the
moves) and return the cards home.
"""

from __future__ import annotations

from . import placement
from .position import GREEDY, S2F, S2W, move


def best_pile(p) -> int:
    """The waste pile the parking score ranks best for the turned card."""
    return placement.ranked(p, p.turned, 15 if p.layout.distinct else None)[0]


def place_turned(p, choose=None) -> None:
    """The turned card to the first foundation that takes it, else to a waste pile."""
    targets = p.targets(p.turned, True)
    if targets:
        p.apply(move(S2F, 0, targets[0]))
    else:
        p.apply(move(S2W, 0, (choose or best_pile)(p)))


def play_out(p, choose=None, limit: int = -1) -> int:
    """Play the known face on to its end (at most ``limit`` cards placed, -1: all)."""
    while limit and p.turned:
        p.settle(GREEDY)
        place_turned(p, choose)
        limit -= 1
    p.settle(GREEDY)
    return p.home


def play_order(p, order, choose=None) -> int:
    """Play the players' face on, the unseen cards turned in ``order``."""
    for t in list(order) + [0]:
        if p.turned:
            p.settle(GREEDY)
            place_turned(p, choose)
        if t:
            p.turn(t)
    p.settle(GREEDY)
    return p.home
