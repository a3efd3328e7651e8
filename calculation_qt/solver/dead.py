"""The sound dead-position tests D1-D4 (docs/intelligence.md), read from the known
face of a ``core.Position``: True means no line wins.  Compiled with the core
(``dead.pxd``); fixed arrays serve every game (tokens below 56, piles of at most 52),
and token 0 means "nothing" in ``below``.
"""

from __future__ import annotations

import cython  # compiled: Cython's compile-time module; plain Python: the stand-in (core.install)

if cython.compiled:
    from cython.cimports.calculation_qt.core.codes import PILE
    from cython.cimports.calculation_qt.core.position import Position
    from cython.cimports.libc.string import memset
else:
    from ..core.codes import PILE
    from ..core.position import Position


@cython.cfunc
@cython.exceptval(check=False)
def _zero(array: cython.p_int, n: cython.int) -> cython.void:
    """Set the first n entries of an array to 0."""
    if cython.compiled:
        memset(array, 0, n * cython.sizeof(cython.int))
    else:
        array[:n] = [0] * n


# -- D3: pile chains (foundations by ones; a token is a rank) -----------------------------
@cython.cfunc
@cython.exceptval(check=False)
def _chain_end(cards: cython.p_int, n: cython.int, code: cython.int) -> cython.int:
    """The longest chain (non-decreasing in rank from the bottom up) of the n cards
    ``cards`` with ``code`` parked on top, ending on ``code``."""
    best = cython.declare(cython.int[14])  # best[r]: the longest chain (bottom up) ending on a rank <= r
    _zero(best, 14)
    i: cython.int
    r: cython.int
    length: cython.int
    for i in range(n):
        r = cards[i]
        if r <= code:
            length = 1 + best[r]
            while r < 14 and best[r] < length:  # (best never falls with r)
                best[r] = length
                r += 1
    return 1 + best[code]


def chain_length(pile: bytes, code: int) -> int:
    """``_chain_end`` of a pile given as ``bytes``."""
    cards = cython.declare(cython.int[52])
    i: cython.int
    for i in range(len(pile)):
        cards[i] = pile[i]
    return _chain_end(cards, len(pile), code)


def chain_fits(pile: bytes, code: int, onf) -> bool:
    """D3: parking ``code`` on ``pile`` keeps it passing; ``onf[r]``: copies of rank r
    home."""
    return len(pile) + 1 + onf[code] <= 4 or chain_length(pile, code) + onf[code] <= 4


@cython.ccall
def parks_in_a_chain(p: Position, j: cython.int, code: cython.int) -> cython.bint:
    """``chain_fits`` negated, for waste pile j of ``p``."""
    n: cython.int = p.wlen[j]
    if n + 1 + p.on[code] <= 4:
        return False
    if cython.compiled:
        return _chain_end(cython.address(p.waste[j * PILE]), n, code) + p.on[code] > 4
    return chain_length(bytes(p.waste[j * PILE: j * PILE + n]), code) + p.on[code] > 4


@cython.ccall
def chain_dead(p: Position) -> cython.bint:
    """D3: some pile holds a chain (ranks non-decreasing upwards) whose i-th card of
    rank r needs i distinct foundations still below r."""
    best = cython.declare(cython.int[14])  # best[r]: the longest chain so far whose top card has rank <= r
    j: cython.int
    i: cython.int
    r: cython.int
    length: cython.int
    for j in range(p.npiles):
        _zero(best, 14)
        for i in range(p.wlen[j]):
            r = p.waste[j * PILE + i]
            length = 1 + best[r]
            if length + p.on[r] > 4:
                return True
            while r < 14 and best[r] < length:  # (best never falls with r)
                best[r] = length
                r += 1
    return False


