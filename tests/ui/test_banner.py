"""The message banner and the window's size (issue #16, item 7): legible under a dark
palette, floating over the table (which neither shrinks nor jumps), long status
messages never cut off, a saved size restored sensibly on a smaller screen."""

from collections import Counter

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from calculation_qt.app.shell.geometry import fit_to_screen

from .window_helpers import make_window


def luminance(c: QColor) -> float:
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_contrast(banner) -> float:
    """The contrast of the banner's text with its ground, read from its pixels: the
    ground is the label's commonest colour, the text the pixel farthest from it."""
    image = banner.grab().toImage()
    r = banner.label.geometry()
    pixels = [QColor(image.pixel(x, y)) for y in range(r.top(), r.bottom(), 1) for x in range(r.left(), r.right(), 1)]
    ground = QColor(Counter(p.rgb() for p in pixels).most_common(1)[0][0])
    return max(contrast(ground, p) for p in pixels)


def dark_palette() -> QPalette:
    p = QPalette()
    for role, colour in ((QPalette.Window, "#2b2b2b"), (QPalette.WindowText, "#eeeeee"), (QPalette.Base, "#1e1e1e"),
                         (QPalette.Text, "#eeeeee"), (QPalette.Button, "#353535"), (QPalette.ButtonText, "#eeeeee")):
        p.setColor(role, QColor(colour))
    return p


@pytest.fixture
def palette():
    app = QApplication.instance()
    old = app.palette()
    yield lambda p: app.setPalette(p)
    app.setPalette(old)


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("kind", ["won", "blocked", "info"])
def test_banner_text_is_legible_on_light_and_dark_desktops(qtbot, palette, dark, kind):
    if dark:
        palette(dark_palette())
    w = make_window(qtbot)
    w.banner.show_message(kind, "<b>Blocked.</b> The stock is used up and no waste-pile top fits a foundation.")
    qtbot.waitUntil(w.banner.isVisible)
    assert text_contrast(w.banner) >= 4.5


def test_a_banner_made_before_the_palette_changed_follows_it(qtbot, palette):
    w = make_window(qtbot)
    w.banner.show_message("won", "<b>You won!</b>")
    palette(dark_palette())
    qtbot.wait(10)
    assert text_contrast(w.banner) >= 4.5


def test_the_table_does_not_shrink_or_jump_when_a_banner_comes(qtbot):
    w = make_window(qtbot)
    before = (w.view.geometry(), w.view.transform(), w.view.mapFromScene(0, 0))
    w.banner.show_message("blocked", "<b>Blocked.</b> The stock is used up.", [("Undo", w.undo)])
    qtbot.waitUntil(w.banner.isVisible)
    assert (w.view.geometry(), w.view.transform(), w.view.mapFromScene(0, 0)) == before
    # it floats inside the view, along its bottom edge
    g = w.banner.geometry()
    assert w.banner.parentWidget() is w.view and g.bottom() < w.view.height() and g.top() > w.view.height() // 2
    w.resize(700, 520)
    qtbot.waitUntil(lambda: w.banner.geometry().right() < w.view.width())


def test_a_long_status_message_goes_to_the_banner(qtbot):
    w = make_window(qtbot)
    w.resize(640, 480)
    qtbot.waitUntil(lambda: w.width() <= 700)
    w.status_message("Nothing to undo.")
    assert w.statusBar().currentMessage() == "Nothing to undo." and not w.banner.isVisible()
    long = ("No foundation wants the Seven of Diamonds now: foundation +1 wants a Four, +2 a Six, "
            "+3 a Nine and +4 a King.")
    w.status_message(long)
    assert w.banner.isVisible() and w.banner.kind == "info" and long in w.banner.label.text()


def test_a_saved_size_is_fitted_to_a_smaller_screen():
    avail = QRect(0, 0, 800, 500)  # e.g. a 1600x1000 screen at QT_SCALE_FACTOR=2
    assert fit_to_screen(QRect(0, 0, 1600, 1000), avail) == QRect(0, 0, 800, 500)
    assert fit_to_screen(QRect(700, 450, 600, 400), avail) == QRect(200, 100, 600, 400)
    assert fit_to_screen(QRect(10, 20, 640, 480), avail) == QRect(10, 20, 640, 480)
    assert fit_to_screen(QRect(0, 0, 200, 100), avail) is None
