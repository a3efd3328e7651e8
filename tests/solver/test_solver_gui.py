"""The solver in the window (pytest-qt): Hint, Winnable deals, the daily deal and the
replay of "Was it winnable?"."""

import datetime
import random

import pytest
from PySide6.QtCore import Qt

from calculation_qt import i18n
from calculation_qt.app.shell.controller import GameController
from calculation_qt.app.shell.main_window import MainWindow
from calculation_qt.app.storage.settings import Settings
from calculation_qt.engine import ALL_VARIANTS, Card, Game, GameState, PileKind, Variant, deal_deck, parse_move
from calculation_qt.engine.moves import describe_move
from calculation_qt.solver import solve
from tests.ui.window_helpers import QUIET


@pytest.fixture
def window(qtbot):
    settings = Settings(**QUIET)
    controller = GameController(settings=settings, game=Game.from_deal(Variant(), 1), rng=random.Random(7))
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.features["persistence"].show_dialogs = False
    actions = w.solver
    highlights = []
    original = w.scene.highlight_move
    w.scene.highlight_move = lambda move: (highlights.append(move), original(move))
    w.highlights = highlights
    yield w
    actions.shutdown()
    actions.wait(10)
    w.close()


def wait_idle(qtbot, w, timeout=20000):
    qtbot.waitUntil(lambda: not w.solver.busy, timeout=timeout)


def test_hint_highlights_the_next_move_of_a_winning_line(qtbot, window):
    c = window.controller
    assert window.menus.action_hint.isEnabled()
    with qtbot.waitSignal(window.features["hint"].hintShown, timeout=20000) as blocker:
        window.menus.action_hint.trigger()
    move = blocker.args[0]
    assert move is not None and c.state.is_legal(move)
    assert window.highlights[-1] == move
    qtbot.waitUntil(lambda: c.game.hints == 1, timeout=2000)  # counted once per request
    # the line is remembered: following it, the next hint comes at once
    assert c.play(move)
    window.menus.action_hint.trigger()
    assert not window.solver.busy
    nxt = window.highlights[-1]
    assert nxt is not None and c.state.is_legal(nxt)
    qtbot.waitUntil(lambda: c.game.hints == 2, timeout=2000)
    # and the remembered line still wins from here
    state = c.state
    for m in [nxt] + [window.solver.proved_next_move(state.apply(nxt))]:
        if m is None:
            break
        state = state.apply(m)


def test_hint_says_no_winning_line_and_offers_undo(qtbot, window):
    v = Variant("calculation", no_bases=True)
    lead = [Card(2, s) for s in "SHDC"] + [Card(13, "S")]
    deck = tuple(lead + [c for c in deal_deck(5) if c not in lead])
    game = Game(v, deck)
    for _ in range(5):
        game.apply(parse_move("s>w1"))  # every Two under a King: lost
    window.controller.set_game(game)
    with qtbot.waitSignal(window.features["hint"].hintShown, timeout=20000) as blocker:
        window.menus.action_hint.trigger()
    assert blocker.args[0] is None
    assert "The deal is lost from here" in window.banner.label.text()
    assert "Suggest" in window.banner.label.text() and "lost from here" in window.statusBar().currentMessage()
    assert window.banner.button_titles() == ["Undo", "Suggest"]
    with qtbot.waitSignal(window.features["advisor_actions"].suggestionShown, timeout=20000):
        qtbot.mouseClick(window.banner.button("Suggest"), Qt.LeftButton)  # the best try, from the advisor
    window.banner.button("Undo").click()
    assert window.controller.game.position == 4


def test_hint_runs_in_a_worker_and_can_be_cancelled(qtbot, window):
    window.controller.new_deal(11)  # a deal the solver does not settle quickly
    window.menus.action_hint.trigger()
    assert window.solver.busy
    assert not window.solver.cancel_button.isHidden()
    qtbot.wait(100)  # the window keeps handling events meanwhile
    qtbot.mouseClick(window.solver.cancel_button, Qt.LeftButton)
    wait_idle(qtbot, window, 5000)
    assert not window.solver.busy


