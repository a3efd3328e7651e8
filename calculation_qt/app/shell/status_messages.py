"""What the game says to the player, in the status bar and, when it does not fit there,
whole in the banner over the table.

- ``show(text, msec)`` (the window's ``status_message``) puts ``text`` in the status
  bar for ``msec`` ms (0: until replaced).  A text longer than the bar's message area
  is also shown whole in the banner, where it stays until the next move, a click on
  the table or the next message (moving the mouse does not take it away).
- The room is measured again whenever the status bar is laid out anew (its fields grow
  with a longer deal number, the window is narrowed): a message that no longer fits
  moves to the banner then, rather than staying cut.
- Status tips (hovering a toolbar button or a menu item) stay in the status bar and
  never reach the banner; when the hover ends, the game's message still current comes
  back instead of an empty bar.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QStatusBar

if TYPE_CHECKING:
    from .main_window import MainWindow

INFO = "info"  # the banner kind of a message too long for the status bar


def fits_status_bar(bar: QStatusBar, text: str) -> bool:
    """Whether ``text`` shows whole in the status bar's message area (the bar's width
    less its permanent widgets); True while the bar is not on screen (nothing to measure)."""
    if not bar.isVisible():
        return True
    room = bar.width() - sum(w.width() + 8 for w in bar.findChildren(QLabel) if w.isVisible()
                             and w.parent() is bar) - 24
    return QFontMetrics(bar.font()).horizontalAdvance(text) <= room


class StatusMessages(QObject):
    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        self._text = ""
        self._until = 0.0  # time.monotonic() the message lasts until (inf: until replaced)
        self._banner_state = None  # the game state the banner's message was shown in
        self._banner_text = ""  # the message the banner shows (kind INFO)
        self._dismissed = False  # the banner was taken away from the current message
        window.installEventFilter(self)  # status tips
        window.statusBar().installEventFilter(self)  # its room changes
        window.view.viewport().installEventFilter(self)  # clicks on the table
        window.controller.stateChanged.connect(self._on_state_changed)

    @property
    def text(self) -> str:
        """The game's message now current ("" when none)."""
        if self._text and time.monotonic() >= self._until:
            self._text = ""
        return self._text

    def show(self, text: str, msec: int = 6000) -> None:
        self._text = text
        self._until = time.monotonic() + msec / 1000 if msec > 0 else float("inf")
        self._dismissed = False
        self.window.statusBar().showMessage(text, msec)
        if not self._to_banner_if_cut() and self.window.banner_kind() == INFO:
            self.window.banner.dismiss()  # an older message: this one replaces it

    def _to_banner_if_cut(self) -> bool:
        """Show the current message whole in the banner when the status bar cuts it (and
        the banner holds nothing of the game's own); True if it is there now."""
        window, text = self.window, self.text
        if not text or self._dismissed:
            return False
        kind = window.banner_kind()
        if fits_status_bar(window.statusBar(), text) or kind not in ("", INFO):
            return False
        if kind != INFO or self._banner_text != text:
            from html import escape  # (html.entities: not needed for the first frame, bench ui)

            window.banner.show_message(INFO, escape(text))
            self._banner_text = text
            self._banner_state = window.controller.state
        return True

    def dismiss_banner(self) -> None:
        """Take the message away from the banner (a move, a click): it stays in the status
        bar, cut, and does not come back to the banner."""
        if self.window.banner_kind() == INFO:
            self.window.banner.dismiss()
            self._dismissed = True

    def _on_state_changed(self) -> None:
        # (a message said while this very change is announced belongs to it and stays)
        if self.window.controller.state is not self._banner_state:
            self.dismiss_banner()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        etype = event.type()
        if etype == QEvent.StatusTip and watched is self.window:
            if not event.tip() and self.text:
                self.window.statusBar().showMessage(self.text, self._left_ms())
                return True  # the hover ended: the game's message again, not an empty bar
        elif etype == QEvent.MouseButtonPress and watched is self.window.view.viewport():
            self.dismiss_banner()
        elif etype in (QEvent.Resize, QEvent.LayoutRequest) and watched is self.window.statusBar():
            if self._text and self.window.statusBar().currentMessage() == self.text:  # (not a tip's)
                self._to_banner_if_cut()
        return False

    def _left_ms(self) -> int:
        return 0 if self._until == float("inf") else max(1, int((self._until - time.monotonic()) * 1000))
