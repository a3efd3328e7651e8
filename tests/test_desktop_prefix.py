"""``calculation-qt-desktop install --prefix DIR [--root STAGING]``: the menu entry, the
metainfo, the icons and the manual page under DIR/share as a distribution installs
them (STAGING/DIR/share for a staging root), removed again by ``uninstall``; the
command line refuses what it cannot use in one short line, whatever its length."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from calculation_qt import desktop, resources

APP = resources.APP_ID
LONG = "a" * 100_000


def fake_program(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    program = folder / "calculation-qt"
    program.write_text("#!/bin/sh\nexit 0\n")
    program.chmod(0o755)
    return program


def all_files(folder: Path) -> set[Path]:
    return {p for p in folder.rglob("*") if p.is_file()}


def share_files(share: Path) -> set[Path]:
    files = {share / "applications" / f"{APP}.desktop", share / "icons/hicolor/scalable/apps" / f"{APP}.svg"}
    files |= {share / f"icons/hicolor/{s}x{s}/apps/{APP}.png" for s in resources.ICON_SIZES}
    return files | {share / "man/man6/calculation-qt.6", share / "metainfo" / f"{APP}.metainfo.xml"}


def entry(share: Path) -> dict[str, str]:
    text = (share / "applications" / f"{APP}.desktop").read_text()
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


@pytest.fixture(autouse=True)
def no_user_home(tmp_path, monkeypatch):
    """A prefix install never touches the user's data home: point it where a test can look."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / "data"))


def test_install_into_a_prefix_fills_its_share_folder_readable_by_all(tmp_path, capsys):
    prefix = tmp_path / "usr"
    assert desktop.main(["install", "--prefix", str(prefix)]) == 0
    share = prefix / "share"
    assert all_files(tmp_path) == share_files(share)  # nothing in the user's home
    assert (share / "metainfo" / f"{APP}.metainfo.xml").read_bytes() == resources.read_bytes(resources.METAINFO_FILE)
    for path in share_files(share):
        assert stat.S_IMODE(path.stat().st_mode) == 0o644, path
    # no program in PREFIX/bin: the entry runs calculation-qt from the PATH, and says so
    assert entry(share)["Exec"] == entry(share)["TryExec"] == "calculation-qt"
    assert "runs calculation-qt from the PATH" in capsys.readouterr().out
    assert desktop.main(["uninstall", "--prefix", str(prefix)]) == 0
    assert all_files(tmp_path) == set()


def test_the_entry_runs_the_prefix_program_when_it_is_there(tmp_path):
    program = fake_program(tmp_path / "opt" / "bin")
    assert desktop.main(["install", "--prefix", str(tmp_path / "opt")]) == 0
    assert entry(tmp_path / "opt" / "share")["Exec"] == str(program)


def test_a_staging_root_holds_the_files_and_the_entry_names_the_final_path(tmp_path):
    root = tmp_path / "staging"
    fake_program(root / "usr" / "bin")
    assert desktop.main(["install", "--prefix", "/usr", "--root", str(root)]) == 0
    share = root / "usr" / "share"
    assert all_files(tmp_path) - {root / "usr/bin/calculation-qt"} == share_files(share)
    assert entry(share)["Exec"] == "/usr/bin/calculation-qt"  # where the package puts it, not the staging copy
    assert desktop.main(["uninstall", "--prefix", "/usr", "--root", str(root)]) == 0
    assert all_files(tmp_path) == {root / "usr/bin/calculation-qt"}


def test_a_given_program_is_the_entry_of_a_prefix_install_as_given(tmp_path):
    assert desktop.main(["install", "--prefix", str(tmp_path / "p"), "--program", "/opt/calc/bin/calculation-qt"]) == 0
    assert entry(tmp_path / "p" / "share")["Exec"] == "/opt/calc/bin/calculation-qt"


def test_the_per_user_install_stays_the_default_without_metainfo(tmp_path):
    program = fake_program(tmp_path / "bin")
    assert desktop.main(["install", "--program", str(program)]) == 0
    home = tmp_path / "home" / "data"
    assert all_files(tmp_path) - {program} == share_files(home) - {home / "metainfo" / f"{APP}.metainfo.xml"}
    assert desktop.main(["uninstall"]) == 0
    assert all_files(tmp_path) == {program}


def run_tool(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "calculation_qt.desktop", *args], capture_output=True, text=True,
                          cwd=cwd, env={**os.environ, "PYTHONWARNINGS": "ignore"})


def test_help_names_install_uninstall_and_the_prefix():
    out = run_tool("--help").stdout
    assert "install --prefix /usr" in out and "uninstall" in out and "--root" in out
    out = run_tool("install", "--help").stdout
    assert "--prefix DIR" in out and "--root ROOT" in out and "--program" in out


@pytest.mark.parametrize(("args", "code", "says"), [
    ((LONG,), 2, "invalid choice"),
    (("install", "--program", LONG), 2, "not an executable file"),
    (("install", "--bundle", LONG), 2, "--bundle"),
    (("install", "--prefix", LONG), 1, "cannot install under"),
    (("install", "--root", "/tmp"), 2, "--root needs --prefix"),
    (("install", "--prefix", ""), 2, "--prefix: names no folder"),
])
def test_what_it_cannot_use_is_refused_in_one_short_true_line(args, code, says, tmp_path):
    done = run_tool(*args, cwd=tmp_path)
    assert done.returncode == code
    assert says in done.stderr and "Traceback" not in done.stderr
    assert max(len(line) for line in done.stderr.splitlines()) <= 300
    assert all_files(tmp_path) == set()
