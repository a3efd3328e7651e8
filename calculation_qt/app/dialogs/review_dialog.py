"""The Review game dialog: the chart of the Advisor's winning chance (fair: it never
sees the stock's order), the moves that lost chance, the clairvoyant verdict, and the
positions on a small board with Back / Next.

It shows a ``review.Review`` (``show_review``); while one is computed it shows a
progress bar and Cancel (``show_progress``; ``cancelRequested`` asks the feature to
stop it).  One line says what the chance is; a legend explains the chart.  The headline
says both verdicts apart: what the solver found knowing the cards' order, and what the
moves did to the chance from what the player could see (``Review.mistakes``, the one
definition of a mistake, also behind the list and the chart's dots).

One convention for "move i" everywhere: position i is the one after move i.  Chart
point i, the list's "Move i" and the board's "Move i of n" all show it, move i ringed
as just played and move i + 1 highlighted as next (the "Was it winnable?" replay
board, ``ReplayDialog``, embedded).  A won game's list is of moves riskier than
needed, a lost game's of mistakes.  The rest of the window stays usable: the dialog is
not modal.
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
from ...engine import Game, Move, PileKind
from ...engine.moves import describe_move
from ...qtcompat import emit
from .replay_dialog import ReplayDialog
from .review_chart import ReviewChart, legend_text
from .screen_fit import fit_to_screen, scrolling

MISTAKES_SHOWN = 5
TURN_NOTE = 0.05  # chance: a gap this wide between a mistake's chance and the chart's point is explained
BOARD_MIN_HEIGHT = 260  # px: the replay board's table stays legible


def move_text(state, move: Move) -> str:
    """A move in words, as Hint and the replay board say it: "Seven of Clubs to waste pile 2"."""
    return describe_move(state, move, i18n.translate)


def mistake_text(review, mistake) -> str:
    """"Move 10: Seven of Clubs to waste pile 4 kept 5%; Seven of Clubs to waste pile 3
    would have kept 19%." (move 10 was played from position 9)."""
    state = review.states[mistake.index]
    text = QCoreApplication.translate("ReviewDialog", "Move {number}: {played} kept {kept}; "
                                      "{better} would have kept {better_kept}.")
    return text.format(number=mistake.index + 1, played=move_text(state, mistake.played),
                       kept=i18n.percent(100 * mistake.chance_played), better=move_text(state, mistake.better),
                       better_kept=i18n.percent(100 * mistake.chance_better))


def verdict_text(review) -> str:
    """The clairvoyant verdict in one sentence, worded as knowing the cards' order (exact
    about what the solver proved)."""
    v = review.verdict
    n = len(review.moves)
    last, first_lost = v.last_winnable, v.first_lost
    if last == n and review.states[-1].is_won:
        return QCoreApplication.translate("ReviewDialog", "You won this deal.")
    if v.lost_from_start:
        return QCoreApplication.translate(
            "ReviewDialog", "With the cards' order known, no line of play wins this deal (the solver proved it).")
    if last == n:  # (exact too: nothing after the last move to lose)
        return QCoreApplication.translate(
            "ReviewDialog", "This deal is still winnable: after move {last} a winning line remains.").format(last=last)
    if v.exact:
        return QCoreApplication.translate(
            "ReviewDialog", "With the cards' order known, the deal could still be won before move {lost}; "
            "after it no line of play wins.").format(lost=first_lost)
    if last is not None:
        return QCoreApplication.translate(
            "ReviewDialog", "This deal was winnable at least until move {last}; the solver could not decide the "
            "positions after it in time.").format(last=last)
    if first_lost is not None:
        return QCoreApplication.translate(
            "ReviewDialog", "The solver proved the position after move {lost} lost, but could not decide the "
            "earlier ones in time.").format(lost=first_lost)
    return QCoreApplication.translate("ReviewDialog", "The solver could not decide in time whether this deal was winnable.")


