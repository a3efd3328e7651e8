"""The rules core of everything that thinks, and which core runs: the hot modules
compiled when every one has an extension not older than its source, else (with a
warning, or by ``CALCULATION_QT_CORE=python``) the same sources as plain Python.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
import warnings

HOT_MODULES = (
    "calculation_qt.core.layout",
    "calculation_qt.core.position",
    "calculation_qt.core.rollout",
    "calculation_qt.rating.measures",
    "calculation_qt.rating.rater",
    "calculation_qt.solver.dead",
    "calculation_qt.solver.search",
)
ENV = "CALCULATION_QT_CORE"  # "python" or "auto"
_SLACK = 2.0  # seconds: an install writes source and extension at about the same time

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _paths(module: str) -> tuple[str, list[str]]:
    """(source, candidate extensions) of a hot module."""
    base = os.path.join(_ROOT, *module.split("."))
    return base + ".py", [base + suffix for suffix in importlib.machinery.EXTENSION_SUFFIXES]


def _compiled_is_usable() -> tuple[bool, str]:
    """(True, "") if every hot module has a fresh extension, else (False, why)."""
    for module in HOT_MODULES:
        source, candidates = _paths(module)
        built = [path for path in candidates if os.path.exists(path)]
        if not built:
            return False, "not built"
        if os.path.exists(source) and os.path.getmtime(source) > os.path.getmtime(built[0]) + _SLACK:
            return False, f"{os.path.basename(built[0])} is older than its source"
    return True, ""


class _SourceFinder:
    """Loads hot modules from source, ``import cython`` from the faster ``cython_shim.py``."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname == "cython":
            shim = os.path.join(_ROOT, "calculation_qt", "cython_shim.py")
            return importlib.util.spec_from_file_location("cython", shim)
        if fullname not in HOT_MODULES or not path:
            return None
        finder = importlib.machinery.FileFinder(
            path[0], (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES))
        return finder.find_spec(fullname, target)


_choice = ""


def install() -> None:
    """Choose the core for this process (once, before any hot module is imported)."""
    global _choice
    if _choice:
        return
    _choice = "python"
    if os.environ.get(ENV, "auto").strip().lower() == "python":
        sys.meta_path.insert(0, _SourceFinder())
        return
    usable, why = _compiled_is_usable()
    if usable:
        _choice = "compiled"
        return
    if why != "not built":
        warnings.warn(f"calculation-qt: the compiled core is not used ({why}); running plain Python. "
                      "Build it again with pip install -e .", RuntimeWarning, stacklevel=2)
    sys.meta_path.insert(0, _SourceFinder())


def name() -> str:
    """"compiled" or "python": the core this process runs (or will)."""
    for module in ("calculation_qt.core.position", "calculation_qt.rating.rater"):
        loaded = sys.modules.get(module)
        if loaded is not None:
            return "compiled" if loaded.COMPILED else "python"
    return _choice or "python"
