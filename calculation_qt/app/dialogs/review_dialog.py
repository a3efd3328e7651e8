"""The Review game dialog: the chart of the fair winning chance, the biggest mistakes,
the clairvoyant verdict, and the positions on a small board with Back / Next.

It shows a ``review.Review`` (``show_review``); while one is computed it shows a
progress bar and Cancel (``show_progress``; ``cancelRequested`` asks the feature to
stop it).  A click on the chart or on a mistake shows that position on the board (the
"Was it winnable?" replay board, ``ReplayDialog``, embedded), the move played there
highlighted.  The rest of the window stays usable: the dialog is not modal.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...engine import Game, Move
from ...engine.moves import describe_move
from ...qtcompat import emit
from .replay_dialog import ReplayDialog
from .review_chart import ReviewChart
from .screen_fit import fit_to_screen, scrolling

MISTAKES_SHOWN = 5


def move_text(state, move: Move) -> str:
    """A move in words, as Hint and the replay board say it: "Seven of Clubs to waste pile 2"."""
    return describe_move(state, move, i18n.translate)


def mistake_text(review, mistake) -> str:
    """"Move 10: 7♣ to pile 4: 19% → 5%; 7♣ to pile 3 kept 19%"."""
    state = review.states[mistake.index]
    text = QCoreApplication.translate("ReviewDialog", "Move {number}: {played}: {before} \u2192 {after}; "
                                      "{better} kept {kept}")
    return text.format(number=mistake.index + 1, played=move_text(state, mistake.played),
                       before=i18n.percent(100 * review.win_chance[mistake.index]),
                       after=i18n.percent(100 * mistake.chance_played), better=move_text(state, mistake.better),
                       kept=i18n.percent(100 * mistake.chance_better))


def verdict_text(review) -> str:
    """The clairvoyant verdict in one sentence (exact about what the solver proved)."""
    v = review.verdict
    n = len(review.moves)
    last, first_lost = v.last_winnable, v.first_lost
    if last == n and review.states[-1].is_won:
        return QCoreApplication.translate("ReviewDialog", "You won this deal.")
    if v.lost_from_start:
        return QCoreApplication.translate(
            "ReviewDialog", "This deal could not be won: the solver proved that no line of play wins it.")
    if v.exact and not last:
        return QCoreApplication.translate(
            "ReviewDialog", "This deal was winnable before the first move; after it no line of play could win.")
    if v.exact:
        return QCoreApplication.translate(
            "ReviewDialog", "This deal was winnable until move {last}; after move {next} no line of play could win."
        ).format(last=last, next=first_lost)
    if last == n:
        return QCoreApplication.translate("ReviewDialog", "This deal is still winnable after move {last}.").format(
            last=last)
    if last is not None:
        return QCoreApplication.translate(
            "ReviewDialog", "This deal was winnable at least until move {last}; the solver could not decide the "
            "positions after it in time.").format(last=last)
    if first_lost is not None:
        return QCoreApplication.translate(
            "ReviewDialog", "The solver proved the position after move {lost} lost, but could not decide the "
            "earlier ones in time.").format(lost=first_lost)
    return QCoreApplication.translate("ReviewDialog", "The solver could not decide in time whether this deal was winnable.")


class ReviewDialog(QDialog):
    cancelRequested = Signal()

    def __init__(self, game: Game, title: str, parent: QWidget | None = None, animation_ms: int = 200):
        super().__init__(parent)
        self.setModal(False)
        self.setWindowTitle(title)
        self.review = None
        self.game = game
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.verdict.setAccessibleName(self.tr("Verdict"))
        font = self.verdict.font()
        font.setBold(True)
        self.verdict.setFont(font)
        self.progress = QProgressBar(self)
        self.progress.setAccessibleName(self.tr("Review progress"))
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.clicked.connect(lambda: emit(self.cancelRequested))
        self.chart = ReviewChart(self)
        self.chart.positionClicked.connect(self.show_position)
        self.mistakes = QListWidget(self)
        self.mistakes.setAccessibleName(self.tr("Biggest mistakes"))
        self.mistakes.setMaximumHeight(self.fontMetrics().height() * 6 + 12)
        self.mistakes.itemClicked.connect(lambda item: self.show_position(item.data(Qt.ItemDataRole.UserRole)))
        self.mistakes.itemActivated.connect(lambda item: self.show_position(item.data(Qt.ItemDataRole.UserRole)))
        self.position_info = QLabel(self)
        self.position_info.setWordWrap(True)
        self.position_info.setAccessibleName(self.tr("The position shown"))
        self.board = ReplayDialog(game, game.played, self, animation_ms,
                                  intro=self.tr("The deal as dealt. Click the chart or a mistake, or press Next."))
        self.board.setWindowFlags(Qt.WindowType.Widget)  # embedded: the replay board, not a window
        self.board.close_button.hide()  # the review's own Close closes both
        self.board.indexChanged.connect(self.chart.set_cursor)
        self.board.indexChanged.connect(self._describe_position)
        self.close_button = QPushButton(self.tr("&Close"), self)
        self.close_button.clicked.connect(self.close)
        self._build_layout()
        self.show_progress(0, 1)
        fit_to_screen(self, (960, 760))

    def _build_layout(self) -> None:
        running = QHBoxLayout()
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)
        top = QWidget(self)
        box = QVBoxLayout(top)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.verdict)
        box.addLayout(running)
        box.addWidget(self.chart, 1)
        self.mistakes_label = QLabel(self.tr("Biggest mistakes (the fair chance before the move \u2192 after it; "
                                             "the better move's chance):"), self)
        self.mistakes_label.setWordWrap(True)
        box.addWidget(self.mistakes_label)
        box.addWidget(self.mistakes)
        box.addWidget(self.position_info)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(top)
        split.addWidget(self.board)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(scrolling(split, self), 1)  # (scroll bars only on a small screen)
        layout.addLayout(bottom)

    # -- while the review runs ----------------------------------------------------------
    def show_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.progress.setFormat(self.tr("Reviewing\u2026 %p%"))
        self.progress.setVisible(True)
        self.cancel_button.setVisible(True)
        self.verdict.setText(self.tr("Reviewing the game: the fair chance of every move, then the solver's verdict."))

    def show_stopped(self, text: str) -> None:
        """The review did not finish (cancelled, or failed): say so."""
        self.progress.setVisible(False)
        self.cancel_button.setVisible(False)
        self.verdict.setText(text)

    # -- the result ---------------------------------------------------------------------
    def show_review(self, review) -> None:
        self.review = review
        self.progress.setVisible(False)
        self.cancel_button.setVisible(False)
        self.verdict.setText(verdict_text(review))
        shown = review.biggest_mistakes(MISTAKES_SHOWN)
        self.chart.set_review(review.win_chance, [m.index for m in review.mistakes], review.verdict.first_lost)
        self.chart.set_cursor(self.board.index)
        self.mistakes.clear()
        for m in shown:
            item = QListWidgetItem(mistake_text(review, m))
            item.setData(Qt.ItemDataRole.UserRole, m.index)
            self.mistakes.addItem(item)
        if not shown:
            item = QListWidgetItem(self.tr("No move lost more chance than the estimate's noise "
                                           "({samples} samples a position).").format(samples=review.samples))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.mistakes.addItem(item)
        self._describe_position(self.board.index)

    def _describe_position(self, index: int) -> None:
        """The chances at the position on the board, and of the move played from it."""
        review = self.review
        if review is None:
            return
        j = review.judgements[index]
        chance = i18n.percent(100 * j.chance)
        if index >= len(review.moves):
            self.position_info.setText(self.tr("After move {index}: fair chance {chance}; the game ends here.").format(
                index=index, chance=chance))
            return
        state = review.states[index]
        words = {"index": index, "chance": chance, "played": move_text(state, review.moves[index]),
                 "kept": i18n.percent(100 * j.played_chance)}
        if j.is_mistake:
            words["better"] = move_text(state, j.best)
            text = self.tr("After move {index}: fair chance {chance}; the move played next, {played}, kept {kept}, "
                           "{better} kept {chance}.") if index else \
                self.tr("Before the first move: fair chance {chance}; the move played, {played}, kept {kept}, "
                        "{better} kept {chance}.")
        else:
            text = self.tr("After move {index}: fair chance {chance}; the move played next, {played}, kept {kept}.") \
                if index else self.tr("Before the first move: fair chance {chance}; the move played, {played}, "
                                      "kept {kept}.")
        self.position_info.setText(text.format(**words))

    def show_position(self, index: int) -> None:
        """Show the position after ``index`` moves on the board (the move played next highlighted)."""
        self.board.show_index(int(index), animate=False)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        emit(self.cancelRequested)
        self.board.close()
        super().closeEvent(event)