def fair_text(review) -> str:
    """What the moves did to the Advisor's chance (from what the player could see): the
    list's mistakes, counted, the biggest named."""
    mistakes = review.mistakes
    if not mistakes:
        return QCoreApplication.translate(
            "ReviewDialog", "From what you could see, no move of yours lost more chance than the estimate's noise.")
    worst = max(mistakes, key=lambda m: (m.lost, -m.index))
    return QCoreApplication.translate(
        "ReviewDialog", "From what you could see, moves that lost more chance than the estimate's noise: "
        "{count}; the most, move {number}: {kept} instead of {better_kept}.").format(
        count=len(mistakes), number=worst.index + 1, kept=i18n.percent(100 * worst.chance_played),
        better_kept=i18n.percent(100 * worst.chance_better))


def headline(review) -> str:
    """The dialog's headline: the clairvoyant verdict, then the fair one."""
    return verdict_text(review) + " " + fair_text(review)


def list_heading(review) -> str:
    """What the list under the chart holds: a won game's moves were riskier than needed,
    a lost game's were mistakes."""
    if review.states[-1].is_won:
        return QCoreApplication.translate(
            "ReviewDialog", "Riskier than needed: you won, but each of these moves lowered the Advisor's "
            "chance by more than the noise (click one to see it):")
    return QCoreApplication.translate(
        "ReviewDialog", "Biggest mistakes: the moves that lowered the Advisor's chance the most "
        "(click one to see it):")


