"""The table geometry: piles inside the table, never overlapping, long fans squeezed."""

import pytest

from calculation_qt.ui.cards.card_face import index_step
from calculation_qt.ui.layout import CARD_H, MIN_READABLE, SLIVER, TableLayout


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
@pytest.mark.parametrize("style", ["standard", "large"])
@pytest.mark.parametrize("aspect", [None, 0.7, 1.2, 1.6, 2.4])
@pytest.mark.parametrize("max_pile", [48, 52])
def test_long_waste_piles_stay_on_the_table_squeezing_their_fans(piles, style, aspect, max_pile):
    lay = TableLayout(piles, index_step(style), max_pile, aspect)
    whole = index_step(style) - 1e-9
    for n in range(1, max_pile + 1):
        for j in range(piles):
            cards = [lay.waste_card(j, i, n) for i in range(n)]
            assert cards[-1].bottom <= lay.height - 18 + 1e-9 and cards[-1].right <= lay.width
            steps = [b.y - a.y for a, b in zip(cards, cards[1:], strict=False)]
            # each covered card shows its whole index or only a sliver, the readable on top
            assert all(s >= whole or s == SLIVER for s in steps), steps
            assert [s >= whole for s in steps] == sorted(s >= whole for s in steps)
            assert sum(s >= whole for s in steps) >= min(n - 1, MIN_READABLE)
            assert all(s <= 0.35 * CARD_H for s in steps)
            if (n - 1) * lay.step <= lay.fan_room:
                assert all(s == lay.step for s in steps)  # room: the full step


def test_the_table_is_the_same_whatever_the_piles_hold():
    """The layout has no input for the cards played: only the rules' longest pile."""
    for aspect in (None, 1.1, 1.6):
        assert TableLayout(4, max_pile=48, aspect=aspect).table == TableLayout(4, max_pile=52, aspect=aspect).table


def test_a_window_of_another_shape_gets_the_arrangement_that_draws_larger_cards():
    for aspect in (0.6, 1.0, 1.3, 1.8, 2.5):
        lay = TableLayout(4, aspect=aspect)
        other = [TableLayout(4, aspect=None)]
        scale = min(aspect / lay.width, 1 / lay.height)
        for o in other:
            assert scale >= min(aspect / o.width, 1 / o.height) - 1e-12
    assert not TableLayout(4, aspect=1.0).wide
    assert TableLayout(4, aspect=1.7).wide


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
    for piles in (0, 9):
        with pytest.raises(ValueError):
            TableLayout(piles)


def test_eight_piles_widen_the_table_side_by_side():
    four, eight = TableLayout(4), TableLayout(8)
    xs = [eight.waste_x(j) for j in range(8)]
    assert xs == sorted(xs) and all(b - a >= eight.card_w for a, b in zip(xs, xs[1:], strict=False))
    assert eight.width > four.width and xs[-1] + eight.card_w <= eight.width
    assert [eight.waste_x(j) for j in range(4)] == [four.waste_x(j) for j in range(4)]


@pytest.mark.parametrize("piles", [3, 4])
@pytest.mark.parametrize("aspect", [0.7, 1.0, 1.2, 1.6, 2.4])
def test_the_arrangement_follows_the_window_not_the_piles_or_the_face(piles, aspect):
    forms = {TableLayout(piles, index_step(style), n, aspect).wide
             for n in range(0, 49) for style in ("standard", "large")}
    assert len(forms) == 1
    # short piles: large print fans them in the same table as the standard faces
    assert TableLayout(piles, index_step("large"), 7, aspect).table == TableLayout(piles, index_step(), 7, aspect).table
