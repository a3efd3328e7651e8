cimport cython

# The C declarations of layout.py (Cython reads them when it compiles layout.py and the
# modules that cimport it; plain Python never sees this file).

@cython.final
cdef class Layout:
    cdef public object rules, seq, place, rank
    cdef public int npiles, ntok
    cdef public bint suited, alike, by_ones, distinct, waits, anytime
    cdef int cseq[56]
    cdef int where[224]
    cdef int copies[56]
    cdef bint sameseq[16]
    cdef int wanted[224]
    cdef int wend[56]
