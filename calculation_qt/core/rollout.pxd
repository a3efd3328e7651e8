cimport cython

# The C declarations of rollout.py (plain Python never sees this file).

from calculation_qt.core.position cimport Position


cdef int best_pile(Position p, int same_rank)
cdef int place_turned(Position p, int same_rank, choose)
cdef int play(Position p, int same_rank, choose, int limit)


@cython.final
cdef class Rollout:
    cdef public Position p
    cdef public int same_rank

    cpdef int score(self, piles, levels, int i)
