# The core's numbers, once (plain Python reads the same values from codes.py; a test
# checks that both agree).  Compiled modules cimport them: no import at run time.

cdef enum:
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


cdef inline int move(int kind, int source, int target) noexcept nogil:
    return kind | source << 2 | target << 5


cdef inline int kind_of(int m) noexcept nogil:
    return m & 3


cdef inline int source_of(int m) noexcept nogil:
    return (m >> 2) & 7


cdef inline int target_of(int m) noexcept nogil:
    return m >> 5
