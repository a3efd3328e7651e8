"""bench ui: how fast the game window starts and how cheap a drag step is.

Start: each run launches a fresh Python process and measures wall-clock time from just
before the launch to the end of the first painted frame of the card table
(``python -m calculation_qt --deal 1`` with a benchmark hook that prints
``time.time_ns()`` and ``time.process_time_ns()`` from a zero-delay timer queued by the
table's first Paint event, i.e. after that paint and its flush).  The same is measured
for a bare PySide6 ``QMainWindow`` with a plain central widget, started the same way
(``python -c ...``, same interpreter and flags).  Both get the same scratch data folder
(a temporary directory in ``CALCULATION_QT_HOME``, never the player's files); after the
unmeasured warm-up run the game finds the game it saved there and resumes it before
dealing deal 1, as a returning player's start does.  Runs alternate between the two;
the medians are compared.  The figure includes interpreter start-up, imports, window
creation and the first paint; it does not include the window manager's or
compositor's work after the flush.  Also printed: the CPU time each process had used
at that moment (the same span, hardly inflated when other processes load the
machine) and the CPU time of the whole process, quitting included.  The package's
bytecode is compiled first, as an installed program has it.

Drag step: in this process, the main window with all 52 cards face up on the table
(47 on the waste piles, 4 on the foundations, the turned card) starts a real mouse drag
of the turned card; each step is one mouse-move event on the viewport plus
``processEvents()`` (which repaints what the move changed).  Mean, median and 95th
percentile over the steps (wall clock), and the mean CPU time of the GUI thread per step.  The table's own measurement
(``calculation_qt.bench.drag_bench.measure_drag_step``: scene and view alone, mid-game,
wall and CPU time per step) is printed beside it.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

from .. import core
from ..cli_common import count_type

HELP = "time to the first painted frame vs a bare PySide6 window; cost of one drag step"

BARE_WINDOW = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setWindowTitle("bare")
central = QWidget(window)
window.setCentralWidget(central)
window.resize(860, 900)
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if watched is central and event.type() == QEvent.Paint:
            central.removeEventFilter(self)
            QTimer.singleShot(0, lambda: (print(f"first-paint {time.time_ns()} {time.process_time_ns()}",
                                                flush=True), app.quit()))
        return False
f = FirstPaint()
central.installEventFilter(f)
window.show()
sys.exit(app.exec())
"""


def add_arguments(parser) -> None:
    parser.add_argument("--runs", type=count_type(), default=15, help="start-up runs of each program (default 15)")
    parser.add_argument("--steps", type=count_type(), default=600, help="drag steps to time (default 600)")
    parser.add_argument("--skip-start", action="store_true", help="only the drag step")
    parser.add_argument("--skip-drag", action="store_true", help="only the start-up time")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


# -- start-up ------------------------------------------------------------------------------
def _children_cpu() -> float:
    try:
        import resource
    except ImportError:  # Windows: no CPU figure
        return float("nan")
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _time_start(command: list[str], env: dict) -> tuple[float, float, float]:
    """(seconds from launch to the first painted frame as the child reports it, CPU
    seconds the child had used by then (its own ``process_time``), CPU seconds the
    child used in all: start, first frame, quitting)."""
    cpu0 = _children_cpu()
    t0 = time.time_ns()
    proc = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    cpu = _children_cpu() - cpu0
    for line in proc.stdout.splitlines():
        if line.startswith("first-paint "):
            fields = line.split()
            return (int(fields[1]) - t0) / 1e9, int(fields[2]) / 1e9, cpu
    raise RuntimeError(f"{' '.join(command[:3])}... printed no first-paint line "
                       f"(exit {proc.returncode}): {proc.stderr.strip()[-400:]}")


def compile_package() -> None:
    """Write the package's bytecode, as ``pip install`` does (a source checkout run with
    PYTHONDONTWRITEBYTECODE=1 would otherwise compile every module at every start)."""
    import compileall

    import calculation_qt

    compileall.compile_dir(os.path.dirname(calculation_qt.__file__), quiet=1)


