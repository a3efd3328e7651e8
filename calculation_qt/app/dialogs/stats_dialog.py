"""The statistics dialog: one variant at a time (chosen in a combo box), its figures in a
table, a chart of win % over its recent games drawn with QPainter, its recent games,
and a reset of that variant's figures after a confirmation."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...engine import ALL_VARIANTS
from ...engine.tr_marks import QT_TRANSLATE_NOOP
from ..storage.stats import DAILY_PREFIX, RECENT_LIMIT, Statistics, VariantStats, clock_text, parse_key
from .chart_words import stats_chart_words
from .message_box import ask
from .screen_fit import fit_to_screen, scrolling

RECENT_SHOWN = RECENT_LIMIT  # rows of the recent-games table: every result kept

WON_COLOUR = QColor("#2e7d32")
LOST_COLOUR = QColor("#c62828")
LINE_COLOUR = QColor("#1565c0")


def _tr(text: str) -> str:
    """``text`` (marked with QT_TRANSLATE_NOOP("Statistics", ...)) in the window's language."""
    return QCoreApplication.translate("Statistics", text)


def key_title(key: str) -> str:
    """A statistics key in words, e.g. "Calculation, three waste piles" or "Strategy (daily deal)"."""
    variant, daily = parse_key(key)
    title = i18n.variant_title(variant)
    return QCoreApplication.translate("Statistics", "{variant} (daily deal)").format(variant=title) if daily else title


def summary_text(key: str, statistics: Statistics) -> str:
    """The figures of ``key`` for the win message, in the window's language: e.g.
    "Calculation: 12 played, 5 won (42%), 3 of them without undo or hint." (or "none won
    yet", "every win without undo or hint", "each with undo or a hint") and the
    streaks, the fewest moves and the best time in a win on their own lines."""
    s = statistics.get(key)
    try:
        title = key_title(key)
    except ValueError:
        title = key
    n = i18n.number
    played = s.played  # (a plain name: lupdate skips a translate() whose count is an expression)
    if not s.won:
        first = QCoreApplication.translate("Statistics", "{variant}: %n played, none won yet.", "", played)
    elif s.clean_wins == s.won:
        first = QCoreApplication.translate(
            "Statistics", "{variant}: %n played, {won} won ({percent}), every win without undo or hint.", "", played)
    elif not s.clean_wins:
        first = QCoreApplication.translate(
            "Statistics", "{variant}: %n played, {won} won ({percent}), each with undo or a hint.", "", played)
    else:
        first = QCoreApplication.translate(
            "Statistics", "{variant}: %n played, {won} won ({percent}), {clean} of them without undo or hint.", "",
            played)
    lines = [first.format(variant=title, won=n(s.won), percent=i18n.percent(s.win_percent), clean=n(s.clean_wins))]
    lines.append(QCoreApplication.translate("Statistics", "Current streak {current}, best {best}.").format(
        current=n(s.current_streak), best=n(s.best_streak)))
    if s.fewest_moves is not None:
        lines.append(QCoreApplication.translate("Statistics", "Fewest moves in a win: {moves}.").format(
            moves=n(s.fewest_moves)))
    if s.best_seconds is not None:
        lines.append(QCoreApplication.translate("Statistics", "Best time in a win: {time}.").format(
            time=clock_text(s.best_seconds)))
    return "\n".join(lines)


def figure_rows(s: VariantStats) -> list[tuple[str, str]]:
    """The figures of the table, as (label, value) in words."""
    n = i18n.number
    lost = n(s.lost)
    if s.abandoned:
        lost = QCoreApplication.translate("Statistics", "{lost} ({abandoned} abandoned)").format(
            lost=lost, abandoned=n(s.abandoned))
    return [
        (_tr(QT_TRANSLATE_NOOP("Statistics", "Games played")), n(s.played)),
        (_tr(QT_TRANSLATE_NOOP("Statistics", "Won")), n(s.won)),
        (_tr(QT_TRANSLATE_NOOP("Statistics", "Lost")), lost),
        (_tr(QT_TRANSLATE_NOOP("Statistics", "Win percentage")), i18n.percent(s.win_percent)),
        (_tr(QT_TRANSLATE_NOOP("Statistics", "Won without undo or hint")), n(s.clean_wins)),
        (_tr(QT_TRANSLATE_NOOP("Statistics", "Current winning streak")), n(s.current_streak)),
        (_tr(QT_TRANSLATE_NOOP("Statistics", "Best winning streak")), n(s.best_streak)),
        (_tr(QT_TRANSLATE_NOOP("Statistics", "Current losing streak")), n(s.losing_streak)),
        (_tr(QT_TRANSLATE_NOOP("Statistics", "Fewest moves in a win")),
         "\u2013" if s.fewest_moves is None else n(s.fewest_moves)),
        (_tr(QT_TRANSLATE_NOOP("Statistics", "Best time in a win")),
         "\u2013" if s.best_seconds is None else clock_text(s.best_seconds)),
    ]