# -- D1 (with D2-D4 where they apply) -----------------------------------------------------
@cython.ccall
def is_dead(p: Position, chains: cython.bint = False) -> cython.bint:
    """D1 (with D2 where foundations follow suit, D3 with ``chains``, D4 where they
    wait): some foundation cannot be completed even in the relaxed game."""
    if p.suited and too_many_waiting(p):
        return True
    if p.waits and p.suited and waits_in_a_cycle(p):
        return True
    if chains and chain_dead(p):
        return True
    in_stock = cython.declare(cython.int[56])
    available = cython.declare(cython.int[56])
    playable = cython.declare(cython.int[56])  # tokens some foundation will want, given the reach so far
    levels = cython.declare(cython.int[4])
    i: cython.int
    j: cython.int
    k: cython.int
    t: cython.int
    _zero(in_stock, 56)
    for i in range(p.pos, p.n):
        in_stock[p.stock[i]] = 1
    for k in range(4):
        levels[k] = p.levels[k]
    changed: cython.bint = True
    while changed:
        changed = False
        _zero(playable, 56)
        for k in range(4):
            for i in range(p.levels[k], levels[k] + 1):
                playable[p.seq[14 * k + i]] = 1
        available[:] = in_stock
        for j in range(p.npiles):
            for i in range(p.wlen[j] - 1, -1, -1):
                t = p.waste[j * PILE + i]
                available[t] = 1
                if not playable[t]:
                    break
        for k in range(4):
            while levels[k] < 13 and available[p.seq[14 * k + levels[k]]]:
                levels[k] += 1
                changed = True
    return levels[0] < 13 or levels[1] < 13 or levels[2] < 13 or levels[3] < 13


# -- D2: too many waiting cards (foundations follow suit; slot s is suit s) ----------------
@cython.ccall
def too_many_waiting(p: Position) -> cython.bint:
    """D2: True if at some future turn more cards must wait on distinct waste piles than
    there are piles."""
    arrival = cython.declare(cython.int[56])  # the turn a card comes from the stock; -1 on a pile
    pile_of = cython.declare(cython.int[56])  # its waste pile, -1 in the stock
    # one suit's cards off the foundation, rising: arrival, rank, earliest turn home, pile
    ca = cython.declare(cython.int[13])
    cr = cython.declare(cython.int[13])
    ce = cython.declare(cython.int[13])
    cj = cython.declare(cython.int[13])
    j: cython.int
    i: cython.int
    t: cython.int
    suit: cython.int
    rank: cython.int
    e: cython.int
    m: cython.int
    for j in range(p.npiles):
        for i in range(p.wlen[j]):
            t = p.waste[j * PILE + i]
            arrival[t] = -1
            pile_of[t] = j
    for i in range(p.pos, p.n):
        arrival[p.stock[i]] = i - p.pos
        pile_of[p.stock[i]] = -1
    for suit in range(4):
        # e: the earliest turn each card of the suit can reach its foundation (when
        # the last card of its chain from the foundation's top has come)
        e = -1
        m = 0
        for rank in range(p.levels[suit] + 1, 14):
            t = rank * 4 + suit
            if arrival[t] > e:
                e = arrival[t]
            ca[m], cr[m], ce[m], cj[m] = arrival[t], rank, e, pile_of[t]
            m += 1
        if m > p.npiles and _suit_overflows(ca, cr, ce, cj, m, p.npiles):
            return True
    return False


@cython.cfunc
@cython.exceptval(check=False)
def _suit_overflows(ca: cython.p_int, cr: cython.p_int, ce: cython.p_int, cj: cython.p_int, m: cython.int,
                    width: cython.int) -> cython.bint:
    """D2 for one suit's m cards off the foundation, rising (arrival, rank, earliest
    turn home, pile or -1)."""
    order = cython.declare(cython.int[13])  # the alive cards from the stock, by arrival
    chain = cython.declare(cython.int[13])  # chain[x]: the longest chain of cards on distinct piles ending on order[x]
    b: cython.int
    x: cython.int
    y: cython.int
    alive: cython.int
    arrived: cython.int
    piles_all: cython.int
    piles_below: cython.int
    longest: cython.int
    before: cython.int
    for b in range(m):
        if ca[b] < 0 or ce[b] <= ca[b]:
            continue  # already on a pile, or played as it comes
        # the cards of the suit still off their foundation when b comes (all of a lower
        # rank than b's: the cards are rising)
        alive = arrived = piles_all = 0
        for x in range(b):
            if ca[x] < ca[b] and ce[x] > ca[b]:
                alive += 1
                if ca[x] < 0:
                    piles_all |= 1 << cj[x]
                else:  # insert by arrival
                    y = arrived
                    while y > 0 and ca[order[y - 1]] > ca[x]:
                        order[y] = order[y - 1]
                        y -= 1
                    order[y] = x
                    arrived += 1
        if alive < width:
            continue
        longest = _bits(piles_all)
        for x in range(arrived):
            # the piles of alive cards below order[x] in rank, and the chains before it
            piles_below = 0
            for y in range(b):
                if ca[y] < 0 and ce[y] > ca[b] and cr[y] < cr[order[x]]:
                    piles_below |= 1 << cj[y]
            before = 0
            for y in range(x):
                if cr[order[y]] < cr[order[x]] and chain[y] > before:
                    before = chain[y]
            chain[x] = 1 + max(_bits(piles_below), before)
            if chain[x] > longest:
                longest = chain[x]
        if longest + 1 > width:
            return True
    return False


