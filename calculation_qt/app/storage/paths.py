"""Where each file the program writes lives: the one place that decides it.

On Linux (and other freedesktop systems) each file goes to its XDG home
(``calculation_qt.xdg``), in a ``calculation-qt`` folder:

- settings in ``$XDG_CONFIG_HOME`` (``~/.config/calculation-qt``);
- the saved game and its lock in ``$XDG_STATE_HOME`` (``~/.local/state/calculation-qt``);
- the statistics in ``$XDG_DATA_HOME`` (``~/.local/share/calculation-qt``).

Calculation 0.1.0 kept everything in the data folder: ``upgrade`` brings its settings
and saved game over the first time they are asked for (not while it still runs).  On
Windows and macOS all files share the platform's application-data folder
(``%APPDATA%\\calculation-qt``, ``~/Library/Application Support/calculation-qt``).
``CALCULATION_QT_HOME`` puts every file into that one folder (the tests always set it).
Every folder the program makes on the way is the player's alone (0700); one that
exists already keeps its mode.  No Qt needed, so command-line tools can use it too.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from ... import xdg

ENV_VAR = "CALCULATION_QT_HOME"
APP_DIR = "calculation-qt"
CONFIG, STATE, DATA = "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME"
# file name -> the kind of folder it lives in (any other name: the data folder)
KIND = {"settings.json": CONFIG, "game.json": STATE, "game.lock": STATE, "statistics.json": DATA}


def folder(kind: str = DATA, create: bool = True) -> Path:
    """The folder of one kind (``CONFIG``, ``STATE``, ``DATA``), created unless ``create`` is False."""
    override = os.environ.get(ENV_VAR)
    if override:
        path = Path(override).expanduser()
    elif sys.platform == "win32":
        path = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / APP_DIR
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / APP_DIR
    else:
        path = xdg.home(kind) / APP_DIR
    if create:
        make_private_folder(path)
    return path


def make_private_folder(path: Path) -> None:
    """Make ``path`` and each missing folder above it, readable by the player alone
    (0700: ``mkdir(parents=True)`` would give the parents the umask's 0755)."""
    missing = []
    while not os.path.lexists(path) and path.parent != path:
        missing.append(path)
        path = path.parent
    for folder in reversed(missing):  # (a file in the way: NotADirectoryError, as mkdir says)
        try:
            folder.mkdir(mode=0o700)
        except FileExistsError:  # (made meanwhile by another start)
            pass
    if not missing:
        path.mkdir(exist_ok=True)  # (FileExistsError when a file is in its place)


def all_folders() -> list[Path]:
    """Every folder the program writes to (one, when they coincide)."""
    return list(dict.fromkeys(folder(kind, create=False) for kind in (CONFIG, STATE, DATA)))


def data_dir(create: bool = True) -> Path:
    """The data folder (the statistics)."""
    return folder(DATA, create)


def folder_for(name: str, create: bool = True) -> Path:
    """The folder the file ``name`` is used in: the folder of its kind (an older version's
    file brought over first), or the old one while an older version runs (``upgrade``)."""
    from . import upgrade

    return upgrade.folder_for(name, folder(KIND.get(name, DATA), create), create)


def data_file(name: str, create: bool = True) -> Path:
    """The path of the file ``name``, in the folder of its kind."""
    return folder_for(name, create) / name
