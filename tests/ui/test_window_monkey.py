"""A monkey: thousands of seeded random clicks, drags and keys on the real window.
Nothing may raise, and after every action all 52 cards are on the table exactly once,
each where the engine's state says."""

import copy
import random
import time

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from calculation_qt.engine import ALL_VARIANTS

from .window_helpers import F, S, W, assert_table_matches, click, drag, make_window

ACTIONS = 5000
KEYS = [
    (Qt.Key_1, Qt.NoModifier), (Qt.Key_2, Qt.NoModifier), (Qt.Key_3, Qt.NoModifier), (Qt.Key_4, Qt.NoModifier),
    (Qt.Key_F, Qt.NoModifier), (Qt.Key_1, Qt.ShiftModifier), (Qt.Key_2, Qt.ShiftModifier),
    (Qt.Key_Exclam, Qt.ShiftModifier), (Qt.Key_At, Qt.ShiftModifier), (Qt.Key_NumberSign, Qt.ShiftModifier),
    (Qt.Key_Dollar, Qt.ShiftModifier), (Qt.Key_Z, Qt.ControlModifier),
    (Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier), (Qt.Key_H, Qt.NoModifier), (Qt.Key_X, Qt.NoModifier),
]


def random_point(rng, w) -> QPointF:
    r = w.scene.sceneRect()
    return QPointF(r.left() + rng.random() * r.width(), r.top() + rng.random() * r.height())


def random_pile_point(rng, w) -> QPointF:
    state = w.controller.state
    kind = rng.choice([S, W, W, F, F])
    index = 0 if kind is S else rng.randrange(len(state.wastes) if kind is W else 4)
    rect = w.scene.queries.top_card_rect(kind, index)
    return rect.center() + QPointF(rng.uniform(-30, 30), rng.uniform(-40, 40))


def test_monkey(qtbot, monkeypatch):
    rng = random.Random(20261130)
    w = make_window(qtbot, autoplay=True, animation_ms=0)
    c = w.controller
    monkeypatch.setattr(w, "ask_abandon", lambda v: rng.random() < 0.5)
    counts = {"click": 0, "drag": 0, "key": 0, "menu": 0}
    start = time.perf_counter()
    moves_played = 0
    for _i in range(ACTIONS):
        r = rng.random()
        before = c.game.position
        if r < 0.30:
            p = random_pile_point(rng, w) if rng.random() < 0.8 else random_point(rng, w)
            click(w, p)
            counts["click"] += 1
        elif r < 0.62:
            src = random_pile_point(rng, w) if rng.random() < 0.85 else random_point(rng, w)
            dst = random_pile_point(rng, w) if rng.random() < 0.8 else random_point(rng, w)
            drag(w, src, dst, steps=rng.choice((2, 4, 7)))
            counts["drag"] += 1
        elif r < 0.95:
            k, mods = rng.choice(KEYS)
            QTest.keyClick(w.view, k, mods)
            counts["key"] += 1
        else:
            counts["menu"] += 1
            choice = rng.randrange(6)
            if choice == 0 or c.state.is_over and rng.random() < 0.5:
                w.menus.action_new.trigger()
            elif choice == 1:
                w.menus.action_restart.trigger()
            elif choice == 2:
                new = copy.deepcopy(w.settings)
                new.set_variant(rng.choice(ALL_VARIANTS))
                new.autoplay = rng.random() < 0.8
                new.animation_ms = rng.choice((0, 0, 0, 60))
                w.apply_settings(new)
            elif choice == 3:
                w.menus.action_undo.trigger()
            elif choice == 4:
                w.menus.action_redo.trigger()
            else:
                w.scene.finish_animations()
        moves_played += c.game.position > before
        assert_table_matches(w)
        if c.state.is_over and rng.random() < 0.2:
            w.menus.action_new.trigger()
            assert_table_matches(w)
    w.finish_animations()
    assert_table_matches(w)
    elapsed = time.perf_counter() - start
    # the monkey must really have played, not just poked the felt
    assert moves_played > ACTIONS // 10, (moves_played, counts)
    assert min(counts.values()) > 100, counts
    print(f"monkey: {ACTIONS} actions {counts}, {moves_played} advanced the game, {elapsed:.1f} s")
