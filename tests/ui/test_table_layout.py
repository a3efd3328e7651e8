"""The table geometry: piles inside the table, never overlapping, fans compressed."""

import pytest

from calculation_qt.ui.layout import CARD_H, TableLayout


@pytest.mark.parametrize("piles", [3, 4])
def test_slots_lie_inside_the_table_and_apart(piles):
    lay = TableLayout(piles)
    slots = [lay.stock_slot, lay.turned_slot] + [lay.foundation_slot(k) for k in range(4)] + \
        [lay.waste_slot(j) for j in range(piles)]
    table = lay.table
    for s in slots:
        assert s.x >= 0 and s.y >= 0 and s.right <= table.w and s.bottom <= table.h
    for i, a in enumerate(slots):
        for b in slots[i + 1:]:
            assert a.overlap_area(b) == 0
    labels = [lay.stock_label] + [lay.foundation_label(k) for k in range(4)]
    for label in labels:
        assert all(label.overlap_area(s) == 0 for s in slots)
        assert label.x >= 0 and label.right <= table.w


@pytest.mark.parametrize("piles", [3, 4])
def test_long_waste_piles_stay_on_the_table_and_show_every_card(piles):
    lay = TableLayout(piles)
    for n in range(1, 49):
        for j in range(piles):
            last = lay.waste_card(j, n - 1, n)
            assert last.bottom <= lay.height
            if n > 1:
                step = lay.waste_card(j, 1, n).y - lay.waste_card(j, 0, n).y
                assert step >= 5  # every card keeps a visible strip
                assert step <= 0.25 * CARD_H
    assert lay.fan_offset(5) == lay.fan_offset(2)  # short piles are not squeezed
    assert lay.fan_offset(40) < lay.fan_offset(5)


def test_drop_zones_of_neighbour_piles_do_not_overlap():
    for piles in (3, 4):
        lay = TableLayout(piles)
        zones = [lay.foundation_drop_zone(k) for k in range(4)]
        assert all(a.overlap_area(b) == 0 for i, a in enumerate(zones) for b in zones[i + 1:])
        zones = [lay.waste_drop_zone(j, 10) for j in range(piles)]
        assert all(a.overlap_area(b) == 0 for i, a in enumerate(zones) for b in zones[i + 1:])


def test_stock_layers_show_the_thickness():
    lay = TableLayout()
    n = 47
    offsets = {lay.stock_card(i, n).x for i in range(n)}
    assert 2 <= len(offsets) <= 6
    assert lay.stock_card(n - 1, n).x <= lay.stock_card(0, n).x
    with pytest.raises(ValueError):
        TableLayout(5)
