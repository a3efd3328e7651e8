"""Add Calculation to the desktop's application menu for the current user, or remove it.

    calculation-qt-desktop install                  # for this installation's calculation-qt program
    calculation-qt-desktop install --bundle PATH    # for a PyInstaller bundle (its folder or program)
    calculation-qt-desktop uninstall

(or ``python -m calculation_qt.desktop ...``; a bundle's own program takes
``--install-desktop-entry`` / ``--uninstall-desktop-entry``.)

Writes the freedesktop menu entry, the icons and the manual page under
``$XDG_DATA_HOME`` (default ``~/.local/share``): ``applications/<app id>.desktop`` with
Exec and TryExec set to the program's absolute path,
``icons/hicolor/<size>/apps/<app id>.png|svg`` and ``man/man6/calculation-qt.6`` (where
``man`` finds it beside ``~/.local/bin``).  Uninstall removes exactly those files (each
is named after the application id or the program, so nothing else is touched) and the
folders it leaves empty.  Both refresh the menu and icon
caches that exist (update-desktop-database, gtk-update-icon-cache).  No Qt needed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from . import xdg
from .cli_common import UsageError, run_tool
from .fileio import atomic_write_bytes, atomic_write_text
from .resources import APP_ID, DESKTOP_FILE, ICON_SIZES, ICON_SVG, MAN_PAGE, icon_png_name, read_bytes, read_text

PROGRAM = "calculation-qt"
# Characters that make the Desktop Entry spec require quoting an Exec argument.
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home() -> Path:
    """``$XDG_DATA_HOME`` if set to an absolute path, else ``~/.local/share``."""
    return xdg.home("XDG_DATA_HOME")


def installed_files(home: Path) -> list[Path]:
    """Every file install() writes (absolute paths under *home*)."""
    files = [home / "applications" / DESKTOP_FILE, home / "icons" / "hicolor" / "scalable" / "apps" / ICON_SVG]
    return files + [home / icon_png_name(size) for size in ICON_SIZES] + [home / "man" / "man6" / MAN_PAGE]


def _escape_string(value: str) -> str:
    """Desktop Entry string escaping (backslash first, then control characters)."""
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def exec_value(program: Path) -> str:
    """The Exec= value that runs *program* (an absolute path), quoted per the spec."""
    text = str(program).replace("%", "%%")
    if any(ch in _RESERVED for ch in text):
        text = '"' + "".join("\\" + ch if ch in '"`$\\' else ch for ch in text) + '"'
    return _escape_string(text)


def program_for_bundle(path: Path) -> Path:
    """The program inside a PyInstaller one-folder bundle (the folder or the program itself)."""
    path = path.expanduser().resolve()
    program = path / PROGRAM if path.is_dir() else path
    if not program.is_file() or not os.access(program, os.X_OK):
        raise UsageError(f"--bundle {path}: no executable {PROGRAM} there (build it with packaging/build_bundle.sh)")
    return program


def installed_program() -> Path:
    """The calculation-qt program of this installation (or this bundle, when frozen)."""
    if getattr(sys, "frozen", False):
        return Path(sys.executable).resolve()
    candidates = [Path(sysconfig.get_path("scripts")) / PROGRAM, Path(sys.executable).parent / PROGRAM]
    found = shutil.which(PROGRAM)
    if found:
        candidates.append(Path(found))
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate.absolute()
    raise UsageError(
        f"cannot find the {PROGRAM} program of this installation (looked in "
        f"{', '.join(str(c.parent) for c in candidates)}); install the package or pass --bundle"
    )


def desktop_entry(program: Path) -> str:
    """The packaged .desktop file with Exec and TryExec pointing at *program*."""
    lines = []
    for line in read_text(DESKTOP_FILE).splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + exec_value(program)
        elif line.startswith("TryExec="):
            line = "TryExec=" + _escape_string(str(program))
        lines.append(line)
    return "\n".join(lines) + "\n"


def _refresh_caches(home: Path, run=subprocess.run) -> None:
    """Tell the menu and the icon theme that files changed (best effort, quiet).

    Caches are only refreshed where they already exist (a stale cache would hide the
    change); where there is none, menus and icon themes read the folders directly, and
    we leave no cache file behind that we did not find.
    """
    applications = home / "applications"
    if (applications / "mimeinfo.cache").exists() and shutil.which("update-desktop-database"):
        run(["update-desktop-database", "-q", str(applications)], check=False)
    hicolor = home / "icons" / "hicolor"
    if hicolor.is_dir():
        if (hicolor / "icon-theme.cache").exists() and shutil.which("gtk-update-icon-cache"):
            run(["gtk-update-icon-cache", "-q", "-t", "-f", str(hicolor)], check=False)
        else:
            os.utime(hicolor)  # a newer folder time makes icon loaders rescan it


def install(program: Path, home: Path | None = None) -> list[Path]:
    """Write the menu entry and the icons; return the files written."""
    home = home or data_home()
    written = []
    for target in installed_files(home):
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.name == DESKTOP_FILE:
            atomic_write_text(target, desktop_entry(program))
        else:
            name = {".svg": ICON_SVG, ".6": MAN_PAGE}.get(target.suffix) or target.relative_to(home).as_posix()
            atomic_write_bytes(target, read_bytes(name))
        written.append(target)
    _refresh_caches(home)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what install() writes, and the icon folders that leaves empty; return the files removed."""
    home = home or data_home()
    removed = []
    for target in installed_files(home):
        if target.is_file() or target.is_symlink():
            target.unlink()
            removed.append(target)
        folder = target.parent
        stop = {home / "applications", home / "icons" / "hicolor", home / "man"}
        while folder not in stop and folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
            folder = folder.parent
    _refresh_caches(home)
    return removed


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="calculation-qt-desktop", description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__.split("\n\n", 2)[2],
    )
    sub = parser.add_subparsers(dest="command", required=True)
    add = sub.add_parser("install", help="add the menu entry, the icons and the manual page")
    where = add.add_mutually_exclusive_group()
    where.add_argument("--bundle", type=Path, help="point the entry at this PyInstaller bundle (folder or program)")
    where.add_argument("--program", type=Path, help="point the entry at this calculation-qt program")
    sub.add_parser("uninstall", help="remove the menu entry, the icons and the manual page")
    return parser


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    home = data_home()
    if args.command == "install":
        if args.bundle is not None:
            program = program_for_bundle(args.bundle)
        elif args.program is not None:
            program = args.program.expanduser().absolute()
            if not program.is_file() or not os.access(program, os.X_OK):
                raise UsageError(f"--program {program}: not an executable file")
        else:
            program = installed_program()
        for path in install(program, home):
            print(f"installed {path}")
        print(f"menu entry {APP_ID} runs {program}")
    else:
        removed = uninstall(home)
        for path in removed:
            print(f"removed {path}")
        if not removed:
            print(f"nothing to remove: no {APP_ID} files under {home}")
    return 0


def console_main() -> None:
    run_tool(main, "calculation_qt.desktop")


if __name__ == "__main__":
    console_main()
