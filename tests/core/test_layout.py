"""The layout's flags and tables come from the ``FoundationRule`` data alone."""

import pytest

from calculation_qt.core.layout import Layout
from calculation_qt.engine import FoundationRule


def test_layout_flags_come_from_the_rules():
    calc = Layout([FoundationRule(k, k, preset=True) for k in range(1, 5)], 4)
    tommy = Layout([FoundationRule(1, 1)] * 4, 4)
    strat = Layout([FoundationRule(1, 1, follows_suit=True)] * 4, 3)
    assert (calc.alike, calc.by_ones, calc.distinct, calc.suited) == (False, False, True, False)
    assert (tommy.alike, tommy.by_ones, tommy.distinct, tommy.suited) == (True, True, False, False)
    assert (strat.alike, strat.by_ones, strat.distinct, strat.suited) == (False, False, False, True)
    assert calc.seq[1][:13] == (2, 4, 6, 8, 10, 12, 1, 3, 5, 7, 9, 11, 13) and calc.seq[1][13] == 0
    assert calc.place[1][1] == 6 and calc.count(7) == 4
    assert strat.seq[2][:2] == (1 * 4 + 2, 2 * 4 + 2) and strat.place[0][4 + 1] == -1
    assert strat.count(4 * 13 + 3) == 1 and strat.count(3) == 0
    classic = Layout([FoundationRule(1, 1, follows_suit=True, waits_for_stock=True)] * 4, 8)
    assert classic.waits and not classic.anytime
    assert all(layout.anytime and not layout.waits for layout in (calc, tommy, strat))


def test_differing_suited_rules_are_refused():
    with pytest.raises(ValueError):
        Layout([FoundationRule(1, 1, follows_suit=True)] * 3 + [FoundationRule(2, 2, follows_suit=True)], 4)
