"""The core's numbers and move packing (kind 2 bits, source 3, target 3); ``codes.pxd``
is the compiled copy."""

PILE = 52  # one waste pile's room in Position.waste
MAXPILES = 8
W2F = 0  # move kinds: waste -> foundation
S2F = 1  # stock -> foundation
S2W = 2  # stock -> waste
SAFE = 0  # settle policies
GREEDY = 1
NOTHING = 0  # no card
NEVER = 99  # urgency of a card no foundation takes any more
NONE = -1


def move(kind: int, source: int, target: int) -> int:
    return kind | source << 2 | target << 5


def kind_of(m: int) -> int:
    return m & 3


def source_of(m: int) -> int:
    return (m >> 2) & 7


def target_of(m: int) -> int:
    return m >> 5
