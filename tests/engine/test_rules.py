import pytest

from calculation_qt.engine import (
    ALL_VARIANTS,
    Card,
    GameState,
    IllegalMoveError,
    NotationError,
    Variant,
    deal_deck,
    parse_deck,
    parse_move,
    parse_moves,
)

from .helpers import FOUNDATION_SEQUENCES, sequence_text, winning_deck, winning_moves


def play(state, text):
    for move in parse_moves(text):
        state = state.apply(move)
    return state


@pytest.mark.parametrize("no_bases", [False, True])
def test_calculation_sequences(no_bases):
    v = Variant("calculation", 4, no_bases)
    for k, rule in enumerate(v.foundations, start=1):
        assert sequence_text(rule) == FOUNDATION_SEQUENCES[k]
        assert rule.step == k


@pytest.mark.parametrize("game", ["sir-tommy", "strategy"])
def test_one_step_sequences(game):
    for rule in Variant(game).foundations:
        assert sequence_text(rule) == FOUNDATION_SEQUENCES[1]
        assert not rule.preset
        assert rule.follows_suit == (game == "strategy")


def test_calculation_setup_takes_first_a_2_3_4_in_deck_order():
    deck = deal_deck(1)
    state = GameState.new(Variant(), deck)
    assert [p[0].code for p in state.foundations] == ["AD", "2H", "3S", "4D"]
    rest = [c for c in deck if c.code not in ("AD", "2H", "3S", "4D")]
    assert list(state.stock) == rest
    assert state.stock_left == 48
    assert state.turned == Card.parse("5C")
    assert state.wastes == ((), (), (), ())


@pytest.mark.parametrize("variant", [v for v in ALL_VARIANTS if not v.has_preset_bases])
def test_no_preset_setup_keeps_whole_deck(variant):
    deck = deal_deck(2026)
    state = GameState.new(variant, deck)
    assert state.stock == deck
    assert state.foundations == ((), (), (), ())
    assert len(state.wastes) == variant.waste_piles


@pytest.mark.parametrize("variant", ALL_VARIANTS, ids=lambda v: v.key)
def test_a_perfect_deck_wins(variant):
    deck, _ = winning_deck(variant)
    state = GameState.new(variant, tuple(deck))
    moves = winning_moves(variant)
    for _i, text in enumerate(moves):
        assert not state.is_won
        state = state.apply(parse_move(text))
    assert state.is_won and not state.is_blocked and state.is_over
    assert state.stock_left == 0
    assert all(p[-1].rank == 13 for p in state.foundations)
    assert state.wants() == (None,) * 4
    assert state.legal_moves() == []


def test_blocked_detection():
    codes = deal_deck(1)
    # put a King last so the last card on the waste pile is one nobody wants
    cards = [c for c in codes if c.code != "KS"] + [Card.parse("KS")]
    state = GameState.new(Variant(), tuple(cards))
    while state.stock:
        assert not state.is_blocked
        state = state.apply(parse_move("s>w1"))
    assert state.is_blocked and not state.is_won and state.is_over
    with pytest.raises(IllegalMoveError, match="stock is empty"):
        state.apply(parse_move("s>w2"))


def test_wants_and_foundation_builds_modulo_13():
    state = GameState.new(Variant(), deal_deck(1))
    assert [str(w) for w in state.wants()] == ["2", "4", "6", "8"]
    # deal 1 stock starts 5C 3S(base) ... build f3 from 3 by threes: wants 6
    state = play(state, "s>w1 s>w2")  # 5C, 5S
    assert state.turned.code == "9H"


def test_strategy_follows_suit():
    deck = parse_deck("AS 2H 2S " + " ".join(
        c.code for c in deal_deck(5) if c.code not in ("AS", "2H", "2S")))
    state = GameState.new(Variant("strategy"), deck)
    state = play(state, "s>f2")
    with pytest.raises(IllegalMoveError, match="follows S"):
        state.apply(parse_move("s>f2"))
    state = play(state, "s>w1 s>f2")
    assert [c.code for c in state.foundations[1]] == ["AS", "2S"]
    # the 2H now waits on w1 and still fits no foundation
    with pytest.raises(IllegalMoveError):
        state.apply(parse_move("w1>f2"))


def test_sir_tommy_ace_starts_any_empty_foundation():
    deck = parse_deck("AS AH 2D " + " ".join(
        c.code for c in deal_deck(5) if c.code not in ("AS", "AH", "2D")))
    state = GameState.new(Variant("sir-tommy"), deck)
    with pytest.raises(IllegalMoveError, match="starts with an Ace"):
        state.apply(parse_move("s>w1")).apply(parse_move("s>w1")).apply(parse_move("s>f1"))
    state = play(state, "s>f3 s>f1 s>f3")
    assert [c.code for c in state.foundations[2]] == ["AS", "2D"]


