"""What pyproject.toml cannot say.

- The top-level resources/ folder (icon, menu entry, metainfo; shared with the
  desktop-file tools and packaging/) is installed as the calculation_qt.resources
  package, so importlib.resources finds it in a wheel, an editable install and a
  PyInstaller bundle alike.
- The hot modules (calculation_qt/core/__init__.py ``HOT_MODULES``, Cython pure-Python mode)
  are compiled to C extensions when Cython (a build requirement only) and a C compiler
  are there.  A failed compile is not an error: they are then installed as the plain
  Python they also are.  ``CALCULATION_QT_BUILD=python`` skips the compile.
- Every build starts from an empty build folder: a compiled module left there by an
  earlier build (of older sources, or one this build is told not to make) would
  otherwise be copied into the wheel.
"""

import ast
import os
import shutil
import sys

from setuptools import Extension, find_packages, setup
from setuptools.command.build import build
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))


def hot_modules() -> list[str]:
    """HOT_MODULES of calculation_qt/core/__init__.py, read without importing the package."""
    with open(os.path.join(HERE, "calculation_qt", "core", "__init__.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "HOT_MODULES" for t in node.targets):
            return list(ast.literal_eval(node.value))
    raise RuntimeError("calculation_qt/core/__init__.py has no HOT_MODULES")


def say(text: str) -> None:
    print(f"calculation-qt build: {text}", file=sys.stderr)


class OptionalBuildExt(build_ext):
    """build_ext that leaves a module as plain Python where it cannot be compiled."""

    def run(self):
        try:
            super().run()
        except Exception as e:  # no compiler at all, a broken toolchain
            say(f"compiling failed ({e}); the plain-Python core is installed")

    def build_extension(self, ext):
        try:
            super().build_extension(ext)
        except Exception as e:
            say(f"compiling {ext.name} failed ({e}); the plain-Python core is installed")


class CleanBuild(build):
    """build that empties its output folder first (what is built now is all it ships)."""

    def run(self):
        shutil.rmtree(self.build_lib, ignore_errors=True)
        super().run()


def extensions() -> list:
    if os.environ.get("CALCULATION_QT_BUILD", "").strip().lower() == "python":
        say("CALCULATION_QT_BUILD=python: the plain-Python core is installed")
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        say("Cython is not installed; the plain-Python core is installed")
        return []
    modules = [Extension(name, [name.replace(".", "/") + ".py"]) for name in hot_modules()]
    try:
        return cythonize(modules, language_level=3, quiet=True,
                         compiler_directives={"boundscheck": False, "wraparound": False,
                                              "initializedcheck": False, "cdivision": True})
    except Exception as e:
        say(f"Cython failed ({e}); the plain-Python core is installed")
        return []


setup(
    packages=find_packages(include=["calculation_qt", "calculation_qt.*"]) + ["calculation_qt.resources"],
    package_dir={"calculation_qt.resources": "resources"},
    ext_modules=extensions(),
    cmdclass={"build": CleanBuild, "build_ext": OptionalBuildExt},
)
