"""The packaged resources: one application id everywhere, an icon that loads in every
hicolor size and matches its SVG, a menu entry and metainfo that say what they must."""

from __future__ import annotations

import configparser
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

import calculation_qt
from calculation_qt import resources
from calculation_qt.app.shell.resources import app_icon

ROOT = Path(__file__).resolve().parent.parent


def desktop_entry() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(resources.read_text(resources.DESKTOP_FILE))
    return parser


def test_one_application_id_everywhere():
    assert resources.APP_ID == calculation_qt.APP_ID == "io.github.calculation_qt.Calculation"
    for name in (resources.ICON_SVG, resources.DESKTOP_FILE, resources.METAINFO_FILE):
        assert name.startswith(resources.APP_ID + ".")
        assert resources.resource(name).is_file()
    assert desktop_entry()["Desktop Entry"]["Icon"] == resources.APP_ID
    assert ET.fromstring(resources.read_bytes(resources.METAINFO_FILE)).findtext("id") == resources.APP_ID


def test_resources_are_found_through_importlib_in_the_package():
    # In a wheel or a bundle they sit inside the calculation_qt package; in a checkout
    # the package name is mapped onto resources/ (setup.py).
    assert resources.__name__ == "calculation_qt.resources"
    assert Path(str(resources.root())).name in ("resources",)
    with pytest.raises(resources.ResourceMissingError, match="missing"):
        resources.read_bytes("no-such-file.png")
    with pytest.raises(ValueError, match="sizes are"):
        resources.icon_png_name(20)


@pytest.mark.parametrize("size", resources.ICON_SIZES)
def test_png_icon_has_its_size_a_transparent_corner_and_a_drawn_middle(size):
    image = QImage.fromData(resources.read_bytes(resources.icon_png_name(size)), "PNG")
    assert not image.isNull()
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_svg_icon_is_square_and_drawable():
    renderer = QSvgRenderer(bytes(resources.read_bytes(resources.ICON_SVG)))
    assert renderer.isValid()
    box = renderer.viewBoxF()
    assert box.width() == box.height() > 0


def test_committed_pngs_match_a_fresh_render_of_the_svg():
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "render_icons.py"), "--check"],
        capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_app_icon_has_every_size(qapp):
    icon = app_icon()
    assert not icon.isNull()
    sizes = sorted(s.width() for s in icon.availableSizes())
    assert sizes == list(resources.ICON_SIZES)


def test_desktop_entry_says_what_a_menu_needs():
    entry = desktop_entry()["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Calculation"
    assert entry["Exec"] == "calculation-qt"  # the installer rewrites it to an absolute path
    assert entry["Terminal"] == "false"
    categories = entry["Categories"].split(";")
    assert entry["Categories"].endswith(";")
    assert "Game" in categories and "CardGame" in categories


def test_metainfo_names_the_launchable_licences_and_current_release():
    root = ET.fromstring(resources.read_bytes(resources.METAINFO_FILE))
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("launchable") == resources.DESKTOP_FILE
    assert root.find("launchable").get("type") == "desktop-id"
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("name") == "Calculation"
    assert root.find("content_rating").get("type") == "oars-1.1"
    versions = [r.get("version") for r in root.find("releases")]
    assert versions[0] == calculation_qt.__version__, "add a <release> for the new version"
    assert root.findtext("provides/binary") == "calculation-qt"


def test_every_resource_file_is_shipped_in_the_wheel():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = config["tool"]["setuptools"]["package-data"]["calculation_qt.resources"]
    folder = ROOT / "resources"
    shipped = {path for pattern in patterns for path in folder.glob(pattern)}  # setuptools' glob rules
    for path in folder.rglob("*"):
        # (.ts: the translations' sources; the .qm files compiled from them are shipped)
        if path.is_dir() or "__pycache__" in path.parts or path.suffix in (".py", ".pyc", ".ts"):
            continue
        assert path in shipped, f"{path.relative_to(ROOT)} is not in pyproject.toml package-data"


def test_resources_have_one_home_and_ci_checks_the_package():
    # setup.py maps resources/ onto calculation_qt.resources; a second copy inside the
    # package folder would be silently shadowed in the wheel.
    assert not (ROOT / "calculation_qt" / "resources").exists()
    packaging_check = ROOT / ".ci" / "packaging"
    assert packaging_check.stat().st_mode & 0o111, ".ci/packaging must be executable (.ci/run skips it otherwise)"
    assert ".ci/packaging" in (ROOT / ".ci" / "run").read_text()


def test_bundle_keeps_every_qt_module_the_game_imports():
    """packaging/calculation-qt.spec leaves Qt modules out of the bundle: none may be used."""
    import re

    spec = (ROOT / "packaging" / "calculation-qt.spec").read_text()
    excluded = set(re.findall(r'"PySide6\.(Qt\w+)"', spec.split("excludes = [", 1)[1].split("]", 1)[0]))
    assert "QtQml" in excluded  # the pattern still reads the list
    used = set()
    for path in (ROOT / "calculation_qt").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r"PySide6\.(Qt\w+)", text))
        for names in re.findall(r"from PySide6 import \(?([\w\s,]+)\)?", text):
            used |= {n.strip() for n in names.split(",") if n.strip().startswith("Qt")}
    assert "QtWidgets" in used
    assert not used & excluded, f"used but left out of the bundle: {sorted(used & excluded)}"
