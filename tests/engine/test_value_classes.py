"""The engine's value classes (``engine.values``: Frozen; Game a mutable Record): equal by
value, hashable, immutable, readable repr, picklable (the benchmarks' worker processes
send states), and Game compares by value but is not hashable."""

from __future__ import annotations

import pickle

import pytest

from calculation_qt.engine import ALL_VARIANTS, FoundationRule, Game, GameState, Variant, stock_to_waste


def test_variants_equal_by_value_and_hash_alike():
    for v in ALL_VARIANTS:
        twin = Variant(v.game, v.waste_piles, v.no_bases, v.classic)
        assert twin == v and hash(twin) == hash(v) and twin is not v
        assert len({v, twin}) == 1
    assert Variant() == Variant("calculation", 4, False)
    assert Variant("calculation", 3) != Variant("calculation", 4)
    assert Variant() != ("calculation", 4, False)
    assert repr(Variant("sir-tommy", 3)) == "Variant(game='sir-tommy', waste_piles=3, no_bases=False, classic=False)"


def test_foundation_rules():
    rule = FoundationRule(2, 2, preset=True)
    assert rule == FoundationRule(2, 2, True, False) and hash(rule) == hash(FoundationRule(2, 2, True))
    assert rule != FoundationRule(2, 2)
    assert rule.sequence[:3] == (2, 4, 6) and rule.sequence == rule.sequence  # cached, still frozen
    assert repr(rule) == "FoundationRule(start=2, step=2, preset=True, follows_suit=False, waits_for_stock=False)"
    # Sir Tommy's four foundations are alike: one rule in a set
    assert len(set(Variant("sir-tommy").foundations)) == 1


@pytest.mark.parametrize("make", [
    lambda: Variant(),
    lambda: FoundationRule(1, 1),
    lambda: Game.from_deal(Variant(), 3).state,
])
def test_frozen(make):
    obj = make()
    name = obj._fields[0]
    with pytest.raises(AttributeError):
        setattr(obj, name, None)
    with pytest.raises(AttributeError):
        delattr(obj, name)
    with pytest.raises(AttributeError):
        obj.new_attribute = 1


def test_states_by_value_and_pickled():
    a = Game.from_deal(Variant("calculation", 3), 11).state
    b = Game.from_deal(Variant("calculation", 3), 11).state
    assert a == b and hash(a) == hash(b) and a is not b
    moved = a.apply(stock_to_waste(0))
    assert moved != a
    assert GameState(a.variant, a.stock, a.foundations, a.wastes) == a
    for obj in (a, moved, a.variant, a.variant.foundations[0]):
        copy = pickle.loads(pickle.dumps(obj))
        assert copy == obj and hash(copy) == hash(obj)
    assert repr(a).startswith("GameState(variant=Variant(game='calculation', waste_piles=3")


def test_games_compare_by_value_and_are_not_hashable():
    g = Game.from_deal(Variant(), 5)
    h = Game.from_deal(Variant(), 5)
    assert g == h
    g.apply(stock_to_waste(1))
    assert g != h
    with pytest.raises(TypeError):
        hash(g)
    assert repr(h).startswith("Game(variant=Variant(") and "position=0" in repr(h)
    assert pickle.loads(pickle.dumps(g)) == g
