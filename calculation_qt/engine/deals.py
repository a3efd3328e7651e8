"""Deal numbers (SplitMix64 shuffle) and the daily-deal numbering of docs/rules.md.

Any change to this file's output is a breaking change: saved games, statistics and
shared deal numbers depend on it.  tests/engine/test_deals.py pins the check values.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .cards import ALL_CARDS, Card
from .errors import NotationError

if TYPE_CHECKING:
    import datetime as _dt

MASK64 = (1 << 64) - 1
MAX_DEAL = MASK64  # deal numbers are 0 <= n < 2**64
# A fresh random deal is drawn below this: at most ten digits, easy to read out and to
# type into Deal by number (which still plays any number up to MAX_DEAL).
RANDOM_DEALS = 10**10


class SplitMix64:
    def __init__(self, seed: int):
        self.state = seed & MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)


def check_deal_number(n: object) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_DEAL:
        raise NotationError(f"deal number {n!r} is not a whole number from 0 to 2^64-1")
    return n


def deal_deck(n: int) -> tuple[Card, ...]:
    """The deck of deal number ``n``; ``deck[0]`` is the top card."""
    rng = SplitMix64(check_deal_number(n))
    ordered = list(ALL_CARDS)  # rank-major, suits S H D C: the docs/rules.md order
    for i in range(51, 0, -1):
        j = rng.next() % (i + 1)
        ordered[i], ordered[j] = ordered[j], ordered[i]
    return tuple(ordered)


def daily_deal_numbers(date: _dt.date, variant_id: int) -> Iterator[int]:
    """The candidate deal numbers of a variant's daily deal, in the order to try.

    The daily deal is the first of these that the solver proves winnable.
    """
    base = (int(date.strftime("%Y%m%d")) * 100 + variant_id) * 1000
    i = 0
    while True:
        yield base + i
        i += 1


def daily_deal_date(n: int) -> _dt.date | None:
    """The date a daily-deal candidate number stands for (the inverse of
    ``daily_deal_numbers``), or None if ``n`` is not one."""
    import datetime as _dt  # here: the module is imported at every start

    try:
        return _dt.datetime.strptime(str(n // 100_000), "%Y%m%d").date()
    except ValueError:
        return None