def test_no_bases_starting_card_must_match_foundation():
    deck = parse_deck("2S AS 3S 4S " + " ".join(
        c.code for c in deal_deck(5) if c.code not in ("AS", "2S", "3S", "4S")))
    state = GameState.new(Variant("calculation", no_bases=True), deck)
    for k, name in ((1, "an Ace"), (3, "a Three"), (4, "a Four")):
        with pytest.raises(IllegalMoveError, match=f"starts with {name}, not 2S"):
            state.apply(parse_move(f"s>f{k}"))
    state = play(state, "s>f2 s>f1 s>f3 s>f4")
    assert [str(w) for w in state.wants()] == ["2", "4", "6", "8"]


@pytest.mark.parametrize(
    "moves,reason",
    [
        ("s>w1 s>w2 w1>w2", "one waste pile to another"),
        ("f1>w1", "never leave a foundation"),
        ("f1>f2", "never leave a foundation"),
        ("s>f1", "wants a Two, not 5C"),
        ("w1>f1", "waste pile 1 is empty"),
        ("s>w5", "no waste pile 5"),
        ("s>f5", "no foundation 5"),
        ("w9>f1", "no waste pile 9"),
        ("s>s", "back to the stock"),
        ("s>w1 w1>s", "back to the stock"),
    ],
)
def test_illegal_moves_are_refused_with_a_reason(moves, reason):
    state = GameState.new(Variant(), deal_deck(1))
    *ok, bad = parse_moves(moves)
    for move in ok:
        state = state.apply(move)
    assert not state.is_legal(bad)
    assert bad not in state.legal_moves()
    with pytest.raises(IllegalMoveError, match=reason):
        state.apply(bad)


def test_three_waste_piles():
    state = GameState.new(Variant(waste_piles=3), deal_deck(1))
    assert len(state.wastes) == 3
    with pytest.raises(IllegalMoveError, match="no waste pile 4"):
        state.apply(parse_move("s>w4"))


def test_complete_foundation_refuses():
    deck, _ = winning_deck(Variant("sir-tommy"))
    state = GameState.new(Variant("sir-tommy"), tuple(deck))
    for text in winning_moves(Variant("sir-tommy"))[:-4]:
        state = state.apply(parse_move(text))
    state = play(state, "s>f1")  # KS completes f1
    assert state.want(0) is None
    with pytest.raises(IllegalMoveError, match="complete"):
        state.apply(parse_move("s>f1"))


@pytest.mark.parametrize("text", ["", "s", "s>", "x>f1", "s>f0", "s>w", "w>f1", "s-f1", "sw1", "s>f1>f2", 7])
def test_malformed_moves(text):
    with pytest.raises(NotationError):
        parse_move(text)


def test_move_text_round_trip():
    for text in ["s>f1", "s>w4", "w3>f2", "w1>w2", "f1>w1"]:
        assert str(parse_move(text)) == text
    assert [str(m) for m in parse_moves("S>F1,  w2>f3")] == ["s>f1", "w2>f3"]
    with pytest.raises(NotationError, match="move 2 'oops'"):
        parse_moves("s>f1 oops")


def test_variant_data():
    assert [v.variant_id for v in ALL_VARIANTS] == [0, 1, 2, 3, 10, 11, 20, 21, 22]
    assert all(Variant.from_key(v.key) == v for v in ALL_VARIANTS)
    with pytest.raises(NotationError):
        Variant("sir-tommy", no_bases=True)
    with pytest.raises(NotationError):
        Variant("klondike")
    with pytest.raises(NotationError):
        Variant(waste_piles=5)


def test_describe_move_words_and_translation():
    from calculation_qt.engine import Move, PileKind
    from calculation_qt.engine.moves import describe_move

    state = GameState.new(Variant(), deal_deck(1))
    card = state.turned
    move = Move(PileKind.STOCK, 0, PileKind.WASTE, 1)
    assert describe_move(state, move) == f"{card.name} to waste pile 2"  # words only: no "(s>w2)"
    to_f = Move(PileKind.STOCK, 0, PileKind.FOUNDATION, 2)
    assert describe_move(state, to_f) == f"{card.name} to foundation 3"
    german = {"{card} to waste pile {number}": "{card} auf Ablage {number}",
              "{rank} of {suit}": "{suit}-{rank}", "Five": "F\u00fcnf", "Clubs": "Kreuz"}
    seen = []

    def translate(context, text):
        seen.append(context)
        return german.get(text, text)

    assert str(card) == "5C"  # deal 1's first card
    assert describe_move(state, move, translate) == "Kreuz-F\u00fcnf auf Ablage 2"
    assert set(seen) == {"Move", "Card"}
