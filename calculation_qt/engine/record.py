"""Game records: a versioned JSON document that saves and restores a ``Game``.

    {"format": "calculation-qt-game", "version": 1,
     "game": "calculation", "waste_piles": 4, "no_bases": false, ["classic": true,]
     "deal": 1 or null, "deck": "5C 3S ...",  "moves": ["s>f3", "s>w1", ...],
     "position": 2, "undos": 0, "hints": 0, "daily": "2026-11-30" or null, "seconds": 95.3}

``moves`` lists every move the player made that is not yet discarded, ``position`` how
many of them are in effect (the rest can be redone), ``seconds`` the time the player
has spent on the game (optional: older records have none, read as 0).  Loading checks every field's
type and range, that the deck is the deal's deck when both are given, and replays
every move through the rules; anything wrong raises NotationError with the reason.
A file over 2 MiB is refused unread.  No pickle, no eval: plain JSON only.
"""

from __future__ import annotations

import json
import os

from ..fileio import FileTooLargeError, atomic_write_text, read_limited
from .cards import format_deck, parse_deck
from .deals import check_deal_number, deal_deck
from .errors import IllegalMoveError, NotationError
from .history import MAX_SECONDS, Game
from .moves import parse_move
from .state import GameState
from .variants import Variant

FORMAT = "calculation-qt-game"
VERSION = 1
MAX_MOVES = 1000  # a game has at most 104 moves; redo lists are no longer


def to_record(game: Game) -> dict:
    return {
        "format": FORMAT,
        "version": VERSION,
        **game.variant.to_dict(),
        "deal": game.deal,
        "deck": format_deck(game.deck),
        "moves": [str(m) for m in game.moves],
        "position": game.position,
        "undos": game.undos,
        "hints": game.hints,
        "daily": game.daily,
        "seconds": round(game.seconds, 1),
    }


def dumps(game: Game) -> str:
    return json.dumps(to_record(game), indent=1) + "\n"


def _field(record: dict, name: str, kinds: type | tuple, default=None, required: bool = True):
    if name not in record:
        if required:
            raise NotationError(f"the game record has no {name!r}")
        return default
    value = record[name]
    # bool is an int in Python; a count must not be true/false
    if isinstance(value, bool) and bool not in (kinds if isinstance(kinds, tuple) else (kinds,)):
        raise NotationError(f"{name!r} must be {getattr(kinds, '__name__', kinds)}, not {value!r}")
    if not isinstance(value, kinds):
        raise NotationError(f"{name!r} has the wrong type ({type(value).__name__})")
    return value


def _count(record: dict, name: str) -> int:
    value = _field(record, name, int, 0, required=False)
    if not 0 <= value <= 10**9:
        raise NotationError(f"{name!r} must be a count from 0, not {value}")
    return value


def from_record(record: object) -> Game:
    """Rebuild a Game from a parsed record, validating everything."""
    if not isinstance(record, dict):
        raise NotationError("a game record is a JSON object")
    if record.get("format") != FORMAT:
        raise NotationError(f"not a game record (format {record.get('format')!r})")
    version = _field(record, "version", int)
    if version > VERSION:
        raise NotationError(f"the game record is format version {version}, newer than this program's {VERSION}")
    if version < 1:
        raise NotationError(f"unknown game record version {version}")
    piles = _field(record, "waste_piles", int)
    if piles < 1:
        raise NotationError(f"waste_piles must be a number of piles, not {piles}")
    variant = Variant(
        _field(record, "game", str),
        piles,
        _field(record, "no_bases", bool, False, required=False),
        _field(record, "classic", bool, False, required=False),
    )
    deal = _field(record, "deal", (int, type(None)), None, required=False)
    if deal is not None:
        check_deal_number(deal)
    deck_text = _field(record, "deck", (str, type(None)), None, required=deal is None)
    if deck_text is None:
        deck = deal_deck(deal)
    else:
        if len(deck_text) > 1000:
            raise NotationError("the deck text is far too long")
        deck = parse_deck(deck_text)
        if deal is not None and deck != deal_deck(deal):
            raise NotationError(f"the deck is not the deck of deal {deal}")
    move_texts = _field(record, "moves", list)
    if len(move_texts) > MAX_MOVES:
        raise NotationError(f"{len(move_texts)} moves is more than a game can have")
    moves = [parse_move(t, f"move {i} ") for i, t in enumerate(move_texts, start=1)]
    position = _field(record, "position", int, len(moves), required=False)
    if not 0 <= position <= len(moves):
        raise NotationError(f"position {position} is outside 0..{len(moves)}")
    daily = _field(record, "daily", (str, type(None)), None, required=False)
    if daily is not None:
        import datetime as _dt  # here: only a daily deal's record names a date

        try:
            _dt.date.fromisoformat(daily)
        except ValueError:
            raise NotationError(f"'daily' {daily!r} is not a date") from None
    states = [GameState.new(variant, deck)]
    for i, move in enumerate(moves):
        try:
            states.append(states[-1].apply(move))
        except IllegalMoveError as e:
            raise NotationError(f"move {i + 1} ({move}) is illegal: {e.reason}") from None
    game = Game(variant, deck, deal, moves=moves, states=states, position=position, daily=daily)
    game.undos = _count(record, "undos")
    game.hints = _count(record, "hints")
    game.seconds = _seconds(record)
    return game


def _seconds(record: dict) -> float:
    value = _field(record, "seconds", (int, float), 0, required=False)
    if not 0 <= value <= MAX_SECONDS:  # (NaN fails this too)
        raise NotationError(f"'seconds' must be a time from 0 to {MAX_SECONDS}, not {value}")
    return float(value)


def loads(text: str | bytes) -> Game:
    try:
        record = json.loads(text)
    except (ValueError, UnicodeDecodeError) as e:
        raise NotationError(f"not valid JSON: {e}") from None
    return from_record(record)


def load_file(path: str | os.PathLike) -> Game:
    """Read and validate a saved game; NotationError (or OSError) says what is wrong."""
    try:
        data = read_limited(path)
    except FileTooLargeError as e:
        raise NotationError(str(e)) from None
    return loads(data)


def save_file(path: str | os.PathLike, game: Game) -> None:
    atomic_write_text(path, dumps(game))
