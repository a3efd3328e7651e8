"""Play by ear: the table as accessible objects (one per pile, named in words), the
keyboard cursor moving the accessible focus, the announcements of moves, refusals,
advice and a game's end, and the keys that read the table aloud.  Read through
``QAccessible.queryAccessibleInterface`` on the real window, as a screen reader does;
the real accessibility bus: tests/ui/test_atspi_bus.py."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from calculation_qt import i18n
from calculation_qt.engine import Game, Move, PileKind, Variant, deal_deck
from calculation_qt.ui import accessible_words as words
from calculation_qt.ui.accessible_table import PileAccessible, TableAccessible
from tests.app.endgames import game_before_last_stock_card

from .window_helpers import make_window

S, W, F = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION
NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def table(window):
    iface = QAccessible.queryAccessibleInterface(window.view)
    assert isinstance(iface, TableAccessible)
    return iface


def names(window) -> list[str]:
    iface = table(window)
    return [iface.child(i).text(NAME) for i in range(iface.childCount())]


def heard(window) -> list[tuple[str, str]]:
    """What the window tells the screen reader from now on: (kind, text)."""
    said: list[tuple[str, str]] = []
    window.features["screen_reader"].table.sent.connect(lambda kind, text: said.append((kind, text)))
    return said


def announcements(said) -> list[str]:
    return [text for kind, text in said if kind == "announcement"]


def test_the_table_is_one_named_object_per_pile(qtbot):
    w = make_window(qtbot, deal=1)
    state = w.controller.state
    iface = table(w)
    assert iface.text(NAME) == "Card table" and iface.role() == QAccessible.Role.Pane
    assert "R reads the whole table" in iface.text(DESCRIPTION)
    turned = i18n.card_title(state.turned)
    assert names(w) == [
        f"Stock, 47 left; turned card: {turned}",
        "Foundation 1, builds by ones, top Ace, wants Two next",
        "Foundation 2, builds by twos, top Two, wants Four next",
        "Foundation 3, builds by threes, top Three, wants Six next",
        "Foundation 4, builds by fours, top Four, wants Eight next",
        "Waste pile 1, empty", "Waste pile 2, empty", "Waste pile 3, empty", "Waste pile 4, empty"]
    for i in range(iface.childCount()):
        child = iface.child(i)
        assert isinstance(child, PileAccessible) and child.role() == QAccessible.Role.ListItem
        assert iface.indexOfChild(child) == i and child.parent().text(NAME) == "Card table"
        assert child.rect().isValid() and child.state().focusable
    # the pile's place on the screen: the turned card's rect holds the stock's child
    stock_rect = iface.child(0).rect()
    assert iface.childAt(stock_rect.center().x(), stock_rect.center().y()).text(NAME) == names(w)[0]


def test_the_names_follow_every_move(qtbot):
    w = make_window(qtbot, deal=1)
    said = heard(w)
    state = w.controller.state
    first, second = state.stock[0], state.stock[1]
    QTest.keyClick(w.view, Qt.Key_2)  # the turned card onto waste pile 2
    now = names(w)
    assert now[0] == f"Stock, 46 left; turned card: {i18n.card_title(second)}"
    assert now[6] == f"Waste pile 2, 1 card, top {i18n.card_title(first)}"
    changed = [text for kind, text in said if kind == "name"]
    assert changed == [now[0], now[6]]  # only the piles that changed
    assert announcements(said) == [f"{i18n.card_title(first)} to waste pile 2. {now[0]}."]


def test_sir_tommy_and_strategy_say_their_rules(qtbot):
    tommy = make_window(qtbot, variant=Variant("sir-tommy"), deal=3)
    assert names(tommy)[1:5] == [f"Foundation {k}, builds by ones, empty, wants Ace first" for k in range(1, 5)]
    w = make_window(qtbot, variant=Variant("strategy"), deal=3)
    assert names(w)[1] == "Foundation 1, builds by ones in one suit, empty, wants Ace first"
    c = w.controller
    while not any(c.state.foundations):  # the stock to the waste piles until an Ace goes up
        up = [m for m in c.state.legal_moves() if m.target is F]
        c.play(up[0] if up else Move(S, 0, W, len(c.state.stock) % 4))
    k = next(k for k in range(4) if c.state.foundations[k])
    ace = c.state.foundations[k][0]
    assert names(w)[1 + k] == (f"Foundation {k + 1}, builds by ones in one suit, top {i18n.card_name(ace)}, "
                              f"wants Two of {i18n.suit_name(ace.suit)} next")


def test_the_keyboard_cursor_moves_the_accessible_focus(qtbot):
    w = make_window(qtbot, deal=1)
    said = heard(w)
    iface = table(w)
    assert iface.focusChild() is None  # no ring: the table itself has the focus
    QTest.keyClick(w.view, Qt.Key_Tab)
    focus = iface.focusChild()
    assert focus is not None and focus.text(NAME) == names(w)[0] and focus.state().focused
    assert focus.text(DESCRIPTION) == "Goes to any waste pile. Enter or Space picks it up."
    assert said[-1] == ("focus", f"{names(w)[0]}. Goes to any waste pile. Enter or Space picks it up.")
    QTest.keyClick(w.view, Qt.Key_Return)  # picked up: the ring goes to the piles that take it
    focus = iface.focusChild()
    card = i18n.card_title(w.controller.state.turned)
    assert focus.text(NAME) == "Waste pile 1, empty"
    assert focus.text(DESCRIPTION).startswith(f"{card}, onto waste pile 1. Enter or Space drops it there")
    assert iface.child(0).state().selected and not iface.child(0).state().focused
    QTest.keyClick(w.view, Qt.Key_Tab)
    assert iface.focusChild().text(NAME) == "Waste pile 2, empty"
    assert [kind for kind, _text in said].count("focus") == 3
    QTest.keyClick(w.view, Qt.Key_Escape)
    QTest.keyClick(w.view, Qt.Key_Escape)  # the ring hidden: the table has the focus again
    assert iface.focusChild() is None and said[-1] == ("focus", "Card table")


def test_refusals_advice_and_messages_are_announced(qtbot):
    w = make_window(qtbot, deal=1)
    said = heard(w)
    QTest.keyClick(w.view, Qt.Key_1, Qt.ShiftModifier)  # waste pile 1 is empty
    assert announcements(said)[-1] == "Waste pile 1 is empty."
    state = w.controller.state
    card = i18n.card_name(state.turned)
    w.controller.play(Move(S, 0, F, 0))  # the engine refuses: it says why
    assert re.fullmatch(r"Not allowed: .+\.", announcements(said)[-1])
    assert card in announcements(said)[-1] or "Two" in announcements(said)[-1]
    QTest.keyClick(w.view, Qt.Key_H)  # Hint: the solver's move, said when it comes
    qtbot.waitUntil(lambda: announcements(said)[-1].startswith("Hint: "), timeout=20000)
    assert re.fullmatch(r"Hint: .+ to (waste pile|foundation) \d\.", announcements(said)[-1])


def test_suggest_is_announced(qtbot):
    w = make_window(qtbot, deal=1)
    said = heard(w)
    QTest.keyClick(w.view, Qt.Key_S)
    qtbot.waitUntil(lambda: any(a.startswith("Suggestion: ") for a in announcements(said)), timeout=30000)


def test_the_end_of_a_game_is_announced(qtbot):
    variant = Variant()
    game, last, rest = game_before_last_stock_card(variant, 2)
    w = make_window(qtbot, game=game)
    said = heard(w)
    for move in [last, *rest]:
        w.controller.play(move)
    assert announcements(said)[-1].endswith("You won! All 52 cards are on the foundations.")
    assert names(w)[1] == "Foundation 1, builds by ones, complete"
    # a blocked game: every stock card onto waste pile 1
    w2 = make_window(qtbot, game=Game.from_deal(variant, 2))
    said2 = heard(w2)
    while w2.controller.state.stock:
        w2.controller.play(Move(S, 0, W, 0))
        if w2.controller.state.is_blocked:
            break
    state = w2.controller.state
    if not state.is_blocked:
        pytest.skip("the deal plays on")  # pragma: no cover (deal 2 blocks so)
    left = sum(len(p) for p in state.wastes)
    assert announcements(said2)[-1].endswith(
        f"Blocked: the stock is used up and no waste-pile top fits a foundation; {left} cards left.")


def test_undo_new_game_are_announced(qtbot):
    w = make_window(qtbot, deal=1)
    said = heard(w)
    QTest.keyClick(w.view, Qt.Key_3)
    QTest.keyClick(w.view, Qt.Key_Z, Qt.ControlModifier)
    assert announcements(said)[-1] == f"Move taken back. {names(w)[0]}."
    QTest.keyClick(w.view, Qt.Key_N, Qt.ControlModifier)
    assert announcements(said)[-1].startswith("New game: Calculation, deal ")


def test_r_reads_the_table_and_alt_digit_a_waste_pile(qtbot):
    w = make_window(qtbot, deal=1)
    c = w.controller
    for j in (0, 1, 1, 1):
        c.play(Move(S, 0, W, j))
    said = heard(w)
    QTest.keyClick(w.view, Qt.Key_R)
    assert announcements(said)[-1] == ". ".join(names(w)) + "."
    QTest.keyClick(w.view, Qt.Key_2, Qt.ControlModifier)
    pile = c.state.wastes[1]
    assert announcements(said)[-1] == (
        "Waste pile 2, 3 cards from the top: " + ", ".join(i18n.card_name(x) for x in reversed(pile)) + ".")
    QTest.keyClick(w.view, Qt.Key_3, Qt.ControlModifier)
    assert announcements(said)[-1] == "Waste pile 3 is empty."
    assert w.features["screen_reader"].action_read_waste[4].isVisible() is False  # four piles here


def test_without_announcements_what_has_the_focus_changes_its_name(qtbot):
    w = make_window(qtbot, deal=1)
    reader = w.features["screen_reader"]
    reader.table.use_announcements = False  # as under a Qt older than 6.8
    said = heard(w)
    iface = table(w)
    QTest.keyClick(w.view, Qt.Key_2, Qt.ControlModifier)  # no ring: the table has the focus
    assert iface.text(NAME) == "Waste pile 2 is empty. Card table"
    assert said == [("name", iface.text(NAME))]
    QTest.keyClick(w.view, Qt.Key_4)  # the next move replaces the message: it is said so too
    assert re.fullmatch(r".+ to waste pile 4\. Stock, 46 left; turned card: .+\. Card table", iface.text(NAME))
    QTest.keyClick(w.view, Qt.Key_Tab)  # the ring on the stock: its name says it
    QTest.keyClick(w.view, Qt.Key_3, Qt.ControlModifier)
    assert names(w)[0].startswith("Waste pile 3 is empty. Stock, 46 left; turned card: ")
    assert said[-1] == ("name", names(w)[0]) and iface.focusChild().text(NAME) == names(w)[0]


@pytest.mark.parametrize("code", i18n.TRANSLATED)
def test_the_words_in_every_language(qapp, code):
    state = Game(Variant(), deal_deck(1), 1).state.apply(Move(S, 0, W, 1))
    english = [words.pile_words(state, *pile) for pile in words.piles(state)]
    english += [words.waste_cards_words(state, 1), words.table_words(state)]
    i18n.install(qapp, code)
    try:
        spoken = [words.pile_words(state, *pile) for pile in words.piles(state)]
        spoken += [words.waste_cards_words(state, 1), words.table_words(state)]
    finally:
        i18n.install_catalogues(qapp, "en")
    for said, source in zip(spoken, english, strict=True):
        assert said != source
        assert not re.search(r"\b(Stock|Foundation|Waste pile|builds|wants|turned card|card\(s\))\b", said), said
        assert "{" not in said


def test_a_move_is_said_as_a_sentence_in_french(qapp, qtbot):
    i18n.install(qapp, "fr")
    try:
        w = make_window(qtbot, deal=1)
        said = heard(w)
        QTest.keyClick(w.view, Qt.Key_2)
        assert announcements(said)[-1].startswith("Cinq de trèfle sur la défausse 2. Pioche, 46 restantes ; ")
        assert names(w)[6] == "Défausse 2, 1 carte, dessus : Cinq de trèfle"
    finally:
        i18n.install_catalogues(qapp, "en")


def test_a_new_game_of_other_rules_has_its_own_piles(qtbot):
    w = make_window(qtbot, deal=1)
    assert table(w).childCount() == 9
    w.controller.new_deal(4, variant=Variant.of("strategy", ("classic",)))
    iface = table(w)
    assert iface.childCount() == 13
    assert names(w)[1] == "Foundation 1, builds by ones in one suit, empty, wants Ace first"
    assert names(w)[12] == "Waste pile 8, empty"
    QTest.keyClick(w.view, Qt.Key_8, Qt.ControlModifier)
    assert w.features["screen_reader"].action_read_waste[7].isVisible()
