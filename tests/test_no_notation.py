"""A player reads words, never move notation: "s>w1" and "w3>f3" belong to the command
line and to files (docs/rules.md), not to the window.

Two scans: every text of every translation catalogue (source and translation), and
every message the window shows while Hint, Suggest, Review game and "Was it winnable?"
answer, in each language the game speaks.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QListWidget

from calculation_qt import i18n
from calculation_qt.app.features import review_actions
from calculation_qt.engine import PileKind, Variant, parse_move
from tests.ui.window_helpers import make_window

NOTATION = re.compile(r"[sw]\d?>[fw]\d")
FOLDER = Path(__file__).resolve().parent.parent / "resources" / "translations"
LANGUAGES = ["en", *i18n.TRANSLATED]


def test_the_pattern_finds_every_kind_of_move():
    for text in ("s>f1", "s>w2", "w3>f4"):
        assert NOTATION.search(f"Hint: Five of Clubs to waste pile 2 ({parse_move(text)}).")
    assert not NOTATION.search("Hint: Five of Clubs to waste pile 2.")


@pytest.mark.parametrize("path", sorted(FOLDER.glob("*.ts")), ids=lambda p: p.name)
def test_no_catalogue_text_holds_notation(path):
    found = []
    for message in ET.parse(path).iter("message"):
        texts = [message.findtext("source") or ""] + [t.text or "" for t in message.iter("translation")]
        texts += [f.text or "" for f in message.iter("numerusform")]
        found += [t for t in texts if NOTATION.search(t)]
    assert not found, f"{path.name}: move notation in player text: {found}"


@pytest.fixture
def speaking(qapp):
    """Install a language for one test; English again afterwards (as conftest.py left it)."""
    from PySide6.QtCore import QLocale

    before = QLocale()

    def use(code: str) -> None:
        i18n.install(qapp, code)

    yield use
    i18n.install_catalogues(qapp, "en")
    QLocale.setDefault(before)  # (the dates and numbers of the tests after this one)


def _widget_texts() -> list[str]:
    """Every label, list row and window title on screen (the dialogs included)."""
    texts = []
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        texts.append(top.windowTitle())
        texts += [label.text() for label in top.findChildren(QLabel)]
        for box in top.findChildren(QListWidget):
            texts += [box.item(r).text() for r in range(box.count())]
    return texts


@pytest.mark.parametrize("code", LANGUAGES)
def test_hint_suggest_review_and_was_it_winnable_speak_words(qtbot, speaking, monkeypatch, code):
    monkeypatch.setattr(review_actions, "SAMPLES", 8)
    monkeypatch.setattr(review_actions, "JOBS", 1)
    speaking(code)
    window = make_window(qtbot, deal=1, variant=Variant())
    window.show()
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    features = window.features
    c = window.controller
    # Hint and Suggest on the first card
    with qtbot.waitSignal(features["hint"].hintShown, timeout=30000) as hint:
        window.menus.action_hint.trigger()
    assert hint.args[0] is not None
    with qtbot.waitSignal(features["advisor_actions"].suggestionShown, timeout=30000) as suggestion:
        features["advisor_actions"].suggest()
    assert suggestion.args[0] is not None
    card = i18n.card_name(c.state.turned)
    assert len([t for t in said if card in t]) >= 2  # the Hint and the suggestion name the card
    # the review of a few moves, every position on its board
    for _ in range(5):
        assert c.play(c.state.legal_moves()[-1])
    review = features["review_actions"]
    with qtbot.waitSignal(review.reviewReady, timeout=120000):
        review.action_review.trigger()
    dialog = review.dialog
    seen = _widget_texts()
    for index in range(len(c.game.played) + 1):
        dialog.show_position(index)
        seen += _widget_texts()
    dialog.close()
    # blocked, then "Was it winnable?": its winning line on the replay board
    rng = random.Random(3)
    while not c.state.is_over:
        moves = [m for m in c.state.legal_moves() if m.source is PileKind.STOCK and m.target is PileKind.WASTE]
        c.play(rng.choice(moves or c.state.legal_moves()))
    assert c.state.is_blocked
    winnable = features["was_it_winnable"]
    with qtbot.waitSignal(winnable.verdictReady, timeout=60000) as verdict:
        winnable.action_winnable.trigger()
    assert verdict.args[0].verdict == "won"  # deal 1 is winnable
    replay = winnable.replay_dialog
    for _ in range(3):
        seen += _widget_texts()
        replay.step()
    seen += _widget_texts() + [window.banner.label.text()]
    replay.close()
    texts = [t for t in said + seen if t]
    assert len(texts) > 20
    found = [t for t in texts if NOTATION.search(t)]
    assert not found, f"{code}: move notation in player text: {found}"
