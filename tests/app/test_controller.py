"""GameController: a thin wrapper that applies moves through the engine and signals."""

import random

import pytest

from calculation_qt.app.shell.controller import GameController
from calculation_qt.app.storage.settings import Settings
from calculation_qt.engine import Game, Move, PileKind, Variant, deal_deck, parse_move
from calculation_qt.engine.deals import MAX_DEAL
from tests.engine.helpers import winning_deck, winning_moves

S, W, F = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION


class Recorder:
    def __init__(self, c: GameController):
        self.events = []
        c.stateChanged.connect(lambda: self.events.append("state"))
        c.moveApplied.connect(lambda m: self.events.append(("move", str(m))))
        c.moveRefused.connect(lambda m, r: self.events.append(("refused", str(m))))
        c.gameStarted.connect(lambda: self.events.append("started"))
        c.gameWon.connect(lambda: self.events.append("won"))
        c.gameBlocked.connect(lambda: self.events.append("blocked"))
        c.gameAbandoned.connect(lambda g: self.events.append(("abandoned", g)))


def make(settings=None, deal=1, variant=None):
    return GameController(settings or Settings(), Game.from_deal(variant or Variant(), deal), rng=random.Random(5))


def test_initial_game_from_settings():
    c = GameController(Settings(game="strategy", waste_piles=3), rng=random.Random(1))
    assert c.variant == Variant("strategy", 3)
    assert c.game.deal is not None and 0 <= c.game.deal <= MAX_DEAL
    assert c.state is c.game.state


def test_play_legal_and_illegal(qtbot):
    c = make()
    rec = Recorder(c)
    assert c.play(parse_move("s>w1"))
    assert rec.events == [("move", "s>w1"), "state"]
    assert c.state.wastes[0] == (deal_deck(1)[0],)  # 5C is not a base
    before = c.state
    assert not c.play(parse_move("w1>w2"))
    assert not c.play(parse_move("f1>w1"))
    assert c.state is before
    assert rec.events[2:] == [("refused", "w1>w2"), ("refused", "f1>w1")]


def test_undo_redo_restart(qtbot):
    c = make()
    start = c.state
    for m in ("s>w1", "s>w2", "s>w3"):
        assert c.play(parse_move(m))
    after = c.state
    rec = Recorder(c)
    assert c.undo() and c.undo()
    assert c.last_change == "undo"
    assert c.redo()
    assert c.last_change == "redo"
    assert c.game.position == 2
    c.restart()
    assert c.state == start and c.last_change == "restart"
    assert c.redo() and c.redo() and c.redo() and not c.redo()
    assert c.state == after
    assert rec.events == ["state"] * 7
    c.restart()
    assert c.undo() is False


def test_click_uses_rating_and_respects_autoplay(qtbot, monkeypatch):
    c = make(Settings(autoplay=False))
    assert not c.click(S, 0)
    assert c.game.position == 0
    c.settings.autoplay = True
    calls = []

    def fake_click_move(state, kind, index):
        calls.append((kind, index))
        return Move(S, 0, W, 2)

    monkeypatch.setattr("calculation_qt.rating.click_move", fake_click_move)
    assert c.click(S, 0)
    assert calls == [(S, 0)]
    assert len(c.state.wastes[2]) == 1
    monkeypatch.setattr("calculation_qt.rating.click_move", lambda s, k, i: None)
    assert not c.click(W, 2)
    # a feature's click-move policy replaces the rating when set
    c.set_click_move_policy(lambda state, kind, index: Move(S, 0, W, 1))
    assert c.click(S, 0) and len(c.state.wastes[1]) == 1
    c.settings.autoplay = False
    assert not c.click(S, 0)


def test_click_real_rating_plays_to_foundation(qtbot):
    # Deal 1's turned card is 5C (no foundation wants it): it goes to a waste pile.
    c = make()
    assert c.click(S, 0)
    assert sum(len(p) for p in c.state.wastes) == 1
    # A waste top no foundation wants stays put.
    j = next(i for i, p in enumerate(c.state.wastes) if p)
    assert not c.click(W, j)


def test_win_through_play(qtbot):
    v = Variant("sir-tommy", 4)
    deck, _ = winning_deck(v)
    c = make()
    rec = Recorder(c)
    c.set_game(Game(v, tuple(deck)))
    for m in winning_moves(v):
        assert c.play(parse_move(m))
    assert c.state.is_won
    assert rec.events[-1] == "won"
    assert rec.events.count("won") == 1
    assert not c.in_progress


def test_blocked_signal(qtbot):
    c = make()
    rec = Recorder(c)
    # Put everything on waste pile 1 (or a foundation when forced?) - just play s>w1
    # until the stock is out; the game then ends blocked or won.
    while c.state.stock:
        assert c.play(Move(S, 0, W, 0))
    while not c.state.is_over:
        assert c.play(c.state.legal_moves()[0])
    assert c.state.is_blocked
    assert rec.events[-1] == "blocked"
    # undo then redo announces again
    c.undo()
    c.redo()
    assert rec.events[-1] == "blocked"


def test_abandon_only_in_progress(qtbot):
    c = make()
    rec = Recorder(c)
    c.new_deal(7)
    assert rec.events == ["started", "state"]  # no move made: not abandoned
    assert c.game.deal == 7 and c.game.deck == deal_deck(7)
    c.play(parse_move("s>w1"))
    old = c.game
    rec.events.clear()
    c.new_deal(8, Variant("strategy", 3))
    assert rec.events[0] == ("abandoned", old)
    assert rec.events[1:] == ["started", "state"]
    assert c.variant == Variant("strategy", 3)
    rec.events.clear()
    c.new_deal()  # keeps the current rules
    assert c.variant == Variant("strategy", 3)
    assert rec.events == ["started", "state"]
    assert c.last_change == "new"


def test_new_deal_daily_and_demo_flag(qtbot):
    c = make()
    c.demo_used = True
    c.new_deal(123, daily="2026-11-30")
    assert c.game.daily == "2026-11-30" and not c.demo_used


def test_deal_number_validation_and_hook(qtbot):
    c = make()
    with pytest.raises(ValueError):
        c.new_deal(-1)
    with pytest.raises(ValueError):
        c.new_deal(MAX_DEAL + 1)
    c.new_deal(MAX_DEAL)
    assert c.game.deal == MAX_DEAL
    seen = []
    c.set_deal_source(lambda v: seen.append(v) or 42)
    c.new_deal()
    assert c.game.deal == 42 and seen == [c.variant]
    c.set_deal_source(lambda v: None)
    assert 0 <= c.next_deal_number() <= MAX_DEAL
