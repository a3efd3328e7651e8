"""Update the translation catalogues from the sources, and compile them.

    python packaging/translations.py            # lupdate the .ts files, then lrelease the .qm files
    python packaging/translations.py --check    # exit 1 (and say what) unless both are up to date
    python packaging/translations.py --add it   # also start a catalogue for a new language (code)

The catalogues are ``resources/translations/calculation_<code>.ts``: Qt Linguist's XML,
(English, the source language, has one too, holding only the plural forms: "1 card", "2 cards");
made by ``pyside6-lupdate`` from every ``.py`` file under ``calculation_qt/`` (the strings
in ``self.tr()``, ``QCoreApplication.translate()`` and ``QT_TRANSLATE_NOOP()``), without
source locations (so that edits elsewhere in a file do not touch the catalogues).
Translate them in Qt Linguist (``pyside6-linguist``) or any editor; a string still to be
translated is marked ``type="unfinished"``.  Beside each, the ``.qm`` file that
``pyside6-lrelease`` compiles from it: the program loads those (``calculation_qt.i18n``);
they are committed, so that ``pip install .`` needs no Qt tool.

An update keeps every translation whose English text did not change.  A string that
moved to another context (a class renamed, code moved to another module) keeps its
translation too: an unfinished string takes the finished translation of the same text
(and comment) from any context of the same catalogue, including strings that just
vanished.  Strings that are gone are then dropped (``-no-obsolete``).

Both tools come with PySide6-Essentials (``pyside6-lupdate``, ``pyside6-lrelease`` next to
this Python, or ``PySide6/lupdate``, ``PySide6/lrelease`` in the package).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "calculation_qt"
FOLDER = ROOT / "resources" / "translations"
PREFIX = "calculation_"
# English is the source language: its catalogue holds only the plural messages ("%n
# card(s)" -> "1 card" / "2 cards").
PLURAL_ONLY = {"en"}


def languages(folder: Path = FOLDER) -> list[str]:
    """The language codes that have a catalogue."""
    return sorted(p.stem.removeprefix(PREFIX) for p in folder.glob(f"{PREFIX}*.ts"))


def tool(name: str) -> str:
    """The path of ``pyside6-<name>`` (lupdate, lrelease) for this Python's PySide6."""
    here = Path(sys.executable).parent
    for candidate in (here / f"pyside6-{name}", here / f"pyside6-{name}.exe"):
        if candidate.exists():
            return str(candidate)
    import PySide6

    package = Path(PySide6.__file__).parent
    for candidate in (package / name, package / f"{name}.exe", package / "Qt" / "libexec" / name):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    raise SystemExit(f"translations: pyside6-{name} not found (it comes with PySide6-Essentials)")


def source_files() -> list[str]:
    return sorted(str(p) for p in SOURCES.rglob("*.py") if "__pycache__" not in p.parts)


def _run(args: list[str]) -> None:
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"translations: {' '.join(args[:1])} failed:\n{result.stdout}{result.stderr}")


def lupdate(ts_files: list[Path], no_obsolete: bool) -> None:
    args = [tool("lupdate"), "-silent", "-locations", "none", "-extensions", "py", *source_files()]
    if no_obsolete:
        args.append("-no-obsolete")
    _run([*args, "-ts", *map(str, ts_files)])


def carry_over(ts_file: Path) -> int:
    """Give each unfinished message the finished translation of the same source text and
    comment found elsewhere in ``ts_file`` (vanished messages included); returns how many."""
    tree = ET.parse(ts_file)
    done: dict[tuple, ET.Element] = {}
    todo: list[tuple[tuple, ET.Element]] = []
    for message in tree.iter("message"):
        key = (message.findtext("source"), message.findtext("comment") or "", message.get("numerus", "no"))
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "unfinished"
        if kind == "unfinished":
            todo.append((key, translation))
        elif kind in (None, "vanished", "obsolete") and (translation.text or len(translation)):
            done.setdefault(key, translation)
    copied = 0
    for key, translation in todo:
        source = done.get(key)
        if source is None:
            continue
        translation.text = source.text
        for child in list(translation):
            translation.remove(child)
        for child in source:
            copy = ET.SubElement(translation, child.tag)
            copy.text = child.text
        del translation.attrib["type"]
        copied += 1
    if copied:
        tree.write(ts_file, encoding="utf-8", xml_declaration=True)
    return copied


def _key(message: ET.Element) -> tuple:
    return (message.findtext("source"), message.findtext("comment") or "")


def remember_plurals(ts_file: Path) -> dict[tuple, list[str]]:
    """The finished plural forms of ``ts_file``: (source, comment) -> forms."""
    memory = {}
    for message in ET.parse(ts_file).iter("message"):
        translation = message.find("translation")
        if message.get("numerus") == "yes" and translation is not None and translation.get("type") is None:
            memory[_key(message)] = [form.text or "" for form in translation.iter("numerusform")]
    return memory