def test_winnable_deals_deal_only_proved_deals(qtbot, window):
    c = window.controller
    window.settings.winnable_deals = True
    with qtbot.waitSignal(c.gameStarted, timeout=60000):
        window.menus.action_new.trigger()
    wait_idle(qtbot, window)
    first = c.game.deal
    assert first != 1
    assert window.solver.proved_next_move(c.state) is not None  # its winning line was proved
    # meanwhile the next one is prepared in the background: New deal is then instant
    qtbot.waitUntil(lambda: window.features["winnable_deals"].prepared_deal(c.variant) is not None, timeout=60000)
    ready = window.features["winnable_deals"].prepared_deal(c.variant)
    window.menus.action_new.trigger()
    assert c.game.deal == ready and not window.solver.busy
    assert solve(c.state, max_seconds=10).verdict == "won"


def test_daily_deal_is_dealt_with_its_date(qtbot, window):
    date = datetime.date(2026, 11, 30)
    variant = Variant("sir-tommy")
    with qtbot.waitSignal(window.controller.gameStarted, timeout=60000):
        window.features["daily_deal"].daily(variant, date)
    game = window.controller.game
    assert game.daily == "2026-11-30" and game.variant == variant
    assert i18n.date("2026-11-30") in window.windowTitle() and "Sir Tommy" in window.windowTitle()
    assert len(window.features["daily_deal"].daily_actions) == len(ALL_VARIANTS)


def test_was_it_winnable_replays_the_winning_line(qtbot, window):
    c = window.controller
    rng = random.Random(3)
    while not c.state.is_over:  # play badly until blocked
        moves = [m for m in c.state.legal_moves() if m.source is PileKind.STOCK and m.target is PileKind.WASTE]
        c.play(rng.choice(moves or c.state.legal_moves()))
    assert c.state.is_blocked
    assert window.banner.kind == "blocked"
    assert window.features["was_it_winnable"].action_winnable.isEnabled()
    with qtbot.waitSignal(window.features["was_it_winnable"].verdictReady, timeout=30000) as blocker:
        window.features["was_it_winnable"].action_winnable.trigger()
    assert blocker.args[0].verdict == "won"  # deal 1 is winnable
    assert window.banner.kind == "blocked" and not window.banner.isHidden()  # the end message stays
    dialog = window.features["was_it_winnable"].replay_dialog
    assert dialog is not None and dialog.isVisible()
    n = len(dialog.moves)
    assert dialog.index == 0 and not dialog.back_button.isEnabled()
    for i in range(3):  # the caption's "next" is the move the highlight shows: the one Next plays
        highlighted = dialog.scene.highlighted_move()
        caption = dialog.caption.text()
        words = describe_move(dialog.states[i], highlighted)
        assert highlighted == dialog.moves[i] and caption.split("Next (highlighted): ")[1] == f"{words}."
        if i:
            assert caption.startswith(f"Move {i} of {n}: {describe_move(dialog.states[i - 1], dialog.moves[i - 1])}.")
        qtbot.mouseClick(dialog.next_button, Qt.LeftButton)
        assert dialog.states[dialog.index] == dialog.states[i].apply(highlighted)
    qtbot.mouseClick(dialog.back_button, Qt.LeftButton)
    qtbot.mouseClick(dialog.back_button, Qt.LeftButton)
    assert dialog.index == 1 and dialog.caption.text().startswith(f"Move 1 of {n}")
    qtbot.mouseClick(dialog.back_button, Qt.LeftButton)
    assert dialog.index == 0
    dialog.timer.setInterval(1)
    qtbot.mouseClick(dialog.play_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: dialog.index == n, timeout=20000)
    assert dialog.states[-1].is_won and not dialog.playing
    assert not dialog.next_button.isEnabled()
    assert dialog.scene.highlighted_move() is None and "all 52 cards" in dialog.caption.text()
    dialog.close()


def test_abandoned_game_can_be_asked_about(qtbot, window):
    c = window.controller
    c.play(c.state.legal_moves()[-1])
    c.new_deal(2)  # abandons deal 1
    assert window.features["was_it_winnable"].verdict_game().deal == 1
    assert window.features["was_it_winnable"].action_winnable.isEnabled()
    assert isinstance(window.features["was_it_winnable"].verdict_game().initial, GameState)
