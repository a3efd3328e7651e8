"""ReplayDialog on its own: any game and line of moves, stepped with the buttons."""

from PySide6.QtCore import Qt

from calculation_qt.app.dialogs.replay_dialog import ReplayDialog
from calculation_qt.engine import Game, Variant
from calculation_qt.engine.moves import describe_move


def test_replay_steps_through_any_line_and_tells_its_index(qtbot):
    game = Game.from_deal(Variant(), 3)
    state, moves = game.initial, []
    for _ in range(4):
        move = state.legal_moves()[0]
        moves.append(move)
        state = state.apply(move)
    dialog = ReplayDialog(game, moves, None, 0, intro="Four moves of deal 3.")
    qtbot.addWidget(dialog)
    dialog.show()
    # the caption names the move the highlight shows (issue #16: they used to differ)
    assert dialog.caption.text() == f"Four moves of deal 3. Next (highlighted): {describe_move(game.initial, moves[0])}."
    assert dialog.scene.highlighted_move() == moves[0] and not dialog.back_button.isEnabled()
    seen = []
    dialog.indexChanged.connect(seen.append)
    qtbot.mouseClick(dialog.next_button, Qt.LeftButton)
    qtbot.mouseClick(dialog.next_button, Qt.LeftButton)
    assert dialog.index == 2 and seen == [1, 2]
    assert dialog.caption.text() == (f"Move 2 of 4: {describe_move(dialog.states[1], moves[1])}. "
                                     f"Next (highlighted): {describe_move(dialog.states[2], moves[2])}.")
    assert dialog.scene.highlighted_move() == moves[2]
    assert dialog.scene.state == dialog.states[2]
    dialog.show_index(4)
    assert not dialog.next_button.isEnabled() and "all 52 cards" not in dialog.caption.text()
    assert dialog.caption.text() == f"Move 4 of 4: {describe_move(dialog.states[3], moves[3])}"
    assert dialog.scene.highlighted_move() is None
    qtbot.mouseClick(dialog.back_button, Qt.LeftButton)
    assert dialog.index == 3 and dialog.scene.state == dialog.states[3]
