# placement.score inlined for the compiled modules (plain Python: placement.py).

from calculation_qt.core.codes cimport NONE
from calculation_qt.core.position cimport Position

cdef enum:
    EMPTY = 30
    BURY = 60


cdef inline int score(Position p, int j, int token, int urgency, int same_rank, int empty):
    cdef int top = p.top(j)
    cdef int d
    if not top:
        return empty - (urgency if urgency < 20 else 20)
    if top == token and same_rank != NONE:
        return same_rank
    d = p.urgency(top) - urgency
    return d if d >= 0 else BURY - d
