"""The program's resources: the application icon, the freedesktop menu entry and the
AppStream metainfo, all named after one application id, and the manual page.

This folder is the ``calculation_qt.resources`` package: setup.py maps the top-level
``resources/`` folder to that name, so the same files are found through
``importlib.resources`` in a source checkout, an editable install, an installed wheel
and a PyInstaller bundle (packaging/calculation-qt.spec copies them to the same place).
No Qt here: the menu-entry installer (``python -m calculation_qt.desktop``) uses it too;
``calculation_qt.app.shell.resources.app_icon()`` builds the window icon from these files.
"""

from __future__ import annotations

from importlib.resources import files
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # importlib.resources.abc is new in Python 3.11
    from importlib.abc import Traversable

APP_ID = "io.github.calculation_qt.Calculation"  # the same as calculation_qt.APP_ID
ICON_SIZES = (16, 32, 48, 64, 128, 256)  # hicolor PNG sizes, rendered from the SVG
ICON_SVG = f"{APP_ID}.svg"
DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
MAN_PAGE = "calculation-qt.6"  # the manual page (section 6: games)


class ResourceMissingError(FileNotFoundError):
    """A resource file is not where the package says it is (a broken install)."""


def root() -> Traversable:
    """The folder holding the resources, wherever the package was installed."""
    return files(__name__)


def icon_png_name(size: int) -> str:
    """The hicolor path of the PNG icon of one size, relative to :func:`root`."""
    if size not in ICON_SIZES:
        raise ValueError(f"no {size} px icon; sizes are {', '.join(map(str, ICON_SIZES))}")
    return f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"


def resource(name: str) -> Traversable:
    """One resource file by its path relative to :func:`root` (``/``-separated)."""
    item = root()
    for part in name.split("/"):
        item = item / part
    if not item.is_file():
        raise ResourceMissingError(f"resource {name!r} is missing from {root()} (reinstall calculation-qt)")
    return item


def read_bytes(name: str) -> bytes:
    return resource(name).read_bytes()


def read_text(name: str) -> str:
    return resource(name).read_text(encoding="utf-8")


def project_urls() -> dict[str, str]:
    """The metainfo's ``<url type=...>`` addresses by type ("homepage", "bugtracker")."""
    import xml.etree.ElementTree as ET

    root_element = ET.fromstring(read_text(METAINFO_FILE))
    return {url.get("type", ""): (url.text or "").strip() for url in root_element.iter("url")}
