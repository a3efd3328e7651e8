"""The window's extension points (app/features/registry.py): a feature joins through them only."""

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QCheckBox

from calculation_qt.app.features.registry import SettingsRow
from calculation_qt.app.shell.controller import GameController
from calculation_qt.app.shell.main_window import FEATURES, MainWindow
from calculation_qt.app.storage.settings import Field, Settings, declare, is_bool
from calculation_qt.engine import Game, PileKind, Variant
from tests.ui.window_helpers import click, top_point


def bare_window(qtbot, features=()):
    controller = GameController(Settings(animation_ms=0), Game.from_deal(Variant(), 1))
    window = MainWindow(controller, features=features)
    qtbot.addWidget(window)
    return window


def test_a_window_without_features_has_its_placeholders_disabled(qtbot):
    window = bare_window(qtbot)
    assert not window.menus.action_hint.isEnabled() and not window.menus.action_statistics.isEnabled()
    assert "persistence" not in window.features and "hint" not in window.features


def test_add_action_places_it_in_the_named_menu_and_toolbar(qtbot):
    window = bare_window(qtbot)
    seen = []
    action = window.menus.add_action("&Thing", lambda: seen.append(1), "Ctrl+T", "Does a thing",
                               menu="edit", after="hint", toolbar_after="redo")
    edit = window.menus.menu("edit").actions()
    assert edit[edit.index(window.menus.action_hint) + 1] is action
    tools = window.menus.toolbar.actions()
    assert tools[tools.index(window.menus.action_redo) + 1] is action
    before = window.menus.add_action("Other", None, menu="game", before="statistics")
    game = window.menus.menu("game").actions()
    assert game[game.index(window.menus.action_statistics) - 1] is before
    action.trigger()
    assert seen == [1]
    sub = window.menus.add_menu("&Sub", "game", before="statistics")
    assert sub.menuAction() in window.menus.menu("game").actions()


def test_claim_action_connects_and_enables_a_placeholder(qtbot):
    window = bare_window(qtbot)
    seen = []
    window.menus.claim_action("hint", lambda: seen.append("hint"), "Tip")
    assert window.menus.action_hint.isEnabled() and window.menus.action_hint.statusTip() == "Tip"
    window.menus.action_hint.trigger()
    assert seen == ["hint"]


def test_new_deal_handler_chooses_the_deal_or_passes(qtbot):
    window = bare_window(qtbot)
    c = window.controller
    calls = []

    def handler():
        calls.append(c.game.deal)
        if len(calls) == 1:
            c.new_deal(77)
            return True
        return False

    window.features.set_new_deal_handler(handler)
    window.menus.action_new.trigger()
    assert c.game.deal == 77
    window.new_deal()  # the handler passes: a random deal
    assert len(calls) == 2 and c.game.deal != 77


def test_click_handler_sees_clicks_first(qtbot):
    window = bare_window(qtbot)
    window.resize(900, 940)
    window.show()
    qtbot.waitExposed(window)
    c = window.controller
    taken = []
    window.features.set_click_handler(lambda kind, index: taken.append((kind, index)) or True)
    click(window, top_point(window, PileKind.STOCK))
    assert taken == [(PileKind.STOCK, 0)] and c.game.position == 0
    window.features.set_click_handler(lambda kind, index: False)  # passes: the usual click move
    click(window, top_point(window, PileKind.STOCK))
    assert c.game.position == 1


def test_settings_rows_are_shown_and_read(qtbot):
    window = bare_window(qtbot)
    (field,) = declare(Field("row_test_option", False, is_bool, "rules"))  # as a feature's module does

    def make(parent, settings):
        box = QCheckBox("&Winnable", parent)
        box.setChecked(settings.row_test_option)
        return box

    def read(box, settings):
        settings.row_test_option = box.isChecked()

    window.features.add_settings_row(SettingsRow("w", field.group, make, read))

    def change():
        d = window.settings_dialog
        d.row_widget("w").setChecked(True)
        d.accept()

    QTimer.singleShot(0, change)
    window.open_settings()
    assert window.settings.row_test_option


def test_end_notes_go_under_the_win_message(qtbot):
    from tests.app.persist_helpers import winning_game

    window = bare_window(qtbot)
    window.features.add_end_note(lambda state: "<i>note</i>" if state.is_won else "")
    window.features.add_end_note(lambda state: "")
    game, moves = winning_game()
    window.controller.set_game(game)
    for m in moves:
        window.controller.play(m)
    assert window.banner.label.text().endswith("moves.<br><i>note</i>")


def test_the_default_features_are_all_installed_and_registered(qtbot):
    window = MainWindow(GameController(Settings(animation_ms=0), Game.from_deal(Variant(), 1)))
    qtbot.addWidget(window)
    assert all(name in window.features for name in FEATURES)
    assert window.menus.action_hint.isEnabled() and window.menus.action_statistics.isEnabled()
    window.solver.shutdown()


def test_features_reach_each_other_through_typed_hooks_in_any_order(qtbot):
    """Hint offers Suggest only when a feature set it; the automatic moves pause during a
    demo whichever of the two was installed first; statistics come from whoever keeps them."""
    window = bare_window(qtbot, features=("auto_finish", "hint"))
    features = window.features
    assert features.suggest is None and features.statistics() is None
    mover = features["auto_finish"]
    features.install("advisor_actions")  # after auto_finish
    assert features.suggest == features["advisor_actions"].suggest
    features["advisor_actions"].start_demo()
    assert features.demo_running and mover.paused
    features["advisor_actions"].stop_demo()
    assert not features.demo_running and not mover.paused
    features.install("persistence")
    assert features.statistics() is features["persistence"].statistics
    window.solver.shutdown()