def measure_start(runs: int) -> dict:
    compile_package()
    with tempfile.TemporaryDirectory(prefix="calculation-bench-") as home:
        env = dict(os.environ)
        env["CALCULATION_QT_HOME"] = home
        env["CALCULATION_QT_BENCH_FIRST_PAINT"] = "1"
        game_cmd = [sys.executable, "-m", "calculation_qt", "--deal", "1"]
        bare_cmd = [sys.executable, "-c", BARE_WINDOW]
        # one unmeasured run of each warms the OS file cache
        _time_start(game_cmd, env)
        _time_start(bare_cmd, env)  # (results dropped)
        game, bare, game_cpu, bare_cpu, game_first, bare_first = [], [], [], [], [], []
        for _ in range(runs):
            wall, first, cpu = _time_start(game_cmd, env)
            game.append(wall)
            game_first.append(first)
            game_cpu.append(cpu)
            wall, first, cpu = _time_start(bare_cmd, env)
            bare.append(wall)
            bare_first.append(first)
            bare_cpu.append(cpu)
    g, b = statistics.median(game), statistics.median(bare)
    gc, bc = statistics.median(game_cpu), statistics.median(bare_cpu)
    gf, bf = statistics.median(game_first), statistics.median(bare_first)
    return {"game_start_s": round(g, 4), "bare_start_s": round(b, 4), "ratio": round(g / b, 3),
            "game_runs": [round(x, 4) for x in game], "bare_runs": [round(x, 4) for x in bare],
            "game_first_cpu_s": round(gf, 4), "bare_first_cpu_s": round(bf, 4),
            "first_cpu_ratio": round(gf / bf, 3),
            "game_cpu_s": round(gc, 4), "bare_cpu_s": round(bc, 4),
            "cpu_ratio": round(gc / bc, 3) if bc == bc and bc > 0 else None}


# -- drag step -----------------------------------------------------------------------------
def full_table_window(app):
    """A shown main window whose table holds all 52 cards face up (the turned card
    still to place)."""
    from ..app.shell.controller import GameController
    from ..app.shell.main_window import MainWindow
    from ..app.storage.settings import Settings
    from ..engine import Game, Move, PileKind, Variant

    game = Game.from_deal(Variant("calculation", 4), 1)
    settings = Settings(animation_ms=0)
    controller = GameController(settings, game)
    j = 0
    while controller.state.stock_left > 1:
        controller.play(Move(PileKind.STOCK, 0, PileKind.WASTE, j % 4))
        j += 1
    window = MainWindow(controller)
    window.resize(860, 900)
    window.show()
    for _ in range(20):
        app.processEvents()
    return window


def measure_drag(steps: int) -> dict:
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from ..engine import PileKind
    from ..qtcompat import paint_in_one_thread

    paint_in_one_thread()  # as the program's start does (too late for a QApplication already made)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    previous_home = os.environ.get("CALCULATION_QT_HOME")
    with tempfile.TemporaryDirectory(prefix="calculation-bench-") as home:
        os.environ["CALCULATION_QT_HOME"] = home  # the window must not touch the player's files
        window = full_table_window(app)
        scene, view = window.scene, window.view
        viewport = view.viewport()
        visible = sum(1 for item in scene.card_items() if item.isVisible() and item.face_up)
        start = scene.queries.top_card_rect(PileKind.STOCK, 0).center()
        rect = scene.sceneRect()
        # a path that sweeps over every waste pile and foundation, back and forth
        path = []
        for i in range(steps):
            t = i / max(1, steps - 1)
            x = rect.left() + 60 + (rect.width() - 120) * (0.5 - 0.5 * math.cos(t * 6.283 * 3))
            y = rect.top() + 80 + (rect.height() - 200) * (0.5 - 0.5 * math.cos(t * 6.283 * 5))
            path.append(view.mapFromScene(QPointF(x, y)))
        press = view.mapFromScene(start)
        QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, press)
        QTest.mouseMove(viewport, press + (path[0] - press) / 2)  # past the drag distance
        app.processEvents()
        if not scene.is_dragging():
            raise RuntimeError("the drag did not start")
        times, cpu = [], []
        for p in path:
            c0 = time.thread_time()
            t0 = time.perf_counter()
            QTest.mouseMove(viewport, p)
            app.processEvents()
            times.append(time.perf_counter() - t0)
            cpu.append(time.thread_time() - c0)
        QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, view.mapFromScene(start))
        app.processEvents()
        window.close()
        if previous_home is None:
            os.environ.pop("CALCULATION_QT_HOME", None)
        else:
            os.environ["CALCULATION_QT_HOME"] = previous_home
    times_ms = sorted(t * 1000 for t in times)
    return {
        "cards_face_up": visible,
        "steps": len(times_ms),
        "drag_step_mean_ms": round(statistics.fmean(times_ms), 3),
        "drag_step_median_ms": round(statistics.median(times_ms), 3),
        "drag_step_p95_ms": round(times_ms[int(0.95 * (len(times_ms) - 1))], 3),
        "drag_step_max_ms": round(times_ms[-1], 3),
        "drag_step_cpu_mean_ms": round(statistics.fmean(cpu) * 1000, 3),
        "window_px": [viewport.width(), viewport.height()],
    }


