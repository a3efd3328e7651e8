"""The named strengths of the fair players: the settings of the quick strong advisor
(a click strength between the rating and the advisor) and of the advisor (Suggest,
Demo, the "Advisor" click strength).  Measured in docs/intelligence.md."""

from __future__ import annotations

import math

from .advisor import Advisor

PLAYERS = ("quick", "advisor")

# playouts per candidate at most (both play out with the position rating alone, STATIC);
# the advisor also judges each candidate in hindsight over 100 orders (``hindsight.py``)
# and never leaves a decision to the rating alone: it weighs the rating's best six
# places however far the rating's best leads (a lead the rating saw as clear hid
# placements that lost a tenth or more of the win chance)
_SETTINGS = {
    "quick": {"samples": 100},
    "advisor": {"samples": 400, "hindsight": 100, "margin": math.inf, "candidates": 6},
}


def make_advisor(kind: str, seconds: float | None = None, seed: int = 0, **overrides) -> Advisor:
    """The advisor of strength ``kind`` ("quick" or "advisor"); ``seconds``: a CPU-time
    cap a decision (the game window's; None: the sample budget alone)."""
    if kind not in _SETTINGS:
        raise ValueError(f"unknown player {kind!r} (one of {', '.join(PLAYERS)})")
    return Advisor(seconds=seconds, seed=seed, **{**_SETTINGS[kind], **overrides})
