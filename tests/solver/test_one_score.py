"""The solver scores every parking by ``core.placement.score``: replace it (plain-Python
core, before the solver is imported) and the solver searches other nodes."""

import json
import os
import subprocess
import sys

SCRIPT = r"""
import json, sys
from calculation_qt.core import placement
if sys.argv[1] == "flat":
    placement.score = lambda p, j, token, urgency, same_rank=-1, empty=30: 0  # every pile alike
from calculation_qt.engine import Variant
from calculation_qt.solver import solve_deal
out = []
for variant in (Variant("calculation"), Variant("sir-tommy"), Variant("strategy", classic=True)):
    for deal in range(1, 9):
        result = solve_deal(variant, deal, max_nodes=3000)
        out.append([result.verdict, result.nodes])
print(json.dumps(out))
"""


def _nodes(which: str) -> list:
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    done = subprocess.run([sys.executable, "-c", SCRIPT, which], cwd=root, capture_output=True, text=True,
                          check=True, env=dict(os.environ, CALCULATION_QT_CORE="python"))
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_replacing_the_parking_score_changes_the_solvers_nodes():
    real, flat = _nodes("real"), _nodes("flat")
    changed = [a != b for a, b in zip(real, flat, strict=True)]
    assert sum(changed) >= 3, (real, flat)
    # the probes (Calculation, Sir Tommy) and the complete search (classic Strategy) each read it
    assert any(changed[:16]) and any(changed[16:])
