"""The translation catalogues: complete, consistent with their English sources, compiled
from their .ts files, loadable; and the language machinery of calculation_qt.i18n."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from calculation_qt import i18n
from calculation_qt.engine import ALL_CARDS, ALL_VARIANTS, Card

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
sys.path.insert(0, str(ROOT / "packaging"))
import translations as tools  # noqa: E402  (packaging/translations.py)

CODES = tools.languages()
PLACEHOLDER = re.compile(r"\{[a-z_]*(?::[^}]*)?\}")
TAG = re.compile(r"</?([a-z0-9]+)[^>]*>")


def messages(code: str):
    """(context, source, comment, translation element, numerus) of every message."""
    tree = ET.parse(FOLDER / f"calculation_{code}.ts")
    for context in tree.iter("context"):
        for message in context.iter("message"):
            yield (context.findtext("name"), message.findtext("source"), message.findtext("comment"),
                   message.find("translation"), message.get("numerus") == "yes")


def forms(translation: ET.Element, numerus: bool) -> list[str]:
    if numerus:
        return [f.text or "" for f in translation.iter("numerusform")]
    return [translation.text or ""]


def test_the_promised_languages_have_catalogues():
    assert set(CODES) >= set(i18n.TRANSLATED) | {"en"}
    assert set(i18n.TRANSLATED) == {"de", "fr", "es", "it", "nl", "pl", "pt_BR", "ru"}
    assert set(i18n.TRANSLATED) <= set(i18n.LANGUAGES)


@pytest.mark.parametrize("code", CODES)
def test_every_message_is_translated_and_none_is_obsolete(code):
    problems = []
    for context, source, _comment, translation, numerus in messages(code):
        kind = translation.get("type")
        if kind is not None:
            problems.append(f"{context}: {source!r} is {kind}")
        elif not all(f.strip() for f in forms(translation, numerus)):
            problems.append(f"{context}: {source!r} has an empty translation")
    assert not problems, f"calculation_{code}.ts:\n" + "\n".join(problems)


@pytest.mark.parametrize("code", CODES)
def test_translations_keep_placeholders_tags_and_accelerators(code):
    """Every {name} and %n of the source, the same HTML tags, one & shortcut where the source has one."""
    problems = []
    for context, source, _comment, translation, numerus in messages(code):
        for text in forms(translation, numerus):
            where = f"{context}: {source!r} -> {text!r}"
            if set(PLACEHOLDER.findall(text)) != set(PLACEHOLDER.findall(source)):
                problems.append(f"{where}: placeholders differ")
            if numerus and "%n" not in text and "%Ln" not in text:
                problems.append(f"{where}: a plural form without %n")
            if sorted(TAG.findall(text)) != sorted(TAG.findall(source)):
                problems.append(f"{where}: HTML tags differ")
            accelerators = len(re.findall(r"&(?!&|[a-z]+;|#)", text))
            if accelerators != len(re.findall(r"&(?!&|[a-z]+;|#)", source)):
                problems.append(f"{where}: the & shortcut marks differ")
    assert not problems, f"calculation_{code}.ts:\n" + "\n".join(problems)


@pytest.mark.parametrize("code", CODES)
def test_plural_messages_are_marked_numerus(code):
    """A %n message lupdate did not take as a plural (e.g. ``translate(c, s, None, n)``
    instead of ``translate(c, s, "", n)``) would never get its plural forms."""
    plain = [f"{c}: {s!r}" for c, s, _m, _t, numerus in messages(code) if "%n" in s and not numerus]
    assert not plain


@pytest.mark.parametrize("code", CODES)
def test_qm_is_compiled_from_its_ts(tmp_path, code):
    fresh = tmp_path / f"calculation_{code}.qm"
    tools.lrelease(FOLDER / f"calculation_{code}.ts", fresh)
    committed = FOLDER / f"calculation_{code}.qm"
    assert committed.read_bytes() == fresh.read_bytes(), (
        f"{committed.name} is stale: run `python packaging/translations.py` and commit the .qm files")


@pytest.mark.parametrize("code", i18n.TRANSLATED)
def test_qm_loads_and_translates(qapp, code):
    translator = QTranslator()
    assert translator.load(i18n.catalogue_path(code))
    assert translator.language() == code or translator.language().split("_")[0] == code
    expected = {t.text for c, s, _m, t, _n in messages(code) if c == "Card" and s == "King"}
    assert translator.translate("Card", "King") in expected and translator.translate("Card", "King") != "King"


def test_english_catalogue_holds_the_plurals_only(qapp):
    """English is the source language; its catalogue gives the plural forms."""
    assert all("%n" in source and numerus for _c, source, _m, _t, numerus in messages("en"))
    translator = QTranslator()
    assert translator.load(i18n.catalogue_path("en"))
    assert translator.translate("Table", "%n card(s) still to place, the turned card included; no redeal", "", 1) \
        == "%n card still to place, the turned card included; no redeal"
    assert QCoreApplication.translate("WinChart", "Win % over the last %n game(s)", "", 7) == \
        "Win % over the last 7 games"  # installed for every test (tests/conftest.py)


# -- i18n ------------------------------------------------------------------------------------
@pytest.fixture
def language(qapp):
    """Install a language for one test; English and the system's locale back afterwards."""
    codes = []

    def use(setting: str) -> str:
        codes.append(setting)
        return i18n.install(qapp, setting)

    yield use
    i18n.install_catalogues(qapp, "en")  # as tests/conftest.py left it
    QLocale.setDefault(QLocale.system())


