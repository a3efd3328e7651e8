"""The smoke run (a packaging check) reports a missing or broken SAT solver."""

from __future__ import annotations

import pytest

from calculation_qt.bench import smoke
from calculation_qt.solver import sat


def test_the_sat_solver_works_in_this_install():
    # python-sat is a declared dependency: the test set-up installs it
    assert sat.available()
    assert smoke.sat_problem() == ""


def test_a_missing_sat_solver_is_a_smoke_problem(monkeypatch):
    monkeypatch.setattr(sat, "_Solver", None)
    assert "not installed" in smoke.sat_problem()


def test_a_broken_sat_solver_is_a_smoke_problem(monkeypatch):
    pytest.importorskip("pysat")
    import pysat.solvers

    class Broken:
        def __init__(self, *args, **kwargs):
            raise RuntimeError("no such solver")

    monkeypatch.setattr(pysat.solvers, "Solver", Broken)
    assert "does not run: no such solver" in smoke.sat_problem()
