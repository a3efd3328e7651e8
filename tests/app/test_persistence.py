"""Persistence: the game in progress resumes exactly; every game counts exactly once."""

import json

import pytest

from calculation_qt.app.storage import files, saved_game, stats
from calculation_qt.app.storage.stats import Statistics
from calculation_qt.engine import Game, Variant

from .persist_helpers import (
    close_window,
    home,
    make_window,
    play_first_moves,
    play_to_block,
    shown,
    winning_game,
)


@pytest.fixture(autouse=True)
def _clean():
    files.reset()
    yield
    files.reset()


def saved_record():
    return json.loads((home() / saved_game.GAME_FILE).read_text())


def test_resume_after_restart_restores_state_and_undo_history(qtbot):
    window, p = make_window(qtbot)
    c = window.controller
    c.new_deal(1)
    play_first_moves(c, 8)
    assert c.undo() and c.undo()
    state, moves, position, deal = c.state, list(c.game.moves), c.game.position, c.game.deal
    assert saved_record()["position"] == 6
    close_window(window)

    window2, p2 = make_window(qtbot)
    c2 = window2.controller
    assert c2.game.deal == deal
    assert c2.state == state
    assert c2.game.moves == moves and c2.game.position == position
    assert c2.game.undos == 2
    assert p2.session.id == p.session.id
    assert c2.redo() and c2.redo()
    assert c2.game.position == 8
    assert c2.undo()
    assert c2.game.states[:7] == c2.game.states[:7]
    assert Statistics.load().get("calculation-4").played == 0  # quitting is not abandoning
    assert shown(p2) == []


def test_every_change_is_saved(qtbot):
    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(7)
    assert saved_record()["deal"] == 7 and saved_record()["moves"] == []
    play_first_moves(c, 3)
    assert len(saved_record()["moves"]) == 3
    c.undo()
    assert saved_record()["position"] == 2
    c.redo()
    assert saved_record()["position"] == 3
    c.restart()
    assert saved_record()["position"] == 0 and len(saved_record()["moves"]) == 3


def test_won_then_undo_then_won_again_counts_once(qtbot):
    window, p = make_window(qtbot)
    c = window.controller
    game, moves = winning_game()
    c.set_game(game)
    seen = []
    c.gameWon.connect(lambda: seen.append(Statistics.load().get("calculation-4").won))
    for m in moves:
        assert c.play(m)
    assert seen == [1]  # the figures were saved before the gameWon listeners ran
    assert c.undo() and c.redo()
    assert c.undo() and c.play(moves[-1])
    s = Statistics.load().get("calculation-4")
    assert (s.played, s.won, s.lost) == (1, 1, 0)
    # the result was recorded at the first win, before any undo: a clean win
    assert s.clean_wins == 1
    assert s.recent[0].assisted is False and s.fewest_moves == len(moves)
    assert "1 played, 1 won (100%)" in p.summary_text()


def test_blocked_then_undo_and_continue_counts_one_loss(qtbot):
    window, p = make_window(qtbot)
    c = window.controller
    c.new_deal(1)
    play_to_block(c)
    assert c.state.is_blocked
    assert Statistics.load().get("calculation-4").lost == 1
    c.undo()
    c.undo()
    assert not c.state.is_over
    play_first_moves(c, 1)
    c.new_deal(2)  # abandoning the undone game: no second loss
    s = Statistics.load().get("calculation-4")
    assert (s.played, s.lost, s.abandoned) == (1, 1, 0)


def test_blocked_result_survives_a_restart_without_double_count(qtbot):
    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(1)
    play_to_block(c)
    c.undo()
    close_window(window)
    window2, _ = make_window(qtbot)
    window2.controller.new_deal(3)  # would be an abandon, but this game's loss is already counted
    assert Statistics.load().get("calculation-4").played == 1


def test_abandon_counts_as_loss_and_untouched_deals_do_not_count(qtbot):
    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(1)
    c.new_deal(2)  # no move made: not counted
    play_first_moves(c, 2)
    c.new_deal(3, variant=Variant("strategy", 3))  # changing variant abandons too
    game, moves = winning_game(Variant("strategy", 3))
    c.set_game(game)
    for m in moves:
        c.play(m)
    calc = Statistics.load().get("calculation-4")
    strat = Statistics.load().get("strategy-3")
    assert (calc.played, calc.lost, calc.abandoned, calc.recent[0].moves) == (1, 1, 1, 2)
    assert (strat.played, strat.won, strat.current_streak) == (1, 1, 1)


def test_daily_deals_are_counted_apart(qtbot):
    window, _ = make_window(qtbot)
    c = window.controller
    game, moves = winning_game()
    game.daily = "2026-11-30"
    c.set_game(game)
    for m in moves:
        c.play(m)
    st = Statistics.load()
    assert st.get("daily:calculation-4").won == 1
    assert st.get("calculation-4").played == 0


def test_demo_games_are_not_counted_even_after_resume(qtbot):
    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(1)
    play_first_moves(c, 2)
    c.demo_used = True
    play_first_moves(c, 1)
    assert saved_record()["session"]["demo"] is True
    close_window(window)
    window2, _ = make_window(qtbot)
    assert window2.controller.demo_used
    window2.controller.new_deal(5)
    assert Statistics.load().get("calculation-4").played == 0


