"""The static tables of one variant's foundations, from ``FoundationRule`` data alone.

A token is a card's rank 1..13 where no rule looks at suits, else ``rank * 4 + suit``.
Foundation k takes ``seq[k]`` in order; the C arrays hold the same for the hot code.
"""

from __future__ import annotations

import cython  # Cython's, or the stand-in (core.install)

if cython.compiled:
    from cython.cimports.calculation_qt.core.codes import NONE, NOTHING
else:
    from .codes import NONE, NOTHING
SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}


@cython.cclass
class Layout:
    """The tables of four foundation rules.  ``alike``: which foundation takes a card does
    not matter; ``distinct``: a rank's copies are needed at different times; ``anytime``:
    a foundation takes its next card from anywhere (what the greedy rollouts assume)."""

    def __init__(self, rules, waste_piles: int):
        rules = tuple(rules)
        if not cython.compiled:
            self.cseq, self.where, self.copies = [0] * 56, [NONE] * 224, [0] * 56
            self.sameseq, self.wanted, self.wend = [False] * 16, [0] * 224, [0] * 56
        self.rules, self.npiles = rules, waste_piles
        self.suited = any(rule.follows_suit for rule in rules)
        same = all(rule == rules[0] for rule in rules)
        if self.suited and not same:
            raise ValueError("foundations that follow suit must all follow one rule")
        self.alike = same and not self.suited
        self.by_ones = not self.suited and all(rule.start == 1 and rule.step == 1 for rule in rules)
        self.distinct = not self.alike and not self.suited
        self.waits = any(rule.waits_for_stock for rule in rules)
        self.anytime = not self.waits
        if self.suited:
            self.ntok = 56
            self.seq = [tuple(r * 4 + s for r in rules[s].sequence) + (NOTHING,) for s in range(4)]
            self.rank = [t >> 2 for t in range(56)]
        else:
            self.ntok = 14
            self.seq = [tuple(rule.sequence) + (NOTHING,) for rule in rules]
            self.rank = list(range(14))
        self.place = [[NONE] * self.ntok for _ in range(4)]
        entries: list = [[] for _ in range(56)]
        for k in range(224):
            self.where[k] = NONE
        for k in range(4):
            for i in range(14):
                t = self.seq[k][i]
                self.cseq[14 * k + i] = t
                if i < 13:
                    self.place[k][t] = i
                    self.where[56 * k + t] = i
                    self.copies[t] += 1
                    entries[t].append(4 * i + k)
        for t in range(56):
            for m, e in enumerate(sorted(entries[t])):
                self.wanted[4 * t + m] = e
            self.wend[t] = 4 * t + len(entries[t])
        for k in range(16):
            self.sameseq[k] = self.seq[k // 4] == self.seq[k % 4]

    @property
    def ntokens(self) -> int:
        return self.ntok

    def token(self, card) -> int:
        """The token of an engine ``Card``."""
        if self.suited:
            return card.rank * 4 + SUIT_INDEX[card.suit]
        return card.rank

    def count(self, t: int) -> int:
        """How many cards of the deck are token t."""
        return self.copies[t]

    def wants(self, levels) -> list:
        """What each foundation wants next at these levels (0 once complete)."""
        return [self.seq[k][levels[k]] for k in range(4)]


_LAYOUTS: dict = {}


def layout_of(variant) -> Layout:
    """The layout of a ``Variant`` (made once)."""
    key = (tuple(variant.foundations), variant.waste_piles)
    found = _LAYOUTS.get(key)
    if found is None:
        found = _LAYOUTS[key] = Layout(variant.foundations, variant.waste_piles)
    return found
