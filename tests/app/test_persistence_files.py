"""Every kind of bad file, for each file the program reads (settings, statistics, the
saved game): a clear message for the player, told once; a quarantined copy holding the
original bytes; and a program that works on with defaults."""

import json

import pytest

from calculation_qt.app.storage import files, saved_game, stats
from calculation_qt.app.storage.settings import FILE_NAME as SETTINGS_FILE
from calculation_qt.app.storage.stats import Statistics
from calculation_qt.engine import Game, Variant, record

from .persist_helpers import home, make_window, play_first_moves, shown

FIFTY_MB = 50 * 1024 * 1024


def good_settings() -> dict:
    return {"game": "calculation", "waste_piles": 4, "no_bases": False, "animation_ms": 0}


def good_statistics() -> dict:
    st = Statistics()
    st.record("calculation-4", stats.Result(True, 60))
    st.record("calculation-4", stats.Result(False, 20))
    return st.to_dict()


def good_game() -> dict:
    game = Game.from_deal(Variant(), 1)
    for _ in range(3):
        game.apply(game.state.legal_moves()[0])
    return {**record.to_record(game), "session": saved_game.Session().to_dict()}


FILES = {
    # file: (name, words in the message, a good document, wrong types, negative counts)
    "settings": (SETTINGS_FILE, "settings", good_settings,
                 lambda d: d.update(waste_piles="four"), lambda d: d.update(animation_ms=-200)),
    "statistics": (stats.FILE_NAME, "statistics", good_statistics,
                   lambda d: d["variants"]["calculation-4"].update(played="two"),
                   lambda d: d["variants"]["calculation-4"].update(lost=-1, played=0)),
    "game": (saved_game.GAME_FILE, "saved game", good_game,
             lambda d: d.update(moves="s>w1 s>w2"), lambda d: d.update(undos=-1)),
}


def bad_bytes(kind: str, good: dict, wrong_types, negative) -> bytes:
    text = json.dumps(good)
    if kind == "empty":
        return b""
    if kind == "truncated":
        return text[: len(text) // 2].encode()
    if kind == "binary":
        return bytes(range(256)) * 8
    if kind == "wrong-types":
        wrong_types(good)
        return json.dumps(good).encode()
    if kind == "negative":
        negative(good)
        return json.dumps(good).encode()
    if kind == "huge":
        return b'{"padding": "' + b"x" * FIFTY_MB + b'"}'
    if kind == "future-version":
        good["version"] = 99
        return json.dumps(good).encode()
    raise AssertionError(kind)


REASONS = {
    "empty": "{path} is empty.",
    "truncated": "{path} is not valid JSON, perhaps cut short",
    "binary": "{path} holds binary data, not text.",
    "wrong-types": "{path} holds something this program cannot use.",
    "negative": "{path} holds something this program cannot use.",
    "huge": "{path} is far larger than it can be",
    "future-version": "A newer version of Calculation wrote {path} (format version 99",
}


@pytest.fixture(autouse=True)
def _clean():
    files.reset()
    yield
    files.reset()


@pytest.mark.parametrize("kind", list(REASONS))
@pytest.mark.parametrize("which", list(FILES))
def test_bad_file_is_set_aside_reported_once_and_the_program_works(qtbot, which, kind):
    name, words, good, wrong_types, negative = FILES[which]
    data = bad_bytes(kind, good(), wrong_types, negative)
    path = home() / name
    path.write_bytes(data)

    window, p = make_window(qtbot)
    messages = shown(p)
    assert len(messages) == 1, messages
    message = messages[0]
    if which == "settings" and kind in ("wrong-types", "negative"):  # one setting: that one alone, named
        key = "waste_piles" if kind == "wrong-types" else "animation_ms"
        assert message.startswith(f"Your settings file holds a value this program cannot use for the setting "
                                  f"{key}, so that setting is back to its default and the others are kept."), message
    else:
        assert message.startswith(f"Your {words} file could not be used, so "), message
        assert REASONS[kind].format(path=path) in message, message
    copies = list(home().glob(name + ".corrupt-*"))
    assert len(copies) == 1
    assert copies[0].name in message
    if kind != "huge":
        assert copies[0].read_bytes() == data
    else:
        assert copies[0].stat().st_size == len(data)
    assert not path.exists() or which == "settings"  # settings may be rewritten at once

    # the program works on: play, the game is saved, a result is recorded
    c = window.controller
    c.new_deal(1)
    play_first_moves(c, 2)
    assert json.loads((home() / saved_game.GAME_FILE).read_text())["position"] == 2
    c.new_deal(2)
    assert Statistics.load().get("calculation-4").lost == 1
    # told once: a second window of the same run does not repeat it
    window2, p2 = make_window(qtbot)
    assert shown(p2) == []


def test_a_missing_file_means_defaults_and_no_message(qtbot):
    window, p = make_window(qtbot)
    assert shown(p) == []
    assert p.statistics.variants == {}
    assert list(home().glob("*.corrupt-*")) == []


def test_an_unreadable_game_file_is_reported(qtbot):
    (home() / saved_game.GAME_FILE).mkdir()  # a folder where the file should be
    window, p = make_window(qtbot)
    messages = shown(p)
    assert len(messages) == 1 and "is a folder, not a file" in messages[0]
    assert not window.controller.state.is_won


def test_a_game_that_replays_an_illegal_move_is_set_aside(qtbot):
    game = good_game()
    game["moves"] = game["moves"] + ["w1>f1"]
    game["position"] = len(game["moves"])
    (home() / saved_game.GAME_FILE).write_text(json.dumps(game))
    window, p = make_window(qtbot)
    messages = shown(p)
    assert len(messages) == 1 and "holds something this program cannot use" in messages[0]
    assert "so a new game is dealt" in messages[0]
    assert window.controller.game.moves == []


def test_the_player_sees_a_non_modal_message_box_and_the_status_bar(qtbot):
    from PySide6.QtWidgets import QMessageBox

    (home() / stats.FILE_NAME).write_bytes(b"\x00\x01garbage")
    window, p = make_window(qtbot)
    p.show_dialogs = True
    p.show_problems()
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1 and not boxes[0].isModal()
    assert "statistics file could not be used" in boxes[0].text()
    if hasattr(window, "statusBar"):
        assert "statistics file could not be used" in window.statusBar().currentMessage()
    boxes[0].accept()
    p.show_problems()  # nothing new: no second box
    assert not [b for b in window.findChildren(QMessageBox) if b.isVisible()]
