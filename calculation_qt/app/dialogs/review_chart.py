"""The review's chart: the Advisor's winning chance after every move, drawn with QPainter in
the style of the statistics chart (``stats_dialog.WinChart``).

One point per position (0: the deal as dealt, i: after move i), a mistake as a red
dot on the position after it (move i at point i, where its loss shows), a shaded band
from the move that lost the deal on (the clairvoyant verdict) and a dashed cursor on
the position shown on the board.  ``legend_text`` explains each, for a label beside
the chart.  A click picks the nearest position: ``positionClicked(i)``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...qtcompat import emit
from .chart_words import review_chart_words
from .stats_dialog import LINE_COLOUR, LOST_COLOUR, begin_chart, draw_percent_grid

LOST_BAND = QColor(198, 40, 40, 28)  # after the last winnable position
LOST_BAND_SWATCH = QColor(246, 222, 222)  # the band as it shows on a white chart (for the legend)
CURSOR_COLOUR = QColor("#6a1b9a")


def legend_text(mistakes: bool, lost: bool) -> str:
    """The chart's legend as rich text: the line, the cursor, and the dots and the shading
    when the chart has them."""
    line = f'<span style="color:{LINE_COLOUR.name()}">\u2501\u2501</span>'
    cursor = f'<span style="color:{CURSOR_COLOUR.name()}">\u2506</span>'
    parts = [(line, QCoreApplication.translate("ReviewChart", "the Advisor's chance")),
             (cursor, QCoreApplication.translate("ReviewChart", "the position on the board"))]
    if mistakes:
        dot = f'<span style="color:{LOST_COLOUR.name()}">\u25cf</span>'
        parts.append((dot, QCoreApplication.translate("ReviewChart", "a move that lost chance")))
    if lost:
        band = f'<span style="background-color:{LOST_BAND_SWATCH.name()}">&nbsp;&nbsp;&nbsp;</span>'
        parts.append((band, QCoreApplication.translate("ReviewChart", "shaded: no line of play wins any more")))
    return "&nbsp;&nbsp; ".join(f"{mark}&nbsp;{words}" for mark, words in parts)


class ReviewChart(QWidget):
    positionClicked = Signal(int)  # the position (moves played) nearest the click

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.chances: list[float] = []
        self.mistakes: list[int] = []      # positions after a mistake (move i: position i)
        self.lost_from: int | None = None  # first position proved lost
        self.cursor: int | None = None
        self.setAccessibleName(self.tr("Winning chance chart"))
        self.setMinimumSize(360, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(560, 210)

    def set_review(self, chances: list[float], mistakes: list[int], lost_from: int | None) -> None:
        self.chances = list(chances)
        self.mistakes = list(mistakes)
        self.lost_from = lost_from
        self.setToolTip(self.tr("The Advisor's winning chance after each move; click to see that position"))
        self.setAccessibleDescription(review_chart_words(self.chances, self.mistakes, lost_from))  # the chart in words
        self.update()

    def set_cursor(self, index: int | None) -> None:
        self.cursor = index
        self.update()

    # -- geometry ---------------------------------------------------------------------
    def _plot_rect(self) -> QRectF:
        fm = self.fontMetrics()
        left = fm.horizontalAdvance("100%") + 10
        return QRectF(left, fm.height() + 6, max(self.width() - left - 12, 10),
                      max(self.height() - 2 * fm.height() - 16, 10))

    def x_of(self, index: int) -> float:
        plot = self._plot_rect()
        return plot.left() + plot.width() * index / max(len(self.chances) - 1, 1)

    def point(self, index: int) -> QPointF:
        """Where position ``index`` is drawn (widget coordinates)."""
        plot = self._plot_rect()
        return QPointF(self.x_of(index), plot.bottom() - plot.height() * self.chances[index])

    def index_at(self, x: float) -> int | None:
        if not self.chances:
            return None
        plot = self._plot_rect()
        n = len(self.chances) - 1
        i = round((x - plot.left()) / plot.width() * max(n, 1))
        return max(0, min(n, i))

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        i = self.index_at(event.position().x())
        if i is not None and event.button() == Qt.MouseButton.LeftButton:
            emit(self.positionClicked, i)
        super().mousePressEvent(event)

    # -- painting ---------------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        p = begin_chart(self)
        plot = self._plot_rect()
        self._draw_grid(p, plot)
        if not self.chances:
            p.end()
            return
        if self.lost_from is not None:
            left = self.x_of(self.lost_from)
            p.fillRect(QRectF(left, plot.top(), plot.right() - left, plot.height()), LOST_BAND)
        if self.cursor is not None:
            x = self.x_of(self.cursor)
            p.setPen(QPen(CURSOR_COLOUR, 1.5, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        path = QPainterPath(self.point(0))
        for i in range(1, len(self.chances)):
            path.lineTo(self.point(i))
        p.setPen(QPen(LINE_COLOUR, 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setPen(QPen(LOST_COLOUR, 1.5))
        p.setBrush(LOST_COLOUR)
        for i in self.mistakes:
            p.drawEllipse(self.point(i), 4.0, 4.0)
        p.end()

    def _draw_grid(self, p: QPainter, plot: QRectF) -> None:
        fm = self.fontMetrics()
        draw_percent_grid(p, self, plot)
        p.setPen(QPen(self.palette().text().color()))
        p.drawText(QRectF(plot.left(), 0, plot.width(), fm.height() + 4), Qt.AlignmentFlag.AlignCenter,
                   self.tr("The Advisor's winning chance after each move"))
        n = len(self.chances) - 1
        if n > 0:
            below = QRectF(plot.left(), plot.bottom() + 2, plot.width(), fm.height() + 4)
            p.drawText(below, Qt.AlignmentFlag.AlignLeft, self.tr("start"))
            p.drawText(below, Qt.AlignmentFlag.AlignRight, self.tr("move {number}").format(number=n))
