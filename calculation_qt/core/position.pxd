cimport cython

# The C declarations of position.py (Cython reads them when it compiles position.py and
# the modules that cimport it; plain Python never sees this file).

from calculation_qt.core.layout cimport Layout


@cython.final
cdef class Position:
    cdef public Layout layout
    cdef int *seq
    cdef int *where
    cdef int *copies
    cdef public bint waits, alike, suited, symmetry, known, latest
    cdef public int ntok, npiles, n, pos, turned, left
    cdef public object fmap
    cdef public list line
    cdef int levels[4]
    cdef int want[4]
    cdef int on[56]
    cdef int wlen[8]
    cdef int waste[416]
    cdef int unseen[56]
    cdef int stock[52]

    cdef attach(self, Layout layout)
    cpdef Position copy(self)
    cpdef int wants(self, int k)
    cpdef bint stock_lasts(self)
    cpdef bint fits(self, int k, int token, bint from_stock)
    cpdef list targets(self, int token, bint from_stock=*)
    cpdef bint is_safe(self, int token, int k)
    cpdef int urgency(self, int token)
    cpdef int top(self, int j)
    cpdef apply(self, int m)
    cpdef load(self, piles, levels, int pos)
    cdef next_card(self)
    cpdef undo(self)
    cpdef turn(self, int t)
    cpdef unturn(self)
    cpdef int greedy_top(self)
    cpdef int settle(self, int policy)
