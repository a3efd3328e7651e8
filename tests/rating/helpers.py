"""Positions built by hand for the rating tests."""

from calculation_qt.engine import ALL_CARDS, Card, GameState, Variant

SUITS = "SHDC"


def position(variant: Variant, foundations, wastes, turned):
    """A GameState from foundation and waste piles written as ranks (suits are dealt
    out in turn, so only ranks matter for the suit-blind games), with ``turned`` (a rank,
    or None for an empty stock) on top of a stock holding every other card."""
    used = {r: 0 for r in range(1, 14)}

    def card(rank_text):
        r = "A23456789TJQK".index(rank_text) + 1
        c = Card(r, SUITS[used[r]])
        used[r] += 1
        return c

    fs = tuple(tuple(card(x) for x in pile.split()) for pile in foundations)
    ws = tuple(tuple(card(x) for x in pile.split()) for pile in wastes)
    placed = {c for pile in fs + ws for c in pile}
    stock = []
    if turned is not None:
        t = card(turned)
        placed.add(t)
        stock.append(t)
        stock.extend(c for c in ALL_CARDS if c not in placed)
    return GameState(variant, tuple(stock), fs, ws)
