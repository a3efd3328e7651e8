"""The real program, driven for the subprocess tests (it used to be an environment
hook inside the program): ``python -m tests.app.play_driver SCRIPT [program args]``.

SCRIPT is ``N[,undo=U][,delay=MS][,quit]``: once the program runs, play the first
legal move N times (then undo U moves; MS milliseconds between steps) through the
window's controller, printing ``calculation-qt-test: start {json}`` once (the position
and moves in effect), ``calculation-qt-test: saved {json}`` after each save of the
game and ``calculation-qt-test: done {json}``, ``calculation-qt-test: told [messages shown]`` and
``calculation-qt-test: screen {"status": the status bar's message, "dialogs": [titles
of the other windows shown]}`` at the end; quit then if ``quit`` is
given.  The program starts exactly as ``python -m calculation_qt`` does.
"""

from __future__ import annotations

import json
import sys

PREFIX = "calculation-qt-test:"


def parse(spec: str) -> tuple[list[str], int, bool]:
    parts = [p.strip() for p in spec.split(",") if p.strip()]
    plays = int(parts[0]) if parts else 0
    undos = next((int(p[5:]) for p in parts if p.startswith("undo=")), 0)
    delay = next((int(p[6:]) for p in parts if p.startswith("delay=")), 0)
    return ["play"] * plays + ["undo"] * undos, delay, "quit" in parts


def report(what: str, game) -> None:
    line = json.dumps({"position": game.position, "moves": [str(m) for m in game.moves]})
    print(f"{PREFIX} {what} {line}", flush=True)


def drive(app, steps: list[str], delay: int, quit_at_end: bool) -> None:
    from PySide6.QtCore import QTimer

    from calculation_qt.app.shell.main_window import MainWindow

    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    controller = window.controller
    window.features["persistence"].gameSaved.connect(lambda: report("saved", controller.game))
    report("start", controller.game)

    def step():
        if not steps:
            report("done", controller.game)
            told = window.features["persistence"].shown  # every problem shown to the player
            print(f"{PREFIX} told {json.dumps(told)}", flush=True)
            dialogs = [w.windowTitle() for w in app.topLevelWidgets() if w.isVisible() and w is not window]
            screen = {"status": window.statusBar().currentMessage(), "dialogs": dialogs}
            print(f"{PREFIX} screen {json.dumps(screen)}", flush=True)
            if quit_at_end:
                app.quit()
            return
        if steps.pop(0) == "play":
            moves = controller.state.legal_moves()
            if moves:
                controller.play(moves[0])
        else:
            controller.undo()
        QTimer.singleShot(delay, step)

    QTimer.singleShot(0, step)


def main(argv: list[str]) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from calculation_qt.app.shell import main as program

    steps, delay, quit_at_end = parse(argv[0])
    app = QApplication([sys.argv[0]])
    QTimer.singleShot(0, lambda: drive(app, steps, delay, quit_at_end))  # runs once app.exec() runs
    return program.main(argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
