"""The table to the player's taste (issue #16, item 8): table colours, card backs and
large print, chosen in Settings, applied at once and kept between runs."""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor

from calculation_qt.app.features.appearance import CARD_BACKS, TABLE_COLOURS
from calculation_qt.app.storage.settings import Settings
from calculation_qt.engine import Move, PileKind
from calculation_qt.ui.cards.card_art import PIXMAPS, CardPixmaps
from calculation_qt.ui.cards.card_back import BACKS
from calculation_qt.ui.cards.card_face import index_step
from calculation_qt.ui.table_view import FELTS

from .test_window_settings import run_settings_dialog
from .window_helpers import assert_table_matches, make_window

S, W = PileKind.STOCK, PileKind.WASTE


@pytest.fixture(autouse=True)
def _standard_cards():
    yield
    PIXMAPS.set_style("standard", "blue")  # the cache is shared: leave it as found


def felt_pixel(w) -> QColor:
    """The colour of the felt near the bottom right corner of the view (no card there)."""
    image = w.view.viewport().grab().toImage()
    return QColor(image.pixel(QPoint(image.width() - 6, image.height() - 6)))


def test_every_choice_has_a_drawing(qtbot):
    assert set(TABLE_COLOURS) == set(FELTS)
    assert set(CARD_BACKS) == set(BACKS) and len(CARD_BACKS) >= 3
    pixmaps = CardPixmaps()
    backs = {bytes(pixmaps.get(None, 0.8, 1.0).toImage().constBits()) for name in CARD_BACKS
             if pixmaps.set_style(back=name) or True}
    assert len(backs) == len(CARD_BACKS)  # three different pictures


def test_choices_apply_at_once_and_persist(qtbot):
    w = make_window(qtbot)
    w.controller.play(Move(S, 0, W, 0))
    before = felt_pixel(w)
    step = w.scene.table_layout.step
    colours = {before.name()}
    for colour in ("blue", "red", "dark"):
        run_settings_dialog(qtbot, w, lambda d, c=colour: d.row_widget("table_colour").setCurrentIndex(
            d.row_widget("table_colour").findData(c)))
        colours.add(felt_pixel(w).name())
    assert len(colours) == 4  # each colour shows at once
    back = PIXMAPS.get(None, 1.0, 1.0)

    def change(d):
        d.row_widget("card_back").setCurrentIndex(d.row_widget("card_back").findData("green"))
        d.row_widget("large_print").setChecked(True)

    run_settings_dialog(qtbot, w, change)
    assert PIXMAPS.back == "green" and PIXMAPS.face_style == "large"
    assert bytes(PIXMAPS.get(None, 1.0, 1.0).toImage().constBits()) != bytes(back.toImage().constBits())
    # large print: the fan step grows to the big index, and the cards lie where the layout says
    assert w.scene.table_layout.step == index_step("large") > step
    assert_table_matches(w)
    assert w.controller.game.position == 1  # no game lost for a change of looks
    saved = Settings.load()
    assert (saved.table_colour, saved.card_back, saved.large_print) == ("dark", "green", True)


def test_a_new_window_starts_with_the_saved_looks(qtbot):
    w = make_window(qtbot, table_colour="red", card_back="red", large_print=True)
    assert PIXMAPS.back == "red" and PIXMAPS.face_style == "large"
    assert w.scene.table_layout.step == index_step("large")
    r, g, b = FELTS["red"][2].red(), FELTS["red"][2].green(), FELTS["red"][2].blue()
    pixel = felt_pixel(w)
    assert pixel.red() > pixel.green() and abs(pixel.red() - r) < 60 and abs(pixel.blue() - b) < 40 and g < 80


def test_unknown_looks_in_the_settings_file_are_refused():
    for field, value in (("table_colour", "purple"), ("card_back", 3), ("large_print", "yes")):
        with pytest.raises(ValueError):
            Settings.from_dict({field: value})
