"""README.md's two commands: the test command is the one CI runs, word for word."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Two commands", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section)


def test_readme_gives_an_install_and_start_command_and_a_test_command():
    start, test = _readme_commands()
    assert start.endswith("calculation-qt") and "pip install" in start
    assert "pytest" in test and '".[test]"' in test


def test_ci_runs_the_readme_test_command_exactly():
    _start, test = _readme_commands()
    ci_lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    assert test in ci_lines
