"""The SAT model's (``sat.py``) reading of a ``core.Position``: the waste piles as
``bytes``, the stock still to come (``stock[pos:]``, ``pos`` 0), the foundation levels
and what they hold (``on[t]``: copies of token t on the foundations), with the
position's ``layout`` and its sequences (``seq``)."""

from __future__ import annotations


class Reading:
    __slots__ = ("layout", "seq", "levels", "piles", "stock", "pos", "n", "on")

    def __init__(self, p):
        layout = p.layout
        self.layout, self.seq = layout, layout.seq
        self.levels = levels = p.level_list()
        self.piles = [bytes(pile) for pile in p.piles()]
        self.stock = bytes(p.stock_order())
        self.pos, self.n = 0, len(self.stock)
        on = [0] * layout.ntok
        for k in range(4):
            for t in layout.seq[k][:levels[k]]:
                on[t] += 1
        self.on = on
