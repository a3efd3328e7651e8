"""The complete search, the dead tests and the probes' score-only rollout compiled and
as plain Python (the same source): the same verdicts, node counts, lines and scores on
the same positions."""

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


# Scores the greedy rollout (``core/rollout.py``) from random positions of every kind
# of foundation rules, with every placement rule the probes use.
ROLLOUTS = r"""
import json, random
from calculation_qt import core
from calculation_qt.core.bridge import from_state
from calculation_qt.engine import GameState, Variant, deal_deck
from calculation_qt.core.rollout import Rollout
from calculation_qt.solver.probe import Probe
from tests.solver.test_probe import _random_parking
rng = random.Random(11)
out = []
for variant in (Variant("calculation"), Variant("calculation", 3), Variant("sir-tommy"), Variant("strategy")):
    for deal in (1, 2, 3):
        root = from_state(GameState.new(variant, deal_deck(deal)))
        probe = Probe(root)
        for latest, same in ((True, -1), (False, 15), (True, 15)):
            greedy = Rollout(root, latest, same)
            for _ in range(5):
                piles, levels, i = _random_parking(probe, rng, 40)
                out.append([greedy.score(piles, levels, i), [list(p) for p in greedy.end_piles()]])
print(json.dumps({"core": core.name(), "out": out}))
"""


def _run(script: str = SEARCH, **env) -> dict:
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    done = subprocess.run([sys.executable, "-c", script], env=dict(os.environ, **env), cwd=root,
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


@pytest.mark.skipif(core.name() != "compiled", reason="the compiled core is not built here")
def test_both_cores_play_the_same_rollouts():
    compiled = _run(ROLLOUTS, CALCULATION_QT_CORE="auto")
    python = _run(ROLLOUTS, CALCULATION_QT_CORE="python")
    assert (compiled["core"], python["core"]) == ("compiled", "python")
    assert compiled["out"] == python["out"]
    scores = [score for score, _ in compiled["out"]]
    assert len(scores) == 4 * 3 * 3 * 5 and 52 in scores and min(scores) < 30