def position_text(review, index: int) -> str:
    """The position after ``index`` moves, as the chart's point ``index`` and the board show
    it: the Advisor's chance, and what move ``index`` did (a mistake, the move that lost the deal)."""
    chance = i18n.percent(100 * review.judgements[index].chance)
    if index == 0:
        return QCoreApplication.translate("ReviewDialog", "The deal as dealt: the Advisor's chance {chance}.").format(chance=chance)
    text = QCoreApplication.translate("ReviewDialog", "After move {index}: the Advisor's chance {chance}.").format(index=index, chance=chance)
    mistake = next((m for m in review.mistakes if m.index == index - 1), None)
    if mistake is not None:
        text += " " + mistake_text(review, mistake)
        turned = review.moves[index - 1].source is PileKind.STOCK and review.states[index].turned is not None
        if turned and abs(review.judgements[index].chance - mistake.chance_played) >= TURN_NOTE:
            # (the two figures differ: say why, so that the chart and the list do not seem to disagree)
            text += " " + QCoreApplication.translate(
                "ReviewDialog", "{kept} is the chance as the move was made; then the next card turned up, "
                "making it {chance}.").format(kept=i18n.percent(100 * mistake.chance_played), chance=chance)
    if index == review.verdict.first_lost and review.verdict.exact:
        text += " " + QCoreApplication.translate(
            "ReviewDialog", "With the cards' order known, this move lost the deal: no line of play wins from here.")
    elif review.verdict.first_lost is not None and index > review.verdict.first_lost:
        text += " " + QCoreApplication.translate(
            "ReviewDialog", "With the cards' order known, no line of play wins from here.")
    return text


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
        self.fair_chance = QLabel(self)
        self.fair_chance.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setAccessibleName(self.tr("Review progress"))
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.clicked.connect(lambda: emit(self.cancelRequested))
        self.chart = ReviewChart(self)
        self.chart.positionClicked.connect(self.show_position)
        self.legend = QLabel(self)
        self.legend.setWordWrap(True)
        self.legend.setAccessibleName(self.tr("Chart legend"))
        self.mistakes_label = QLabel(self)
        self.mistakes_label.setWordWrap(True)
        self.mistakes = QListWidget(self)
        self.mistakes.setAccessibleName(self.tr("Moves that lost chance"))
        self.mistakes.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.mistakes.setTextElideMode(Qt.TextElideMode.ElideRight)  # whole in its tip and the position line
        self.mistakes.itemClicked.connect(lambda item: self.show_position(item.data(Qt.ItemDataRole.UserRole)))
        self.mistakes.itemActivated.connect(lambda item: self.show_position(item.data(Qt.ItemDataRole.UserRole)))
        self.position_info = QLabel(self)
        self.position_info.setWordWrap(True)
        self.position_info.setAccessibleName(self.tr("The position shown"))
        self.board = ReplayDialog(game, game.played, self, animation_ms,
                                  intro=self.tr("The deal as dealt. Click the chart or a move in the list, "
                                                "or press Next."))
        self.board.setWindowFlags(Qt.WindowType.Widget)  # embedded: the replay board, not a window
        # never squeezed to a strip on a small screen, nor its buttons onto its table: the
        # dialog scrolls to it instead (_keep_whole)
        self.board.view.setMinimumSize(BOARD_MIN_HEIGHT, 200)
        self.board.setMinimumHeight(BOARD_MIN_HEIGHT)
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
        self._top = top = QWidget(self)
        box = QVBoxLayout(top)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.verdict)
        box.addWidget(self.fair_chance)
        box.addLayout(running)
        box.addWidget(self.chart, 1)
        box.addWidget(self.legend)
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
        self._scroll = scrolling(split, self)
        layout.addWidget(self._scroll, 1)  # (scroll bars only on a small screen)
        layout.addLayout(bottom)

    # -- while the review runs ----------------------------------------------------------
    def show_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.progress.setFormat(self.tr("Reviewing\u2026 %p%"))
        self.progress.setVisible(True)
        self.cancel_button.setVisible(True)
        self.verdict.setText(self.tr("Reviewing the game: the Advisor's chance after every move, then the solver's verdict."))

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
        self.verdict.setText(headline(review))
        self.fair_chance.setText(self.tr(
            "Chance: how often the Advisor (Suggest) wins from a position. Like you, it does not know the "
            "order of the cards still in the stock; its trials of random orders are calibrated against its "
            "own games, so the chance reads as odds. Hint's solver, which knows the order, answers another "
            "question: whether a winning line exists."))
        shown = review.biggest_mistakes(MISTAKES_SHOWN)
        lost_from = review.verdict.first_lost if review.verdict.exact else None
        self.chart.set_review(review.win_chance, [m.index + 1 for m in review.mistakes], lost_from)
        self.chart.set_cursor(self.board.index)
        self.legend.setText(legend_text(bool(review.mistakes), lost_from is not None))
        self.mistakes_label.setText(list_heading(review))
        self.mistakes_label.setVisible(bool(shown))  # (with none, the list's one line says so)
        self.mistakes.clear()
        for m in shown:
            item = QListWidgetItem(mistake_text(review, m))
            item.setToolTip(item.text())
            item.setData(Qt.ItemDataRole.UserRole, m.index + 1)  # move i: the position after it
            self.mistakes.addItem(item)
        if not shown:
            item = QListWidgetItem(fair_text(review))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.mistakes.addItem(item)
        self._fit_list()
        self._describe_position(self.board.index)
        self._keep_top_whole()
        self._show_headline()

    def _fit_list(self) -> None:
        """The list as tall as its rows (at most MISTAKES_SHOWN): no empty room above the board."""
        rows = max(1, min(self.mistakes.count(), MISTAKES_SHOWN))
        row = self.mistakes.sizeHintForRow(0) if self.mistakes.count() else self.fontMetrics().height()
        self.mistakes.setFixedHeight(rows * row + 2 * self.mistakes.frameWidth() + 4)

    def _describe_position(self, index: int) -> None:
        if self.review is not None:
            self.position_info.setText(position_text(self.review, index))
            self._keep_top_whole()

    def show_position(self, index: int) -> None:
        """Show the position after ``index`` moves: chart point ``index``, "Move {index}" in
        the list, move ``index`` ringed on the board as just played, the next one highlighted."""
        self.board.show_index(int(index), animate=False)

    def _keep_top_whole(self) -> None:
        """The splitter's two parts never shorter than their wrapped lines need at their
        width (a splitter does not ask its children's height for a width: on a narrow
        screen the labels overlapped the chart, and the board's buttons its table); the
        dialog scrolls instead."""
        for part in (self._top, self.board):
            box = part.layout()
            width = part.width()
            need = box.minimumHeightForWidth(width) if box.hasHeightForWidth() else box.minimumSize().height()
            need = max(need, BOARD_MIN_HEIGHT if part is self.board else 0)
            if need > 0 and need != part.minimumHeight():
                part.setMinimumHeight(need)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        self._show_headline()

    def _show_headline(self) -> None:
        """The headline (the verdict) is what a player sees first: the dialog's scrolled
        body at its top, the keyboard focus on Close (outside it, so nothing scrolls)."""
        self.close_button.setFocus()
        self._scroll.verticalScrollBar().setValue(0)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._keep_top_whole()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        emit(self.cancelRequested)
        self.board.close()
        super().closeEvent(event)
