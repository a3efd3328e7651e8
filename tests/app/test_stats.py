"""Statistics arithmetic and the statistics file (no Qt)."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from calculation_qt.app.dialogs.stats_dialog import summary_text
from calculation_qt.app.storage import files, stats
from calculation_qt.app.storage.paths import data_dir
from calculation_qt.app.storage.stats import Result, Statistics, VariantStats, parse_key, stats_key
from calculation_qt.engine import Variant


@pytest.fixture(autouse=True)
def _clean_problems():
    files.reset()
    yield
    files.reset()


def win(moves=60, assisted=False, game_id=None):
    return Result(True, moves, assisted=assisted, game_id=game_id)


def loss(moves=30, abandoned=False, game_id=None):
    return Result(False, moves, abandoned=abandoned, game_id=game_id)


def test_streaks_across_wins_losses_and_abandons():
    s = VariantStats()
    for r in [win(), win(), loss(), win(), win(), win(), loss(abandoned=True), win()]:
        s.add(r)
    assert (s.played, s.won, s.lost, s.abandoned) == (8, 6, 2, 1)
    assert s.best_streak == 3
    assert s.current_streak == 1
    assert s.losing_streak == 0
    assert s.win_percent == pytest.approx(75.0)
    s.add(loss())
    s.add(loss(abandoned=True))
    assert (s.current_streak, s.losing_streak, s.best_streak) == (0, 2, 3)


def test_fewest_moves_and_wins_without_help():
    s = VariantStats()
    s.add(win(70))
    s.add(win(55, assisted=True))
    s.add(loss(20))  # a short loss is no record
    s.add(win(64))
    assert s.fewest_moves == 55
    assert s.clean_wins == 2
    assert s.won == 3


def test_empty_figures():
    s = VariantStats()
    assert s.win_percent is None and s.fewest_moves is None
    assert "0 played" in summary_text("calculation-4", Statistics())


def test_recent_list_is_bounded_and_chart_series():
    s = VariantStats()
    for i in range(stats.RECENT_LIMIT + 30):
        s.add(win() if i % 2 else loss())
    assert len(s.recent) == stats.RECENT_LIMIT
    assert s.played == stats.RECENT_LIMIT + 30
    series = s.recent_win_percents()
    assert len(series) == stats.RECENT_LIMIT
    assert series[-1] == pytest.approx(50.0)
    assert series[0] in (0.0, 100.0)


def test_variants_and_daily_are_kept_apart():
    st = Statistics()
    calc4, calc3 = Variant("calculation", 4), Variant("calculation", 3)
    st.record(stats_key(calc4), win())
    st.record(stats_key(calc3), loss())
    st.record(stats_key(calc4, daily="2026-11-30"), win())
    st.record(stats_key(Variant("strategy", 4)), loss())
    assert stats_key(calc4, "2026-11-30") == "daily:calculation-4"
    assert st.get("calculation-4").won == 1 and st.get("calculation-4").played == 1
    assert st.get("calculation-3").lost == 1 and st.get("calculation-3").won == 0
    assert st.get("daily:calculation-4").won == 1
    assert st.get("strategy-4").lost == 1
    assert st.get("sir-tommy-4").played == 0
    assert parse_key("daily:calculation-3-nobases") == (Variant("calculation", 3, True), True)
    assert parse_key("daily:strategy-8-classic") == (Variant("strategy", classic=True), True)


def test_a_game_is_counted_once_by_its_id():
    st = Statistics()
    assert st.record("calculation-4", win(game_id="g1"))
    assert not st.record("calculation-4", win(game_id="g1"))
    assert not st.record("calculation-4", loss(game_id="g1"))
    assert st.record("calculation-4", loss(game_id="g2"))
    assert st.get("calculation-4").played == 2


def test_reset_one_variant_only():
    st = Statistics()
    st.record("calculation-4", win())
    st.record("strategy-3", win())
    st.reset("calculation-4")
    assert st.get("calculation-4").played == 0
    assert st.get("strategy-3").played == 1


def test_unknown_key_is_refused():
    with pytest.raises(ValueError):
        Statistics().record("poker-4", win())
    for bad in ("calculation-5", "daily:", "sir-tommy-4-nobases", "daily:daily:calculation-4", "x" * 100):
        with pytest.raises(ValueError):
            parse_key(bad)


def test_save_and_load_round_trip():
    st = Statistics()
    st.record("calculation-4", win(61, game_id="a"))
    st.record("calculation-4", loss(12, abandoned=True, game_id="b"))
    st.record("daily:strategy-4", win(52, assisted=True))
    st.save()
    text = (data_dir() / stats.FILE_NAME).read_text()
    assert json.loads(text)["version"] == stats.VERSION
    again = Statistics.load()
    assert again.to_dict() == st.to_dict()
    assert files.take_problems() == []


def test_summary_text_shows_the_figures():
    st = Statistics()
    st.record("calculation-4", win(61))
    st.record("calculation-4", loss())
    st.record("calculation-4", win(58, assisted=True))
    text = summary_text("calculation-4", st)
    assert "3 played, 2 won (67%)" in text
    assert "1 of them without undo or hint" in text
    assert "Current streak 1, best 1" in text
    assert "Fewest moves in a win: 58" in text
    st.save()
    assert summary_text("calculation-4", Statistics.load()) == text  # read back from the file


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d["variants"]["calculation-4"].update(played=-1), "count from 0"),
    (lambda d: d["variants"]["calculation-4"].update(won="2"), "whole number"),
    (lambda d: d["variants"]["calculation-4"].update(won=True), "whole number"),
    (lambda d: d["variants"]["calculation-4"].update(won=5), "do not add up"),
    (lambda d: d["variants"]["calculation-4"].update(best_streak=0), "streaks"),
    (lambda d: d["variants"]["calculation-4"].update(best_streak=5), "streaks"),
    (lambda d: d["variants"]["calculation-4"].update(recent="x"), "must be a list"),
    (lambda d: d["variants"]["calculation-4"]["recent"][0].update(date="yesterday"), "not a date"),
    (lambda d: d["variants"]["calculation-4"]["recent"][0].update(moves=-3), "count from 0"),
    (lambda d: d["variants"].update({"poker-4": {}}), "not a statistics key"),
    (lambda d: d.update(variants=[]), "must be an object"),
    (lambda d: d.update(format="something-else"), "not a statistics file"),
    (lambda d: d.update(version=2), "newer version"),
    (lambda d: d.update(version=0), "does not know"),
    (lambda d: d.update(version="1"), "does not know"),
])
def test_invalid_statistics_are_set_aside(mutate, words):
    st = Statistics()
    st.record("calculation-4", win(61))
    st.record("calculation-4", loss())
    data = st.to_dict()
    mutate(data)
    path = data_dir() / stats.FILE_NAME
    path.write_text(json.dumps(data))
    loaded = Statistics.load()
    assert loaded.variants == {}
    msgs = files.take_problems()
    told = msgs[0] + " " + msgs[0].facts.get("detail", "")  # (the words, and the detail kept beside them)
    assert len(msgs) == 1 and words in told and "statistics" in msgs[0]
    assert not path.exists()
    assert len(list(data_dir().glob(stats.FILE_NAME + ".corrupt-*"))) == 1


def longest_run(flags, value=True):
    best = run = 0
    for f in flags:
        run = run + 1 if f == value else 0
        best = max(best, run)
    return best


def trailing_run(flags, value):
    n = 0
    for f in reversed(flags):
        if f != value:
            break
        n += 1
    return n


results_strategy = hs.lists(hs.tuples(hs.booleans(), hs.booleans(), hs.booleans(), hs.integers(1, 200)),
                            max_size=250)


@settings(max_examples=150, deadline=None)
@given(results_strategy)
def test_figures_agree_with_the_sequence_of_results(seq):
    s = VariantStats()
    for won, assisted, abandoned, moves in seq:
        s.add(Result(won, moves, assisted=assisted, abandoned=abandoned and not won))
    wins = [w for w, _a, _b, _m in seq]
    assert s.played == len(seq) and s.won == sum(wins) and s.lost == len(seq) - sum(wins)
    assert s.best_streak == longest_run(wins)
    assert s.current_streak == trailing_run(wins, True)
    assert s.losing_streak == trailing_run(wins, False)
    assert s.clean_wins == sum(1 for w, a, _b, _m in seq if w and not a)
    assert s.abandoned == sum(1 for w, _a, b, _m in seq if b and not w)
    won_moves = [m for w, _a, _b, m in seq if w]
    assert s.fewest_moves == (min(won_moves) if won_moves else None)
    assert len(s.recent) == min(len(seq), stats.RECENT_LIMIT)
    # whatever the sequence, the figures pass the file's validation unchanged
    assert VariantStats.from_dict(json.loads(json.dumps(s.to_dict()))) == s


def test_a_long_reason_is_cut_short_in_the_message():
    path = data_dir() / stats.FILE_NAME
    path.write_text(json.dumps({"format": "x" * 5000, "variants": {}}))
    Statistics.load()
    (msg,) = files.take_problems()
    assert len(msg) < 600 and len(msg.facts["detail"]) <= 200 and "x" * 20 not in msg
