"""The saved game in progress: ``game.json`` in the data folder.

The engine's game record (``engine.record``) plus a small ``session`` object: the
game's id, its recorded result and whether the demo played in it, which the
statistics need to count every game exactly once (see ``stats_recording``).  Reads
and writes go through ``files`` (atomic writes; a damaged file set aside and
reported).

A result the statistics file could not take (a full disk) is kept in ``game.json`` too,
under ``pending`` (its statistics key and the result, as the statistics write it),
until the statistics hold it: the next start counts it, once (by its game's id), even
after a quit or a kill while the disk was still full.  No Qt here.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from ...engine import Game, record
from ...engine.values import Record
from . import files

if TYPE_CHECKING:  # (the statistics' module is imported when a saved game keeps results: not at every start)
    from .stats import Result

GAME_FILE = "game.json"
WHAT_GAME = "game"
RESULTS = (None, "won", "lost")
MAX_PENDING = 100  # results a saved game keeps for the statistics at most
Pending = list[tuple[str, "Result"]]  # (statistics key, result) not yet in the statistics file


def _new_id() -> str:
    return os.urandom(16).hex()  # 32 random hex digits


class Session(Record):
    """What the statistics need to know about the current game beyond its moves."""

    __slots__ = ("id", "result", "demo")
    _fields = __slots__

    def __init__(self, id: str | None = None, result: str | None = None, demo: bool = False) -> None:  # noqa: A002
        self.id = _new_id() if id is None else id
        self.result = result  # None while not recorded, else "won" / "lost"
        self.demo = demo      # the demo played in it: not counted

    def to_dict(self) -> dict:
        return {"id": self.id, "result": self.result, "demo": self.demo}

    @staticmethod
    def from_dict(data: object) -> Session:
        if data is None:
            return Session()
        if not isinstance(data, dict):
            raise ValueError("'session' must be an object")
        sid, result, demo = data.get("id"), data.get("result"), data.get("demo", False)
        if not isinstance(sid, str) or not 1 <= len(sid) <= 64:
            raise ValueError("the saved game's id is not usable")
        if result not in RESULTS:
            raise ValueError(f"the saved game's result {result!r} is not won, lost or none")
        if not isinstance(demo, bool):
            raise ValueError("'demo' must be true or false")
        return Session(sid, result, demo)


def game_to_dict(game: Game, session: Session, pending: Pending = ()) -> dict:
    out = {**record.to_record(game), "session": session.to_dict()}
    if pending:
        out["pending"] = [{"key": key, "result": result.to_dict()} for key, result in pending]
    return out


def game_from_dict(data: object) -> tuple[Game, Session]:
    """A saved game and its session; ValueError (NotationError) when anything is wrong."""
    game = record.from_record(data)
    return game, Session.from_dict(data.get("session"))  # type: ignore[union-attr]


def pending_from_dict(data: dict) -> Pending:
    """The results a saved game keeps for the statistics; ValueError when unusable."""
    items = data.get("pending", [])
    if not isinstance(items, list) or len(items) > MAX_PENDING:
        raise ValueError(f"'pending' must be a list of at most {MAX_PENDING} results")
    if not items:
        return []
    from .stats import Result, parse_key

    pending = []
    for item in items:
        if not isinstance(item, dict) or set(item) != {"key", "result"}:
            raise ValueError("a pending result must be an object with 'key' and 'result'")
        parse_key(item["key"])
        pending.append((item["key"], Result.from_dict(item["result"])))
    return pending


def load_saved_game() -> tuple[Game, Session] | None:
    """The saved game in progress, or None (missing, or damaged: then set aside and reported)."""
    saved = load_saved_game_and_pending()
    return None if saved is None else saved[:2]


def load_saved_game_and_pending() -> tuple[Game, Session, Pending] | None:
    """The saved game, its session and the results it keeps for the statistics, or None
    (missing, or damaged: then set aside and reported)."""
    return files.load_json(GAME_FILE, lambda data: (*game_from_dict(data), pending_from_dict(data)),
                           lambda: None, WHAT_GAME, version=record.VERSION)


def save_game(game: Game, session: Session, pending: Pending = ()) -> None:
    """Write the game atomically; files.StorageError on failure (the previous file stays)."""
    files.save_json(GAME_FILE, game_to_dict(game, session, pending), WHAT_GAME, version=record.VERSION)


def save_data(data: dict) -> None:
    """Write what ``game_to_dict`` made, atomically (files.StorageError on failure)."""
    files.save_json(GAME_FILE, data, WHAT_GAME, version=record.VERSION)