@cython.cfunc
@cython.exceptval(check=False)
def _bits(mask: cython.int) -> cython.int:
    """How many bits of ``mask`` are set."""
    count: cython.int = 0
    while mask:
        mask &= mask - 1
        count += 1
    return count


# -- D4: foundations that wait for the stock, following suit -----------------------------
@cython.cfunc
@cython.exceptval(check=False)
def links(p: Position, below: cython.p_int) -> cython.void:
    """below[t]: the card directly under token t on its waste pile (0: none)."""
    j: cython.int
    i: cython.int
    _zero(below, 56)
    for j in range(p.npiles):
        for i in range(1, p.wlen[j]):
            below[p.waste[j * PILE + i]] = p.waste[j * PILE + i - 1]


@cython.cfunc
@cython.exceptval(check=False)
def _reaches_suit_below(start: cython.int, code: cython.int, below: cython.p_int) -> cython.bint:
    """Card ``start`` must go up before some card of ``code``'s suit of a rank up to
    ``code``'s, by "lies on" and "next in suit"."""
    seen = cython.declare(cython.int[56])
    todo = cython.declare(cython.int[128])  # each card seen pushes at most two
    suit: cython.int = code & 3
    rank: cython.int = code >> 2
    t: cython.int
    n: cython.int = 1
    _zero(seen, 56)
    todo[0] = start
    while n:
        n -= 1
        t = todo[n]
        if seen[t]:
            continue
        seen[t] = 1
        if t & 3 == suit and t >> 2 <= rank:
            return True
        if below[t]:
            todo[n] = below[t]
            n += 1
        if t >> 2 < 13:
            todo[n] = t + 4
            n += 1
    return False


@cython.cfunc
@cython.exceptval(check=False)
def parks_in_a_cycle(p: Position, j: cython.int, code: cython.int, below: cython.p_int) -> cython.bint:
    """D4 as a move filter: parking ``code`` on pile j closes a cycle (``below``:
    ``links``)."""
    return p.wlen[j] > 0 and _reaches_suit_below(p.waste[j * PILE + p.wlen[j] - 1], code, below)


@cython.ccall
def waits_in_a_cycle(p: Position) -> cython.bint:
    """D4: a cycle in the "goes up before" relations of the waste cards, or a turned
    card (not an Ace) that closes one on every pile."""
    below = cython.declare(cython.int[56])
    j: cython.int
    code: cython.int
    links(p, below)
    if _has_cycle(p, below):
        return True
    if p.pos < p.n:
        code = p.stock[p.pos]
        if code >> 2 <= 1:
            return False
        for j in range(p.npiles):
            if not parks_in_a_cycle(p, j, code, below):
                return False
        return True
    return False


@cython.cfunc
@cython.exceptval(check=False)
def _has_cycle(p: Position, below: cython.p_int) -> cython.bint:
    """A cycle among the cards off the foundations, by "lies on" and "next in suit" (a
    depth-first search; ``edge``: the next way out of a card on the path to try)."""
    state = cython.declare(cython.int[56])  # 1 on the path, 2 done
    path = cython.declare(cython.int[56])
    edge = cython.declare(cython.int[56])
    j: cython.int
    i: cython.int
    t: cython.int
    u: cython.int
    n: cython.int
    _zero(state, 56)
    for j in range(p.npiles):
        for i in range(p.wlen[j]):
            t = p.waste[j * PILE + i]
            if state[t]:
                continue
            state[t], path[0], edge[0], n = 1, t, 0, 1
            while n:
                t = path[n - 1]
                edge[n - 1] += 1
                if edge[n - 1] == 1:
                    u = below[t]  # "lies on"
                elif edge[n - 1] == 2:
                    u = t + 4 if t >> 2 < 13 else 0  # "next in suit"
                else:
                    state[t] = 2
                    n -= 1
                    continue
                if u == 0 or state[u] == 2:
                    continue
                if state[u] == 1:
                    return True
                state[u], path[n], edge[n] = 1, u, 0
                n += 1
    return False

