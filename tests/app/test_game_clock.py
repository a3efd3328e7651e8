"""The game's clock (app/features/game_clock.py) and the times the statistics keep: each recent
game's time and each variant's best winning time, backward compatible with older files."""

from __future__ import annotations

import json

import pytest

from calculation_qt.app.dialogs.stats_dialog import summary_text
from calculation_qt.app.features import game_clock
from calculation_qt.app.features.game_clock import GameClock
from calculation_qt.app.shell.controller import GameController
from calculation_qt.app.storage.settings import Settings
from calculation_qt.app.storage.stats import Result, Statistics, VariantStats, clock_text
from calculation_qt.engine import Game, Variant, parse_move, record
from tests.engine.helpers import winning_deck, winning_moves
from tests.ui.window_helpers import make_window


class FakeTime:
    def __init__(self):
        self.t = 1000.0
        self.active = True

    def __call__(self) -> float:
        return self.t


def clock_for(game: Game | None = None) -> tuple[GameController, GameClock, FakeTime]:
    fake = FakeTime()
    controller = GameController(Settings(animation_ms=0), game or Game.from_deal(Variant(), 1))
    return controller, GameClock(controller, lambda: fake.active, fake), fake


def test_the_clock_runs_from_the_first_move_to_the_end(qtbot):
    deck, _ = winning_deck(Variant())
    c, clock, t = clock_for(Game(Variant(), tuple(deck)))
    t.t += 50  # before the first move: not counted
    assert not clock.running and c.game.seconds == 0
    moves = [parse_move(m) for m in winning_moves(Variant())]
    c.play(moves[0])
    assert clock.running
    for move in moves[1:]:
        t.t += 2.5
        c.play(move)
    assert c.state.is_won and not clock.running
    assert c.game.seconds == pytest.approx(2.5 * (len(moves) - 1))
    t.t += 100  # after the win: not counted
    clock.update()
    assert c.game.seconds == pytest.approx(2.5 * (len(moves) - 1))


def test_the_clock_stops_while_the_program_is_not_active(qtbot):
    c, clock, t = clock_for()
    c.play(parse_move("s>w1"))
    t.t += 10
    t.active = False
    clock.update()  # (the window's install() calls this on applicationStateChanged)
    t.t += 600
    t.active = True
    clock.update()
    t.t += 5
    c.play(parse_move("s>w2"))
    assert c.game.seconds == pytest.approx(15)


def test_a_new_game_starts_at_zero_and_the_old_keeps_its_time(qtbot):
    c, clock, t = clock_for()
    c.play(parse_move("s>w1"))
    t.t += 30
    old = c.game
    c.new_deal(2)
    assert old.seconds == pytest.approx(30) and c.game.seconds == 0 and not clock.running
    t.t += 7
    c.play(parse_move("s>w1"))
    t.t += 3
    clock.update()
    assert c.game.seconds == pytest.approx(3)


def test_the_time_is_saved_with_the_game_and_old_records_read_as_zero():
    game = Game.from_deal(Variant(), 1)
    game.apply(parse_move("s>w1"))
    game.add_time(95.34)
    data = record.to_record(game)
    assert data["seconds"] == 95.3
    assert record.from_record(data).seconds == pytest.approx(95.3)
    del data["seconds"]
    assert record.from_record(data).seconds == 0
    for bad in (-1, True, "5", 1e12, float("nan")):
        data["seconds"] = bad
        with pytest.raises(ValueError):
            record.from_record(data)


def test_statistics_keep_each_games_time_and_the_best_winning_time():
    s = VariantStats()
    s.add(Result(True, 60, seconds=300))
    s.add(Result(False, 40, seconds=100))  # a loss is never the best time
    s.add(Result(True, 70, seconds=250))
    s.add(Result(True, 55))                # a win without a time (recorded by an older program)
    s.add(Result(True, 65, seconds=400))
    assert s.best_seconds == 250
    assert [r.seconds for r in s.recent] == [300, 100, 250, None, 400]
    st = Statistics({"calculation-4": s})
    again = Statistics.from_dict(json.loads(json.dumps(st.to_dict())))
    assert again.get("calculation-4") == s
    assert "Best time in a win: 4:10." in summary_text("calculation-4", st).splitlines()
    assert "Best time" not in summary_text("calculation-4", Statistics())


def test_older_statistics_files_still_load():
    old = {"format": "calculation-qt-statistics", "version": 1, "variants": {"calculation-4": {
        "played": 2, "won": 1, "lost": 1, "clean_wins": 1, "abandoned": 0, "current_streak": 0, "best_streak": 1,
        "losing_streak": 1, "fewest_moves": 60,
        "recent": [{"won": True, "moves": 60, "date": "2026-11-30T10:00:00", "assisted": False,
                    "abandoned": False, "deal": 5, "game_id": "a"},
                   {"won": False, "moves": 20, "date": "2026-11-30T11:00:00", "assisted": False,
                    "abandoned": False, "deal": 6, "game_id": "b"}]}}}
    s = Statistics.from_dict(old).get("calculation-4")
    assert s.best_seconds is None and [r.seconds for r in s.recent] == [None, None]
    s.add(Result(True, 61, seconds=200))
    assert s.best_seconds == 200


@pytest.mark.parametrize(("where", "value"), [("best_seconds", -1), ("best_seconds", True), ("best_seconds", 1.5),
                                              ("recent_seconds", -3), ("recent_seconds", "1:00"),
                                              ("no_win_best", 10)])
def test_unusable_times_are_refused(where, value):
    data = Statistics({"calculation-4": _one_win(seconds=100)}).to_dict()
    v = data["variants"]["calculation-4"]
    if where == "best_seconds":
        v["best_seconds"] = value
    elif where == "recent_seconds":
        v["recent"][0]["seconds"] = value
    else:
        data["variants"]["calculation-4"] = {"played": 1, "won": 0, "lost": 1, "losing_streak": 1,
                                             "best_seconds": value}
    with pytest.raises(ValueError):
        Statistics.from_dict(data)


def _one_win(seconds):
    s = VariantStats()
    s.add(Result(True, 60, seconds=seconds))
    return s


def test_clock_text():
    assert [clock_text(x) for x in (0, 5.9, 65, 3599, 3600, 3725)] == [
        "0:00", "0:05", "1:05", "59:59", "1:00:00", "1:02:05"]


def test_the_status_bar_clock_follows_the_setting(qtbot):
    w = make_window(qtbot)
    clock = game_clock.install(w)
    label = clock.label.label
    assert not label.isVisible()  # off by default
    w.settings.show_clock = True
    w.settingsChanged.emit()
    assert label.isVisible() and label.text() == "Time: 0:00"


def test_a_won_games_time_goes_into_the_statistics(qtbot):
    deck, _ = winning_deck(Variant())
    w = make_window(qtbot, game=Game(Variant(), tuple(deck)))
    moves = [parse_move(m) for m in winning_moves(Variant())]
    c = w.controller
    for move in moves[:-1]:
        c.play(move)
    c.game.add_time(83.6)
    c.play(moves[-1])
    s = Statistics.load().get("calculation-4")
    # (the window's own clock adds the real time the moves took on top of the 83.6 s)
    assert s.won == 1 and s.recent[-1].seconds == int(c.game.seconds) >= 83
    assert s.best_seconds == s.recent[-1].seconds
