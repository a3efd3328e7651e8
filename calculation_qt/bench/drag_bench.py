"""Measure the cost of one drag step on the table (for ``python -m calculation_qt.bench ui``).

Function for the bench command: ``measure_drag_step(steps=400, size=(1100, 800),
deal=2026, warmup=40) -> dict``.  It opens a TableScene + TableView mid-game (all 52
cards on the table: a long fanned waste pile, cards on every foundation, the stock),
presses the left button on the turned card and sends ``steps`` real mouse-move events
with the button held to the view's viewport, in a zig-zag over every pile (so the drop
highlights change too).  Each step is timed twice over:

* ``event``: delivering the move event (scene hit tests, moving the card, choosing
  the drop target and highlights);
* ``step``: the event plus processing the events it causes, i.e. the repaint of the
  dirty region of the viewport (what the user waits for); ``step_cpu`` is the same
  step in CPU time of the GUI thread (not inflated when other processes load the
  machine).

The result: ``{"steps", "event_ms": {"mean", "median", "p95", "max"}, "step_ms": {...}, "step_cpu_ms": {...},
"size", "dpr", "platform", "pixmap_renders"}``; ``pixmap_renders`` counts card pixmaps
rendered during the timed steps (0: every frame only blits cached pixmaps).  Needs a
QApplication (one is made if there is none; QT_QPA_PLATFORM decides the platform).
"""

from __future__ import annotations

import statistics
import time

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ..engine import Game, Move, PileKind, Variant
from ..qtcompat import paint_in_one_thread
from ..ui.cards.card_art import PIXMAPS
from ..ui.table_scene import TableScene
from ..ui.table_view import TableView


def busy_game(deal: int = 2026, variant: Variant | None = None, moves: int = 34) -> Game:
    """A game some moves in: foundation plays taken, other cards spread over the waste
    piles with one long pile (deterministic)."""
    game = Game.from_deal(variant or Variant(), deal)
    n = 0
    while game.state.stock and n < moves:
        state = game.state
        up = [m for m in state.legal_moves() if m.target is PileKind.FOUNDATION]
        if up:
            game.apply(up[0])
        else:
            j = 0 if n % 3 else (n // 3) % len(state.wastes)
            game.apply(Move(PileKind.STOCK, 0, PileKind.WASTE, j))
        n += 1
    return game


def _summary(values: list[float]) -> dict:
    ordered = sorted(values)
    return {
        "mean": round(statistics.fmean(values), 4),
        "median": round(statistics.median(values), 4),
        "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 4),
        "max": round(ordered[-1], 4),
    }


def measure_drag_step(steps: int = 400, size: tuple[int, int] = (1100, 800), deal: int = 2026,
                      warmup: int = 40) -> dict:
    paint_in_one_thread()  # as the program's start does (too late for a QApplication already made)
    app = QApplication.instance() or QApplication([])
    game = busy_game(deal)
    scene = TableScene()
    scene.set_animation_ms(0)
    view = TableView(scene)
    view.resize(*size)
    view.show()
    QTest.qWaitForWindowExposed(view)
    scene.set_state(game.state, animate=False)
    app.processEvents()
    viewport = view.viewport()
    start = view.mapFromScene(scene.queries.top_card_rect(PileKind.STOCK, 0).center())
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, start)
    table = scene.sceneRect()
    targets = [scene.queries.top_card_rect(PileKind.WASTE, j).center() for j in range(len(game.state.wastes))]
    targets += [scene.queries.top_card_rect(PileKind.FOUNDATION, k).center() for k in range(4)]
    targets.append(QPointF(table.center().x(), table.bottom() - 60))

    def point(i: int) -> QPointF:
        # glide between the targets, 12 steps from one to the next
        a = targets[(i // 12) % len(targets)]
        b = targets[(i // 12 + 1) % len(targets)]
        return QPointF(view.mapFromScene(a + (b - a) * ((i % 12) / 12)))

    def send(p: QPointF) -> None:
        event = QMouseEvent(QMouseEvent.Type.MouseMove, p, QPointF(viewport.mapToGlobal(p)),
                            Qt.NoButton, Qt.LeftButton, Qt.NoModifier)
        QApplication.sendEvent(viewport, event)

    for i in range(warmup):
        send(point(i))
        app.processEvents()
    if not scene.is_dragging():
        raise RuntimeError("the drag did not start: the bench measured nothing")
    renders = PIXMAPS.renders
    event_ms: list[float] = []
    step_ms: list[float] = []
    cpu_ms: list[float] = []
    clock, cpu = time.perf_counter, time.thread_time
    for i in range(warmup, warmup + steps):
        p = point(i)
        c0 = cpu()
        t0 = clock()
        send(p)
        t1 = clock()
        app.processEvents()
        t2 = clock()
        c1 = cpu()
        event_ms.append((t1 - t0) * 1000)
        step_ms.append((t2 - t0) * 1000)
        cpu_ms.append((c1 - c0) * 1000)
    dragging = scene.is_dragging()
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, start)
    result = {
        "steps": steps,
        "event_ms": _summary(event_ms),
        "step_ms": _summary(step_ms),
        "step_cpu_ms": _summary(cpu_ms),
        "size": list(size),
        "dpr": viewport.devicePixelRatioF(),
        "platform": QApplication.platformName(),
        "cards_on_table": sum(1 for item in scene.card_items() if item.scene() is scene),
        "pixmap_renders": PIXMAPS.renders - renders,
        "still_dragging": dragging,
    }
    view.close()
    view.deleteLater()
    scene.deleteLater()
    app.processEvents()
    return result


if __name__ == "__main__":  # a quick look: python -m calculation_qt.bench.drag_bench
    import json

    print(json.dumps(measure_drag_step(), indent=1))
