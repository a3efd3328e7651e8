"""The rating: situations with a known right answer, legality everywhere, and the
fast integer model agreeing with the engine."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from calculation_qt.core.bridge import seen as board_of
from calculation_qt.core.layout import layout_of
from calculation_qt.engine import ALL_VARIANTS, GameState, PileKind, Variant, deal_deck
from calculation_qt.rating import best_waste_pile, choose_move, click_move, rate_placements
from calculation_qt.rating.heuristic import STATIC, Rater, play_out

from .helpers import position, random_state

CALC = Variant()
BASES = ["A", "2", "3", "4"]


def test_king_goes_to_the_king_pile():
    state = position(CALC, BASES, ["K", "9", "8 5", "T"], "K")
    assert str(choose_move(state)) == "s>w1"
    assert str(click_move(state, PileKind.STOCK, 0)) == "s>w1"


def test_king_goes_to_the_king_pile_even_with_an_empty_pile():
    state = position(CALC, BASES, ["9", "K K", "", "T"], "K")
    assert str(choose_move(state)) == "s>w2"


def test_a_card_is_not_put_on_a_card_wanted_before_it():
    # the 9 is wanted by foundation 3 after its 6; the 3 (foundation 1, after its 2)
    # and the Q (foundation 4, after its 8) are wanted as soon; the 7 and the 5 later
    state = position(CALC, BASES, ["3", "Q", "7", "5"], "9")
    assert str(choose_move(state)) in ("s>w3", "s>w4")
    assert best_waste_pile(state) in (2, 3)


def test_a_run_is_extended():
    # foundation 1 wants 2, 3, 4, 5: the 3 goes on the run 5 4
    state = position(CALC, ["A", "2 4 6", "3", "4"], ["K", "5 4", "9", "Q"], "3")
    assert str(choose_move(state)) == "s>w2"


def test_a_waste_top_that_fits_is_played_first():
    state = position(CALC, BASES, ["K", "9 2", "", ""], "7")
    assert str(choose_move(state)) == "w2>f1"
    assert str(click_move(state, PileKind.WASTE, 1)) == "w2>f1"
    assert click_move(state, PileKind.WASTE, 0) is None
    assert click_move(state, PileKind.WASTE, 2) is None


def test_two_foundations_wanting_the_card_both_count():
    # foundations 1 and 2 both want a 4: both are offered, and the click takes one
    state = position(CALC, ["A 2 3", "2", "3", "4"], ["", "", "", ""], "4")
    targets = {str(m) for m, _ in rate_placements(state) if m.target is PileKind.FOUNDATION}
    assert targets == {"s>f1", "s>f2"}
    assert state.is_legal(click_move(state, PileKind.STOCK, 0))


def test_rated_places_are_distinct_and_sorted():
    state = position(CALC, BASES, ["", "", "7", ""], "9")
    rated = rate_placements(state)
    moves = [str(m) for m, _ in rated]
    assert moves.count("s>w1") + moves.count("s>w2") + moves.count("s>w4") == 1  # one empty pile stands for all
    assert [v for _, v in rated] == sorted((v for _, v in rated), reverse=True)


def test_no_move_once_the_stock_is_out_and_nothing_fits():
    state = position(CALC, BASES, ["9", "", "", ""], None)
    assert choose_move(state) is None
    assert rate_placements(state) == []


def test_unknown_weight_is_refused():
    try:
        Rater({"nonsense": 1.0})
    except ValueError as e:
        assert "nonsense" in str(e)
    else:
        raise AssertionError("an unknown weight was accepted")




@settings(max_examples=150, deadline=None)
@given(st.sampled_from(ALL_VARIANTS), st.integers(0, 2**64 - 1), st.integers(0, 60), st.integers(0, 1000))
def test_the_rating_never_suggests_an_illegal_move(variant, deal, steps, seed):
    state = random_state(variant, deal, steps, seed)
    move = choose_move(state)
    if move is None:
        assert state.is_over or not state.legal_moves()
    else:
        assert state.is_legal(move), (str(move), state.why_illegal(move))
    for m, _ in rate_placements(state):
        assert state.is_legal(m)
        assert m.source is PileKind.STOCK
    for kind, count in ((PileKind.STOCK, 1), (PileKind.WASTE, variant.waste_piles)):
        for i in range(count):
            m = click_move(state, kind, i)
            if m is not None:
                assert state.is_legal(m), (str(m), state.why_illegal(m))
                assert m.source is kind and m.source_index == i


def test_the_fast_model_agrees_with_the_engine():
    """Whole games played in the integer model end exactly as the same choices played
    move by move through the engine."""
    for variant in ALL_VARIANTS:
        for deal in range(1, 9):
            state = GameState.new(variant, deal_deck(deal))
            b = board_of(state)
            won = play_out(STATIC, b, [layout_of(variant).token(c) for c in state.stock[1:]])
            while (move := choose_move(state, STATIC)) is not None:
                state = state.apply(move)
                assert board_of(state).key() == board_of(state).copy().key()
            assert state.is_over
            assert won == state.is_won
            assert b.home == state.cards_on_foundations, (variant.key, deal)


def test_a_click_plays_the_turned_card_to_a_foundation_that_wants_it():
    # issue 4: a click on the turned card goes to a foundation that wants it, and only
    # when none does to the waste pile the rating rates best
    rng = random.Random(7)
    seen_foundation = seen_waste = 0
    for variant in ALL_VARIANTS:
        for deal in range(1, 6):
            state = GameState.new(variant, deal_deck(deal))
            while state.stock:
                move = click_move(state, PileKind.STOCK, 0)
                assert state.is_legal(move)
                if state.foundations_for(state.turned):
                    assert move.target is PileKind.FOUNDATION
                    seen_foundation += 1
                else:
                    assert move.target is PileKind.WASTE
                    seen_waste += 1
                state = state.apply(rng.choice(state.legal_moves()))
    assert seen_foundation > 20 and seen_waste > 200


def test_the_two_card_look_ahead_only_settles_close_calls():
    """Looking two cards ahead changes the one-card look-ahead's choice only where its
    two best places were within ``deep_margin`` of each other after the next card,
    and it does change some."""
    shallow = Rater(look=3, look_margin=30.0)
    deep = Rater(look=3, look_margin=30.0, deep_margin=1.0)
    changed = 0
    for deal in (13, 16):
        state = GameState.new(CALC, deal_deck(deal))
        while (move := choose_move(state, deep)) is not None:
            if move.source is PileKind.STOCK:
                p = board_of(state)
                a, b = shallow.choose(p), deep.choose(p)
                assert deep.choose(p) == b and p.key() == board_of(state).key()  # deterministic, p unchanged
                if a != b:
                    changed += 1
                    va = shallow.next_value(shallow.after(p, a), False)
                    vb = shallow.next_value(shallow.after(p, b), False)
                    assert 0 <= va - vb <= 1.0
            state = state.apply(move)
    assert changed >= 2
