"""README.md is checked against the program, row by row, so that an added command, key or
figure is checked too:

- the two commands: the test command is the one CI runs, word for word;
- every command README names (code spans and shell blocks that run ``calculation-qt``,
  ``calculation-qt-*`` or ``python -m calculation_qt...``, and a tools-table row's command
  with the options its row names): the tool exists, so do its sub-command and every
  ``--option`` it writes (read from the tool's own ``--help``);
- every example README and docs/cli.md give runs as written and exits 0, except those
  that open the window or run a benchmark for minutes (listed in ``NOT_RUN``);
- every key of the Keys table: a shortcut of the window with every feature installed,
  or a key the keyboard cursor on the table answers to;
- every row of the figures table names the command that reproduces it;
- every language the window offers is named (by its own name);
- every document README names exists, and README names every document of docs/;
- README stays at most 300 lines.
"""

from __future__ import annotations

import importlib
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
MAX_LINES = 300

# the program each command names -> the module whose main(argv) it runs
PROGRAMS = {
    "calculation-qt": "calculation_qt.app.shell.main",
    "python -m calculation_qt": "calculation_qt.app.shell.main",
    "calculation-qt-desktop": "calculation_qt.desktop",
    "calculation-qt-replay": "calculation_qt.replay",
    "calculation-qt-solve": "calculation_qt.solve",
    "calculation-qt-review": "calculation_qt.review",
    "calculation-qt-bench": "calculation_qt.bench",
}
# words of the Keys table that stand for several keys
KEY_WORDS = {"arrows": ["Left", "Right", "Up", "Down"]}


def _section(title: str) -> str:
    return README.split(f"\n{title}\n", 1)[1].split("\n#", 1)[0]


