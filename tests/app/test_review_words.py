"""The review as a newcomer reads it: the verdict names the move that lost the deal and
never "None", one line says what the fair chance is, a legend explains the chart, a won
game's list is of riskier moves, "Move i" shows one position everywhere, the card just
played and the next move wear different marks, and a daily deal is named by its date.

Most tests give the dialog a review made here (chances chosen by the test, a verdict
chosen by the test) so that each case is exact and quick; the daily-deal title goes
through Game > Review game."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from calculation_qt import i18n
from calculation_qt.app.dialogs.review_dialog import ReviewDialog, verdict_text
from calculation_qt.app.features import review_actions
from calculation_qt.engine import Game, Variant, deal_deck
from calculation_qt.review import Mistake, Review, replay_states
from calculation_qt.review.chances import Judgement
from calculation_qt.review.verdict import Verdict
from tests.app.persist_helpers import make_window
from tests.review.games import CALCULATION, LOST_DEAL, LOST_MOVES, RATING_WON_DEAL, RATING_WON_MOVES

NOISE = 0.05


def made_review(deal: int, moves: list, verdict: Verdict, mistakes_at: tuple = ()) -> Review:
    """A review of ``moves`` on ``deal`` whose chances fall by 0.3 at each move in
    ``mistakes_at`` (0-based move indices; the better move: the first other legal move)."""
    states = replay_states(CALCULATION, deal_deck(deal), moves)
    chance, judgements, mistakes = 0.8, [], []
    for i, state in enumerate(states):
        if i < len(moves) and i in mistakes_at:
            better = next(m for m in state.legal_moves() if m != moves[i])
            judgements.append(Judgement(chance, better, chance - 0.3, NOISE, 16))
            mistakes.append(Mistake(i, moves[i], better, chance - 0.3, chance))
            chance -= 0.3
        else:
            judgements.append(Judgement(chance, moves[i] if i < len(moves) else None, chance, NOISE, 16))
    return Review(CALCULATION, states, list(moves), judgements, verdict, 16, 0, mistakes)


def open_dialog(qtbot, review: Review, deal: int) -> ReviewDialog:
    game = Game(CALCULATION, deal_deck(deal), deal, moves=list(review.moves))
    game.position = len(review.moves)
    dialog = ReviewDialog(game, "Review", None, 0)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.show_review(review)
    return dialog


def test_a_game_still_winnable_is_said_so_never_after_move_none(qtbot):
    moves = RATING_WON_MOVES[:10]
    review = made_review(RATING_WON_DEAL, moves, Verdict(10, None, 10))
    assert review.verdict.exact  # the branch that used to print "after move None"
    text = verdict_text(review)
    assert "None" not in text and text == "This deal is still winnable: after move 10 a winning line remains."


def test_the_move_that_lost_the_deal_is_named_in_the_verdict_the_chart_and_its_position(qtbot):
    review = made_review(LOST_DEAL, LOST_MOVES, Verdict(19, 20, len(LOST_MOVES)), mistakes_at=(19,))
    dialog = open_dialog(qtbot, review, LOST_DEAL)
    # the clairvoyant verdict says it knows the cards' order; the fair one follows it
    assert dialog.verdict.text().startswith("With the cards' order known, the deal could still be won before "
                                            "move 20; after it no line of play wins. From what you could see, moves "
                                            "that lost more chance than the estimate's noise: 1; the most, move 20")
    assert dialog.chart.lost_from == 20  # the shading begins after move 20
    qtbot.mouseClick(dialog.chart, Qt.MouseButton.LeftButton, pos=dialog.chart.point(20).toPoint())
    assert dialog.board.index == 20
    assert "With the cards' order known, this move lost the deal" in dialog.position_info.text()
    qtbot.mouseClick(dialog.chart, Qt.MouseButton.LeftButton, pos=dialog.chart.point(30).toPoint())
    assert dialog.position_info.text().endswith("With the cards' order known, no line of play wins from here.")


def test_headline_list_and_chart_share_one_definition_of_a_mistake(qtbot):
    """A lost game whose moves lost no chance beyond the noise: the headline names the
    move that lost the deal as what the solver saw knowing the order, and says, as the
    list does, that no move lost more than the noise; with mistakes, the headline counts
    the list's moves and the chart dots them."""
    review = made_review(LOST_DEAL, LOST_MOVES, Verdict(19, 20, len(LOST_MOVES)))
    dialog = open_dialog(qtbot, review, LOST_DEAL)
    none = "From what you could see, no move of yours lost more chance than the estimate's noise."
    assert dialog.verdict.text().endswith(none)
    assert dialog.mistakes.count() == 1 and dialog.mistakes.item(0).text() == none
    assert dialog.chart.mistakes == []
    review = made_review(LOST_DEAL, LOST_MOVES, Verdict(19, 20, len(LOST_MOVES)), mistakes_at=(5, 12, 19))
    dialog.show_review(review)
    assert "moves that lost more chance than the estimate's noise: 3;" in dialog.verdict.text()
    assert dialog.mistakes.count() == 3 and dialog.chart.mistakes == [6, 13, 20]


