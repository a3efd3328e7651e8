"""One version everywhere: ``calculation_qt.__version__`` (what ``--version`` says), the
newest heading of NEWS.md and the newest release of the AppStream metainfo; every
version NEWS.md names is a metainfo release of the same date, newest first; the
metainfo's screenshots are on the release's tag, not a moving branch; the package
names its source, documentation and changelog (docs/packaging.md, "Cutting a release")."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from datetime import date
from pathlib import Path

import pytest

import calculation_qt
from calculation_qt import resources

ROOT = Path(__file__).resolve().parent.parent
HEADING = re.compile(r"^## (\d+\.\d+\.\d+) \((\d{4}-\d{2}-\d{2})\)$", re.M)


def news_releases() -> list[tuple[str, str]]:
    return HEADING.findall((ROOT / "NEWS.md").read_text(encoding="utf-8"))


def metainfo() -> ET.Element:
    return ET.fromstring(resources.read_bytes(resources.METAINFO_FILE))


def metainfo_releases() -> list[tuple[str, str]]:
    return [(r.get("version"), r.get("date")) for r in metainfo().iter("release")]


def version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def test_the_version_news_and_metainfo_agree():
    news = news_releases()
    assert news, "NEWS.md has no '## <version> (<date>)' heading"
    assert news[0][0] == calculation_qt.__version__
    assert metainfo_releases() == news  # every version, with its date, in the same order


def test_releases_are_newest_first_and_dated_in_order():
    news = news_releases()
    versions = [version_key(v) for v, _ in news]
    assert versions == sorted(versions, reverse=True) and len(set(versions)) == len(versions)
    dates = [date.fromisoformat(d) for _, d in news]
    assert dates == sorted(dates, reverse=True)


def test_every_release_says_what_changed():
    text = (ROOT / "NEWS.md").read_text(encoding="utf-8")
    sections = HEADING.split(text)[3::3]  # the text after each heading
    assert all(re.search(r"^- \S", section, re.M) for section in sections)
    for release in metainfo().iter("release"):
        assert release.find("description") is not None, release.get("version")


def test_the_version_option_says_the_version():
    out = subprocess.run([sys.executable, "-m", "calculation_qt", "--version"], capture_output=True, text=True,
                         check=True).stdout
    assert out.startswith(f"calculation-qt {calculation_qt.__version__} ")


def test_screenshots_are_on_the_release_tag():
    tag = f"v{calculation_qt.__version__}"
    urls = [image.text for image in metainfo().iter("image")]
    assert urls
    for url in urls:
        assert f"/{tag}/" in url, url
        path = url.split(f"/{tag}/", 1)[1]
        assert (ROOT / path).is_file(), f"{url}: no {path} in the repository"


def test_the_package_names_its_source_documentation_and_changelog():
    tomllib = pytest.importorskip("tomllib")  # (Python 3.11 and newer)
    urls = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["urls"]
    assert {"Homepage", "Source", "Documentation", "Changelog", "Issues"} <= set(urls)
    assert urls["Changelog"].endswith("/NEWS.md")
