"""Install Calculation's menu entry, icons, metainfo and manual page, or remove them.

    calculation-qt-desktop install                  # for this user, running this installation's program
    calculation-qt-desktop install --bundle PATH    # for this user, running a PyInstaller bundle
    calculation-qt-desktop install --prefix /usr    # into /usr/share, as a distribution does
    calculation-qt-desktop install --prefix /usr --root STAGING   # into STAGING/usr/share (DESTDIR)
    calculation-qt-desktop uninstall [--prefix DIR [--root STAGING]]

(or ``python -m calculation_qt.desktop ...``; a bundle's own program takes
``--install-desktop-entry`` / ``--uninstall-desktop-entry``.)

For this user (the default) the files go under ``$XDG_DATA_HOME`` (default
``~/.local/share``): ``applications/<app id>.desktop`` with Exec and TryExec set to the
program's absolute path, ``icons/hicolor/<size>/apps/<app id>.png|svg`` and
``man/man6/calculation-qt.6`` (where ``man`` finds it beside ``~/.local/bin``).  With
``--prefix DIR`` they go under ``DIR/share`` (``ROOT/DIR/share`` with ``--root ROOT``),
with the AppStream metainfo in ``metainfo/<app id>.metainfo.xml`` beside them; the menu
entry then runs ``DIR/bin/calculation-qt`` when that program is there, else
``calculation-qt`` from the PATH (``--program`` names another).  Uninstall removes
exactly those files (each is named after the application id or the program, so nothing
else is touched) and the folders it leaves empty.  Outside a staging root both refresh
the menu and icon caches that exist (update-desktop-database, gtk-update-icon-cache).
No Qt needed.
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
from .cli_common import ToolParser, UsageError, run_tool, shorten
from .fileio import atomic_write_bytes, atomic_write_text
from .resources import (
    APP_ID,
    DESKTOP_FILE,
    ICON_SIZES,
    ICON_SVG,
    MAN_PAGE,
    METAINFO_FILE,
    icon_png_name,
    read_bytes,
    read_text,
)

PROGRAM = "calculation-qt"
# Characters that make the Desktop Entry spec require quoting an Exec argument.
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home() -> Path:
    """``$XDG_DATA_HOME`` if set to an absolute path, else ``~/.local/share``."""
    return xdg.home("XDG_DATA_HOME")


def installed_files(home: Path, metainfo: bool = False) -> list[Path]:
    """Every file install() writes (absolute paths under *home*, a ``share`` folder);
    the metainfo only with ``metainfo`` (an install into a prefix)."""
    files = [home / "applications" / DESKTOP_FILE, home / "icons" / "hicolor" / "scalable" / "apps" / ICON_SVG]
    files += [home / icon_png_name(size) for size in ICON_SIZES] + [home / "man" / "man6" / MAN_PAGE]
    return files + ([home / "metainfo" / METAINFO_FILE] if metainfo else [])


def share_folder(prefix: Path, root: Path | None = None) -> Path:
    """``PREFIX/share``, or ``ROOT/PREFIX/share`` for a staging root (DESTDIR)."""
    share = prefix.expanduser().absolute() / "share"
    return root.expanduser().absolute() / share.relative_to(share.anchor) if root is not None else share


def prefix_program(prefix: Path, root: Path | None = None) -> Path:
    """What the menu entry of an install into ``prefix`` runs: ``PREFIX/bin/calculation-qt``
    when it is there (under ``root`` for a staging root), else ``calculation-qt`` from the PATH."""
    program = prefix.expanduser().absolute() / "bin" / PROGRAM
    staged = root.expanduser().absolute() / program.relative_to(program.anchor) if root is not None else program
    return program if _is_program(staged) else Path(PROGRAM)


def _is_program(path: Path) -> bool:
    try:
        return path.is_file() and os.access(path, os.X_OK)
    except OSError:  # e.g. a name too long for the system
        return False


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
    try:
        path = path.expanduser().resolve()
        program = path / PROGRAM if path.is_dir() else path
    except OSError as e:  # e.g. a name too long for the system
        raise UsageError(f"--bundle {shorten(str(path))}: {e.strerror}") from None
    if not _is_program(program):
        raise UsageError(f"--bundle {shorten(str(path))}: no executable {PROGRAM} there "
                         "(build it with packaging/build_bundle.sh)")
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


def install(program: Path, home: Path | None = None, metainfo: bool = False, refresh: bool = True) -> list[Path]:
    """Write the menu entry, the icons and the manual page (and the metainfo, with
    ``metainfo``) under *home*; return the files written.  Each is readable by all
    (0644), as a menu entry in a shared prefix must be."""
    home = home or data_home()
    written = []
    for target in installed_files(home, metainfo):
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.name == DESKTOP_FILE:
            atomic_write_text(target, desktop_entry(program))
        else:
            name = {".svg": ICON_SVG, ".6": MAN_PAGE, ".xml": METAINFO_FILE}.get(target.suffix)
            atomic_write_bytes(target, read_bytes(name or target.relative_to(home).as_posix()))
        os.chmod(target, 0o644)
        written.append(target)
    if refresh:
        _refresh_caches(home)
    return written


def uninstall(home: Path | None = None, refresh: bool = True) -> list[Path]:
    """Remove what install() writes (the metainfo too), and the icon folders that leaves
    empty; return the files removed."""
    home = home or data_home()
    removed = []
    stop = {home / "applications", home / "icons" / "hicolor", home / "man", home / "metainfo"}
    for target in installed_files(home, metainfo=True):
        if target.is_file() or target.is_symlink():
            target.unlink()
            removed.append(target)
        folder = target.parent
        while folder not in stop and folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
            folder = folder.parent
    if refresh:
        _refresh_caches(home)
    return removed


def build_parser() -> argparse.ArgumentParser:
    parser = ToolParser(  # (an error line repeats a long argument only as a short prefix)
        prog="calculation-qt-desktop", description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__.split("\n\n", 1)[1],
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="{install,uninstall}")
    add = sub.add_parser("install", help="add the menu entry, the icons, the manual page (and the metainfo)")
    what = add.add_mutually_exclusive_group()
    what.add_argument("--bundle", type=Path, help="point the entry at this PyInstaller bundle (folder or program)")
    what.add_argument("--program", type=Path, help="point the entry at this calculation-qt program")
    remove = sub.add_parser("uninstall", help="remove what install put there")
    for command in (add, remove):
        command.add_argument("--prefix", type=_folder, metavar="DIR",
                             help="into DIR/share, as a distribution does (default: for this user only)")
        command.add_argument("--root", type=_folder, metavar="ROOT",
                             help="with --prefix: a staging folder (DESTDIR) the files go under, ROOT/DIR/share")
    return parser


def _folder(text: str) -> Path:
    """An argparse type: a folder's name (not an empty one)."""
    if not text:
        raise argparse.ArgumentTypeError("names no folder (an empty name)")
    return Path(text)