def measure_table_drag(steps: int) -> dict:
    """The table's own drag-step measurement (``calculation_qt.bench.drag_bench``)."""
    from .drag_bench import measure_drag_step

    return measure_drag_step(steps=steps)


def run(args) -> int:
    from PySide6 import __version__ as pyside_version

    platform = os.environ.get("QT_QPA_PLATFORM") or ("xcb" if os.environ.get("DISPLAY") else "default")
    result: dict = {"platform": platform, "pyside6": pyside_version, "python": sys.version.split()[0]}
    if not args.skip_start:
        result.update(measure_start(args.runs))
    if not args.skip_drag:
        result.update(measure_drag(args.steps))
        result["table_drag"] = measure_table_drag(args.steps)
    if args.json:
        print(json.dumps({**result, "core": core.name()}))
        return 0
    print(f"Qt platform {platform}, PySide6 {pyside_version}, Python {result['python']}")
    if not args.skip_start:
        print(f"start to first painted frame (median of {args.runs}): game {result['game_start_s'] * 1000:.0f} ms, "
              f"bare PySide6 window {result['bare_start_s'] * 1000:.0f} ms, ratio {result['ratio']:.2f} "
              f"(target <= 1.5)")
        print(f"  CPU time up to the first frame (median): game {result['game_first_cpu_s'] * 1000:.0f} ms, "
              f"bare {result['bare_first_cpu_s'] * 1000:.0f} ms, ratio {result['first_cpu_ratio']:.2f} "
              "(the same span in CPU time: hardly inflated when other processes load the machine)")
        if result["cpu_ratio"] is not None:
            print(f"  CPU time of the whole process, quitting included (median): game {result['game_cpu_s'] * 1000:.0f} ms, "
                  f"bare {result['bare_cpu_s'] * 1000:.0f} ms, ratio {result['cpu_ratio']:.2f} "
                  "(the game saves its files when it quits)")
        print(f"  game runs ms: {[round(x * 1000) for x in result['game_runs']]}")
        print(f"  bare runs ms: {[round(x * 1000) for x in result['bare_runs']]}")
    if not args.skip_drag:
        print(f"drag step with {result['cards_face_up']} cards face up, {result['steps']} steps, viewport "
              f"{result['window_px'][0]}x{result['window_px'][1]}: mean {result['drag_step_mean_ms']:.2f} ms, "
              f"median {result['drag_step_median_ms']:.2f} ms, p95 {result['drag_step_p95_ms']:.2f} ms, "
              f"max {result['drag_step_max_ms']:.2f} ms, CPU mean {result['drag_step_cpu_mean_ms']:.2f} ms "
              "(target well under 4 ms)")
        table = result.get("table_drag")
        if table is not None:
            st, cpu, ev = table["step_ms"], table["step_cpu_ms"], table["event_ms"]
            print(f"drag step, table alone (bench.drag_bench: {table['cards_on_table']} cards, {table['steps']} steps, "
                  f"{table['size'][0]}x{table['size'][1]}): step mean {st['mean']:.2f} ms, p95 {st['p95']:.2f} ms; "
                  f"CPU mean {cpu['mean']:.2f} ms; move event alone mean {ev['mean']:.2f} ms; "
                  f"{table['pixmap_renders']} card renders while dragging")
    return 0
