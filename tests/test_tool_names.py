"""Each command-line tool names itself in its usage and error lines as it was started:
its console script (``calculation-qt-solve``) or ``python -m calculation_qt.solve`` --
never a file name such as ``solve.py`` or ``__main__.py``."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

TOOLS = {  # console script -> module
    "calculation-qt-replay": "calculation_qt.replay",
    "calculation-qt-solve": "calculation_qt.solve",
    "calculation-qt-review": "calculation_qt.review",
    "calculation-qt-bench": "calculation_qt.bench",
}
BAD = {"calculation-qt-bench": ["rating", "--deals", "0"]}  # what each tool refuses
SCRIPTS = Path(sys.executable).parent


def run(command: list[str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*command, *args], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, COLUMNS="200"))


@pytest.mark.parametrize("script", TOOLS)
def test_python_m_names_the_module(script):
    module = TOOLS[script]
    helped = run([sys.executable, "-m", module], "--help")
    assert helped.returncode == 0 and helped.stdout.startswith(f"usage: python -m {module} "), helped.stdout
    refused = run([sys.executable, "-m", module], *BAD.get(script, ["--deal", "not-a-number"]))
    assert refused.returncode == 2
    assert refused.stderr.splitlines()[-1].startswith((f"python -m {module}: ", f"python -m {module} rating: ")), \
        refused.stderr


@pytest.mark.parametrize("script", TOOLS)
def test_console_script_names_itself(script):
    program = SCRIPTS / script
    if not program.is_file():
        pytest.skip(f"{script} is not installed beside this Python (pip install -e . makes it)")
    helped = run([str(program)], "--help")
    assert helped.returncode == 0 and helped.stdout.startswith(f"usage: {script} "), helped.stdout
    refused = run([str(program)], *BAD.get(script, ["--deal", "not-a-number"]))
    assert refused.returncode == 2
    last = refused.stderr.splitlines()[-1]
    assert last.startswith((f"{script}: ", f"{script} rating: ")) and ".py" not in last.split(":")[0], refused.stderr


def test_a_usage_error_raised_by_the_tool_names_it():
    """Errors the tool finds after parsing (run_tool's UsageError) carry the same name."""
    refused = run([sys.executable, "-m", "calculation_qt.replay"], "--game", "calculation", "--deck", "AS KS")
    assert refused.returncode == 2
    assert refused.stderr.startswith("python -m calculation_qt.replay: "), refused.stderr
