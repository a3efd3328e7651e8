"""bench soak: a long session in one window; the memory it holds every 100 games.

One main window (a scratch data folder, never the player's files) plays ``--games``
games the way a player does: Game > New deal (the abandon question answered Yes with a
click), four moves, then Hint (the solver runs to its answer).  Every ``--every``
games it prints the process's resident memory (RSS, from ``/proc/self/status``; on
other systems the peak, from ``getrusage``) and the growth per game since the last
line.  The window is offscreen unless ``DISPLAY`` is set and ``QT_QPA_PLATFORM`` is not.
``--trace`` also prints the ten places (file:line) whose Python allocations grew most
between the first report and the last (``tracemalloc``: slower, for finding a leak).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile

from ..cli_common import count_type

HELP = "play many games in one window; print the memory it holds every 100 games"


def add_arguments(parser) -> None:
    parser.add_argument("--games", type=count_type(), default=1000, help="games to play (default 1000)")
    parser.add_argument("--every", type=count_type(), default=100, help="games between reports (default 100)")
    parser.add_argument("--trace", action="store_true", help="also print where Python memory grew (slower)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def rss_kb() -> int:
    """The resident memory of this process in KiB (the peak where no current figure exists)."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 1024 if sys.platform == "darwin" else peak


def _answer_yes() -> None:
    """Click Yes in the abandon question if it is up."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMessageBox

    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox):
        yes = box.button(QMessageBox.StandardButton.Yes)
        if yes is not None:
            QTest.mouseClick(yes, Qt.MouseButton.LeftButton)


def _play_one(window, app) -> None:
    from PySide6.QtCore import QTimer

    c = window.controller
    if c.in_progress:
        QTimer.singleShot(0, _answer_yes)  # runs inside the question's own event loop
    window.menus.action_new.trigger()
    for _ in range(4):
        moves = c.state.legal_moves()
        if moves:
            c.play(moves[0])
    window.finish_animations()
    window.menus.action_hint.trigger()
    while window.solver.busy:
        app.processEvents()
        window.solver.wait(0.05)
    app.processEvents()


def _quiet_offscreen_warning() -> None:
    """The offscreen platform warns at every window it shows (each question box)."""
    from PySide6.QtCore import qInstallMessageHandler

    previous = None

    def handler(mode, context, message):
        if "propagateSizeHints" not in message:
            (previous or _print_message)(mode, context, message)

    previous = qInstallMessageHandler(handler)


def _print_message(_mode, _context, message) -> None:
    print(message, file=sys.stderr)


def soak(games: int, every: int, trace: bool = False, report=print) -> dict:
    from PySide6.QtWidgets import QApplication

    from ..qtcompat import paint_in_one_thread

    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    paint_in_one_thread()  # as the program's start does
    app = QApplication.instance() or QApplication([sys.argv[0]])
    _quiet_offscreen_warning()
    from ..app.shell.main_window import MainWindow

    window = MainWindow()
    window.show()
    app.processEvents()
    if trace:
        import tracemalloc

        tracemalloc.start(8)
    rows = []
    first_snapshot = None
    for n in range(1, games + 1):
        _play_one(window, app)
        if n % every == 0 or n == games:
            rows.append({"games": n, "rss_kb": rss_kb()})
            growth = ""
            if len(rows) > 1:
                per_game = (rows[-1]["rss_kb"] - rows[-2]["rss_kb"]) / (n - rows[-2]["games"])
                growth = f" ({per_game:+.1f} KiB a game since the last line)"
            report(f"{n} games: RSS {rows[-1]['rss_kb'] / 1024:.1f} MiB{growth}")
            if trace:
                import tracemalloc

                snapshot = tracemalloc.take_snapshot()
                if first_snapshot is None:
                    first_snapshot = snapshot
                else:
                    for stat in snapshot.compare_to(first_snapshot, "lineno")[:10]:
                        report(f"  {stat}")
    window.close()
    window.deleteLater()
    app.processEvents()
    return {"games": games, "rows": rows}


def run(args) -> int:
    with tempfile.TemporaryDirectory(prefix="calculation-qt-soak-") as folder:
        os.environ["CALCULATION_QT_HOME"] = folder  # never the player's files
        result = soak(args.games, args.every, args.trace, report=(lambda _line: None) if args.json else print)
    if args.json:
        print(json.dumps(result))
    return 0
