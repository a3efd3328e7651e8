"""The one data folder everything the program writes lives in.

``CALCULATION_QT_HOME`` redirects it (the tests always do); otherwise it is the
platform's application-data location (``~/.local/share/calculation-qt`` on Linux,
``%APPDATA%\\calculation-qt`` on Windows, ``~/Library/Application Support/calculation-qt``
on macOS).  No Qt needed, so command-line tools can use it too.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ENV_VAR = "CALCULATION_QT_HOME"
APP_DIR = "calculation-qt"


def data_dir(create: bool = True) -> Path:
    override = os.environ.get(ENV_VAR)
    if override:
        path = Path(override).expanduser()
    elif sys.platform == "win32":
        path = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / APP_DIR
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / APP_DIR
    else:
        path = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / APP_DIR
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def data_file(name: str) -> Path:
    return data_dir() / name
