"""Write the catalogues' translations of the menu entry and the metainfo into them.

    python packaging/desktop_entry.py           # update resources/<app id>.desktop and .metainfo.xml
    python packaging/desktop_entry.py --check   # exit 1 (and say which) unless both are up to date

The texts are marked in ``calculation_qt/menu_entry.py`` and translated in the
catalogues (``resources/translations/*.ts``) like every other text; this writes each
language's translation as ``Name[de]=``, ``GenericName[de]=``, ``Comment[de]=``,
``Keywords[de]=`` lines into the .desktop file and as ``<name xml:lang="de">``,
``<summary xml:lang="de">`` and ``<keyword xml:lang="de">`` elements into the metainfo.
Run it after ``packaging/translations.py``; ``tests/test_menu_entry.py`` checks both files
are up to date.
"""

from __future__ import annotations

import argparse
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from calculation_qt import APP_ID  # noqa: E402
from calculation_qt.menu_entry import COMMENT, DESKTOP_KEYS, KEYWORDS, NAME, SUMMARY  # noqa: E402, F401

DESKTOP_FILE, METAINFO_FILE = f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml"
RESOURCES = ROOT / "resources"
CATALOGUES = RESOURCES / "translations"


def translations(code: str) -> dict[tuple[str, str], str]:
    """(context, English text) -> the finished translation, from one catalogue."""
    root = ET.parse(CATALOGUES / f"calculation_{code}.ts").getroot()
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None and translation.text:
                found[(name, message.findtext("source"))] = translation.text
    return found


def languages() -> dict[str, dict]:
    """Each language with a catalogue (English is the source) -> its translations."""
    codes = sorted(p.stem.removeprefix("calculation_") for p in CATALOGUES.glob("calculation_*.ts"))
    return {code: translations(code) for code in codes if code != "en"}


def desktop_text(text: str, langs: dict[str, dict]) -> str:
    """The .desktop file with one translated line per language after each key's line."""
    keys = "|".join(DESKTOP_KEYS)
    lines = [line for line in text.splitlines() if not re.match(rf"({keys})\[[^]]+\]=", line)]
    out = []
    for line in lines:
        out.append(line)
        key = line.split("=", 1)[0]
        if key in DESKTOP_KEYS and "=" in line:
            for code, found in langs.items():
                value = found.get(DESKTOP_KEYS[key])
                if value:
                    out.append(f"{key}[{code}]={value}")
    return "\n".join(out) + "\n"


def metainfo_text(text: str, langs: dict[str, dict]) -> str:
    """The metainfo with a translated name, summary and keywords per language."""
    text = re.sub(r'\n *<(name|summary|keyword) xml:lang="[^"]+">[^<]*</\1>', "", text)

    def after(pattern: str, element: str, source: tuple[str, str], indent: str, split=False) -> None:
        nonlocal text
        added = []
        for code, found in langs.items():
            value = found.get(source)
            for word in (value.split(";") if split and value else [value]):
                if word:
                    added.append(f'\n{indent}<{element} xml:lang="{code}">{escape(word.strip())}</{element}>')
        match = re.search(pattern, text)
        if match is None:
            raise SystemExit(f"{METAINFO_FILE}: no {pattern!r} to put the translations after")
        text = text[:match.end()] + "".join(added) + text[match.end():]

    after(r"\n  <name>[^<]*</name>", "name", NAME, "  ")
    after(r"\n  <summary>[^<]*</summary>", "summary", SUMMARY, "  ")
    after(r"(\n    <keyword>[^<]*</keyword>)+", "keyword", KEYWORDS, "    ", split=True)
    return text


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 unless up to date")
    args = parser.parse_args(argv)
    langs = languages()
    stale = []
    for name, make in ((DESKTOP_FILE, desktop_text), (METAINFO_FILE, metainfo_text)):
        path = RESOURCES / name
        old = path.read_text(encoding="utf-8")
        new = make(old, langs)
        if new != old:
            stale.append(name)
            if not args.check:
                path.write_text(new, encoding="utf-8")
    if args.check and stale:
        print(f"not up to date with the catalogues: {', '.join(stale)} (run python packaging/desktop_entry.py)")
        return 1
    print(f"{', '.join(stale) or 'nothing'} {'written' if stale and not args.check else 'to change'}; "
          f"languages: {', '.join(langs)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
