"""No player-visible string literal in calculation_qt/app and calculation_qt/ui bypasses
Qt's translation functions.

The scan reads every module's syntax tree and looks at the texts handed to widgets,
actions, menus, message boxes, the status bar and the window's banner (the *sinks*
below).  A text is fine when it comes from ``self.tr()``, ``QCoreApplication.translate()``
(or another translating call: ``_tr``, ``i18n.*``); it is reported when a string literal
holding letters reaches the sink directly (also inside an f-string, a ``+``, a
``"...".format()``, a conditional, a list or tuple).  Texts without letters (symbols,
numbers, "+1") need no translation.  What the scan cannot see: a literal first stored
in a variable, or returned by a plain function; review catches those.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCANNED = [ROOT / "calculation_qt" / "app", ROOT / "calculation_qt" / "ui"]

# sink method -> the positions of its arguments that are player-visible text ("*": all)
SINK_METHODS: dict[str, tuple | str] = {
    "setText": (0,), "setWindowTitle": (0,), "setToolTip": (0,), "setStatusTip": (0,), "setWhatsThis": (0,),
    "setPlaceholderText": (0,), "setAccessibleName": (0,), "setAccessibleDescription": (0,), "setTitle": (0,),
    "setHtml": (0,), "setPlainText": (0,), "setLabelText": (0,), "setInformativeText": (0,),
    "setDetailedText": (0,), "setSpecialValueText": (0,), "setSuffix": (0,), "setPrefix": (0,),
    "setHorizontalHeaderLabels": (0,), "setVerticalHeaderLabels": (0,), "addItems": (0,),
    "addAction": (0,), "addMenu": (0,), "addItem": (0,), "addRow": (0,), "addTab": (1,), "insertItem": (1,),
    "setItemText": (1,), "setTabText": (1,), "setTabToolTip": (1,), "showMessage": (0,), "setButtonText": (1,),
    "set_lines": "*", "status_message": (0,), "show_message": (1, 2), "drawText": "*",
    # the window's feature hooks (app/features/registry.py)
    "add_action": (0,), "add_menu": (0,), "claim_action": (),
}
SINK_KEYWORDS = {"text", "title", "tip", "toolTip", "statusTip", "label", "message"}
CONSTRUCTORS = {"SettingsRow": (4,)}  # class -> positions of its text arguments
# widget classes whose constructor takes a text
WIDGETS = {"QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QToolButton", "QMenu",
           "QToolBar", "QTableWidgetItem", "QListWidgetItem", "QTreeWidgetItem", "QCommandLinkButton"}
MESSAGE_BOXES = {"question", "information", "warning", "critical", "about"}  # QMessageBox.x(parent, title, text)
TRANSLATING = {"tr", "translate", "_tr", "qsTr", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}

# The short allow-list: (module path relative to calculation_qt, literal) pairs that are
# meant to stay as they are, with the reason.
ALLOWED: set[tuple[str, str]] = set()



def _has_letters(text: str) -> bool:
    """Words to translate: letters outside HTML tags and entities ("<br>", "&nbsp;" have none)."""
    text = re.sub(r"<[^>]*>|&[a-z]+;|&", "", text)
    return any(ch.isalpha() for ch in text)


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def _is_translating(node: ast.Call) -> bool:
    func = node.func
    if _call_name(node) in TRANSLATING:
        return True
    # calculation_qt.i18n's helpers (card_name, variant_title, percent...) translate
    return isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "i18n"


def bare_literals(node: ast.AST):
    """The string constants with letters in ``node`` that reach its value untranslated."""
    if isinstance(node, ast.Constant):
        if isinstance(node.value, str) and _has_letters(node.value):
            yield node
    elif isinstance(node, ast.JoinedStr):
        for part in node.values:
            if isinstance(part, ast.Constant):
                yield from bare_literals(part)
            elif isinstance(part, ast.FormattedValue):
                yield from bare_literals(part.value)
    elif isinstance(node, ast.BinOp):
        yield from bare_literals(node.left)
        yield from bare_literals(node.right)
    elif isinstance(node, ast.IfExp):
        yield from bare_literals(node.body)
        yield from bare_literals(node.orelse)
    elif isinstance(node, (ast.List, ast.Tuple)):
        for element in node.elts:
            yield from bare_literals(element)
    elif isinstance(node, ast.Call):
        if _is_translating(node):
            return
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in ("format", "join", "upper", "lower", "capitalize",
                                                             "title", "strip", "replace"):
            yield from bare_literals(func.value)
        for arg in node.args:
            yield from bare_literals(arg)


def _text_args(node: ast.Call) -> list[ast.AST]:
    name = _call_name(node)
    positions: tuple | str | None = None
    if name in WIDGETS:
        positions = "*"
    elif name in CONSTRUCTORS:
        positions = CONSTRUCTORS[name]
    elif (name in MESSAGE_BOXES and isinstance(node.func, ast.Attribute)
          and isinstance(node.func.value, ast.Name) and node.func.value.id == "QMessageBox"):
        positions = (1, 2)
    elif name in SINK_METHODS and isinstance(node.func, ast.Attribute):
        positions = SINK_METHODS[name]
    if positions is None:
        return []
    args = node.args if positions == "*" else [a for i, a in enumerate(node.args) if i in positions]
    return args + [k.value for k in node.keywords if k.arg in SINK_KEYWORDS]


def scan_source(source: str, name: str) -> list[str]:
    """``file:line: message`` for every untranslated literal reaching a sink."""
    problems = []
    for node in ast.walk(ast.parse(source, name)):
        if not isinstance(node, ast.Call):
            continue
        for arg in _text_args(node):
            for literal in bare_literals(arg):
                if (name, literal.value) in ALLOWED:
                    continue
                problems.append(f"calculation_qt/{name}:{literal.lineno}: {literal.value!r} reaches "
                                f"{_call_name(node)}() untranslated: wrap it in self.tr(...) (in a QObject) "
                                f"or QCoreApplication.translate(\"Context\", ...)")
    return problems


LUPDATE_NAMES = {"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP", "QT_TRANSLATE_NOOP3"}
HELPER_NAME = re.compile(r"(^|_)(tr|translate)($|_)")


def lupdate_misses(source: str, name: str) -> list[str]:
    """Translated texts pyside6-lupdate would not put in the catalogues: a literal handed
    to a helper (``_tr("Stock")``: lupdate only knows ``tr``, ``translate`` and
    ``QT_TRANSLATE_NOOP``), and a plural (``n`` given) whose disambiguation is ``None``
    (lupdate then takes it as a plain message, without plural forms)."""
    problems = []
    for node in ast.walk(ast.parse(source, name)):
        if isinstance(node, ast.JoinedStr):
            for inner in ast.walk(node):
                if isinstance(inner, ast.Call) and _call_name(inner) in LUPDATE_NAMES and any(
                        isinstance(a, ast.Constant) and isinstance(a.value, str) and _has_letters(a.value)
                        for a in inner.args):
                    problems.append(f"calculation_qt/{name}:{inner.lineno}: {_call_name(inner)}() inside an "
                                    f"f-string: pyside6-lupdate does not read f-strings; translate before it")
            continue
        if not isinstance(node, ast.Call):
            continue
        call = _call_name(node)
        i18n_translate = (call == "translate" and isinstance(node.func, ast.Attribute)
                          and isinstance(node.func.value, ast.Name) and node.func.value.id == "i18n")
        texts = node.args[1:2] if i18n_translate else node.args  # i18n.translate(context, text)
        literal = next((a for a in texts if isinstance(a, ast.Constant) and isinstance(a.value, str)
                        and _has_letters(a.value)), None)
        helper = (call not in LUPDATE_NAMES and HELPER_NAME.search(call)) or i18n_translate
        if (call == "tr" and isinstance(node.func, ast.Attribute) and literal is not None
                and not (isinstance(node.func.value, ast.Name) and node.func.value.id in ("self", "cls"))):
            problems.append(f"calculation_qt/{name}:{node.lineno}: {literal.value!r} is passed to "
                            f"{ast.unparse(node.func)}(): lupdate takes the object's name for the context, "
                            f"not its class; call self.tr(...) or QCoreApplication.translate(\"Context\", ...)")
        if call == "tr" and isinstance(node.func, ast.Name) and literal is not None:
            problems.append(f"calculation_qt/{name}:{node.lineno}: {literal.value!r} is passed to a bare tr() "
                            f"(an alias of self.tr?): lupdate files it under no context, so it is never "
                            f"found at run time; call self.tr(...)")
        if helper and literal is not None:
            problems.append(f"calculation_qt/{name}:{node.lineno}: {literal.value!r} is passed to {call}(), "
                            f"which pyside6-lupdate does not read: call self.tr(...) or "
                            f"QCoreApplication.translate(\"Context\", ...) with the literal itself")
        if call == "translate" and len(node.args) >= 4:
            if isinstance(node.args[2], ast.Constant) and node.args[2].value is None:
                problems.append(f"calculation_qt/{name}:{node.lineno}: translate(context, text, None, n): "
                                f"write \"\" instead of None, or lupdate makes no plural forms")
            if not isinstance(node.args[3], (ast.Name, ast.Constant)):
                problems.append(f"calculation_qt/{name}:{node.lineno}: translate(context, text, \"\", <expression>) "
                                f"is skipped by lupdate: put the count in a plain variable first")
    return problems


def modules() -> list[str]:
    base = ROOT / "calculation_qt"
    return sorted(str(p.relative_to(base)) for folder in SCANNED for p in folder.rglob("*.py"))


@pytest.mark.parametrize("name", modules())
def test_no_untranslated_visible_literal(name):
    source = (ROOT / "calculation_qt" / name).read_text(encoding="utf-8")
    problems = scan_source(source, name)
    assert not problems, "\n".join(problems)


def all_modules() -> list[str]:
    base = ROOT / "calculation_qt"
    return sorted(str(p.relative_to(base)) for p in base.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("name", all_modules())
def test_every_translated_text_reaches_the_catalogues(name):
    source = (ROOT / "calculation_qt" / name).read_text(encoding="utf-8")
    problems = lupdate_misses(source, name)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code, found", [
    ('_tr("Stock")', 1),
    ('_tr(MARKED)', 0),
    ('QCoreApplication.translate("Table", "Stock")', 0),
    ('self.tr("%n left", "", n)', 0),
    ('QCoreApplication.translate("Table", "%n left", None, n)', 1),
    ('i18n.translate("Card", "King")', 1),
    ('i18n.translate("Card", RANK_NAMES[v])', 0),
    ('QCoreApplication.translate("T", "%n cards", "", len(cards))', 1),
    ('QCoreApplication.translate("T", "%n cards", "", count)', 0),
    ('tr("&New deal")', 1),
    ('window.tr("Cancel")', 1),
    ('self.tr("Cancel")', 0),
    ('f"<h3>{_tr(QT_TRANSLATE_NOOP(\'Rules\', \'Step\'))}</h3>"', 1),
    ('f"<h3>{self.tr(\'Step\')}</h3>"', 1),
    ('f"<h3>{i18n.card_name(card)}</h3>"', 0),
])
def test_the_lupdate_check_itself(code, found):
    assert len(lupdate_misses(code, "x.py")) == found


@pytest.mark.parametrize("code, found", [
    ('w.setText("Hello")', 1),
    ('w.setText(self.tr("Hello"))', 0),
    ('w.setText(f"Moves: {n}")', 1),
    ('w.setText(f"{n}")', 0),
    ('w.setText("\\u2715")', 0),
    ('QLabel("Name", self)', 1),
    ('QLabel(self.tr("Name {n}").format(n=1), self)', 0),
    ('w.setText("Name {n}".format(n=1))', 1),
    ('w.setToolTip("a" if x else self.tr("b"))', 1),
    ('t.setHorizontalHeaderLabels(["Figure", self.tr("Value")])', 1),
    ('b.show_message("won", self.tr("Won"), [("New deal", f)])', 1),
    ('b.show_message("won", self.tr("Won"), [(self.tr("New deal"), f)])', 0),
    ('QMessageBox.question(self, "Title?", QCoreApplication.translate("C", "Text"))', 1),
    ('combo.addItem(i18n.game_title(g), "calculation")', 0),
    ('w.status_message("Nothing to undo.")', 1),
    ('w.setObjectName("banner")', 0),
    ('b.show_message("won", won + f"<br>{note}")', 0),
    ('SettingsRow("winnable", "rules", make, read, "&Winnable:")', 1),
    ('w.menus.add_action("&Finish", self.finish, tip="Play every card that can go home")', 2),
])
def test_the_scan_itself(code, found):
    assert len(scan_source(code, "x.py")) == found
