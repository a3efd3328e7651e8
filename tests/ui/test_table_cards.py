"""Card painting: every face distinct and legible colours, pixmaps cached per size and
device pixel ratio (crisp on HiDPI), items paint from the cache."""

import sys

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from calculation_qt.engine import ALL_CARDS, Card
from calculation_qt.ui.cards.card_art import PIXMAPS, CardPixmaps
from calculation_qt.ui.cards.card_paint import SHADOW, suit_path
from calculation_qt.ui.items import CardItem
from calculation_qt.ui.layout import CARD_H, CARD_W


def _colour_counts(image: QImage) -> tuple[int, int]:
    """(reddish pixels, dark pixels) of an image."""
    red = dark = 0
    inset = 8  # inside the shadow and the edge line
    for y in range(inset, image.height() - inset, 2):
        for x in range(inset, image.width() - inset, 2):
            c = QColor.fromRgba(image.pixel(x, y))
            if c.red() > 150 and c.green() < 90 and c.blue() < 100:
                red += 1
            elif c.red() < 60 and c.green() < 60 and c.blue() < 70 and c.alpha() == 255:
                dark += 1
    return red, dark


def test_every_face_is_distinct_and_in_its_suit_colour(qtbot):
    pixmaps = CardPixmaps()
    seen = set()
    for card in ALL_CARDS:
        image = pixmaps.get(card, 0.8, 1.0).toImage()
        key = bytes(image.constBits())
        assert key not in seen, f"{card} looks like another card"
        seen.add(key)
        red, dark = _colour_counts(image)
        if card.is_red:
            assert red > 40 and dark < red / 4, card
        else:
            assert dark > 40 and red < dark / 4, card
    back = pixmaps.get(None, 0.8, 1.0).toImage()
    assert bytes(back.constBits()) not in seen


def test_pixmaps_are_cached_per_size_and_device_pixel_ratio(qtbot):
    pixmaps = CardPixmaps()
    card = Card.parse("QH")
    a = pixmaps.get(card, 1.0, 1.0)
    assert pixmaps.get(card, 1.0, 1.0) is a and pixmaps.renders == 1
    hi = pixmaps.get(card, 1.0, 2.0)
    assert pixmaps.renders == 2
    assert hi.devicePixelRatio() == 2.0
    assert abs(hi.width() - 2 * a.width()) <= 2 and abs(hi.height() - 2 * a.height()) <= 2
    # logical size = the card plus its shadow margin, at any ratio
    assert abs(hi.width() / 2 - (CARD_W + 2 * SHADOW)) <= 1
    big = pixmaps.get(card, 2.5, 1.0)
    assert abs(big.width() - 2.5 * (CARD_W + 2 * SHADOW)) <= 2
    small = CardPixmaps(limit=3)
    for scale in (0.5, 0.6, 0.7, 0.8, 0.9):
        small.get(card, scale, 1.0)
    assert len(small._cache) == 3


def test_item_paints_a_pixmap_rendered_for_the_device_scale(qtbot):
    item = CardItem(Card.parse("7D"))
    for scale in (1.0, 1.7):
        image = QImage(int(200 * scale), int(200 * scale), QImage.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setTransform(QTransform.fromScale(scale, scale))
        painter.translate(10, 10)
        before = PIXMAPS.renders
        item.paint(painter, None)
        painter.end()
        assert PIXMAPS.renders <= before + 1
        # the card is painted where it belongs (opaque face at its centre, nothing far off)
        c = QPointF(10 + CARD_W / 2, 10 + CARD_H / 2) * scale
        assert QColor.fromRgba(image.pixel(int(c.x()), int(c.y()))).alpha() == 255
        assert QColor.fromRgba(image.pixel(int(195 * scale), int(195 * scale))).alpha() == 0
    # face down: the back (blue), not the face
    item.set_face_up(False)
    image = QImage(200, 200, QImage.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(10, 10)
    item.paint(painter, None)
    painter.end()
    px = QColor.fromRgba(image.pixel(10 + 30, 10 + 40))
    assert px.blue() > px.red() + 30


def test_rotated_painting_falls_back_to_vectors(qtbot):
    item = CardItem(Card.parse("KS"))
    image = QImage(300, 300, QImage.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(150, 150)
    painter.rotate(30)
    painter.translate(-CARD_W / 2, -CARD_H / 2)
    before = PIXMAPS.renders
    item.paint(painter, None)
    painter.end()
    assert PIXMAPS.renders == before
    assert QColor.fromRgba(image.pixel(150, 150)).alpha() == 255


def test_suit_paths_fill_their_box():
    for suit in "SHDC":
        b = suit_path(suit).boundingRect()
        assert b.left() >= -0.01 and b.top() >= -0.01 and b.right() <= 1.01 and b.bottom() <= 1.01
        assert b.width() > 0.7 and b.height() > 0.95


def test_none_and_true_keep_their_references_through_qt_calls(qtbot):
    """The table makes many void Qt calls; with PySide6 6.12 on CPython 3.11 each drops a
    reference to None.  calculation_qt.qtcompat gives None a reserve; check it holds."""
    import calculation_qt.qtcompat  # noqa: F401  (imported by the ui package anyway)

    item = CardItem(Card.parse("AS"))
    for i in range(20000):
        item.setPos(i % 7, 0)
    assert sys.getrefcount(None) > 10000
