"""Desktop habits: About names the website and where to report a bug and has About Qt;
(more below: icons, full screen, Qt's own arguments, a card that cannot move)."""

from __future__ import annotations

from calculation_qt.resources import project_urls
from PySide6.QtWidgets import QApplication, QMessageBox

from .window_helpers import make_window


def test_about_names_the_website_and_the_bug_tracker_and_opens_about_qt(qtbot, monkeypatch):
    urls = project_urls()
    assert urls["homepage"].startswith("https://") and urls["bugtracker"].startswith("https://")
    window = make_window(qtbot)
    window.menus.action_about.trigger()
    dialog = window.about_dialog
    qtbot.waitUntil(dialog.isVisible)
    text = dialog.text.text()
    assert f"href='{urls['homepage']}'" in text and f"href='{urls['bugtracker']}'" in text
    assert dialog.text.openExternalLinks()
    shown = []
    monkeypatch.setattr(QMessageBox, "aboutQt", lambda *a: shown.append(a))  # (it would block)
    monkeypatch.setattr(QApplication, "aboutQt", lambda *a: shown.append(a))
    dialog.about_qt.click()
    assert shown, "About Qt did not open"
    dialog.close()
    qtbot.waitUntil(lambda: window.about_dialog is None)


# -- icons -------------------------------------------------------------------------------
def test_every_toolbar_button_has_an_icon_from_the_theme_or_our_own(qtbot):
    from calculation_qt.app.shell import icons

    window = make_window(qtbot)
    actions = [a for a in window.menus.toolbar.actions() if not a.isSeparator()]
    assert len(actions) >= 8
    for action in actions:
        assert not action.icon().isNull(), action.text()
        assert not action.icon().pixmap(22, 22).isNull(), action.text()
    for name in icons.THEME_NAMES:
        assert icons.fallback_path(name).is_file()


def test_the_themes_icon_comes_first_and_ours_stands_in(tmp_path):
    from PySide6.QtGui import QIcon

    from calculation_qt.app.shell import icons

    theme = tmp_path / "icons" / "testtheme"
    (theme / "22x22" / "actions").mkdir(parents=True)
    (theme / "index.theme").write_text("[Icon Theme]\nName=testtheme\nDirectories=22x22/actions\n\n"
                                       "[22x22/actions]\nSize=22\nType=Fixed\n")
    (theme / "22x22" / "actions" / "edit-undo.svg").write_bytes(icons.fallback_path("redo").read_bytes())
    paths, name = QIcon.themeSearchPaths(), QIcon.themeName()
    try:
        QIcon.setThemeSearchPaths([str(tmp_path / "icons")])
        QIcon.setThemeName("testtheme")
        assert icons.action_icon("undo").name() == "edit-undo"  # the theme's
        ours = icons.action_icon("redo")  # the theme has no edit-redo: our own
        assert ours.name() == "" and not ours.isNull()
    finally:
        QIcon.setThemeSearchPaths(paths)
        QIcon.setThemeName(name)


