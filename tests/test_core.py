"""The compiled core and its plain-Python fallback: chosen as the environment says,
reported truly, and giving the same results from the same source."""

import json
import os
import subprocess
import sys

import pytest

from calculation_qt import core, cython_shim

# Plays a few positions with the rating and the advisor and prints what they chose, so
# that two processes (one per core) can be compared.
PROBE = r"""
import json, sys
from calculation_qt import core
from calculation_qt.engine import GameState, PileKind, Variant, deal_deck
from calculation_qt.rating import choose_move, rate_placements
from calculation_qt.rating.advisor import Advisor
VARIANTS = @VARIANTS@
out = []
for variant in VARIANTS:
    state = GameState.new(variant, deal_deck(7))
    n = 0
    while (move := choose_move(state)) is not None:
        if move.source is PileKind.STOCK and n % 12 == 0:
            advice = Advisor(samples=4, margin=1e9, seed=2, min_samples=4).advise(state)
            out.append([str(move), [[str(m), round(v, 9)] for m, v in rate_placements(state)],
                        str(advice.move), advice.scores])
        n += 1
        state = state.apply(move)
    out.append(state.cards_on_foundations)
print(json.dumps({"core": core.name(), "out": out}))
"""


ALL_KINDS = '[Variant("calculation"), Variant("calculation", 3, True), Variant("sir-tommy", 3), Variant("strategy")]'


def _probe(variants: str = ALL_KINDS) -> str:
    return PROBE.replace("@VARIANTS@", variants)


def _run(code: str, **env) -> dict:
    environ = dict(os.environ, **env)
    done = subprocess.run([sys.executable, "-c", code], env=environ, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_environment_forces_the_fallback():
    code = "import json; from calculation_qt import core; import calculation_qt.rating.rater as f; " \
           "print(json.dumps({'core': core.name(), 'file': f.__file__}))"
    forced = _run(code, CALCULATION_QT_CORE="python")
    assert forced["core"] == "python" and forced["file"].endswith(".py")
    auto = _run(code, CALCULATION_QT_CORE="auto")
    assert auto["core"] == ("compiled" if auto["file"].endswith((".so", ".pyd")) else "python")


@pytest.mark.skipif(core.name() != "compiled", reason="the compiled core is not built here")
def test_both_cores_choose_alike():
    """The same source compiled and as plain Python: the same ratings, choices, random
    orders and advice, in Calculation (4 piles; 3 without bases), Sir Tommy and Strategy."""
    compiled = _run(_probe(), CALCULATION_QT_CORE="auto")
    python = _run(_probe(), CALCULATION_QT_CORE="python")
    assert (compiled["core"], python["core"]) == ("compiled", "python")
    assert compiled["out"] == python["out"]
    assert len(compiled["out"]) > 12


def test_the_fallback_runs_without_cython():
    # Cython is only a build tool: without it the hot modules run on the stand-in
    code = (
        "import sys\n"
        "class NoCython:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('cython', 'Cython', 'pyximport'):\n"
        "            raise ImportError('Cython is not installed here')\n"
        "sys.meta_path.insert(0, NoCython())\n"
    ) + _probe('[Variant("calculation")]') + "\nassert sys.modules['cython'].__file__.endswith('cython_shim.py')\n"
    result = _run(code, CALCULATION_QT_CORE="python")
    assert result["core"] == "python" and len(result["out"]) > 3


def test_the_stand_in():
    assert cython_shim.declare(cython_shim.int[4]) == [0, 0, 0, 0]
    assert cython_shim.declare(cython_shim.double, 2.5) == 2.5
    assert cython_shim.int(3.7) == 3 and not cython_shim.compiled

    @cython_shim.cclass
    class C:
        @cython_shim.ccall
        def f(self):
            return 1

    assert C().f() == 1


def test_the_bench_reports_the_core():
    done = subprocess.run([sys.executable, "-m", "calculation_qt.bench", "rating", "--deals", "2", "--json"],
                          capture_output=True, text=True, check=True)
    assert json.loads(done.stdout)["core"] == core.name()
