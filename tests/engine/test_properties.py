"""Invariants along random sequences of legal moves (hypothesis)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from calculation_qt.engine import ALL_CARDS, ALL_VARIANTS, Game, GameState, deal_deck, record

variants = st.sampled_from(ALL_VARIANTS)
deals = st.integers(min_value=0, max_value=2**64 - 1)


@settings(max_examples=60, deadline=None)
@given(variant=variants, deal=deals, data=st.data())
def test_random_play_keeps_every_card_once_and_ends(variant, deal, data):
    state = GameState.new(variant, deal_deck(deal))
    steps = 0
    while True:
        legal = state.legal_moves()
        if not legal:
            break
        move = data.draw(st.sampled_from(legal))
        new = state.apply(move)
        assert new != state
        state = new
        cards = state.all_cards()
        assert len(cards) == 52 and set(cards) == set(ALL_CARDS)
        steps += 1
        assert steps <= 104  # each card moves at most twice
    assert state.is_won or state.is_blocked
    assert not state.stock


@settings(max_examples=60, deadline=None)
@given(variant=variants, deal=deals, data=st.data())
def test_undo_after_apply_returns_an_equal_state(variant, deal, data):
    game = Game.from_deal(variant, deal)
    n = data.draw(st.integers(min_value=0, max_value=60))
    for _ in range(n):
        legal = game.state.legal_moves()
        if not legal:
            break
        before = game.state
        after = game.apply(data.draw(st.sampled_from(legal)))
        assert game.undo() == before
        assert game.redo() == after
    # every legal move of the state reached applies
    for move in game.state.legal_moves():
        assert game.state.is_legal(move)
        game.state.apply(move)


@settings(max_examples=60, deadline=None)
@given(variant=variants, deal=deals, data=st.data())
def test_saved_record_reloads_to_an_equal_game(variant, deal, data):
    game = Game.from_deal(variant, deal)
    for _ in range(data.draw(st.integers(min_value=0, max_value=80))):
        legal = game.state.legal_moves()
        if not legal:
            break
        game.apply(data.draw(st.sampled_from(legal)))
    for _ in range(data.draw(st.integers(min_value=0, max_value=game.position))):
        game.undo()
    again = record.loads(record.dumps(game))
    assert again.state == game.state
    assert again.states == game.states
    assert again.moves == game.moves and again.position == game.position
    assert again.deal == game.deal and again.variant == game.variant
    assert again.undos == game.undos
