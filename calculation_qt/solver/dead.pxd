cimport cython

# The C declarations of dead.py (Cython reads them when it compiles dead.py and the
# modules that cimport it; plain Python never sees this file).

from calculation_qt.core.position cimport Position


cdef void _zero(int *array, int n) noexcept
cdef int _chain_end(int *cards, int n, int code) noexcept
cpdef bint parks_in_a_chain(Position p, int j, int code)
cpdef bint chain_dead(Position p)
cpdef bint is_dead(Position p, bint chains=*)
cpdef bint too_many_waiting(Position p)
cdef bint _suit_overflows(int *ca, int *cr, int *ce, int *cj, int m, int width) noexcept
cdef int _bits(int mask) noexcept
cdef void links(Position p, int *below) noexcept
cdef bint _reaches_suit_below(int start, int code, int *below) noexcept
cdef bint parks_in_a_cycle(Position p, int j, int code, int *below) noexcept
cpdef bint waits_in_a_cycle(Position p)
cdef bint _has_cycle(Position p, int *below) noexcept
