cimport cython

# The C declarations of measures.py (plain Python never reads this file).

from calculation_qt.core.position cimport Position


cdef bint same_position(Position a, Position b)
cdef stuck_counts(Position b, int need, int *counts)
cdef card_needs(Position b, double alpha, double *needs)


@cython.final
cdef class Rng:
    cdef unsigned long long state

    cpdef unsigned long long next(self)
    cdef shuffle(self, int *order, int n)