def test_crash_between_statistics_and_game_save_does_not_count_twice(qtbot):
    window, p = make_window(qtbot)
    c = window.controller
    c.new_deal(1)
    play_first_moves(c, 3)
    record = saved_record()
    c.new_deal(2)  # abandoned: loss recorded, then game.json overwritten with deal 2
    # simulate a crash before game.json was rewritten: the old game comes back
    (home() / saved_game.GAME_FILE).write_text(json.dumps(record))
    window2, p2 = make_window(qtbot)
    assert window2.controller.game.deal == 1
    assert p2.session.result == "lost"
    window2.controller.new_deal(4)
    assert Statistics.load().get("calculation-4").played == 1


def test_a_won_saved_game_is_not_resumed(qtbot):
    window, _ = make_window(qtbot)
    c = window.controller
    game, moves = winning_game()
    c.set_game(game)
    for m in moves:
        c.play(m)
    assert saved_record()["session"]["result"] == "won"
    close_window(window)
    window2, _ = make_window(qtbot)
    assert not window2.controller.state.is_won
    assert Statistics.load().get("calculation-4").won == 1


def test_hints_and_undo_flag_the_game(qtbot):
    window, _ = make_window(qtbot)
    c = window.controller
    game, moves = winning_game(Variant("sir-tommy", 4))
    c.set_game(game)
    c.game.hints += 1
    for m in moves:
        c.play(m)
    s = Statistics.load().get("sir-tommy-4")
    assert s.won == 1 and s.clean_wins == 0 and s.recent[-1].assisted


def test_statistics_action_opens_the_dialog_and_reset_asks(qtbot):
    window, p = make_window(qtbot)
    c = window.controller
    c.new_deal(1)
    play_first_moves(c, 1)
    c.new_deal(2)
    window.menus.action_statistics.trigger()
    dialog = p.recorder.dialog
    qtbot.addWidget(dialog)
    assert dialog.key == "calculation-4"
    values = {dialog.table.item(r, 0).text(): dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())}
    assert values["Games played"] == "1" and values["Lost"] == "1 (1 abandoned)"
    assert dialog.recent.rowCount() == 1
    dialog.confirm = lambda text: False
    assert not dialog.reset_current()
    assert Statistics.load().get("calculation-4").played == 1
    dialog.confirm = lambda text: "Forget 1 game of Calculation?" in text
    assert dialog.reset_current()
    assert Statistics.load().get("calculation-4").played == 0
    assert p.statistics.get("calculation-4").played == 0
    assert not dialog.reset_button.isEnabled()


def test_saved_game_file_is_a_versioned_engine_record(qtbot):
    window, p = make_window(qtbot)
    window.controller.new_deal(11)
    play_first_moves(window.controller, 2)
    data = saved_record()
    assert data["format"] == "calculation-qt-game" and data["version"] == 1
    game, session = saved_game.game_from_dict(data)
    assert isinstance(game, Game) and game.moves == window.controller.game.moves
    assert session.id == p.session.id
    assert stats.FILE_NAME != saved_game.GAME_FILE


def test_making_the_same_game_current_again_keeps_its_count(qtbot):
    window, p = make_window(qtbot)
    c = window.controller
    c.new_deal(1)
    play_to_block(c)
    c.undo()
    c.set_game(c.game)  # e.g. a replay of the same game: not a new game
    c.new_deal(2)
    assert Statistics.load().get("calculation-4").played == 1


def test_resume_sets_the_rules_in_the_settings(qtbot):
    window, _ = make_window(qtbot)
    window.controller.new_deal(5, variant=Variant("strategy", 3))
    play_first_moves(window.controller, 1)
    close_window(window)
    window2, _ = make_window(qtbot)
    assert window2.controller.variant == Variant("strategy", 3)
    assert window2.controller.settings.variant == Variant("strategy", 3)


def test_the_win_message_shows_the_updated_figures(qtbot):
    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(1)
    play_first_moves(c, 1)
    c.new_deal(2)  # a loss
    game, moves = winning_game()
    c.set_game(game)
    for m in moves:
        c.play(m)
    text = window.banner.label.text()
    assert "You won!" in text
    assert "2 played, 1 won (50%)" in text and "Current streak 1, best 1" in text


def test_asking_for_a_hint_flags_the_game_once_per_request(qtbot):
    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(1)
    play_first_moves(c, 1)
    window.menus.action_hint.trigger()  # the solver's Hint counts the request, and it is saved at once
    assert saved_record()["hints"] == 1
    solver = window.solver
    solver.cancel()
    solver.wait(10)
    c.count_hint()  # any feature's hint
    assert saved_record()["hints"] == 2
    qtbot.wait(50)
    assert c.game.hints == 2
    c.new_deal(2)
    s = Statistics.load().get("calculation-4")
    assert s.recent[-1].assisted and not s.recent[-1].won


def test_a_window_given_a_game_in_progress_keeps_it(qtbot):
    window, _ = make_window(qtbot)
    window.controller.new_deal(1)
    play_first_moves(window.controller, 2)
    close_window(window)
    from calculation_qt.app.shell.controller import GameController

    game = Game.from_deal(Variant("strategy", 4), 9)
    game.apply(game.state.legal_moves()[0])
    window2, _ = make_window(qtbot, GameController(game=game))
    assert window2.controller.game is game
    assert saved_record()["deal"] == 1  # untouched until this game changes
    s = Statistics.load().get("calculation-4")
    assert (s.played, s.abandoned) == (1, 1)  # the saved game in progress was abandoned
