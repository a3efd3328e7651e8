cimport cython

# The C declarations of rater.py (plain Python never reads this file).

from calculation_qt.core.layout cimport Layout
from calculation_qt.core.position cimport Position
from calculation_qt.rating.measures cimport Rng, card_needs, same_position, stuck_counts


@cython.final
cdef class Rater:
    cdef public int look
    cdef public double look_margin
    cdef public double deep_margin
    cdef double alpha, found, stuck, stuck1, stuck2, empty, empty2, run, gap, same
    cdef double kcover, kcover2, kempty, bad, badgap, soon, horizon
    cdef int stuck_need
    cdef public dict weights

    cpdef double evaluate(self, Position b)
    cpdef settle(self, Position b, list moves=*)
    cdef int best_foundation(self, Position b, int j, int *ks, int nks)
    cdef int rate_options(self, Position b, int *ts, double *vs)
    cpdef int choose(self, Position b)
    cdef int look_ahead(self, Position b, int *ts, double *vs, int n, int best_t, double best_v)
    cpdef Position after(self, Position b, int t)
    cpdef double next_value(self, Position q, bint deeper)


cdef sort_by_value(double *vs, int n, int *order)

cdef bint play(Rater rater, Position b, int *order, int n, int limit)