def _target(args, parser) -> tuple[Path, bool]:
    """(the share folder, whether it is a prefix) from --prefix / --root."""
    if args.root is not None and args.prefix is None:
        parser.error("--root needs --prefix (the prefix the files are for, e.g. /usr)")
    if args.prefix is None:
        return data_home(), False
    return share_folder(args.prefix, args.root), True


def _program(args, prefixed: bool) -> Path:
    if args.bundle is not None:
        return program_for_bundle(args.bundle)
    if args.program is not None:
        program = args.program.expanduser().absolute()
        if not prefixed and not _is_program(program):
            raise UsageError(f"--program {shorten(str(program))}: not an executable file")
        return program  # (into a prefix: the path the program will have there, maybe not yet)
    return prefix_program(args.prefix, args.root) if prefixed else installed_program()


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    home, prefixed = _target(args, parser)
    refresh = args.root is None  # a staging root's caches are the package manager's business
    try:
        if args.command == "install":
            program = _program(args, prefixed)
            for path in install(program, home, metainfo=prefixed, refresh=refresh):
                print(f"installed {path}")
            where = "from the PATH" if not program.is_absolute() else ""
            print(f"menu entry {APP_ID} runs {program} {where}".rstrip())
        else:
            removed = uninstall(home, refresh=refresh)
            for path in removed:
                print(f"removed {path}")
            if not removed:
                print(f"nothing to remove: no {APP_ID} files under {home}")
    except OSError as e:
        where = shorten(e.filename if isinstance(e.filename, str) else str(home), quote=False)
        print(f"calculation-qt-desktop: cannot {args.command} under {where}: {e.strerror or e}", file=sys.stderr)
        return 1
    return 0


def console_main() -> None:
    run_tool(main, "calculation_qt.desktop")


if __name__ == "__main__":
    console_main()
