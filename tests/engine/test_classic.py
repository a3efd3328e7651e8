"""Classic Strategy (docs/rules.md: ``strategy`` + option ``classic``): eight waste piles; while
the stock lasts only an Ace goes to a foundation (from the stock) and no waste card
moves; once the stock is out the waste tops build in suit, Ace to King."""

import pytest

from calculation_qt.engine import (
    ALL_VARIANTS,
    Card,
    GameState,
    IllegalMoveError,
    NotationError,
    Variant,
    deal_deck,
    game_spec,
    parse_move,
)

CLASSIC = Variant("strategy", classic=True)


def _deck(codes: str) -> tuple[Card, ...]:
    """A deck that starts with ``codes`` (top first); the other cards follow in order."""
    first = [Card.parse(c) for c in codes.split()]
    rest = [c for c in deal_deck(1) if c not in first]
    return tuple(first + rest)


def _play(state: GameState, moves: str) -> GameState:
    for text in moves.split():
        state = state.apply(parse_move(text))
    return state


def test_the_table_entry():
    assert CLASSIC.waste_piles == 8 and CLASSIC.variant_id == 22 and CLASSIC.key == "strategy-8-classic"
    assert Variant.from_key("strategy-8-classic") == CLASSIC == Variant.of("strategy", {"classic"})
    assert CLASSIC in ALL_VARIANTS and len(ALL_VARIANTS) == 9
    assert all(rule.waits_for_stock and rule.follows_suit for rule in CLASSIC.foundations)
    assert not any(rule.waits_for_stock for v in ALL_VARIANTS if v != CLASSIC for rule in v.foundations)
    assert game_spec("strategy").options == ("three_piles", "classic")
    assert CLASSIC.title == "Strategy, classic" and CLASSIC.intro != Variant("strategy").intro


@pytest.mark.parametrize("make", [
    lambda: Variant("strategy", 3, classic=True),      # the three-pile option does not apply
    lambda: Variant("strategy", 4, classic=True),
    lambda: Variant("sir-tommy", classic=True),
    lambda: Variant("calculation", classic=True),
    lambda: Variant.of("strategy", {"classic", "three_piles"}),
])
def test_classic_belongs_to_strategy_with_eight_piles(make):
    with pytest.raises(NotationError):
        make()


def test_while_the_stock_lasts_only_aces_go_up_from_the_stock():
    state = GameState.new(CLASSIC, _deck("AS 2S 5H AH"))
    assert len(state.wastes) == 8
    # the turned Ace: any empty foundation or any waste pile
    assert {str(m) for m in state.legal_moves()} == {"s>f1", "s>f2", "s>f3", "s>f4"} | {
        f"s>w{j}" for j in range(1, 9)}
    state = _play(state, "s>f1")
    # the Two of Spades fits foundation 1 but waits: waste piles only
    assert state.turned == Card.parse("2S") and not state.accepts(0, state.turned)
    assert {str(m) for m in state.legal_moves()} == {f"s>w{j}" for j in range(1, 9)}
    with pytest.raises(IllegalMoveError, match="after its first while the stock lasts"):
        state.apply(parse_move("s>f1"))
    state = _play(state, "s>w1")
    # the waste top 2S fits foundation 1 but no waste card moves while the stock lasts
    assert state.why_illegal(parse_move("w1>f1")) == "no waste card goes to a foundation while the stock lasts"
    with pytest.raises(IllegalMoveError):
        state.apply(parse_move("w1>f1"))
    assert state.foundations_for(Card.parse("2S")) == []
    state = _play(state, "s>w2")  # 5H
    # an Ace parked on a waste pile stays there while the stock lasts
    state = _play(state, "s>w3")
    assert state.why_illegal(parse_move("w3>f2")) is not None
    assert not state.is_blocked and not state.is_over


def test_once_the_stock_is_out_the_waste_tops_build_in_suit():
    # Aces first, then each suit from King down onto its own pile: the piles play off
    suits = "SHDC"
    codes = " ".join(f"A{s}" for s in suits) + " " + " ".join(
        f"{r}{s}" for r in "KQJT98765432" for s in suits)
    state = GameState.new(CLASSIC, _deck(codes))
    state = _play(state, "s>f1 s>f2 s>f3 s>f4")
    for _ in range(12):
        for j in range(4):
            assert all(m.source.value == "s" for m in state.legal_moves())
            state = _play(state, f"s>w{j + 1}")
    assert state.stock_left == 0
    legal = {str(m) for m in state.legal_moves()}
    assert legal == {"w1>f1", "w2>f2", "w3>f3", "w4>f4"}
    # in suit only: the Two of Hearts does not go on the Ace of Spades
    assert state.why_illegal(parse_move("w2>f1")) is not None
    for j in range(4):
        state = _play(state, " ".join([f"w{j + 1}>f{j + 1}"] * 12))
    assert state.is_won


def test_a_pile_locked_under_its_own_suit_is_lost_when_the_stock_ends():
    # 2S lies under 3S: once the stock is out neither can go up
    codes = "AS AH AD AC 2S 3S " + " ".join(
        f"{r}{s}" for r in "KQJT987654" for s in "SHDC") + " 3H 3D 3C 2H 2D 2C"
    state = GameState.new(CLASSIC, _deck(codes))
    state = _play(state, "s>f1 s>f2 s>f3 s>f4 s>w1 s>w1")
    while state.stock:
        state = state.apply(next(m for m in state.legal_moves() if str(m) != "s>w1"))
    state = _play_off(state)
    assert state.is_blocked and not state.is_won


def _play_off(state: GameState) -> GameState:
    while state.legal_moves():
        state = state.apply(state.legal_moves()[0])
    return state


def test_a_saved_classic_game_comes_back_as_it_was(tmp_path):
    from calculation_qt.engine import Game, record

    game = Game.from_deal(CLASSIC, 7)
    for text in ("s>w1", "s>w2", "s>w8"):
        if not game.state.is_legal(parse_move(text)):
            continue
        game.apply(parse_move(text))
    data = record.to_record(game)
    assert data["classic"] is True and data["waste_piles"] == 8
    back = record.from_record(data)
    assert back.variant == CLASSIC and back.state == game.state
    # a record of another game carries no "classic" field, as before
    assert "classic" not in record.to_record(Game.from_deal(Variant("strategy"), 7))
    data["waste_piles"] = 4
    with pytest.raises(NotationError):
        record.from_record(data)