@pytest.mark.parametrize("tags, code", [
    (["de-DE", "de"], "de"), (["fr_CA"], "fr"), (["ja-JP", "es-MX", "es"], "es"), (["en-GB", "de"], "en"),
    (["ja-JP"], "en"), ([], "en"), (["C"], "en"), (["pt-BR"], "pt_BR"), (["pt_PT", "de"], "pt_BR"),
    (["ru-RU"], "ru"), (["nl-BE"], "nl"), (["pl"], "pl"), (["it-CH"], "it"),
])
def test_system_language_is_the_first_spoken_one(tags, code):
    assert i18n.system_language(tags) == code


def test_a_chosen_language_wins_over_the_system(monkeypatch):
    monkeypatch.setattr(i18n, "system_language", lambda tags=None: "fr")
    assert i18n.choose_language("de") == "de"
    assert i18n.choose_language("system") == "fr"
    assert i18n.choose_language("xx") == "fr"  # a code only a newer program knows


@pytest.mark.parametrize("code, king, card, title, pct", [
    ("de", "König", "Herz-Sieben", "Kalkulation, drei Abwurfstapel", "42,5\u00a0%"),
    ("fr", "roi", "sept de cœur", "Calcul, trois défausses", "42,5\u202f%"),
    ("es", "rey", "siete de corazones", "Cálculo, tres pilas de descarte", "42,5\u00a0%"),
    ("it", "re", "sette di cuori", "Calcolo, tre pile di scarto", "42,5%"),
    ("nl", "heer", "hartenzeven", "Berekening, drie aflegstapels", "42,5%"),
    ("pl", "król", "siódemka kier", "Kalkulacja, trzy stosy odrzutów", "42,5%"),
    ("pt_BR", "rei", "sete de copas", "Cálculo, três pilhas de descarte", "42,5%"),
    ("ru", "король", "семёрка червей", "Расчёт, три сброса", "42,5\u00a0%"),
    ("en", "King", "Seven of Hearts", "Calculation, three waste piles", "42.5%"),
])
def test_engine_texts_and_numbers_in_each_language(language, code, king, card, title, pct):
    assert language(code) == code
    assert i18n.rank_name(13) == king
    assert i18n.card_name(Card(7, "H")) == card
    from calculation_qt.engine import Variant

    assert i18n.variant_title(Variant("calculation", 3)) == title
    assert i18n.percent(42.5, 1) == pct
    assert i18n.percent(None) == "\u2013"


def test_every_card_and_variant_has_a_name_in_every_language(language):
    for code in i18n.TRANSLATED:
        language(code)
        names = {i18n.card_name(card) for card in ALL_CARDS}
        titles = {i18n.variant_title(v) for v in ALL_VARIANTS}
        assert len(names) == 52 and len(titles) == len(ALL_VARIANTS)
        assert not names & {card.name for card in ALL_CARDS}, code  # no English name left


def test_qt_own_texts_are_translated_too(language):
    """Qt's dialog buttons come from the qtbase catalogue of the PySide6 wheel."""
    if i18n.qt_catalogue_path("de") is None:
        pytest.skip("this PySide6 has no qtbase_de.qm")
    language("de")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"


def test_dates_and_numbers_follow_the_language_spoken(qapp):
    """A French window on a C or English system locale writes French dates, not ISO ones."""
    c, fr_ca, en_us = QLocale.c(), QLocale("fr_CA"), QLocale("en_US")
    assert i18n.formats_locale("fr", "system", c).name() == "fr_FR"
    assert i18n.formats_locale("fr", "system", en_us).name() == "fr_FR"
    assert i18n.formats_locale("fr", "system", fr_ca) is None  # the system's own French formats
    assert i18n.formats_locale("en", "system", c) is None
    assert i18n.formats_locale("pt_BR", "pt_BR", en_us).name() == "pt_BR"
    QLocale.setDefault(QLocale("fr_FR"))
    try:
        assert i18n.date("2026-11-30") == "30/11/2026"
        assert "2026-" not in i18n.date_time("2026-11-30T21:05:00")
    finally:
        QLocale.setDefault(QLocale.system())


def test_english_loads_nothing(language):
    language("en")
    assert QCoreApplication.translate("Card", "King") == "King"


def test_big_numbers_are_grouped(language):
    language("de")
    assert i18n.number(2**64 - 1) == "18.446.744.073.709.551.615"
    assert i18n.number(1234567) == "1.234.567"


def test_the_win_message_figures_are_in_the_language(language):
    """The statistics summary under the win message (stats_dialog.summary_text)."""
    from calculation_qt.app.dialogs.stats_dialog import summary_text
    from calculation_qt.app.storage.stats import Statistics

    language("de")
    assert summary_text("calculation-4", Statistics()).startswith("Kalkulation: 0 gespielt, noch keins gewonnen.")
    language("en")
    assert summary_text("daily:strategy-3", Statistics()).startswith(
        "Strategy, three waste piles (daily deal): 0 played, none won yet.")


def test_the_catalogues_hold_every_text_of_the_sources():
    """lupdate over calculation_qt/ and lrelease change nothing: every text the window may
    show is in the catalogues, translated, and compiled (``packaging/translations.py --check``)."""
    problems = tools.check()
    assert not problems, "\n".join(problems) + (
        "\nRun `python packaging/translations.py`, translate what it lists in resources/translations/*.ts "
        "(Qt Linguist: pyside6-linguist), run it again and commit the .ts and .qm files (docs/translations.md).")
