"""Game > Review game: the dialog opens, shows the chart and the mistakes, steps through
the positions, cancels cleanly, and a second look is instant (pytest-qt, headless)."""

import pytest
from PySide6.QtCore import QPoint, Qt

from calculation_qt.app.features import review_actions
from calculation_qt.engine import Variant
from calculation_qt.rating import choose_move
from calculation_qt.review.chances import Estimator
from tests.app.persist_helpers import make_window
from tests.review.games import CALCULATION, RATING_WON_DEAL, RATING_WON_MOVES


@pytest.fixture(autouse=True)
def _few_samples(monkeypatch):
    monkeypatch.setattr(review_actions, "SAMPLES", 16)
    monkeypatch.setattr(review_actions, "JOBS", 1)


def _play(controller, count):
    for _ in range(count):
        assert controller.play(choose_move(controller.state))


def _open_review(qtbot, window, action=None):
    review = window.features["review_actions"]
    with qtbot.waitSignal(review.reviewReady, timeout=600_000) as blocker:  # (a guard, not a speed test)
        (action or review.action_review).trigger()
    return review, review.dialog, blocker.args[0]


def test_review_of_the_game_in_progress_chart_mistakes_and_board(qtbot):
    window, _ = make_window(qtbot)
    window.controller.new_deal(3, variant=Variant("strategy"))
    _play(window.controller, 6)
    review, dialog, result = _open_review(qtbot, window)
    assert dialog.isVisible() and not dialog.progress.isVisible()
    assert len(dialog.chart.chances) == 7 == len(result.win_chance)
    assert dialog.mistakes.count() >= 1  # the mistakes, or the line saying there is none
    assert dialog.verdict.text()
    # a click on the chart shows that position on the board, with the move played there highlighted
    point = dialog.chart.point(4).toPoint()
    qtbot.mouseClick(dialog.chart, Qt.MouseButton.LeftButton, pos=point)
    assert dialog.board.index == 4 and dialog.chart.cursor == 4
    assert dialog.position_info.text().startswith("After move 4: the Advisor's chance ")
    qtbot.mouseClick(dialog.board.next_button, Qt.MouseButton.LeftButton)
    assert dialog.board.index == 5 and dialog.chart.cursor == 5
    qtbot.mouseClick(dialog.board.back_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.board.back_button, Qt.MouseButton.LeftButton)
    assert dialog.board.index == 3
    qtbot.mouseClick(dialog.chart, Qt.MouseButton.LeftButton, pos=QPoint(1, dialog.chart.height() // 2))
    assert dialog.board.index == 0
    assert dialog.position_info.text().startswith("The deal as dealt: the Advisor's chance ")
    # a second look is instant: the cached review, no job
    dialog.close()
    review.action_review.trigger()
    assert review.dialog.review is result and not review.runner.busy


def test_a_mistake_click_shows_its_position(qtbot, monkeypatch):
    """Late in a won game one move throws it away: the review lists it, and a click on
    it shows the position it was played from."""
    monkeypatch.setattr(review_actions, "SAMPLES", 8)
    monkeypatch.setattr(review_actions, "JOBS", 2)  # the window's own setting: positions in two processes
    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(RATING_WON_DEAL, variant=CALCULATION)
    for move in RATING_WON_MOVES[:50]:
        assert c.play(move)
    estimator = Estimator(samples=8, seed=0)
    blunder = next(m for m in c.state.legal_moves() if estimator.judge(c.state, m).is_mistake)
    assert c.play(blunder)
    review, dialog, result = _open_review(qtbot, window)
    assert [m.index for m in result.mistakes][-1] == 50
    rows = [dialog.mistakes.item(r) for r in range(dialog.mistakes.count())]
    assert 1 <= len(rows) <= 5
    item = next(i for i in rows if i.data(Qt.ItemDataRole.UserRole) == 51)  # move 51: the position after it
    assert item.text().startswith("Move 51: ")
    qtbot.mouseClick(dialog.mistakes.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.mistakes.visualItemRect(item).center())
    assert dialog.board.index == 51 and dialog.chart.cursor == 51
    assert dialog.position_info.text().count(" kept ") == 2  # the move played and the better one


def test_cancel_stops_cleanly_and_the_window_stays_usable(qtbot):
    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(5, variant=Variant("calculation"))
    _play(c, 30)
    review = window.features["review_actions"]
    review.action_review.trigger()
    dialog = review.dialog
    assert review.runner.busy and dialog.cancel_button.isVisible()
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert not review.runner.busy
    assert not dialog.cancel_button.isVisible() and "cancelled" in dialog.verdict.text()
    assert c.play(choose_move(c.state))  # the window plays on
    assert not review.cache


def test_a_recent_game_from_the_statistics_can_be_reviewed(qtbot):
    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(4, variant=Variant("strategy"))
    _play(c, 5)
    played = list(c.game.played)
    c.new_deal(6)  # abandons deal 4: its result keeps the record
    review = window.features["review_actions"]
    review.recent_menu.aboutToShow.emit()
    actions = [a for a in review.recent_menu.actions() if a.isEnabled()]
    assert actions and "4" in actions[0].text()
    review, dialog, result = _open_review(qtbot, window, actions[0])
    assert result.moves == played and dialog.board.moves == played


def test_the_window_plays_on_while_a_review_runs(qtbot):
    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(9, variant=Variant("strategy"))
    _play(c, 5)
    reviewed = list(c.game.played)
    review = window.features["review_actions"]
    with qtbot.waitSignal(review.reviewReady, timeout=600_000) as blocker:  # (a guard, not a speed test)
        review.action_review.trigger()
        assert review.runner.busy
        _play(c, 1)  # the table takes moves meanwhile
    assert blocker.args[0].moves == reviewed and len(c.game.played) == 6
