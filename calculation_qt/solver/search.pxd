cimport cython

# The C declarations of search.py (Cython reads them when it compiles search.py; plain
# Python never sees this file).

from calculation_qt.core.position cimport Position
from calculation_qt.solver cimport dead


@cython.final
cdef class _Search:
    cdef public Position position
    cdef public object opt, budget, max_nodes
    cdef public set dead
    cdef public long long nodes
    cdef long long next_check
    cdef bint safe_moves, dead_test, table, ordering, chains, cycles
    cdef int same_rank, empty_score

    cpdef bint dfs(self)
    cdef int fill_moves(self, int *out)
    cdef int fill_placements(self, int code, int *out, int start)


cdef _take_back(Position p, int n)
cdef bint _repeats(Position p, int j) noexcept
