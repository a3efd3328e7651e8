"""README.md's test command is the one CI runs."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_readme_test_command_is_what_ci_runs():
    lines = (ROOT / ".ci" / "test-command").read_text().splitlines()
    command = next(line for line in lines if line.strip() and not line.startswith("#"))
    assert command in (ROOT / "README.md").read_text()
    assert "test-command" in (ROOT / ".ci" / "run").read_text()
