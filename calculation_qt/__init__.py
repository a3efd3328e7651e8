"""Calculation: a patience game for people who like to think ahead."""

from . import core as _core

__version__ = "0.2.0"  # the one place; NEWS.md and the metainfo name it too (docs/packaging.md)
APP_ID = "io.github.calculation_qt.Calculation"

_core.install()  # the compiled core or its plain-Python fallback (see core/__init__.py)
