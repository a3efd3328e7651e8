"""Deals the solver proves winnable: the daily deal and "winnable deals"."""

from __future__ import annotations

import datetime as _dt
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..engine import GameState, Variant, daily_deal_numbers, deal_deck
from ..engine.deals import RANDOM_DEALS
from . import WON, SolveResult, solve

# the daily deal must be the same on every machine: a node budget, never seconds
DAILY_NODE_BUDGET = 40_000
DAILY_MAX_TRIES = 200


def daily_deal(date: _dt.date, variant: Variant, budget: int = DAILY_NODE_BUDGET,
               max_tries: int = DAILY_MAX_TRIES, cancel: threading.Event | None = None) -> int | None:
    """The docs/rules.md daily deal: the first candidate proved winnable within ``budget``
    nodes; None if none of ``max_tries`` is, or when cancelled."""
    for i, n in enumerate(daily_deal_numbers(date, variant.variant_id)):
        if i >= max_tries or (cancel is not None and cancel.is_set()):
            return None
        result = solve(GameState.new(variant, deal_deck(n)), max_nodes=budget, cancel=cancel)
        if result.verdict == WON:
            return n
    return None  # pragma: no cover - the candidates never run out


@dataclass
class WinnableDeal:
    deal: int            # the last one tried if none was proved
    proved: bool
    tries: int
    seconds: float
    result: SolveResult | None  # the proof, if proved


def find_winnable(variant: Variant, next_number: Callable[[], int] | None = None, *,
                  per_try_seconds: float = 1.0, max_tries: int = 25,
                  cancel: threading.Event | None = None,
                  progress: Callable[[int], None] | None = None) -> WinnableDeal:
    """Draw deals until the solver proves one winnable in ``per_try_seconds``; after
    ``max_tries``, the last one drawn, marked not proved."""
    if next_number is None:
        rng = random.SystemRandom()

        def next_number() -> int:
            return rng.randrange(RANDOM_DEALS)

    start = time.perf_counter()
    deal = next_number()
    for tries in range(1, max_tries + 1):
        if tries > 1:
            deal = next_number()
        result = solve(GameState.new(variant, deal_deck(deal)), max_seconds=per_try_seconds, cancel=cancel)
        if result.verdict == WON:
            return WinnableDeal(deal, True, tries, time.perf_counter() - start, result)
        if cancel is not None and cancel.is_set():
            return WinnableDeal(deal, False, tries, time.perf_counter() - start, None)
        if progress is not None:
            progress(tries)
    return WinnableDeal(deal, False, max_tries, time.perf_counter() - start, None)
