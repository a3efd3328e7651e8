"""The house rules a newcomer relies on (docs/architecture.md): app/ has few modules at
its top and the rest in named rooms; features never find each other by a string;
storage needs no Qt; no module asks a widget for its screen; no file tells how the project
was made instead of what it is."""

from __future__ import annotations

import ast
import re
import subprocess
from pathlib import Path

import pytest

import calculation_qt.app
from calculation_qt.app.shell.main_window import FEATURES

APP = Path(calculation_qt.app.__file__).parent
MAX_TOP_MODULES = 10
# where a feature's name may be written: the list the window installs, the registry's
# list of those installed at once
NAME_LISTS = {APP / "shell" / "main_window.py", APP / "features" / "registry.py"}
FEATURE_NAMES = frozenset(FEATURES) | {p.stem for p in (APP / "features").glob("*.py")} - {"__init__", "registry"}
# calls that would find a feature (or a service) by its name
LOOKUPS = {"get", "install", "__getitem__"}
ACTION_ANCHORS = {"before", "after", "toolbar_after"}  # keywords of menus.add_action/add_menu


def test_app_holds_at_most_ten_modules_at_its_top():
    top = sorted(p.name for p in APP.glob("*.py"))
    assert len(top) <= MAX_TOP_MODULES, f"app/ holds {len(top)} modules at its top: {top}"
    rooms = {p.name for p in APP.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert {"shell", "features", "services", "storage", "dialogs"} <= rooms


def _app_modules():
    return sorted(p for p in APP.rglob("*.py") if "__pycache__" not in p.parts)


def _string_lookups(tree: ast.AST, names: frozenset[str]) -> list[str]:
    """Feature names in ``tree`` used as data: a string constant equal to a feature's
    name (not a docstring), or a subscript / get / install / getattr call with one."""
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    # the window's named actions ("hint", "statistics") are anchors, not features
    anchors = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            anchors.update(id(k.value) for k in node.keywords if k.arg in ACTION_ANCHORS)
            if node.func.attr in ("named_action", "claim_action") and node.args:
                anchors.add(id(node.args[0]))
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in names
                and id(node) not in docstrings and id(node) not in anchors):
            found.append(f"line {node.lineno}: {node.value!r}")
    return found


def _feature_lookups_by_call(tree: ast.AST) -> list[str]:
    """``features.get(x)``, ``features.install(x)``, ``features[x]`` anywhere (x any
    expression): product code reaches features through typed hooks only."""
    found = []
    for node in ast.walk(tree):
        target = None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in LOOKUPS:
            target = node.func.value
        elif isinstance(node, ast.Subscript):
            target = node.value
        if isinstance(target, ast.Attribute) and target.attr == "features":
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
    return found


def test_no_module_looks_a_feature_up_by_a_string():
    offences = []
    for path in _app_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        own = path.stem if path.parent.name == "features" else None
        if path not in NAME_LISTS:
            offences += [f"{path.relative_to(APP)} {hit}"
                         for hit in _string_lookups(tree, FEATURE_NAMES - {own})]
        if path.parent.name != "shell" or path.name != "main_window.py":
            offences += [f"{path.relative_to(APP)} {hit}" for hit in _feature_lookups_by_call(tree)]
    assert not offences, "features found by name (use a typed hook of the registry):\n" + "\n".join(offences)


def test_the_scan_sees_a_lookup_by_string():
    """The scan above can fail: the lookups it replaced are caught."""
    old = '''
def suggest(self):
    """Hint's old way to the advisor."""
    return getattr(self.window.features.get("advisor_actions"), "suggest", None)

def statistics(window):
    return window.features["persistence"].statistics
'''
    tree = ast.parse(old)
    assert len(_string_lookups(tree, FEATURE_NAMES)) == 2
    assert len(_feature_lookups_by_call(tree)) == 2
    assert not _string_lookups(ast.parse('"""persistence"""\nx = 1\n'), FEATURE_NAMES)


# game_lock holds the running game's lock through Qt's QLockFile (the one lock Qt's
# programs share); every other file of the data folder is read and written without Qt
STORAGE_WITH_QT = {"game_lock.py"}


def _imports_qt(tree: ast.AST) -> bool:
    for node in ast.walk(tree):
        names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                 else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
        if any(name.split(".")[0] == "PySide6" for name in names):
            return True
    return False


def test_storage_imports_no_qt():
    with_qt = sorted(p.name for p in (APP / "storage").glob("*.py")
                     if _imports_qt(ast.parse(p.read_text(encoding="utf-8"))))
    assert set(with_qt) <= STORAGE_WITH_QT, f"app/storage/ modules importing Qt: {with_qt}"
    assert _imports_qt(ast.parse("def f():\n    from PySide6.QtCore import QLockFile\n"))


# A QScreen got through QWidget.screen() or QWindow.screen() becomes, in PySide6, the
# Python child of that widget, and the parent links can leave the application's QScreen
# owned by Python and deleted by its garbage collector (screen_fit.available_geometry);
# the program finds screens with QGuiApplication's static screenAt and primaryScreen only
def _screen_calls(tree: ast.AST) -> list[int]:
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "screen" and not node.args]


def test_no_module_asks_a_widget_or_window_for_its_screen():
    package = APP.parent
    found = {str(p.relative_to(package)): lines for p in sorted(package.rglob("*.py"))
             if (lines := _screen_calls(ast.parse(p.read_text(encoding="utf-8"))))}
    assert not found, f"calls of .screen() (use QGuiApplication.screenAt): {found}"
    assert _screen_calls(ast.parse("s = w.window().screen()\nt = w.windowHandle().screen()\n")) == [1, 2]
    assert not _screen_calls(ast.parse("QGuiApplication.screenAt(p)\nQGuiApplication.primaryScreen()\n"))


# what the project's files describe is the project, not how it was made: no work
# session, helper, notes file or path of the machine it was made on
HISTORY = re.compile(r"[Ss]ession [0-9]|/work/|/tmp/[a-z]|h1[0-9][ab]?\b|lead-")
ROOT = APP.parent.parent
IMAGES = {".svg", ".png"}  # (an SVG path's "h16" is a drawing command)


def test_no_file_names_a_session_a_helper_or_a_machine_path():
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    found = []
    for name in listed.splitlines():
        path = ROOT / name
        if name == "tests/test_house.py" or path.suffix in IMAGES or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue  # (binary files: images, compiled catalogues)
        found += [f"{name}:{i}: {line.strip()[:80]}" for i, line in enumerate(text.splitlines(), 1)
                  if HISTORY.search(line)]
    assert not found, "\n".join(found)
    assert HISTORY.search("measured in session 3") and not HISTORY.search("the session's game")
