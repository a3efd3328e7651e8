"""The menu entry and the metainfo speak every language of the catalogues: their
translated names, comments and keywords are the catalogues' (packaging/desktop_entry.py
writes them), and the metainfo carries what software centres ask for."""

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

from calculation_qt import resources

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("de", "es", "fr", "it", "nl", "pl", "pt_BR", "ru")
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def generator():
    spec = importlib.util.spec_from_file_location("desktop_entry", ROOT / "packaging" / "desktop_entry.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def desktop_keys() -> dict[str, str]:
    text = resources.read_text(resources.DESKTOP_FILE)
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def test_the_files_are_up_to_date_with_the_catalogues():
    assert generator().main(["--check"]) == 0


def test_the_menu_entry_has_every_key_in_every_language():
    keys = desktop_keys()
    assert keys["Name[de]"] == "Kalkulation" and keys["Name[ru]"] == "Расчёт"
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        for code in LANGUAGES:
            assert keys.get(f"{key}[{code}]"), f"no {key}[{code}]"
    assert all(keys[f"Keywords[{code}]"].endswith(";") for code in LANGUAGES)


def test_the_generator_replaces_old_translations_and_follows_the_catalogue():
    module = generator()
    langs = {"de": {module.NAME: "Neu", module.COMMENT: "Ein Kommentar"}}
    text = "[Desktop Entry]\nName=Calculation\nName[de]=Alt\nName[fr]=Vieux\nComment=x\n"
    assert module.desktop_text(text, langs) == (
        "[Desktop Entry]\nName=Calculation\nName[de]=Neu\nComment=x\nComment[de]=Ein Kommentar\n")


def test_the_metainfo_is_translated_and_has_screenshots_branding_and_urls():
    root = ET.fromstring(resources.read_text(resources.METAINFO_FILE))
    for tag in ("name", "summary"):
        assert {e.get(XML_LANG) for e in root.findall(tag)} == {None, *LANGUAGES}
    assert {e.get(XML_LANG) for e in root.find("keywords")} == {None, *LANGUAGES}
    assert root.find("screenshots/screenshot[@type='default']/image").text.startswith("https://")
    assert len(root.findall("branding/color")) == 2
    assert {"homepage", "bugtracker", "vcs-browser", "translate"} <= set(resources.project_urls())
    from calculation_qt import __version__

    assert __version__ in [r.get("version") for r in root.iter("release")]
