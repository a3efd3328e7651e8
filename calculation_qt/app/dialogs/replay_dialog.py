"""A line of moves on a table of its own, to step through: Back, Next, Play/Pause.

``ReplayDialog(game, moves)`` replays ``moves`` from ``game``'s first position (the
solver's winning line of "Was it winnable?", a game under review...).  ``index`` is
the number of moves shown (0: the deal as dealt); ``show_index(i)`` jumps there,
``step()``/``back()`` go one move on or back, ``indexChanged(i)`` tells.  The caption
says the move just played in words (``engine.moves.describe_move``, translated) and
the next one, which is the move highlighted on the table (the two always name the
same move).  On the table the card just played wears a violet ring, the next move the
yellow hint highlight; a line under the caption says which is which.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ... import i18n
from ...engine import Game, Move
from ...engine.moves import describe_move
from ...qtcompat import emit
from ...ui.table_scene import TableScene
from ...ui.table_view import TableView
from .screen_fit import fit_to_screen


class ReplayDialog(QDialog):
    indexChanged = Signal(int)  # the number of moves now shown

    def __init__(self, game: Game, moves: list[Move], parent: QWidget | None = None,
                 animation_ms: int = 200, intro: str | None = None):
        """``intro``: the caption before the first move (default: a winning line's)."""
        super().__init__(parent)
        self.setModal(False)
        self.moves = list(moves)
        self.states = [game.initial]
        for move in self.moves:
            self.states.append(self.states[-1].apply(move))
        self.index = 0
        self.intro = intro if intro is not None else self.tr(
            "The winning line: %n move(s). Press Play, or Next to step through it.", "", len(self.moves))
        self.scene = TableScene(self)
        self.scene.set_animation_ms(animation_ms)
        self.view = TableView(self.scene, self)
        self.view.setAccessibleName(self.tr("Replay table"))
        self.caption = QLabel(self)
        self.caption.setAccessibleName(self.tr("Replay move"))
        self.caption.setWordWrap(True)
        self.legend = QLabel(self.tr("Violet ring: the card just played. Yellow: the next move, which Next plays."),
                             self)
        self.legend.setWordWrap(True)
        self.back_button = QPushButton(self.tr("\u25c0 &Back"), self)
        self.next_button = QPushButton(self.tr("&Next \u25b6"), self)
        self.play_button = QPushButton(self.tr("&Play"), self)
        self.close_button = QPushButton(self.tr("&Close"), self)
        self.back_button.clicked.connect(self.back)
        self.next_button.clicked.connect(self.step)
        self.play_button.clicked.connect(self.toggle_play)
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        for b in (self.back_button, self.play_button, self.next_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.legend)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self.timer = QTimer(self)
        self.timer.setInterval(max(250, animation_ms + 150))
        self.timer.timeout.connect(self._tick)
        self.scene.set_state(self.states[0], False)
        self._update()
        fit_to_screen(self, (900, 640))

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def show_index(self, index: int, animate: bool = True) -> None:
        index = max(0, min(len(self.moves), index))
        if self.scene.is_animating():
            self.scene.finish_animations()
        forward = index == self.index + 1
        self.index = index
        self.scene.highlight_move(None)
        self.scene.set_state(self.states[index], animate and forward)
        self._update()
        emit(self.indexChanged, index)

    def step(self) -> None:
        self.show_index(self.index + 1)

    def back(self) -> None:
        self.show_index(self.index - 1, animate=False)

    def toggle_play(self) -> None:
        if self.playing:
            self.timer.stop()
        else:
            if self.index >= len(self.moves):
                self.show_index(0, animate=False)
            self.timer.start()
        self._update()

    def _tick(self) -> None:
        if self.index < len(self.moves):
            self.step()
        if self.index >= len(self.moves):  # the last move is shown: playing stops
            self.timer.stop()
            self._update()

    def caption_text(self) -> str:
        """The move just played and, when there is one, the next: the highlighted move,
        which Next plays (the highlight and the words always name the same move)."""
        n = len(self.moves)
        i = self.index
        upcoming = describe_move(self.states[i], self.moves[i], i18n.translate) if i < n else None
        if i == 0:
            if upcoming is None:
                return self.intro
            return self.tr("{intro} Next (highlighted): {move}.").format(intro=self.intro, move=upcoming)
        words = describe_move(self.states[i - 1], self.moves[i - 1], i18n.translate)
        if upcoming is not None:
            return self.tr("Move {index} of {count}: {move}. Next (highlighted): {next}.").format(
                index=i, count=n, move=words, next=upcoming)
        if self.states[n].is_won:
            return self.tr("Move {index} of {count}: {move} \u2014 all 52 cards are on the foundations.").format(
                index=i, count=n, move=words)
        return self.tr("Move {index} of {count}: {move}").format(index=i, count=n, move=words)

    def _update(self) -> None:
        n = len(self.moves)
        self.caption.setText(self.caption_text())
        self.back_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < n)
        self.play_button.setText(self.tr("&Pause") if self.playing else self.tr("&Play"))
        if self.index < n:
            self.scene.highlight_move(self.moves[self.index])
        self.scene.mark_played(self.moves[self.index - 1] if self.index else None)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self.timer.stop()
        super().closeEvent(event)