def _table_rows(section: str) -> list[list[str]]:
    """The body rows of the first Markdown table in ``section``, as cells (``\\|`` is a
    literal bar inside a cell)."""
    rows = [line for line in section.splitlines() if line.startswith("|")]
    cells = [[c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", row)[1:-1]] for row in rows]
    return [row for row in cells[2:]]  # (the header and its rule)


# -- the two commands ------------------------------------------------------------------------
def _readme_commands() -> list[str]:
    section = README.split("## Two commands", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section)


def test_readme_gives_an_install_and_start_command_and_a_test_command():
    start, test = _readme_commands()
    assert start.endswith("calculation-qt") and "pip install" in start
    assert "pytest" in test and '".[test]"' in test


def test_ci_runs_the_readme_test_command_exactly():
    _start, test = _readme_commands()
    ci_lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    assert test in ci_lines


def test_readme_is_at_most_300_lines():
    assert len(README.splitlines()) <= MAX_LINES


# -- every command ----------------------------------------------------------------------------
def _written_commands(text: str) -> list[str]:
    """The commands of the game's programs that ``text`` writes in code spans and shell
    blocks, outside pip lines (the two commands: checked above)."""
    pieces = re.findall(r"`([^`\n]+)`", text.replace("\\|", "|"))
    pieces += [line for block in re.findall(r"```sh\n(.+?)\n```", text, re.S) for line in block.splitlines()]
    found = []
    for piece in pieces:
        piece = piece.split("#", 1)[0].strip().removeprefix(".venv/bin/")
        if re.match(r"(calculation-qt\b|python -m calculation_qt\b)", piece) and "pip install" not in piece:
            found.append(piece)
    return sorted(set(found))


def _named_commands() -> list[str]:
    """Every command README names, with a tools-table row's command joined to the options
    its row names."""
    pieces = _written_commands(README)
    # a tools table's row may name more options of its command in later code spans
    for row in _table_rows(_section("## Command-line tools")):
        spans = re.findall(r"`([^`]+)`", " ".join(row))
        if spans:
            pieces.append(" ".join([spans[0]] + [o.split()[0] for o in spans[1:] if o.startswith("--")]))
    return sorted(set(pieces))


def _program(command: str) -> tuple[str, list[str]]:
    """(the module whose main runs ``command``, the words after the program)."""
    m = re.match(r"python -m (calculation_qt(?:\.\w+)*)\s*(.*)", command)
    if m is not None:
        name, rest = m.groups()
        module = PROGRAMS["python -m calculation_qt"] if name == "calculation_qt" else name
    else:
        first, _, rest = command.partition(" ")
        module = PROGRAMS[first]
    try:
        importlib.import_module(module + ".__main__")
        module += ".__main__"
    except ModuleNotFoundError as e:
        if e.name != module + ".__main__":
            raise
    return module, rest.split()


def _help(capsys, module: str, argv: list[str]) -> str:
    main = importlib.import_module(module).main
    with pytest.raises(SystemExit) as exited:
        main([*argv, "--help"])
    assert exited.value.code == 0, f"{module} {argv} --help failed"
    return capsys.readouterr().out


def _sub_commands(help_text: str) -> set[str]:
    usage = help_text.split("\n\n", 1)[0]
    m = re.search(r"\{([\w,-]+)\}\s*\.\.\.", usage)
    return set(m.group(1).split(",")) if m else set()


COMMANDS = _named_commands()


def test_readme_names_the_tools_it_should():
    programs = {_program(c)[0] for c in COMMANDS}
    assert {"calculation_qt.replay", "calculation_qt.solve", "calculation_qt.review.__main__",
            "calculation_qt.bench.__main__", "calculation_qt.app.shell.main"} <= programs


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_readme_names_exists_with_its_options(capsys, command):
    module, words = _program(command)
    top = _help(capsys, module, [])
    subs = _sub_commands(top)
    helps = [top]
    if subs and words and not words[0].startswith("-"):
        named = words[0].strip("[]").split("|")  # e.g. engine|rating|solver
        assert set(named) <= subs, f"{command}: no sub-command {sorted(set(named) - subs)}"
        helps = [_help(capsys, module, [sub]) for sub in named]
    options = re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", command)
    for text in helps:
        missing = [o for o in options if not re.search(rf"(?<![\w-]){re.escape(o)}(?![\w-])", text)]
        assert not missing, f"{command}: {missing} not in the tool's --help"


def test_the_command_check_can_fail(capsys):
    with pytest.raises(AssertionError):
        test_every_command_readme_names_exists_with_its_options(
            capsys, "python -m calculation_qt.bench solver --no-such-option")
    with pytest.raises(AssertionError):
        test_every_command_readme_names_exists_with_its_options(capsys, "python -m calculation_qt.bench nothing")


# -- every example runs --------------------------------------------------------------------------
CLI_DOC = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
# examples not run here: synopses (``[--option]``, ``a|b``), a program named alone, the
# window's start (it stays open) and the benchmarks behind the figures (minutes each;
# their options are checked above)
NOT_RUN = re.compile(r"[\[|]|\.\.\.|^[^ ]+( -m [^ ]+)?$|calculation_qt\.bench|calculation-qt-bench")
WINDOW = re.compile(r"^(calculation-qt|python -m calculation_qt) (?!.*--(version|list-decks|smoke|help))")
# what a player's own file holds, for the examples that read one
GAME_FILE = '["s>w1", "s>w2", "s>w3"]'


def _runnable(text: str) -> list[str]:
    return [c for c in _written_commands(text) if not NOT_RUN.search(c) and not WINDOW.match(c)]


EXAMPLES = sorted(set(_runnable(README)) | set(_runnable(CLI_DOC)))


def _run_example(command: str, folder: Path) -> subprocess.CompletedProcess:
    """Runs ``command`` as written, in ``folder``; a program named by its installed name
    runs as ``python -m`` of the module it is installed from."""
    words = shlex.split(command)
    if words[0] == "python":
        argv = [sys.executable, *words[1:]]
    else:
        module = PROGRAMS[words[0]].removesuffix(".app.shell.main")
        argv = [sys.executable, "-m", module, *words[1:]]
    (folder / "game.json").write_text(GAME_FILE, encoding="utf-8")
    return subprocess.run(argv, cwd=folder, capture_output=True, text=True, timeout=120)


def test_readme_examples_include_the_tools():
    assert {"calculation-qt-replay --game calculation --deal 1 --moves \"s>w1 s>w2\"",
            "calculation-qt-solve --deal 1 --json"} <= set(EXAMPLES)


@pytest.mark.parametrize("command", EXAMPLES)
def test_every_example_runs_as_written(tmp_path, command):
    done = _run_example(command, tmp_path)
    assert done.returncode == 0, f"{command} exited {done.returncode}: {done.stderr.strip()[-300:]}"


def test_the_run_check_can_fail(tmp_path):
    assert _run_example("calculation-qt-solve --deal 1 --no-such-option", tmp_path).returncode == 2


def test_every_headline_figure_names_its_command():
    rows = _table_rows(_section("## Headline figures"))
    assert len(rows) >= 5
    for row in rows:
        commands = [c for c in re.findall(r"`([^`]+)`", " ".join(row)) if c in COMMANDS]
        assert commands, f"the figure {row[0]!r} names no command that reproduces it"


def test_readme_and_docs_name_each_other():
    named = set(re.findall(r"`(docs/[\w.-]+\.md)`", README))
    present = {f"docs/{p.name}" for p in (ROOT / "docs").glob("*.md")}
    assert named <= present, f"README names documents that are not there: {sorted(named - present)}"
    assert present <= named, f"README does not name: {sorted(present - named)}"


def test_readme_names_every_language_the_window_speaks():
    from calculation_qt.i18n import LANGUAGES

    missing = [name for code, name in LANGUAGES.items() if code != "system" and name not in README]
    assert not missing, f"README does not name these languages: {missing}"


# -- every key --------------------------------------------------------------------------------
def _readme_keys() -> list[str]:
    keys = []
    for row in _table_rows(_section("### Keys")):
        for part in re.split(r" / |, | \.\. ", row[0]):
            part = part.strip()
            keys += KEY_WORDS.get(part, [part])
    return [k for k in keys if k]


KEYS = _readme_keys()


@pytest.fixture
def full_window(qtbot):
    from calculation_qt.app.shell.controller import GameController
    from calculation_qt.app.shell.main_window import MainWindow
    from calculation_qt.app.storage.settings import Settings
    from calculation_qt.engine import Game, Variant

    window = MainWindow(GameController(Settings(animation_ms=0), Game.from_deal(Variant(), 1)))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.solver.shutdown()


def _shortcuts(window) -> set[str]:
    from PySide6.QtGui import QAction, QKeySequence

    return {seq.toString(QKeySequence.PortableText) for action in window.findChildren(QAction)
            for seq in action.shortcuts()}


def _press(qtbot, window, key: str) -> None:
    from PySide6.QtGui import QKeySequence

    combo = QKeySequence(key)[0]
    qtbot.keyClick(window.view, combo.key(), combo.keyboardModifiers())


def _cursor_answers(qtbot, window, key: str) -> bool:
    """Whether ``key`` moves the table's keyboard cursor from some state of it (hidden,
    choosing a card, choosing a pile)."""
    cursor = window.scene.keyboard_cursor()
    for setup in ([], ["Tab"], ["Tab", "Return"]):
        for _ in range(2):
            _press(qtbot, window, "Escape")  # back to hidden
        for k in setup:
            _press(qtbot, window, k)
        before = (cursor.phase, cursor.focus)
        _press(qtbot, window, key)
        if (cursor.phase, cursor.focus) != before:
            return True
    return False


def test_readme_names_the_keys_it_should():
    assert {"H", "Ctrl+Z", "1", "Shift+1", "Tab"} <= set(KEYS)


def test_every_key_readme_names_is_bound(qtbot, full_window):
    from PySide6.QtGui import QKeySequence

    shortcuts = _shortcuts(full_window)
    unbound = [key for key in KEYS
               if QKeySequence(key).toString(QKeySequence.PortableText) not in shortcuts
               and not _cursor_answers(qtbot, full_window, key)]
    assert not unbound, f"README names keys the window does not answer to: {unbound}"


def test_the_key_check_can_fail(qtbot, full_window):
    from PySide6.QtGui import QKeySequence

    assert QKeySequence("Ctrl+J").toString(QKeySequence.PortableText) not in _shortcuts(full_window)
    assert not _cursor_answers(qtbot, full_window, "Ctrl+J")
