"""The view of the card table: scales the whole table to the window, on felt of the
player's colour (``set_felt``), and tells the scene the window's shape."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QRadialGradient, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

# the felt colours the player may choose: (centre, middle, edge) of a radial gradient
FELTS = {
    "green": (QColor(38, 122, 66), QColor(24, 94, 50), QColor(10, 52, 28)),
    "blue": (QColor(36, 92, 150), QColor(24, 68, 118), QColor(10, 34, 66)),
    "red": (QColor(140, 36, 40), QColor(108, 24, 30), QColor(58, 10, 14)),
    "dark": (QColor(58, 62, 68), QColor(40, 43, 48), QColor(18, 19, 22)),
}


def felt_title(name: str) -> str:
    titles = {
        "green": QCoreApplication.translate("TableView", "Green"),
        "blue": QCoreApplication.translate("TableView", "Blue"),
        "red": QCoreApplication.translate("TableView", "Red"),
        "dark": QCoreApplication.translate("TableView", "Dark"),
    }
    return titles[name]


class TableView(QGraphicsView):
    """Shows a TableScene scaled to fit the widget (aspect kept), on green felt."""

    def __init__(self, scene, parent=None):
        super().__init__(scene, parent)
        # Our own viewport widget: PySide6 finds the Python type of a QWidget* that Qt
        # created (the default viewport) by materialising every QWidget subclass of
        # QtWidgets with all their enums, ~15 ms at the first viewport() call.  A widget
        # made here already has its wrapper, so viewport() costs nothing.
        self._felt = FELTS["green"]
        self._viewport = QWidget()
        self.setViewport(self._viewport)
        self._describe_table()
        if hasattr(scene, "cursorCreated"):
            scene.cursorCreated.connect(lambda cursor: cursor.describedChanged.connect(self._describe_focus))
        # No Qt-namespace enum on the way to the first frame (see qtcompat.Qt): the
        # scroll-bar policies go through their Qt properties (1 = Qt.ScrollBarAlwaysOff);
        # the alignment (Qt.AlignCenter) and focus policy (Qt.StrongFocus) we want are
        # QGraphicsView's defaults; fit_table() scales as fitInView(.., Qt.KeepAspectRatio).
        self.setProperty("horizontalScrollBarPolicy", 1)
        self.setProperty("verticalScrollBarPolicy", 1)
        self.setFrameShape(QFrame.NoFrame)
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        # No background cache (CacheBackground): it costs a viewport-sized pixmap (2.3 MB,
        # ~600 page faults) before the first frame, and drags, which repaint small regions,
        # measured no faster with it (bench ui: drag step CPU 0.45 ms without, 0.59 with).
        self.setOptimizationFlags(QGraphicsView.DontSavePainterState)
        self.setTransformationAnchor(QGraphicsView.AnchorViewCenter)
        self.setResizeAnchor(QGraphicsView.AnchorViewCenter)
        self.setMouseTracking(True)
        self.setMinimumSize(320, 320)
        scene.sceneRectChanged.connect(lambda _r: self.fit_table())

    def _describe_table(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
        self.setAccessibleDescription(self.tr(
            "Drag the turned card or a waste pile's top card onto a pile; click a card to play it; "
            "Tab or the arrow keys move the keyboard cursor, Enter or Space picks up and drops."))

    def _describe_focus(self, name: str, description: str) -> None:
        """The keyboard cursor's card or pile becomes the view's accessible name."""
        if not name:
            self._describe_table()
            return
        self.setAccessibleName(name)
        self.setAccessibleDescription(description)

    def fit_table(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        self.resetCachedContent()
        # what fitInView(rect, Qt.KeepAspectRatio) does: the largest scale that fits the
        # rect in the viewport less a 2-pixel margin, centred
        rect = scene.sceneRect()
        self.setTransform(QTransform())
        view = QRectF(self.viewport().rect().adjusted(2, 2, -2, -2))
        if rect.isEmpty() or view.isEmpty():
            return
        s = min(view.width() / rect.width(), view.height() / rect.height())
        self.setTransform(QTransform.fromScale(s, s))
        self.centerOn(rect.center())
        if hasattr(scene, "set_view_scale"):
            # labels keep a legible size; if they need more room the scene rect changes
            # and this runs again (nested) for the new rect
            scene.set_view_scale(s)

    def set_felt(self, name: str) -> None:
        """The table's colour (a key of ``FELTS``); repaints at once."""
        felt = FELTS[name]
        if felt is not self._felt:
            self._felt = felt
            self.resetCachedContent()
            self.viewport().update()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._tell_aspect()
        self.fit_table()

    def _tell_aspect(self) -> None:
        """The scene lays the table out for the viewport's shape (see layout)."""
        scene, size = self.scene(), self.viewport().size()
        if scene is not None and size.width() > 4 and size.height() > 4:
            scene.set_view_aspect((size.width() - 4) / (size.height() - 4))

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self._tell_aspect()
        self.fit_table()

    def scale_factor(self) -> float:
        """View pixels per scene unit."""
        return self.transform().m11()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        # the felt covers the whole viewport, not just the scene rect
        view_rect = self.mapToScene(self.viewport().rect()).boundingRect()
        centre = self.sceneRect().center()
        radius = max(view_rect.width(), view_rect.height()) * 0.75
        grad = QRadialGradient(centre.x(), centre.y() - view_rect.height() * 0.12, radius)
        centre_colour, middle, edge = self._felt
        grad.setColorAt(0.0, centre_colour)
        grad.setColorAt(0.55, middle)
        grad.setColorAt(1.0, edge)
        area = QPainterPath()
        area.addRect(rect)
        painter.fillPath(area, QBrush(grad))  # (fillRect would build the Qt namespace: see card_art)