def finish(ts_file: Path, memory: dict[tuple, list[str]]) -> None:
    """Make every message whose source holds %n a plural one, with its remembered forms;
    in a plural-only catalogue (English) drop the others.

    PySide6's lupdate (6.11) takes ``QCoreApplication.translate(c, s, "", n)`` for a
    plural only when ``n`` is a literal number (``self.tr(s, "", n)`` it does take), and
    forgets the plural forms of such a message on every run: so they are kept here.
    Only a changed file is written (the declaration, DOCTYPE and lupdate's layout kept)."""
    tree = ET.parse(ts_file)
    changed = False
    if ts_file.stem.removeprefix(PREFIX) in PLURAL_ONLY:
        root = tree.getroot()
        for context in list(root.iter("context")):
            for message in list(context.iter("message")):
                if "%n" not in (message.findtext("source") or ""):
                    context.remove(message)
                    changed = True
            kept = context.findall("message")
            if kept:
                kept[-1].tail = "\n"
            else:
                root.remove(context)
        if len(root):
            root[-1].tail = "\n"
    for message in tree.iter("message"):
        if "%n" not in (message.findtext("source") or "") or message.get("numerus") == "yes":
            continue
        changed = True
        message.set("numerus", "yes")
        translation = message.find("translation")
        forms = memory.get(_key(message))
        translation.text = "\n" + " " * 12
        translation.attrib.pop("type", None)
        if forms is None:
            translation.set("type", "unfinished")
            forms = ["", ""]
        for i, text in enumerate(forms):
            form = ET.SubElement(translation, "numerusform")
            form.text = text
            form.tail = "\n" + " " * (12 if i < len(forms) - 1 else 8)
    if changed:
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts_file.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                           encoding="utf-8")


def lrelease(ts_file: Path, qm_file: Path) -> None:
    _run([tool("lrelease"), "-silent", str(ts_file), "-qm", str(qm_file)])


def update(folder: Path, codes: list[str]) -> None:
    """Bring the catalogues of ``codes`` in ``folder`` up to date and compile them."""
    ts_files = [folder / f"{PREFIX}{code}.ts" for code in codes]
    plurals = {f: remember_plurals(f) if f.exists() else {} for f in ts_files}
    lupdate(ts_files, no_obsolete=False)
    for ts_file in ts_files:
        carry_over(ts_file)
    lupdate(ts_files, no_obsolete=True)  # drops what vanished; lupdate's own layout again
    for ts_file in ts_files:
        finish(ts_file, plurals[ts_file])
        lrelease(ts_file, ts_file.with_suffix(".qm"))


def unfinished(ts_file: Path) -> list[str]:
    """The source texts of ``ts_file`` that have no finished translation."""
    tree = ET.parse(ts_file)
    out = []
    for context in tree.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") is not None:
                out.append(f"{context.findtext('name')}: {message.findtext('source')!r}")
    return out


def check(folder: Path = FOLDER) -> list[str]:
    """What is not up to date, in words (an empty list: all is)."""
    problems = []
    codes = languages(folder)
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch)
        for code in codes:
            shutil.copy(folder / f"{PREFIX}{code}.ts", fresh)
        update(fresh, codes)
        for code in codes:
            name = f"{PREFIX}{code}"
            if (fresh / f"{name}.ts").read_bytes() != (folder / f"{name}.ts").read_bytes():
                problems.append(f"{name}.ts does not match the sources (strings were added, changed or removed)")
            for text in unfinished(fresh / f"{name}.ts"):
                problems.append(f"{name}.ts: untranslated: {text}")
            qm = folder / f"{name}.qm"
            if not qm.exists() or qm.read_bytes() != (fresh / f"{name}.qm").read_bytes():
                problems.append(f"{name}.qm is missing or not compiled from {name}.ts")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check that everything is up to date")
    parser.add_argument("--add", metavar="CODE", action="append", default=[],
                        help="start the catalogue of a new language (e.g. it, pt_BR)")
    args = parser.parse_args(argv)
    if args.check:
        problems = check()
        for problem in problems:
            print(problem)
        if problems:
            print("translations: run `python packaging/translations.py`, translate the unfinished strings "
                  "in resources/translations/*.ts, run it again and commit the .ts and .qm files")
            return 1
        print(f"translations: {', '.join(languages())} up to date")
        return 0
    FOLDER.mkdir(parents=True, exist_ok=True)
    codes = sorted(set(languages()) | set(args.add))
    update(FOLDER, codes)
    for code in codes:
        left = unfinished(FOLDER / f"{PREFIX}{code}.ts")
        print(f"{PREFIX}{code}.ts: {len(left)} untranslated" + ("" if not left else ": " + "; ".join(left[:5])
                                                                + (" ..." if len(left) > 5 else "")))
    return 0


if __name__ == "__main__":
    os.chdir(ROOT)
    sys.exit(main())
