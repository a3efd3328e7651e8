import json

import pytest

from calculation_qt.engine import Game, NotationError, Variant, format_deck, parse_move, record
from calculation_qt.fileio import MAX_FILE_BYTES


def test_undo_redo_restart():
    game = Game.from_deal(Variant(), 1)
    start = game.state
    a = game.apply(parse_move("s>w1"))
    b = game.apply(parse_move("s>w2"))
    assert game.position == 2 and game.can_undo and not game.can_redo
    assert game.undo() == a and game.undo() == start
    with pytest.raises(IndexError):
        game.undo()
    assert game.redo() == a
    game.apply(parse_move("s>w3"))  # drops the redo list
    assert not game.can_redo and len(game.moves) == 2 and game.state != b
    game.restart()
    assert game.state == start and game.can_redo and game.undos == 3


def test_record_fields_and_round_trip(tmp_path):
    game = Game.from_deal(Variant("strategy", 3), 2026)
    game.apply(parse_move("s>w1"))
    game.hints = 2
    path = tmp_path / "game.json"
    record.save_file(path, game)
    data = json.loads(path.read_text())
    assert data["format"] == "calculation-qt-game" and data["version"] == 1
    assert data["game"] == "strategy" and data["waste_piles"] == 3 and data["deal"] == 2026
    assert data["moves"] == ["s>w1"] and data["position"] == 1 and data["hints"] == 2
    again = record.load_file(path)
    assert again.state == game.state and again.hints == 2


def good():
    game = Game.from_deal(Variant(), 1)
    game.apply(parse_move("s>w1"))
    game.apply(parse_move("s>w2"))
    return record.to_record(game)


@pytest.mark.parametrize(
    "change,message",
    [
        (lambda r: r.update(format="other"), "not a game record"),
        (lambda r: r.update(version=99), "newer than this program"),
        (lambda r: r.update(version="1"), "wrong type"),
        (lambda r: r.update(game="poker"), "unknown game"),
        (lambda r: r.update(waste_piles=7), "waste piles"),
        (lambda r: r.update(no_bases="yes"), "wrong type"),
        (lambda r: r.update(deal=-4), "deal number"),
        (lambda r: r.update(deck="AS KS"), "52 cards"),
        (lambda r: r.update(deal=2), "not the deck of deal 2"),
        (lambda r: r.update(moves="s>w1"), "wrong type"),
        (lambda r: r.update(moves=["s>w1", 3]), "move 2"),
        (lambda r: r.update(moves=["s>w1", "s>f1"]), r"move 2 \(s>f1\) is illegal"),
        (lambda r: r.update(position=5), "position 5"),
        (lambda r: r.update(position=True), "position"),
        (lambda r: r.update(undos=-1), "count"),
        (lambda r: r.update(daily="yesterday"), "not a date"),
        (lambda r: r.update(moves=["s>w1"] * 5000), "more than a game"),
        (lambda r: r.pop("moves"), "no 'moves'"),
    ],
)
def test_bad_records_are_refused_clearly(change, message):
    r = good()
    change(r)
    with pytest.raises(NotationError, match=message):
        record.loads(json.dumps(r))


def test_deck_without_deal_and_bad_json(tmp_path):
    r = good()
    r["deal"] = None
    assert record.from_record(r).deal is None
    r.pop("deck")
    with pytest.raises(NotationError, match="no 'deck'"):
        record.from_record(r)
    for text in ["", "{", "[1, 2]", "\x00\x01garbage", "null"]:
        with pytest.raises(NotationError):
            record.loads(text)


def test_oversized_file_is_refused_unread(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(NotationError, match="limit"):
        record.load_file(path)


def test_custom_deck_record():
    game = Game(Variant(), Game.from_deal(Variant(), 9).deck)
    r = record.to_record(game)
    assert r["deal"] is None and r["deck"] == format_deck(game.deck)
    assert record.from_record(r).state == game.state
