"""The complete search and the dead tests compiled and as plain Python (the same
source): the same verdicts, node counts and lines on the same positions."""

import json
import os
import subprocess
import sys

import pytest

from calculation_qt import core

# Runs the complete search alone (no probes, no SAT model) on positions of every
# kind of foundation rules and prints what it found, so two processes can be compared.
SEARCH = r"""
import json
from calculation_qt import core
from calculation_qt.engine import Variant
from calculation_qt.solver import Options, solve
from tests.solver.positions import along_winning_line, late_position
out = []
for variant in (Variant("calculation"), Variant("sir-tommy", 3), Variant("strategy"),
                Variant("strategy", classic=True)):
    states = [late_position(variant, deal, stock_left=12, seed=deal) for deal in (1, 2)]
    states += [along_winning_line(variant, seed, 16, deviate=seed == 1) for seed in (0, 1)]
    for state in states:
        result = solve(state, max_nodes=20_000, options=Options(probe_levels=(), sat=False))
        out.append([result.verdict, result.nodes, [str(m) for m in result.moves or []]])
print(json.dumps({"core": core.name(), "out": out}))
"""


def _run(**env) -> dict:
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    done = subprocess.run([sys.executable, "-c", SEARCH], env=dict(os.environ, **env), cwd=root,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(core.name() != "compiled", reason="the compiled core is not built here")
def test_both_cores_search_alike():
    compiled = _run(CALCULATION_QT_CORE="auto")
    python = _run(CALCULATION_QT_CORE="python")
    assert (compiled["core"], python["core"]) == ("compiled", "python")
    assert compiled["out"] == python["out"]
    verdicts = {verdict for verdict, _, _ in compiled["out"]}
    assert "won" in verdicts and "lost" in verdicts
