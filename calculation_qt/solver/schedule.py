"""The order and sizes of the solver's probe turns, tuned per family of foundation rules
(measurements: docs/intelligence.md)."""

from __future__ import annotations

from ..core.codes import NONE


def family(layout) -> str:
    """"distinct" (Calculation), "alike" (Sir Tommy) or "suited" (Strategy)."""
    if layout.suited:
        return "suited"
    return "alike" if layout.alike else "distinct"


# the short complete search after the first probe levels (settles clear cases)
SHORT_SEARCH_NODES = 3000

# pile choices each nested level tries, best first (level 1: all)
PROBE_WIDTH = {2: 3, 3: 2, 4: 2, 5: 2}
FAMILY_PROBE_WIDTH = {"alike": {2: 3, 3: 3, 4: 3, 5: 3}}

# alike: the second probe tries every pile at levels 2 and 3
TOMMY_SECOND_WIDTH = {2: 4, 3: 4, 4: 3, 5: 3}

# further probes taking turns with the first at levels 3-5: (latest, same_rank[, widths])
PROBE_KINDS = {"distinct": ((True, NONE), (False, NONE), (False, 15)),
               "alike": ((True, 15, TOMMY_SECOND_WIDTH),)}
# levels at which the further probes go first
OTHERS_FIRST = {"alike": (3,)}
# per level, turns cut short before the order above: (probe, node cap); a cut level
# resumes in its own turn, cheaply from its caches
SLICES = {"alike": {4: ((1, 167_000), (0, 320_000), (1, 180_000))}}
# tie-breaking probes (``probe.TIEBREAKS``) at levels 1..L-1: (L, after how many of
# level L's turns, node cap each, widths, ((kind, tie-break), ...)); kind 0 is the
# first probe, k the k-th of ``PROBE_KINDS``
TIEBREAK_PROBES = {"alike": (4, 1, 60_000, {2: 2, 3: 2},
                             tuple((kind, name) for name in ("blocks", "inversions", "rises") for kind in (0, 1)))}
