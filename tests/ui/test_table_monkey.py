"""A monkey on the bare table: random presses, drags, releases, clicks, undos and
celebrations with animations running; nothing raises and the 52 cards stay where the
state says, each exactly once."""

import random

from PySide6.QtCore import QPoint

from calculation_qt.engine import PileKind, Variant

from .table_harness import Table, check_table


def test_monkey_on_the_table(qtbot):
    rng = random.Random(4)
    t = Table(qtbot, Variant("calculation"), deal=99, ms=40)
    w, h = t.viewport.width(), t.viewport.height()
    piles = [(kind, i) for kind, n in (("s", 1), ("w", 4), ("f", 4)) for i in range(n)]
    kinds = {"s": PileKind.STOCK, "w": PileKind.WASTE, "f": PileKind.FOUNDATION}
    pressed = False
    for step in range(1500):
        r = rng.random()
        if r < 0.25:
            legal = t.state.legal_moves()
            if legal and rng.random() < 0.6:  # often a legal drag, else any pile to any pile
                m = rng.choice(legal)
                source, target = (m.source, m.source_index), (m.target, m.target_index)
            else:
                (a, i), (b, j) = rng.choice(piles), rng.choice(piles)
                source, target = (kinds[a], i), (kinds[b], j)
            t.drag(t.top_point(*source), t.top_point(*target), steps=rng.randint(1, 5))
        elif r < 0.45:
            p = QPoint(rng.randrange(w), rng.randrange(h))
            if pressed:
                t.release(p)
            else:
                t.press(p)
            pressed = not pressed
        elif r < 0.65:
            t.move(QPoint(rng.randrange(w), rng.randrange(h)))
        elif r < 0.75:
            t.click(QPoint(rng.randrange(w), rng.randrange(h)))
        elif r < 0.82 and t.game.can_undo:
            t.game.undo()
            t.scene.set_state(t.state, animate=rng.random() < 0.5)
        elif r < 0.86 and t.game.can_redo:
            t.game.redo()
            t.scene.set_state(t.state)
        elif r < 0.87:
            t.scene.celebrate(duration_ms=200)
        elif r < 0.9:
            t.scene.highlight_move(rng.choice(t.state.legal_moves()) if t.state.legal_moves() else None)
        elif r < 0.93:
            qtbot.wait(rng.randint(1, 30))
        elif not t.state.legal_moves():
            t.game = type(t.game).from_deal(t.game.variant, rng.randrange(1000))
            t.scene.set_state(t.state, animate=False)
        if step % 50 == 0 and not pressed:
            t.scene.finish_animations()
            check_table(t.scene, t.state)
    if pressed:
        t.release(QPoint(1, 1))
    t.scene.finish_animations()
    check_table(t.scene, t.state)
    assert len(t.requested) > 20  # the monkey really played
