"""Fitting a dialog to the screen it opens on.

Every dialog of the program sizes itself with ``fit_to_screen(dialog, preferred)``
instead of ``resize``: it gets its preferred size where the screen has room, and at
most the screen's available area less the window frame (title bar and borders) where
it has not: on a 640 x 480 screen, or at ``QT_SCALE_FACTOR=2``, OK and Close stay on
screen.  Content that can be taller than a small screen goes into ``scrolling(...)``,
so that the dialog can be made that small (a layout never shrinks a widget below its
minimum size).  ``frame_margins`` is the window manager's frame, or an estimate until
a window has one; the main window fits its saved place with it too (shell/geometry.py).

A dialog sized so is also placed so: when it is shown it is centred on its parent
window and moved, if it must, so that its frame lies within the screen's available
area (``keep_on_screen``); a tall dialog centred on a window of a small screen used to
open with its bottom edge below the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from ...qtcompat import Qt  # (built when first used: see qtcompat)

# a title bar and thin borders (device-independent pixels): the room kept for the frame
# until a window on this screen shows the real one
DEFAULT_FRAME = QMargins(6, 32, 6, 8)


def available_geometry(widget: QWidget | None) -> QRect:
    """The available area (without panels) of the screen ``widget`` is on (its parent
    window's for a dialog not yet shown; the primary screen's otherwise).

    The screen comes from QGuiApplication's static lookups, never ``QWidget.screen()``:
    PySide6 makes the QScreen a widget's ``screen()`` returns a Python child of that
    widget; passed from widget to widget as dialogs come and go, that link can hand the
    screen's ownership to Python, whose garbage collector then deletes the
    application's QScreen (a crash at the next widget made)."""
    screen = None
    if widget is not None:
        window = widget.window()
        parent = window.parentWidget()
        placed = parent.window() if parent is not None and not window.isVisible() else window
        screen = QGuiApplication.screenAt(placed.geometry().center())
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 900)


def frame_margins(widget: QWidget | None) -> QMargins:
    """The window frame around ``widget``'s window: its own once shown with one, else
    its parent window's, else ``DEFAULT_FRAME``."""
    window = widget.window() if widget is not None else None
    while window is not None:
        if window.isVisible():
            outer, inner = window.frameGeometry(), window.geometry()
            margins = QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                               outer.right() - inner.right(), outer.bottom() - inner.bottom())
            if margins.top() > 0:
                return margins
        parent = window.parentWidget()
        window = parent.window() if parent is not None else None
    return QMargins(DEFAULT_FRAME)


def room(widget: QWidget | None) -> QSize:
    """The largest size ``widget``'s window can have with its frame on screen."""
    avail = available_geometry(widget)
    m = frame_margins(widget)
    return QSize(max(1, avail.width() - m.left() - m.right()), max(1, avail.height() - m.top() - m.bottom()))


def fit_to_screen(dialog: QWidget, preferred: QSize | tuple[int, int] | None = None) -> QSize:
    """Resize ``dialog`` to ``preferred``, or its size hint where that is larger (the
    whole of a ``scrolling`` body), bounded by the room on its screen; returns the size
    given."""
    if isinstance(preferred, tuple):
        preferred = QSize(*preferred)
    wanted = dialog.sizeHint().expandedTo(preferred or QSize()).expandedTo(dialog.minimumSizeHint())
    size = wanted.boundedTo(room(dialog))
    dialog.resize(size)
    keep_on_screen_when_shown(dialog)
    return size


def keep_on_screen(window: QWidget) -> None:
    """Place ``window`` (its size kept) so that it and its frame lie within the available
    area of its screen: centred on its parent window first if it has not been placed yet
    (as Qt would), then moved as little as that takes."""
    inner = available_geometry(window).marginsRemoved(frame_margins(window))
    g = QRect(window.geometry())
    if not window.testAttribute(Qt.WidgetAttribute.WA_Moved):
        parent = window.parentWidget()
        g.moveCenter(parent.window().geometry().center() if parent is not None else inner.center())
    x = max(inner.left(), min(g.x(), inner.right() + 1 - g.width()))
    y = max(inner.top(), min(g.y(), inner.bottom() + 1 - g.height()))
    # (the client area, not the frame; placed, so QDialog's own centring leaves it)
    window.setGeometry(QRect(QPoint(x, y), g.size()))


class _OnScreenWhenShown(QObject):
    """Runs ``keep_on_screen`` on its window at each show (before QDialog's own
    showEvent, which then leaves a placed window where it is)."""

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            keep_on_screen(watched)
        return False


def keep_on_screen_when_shown(window: QWidget) -> None:
    """Have ``window`` kept within its screen each time it is shown (once per window)."""
    if window.findChild(_OnScreenWhenShown, "", Qt.FindChildOption.FindDirectChildrenOnly) is None:
        window.installEventFilter(_OnScreenWhenShown(window))


def scrolling(content: QWidget, parent: QWidget | None = None) -> QScrollArea:
    """``content`` in a frameless scroll area: its whole size where there is room, a
    scroll bar where there is not."""
    return ScrollBody(content, parent)


class ScrollBody(QScrollArea):
    """A frameless scroll area whose size hint is its content's whole size (Qt's own
    caps it at a few dozen lines), so that a dialog opens without scroll bars on a
    screen with room; its least height is a few lines."""

    def __init__(self, content: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setWidget(content)
        if any(w.focusPolicy() & Qt.FocusPolicy.TabFocus for w in content.findChildren(QWidget)):
            self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the controls, which scroll into view
        self.setMinimumHeight(min(content.minimumSizeHint().height(), 4 * content.fontMetrics().lineSpacing()))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        content = self.widget()
        if content is None:
            return super().sizeHint()
        return content.sizeHint() + QSize(self.verticalScrollBar().sizeHint().width(), 0)
