"""The review's tests: its advisor with fewer hindsight orders on the plain-Python core
(``tests/advisor_budget.py``)."""

import pytest

from calculation_qt.rating import players
from tests.advisor_budget import LIGHTER


@pytest.fixture(autouse=True)
def _lighter_advisor(monkeypatch):
    for key, value in LIGHTER.items():
        monkeypatch.setitem(players._SETTINGS["advisor"], key, value)