def test_one_line_says_what_the_fair_chance_is_and_a_legend_explains_the_chart(qtbot):
    review = made_review(LOST_DEAL, LOST_MOVES, Verdict(19, 20, len(LOST_MOVES)), mistakes_at=(5, 19))
    dialog = open_dialog(qtbot, review, LOST_DEAL)
    line = dialog.fair_chance.text()
    # whose chance it is: the Advisor's, calibrated, blind to the order as the player is
    assert line.startswith("Chance: how often the Advisor (Suggest) wins from a position.")
    assert "does not know the order" in line and "calibrated" in line and "Hint's solver" in line
    legend = dialog.legend.text()
    for words in ("the Advisor's chance", "the position on the board", "a move that lost chance",
                  "shaded: no line of play wins any more"):
        assert words in legend
    clean = made_review(RATING_WON_DEAL, RATING_WON_MOVES[:10], Verdict(10, None, 10))
    dialog.show_review(clean)  # no dot and no shading: the legend names neither
    assert "lost chance" not in dialog.legend.text() and "shaded" not in dialog.legend.text()


def test_a_won_game_lists_riskier_moves_not_mistakes(qtbot):
    n = len(RATING_WON_MOVES)
    won = made_review(RATING_WON_DEAL, RATING_WON_MOVES, Verdict(n, None, n), mistakes_at=(12,))
    assert won.states[-1].is_won
    dialog = open_dialog(qtbot, won, RATING_WON_DEAL)
    assert dialog.verdict.text().startswith("You won this deal. From what you could see, moves that lost more chance")
    assert dialog.mistakes_label.text().startswith("Riskier than needed: you won")
    assert "mistake" not in dialog.mistakes_label.text().lower()
    lost = made_review(LOST_DEAL, LOST_MOVES, Verdict(19, 20, len(LOST_MOVES)), mistakes_at=(12,))
    dialog.show_review(lost)
    assert dialog.mistakes_label.text().startswith("Biggest mistakes")
    # the list is as tall as its one row (no empty box pushing the board out of a small screen)
    assert dialog.mistakes.height() < 2 * dialog.mistakes.sizeHintForRow(0) + 2 * dialog.mistakes.frameWidth()


@pytest.mark.parametrize("how", ["list", "chart", "next"])
def test_move_i_shows_the_same_position_everywhere(qtbot, how):
    """Move 13 (played from position 12): the list's "Move 13", chart point 13 and the
    board's "Move 13 of n" are one position, the one after move 13."""
    moves = LOST_MOVES
    review = made_review(LOST_DEAL, moves, Verdict(19, 20, len(moves)), mistakes_at=(12,))
    dialog = open_dialog(qtbot, review, LOST_DEAL)
    item = dialog.mistakes.item(0)
    assert item.text().startswith("Move 13: ")
    if how == "list":
        qtbot.mouseClick(dialog.mistakes.viewport(), Qt.MouseButton.LeftButton,
                         pos=dialog.mistakes.visualItemRect(item).center())
    elif how == "chart":
        qtbot.mouseClick(dialog.chart, Qt.MouseButton.LeftButton, pos=dialog.chart.point(13).toPoint())
    else:
        qtbot.mouseClick(dialog.chart, Qt.MouseButton.LeftButton, pos=dialog.chart.point(12).toPoint())
        qtbot.mouseClick(dialog.board.next_button, Qt.MouseButton.LeftButton)
    assert dialog.board.index == 13 and dialog.chart.cursor == 13
    assert dialog.chart.mistakes == [13]  # its dot sits on the same point
    assert dialog.board.caption.text().startswith(f"Move 13 of {len(moves)}: ")
    assert dialog.position_info.text().startswith("After move 13: ") and item.text() in dialog.position_info.text()
    assert dialog.board.scene.state == review.states[13]
    assert dialog.board.scene.played_move() == moves[12]       # move 13, just played
    assert dialog.board.scene.highlighted_move() == moves[13]  # move 14, next


def test_the_card_just_played_and_the_next_move_wear_different_marks(qtbot):
    review = made_review(LOST_DEAL, LOST_MOVES, Verdict(19, 20, len(LOST_MOVES)))
    dialog = open_dialog(qtbot, review, LOST_DEAL)
    qtbot.mouseClick(dialog.board.next_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.board.next_button, Qt.MouseButton.LeftButton)
    scene = dialog.board.scene
    played_mark = scene._played_mark
    hint_marks = [m for m in scene._hint_marks if m.isVisible()]
    assert played_mark.isVisible() and played_mark.style == "played"
    assert len(hint_marks) == 2 and all(m.style == "hint" for m in hint_marks)
    assert played_mark.sceneBoundingRect().contains(scene.queries.top_card_rect(LOST_MOVES[1].target,
                                                                        LOST_MOVES[1].target_index))
    assert "Violet ring: the card just played" in dialog.board.legend.text()
    qtbot.mouseClick(dialog.board.back_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.board.back_button, Qt.MouseButton.LeftButton)
    assert not played_mark.isVisible()  # the deal as dealt: nothing played yet


