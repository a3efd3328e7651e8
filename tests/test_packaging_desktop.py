"""The menu-entry installer (python -m calculation_qt.desktop), always against a
temporary HOME / XDG_DATA_HOME: never the real user's menu."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from calculation_qt import desktop, resources
from calculation_qt.cli_common import UsageError

APP = resources.APP_ID


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """A fresh HOME and XDG_DATA_HOME; returns the data home."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    data = tmp_path / "home" / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    return data


def fake_program(folder: Path, name: str = "calculation-qt") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    program = folder / name
    program.write_text("#!/bin/sh\nexit 0\n")
    program.chmod(program.stat().st_mode | stat.S_IXUSR)
    return program


def entry_lines(home: Path) -> dict[str, str]:
    text = (home / "applications" / f"{APP}.desktop").read_text()
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def all_files(folder: Path) -> set[Path]:
    return {p for p in folder.rglob("*") if p.is_file()} if folder.exists() else set()


def test_install_writes_the_entry_icons_and_man_page_where_freedesktop_and_man_look(home, tmp_path):
    program = fake_program(tmp_path / "bin")
    written = desktop.install(program)
    expected = {home / "applications" / f"{APP}.desktop", home / "icons/hicolor/scalable/apps" / f"{APP}.svg"}
    expected |= {home / f"icons/hicolor/{s}x{s}/apps/{APP}.png" for s in resources.ICON_SIZES}
    expected |= {home / "man/man6/calculation-qt.6"}
    assert set(written) == expected == all_files(home)
    assert (home / "man/man6/calculation-qt.6").read_text().startswith(".TH CALCULATION-QT 6")
    for size in resources.ICON_SIZES:
        assert (home / resources.icon_png_name(size)).read_bytes() == resources.read_bytes(resources.icon_png_name(size))
    entry = entry_lines(home)
    assert entry["Exec"] == entry["TryExec"] == str(program)
    assert entry["Icon"] == APP
    assert entry["Categories"] == "Game;CardGame;"


