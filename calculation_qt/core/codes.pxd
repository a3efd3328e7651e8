# The core's numbers for compiled modules (cimported: no import at run time); their
# meanings and the plain-Python copy: codes.py (tests/core/test_codes.py keeps both alike).

cdef enum:
    PILE = 52
    MAXPILES = 8
    W2F = 0
    S2F = 1
    S2W = 2
    SAFE = 0
    GREEDY = 1
    NOTHING = 0
    NEVER = 99
    NONE = -1


cdef inline int move(int kind, int source, int target) noexcept nogil:
    return kind | source << 2 | target << 5


cdef inline int kind_of(int m) noexcept nogil:
    return m & 3


cdef inline int source_of(int m) noexcept nogil:
    return (m >> 2) & 7


cdef inline int target_of(int m) noexcept nogil:
    return m >> 5
