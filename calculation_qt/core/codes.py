"""The core's numbers and the move packing, for plain Python; compiled modules cimport
the same from ``codes.pxd``.  A move is one int: kind (2 bits), source pile (3 bits),
target (foundation or pile, 3 bits)."""

PILE = 52  # room for one waste pile in Position.waste (the piles of 52, flat)
MAXPILES = 8
W2F = 0  # move kinds: waste pile source's top -> foundation target
S2F = 1  # the turned card -> foundation target
S2W = 2  # the turned card -> waste pile target
SAFE = 0  # settle policies
GREEDY = 1
NOTHING = 0  # the token of no card (an empty pile's top, a complete foundation's want)
NEVER = 99  # the urgency of a card no foundation takes any more
NONE = -1  # no pile, no foundation, no place, no rule


def move(kind: int, source: int, target: int) -> int:
    return kind | source << 2 | target << 5


def kind_of(m: int) -> int:
    return m & 3


def source_of(m: int) -> int:
    return (m >> 2) & 7


def target_of(m: int) -> int:
    return m >> 5
