"""Two holes a mutation test found in the engine's checks: a deck with a repeated card
of the right length, and a waste pile one past the last."""

import pytest

from calculation_qt.engine import ALL_CARDS, GameState, IllegalMoveError, NotationError, Variant, parse_move, refusals


@pytest.mark.parametrize("variant", [Variant("calculation"), Variant("strategy")])
def test_a_52_card_deck_with_a_repeated_card_is_refused(variant):
    # 52 cards, one of them twice (so one is missing): the length alone passes
    deck = tuple(ALL_CARDS[:51]) + (ALL_CARDS[0],)
    assert len(deck) == 52 and len(set(deck)) == 51
    with pytest.raises(NotationError, match="52 distinct cards"):
        GameState.new(variant, deck)
    GameState.new(variant, tuple(ALL_CARDS))  # the 52 distinct cards are taken


def test_w5_to_f1_on_four_piles_is_refused_with_the_number_of_piles():
    state = GameState.new(Variant("calculation"), tuple(ALL_CARDS))
    move = parse_move("w5>f1")
    refusal = state.refusal(move)
    assert refusal is not None and refusal.template == refusals.NO_WASTE_PILE
    assert refusal.number == 5 and refusal.count == 4
    assert not state.is_legal(move)
    with pytest.raises(IllegalMoveError, match="no waste pile 5"):
        state.apply(move)
