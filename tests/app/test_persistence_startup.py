"""Persistence at the program's start: resuming writes nothing; a fresh deal's save may
wait for the first frame, a move's never does."""

import json

import pytest
from PySide6.QtCore import QObject, Signal

from calculation_qt.app.storage import files, saved_game

from .persist_helpers import close_window, home, make_window, play_first_moves


@pytest.fixture(autouse=True)
def _clean():
    files.reset()
    yield
    files.reset()


class Gate(QObject):
    opened = Signal()


def game_file():
    return home() / saved_game.GAME_FILE


def saved_record():
    return json.loads(game_file().read_text())


def count_writes(monkeypatch) -> list[str]:
    writes = []
    real = files.save_json

    def spy(name, *args, **kwargs):
        writes.append(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(files, "save_json", spy)
    return writes


def test_resuming_writes_nothing_until_the_game_changes(qtbot, monkeypatch):
    window, _ = make_window(qtbot)
    c = window.controller
    c.new_deal(4)
    play_first_moves(c, 3)
    close_window(window)
    before = game_file().read_bytes()

    writes = count_writes(monkeypatch)
    window2, p2 = make_window(qtbot)
    assert window2.controller.game.position == 3  # resumed
    assert writes == [] and game_file().read_bytes() == before
    assert p2.save_game()  # nothing changed: still nothing written
    assert writes == []
    play_first_moves(window2.controller, 1)
    assert writes == [saved_game.GAME_FILE]
    assert saved_record()["position"] == 4


def test_a_fresh_deal_is_saved_when_the_gate_opens_and_a_move_at_once(qtbot, monkeypatch):
    window, p = make_window(qtbot)
    c = window.controller
    c.new_deal(4)
    play_first_moves(c, 2)
    writes = count_writes(monkeypatch)
    gate = Gate()
    p.defer_fresh_saves(gate.opened, timeout_ms=60_000)
    c.new_deal(8)  # the game in progress is abandoned (its loss is recorded at once) ...
    assert saved_game.GAME_FILE not in writes  # ... but the fresh deal waits
    assert saved_record()["deal"] == 4
    gate.opened.emit()
    assert writes.count(saved_game.GAME_FILE) == 1 and saved_record()["deal"] == 8
    c.new_deal(9)  # after the gate: saved at once as always
    assert saved_record()["deal"] == 9


def test_a_move_while_held_back_is_saved_at_once(qtbot):
    window, p = make_window(qtbot)
    c = window.controller
    gate = Gate()
    p.defer_fresh_saves(gate.opened, timeout_ms=60_000)
    c.new_deal(6)
    assert not game_file().exists()
    play_first_moves(c, 1)
    assert saved_record()["deal"] == 6 and len(saved_record()["moves"]) == 1


def test_held_back_save_happens_after_the_timeout(qtbot):
    window, p = make_window(qtbot)
    p.defer_fresh_saves(None, timeout_ms=50)
    window.controller.new_deal(12)
    assert not game_file().exists()
    qtbot.waitUntil(lambda: game_file().exists() and saved_record()["deal"] == 12, timeout=3000)