def begin_chart(widget: QWidget) -> QPainter:
    """A smooth painter on ``widget``, its background already filled (both charts)."""
    p = QPainter(widget)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.fillRect(widget.rect(), widget.palette().base())
    return p


def draw_percent_grid(p: QPainter, widget: QWidget, plot: QRectF) -> None:
    """Grid lines and labels at 0, 25, 50, 75 and 100 % over ``plot`` (also the review's chart)."""
    fm = widget.fontMetrics()
    text_pen = QPen(widget.palette().text().color())
    grid = QColor(widget.palette().text().color())
    grid.setAlpha(60)
    for pct in (0, 25, 50, 75, 100):
        y = plot.bottom() - plot.height() * pct / 100.0
        p.setPen(QPen(grid, 1, Qt.PenStyle.DashLine if pct not in (0, 100) else Qt.PenStyle.SolidLine))
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        p.setPen(text_pen)
        label = i18n.percent(pct)
        p.drawText(QPointF(plot.left() - 6 - fm.horizontalAdvance(label), y + fm.ascent() / 2 - 1), label)


LEGEND_DOT = 3.5   # px: the radius of a legend's dot
LEGEND_GAP = 14    # px between legend entries


class WinChart(QWidget):
    """Win % over the recent games (running figure from the oldest shown), one dot per
    game: green won, red lost, hollow where undo or a hint was used."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.stats = VariantStats()
        self.setAccessibleName(self.tr("Win percentage chart"))
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # (its words: the accessible description)
        self.setMinimumSize(320, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(420, 220)

    def set_stats(self, stats: VariantStats) -> None:
        self.stats = stats
        n = len(stats.recent)
        self.setToolTip(self.tr("Win percentage over the last %n game(s)", "", n) if n else self.tr("No games yet"))
        self.setAccessibleDescription(stats_chart_words(stats))  # the chart in words, for screen readers
        self.update()

    def points(self) -> list[QPointF]:
        """Where the line's points are drawn (widget coordinates), one per recent game."""
        plot = self._plot_rect()
        series = self.stats.recent_win_percents()
        n = len(series)
        if not n:
            return []
        step = plot.width() / max(n - 1, 1)
        return [QPointF(plot.left() + (i * step if n > 1 else plot.width() / 2),
                        plot.bottom() - plot.height() * v / 100.0) for i, v in enumerate(series)]

    def _legend_entries(self) -> list[tuple[QColor, bool, str]]:
        return [(WON_COLOUR, True, self.tr("won")), (LOST_COLOUR, True, self.tr("lost")),
                (self.palette().text().color(), False, self.tr("undo or hint used"))]

    def _legend_rows(self) -> list[list[tuple[QColor, bool, str, float]]]:
        """The legend's entries (colour, filled, text, width) in rows that fit the
        widget's width (one row where there is room; in German, French and Russian
        the words are longer)."""
        fm = self.fontMetrics()
        rows: list[list[tuple[QColor, bool, str, float]]] = [[]]
        used = 0.0
        for colour, filled, text in self._legend_entries():
            w = 2 * LEGEND_DOT + 4 + fm.horizontalAdvance(text)
            if rows[-1] and used + LEGEND_GAP + w > self.width() - 8:
                rows.append([])
                used = 0.0
            used += (LEGEND_GAP if rows[-1] else 0) + w
            rows[-1].append((colour, filled, text, w))
        return rows

    def _plot_rect(self) -> QRectF:
        """The plot: under the title, over the axis labels' line and the legend's rows."""
        fm = self.fontMetrics()
        left = fm.horizontalAdvance(i18n.percent(100)) + 10
        below = (1 + len(self._legend_rows())) * (fm.height() + 4) + 6
        return QRectF(left, fm.height() + 6, max(self.width() - left - 12, 10),
                      max(self.height() - fm.height() - 6 - below, 10))

    def text_boxes(self) -> dict[str, list[QRectF]]:
        """Where the axis labels ("older", "latest") and each legend entry are drawn."""
        fm = self.fontMetrics()
        plot = self._plot_rect()
        line = fm.height() + 4
        y = plot.bottom() + 4
        older, latest = self.tr("older"), self.tr("latest")
        axis = [QRectF(plot.left(), y, fm.horizontalAdvance(older), line),
                QRectF(plot.right() - fm.horizontalAdvance(latest), y, fm.horizontalAdvance(latest), line)]
        legend = []
        for i, row in enumerate(self._legend_rows()):
            width = sum(w for *_rest, w in row) + LEGEND_GAP * (len(row) - 1)
            x = self.width() / 2 - width / 2
            for *_rest, w in row:
                legend.append(QRectF(x, y + (i + 1) * line, w, line))
                x += w + LEGEND_GAP
        return {"axis": axis, "legend": legend}

    def _draw_legend(self, p: QPainter) -> None:
        """``● won  ● lost  ○ undo or hint used`` centred under the axis labels."""
        fm = self.fontMetrics()
        entries = [e for row in self._legend_rows() for e in row]
        for (colour, filled, text, _w), box in zip(entries, self.text_boxes()["legend"], strict=True):
            centre_y, x, r = box.center().y(), box.left(), LEGEND_DOT
            p.setPen(QPen(colour, 1.5))
            p.setBrush(colour if filled else self.palette().base())
            p.drawEllipse(QPointF(x + r, centre_y), r, r)
            p.setPen(QPen(self.palette().text().color()))
            p.drawText(QPointF(x + 2 * r + 4, centre_y + fm.ascent() / 2 - 1), text)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        p = begin_chart(self)
        pal = self.palette()
        plot = self._plot_rect()
        fm = self.fontMetrics()
        text_pen = QPen(pal.text().color())
        draw_percent_grid(p, self, plot)
        n = len(self.stats.recent)
        p.setPen(text_pen)
        title = self.tr("Win % over the last %n game(s)", "", n) if n else self.tr("No games recorded yet")
        p.drawText(QRectF(0, 0, self.width(), fm.height() + 4), Qt.AlignmentFlag.AlignCenter, title)
        if n:
            older, latest = self.text_boxes()["axis"]
            p.drawText(older, Qt.AlignmentFlag.AlignLeft, self.tr("older"))
            p.drawText(latest, Qt.AlignmentFlag.AlignRight, self.tr("latest"))
            self._draw_legend(p)
        pts = self.points()
        if len(pts) > 1:
            path = QPainterPath(pts[0])
            for pt in pts[1:]:
                path.lineTo(pt)
            p.setPen(QPen(LINE_COLOUR, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        radius = 3.5 if n <= 40 else 2.5
        for pt, result in zip(pts, self.stats.recent, strict=True):
            colour = WON_COLOUR if result.won else LOST_COLOUR
            p.setPen(QPen(colour, 1.5))
            p.setBrush(pal.base() if result.assisted else colour)
            p.drawEllipse(pt, radius, radius)
        if self.hasFocus():  # Tab stops here so that a screen reader says the chart in words
            p.setPen(QPen(pal.highlight().color(), 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        p.end()


class StatsDialog(QDialog):
    """Statistics per variant; ``save`` is called after a reset (it reports its own failures)."""

    def __init__(self, statistics: Statistics, current_key: str | None = None,
                 save: Callable[[], object] | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.statistics = statistics
        self._save = save or statistics.save
        self.setWindowTitle(self.tr("Statistics"))
        self.setAccessibleName(self.tr("Statistics"))

        self.combo = QComboBox()
        self.combo.setAccessibleName(self.tr("Variant"))
        if current_key and current_key.startswith(DAILY_PREFIX) and not statistics.get(current_key).played:
            current_key = parse_key(current_key)[0].key  # no daily game recorded: its variant's figures
        keys = [v.key for v in ALL_VARIANTS]
        keys += [k for k in statistics.keys() if k not in keys and not k.startswith(DAILY_PREFIX)]
        keys += sorted(k for k in statistics.keys() if k.startswith(DAILY_PREFIX))
        for key in keys:
            self.combo.addItem(key_title(key), key)
        choose = QLabel(self.tr("&Variant:"))
        choose.setBuddy(self.combo)

        self.table = QTableWidget(0, 2)
        self.table.setAccessibleName(self.tr("Figures"))
        self.table.setHorizontalHeaderLabels([self.tr("Figure"), self.tr("Value")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setMinimumWidth(330)

        self.chart = WinChart()

        self.recent = QTableWidget(0, 5)
        self.recent.setAccessibleName(self.tr("Recent games"))
        self.recent.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Result"), self.tr("Moves"), self.tr("Time"),
                                               self.tr("Notes")])
        self.recent.verticalHeader().hide()
        self.recent.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.recent.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.recent.horizontalHeader()
        for col in range(4):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.recent.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

        self.reset_button = QPushButton(self.tr("&Reset this variant\u2026"))
        self.reset_button.setAccessibleName(self.tr("Reset the statistics of this variant"))
        self.reset_button.clicked.connect(self.reset_current)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)

        top = QHBoxLayout()
        top.addWidget(choose)
        top.addWidget(self.combo, 1)
        # the chart beside the figures, or under them where the dialog is too narrow for
        # both (a 640 px screen: it was cut on the right)
        self._middle = middle = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        middle.addWidget(self.table, 0, Qt.AlignmentFlag.AlignTop)
        middle.addWidget(self.chart, 1)
        recent_label = QLabel(self.tr("Recent games (latest first, up to {count}):").format(count=RECENT_SHOWN))
        bold = QFont(recent_label.font())
        bold.setBold(True)
        recent_label.setFont(bold)
        body = QWidget(self)
        inner = QVBoxLayout(body)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addLayout(top)
        inner.addLayout(middle, 3)
        inner.addWidget(recent_label)
        inner.addWidget(self.recent, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(scrolling(body, self), 1)  # (scroll bars only on a small screen)
        layout.addWidget(buttons)
        fit_to_screen(self, (800, 620))

        self._arrange()
        self.combo.currentIndexChanged.connect(self.refresh)
        index = self.combo.findData(current_key) if current_key else -1
        self.combo.setCurrentIndex(max(index, 0))
        self.refresh()

    def _arrange(self) -> None:
        side_by_side = self.table.minimumWidth() + self.chart.minimumWidth() + 80
        self._middle.setDirection(QBoxLayout.Direction.LeftToRight if self.width() >= side_by_side
                                  else QBoxLayout.Direction.TopToBottom)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._arrange()

    @property
    def key(self) -> str:
        return self.combo.currentData()

    def refresh(self) -> None:
        s = self.statistics.get(self.key)
        rows = figure_rows(s)
        self.table.setRowCount(len(rows))
        for r, (label, value) in enumerate(rows):
            self.table.setItem(r, 0, QTableWidgetItem(label))
            item = QTableWidgetItem(value)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(r, 1, item)
        # every figure visible without scrolling
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        height += sum(self.table.verticalHeader().sectionSizeHint(r) for r in range(len(rows)))
        self.table.setFixedHeight(height)
        self.chart.set_stats(s)
        shown = list(reversed(s.recent))[:RECENT_SHOWN]
        self.recent.setRowCount(len(shown))
        for r, result in enumerate(shown):
            notes = []
            if result.abandoned:
                notes.append(self.tr("abandoned"))
            if result.assisted:
                notes.append(self.tr("undo or hint used"))
            if result.deal is not None:
                notes.append(self.tr("deal {number}").format(number=result.deal))
            cells = [i18n.date_time(result.date), self.tr("won") if result.won else self.tr("lost"),
                     i18n.number(result.moves), "\u2013" if result.seconds is None else clock_text(result.seconds),
                     ", ".join(notes)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == 1:
                    item.setForeground(WON_COLOUR if result.won else LOST_COLOUR)
                self.recent.setItem(r, c, item)
        self.reset_button.setEnabled(s.played > 0)

    def confirm(self, text: str) -> bool:
        """Ask the player (tests replace this to answer without a blocking box)."""
        return ask(self, self.tr("Reset statistics"), text)

    def reset_current(self) -> bool:
        key = self.key
        s = self.statistics.get(key)
        if not s.played:
            return False
        question = self.tr("Forget all %n game(s) of {variant}? This cannot be undone.", "", s.played)
        if not self.confirm(question.format(variant=key_title(key))):
            return False
        self.statistics.reset(key)
        self._save()
        self.refresh()
        return True
