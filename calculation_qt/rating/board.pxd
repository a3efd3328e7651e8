cimport cython

# The C declarations of board.py (Cython reads them when it compiles board.py and the
# modules that cimport it; plain Python never sees this file).

@cython.final
cdef class Tables:
    cdef int seq[52]
    cdef bint sameseq[16]
    cdef int where[224]
    cdef int wanted[224]
    cdef int wend[56]


@cython.final
cdef class Board:
    cdef public int ntok
    cdef public bint suited
    cdef public int npiles
    cdef Tables tables
    cdef int *seq
    cdef bint *sameseq
    cdef int *where
    cdef int *wanted
    cdef int *wend
    cdef int pos[4]
    cdef int wlen[8]
    cdef int waste[416]
    cdef int unseen[56]
    cdef public int turned
    cdef public object fmap
    cdef public bint waits
    cdef public int left

    cdef share(self, Tables tab)
    cpdef Board copy(self)
    cpdef place(self, int t)
    cpdef turn(self, int x)
    cpdef play_top(self, int j, int k)


cdef bint same_position(Board a, Board b)
cdef stuck_counts(Board b, int need, int *counts)
cdef card_needs(Board b, double alpha, double *needs)


@cython.final
cdef class Rng:
    cdef unsigned long long state

    cpdef unsigned long long next(self)
    cdef shuffle(self, int *order, int n)
