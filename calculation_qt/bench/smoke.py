"""``calculation-qt --smoke``: the start-up check the packaging runs on every build.

It opens the game window (``app/shell/main.py`` builds it as for a player, with the
animations off and a scratch data folder), deals ``SMOKE_DEAL``, plays a few moves
through the real table with mouse events (drags to the waste piles, a click on the
turned card), undoes and redoes, checks the application icon, the desktop file name,
the SAT solver and the 52 cards on the table, prints one line and quits: exit code 0
when all went well, 1 otherwise.  It works headless (``QT_QPA_PLATFORM=offscreen``).
"""

from __future__ import annotations

import os

from ..engine import Variant

SMOKE_DEAL = 1


def use_scratch_data_folder() -> None:
    """Point the data folder at a new temporary folder, removed at exit: a smoke run
    never reads or writes the player's saved game, statistics or settings."""
    import atexit
    import shutil
    import tempfile

    from ..app.storage.paths import ENV_VAR

    scratch = tempfile.mkdtemp(prefix="calculation-qt-smoke-")
    os.environ[ENV_VAR] = scratch
    atexit.register(shutil.rmtree, scratch, True)


def smoke(app, window, variant: Variant | None, deal: int | None) -> int:
    """Deal, play moves through the real table with mouse events, undo/redo, quit."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from .. import APP_ID
    from ..engine import PileKind

    controller = window.controller
    window.show()
    app.processEvents()
    controller.new_deal(SMOKE_DEAL if deal is None else deal, variant or controller.variant)
    app.processEvents()
    problems = []
    if app.windowIcon().isNull() or window.windowIcon().isNull():  # packaging: resources found?
        problems.append("the application icon did not load (calculation_qt.resources missing?)")
    if app.desktopFileName() != APP_ID:
        problems.append(f"desktop file name is {app.desktopFileName()!r}, not {APP_ID}")
    view = window.view
    viewport = view.viewport()

    def centre(rect) -> QPoint:
        return view.mapFromScene(rect.center())

    def drag(src_rect, dst_rect) -> None:
        a, b = centre(src_rect), centre(dst_rect)
        QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, a)
        for i in range(1, 6):
            QTest.mouseMove(viewport, a + (b - a) * (i / 5))
        QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, b)
        app.processEvents()

    scene = window.scene
    piles = controller.variant.waste_piles
    for j in range(min(3, piles)):
        before = controller.game.position
        if controller.state.turned is None:
            break
        drag(scene.queries.top_card_rect(PileKind.STOCK, 0), scene.queries.pile_rect(PileKind.WASTE, j))
        if controller.game.position != before + 1:
            problems.append(f"a drag of the turned card to waste pile {j + 1} did not play")
    if controller.state.turned is not None:
        before = controller.game.position
        window.settings.autoplay = True
        r = scene.queries.top_card_rect(PileKind.STOCK, 0)
        QTest.mouseClick(viewport, Qt.LeftButton, Qt.NoModifier, centre(r))
        app.processEvents()
        if controller.game.position != before + 1:
            problems.append("a click on the turned card did not play")
    moves = controller.game.position
    window.menus.action_undo.trigger()
    window.menus.action_redo.trigger()
    if controller.game.position != moves:
        problems.append("undo then redo did not come back to the same position")
    problem = sat_problem()
    if problem:
        problems.append(problem)
    cards = sorted(item.card for item in scene.card_items()) if hasattr(scene, "card_items") else None
    if cards is not None and len(cards) != 52:
        problems.append(f"the table shows {len(cards)} cards, not 52")
    print(f"calculation-qt smoke: {controller.variant.title}, deal {controller.game.deal}, "
          f"{controller.game.position} moves played, {controller.state.stock_left} in stock"
          + ("; OK" if not problems else "; PROBLEMS: " + "; ".join(problems)))
    window.close()
    app.processEvents()
    return 1 if problems else 0


def sat_problem() -> str:
    """Why the SAT solver behind the Sir Tommy solver (python-sat, a declared dependency)
    does not work in this install, or "" if it does: a packaging check (a bundle that
    left out its compiled solver would quietly fall back to the slower search)."""
    from ..solver import sat

    if not sat.available():
        return "the SAT solver (python-sat) is not installed"
    try:
        from pysat.solvers import Solver

        with Solver(name=sat.SOLVER_NAME, bootstrap_with=[[1, 2], [-1]]) as solver:
            if not solver.solve() or 2 not in solver.get_model():
                return "the SAT solver gave a wrong answer"
    except Exception as e:  # noqa: BLE001 - any failure of the compiled solver is the finding
        return f"the SAT solver does not run: {e}"
    return ""
