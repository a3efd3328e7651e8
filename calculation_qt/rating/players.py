"""The fair players' named strengths: "quick" (between the rating and the advisor) and
"advisor" (Suggest, Demo).  Measured in docs/intelligence.md."""

from __future__ import annotations

import math

from .advisor import Advisor

PLAYERS = ("quick", "advisor")

# the advisor weighs six places however far the rating's best leads: a lead that
# looked clear hid placements losing a tenth of the win chance
_SETTINGS = {
    "quick": {"samples": 100},
    "advisor": {"samples": 400, "hindsight": 100, "margin": math.inf, "candidates": 6},
}


def make_advisor(kind: str, seconds: float | None = None, seed: int = 0, **overrides) -> Advisor:
    """The advisor of strength ``kind``; ``seconds``: a CPU-time cap a decision (None: none)."""
    if kind not in _SETTINGS:
        raise ValueError(f"unknown player {kind!r} (one of {', '.join(PLAYERS)})")
    return Advisor(seconds=seconds, seed=seed, **{**_SETTINGS[kind], **overrides})
