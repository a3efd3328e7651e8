"""Only what pyproject.toml cannot say: the top-level resources/ folder (icon, menu
entry, metainfo; shared with the desktop-file tools and packaging/) is installed as the
calculation_qt.resources package, so importlib.resources finds it in a wheel, an
editable install and a PyInstaller bundle alike.  Everything else is in pyproject.toml."""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["calculation_qt", "calculation_qt.*"]) + ["calculation_qt.resources"],
    package_dir={"calculation_qt.resources": "resources"},
)
