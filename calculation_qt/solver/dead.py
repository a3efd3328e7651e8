"""The sound dead-position tests D1-D3 of the package docstring, on a ``Position``:
True means no line of play wins from it."""

from __future__ import annotations

from ..fast import Position


def chain_fits(pile: bytes, code: int, onf) -> bool:
    """D3 (foundations by ones): False if parking ``code`` on ``pile`` (a pile that passes
    the pile-chain test) makes it fail the test; ``onf[r]``: copies of rank r on the
    foundations (the foundations at level r or above)."""
    if len(pile) + 1 + onf[code] <= 4:
        return True
    return chain_length(pile, code) + onf[code] <= 4


def chain_length(pile: bytes, code: int) -> int:
    """The longest chain (non-decreasing in rank from the bottom up) of ``pile`` with
    ``code`` parked on top, ending on ``code``."""
    best = [0] * 14  # best[r]: the longest non-decreasing chain (bottom up) ending on an r
    for c in pile:
        if c <= code:
            length = 1 + max(best[: c + 1])
            if length > best[c]:
                best[c] = length
    return 1 + max(best[: code + 1])


def chain_dead(p: Position) -> bool:
    """D3: True if some waste pile holds a chain of cards, non-decreasing in rank from
    the bottom up, that needs more foundations than there are: its i-th card (rank r)
    needs i distinct foundations still below r."""
    onf = p.on
    for pile in p.piles:
        best = [0] * 14  # best[r]: the longest chain so far whose top card has rank r
        for code in pile:
            length = 1 + max(best[: code + 1])
            if length + onf[code] > 4:
                return True
            if length > best[code]:
                best[code] = length
    return False


def is_dead(p: Position, chains: bool = False) -> bool:
    """D1 (and D2 where foundations follow suit, D3 with ``chains``, D4 where they wait
    for the stock): relax the game so that every stock card is in hand at any time and a
    waste card is reachable once every card above it can be played by some foundation
    at some point; if even then a foundation can never be completed, no line wins."""
    if p.layout.suited and too_many_waiting(p):
        return True
    if p.layout.waits and p.layout.suited and waits_in_a_cycle(p):
        return True
    if chains and chain_dead(p):
        return True
    seq = p.seq
    levels = list(p.levels)
    stock_left = set(p.stock[p.pos:])
    changed = True
    while changed:
        changed = False
        # tokens some foundation will want at some point, given the reach so far
        playable = set()
        for k in range(4):
            playable.update(seq[k][p.levels[k]: levels[k] + 1])
        available = set(stock_left)
        for pile in p.piles:
            for i in range(len(pile) - 1, -1, -1):
                code = pile[i]
                available.add(code)
                if code not in playable:
                    break
        for k in range(4):
            s = seq[k]
            while levels[k] < 13 and s[levels[k]] in available:
                levels[k] += 1
                changed = True
    return min(levels) < 13


def too_many_waiting(p: Position) -> bool:
    """D2 (foundations follow suit; slot s is suit s): True if at some future turn more
    cards must wait on distinct waste piles than there are piles."""
    arrival = {}
    pile_of = {}
    for j, pile in enumerate(p.piles):
        for code in pile:
            arrival[code] = -1
            pile_of[code] = j
    for t in range(p.pos, p.n):
        arrival[p.stock[t]] = t - p.pos
    width = len(p.piles)
    for suit in range(4):
        # e: the earliest turn each card of the suit can reach its foundation (when
        # the last card of its chain from the foundation's top has come)
        cards = []
        e = -1
        for rank in range(p.levels[suit] + 1, 14):
            code = rank * 4 + suit
            a = arrival[code]
            if a > e:
                e = a
            cards.append((a, rank, e, pile_of.get(code)))
        if len(cards) > width and _suit_overflows(cards, width):
            return True
    return False


def _suit_overflows(cards, width: int) -> bool:
    """D2 for one suit's cards off the foundation, as (arrival, rank, earliest turn home,
    pile or None)."""
    for a_b, rank_b, e_b, _ in cards:
        if a_b < 0 or e_b <= a_b:
            continue  # already on a pile, or played as it comes
        # the cards of the suit still off their foundation when b comes
        alive = [(a, rank, j) for a, rank, e, j in cards if a < a_b and e > a_b and rank < rank_b]
        if len(alive) < width:
            continue
        on_piles = [(rank, j) for a, rank, j in alive if a < 0]
        chain = []  # (rank, longest chain of cards on distinct piles ending here)
        for _a, rank, _j in sorted(x for x in alive if x[0] >= 0):
            below = len({j for r, j in on_piles if r < rank})
            before = max((ln for r, ln in chain if r < rank), default=0)
            chain.append((rank, 1 + max(below, before)))
        longest = max([ln for _, ln in chain] + [len({j for _, j in on_piles})])
        if longest + 1 > width:
            return True
    return False


# -- D4: foundations that wait for the stock, following suit -----------------------------
def pile_links(p: Position) -> dict:
    """below[t]: the card directly under token t on its waste pile (cards off the
    foundations only)."""
    below = {}
    for pile in p.piles:
        for i in range(1, len(pile)):
            below[pile[i]] = pile[i - 1]
    return below


def reaches_suit_below(p: Position, start: int, code: int, below: dict | None = None) -> bool:
    """True if card ``start`` must reach its foundation before some card of ``code``'s
    suit of a rank up to ``code``'s (so before ``code`` itself): following "lies on"
    (a card leaves its pile before the one under it) and "next in suit" (a card goes up
    before its suit's next rank)."""
    if below is None:
        below = pile_links(p)
    suit, rank = code & 3, code >> 2
    seen = set()
    todo = [start]
    while todo:
        t = todo.pop()
        if t in seen:
            continue
        seen.add(t)
        if t & 3 == suit and t >> 2 <= rank:
            return True
        if t in below:
            todo.append(below[t])
        if t >> 2 < 13:
            todo.append(t + 4)
    return False


def parks_in_a_cycle(p: Position, pile: bytes, code: int, below: dict | None = None) -> bool:
    """D4 as a move filter: parking ``code`` on ``pile`` closes a cycle (its top would
    have to go up both after and before ``code``)."""
    return bool(pile) and reaches_suit_below(p, pile[-1], code, below)


def waits_in_a_cycle(p: Position) -> bool:
    """D4.  While the stock lasts nothing leaves a waste pile, so every card on a pile
    can go up only after the cards above it, and (suits followed) after its suit's lower
    ranks.  A cycle in these "before" relations can never be undone (piles only grow):
    dead.  And the turned card is dead weight if every pile it could go on closes one
    (an Ace goes up instead).  Once the stock is out a position without a cycle is won
    (play the cards in any order the relations allow), so D4 is exact there."""
    below = pile_links(p)
    if _has_cycle(p, below):
        return True
    if p.pos < p.n:
        code = p.stock[p.pos]
        if code >> 2 > 1 and all(parks_in_a_cycle(p, pile, code, below) for pile in p.piles):
            return True
    return False


def _has_cycle(p: Position, below: dict) -> bool:
    """A cycle among the cards off the foundations, by "lies on" and "next in suit"."""
    state = {}  # token -> 1 on the path, 2 done

    def visit(t: int) -> bool:
        state[t] = 1
        nexts = [below[t]] if t in below else []
        if t >> 2 < 13:
            nexts.append(t + 4)
        for u in nexts:
            mark = state.get(u)
            if mark == 1 or (mark is None and visit(u)):
                return True
        state[t] = 2
        return False

    for pile in p.piles:
        for t in pile:
            if t not in state and visit(t):
                return True
    return False
