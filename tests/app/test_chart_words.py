"""The charts in words: the statistics chart and the review's chart carry what they
show as their accessible description, in the player's language."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible

from calculation_qt import i18n
from calculation_qt.app.dialogs.review_chart import ReviewChart
from calculation_qt.app.dialogs.stats_dialog import WinChart
from calculation_qt.app.storage.stats import Result, VariantStats

DESCRIPTION = QAccessible.Text.Description


def described(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(DESCRIPTION)


def test_the_statistics_chart_in_words(qtbot):
    chart = WinChart()
    qtbot.addWidget(chart)
    stats = VariantStats()
    chart.set_stats(stats)
    assert described(chart) == "No games yet"
    for won, assisted in ((True, False), (False, False), (True, True)):
        stats.add(Result(won, 50, assisted=assisted))
    chart.set_stats(stats)
    assert described(chart) == ("The last 3 games: 2 won, 1 lost, 67% won. "
                                "Newest first: won, undo or hint used; lost; won.")


def test_the_review_chart_in_words(qtbot):
    chart = ReviewChart()
    qtbot.addWidget(chart)
    assert described(chart) == ""
    chart.set_review([0.4, 0.5, 0.25, 0.0], [2], 3)
    assert described(chart) == (
        "The Advisor's chance: 40% at the deal, 0% after move 3; highest 50% after move 1, "
        "lowest 0% after move 3. Moves that lost chance: 2. No line of play wins any more from move 3 on.")


@pytest.mark.parametrize("code", i18n.TRANSLATED)
def test_the_charts_speak_every_language(qapp, qtbot, code):
    chart, review = WinChart(), ReviewChart()
    qtbot.addWidget(chart)
    qtbot.addWidget(review)
    stats = VariantStats()
    stats.add(Result(True, 50))
    stats.add(Result(False, 20, assisted=True))
    i18n.install(qapp, code)
    try:
        chart.set_stats(stats)
        review.set_review([0.4, 0.5, 0.25, 0.0], [2], 3)
    finally:
        i18n.install_catalogues(qapp, "en")
    for text in (described(chart), described(review)):
        assert "{" not in text and "%n" not in text, text
        assert not any(word in text for word in ("The last", "Newest first", "after move", "fair chance")), text