def test_a_daily_deal_is_named_by_its_date(qtbot, monkeypatch):
    monkeypatch.setattr(review_actions, "SAMPLES", 8)
    monkeypatch.setattr(review_actions, "JOBS", 1)
    window, _ = make_window(qtbot)
    c = window.controller
    number = 2026120200000
    c.new_deal(number, Variant("calculation"), daily="2026-12-02")
    assert c.play(c.state.legal_moves()[0])
    review = window.features["review_actions"]
    with qtbot.waitSignal(review.reviewReady, timeout=60_000):
        review.action_review.trigger()
    title = review.dialog.windowTitle()
    assert f"daily deal {i18n.date('2026-12-02')}" in title and str(number) not in title
    review.dialog.close()
    c.new_deal(7)  # abandons the daily deal: the recent-games menu names it by its date too
    review.recent_menu.aboutToShow.emit()
    entry = review.recent_menu.actions()[0].toolTip()  # (whole: the text may be shortened)
    assert f"daily deal {i18n.date('2026-12-02')}" in entry and str(number) not in entry
    assert "abandoned after move 1" in entry


def test_a_recent_game_lost_or_won_says_so(qtbot):
    window, _ = make_window(qtbot)
    recent = window.features["review_actions"]
    from calculation_qt.app.storage.stats import Result

    date = "2026-12-02T21:05:00"
    lost = Result(False, 12, date, deal=5)
    won = Result(True, 80, date, deal=5)
    gave_up = dataclasses.replace(lost, abandoned=True)
    text = recent.recent_text(CALCULATION, lost, None, 12)
    assert "lost after move 12" in text and "deal 5" in text and i18n.date_time(date) in text
    assert "won after move 80" in recent.recent_text(CALCULATION, won, None, 80)
    assert "abandoned after move 12" in recent.recent_text(CALCULATION, gave_up, None, 12)


def test_was_it_winnable_names_a_daily_deal_by_its_date(qtbot):
    import random

    from calculation_qt.engine import PileKind

    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(1, Variant("calculation"), daily="2026-12-02")  # deal 1 is winnable
    rng = random.Random(3)
    while not c.state.is_over:  # play badly until blocked
        moves = [m for m in c.state.legal_moves() if m.source is PileKind.STOCK and m.target is PileKind.WASTE]
        c.play(rng.choice(moves or c.state.legal_moves()))
    winnable = window.features["was_it_winnable"]
    with qtbot.waitSignal(winnable.verdictReady, timeout=60_000) as verdict:
        winnable.action_winnable.trigger()
    assert verdict.args[0].verdict == "won"
    title = winnable.replay_dialog.windowTitle()
    assert title == f"It was winnable: the daily deal of {i18n.date('2026-12-02')}"
    winnable.replay_dialog.close()


def test_a_mistake_whose_chance_differs_from_the_chart_says_why():
    """Move 13 turned a card from the stock: its chance as played (the list's figure) and
    the chart's point after the next card turned up differ; the position line says why."""
    from calculation_qt.app.dialogs.review_dialog import position_text

    review = made_review(LOST_DEAL, LOST_MOVES, Verdict(19, 20, len(LOST_MOVES)), mistakes_at=(12,))
    assert "as the move was made" not in position_text(review, 13)  # the same figure: nothing to explain
    assert LOST_MOVES[12].source.value == "s" and review.states[13].turned is not None
    after = review.judgements[13]
    review.judgements[13] = Judgement(0.9, after.best, 0.9, NOISE, 16)
    text = position_text(review, 13)
    assert text.startswith("After move 13: the Advisor's chance 90%.")
    assert text.endswith("50% is the chance as the move was made; then the next card turned up, making it 90%.")


def test_the_recent_games_submenu_fits_a_small_screen(qtbot, monkeypatch):
    from PySide6.QtCore import QRect

    from calculation_qt.app.dialogs import screen_fit

    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(2026120200000, Variant("calculation"), daily="2026-12-02")
    assert c.play(c.state.legal_moves()[0])
    c.new_deal(7)  # abandons the daily deal: a recent game with a long name
    review = window.features["review_actions"]
    monkeypatch.setattr(screen_fit, "available_geometry", lambda _w=None: QRect(0, 0, 640, 480))
    review.recent_menu.aboutToShow.emit()
    entry = review.recent_menu.actions()[0]
    assert review.recent_menu.sizeHint().width() <= 320  # half the screen: the Game menu beside it
    assert "abandoned after move 1" in entry.toolTip()  # the whole entry in its tooltip
    game_and_deal = entry.toolTip().split(":")[0]
    assert entry.text() != entry.toolTip() and entry.text().startswith(game_and_deal)  # what tells games apart stays
