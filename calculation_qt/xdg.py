"""The XDG base directories (freedesktop.org's Base Directory specification), read the
one way the whole program reads them.

``$XDG_CONFIG_HOME``, ``$XDG_STATE_HOME`` and ``$XDG_DATA_HOME`` count only when set to an
absolute path (the specification says to ignore a relative one); otherwise they are
``~/.config``, ``~/.local/state`` and ``~/.local/share``.  No Qt needed: the command-line
tools and the menu-entry installer use it as well as the window.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

# variable -> its default, relative to the home folder
DEFAULTS = {
    "XDG_CONFIG_HOME": (".config",),
    "XDG_STATE_HOME": (".local", "state"),
    "XDG_DATA_HOME": (".local", "share"),
}


def home(variable: str, environ: Mapping[str, str] | None = None) -> Path:
    """The base directory ``variable`` names (one of ``DEFAULTS``)."""
    env = os.environ if environ is None else environ
    value = env.get(variable, "")
    if value and os.path.isabs(value):
        return Path(value)
    user_home = env.get("HOME") or os.path.expanduser("~")
    return Path(user_home, *DEFAULTS[variable])


def data_dirs(environ: Mapping[str, str] | None = None) -> list[Path]:
    """The data folders to look in, the user's first: ``$XDG_DATA_HOME``, then each
    absolute folder of ``$XDG_DATA_DIRS`` (default ``/usr/local/share:/usr/share``)."""
    env = os.environ if environ is None else environ
    dirs = [home("XDG_DATA_HOME", env)]
    dirs += [Path(d) for d in (env.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share").split(":")
             if os.path.isabs(d)]
    return list(dict.fromkeys(dirs))
