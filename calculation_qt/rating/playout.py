"""Playouts: a game played on to its end with the rating, from a board and an order of
the unseen cards, and the advisor's batches of samples (random orders of the unseen
cards, the same orders for every candidate).  Cython pure-Python mode (see ``board``).
"""

from __future__ import annotations

try:
    import cython  # compiled: Cython's compile-time module

    if not cython.compiled:  # Cython's own pure-Python shadow is far slower than the stand-in
        raise ImportError
except ImportError:  # plain Python: the stand-in, calculation_qt/cython_shim.py
    from .. import cython_shim as cython

if cython.compiled:
    from cython.cimports.calculation_qt.rating.board import Board, Rng
    from cython.cimports.calculation_qt.rating.fast import Rater
else:
    from .board import Board, Rng
    from .fast import Rater


@cython.cfunc
def play(rater: Rater, b: Board, order: cython.p_int, n: cython.int, limit: cython.int) -> cython.bint:
    """Play on from ``b`` with ``rater``: its turned card (if any) first, then the tokens
    order[0..n-1] as turned cards (``b.unseen`` counts them and is kept up to date).  As
    in the game, the next card is turned as soon as one is placed, and waste tops go to
    the foundations with it in sight.  ``b`` changes in place.  Stops after ``limit``
    placed cards (-1: no limit).  True if the game is won."""
    i: cython.int = 0
    c: cython.int
    left: cython.int = limit
    while left:
        left -= 1
        c = b.turned
        if c < 0:
            if i >= n:
                break
            b.turn(order[i])
            i += 1
        rater.settle(b, None)
        b.place(rater.choose(b))
    rater.settle(b, None)
    return b.pos[0] + b.pos[1] + b.pos[2] + b.pos[3] == 52


def play_out(rater: Rater, b: Board, order, limit: int | None = None) -> bool:
    """``play`` for Python callers: ``order`` a sequence of tokens."""
    buf = cython.declare(cython.int[52])
    n: cython.int = len(order)
    i: cython.int
    for i in range(n):
        buf[i] = order[i]
    return play(rater, b, buf, n, -1 if limit is None else limit)


def run_samples(rater: Rater, starts: list, alive: list, rng: Rng, count: int,
                wins: list, cards: list, outcomes: list = None) -> bool:
    """``count`` samples: each a random order of the unseen cards (from ``rng``) played
    out from the start of every live candidate (``starts[i]`` for i in ``alive``; they
    share their unseen cards).  Adds each candidate's wins and cards home to ``wins[i]``
    and ``cards[i]``, and appends 1 (won) or 0 to ``outcomes[i]`` if given.  True if
    some sample ended differently for two candidates."""
    order = cython.declare(cython.int[52])
    first: Board = starts[alive[0]]
    n: cython.int = 0
    x: cython.int
    _u: cython.int
    _s: cython.int
    i: cython.int
    won: cython.bint
    home: cython.int
    first_won: cython.bint = False
    first_home: cython.int = 0
    differ: cython.bint = False
    q: Board
    for x in range(first.ntok):
        for _u in range(first.unseen[x]):
            order[n] = x
            n += 1
    for _s in range(count):
        rng.shuffle(order, n)
        for i in range(len(alive)):
            q = starts[alive[i]].copy()
            won = play(rater, q, order, n, -1)
            home = q.pos[0] + q.pos[1] + q.pos[2] + q.pos[3]
            wins[alive[i]] += won
            cards[alive[i]] += home
            if outcomes is not None:
                outcomes[alive[i]].append(1 if won else 0)
            if i == 0:
                first_won, first_home = won, home
            elif won != first_won or home != first_home:
                differ = True
    return differ
