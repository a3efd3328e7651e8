"""The game records the recent results keep for Review game (no Qt)."""

import json

import pytest

from calculation_qt.app.storage import files, stats
from calculation_qt.app.storage.paths import data_dir
from calculation_qt.app.storage.stats import RECENT_LIMIT, RECORD_LIMIT, Result, Statistics, game_record
from calculation_qt.engine import ALL_VARIANTS, Game, Variant, deal_deck, parse_deck, parse_move
from calculation_qt.fileio import MAX_FILE_BYTES
from calculation_qt.rating import choose_move


@pytest.fixture(autouse=True)
def _clean_problems():
    files.reset()
    yield
    files.reset()


def played_game(deal=5, moves=12, numbered=True):
    game = Game(Variant("calculation"), deal_deck(deal), deal if numbered else None)
    for _ in range(moves):
        game.apply(choose_move(game.state))
    return game


def result_of(game, won=False):
    return Result(won, game.position, deal=game.deal, record=game_record(game))


def test_a_record_round_trips_and_replays_the_game():
    game = played_game()
    game.undo()  # the moves in effect are recorded, not the redo list
    st = Statistics()
    st.record("calculation-4", result_of(game))
    st.save()
    loaded = Statistics.load()
    assert loaded.to_dict() == st.to_dict() and not files.take_problems()
    deck, moves = loaded.get("calculation-4").recent[-1].review_input()
    assert deck == game.deck and moves == game.moves[: game.position]


def test_a_game_without_a_deal_number_keeps_its_deck():
    game = played_game(numbered=False)
    record = game_record(game)
    assert parse_deck(record["deck"]) == game.deck
    r = Result.from_dict(result_of(game).to_dict())
    assert r.review_input()[0] == game.deck


def test_old_files_without_records_still_load():
    st = Statistics()
    st.record("calculation-4", Result(True, 60, deal=3))
    data = st.to_dict()
    assert "record" not in data["variants"]["calculation-4"]["recent"][0]
    (data_dir() / stats.FILE_NAME).write_text(json.dumps(data))
    loaded = Statistics.load()
    assert not files.take_problems()
    assert loaded.get("calculation-4").recent[0].review_input() is None


def test_only_the_newest_results_keep_their_record():
    st = Statistics()
    game = played_game(moves=3)
    for i in range(RECORD_LIMIT + 5):
        st.record("calculation-4", Result(False, game.position, deal=game.deal, game_id=str(i),
                                          record=game_record(game)))
    recent = st.get("calculation-4").recent
    assert [r.record is not None for r in recent] == [False] * 5 + [True] * RECORD_LIMIT
    assert [r.game_id for r in recent] == [str(i) for i in range(RECORD_LIMIT + 5)]


@pytest.mark.parametrize("record, words", [
    ("s>w1", "record must be an object"),
    ({"moves": "s>w1 x>y"}, "no usable moves"),
    ({"moves": 3}, "no usable moves"),
    ({"moves": "s>w1"}, "does not hold its moves"),
    ({"moves": "s>w1 s>w1", "deck": "AS KS"}, "no usable deck"),
    ({"moves": "s>w1 s>w1", "extra": 1}, "record must be an object"),
])
def test_bad_records_set_the_file_aside(record, words):
    st = Statistics()
    st.record("calculation-4", Result(False, 2, deal=4))
    data = st.to_dict()
    data["variants"]["calculation-4"]["recent"][0]["record"] = record
    (data_dir() / stats.FILE_NAME).write_text(json.dumps(data))
    assert Statistics.load().variants == {}
    msgs = files.take_problems()
    assert len(msgs) == 1 and words in msgs[0] + " " + msgs[0].facts.get("detail", "")


def test_the_largest_file_with_records_stays_under_the_size_limit():
    """Every variant, ordinary and daily, 100 results, the newest 30 with the longest
    possible record (104 moves and a deck): still far below the read limit."""
    deck = " ".join(c.code for c in deal_deck(1))
    longest = {"moves": " ".join(["w4>f4"] * 104), "deck": deck}
    st = Statistics()
    for variant in ALL_VARIANTS:
        for prefix in ("", "daily:"):
            for i in range(RECENT_LIMIT):
                st.record(prefix + variant.key, Result(i % 2 == 0, 104, deal=None, game_id=f"{i:032x}",
                                                       record=longest))
    st.save()
    size = (data_dir() / stats.FILE_NAME).stat().st_size
    assert size < MAX_FILE_BYTES * 0.5, size
    assert Statistics.load().to_dict() == st.to_dict()


def test_the_window_records_each_finished_game_for_review(qtbot):
    from calculation_qt.engine import Game as EngineGame
    from tests.app.persist_helpers import make_window, play_first_moves

    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(7)
    play_first_moves(c, 3)
    played = list(c.game.played)
    c.new_deal(8)  # abandons deal 7
    result = Statistics.load().get("calculation-4").recent[-1]
    deck, moves = result.review_input()
    assert moves == played and deck == EngineGame.from_deal(Variant("calculation"), 7).deck


def test_a_classic_strategy_record_with_piles_5_to_8_loads_again():
    """Classic Strategy has eight waste piles: its records' moves name piles up to 8."""
    classic = Variant("strategy", classic=True)
    game = Game.from_deal(classic, 2)
    for j in range(8):
        game.apply(parse_move(f"s>w{j + 1}") if game.state.turned.rank > 1 else game.state.legal_moves()[0])
    st = Statistics()
    st.record(classic.key, Result(False, len(game.played), deal=2, record=game_record(game)))
    st.save()
    assert "w8" in game_record(game)["moves"]
    assert Statistics.load().to_dict() == st.to_dict()
    assert files.take_problems() == []