# -- full screen -------------------------------------------------------------------------
def test_f11_toggles_full_screen(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = make_window(qtbot)
    action = window.menus.named_action("full_screen")
    assert action in window.menus.menu("edit").actions()
    QTest.keyClick(window.view, Qt.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert action.isChecked()
    QTest.keyClick(window.view, Qt.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not action.isChecked()


# -- a card that cannot move -------------------------------------------------------------
def _pull(window, scene_point) -> None:
    """Press on a card and pull it well past the drag distance, then let go."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from .window_helpers import view_point

    vp = window.view.viewport()
    a = view_point(window, scene_point)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, a)
    for i in range(1, 5):
        QTest.mouseMove(vp, a + QPoint(0, 12 * i))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, a + QPoint(0, 48))


def test_dragging_a_card_that_cannot_move_says_why(qtbot):
    from PySide6.QtCore import QPointF

    from calculation_qt import i18n
    from calculation_qt.engine import PileKind

    from .window_helpers import drag, pile_point, top_point

    S, W, F = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION
    window = make_window(qtbot)
    c = window.controller
    for _ in range(3):
        drag(window, top_point(window, S), pile_point(window, W, 0))
    covered = c.state.wastes[0][0]
    rect = window.scene.card_item(covered).sceneBoundingRect()
    _pull(window, QPointF(rect.center().x(), rect.top() + 8))  # its visible strip
    message = window.statusBar().currentMessage()
    assert "top card of a waste pile" in message and i18n.card_name(covered) in message
    assert len(c.state.wastes[0]) == 3 and c.game.position == 3
    # a foundation card
    base = c.state.foundations[0][-1]
    _pull(window, window.scene.queries.top_card_rect(F, 0).center())
    message = window.statusBar().currentMessage()
    assert "foundation" in message and i18n.card_name(base) in message
    # the face-down stock names no card
    window.status_message("")
    stock = window.scene.queries.pile_rect(S, 0)
    _pull(window, QPointF(stock.center()))
    assert "turned card" in window.statusBar().currentMessage()


def test_at_the_programs_start_the_icons_come_after_the_first_frame(qtbot):
    from calculation_qt.app.shell.controller import GameController
    from calculation_qt.app.shell.main_window import MainWindow
    from calculation_qt.app.storage.settings import Settings

    def drawn(action) -> bool:
        image = action.icon().pixmap(22, 22).toImage()
        return any(image.pixelColor(x, y).alpha() for x in range(image.width()) for y in range(image.height()))

    window = MainWindow(GameController(Settings(animation_ms=0)), defer_features=True)
    qtbot.addWidget(window)
    undo = window.menus.named_action("undo")
    assert not undo.icon().isNull() and not drawn(undo)  # a blank of the icon's size
    height = window.menus.toolbar.sizeHint().height()
    with qtbot.waitSignal(window.firstFramePainted, timeout=10000):
        window.show()
    qtbot.waitUntil(lambda: drawn(undo))
    assert window.menus.toolbar.sizeHint().height() == height  # the toolbar did not grow


def test_at_the_programs_start_shortcuts_tips_and_menus_come_after_the_first_frame(qtbot):
    from calculation_qt.app.shell.controller import GameController
    from calculation_qt.app.shell.main_window import MainWindow
    from calculation_qt.app.storage.settings import Settings

    def keys(window) -> list[tuple[str, str, str, str]]:
        m = window.menus
        actions = [m.named_action(name) for name in ("new", "quit", "undo", "redo", "hint", "settings", "rules",
                                                     "full_screen")]
        actions += m.action_to_waste + m.action_waste_to_foundation + [m.action_to_foundation]
        return [(a.text(), a.shortcut().toString(), a.statusTip(), a.toolTip()) for a in actions]

    plain = make_window(qtbot)
    window = MainWindow(GameController(Settings(animation_ms=0)), defer_features=True)
    qtbot.addWidget(window)
    undo = window.menus.named_action("undo")
    assert undo.shortcut().isEmpty() and not undo.statusTip()  # (the first frame shows neither)
    with qtbot.waitSignal(window.firstFramePainted, timeout=10000):
        window.show()
    qtbot.waitUntil(lambda: not undo.shortcut().isEmpty())
    assert keys(window) == keys(plain)
    assert undo.shortcut().toString() == "Ctrl+Z" and undo.toolTip() == f"{undo.statusTip()} (Ctrl+Z)"
    settings = window.menus.named_action("settings")
    assert settings.shortcuts() == plain.menus.named_action("settings").shortcuts()
    # the Play menu and Game > Choose game, filled then too, are those of a plain window
    qtbot.waitUntil(lambda: not window.features.pending)

    def entries(menu) -> list[tuple[str, bool, bool]]:
        return [(a.text(), a.isVisible(), a.isEnabled()) for a in menu.actions()]

    assert entries(window.menus.menu_play) == entries(plain.menus.menu_play)
    assert entries(window.games.menu) == entries(plain.games.menu)
    current = window.controller.variant
    assert window.games.actions[current].isChecked() and len(window.games.actions) == len(plain.games.actions)


def test_a_start_whose_features_come_before_its_first_frame_has_the_usual_play_menu(qtbot):
    """Features come after 1 s when no frame came (a start minimised): the Play menu's own
    actions still come first once the window shows."""
    from calculation_qt.app.shell.controller import GameController
    from calculation_qt.app.shell.main_window import MainWindow
    from calculation_qt.app.storage.settings import Settings

    plain = make_window(qtbot)
    window = MainWindow(GameController(Settings(animation_ms=0)), defer_features=True)
    qtbot.addWidget(window)
    window.features.install_deferred()  # (what the 1 s timer does)
    with qtbot.waitSignal(window.firstFramePainted, timeout=10000):
        window.show()
    qtbot.waitUntil(lambda: window.menus.action_to_foundation is not None)
    texts = [a.text() for a in window.menus.menu_play.actions()]
    assert texts == [a.text() for a in plain.menus.menu_play.actions()]
    assert window.menus.named_action("undo").shortcut().toString() == "Ctrl+Z"


def test_no_tooltip_ends_in_empty_brackets(qtbot):
    window = make_window(qtbot)
    for action in window.actions():
        assert not action.toolTip().endswith("()"), action.toolTip()
    settings = window.menus.named_action("settings")
    keys = settings.shortcut().toString()
    assert settings.toolTip() == (f"{settings.statusTip()} ({keys})" if keys else settings.statusTip())
