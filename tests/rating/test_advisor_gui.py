"""The advisor in the window: Suggest highlights a legal move off the GUI thread; the
advisor click strength plays the turned card; the demo plays and any real key or
mouse press stops it; a demo game is flagged for the statistics."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from calculation_qt.app.features import advisor_actions
from calculation_qt.engine import PileKind
from calculation_qt.rating import choose_move

from .helpers import click_top_card, make_window


@pytest.fixture(autouse=True)
def _quick_advisor(monkeypatch):
    monkeypatch.setattr(advisor_actions, "SUGGEST_SECONDS", 0.2)
    monkeypatch.setattr(advisor_actions, "CLICK_SECONDS", 0.1)
    monkeypatch.setattr(advisor_actions, "DEMO_SECONDS", 0.05)


def window_with_advisor(qtbot, **settings):
    w = make_window(qtbot, **settings)
    actions = w.features.install("advisor_actions")
    return w, actions


def test_suggest_highlights_a_legal_move(qtbot):
    w, actions = window_with_advisor(qtbot)
    c = w.controller
    for _ in range(5):  # a few moves in, where there is a real choice
        c.play(choose_move(c.state))
    state = c.state
    with qtbot.waitSignal(actions.suggestionShown, timeout=15000) as blocker:
        actions.action_suggest.trigger()
        assert actions.busy  # thinking happens in a worker thread
    move = blocker.args[0]
    assert move is not None and state.is_legal(move)
    assert w.scene.highlighted_move() == move
    assert c.state == state  # Suggest only shows
    assert not actions.busy


def test_suggest_is_cancelled_by_a_move(qtbot, monkeypatch):
    monkeypatch.setattr(advisor_actions, "SUGGEST_SECONDS", 5.0)
    w, actions = window_with_advisor(qtbot)
    c = w.controller
    for _ in range(6):
        c.play(choose_move(c.state))
    actions.suggest()
    assert actions.busy
    c.undo()
    assert not actions.busy
    qtbot.wait(50)
    assert w.scene.highlighted_move() is None


@pytest.mark.parametrize("strength", ["quick", "advisor"])
def test_click_strength_advisor_plays_the_turned_card(qtbot, strength):
    w, actions = window_with_advisor(qtbot, click_strength=strength)
    c = w.controller
    before = c.game.position
    asked = []
    real = actions._advisor
    actions._advisor = lambda seconds, kind="advisor": asked.append(kind) or real(seconds, kind)  # test spy
    click_top_card(w, PileKind.STOCK)
    qtbot.waitUntil(lambda: c.game.position == before + 1, timeout=15000)
    assert c.game.played[-1].source is PileKind.STOCK
    assert asked == [strength]  # (deal 1: no foundation takes the first turned card)


def test_demo_plays_and_a_key_stops_it(qtbot):
    w, actions = window_with_advisor(qtbot)
    c = w.controller
    actions.action_demo.trigger()
    assert actions.demo_running and c.demo_used
    qtbot.waitUntil(lambda: c.game.position >= 4, timeout=15000)
    QTest.keyClick(w.view, Qt.Key_Space)
    assert not actions.demo_running
    stopped_at = c.game.position
    qtbot.wait(300)
    assert c.game.position == stopped_at
    assert c.demo_used  # statistics skip this game


def test_demo_stops_on_a_mouse_press_and_the_press_does_nothing_else(qtbot):
    w, actions = window_with_advisor(qtbot, click_strength="advisor")
    c = w.controller
    actions.start_demo()
    qtbot.waitUntil(lambda: c.game.position >= 2, timeout=15000)
    click_top_card(w, PileKind.STOCK)
    assert not actions.demo_running
    stopped_at = c.game.position
    qtbot.wait(300)
    assert c.game.position == stopped_at


def test_demo_plays_a_deal_to_the_end(qtbot, monkeypatch):
    monkeypatch.setattr(advisor_actions, "DEMO_PAUSE_MS", 0)  # the whole deal, not its pauses
    w, actions = window_with_advisor(qtbot)
    c = w.controller
    with qtbot.waitSignal(actions.demoChanged, timeout=30000, check_params_cb=lambda on: on is False):
        actions.start_demo()
    assert c.state.is_over
    assert not actions.demo_running


def test_a_new_deal_ends_the_demo_flag(qtbot):
    w, actions = window_with_advisor(qtbot)
    c = w.controller
    actions.start_demo()
    qtbot.waitUntil(lambda: c.game.position >= 1, timeout=15000)
    c.new_deal(5)
    assert not actions.demo_running
    assert not c.demo_used


def test_suggest_in_a_lost_position_says_so_and_buries_nothing(qtbot, monkeypatch):
    from calculation_qt.engine import Game

    from .test_advisor import TALL

    monkeypatch.setattr(advisor_actions, "SUGGEST_SECONDS", 10.0)  # the samples decide, on either core
    game = Game(TALL.variant, TALL.stock, states=[TALL])  # a hand-made position, no moves before it
    w, actions = window_with_advisor(qtbot, game=game)
    with qtbot.waitSignal(actions.suggestionShown, timeout=30000) as blocker:
        QTest.keyClick(w.view, Qt.Key_S)
    move = blocker.args[0]
    assert move is not None and TALL.wastes[move.target_index] == ()
    text = w.statusBar().currentMessage()
    assert "looks lost" in text and "Suggestion" in text


def test_suggest_says_the_advisors_chance_with_its_advice(qtbot):
    w, actions = window_with_advisor(qtbot)
    with qtbot.waitSignal(actions.suggestionShown, timeout=30000) as blocker:
        QTest.keyClick(w.view, Qt.Key_S)
    assert blocker.args[0] is not None
    text = w.statusBar().currentMessage()
    assert text.startswith("Suggestion: ") and text.endswith(" to win from here.") and ": about " in text


def test_one_highlight_at_a_time_hint_and_suggest_replace_each_other(qtbot):
    w, actions = window_with_advisor(qtbot)
    hint = w.features.install("hint")
    c = w.controller
    for _ in range(4):
        c.play(choose_move(c.state))
    # Suggest still thinking when Hint is asked: Hint's highlight alone
    actions.action_suggest.trigger()
    assert actions.busy
    with qtbot.waitSignal(hint.hintShown, timeout=60000) as shown:
        hint.hint()
    assert not actions.busy  # the suggestion still to come was dropped
    assert shown.args[0] is not None and w.scene.highlighted_move() == shown.args[0]
    # Hint still looking when Suggest is asked: Suggest's highlight alone
    c.play(choose_move(c.state))
    hint.hint()
    with qtbot.waitSignal(actions.suggestionShown, timeout=30000) as suggested:
        actions.action_suggest.trigger()
    w.solver.wait(60)
    qtbot.wait(50)
    assert w.scene.highlighted_move() == suggested.args[0]
