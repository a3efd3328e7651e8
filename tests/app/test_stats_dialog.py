"""The statistics dialog: a variant chosen in a combo box, its figures, the QPainter
chart of win % over the recent games, the recent list, and reset with confirmation."""

import pytest
from PySide6.QtGui import QColor

from calculation_qt.app.dialogs.stats_dialog import LOST_COLOUR, WON_COLOUR, StatsDialog, figure_rows
from calculation_qt.app.storage import files
from calculation_qt.app.storage.stats import Result, Statistics
from calculation_qt.engine import ALL_VARIANTS


@pytest.fixture(autouse=True)
def _clean():
    files.reset()
    yield
    files.reset()


def sample() -> Statistics:
    st = Statistics()
    for won in (True, False, False, True, True):
        st.record("calculation-4", Result(won, 60 if won else 20))
    st.record("strategy-3", Result(True, 52, assisted=True))
    st.record("daily:sir-tommy-4", Result(False, 40, abandoned=True))
    return st


def make_dialog(qtbot, st=None, key="calculation-4"):
    st = st or sample()
    saved = []
    dialog = StatsDialog(st, key, save=lambda: saved.append(st.to_dict()))
    qtbot.addWidget(dialog)
    dialog.resize(800, 620)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog, st, saved


def figures(dialog) -> dict:
    t = dialog.table
    return {t.item(r, 0).text(): t.item(r, 1).text() for r in range(t.rowCount())}


def test_every_variant_and_the_daily_ones_can_be_chosen(qtbot):
    dialog, _, _ = make_dialog(qtbot)
    keys = [dialog.combo.itemData(i) for i in range(dialog.combo.count())]
    assert keys[: len(ALL_VARIANTS)] == [v.key for v in ALL_VARIANTS]
    assert "daily:sir-tommy-4" in keys
    assert dialog.combo.currentText() == "Calculation"
    assert dialog.key == "calculation-4"
    f = figures(dialog)
    assert f["Games played"] == "5" and f["Won"] == "3" and f["Win percentage"] == "60%"
    assert f["Current winning streak"] == "2" and f["Best winning streak"] == "2"
    assert f["Fewest moves in a win"] == "60"
    assert dialog.recent.rowCount() == 5
    assert dialog.recent.item(0, 1).text() == "won"  # latest first

    dialog.combo.setCurrentIndex(dialog.combo.findData("strategy-3"))
    f = figures(dialog)
    assert f["Games played"] == "1" and f["Won without undo or hint"] == "0"
    assert "undo or hint used" in dialog.recent.item(0, 4).text()
    dialog.combo.setCurrentIndex(dialog.combo.findData("daily:sir-tommy-4"))
    assert figures(dialog)["Lost"] == "1 (1 abandoned)"
    assert dialog.combo.currentText().endswith("(daily deal)")


def test_the_chart_draws_one_dot_per_game_at_its_win_percentage(qtbot):
    dialog, st, _ = make_dialog(qtbot)
    chart = dialog.chart
    points = chart.points()
    assert len(points) == 5
    series = st.get("calculation-4").recent_win_percents()  # 100, 50, 33, 50, 60
    assert series[0] == 100 and series[1] == 50
    assert points[0].y() < points[3].y() < points[2].y()   # higher % is higher up
    assert points[1].y() == pytest.approx(points[3].y())
    assert all(a.x() < b.x() for a, b in zip(points, points[1:], strict=False))
    image = chart.grab().toImage()

    def colour_at(pt) -> QColor:
        return QColor(image.pixel(int(round(pt.x())), int(round(pt.y()))))

    def near(c: QColor, ref: QColor) -> bool:
        return abs(c.red() - ref.red()) + abs(c.green() - ref.green()) + abs(c.blue() - ref.blue()) < 60

    assert near(colour_at(points[0]), WON_COLOUR)
    assert near(colour_at(points[1]), LOST_COLOUR)
    assert near(colour_at(points[4]), WON_COLOUR)


def test_an_empty_variant_shows_dashes_and_cannot_be_reset(qtbot):
    dialog, _, _ = make_dialog(qtbot, key="sir-tommy-3")
    f = figures(dialog)
    assert f["Games played"] == "0" and f["Win percentage"] == "\u2013"
    assert f["Fewest moves in a win"] == "\u2013"
    assert dialog.chart.points() == []
    assert not dialog.reset_button.isEnabled()
    dialog.chart.grab()  # paints the empty chart


def test_reset_asks_and_forgets_only_that_variant(qtbot):
    dialog, st, saved = make_dialog(qtbot)
    asked = []
    dialog.confirm = lambda text: asked.append(text) or False
    assert not dialog.reset_current()
    assert st.get("calculation-4").played == 5 and saved == []
    assert "5 games of Calculation" in asked[0]
    dialog.confirm = lambda text: True
    assert dialog.reset_current()
    assert st.get("calculation-4").played == 0
    assert st.get("strategy-3").played == 1 and st.get("daily:sir-tommy-4").played == 1
    assert len(saved) == 1 and "calculation-4" not in saved[0]["variants"]
    assert figures(dialog)["Games played"] == "0"
    assert not dialog.reset_button.isEnabled()


def test_the_figure_rows_in_words():
    s = Statistics().get("calculation-4")
    assert [label for label, _ in figure_rows(s)] == [
        "Games played", "Won", "Lost", "Win percentage", "Won without undo or hint",
        "Current winning streak", "Best winning streak", "Current losing streak", "Fewest moves in a win",
        "Best time in a win"]


@pytest.fixture
def speak(qapp):
    from PySide6.QtCore import QLocale

    from calculation_qt import i18n

    yield lambda code: i18n.install(qapp, code)
    i18n.install_catalogues(qapp, "en")  # as tests/conftest.py left it
    QLocale.setDefault(QLocale.system())


@pytest.mark.parametrize("language", ["en", "de", "fr", "ru"])
@pytest.mark.parametrize("size", [(800, 620), (636, 446)])
def test_the_chart_legend_never_runs_into_the_axis_labels_nor_off_the_chart(qtbot, speak, language, size):
    speak(language)
    dialog, _, _ = make_dialog(qtbot)
    dialog.resize(*size)
    qtbot.wait(10)
    chart = dialog.chart
    # the whole chart in the dialog's scrolled body's width: nothing cut on the right
    viewport = chart.parentWidget().parentWidget()
    right = chart.mapTo(viewport, chart.rect().topRight()).x()
    assert right < viewport.width(), (right, viewport.width())
    boxes = chart.text_boxes()
    texts = boxes["axis"] + boxes["legend"]
    for i, a in enumerate(texts):
        assert chart.rect().contains(a.toRect()), (a, chart.rect())
        for b in texts[i + 1:]:
            assert not a.intersects(b), (a, b)
