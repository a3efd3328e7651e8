"""Run by tests/ui/test_small_screens.py in a process of its own whose (offscreen)
screen is small: opens the window and every dialog, prints one JSON object: for each,
its size, the room on the screen, whether its buttons are inside it, and where it
opened, frame included, and whether that lies within the screen's available area."""

from __future__ import annotations

import json
import sys

from PySide6.QtWidgets import QAbstractButton, QApplication, QDialogButtonBox, QMessageBox


def measure(widget, room) -> dict:
    widget.show()
    QApplication.processEvents()
    inside = widget.rect()
    buttons = [b for b in widget.findChildren(QAbstractButton) if b.isVisible()
               and isinstance(b.parentWidget(), QDialogButtonBox | type(widget))]
    reachable = all(inside.contains(b.mapTo(widget, b.rect().bottomRight())) for b in buttons)
    size = widget.size()
    from calculation_qt.app.dialogs.screen_fit import available_geometry, frame_margins

    avail = available_geometry(widget)
    frame = widget.geometry().marginsAdded(frame_margins(widget))  # where it opened, frame included
    result = {"w": size.width(), "h": size.height(), "room_w": room.width(), "room_h": room.height(),
              "screen_w": avail.width(), "screen_h": avail.height(),
              "buttons": len(buttons), "reachable": reachable,
              "frame": [frame.x(), frame.y(), frame.width(), frame.height()], "inside": avail.contains(frame)}
    widget.close()
    return result


def main(language: str) -> int:
    app = QApplication(sys.argv[:1])
    from calculation_qt import i18n
    from calculation_qt.app.dialogs.replay_dialog import ReplayDialog
    from calculation_qt.app.dialogs.review_dialog import ReviewDialog
    from calculation_qt.app.dialogs.screen_fit import room
    from calculation_qt.app.dialogs.settings_dialog import SettingsDialog
    from calculation_qt.app.dialogs.small import AboutDialog, DealNumberDialog, RulesDialog
    from calculation_qt.app.dialogs.stats_dialog import StatsDialog
    from calculation_qt.app.shell.controller import GameController
    from calculation_qt.app.shell.main_window import MainWindow
    from calculation_qt.app.storage.settings import Settings

    i18n.install(app, language)
    settings = Settings(animation_ms=0, window_geometry=[0, 0, 3000, 2000])  # saved on a larger screen
    window = MainWindow(GameController(settings))
    window.show()
    app.processEvents()
    out = {"window": measure_window(window)}
    r = room(window)
    variant = window.controller.variant
    game = window.controller.game
    stats = window.features.statistics()
    makers = {
        "settings": lambda: SettingsDialog(settings, variant, window, rows=window.features.settings_rows),
        "review": lambda: ReviewDialog(game, "Review", window),
        "rules": lambda: RulesDialog(variant, window),
        "statistics": lambda: StatsDialog(stats, None, save=lambda: None, parent=window),
        "about": lambda: AboutDialog(window),
        "replay": lambda: ReplayDialog(game, [], window),
        "deal_number": lambda: DealNumberDialog(game.deal, window),
        "message": lambda: titled(QMessageBox(QMessageBox.Icon.Question, "Abandon this game? " * 6,
                                              "Play the daily deal of Calculation instead of this game? " * 3,
                                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                              window)),
    }
    for name, make in makers.items():
        out[name] = measure(make(), r)
    out["review_board"] = review_board(window)
    print(json.dumps(out))
    window.close()
    return 0


def review_board(window) -> dict:
    """A review shown in full: whether the board's Back/Play/Next buttons overlap its
    table, and whether the headline (the verdict) is in sight when it opens."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QScrollArea

    from calculation_qt.app.dialogs.review_dialog import ReviewDialog
    from calculation_qt.engine import Game, Variant
    from calculation_qt.rating import choose_move
    from calculation_qt.review import review_game

    game = Game.from_deal(Variant(), 3)
    for _ in range(12):
        game.apply(choose_move(game.state))
    dialog = ReviewDialog(game, "Review", window)
    dialog.show()
    QApplication.processEvents()
    dialog.show_review(review_game(game.variant, game.deck, list(game.played), samples=4, budget_seconds=1))
    QApplication.processEvents()

    def rect(w):
        return QRect(w.mapTo(dialog, w.rect().topLeft()), w.size())

    board = dialog.board
    table = rect(board.view)
    buttons = [rect(b) for b in (board.back_button, board.play_button, board.next_button)]
    scroll = dialog.findChild(QScrollArea)
    result = {"overlap": any(b.intersects(table) for b in buttons), "table_h": table.height(),
              "scrolled": scroll.verticalScrollBar().value(), "headline": not dialog.verdict.visibleRegion().isEmpty()}
    dialog.close()
    return result


def titled(box):
    """``box`` widened to its (long) title as the program's message boxes are."""
    from calculation_qt.app.dialogs.message_box import fit_title

    fit_title(box)
    return box


def measure_window(window) -> dict:
    from calculation_qt.app.dialogs.screen_fit import available_geometry, frame_margins

    avail = available_geometry(window)
    frame = window.geometry().marginsAdded(frame_margins(window))
    return {"frame": [frame.x(), frame.y(), frame.width(), frame.height()],
            "avail": [avail.x(), avail.y(), avail.width(), avail.height()],
            "inside": avail.contains(frame)}


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "en"))