def test_installed_entry_passes_desktop_file_validate_when_available(home, tmp_path):
    if not shutil.which("desktop-file-validate"):
        pytest.skip("desktop-file-validate not installed (.ci/packaging installs and runs it)")
    desktop.install(fake_program(tmp_path / "dir with space"))
    result = subprocess.run(["desktop-file-validate", str(home / "applications" / f"{APP}.desktop")],
                            capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_uninstall_removes_exactly_what_install_wrote(home, tmp_path):
    mine = fake_program(home / "applications", "other.desktop")  # someone else's files stay
    theirs = home / "icons/hicolor/16x16/apps/other.png"
    theirs.parent.mkdir(parents=True)
    theirs.write_bytes(b"png")
    before = all_files(home)
    written = desktop.install(fake_program(tmp_path / "bin"))
    removed = desktop.uninstall()
    assert sorted(removed) == sorted(written)
    assert all_files(home) == before == {mine, theirs}
    assert not (home / "icons/hicolor/256x256").exists()  # folders it emptied are gone
    assert not (home / "man/man6").exists() and home.is_dir()
    assert (home / "icons/hicolor/16x16/apps").is_dir()  # a folder still in use stays
    assert desktop.uninstall() == []  # a second uninstall has nothing to do


def test_install_twice_replaces_the_entry(home, tmp_path):
    desktop.install(fake_program(tmp_path / "one"))
    second = fake_program(tmp_path / "two")
    desktop.install(second)
    assert entry_lines(home)["Exec"] == str(second)
    assert len(all_files(home)) == 3 + len(resources.ICON_SIZES)


def test_data_home_follows_xdg_then_home(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    assert desktop.data_home() == tmp_path / ".local" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")  # the spec: relative paths are invalid
    assert desktop.data_home() == tmp_path / ".local" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert desktop.data_home() == tmp_path / "xdg"


@pytest.mark.parametrize(("path", "value"), [
    ("/opt/calc/calculation-qt", "/opt/calc/calculation-qt"),
    ("/home/a b/calculation-qt", '"/home/a b/calculation-qt"'),
    ("/x/100%/calculation-qt", "/x/100%%/calculation-qt"),
    ('/x/$HOME"q`/c', '"/x/\\\\$HOME\\\\"q\\\\`/c"'),  # backslash-escaped, then string-escaped
    ("/x/back\\slash/c", '"/x/back\\\\\\\\slash/c"'),
])
def test_exec_value_quotes_as_the_desktop_entry_spec_says(path, value):
    assert desktop.exec_value(Path(path)) == value


def test_cli_install_for_a_bundle_folder_and_uninstall(home, tmp_path, capsys):
    bundle = tmp_path / "dist" / "calculation-qt"
    program = fake_program(bundle)
    assert desktop.main(["install", "--bundle", str(bundle)]) == 0
    assert entry_lines(home)["Exec"] == str(program)
    assert f"runs {program}" in capsys.readouterr().out
    assert desktop.main(["uninstall"]) == 0
    assert "removed" in capsys.readouterr().out
    assert all_files(home) == set()


def test_cli_refuses_a_bundle_without_the_program(home, tmp_path):
    with pytest.raises(UsageError, match="no executable calculation-qt"):
        desktop.main(["install", "--bundle", str(tmp_path)])
    result = subprocess.run([sys.executable, "-m", "calculation_qt.desktop", "install", "--bundle", str(tmp_path)],
                            capture_output=True, text=True, env=dict(os.environ))
    assert result.returncode == 2
    assert "no executable calculation-qt" in result.stderr
    assert all_files(home) == set()


def test_installed_program_is_this_installations_script():
    program = desktop.installed_program()
    assert program.name == "calculation-qt"
    assert program.parent in (Path(sysconfig.get_path("scripts")), Path(sys.executable).parent) or shutil.which(
        "calculation-qt") == str(program)


def test_installed_icons_are_found_by_an_icon_theme_lookup(home, tmp_path):
    """Qt's freedesktop icon-theme loader (what a menu does with Icon=) finds every size."""
    desktop.install(fake_program(tmp_path / "bin"))
    code = (
        "from PySide6.QtCore import QStandardPaths as P\n"
        "from PySide6.QtGui import QGuiApplication, QIcon\n"
        "app = QGuiApplication([])\n"
        # what a desktop's platform theme searches (the offscreen platform sets no theme)
        "QIcon.setThemeSearchPaths([d + '/icons' for d in P.standardLocations(P.GenericDataLocation)])\n"
        "QIcon.setThemeName('hicolor')\n"
        f"icon = QIcon.fromTheme({APP!r})\n"
        "print(sorted({s.width() for s in icon.availableSizes()}))\n"
    )
    # The system's hicolor index (package hicolor-icon-theme), trimmed to the folders we use.
    system = tmp_path / "system-data"
    index = system / "icons" / "hicolor" / "index.theme"
    index.parent.mkdir(parents=True)
    folders = [f"{s}x{s}/apps" for s in resources.ICON_SIZES] + ["scalable/apps"]
    lines = ["[Icon Theme]", "Name=Hicolor", "Comment=Fallback icon theme", "Hidden=true",
             "Directories=" + ",".join(folders), ""]
    for s in resources.ICON_SIZES:
        lines += [f"[{s}x{s}/apps]", f"Size={s}", "Context=Applications", "Type=Threshold", ""]
    lines += ["[scalable/apps]", "MinSize=1", "Size=128", "MaxSize=256", "Context=Applications", "Type=Scalable"]
    index.write_text("\n".join(lines) + "\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_DIRS=str(system))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == str(sorted(resources.ICON_SIZES))
    desktop.uninstall()
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert result.stdout.strip() == "[]"


def test_bundle_launcher_installs_and_removes_the_menu_entry(home):
    launcher = Path(__file__).resolve().parent.parent / "packaging" / "launcher.py"
    for option in ("--install-desktop-entry", "--uninstall-desktop-entry"):
        result = subprocess.run([sys.executable, str(launcher), option], capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, result.stderr
        if option.startswith("--install"):
            assert entry_lines(home)["Exec"] == str(desktop.installed_program())
    assert all_files(home) == set()
