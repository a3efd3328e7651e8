"""The order and the sizes of the solver's probe turns, tuned per family of foundation
rules (``family``): "distinct" (Calculation: each foundation its own order of ranks),
"alike" (Sir Tommy: four foundations by ones that ignore suits), "suited" (Strategy).
The measurements behind every figure here are in docs/intelligence.md."""

from __future__ import annotations

from ..core.codes import NONE


def family(layout) -> str:
    """The family of a ``core.Layout``'s foundation rules (read from its flags)."""
    if layout.suited:
        return "suited"
    return "alike" if layout.alike else "distinct"


# the short complete search after the first probe levels (it settles late-game and
# clearly lost positions)
SHORT_SEARCH_NODES = 3000

# How many pile choices each nested level tries (best first by the placement score);
# level 1 tries all.  Alike foundations: wider deep levels.
PROBE_WIDTH = {2: 3, 3: 2, 4: 2, 5: 2}
FAMILY_PROBE_WIDTH = {"alike": {2: 3, 3: 3, 4: 3, 5: 3}}

# alike: the second probe tries every pile at levels 2 and 3
TOMMY_SECOND_WIDTH = {2: 4, 3: 4, 4: 3, 5: 3}

# The further probes that take turns with the first at levels 3-5, as (latest,
# same_rank_score[, widths]): rate a card by the foundation needing it last (else
# first); the score of parking a card on one of its own rank (NONE: no such rule).
PROBE_KINDS = {"distinct": ((True, NONE), (False, NONE), (False, 15)),
               "alike": ((True, 15, TOMMY_SECOND_WIDTH),)}
# The levels at which the further probes go before the first
OTHERS_FIRST = {"alike": (3,)}
# Turns cut after a number of nodes before the order above, per level, as (probe,
# node cap): probe 0 the first, 1 the second (a level cut short resumes in its own
# turn; its caches make the replay cheap).
SLICES = {"alike": {4: ((1, 167_000), (0, 320_000), (1, 180_000))}}
# Probes that break ties among lines by the piles they end with (``Probe.tiebreak``,
# ``probe.TIEBREAKS``), levels 1 to L-1 each, cut after a number of nodes, as (L, after
# how many of level L's turns, node cap of each, their widths (unless the caller chose
# widths), ((kind, tie-break), ...)); kind 0: the first probe's, k: ``PROBE_KINDS``'
# k-th.
TIEBREAK_PROBES = {"alike": (4, 1, 60_000, {2: 2, 3: 2},
                             tuple((kind, name) for name in ("blocks", "inversions", "rises") for kind in (0, 1)))}
