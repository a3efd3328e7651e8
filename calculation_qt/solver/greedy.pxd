cimport cython

# The C declarations of greedy.py (Cython reads them when it compiles greedy.py; plain
# Python never sees this file).

from calculation_qt.core.layout cimport Layout


@cython.final
cdef class Greedy:
    cdef Layout layout
    cdef int *seq
    cdef int *where
    cdef int stock[52]
    cdef int waste[416]
    cdef int wlen[8]
    cdef int levels[4]
    cdef int want[4]
    cdef int choices[52]
    cdef public int n, npiles, never, same, nchoices
    cdef public bint latest

    cdef int urgency(self, int t) noexcept
    cdef int home(self, int t) noexcept
    cdef void up(self, int k) noexcept
    cdef void play_tops(self) noexcept
    cdef int play_home(self, int i) noexcept
    cdef int best_pile(self, int code) noexcept
    cpdef int score(self, piles, levels, int i)
