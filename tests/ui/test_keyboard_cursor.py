"""The keyboard cursor (issue #16, item 5): a whole deal played with Tab, the arrow
keys and Enter alone, choosing the foundation when two want a card; Escape; what a
screen reader is told."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from calculation_qt.engine import Move, PileKind, Variant
from calculation_qt.solver import solve

from .window_helpers import make_window

S, W, F = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION
DEAL = 7  # its winning line sends a card to the second of two foundations that want it, 5 times


def key(window, k, modifier=Qt.NoModifier) -> None:
    QTest.keyClick(window.view, k, modifier)


def ring_to(window, pile, forward_key=Qt.Key_Tab, limit=12) -> int:
    """Press ``forward_key`` until the cursor's ring is on ``pile``; the presses it took."""
    cursor = window.scene.keyboard_cursor()
    for presses in range(limit):
        if cursor.focus == pile:
            return presses
        key(window, forward_key)
    raise AssertionError(f"the ring never reached {pile}: it is on {cursor.focus}")


def test_a_whole_deal_played_by_the_keyboard_cursor_alone(qtbot):
    w = make_window(qtbot, deal=DEAL)
    c = w.controller
    line = solve(c.state, max_nodes=200_000).moves
    assert line
    key(w, Qt.Key_Tab)  # wakes the cursor on the first movable card
    cursor = w.scene.keyboard_cursor()
    assert cursor.phase == "source"
    second_choices = 0
    for n, move in enumerate(line):
        state = c.state
        wanting = [k for k in range(4) if state.is_legal(Move(move.source, move.source_index, F, k))]
        keys = [Qt.Key_Tab, Qt.Key_Right, Qt.Key_Down][n % 3]  # every forward key does the same
        ring_to(w, (move.source, move.source_index), keys)
        key(w, Qt.Key_Return if n % 2 else Qt.Key_Space)
        assert cursor.phase == "target" and cursor.picked == (move.source, move.source_index)
        presses = ring_to(w, (move.target, move.target_index), keys)
        if move.target is F and len(wanting) >= 2 and move.target_index != wanting[0]:
            assert presses >= 1  # the player chose the other foundation
            second_choices += 1
        key(w, Qt.Key_Enter if n % 2 else Qt.Key_Space)
        assert c.game.position == n + 1, (n, move)
        assert c.state == state.apply(move)
    assert c.state.is_won
    assert second_choices == 5


def test_backwards_escape_and_the_accessible_description(qtbot):
    w = make_window(qtbot, deal=1)
    c = w.controller
    turned = c.state.turned
    key(w, Qt.Key_Right)
    cursor = w.scene.keyboard_cursor()
    assert cursor.focus == (S, 0)
    assert w.view.accessibleName() == f"{turned.name}, the turned card"
    assert "waste pile" in w.view.accessibleDescription()
    key(w, Qt.Key_Space)
    assert cursor.phase == "target"
    first = cursor.focus
    key(w, Qt.Key_Left)  # backwards, round to the last pile that takes it
    assert cursor.focus == (W, len(c.state.wastes) - 1) and cursor.focus != first
    assert w.view.accessibleName() == f"{turned.name}, onto waste pile {len(c.state.wastes)}"
    key(w, Qt.Key_Escape)  # puts it back: nothing moved
    assert cursor.phase == "source" and c.game.position == 0
    key(w, Qt.Key_Escape)  # hides the ring
    assert cursor.phase == "hidden" and w.view.accessibleName() == "Card table"
    # the old keys still work beside it
    QTest.keyClick(w.view, Qt.Key_2)
    assert c.state.wastes[1] == (turned,)


def test_the_ring_names_the_foundation_a_waste_top_goes_to(qtbot):
    w = make_window(qtbot, deal=1)
    c = w.controller
    # park cards until a waste top is wanted by a foundation
    for _ in range(40):
        if any(c.state.is_legal(Move(W, j, F, k)) for j in range(4) for k in range(4) if c.state.wastes[j]):
            break
        c.play(Move(S, 0, W, 0))
    j = next(j for j in range(4) if c.state.wastes[j] and any(c.state.is_legal(Move(W, j, F, k)) for k in range(4)))
    k = next(k for k in range(4) if c.state.is_legal(Move(W, j, F, k)))
    ring_to(w, (W, j))
    card = c.state.wastes[j][-1]
    step = c.variant.foundations[k].step
    assert w.view.accessibleName() == f"{card.name}, top of waste pile {j + 1}"
    assert w.view.accessibleDescription().startswith(f"Goes to foundation +{step}")


def test_variants_with_three_piles_and_no_moves(qtbot):
    w = make_window(qtbot, variant=Variant("strategy", 3))
    key(w, Qt.Key_Tab)
    cursor = w.scene.keyboard_cursor()
    assert cursor.focus == (S, 0)
    key(w, Qt.Key_Return)
    targets = set()
    for _ in range(6):
        targets.add(cursor.focus)
        key(w, Qt.Key_Tab)
    assert {t for t in targets if t[0] is W} == {(W, 0), (W, 1), (W, 2)}
