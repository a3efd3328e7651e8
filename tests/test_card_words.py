"""Each language names cards as its players do, and the table never names a letter that
is on no card: labels write ranks with the letters the faces show ("next Q♠" in every
language), translated sentences name cards in words, never in English letters or codes
("K♠", "QH"), and the engine's refusals are worded in the language.

The move notation ("s>w1") is checked by tests/test_no_notation.py.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from calculation_qt import i18n
from calculation_qt.engine import Card, Game, GameState, Move, PileKind, Variant, parse_move
from calculation_qt.engine.state import Want
from calculation_qt.ui.cards.card_face import rank_text
from calculation_qt.ui.pile_items import card_short, step_label

FOLDER = Path(__file__).resolve().parent.parent / "resources" / "translations"
# Ace, Jack, Queen, King as each language's card players write them
LETTERS = {"en": "AJQK", "de": "ABDK", "fr": "AVDR", "es": "AJQK", "it": "AFDR", "nl": "ABVH", "pl": "AWDK",
           "pt_BR": "AJQK", "ru": "\u0422\u0412\u0414\u041a"}
SUITS = "\u2660\u2665\u2666\u2663"
ENGLISH_RANK_WORDS = re.compile(r"\b(Ace|Jack|Queen|King|Spades|Hearts|Diamonds|Clubs)\b")


def english_card_letters(code: str) -> re.Pattern:
    """A court card or Ace written the English way where ``code`` writes it otherwise:
    "K♠", "Q♥", or a card code such as "KS", "QH", "10D"."""
    foreign = "".join(e for e, mine in zip(LETTERS["en"], LETTERS[code], strict=True) if e != mine)
    letters = f"[{foreign}]" if foreign else "(?!)"
    return re.compile(rf"(?<![\w]){letters}[{SUITS}]|\b(?:{letters}|10|[2-9]|T)[SHDC]\b")


def translations(code: str):
    for message in ET.parse(FOLDER / f"calculation_{code}.ts").iter("message"):
        texts = [t.text or "" for t in message.iter("translation")] + [f.text or "" for f in message.iter("numerusform")]
        yield message.findtext("source") or "", [t for t in texts if t.strip()]


@pytest.fixture
def speak(qapp):
    def use(code: str) -> None:
        i18n.install(qapp, code)

    yield use
    i18n.install_catalogues(qapp, "en")  # as tests/conftest.py left it
    QLocale.setDefault(QLocale.system())


def test_the_patterns_find_english_card_words():
    assert english_card_letters("fr").search("Fondation 1 : suivante K\u2660")
    assert english_card_letters("fr").search("KS sur la d\u00e9fausse 1")
    assert english_card_letters("de").search("10D auf Abwurfstapel 2")
    assert not english_card_letters("fr").search("suivante R\u2660, A\u2665")
    assert not english_card_letters("es").search("pide K\u2660")  # Spanish players write J Q K too
    assert ENGLISH_RANK_WORDS.search("Herz-King") and not ENGLISH_RANK_WORDS.search("Herz-K\u00f6nig")


@pytest.mark.parametrize("code", i18n.TRANSLATED)
def test_no_translation_writes_cards_the_english_way(code):
    pattern = english_card_letters(code)
    found = [(source, text) for source, texts in translations(code) for text in texts
             if pattern.search(text) or ENGLISH_RANK_WORDS.search(text)]
    assert not found, f"calculation_{code}.ts: English card words: {found}"


@pytest.mark.parametrize("code", ["en", *i18n.TRANSLATED])
def test_labels_use_the_letters_the_faces_show(speak, code):
    speak(code)
    assert [i18n.rank_letter(v) for v in range(1, 14)] == [rank_text(v) for v in range(1, 14)]
    assert card_short(Want(13, "S")) == "K\u2660" and card_short(Want(12)) == "Q"
    assert step_label(Variant("sir-tommy", 4), 0) == "A\u2192K"
    assert step_label(Variant("calculation", 4), 2) == "+3"


def refused_moves():
    """One refused move of each kind the engine words (state, move)."""
    calc = Game.from_deal(Variant("calculation"), 1).state   # turned card: Five of Clubs
    empty = Game.from_deal(Variant("calculation", no_bases=True), 1).state
    suited = Game.from_deal(Variant("strategy"), 1).state
    waiting = Game.from_deal(Variant("strategy", classic=True), 1).state.apply(parse_move("s>w1"))
    cases = [(calc, "f1>w1"), (calc, "s>f1"), (calc, "w1>f1"), (calc, "s>w9"), (calc.apply(parse_move("s>w1")), "w1>w2"),
             (calc, "s>f9"), (empty, "s>f1"), (waiting, "w1>f1")]
    # a suited foundation that wants a Two of another suit than the turned card's
    two = next(c for c in suited.stock if c.rank == 2)
    ace = Card(1, next(s for s in "SHDC" if s != two.suit))
    stock = (two,) + tuple(c for c in suited.stock if c not in (two, ace))
    cases.append((GameState(suited.variant, stock, ((ace,),) + suited.foundations[1:], suited.wastes), "s>f1"))
    return [(state, parse_move(text)) for state, text in cases]


@pytest.mark.parametrize("code", i18n.TRANSLATED)
def test_the_engines_refusals_speak_the_language(speak, code):
    speak(code)
    for state, move in refused_moves():
        refusal = state.refusal(move)
        assert refusal is not None, move
        english = refusal.words()
        words = refusal.words(i18n.translate)
        assert words != english and not ENGLISH_RANK_WORDS.search(words), (move, words)
        assert not english_card_letters(code).search(words), (move, words)
        if refusal.card is not None:
            assert i18n.card_name(refusal.card) in words, (move, words)


def test_english_refusals_keep_the_engines_words(speak):
    speak("en")
    state, move = refused_moves()[1]
    assert state.why_illegal(move) == "foundation 1 wants a Two, not 5C"  # the command-line tools' words
    assert state.refusal(move).words(i18n.translate) == "foundation 1 wants a Two, not Five of Clubs"
    assert isinstance(move, Move) and move.target is PileKind.FOUNDATION


# the letters the cards show: the program's own faces paint these indices
FACE_LETTERS = {rank_text(v) for v in range(1, 14)}


@pytest.mark.parametrize("code", ["de", "fr", "ru"])
def test_the_tables_labels_name_only_letters_the_cards_show(qtbot, speak, code):
    """A foundation's label in German, French or Russian names the next rank with the
    letter its card shows ("Q", never a German "D" or a Russian "Д" beside a Q)."""
    from tests.ui.window_helpers import drag, make_window, pile_point, top_point

    speak(code)
    w = make_window(qtbot, deal=3, variant=Variant("sir-tommy"))  # its steps read "A→K"
    for j in range(2):  # real drags: the turned card onto waste piles 1 and 2
        drag(w, top_point(w, PileKind.STOCK), pile_point(w, PileKind.WASTE, j))
    assert w.controller.game.position == 2
    shown = [w.scene.label_text(PileKind.FOUNDATION, k) for k in range(4)]
    ranks = [m.group(1) for text in shown for m in re.finditer(rf"(?<!\w)(\w+)[{SUITS}\u2192]?(?!\w)", text)]
    named = {r for r in ranks if r.isupper() or r.isdigit()}
    assert named and named <= FACE_LETTERS, shown
