"""Statistics per variant: played, won, lost, win %, streaks, fewest moves, recent results.

No Qt here.  One ``VariantStats`` per key: ``Variant.key`` (e.g. ``calculation-4``)
for ordinary deals and ``"daily:" + Variant.key`` for daily deals, which are kept
apart.  They live in ``statistics.json`` in the data folder, a versioned JSON object:

    {"format": "calculation-qt-statistics", "version": 1,
     "variants": {"calculation-4": {"played": 3, "won": 1, "lost": 2, ...,
                                    "recent": [{"won": true, "moves": 61, ...}, ...]}}}

How games count (the persistence module applies these rules, see its docstring):

- A game counts once its first move is made, and it is recorded once, when it first
  ends: won, blocked (a loss) or abandoned (a new deal or another variant while it is
  in progress; a loss).  Quitting is not abandoning: the game resumes next time.
- Undo and hints are allowed and the game counts like any other, but it is flagged
  *assisted* (``undos > 0`` or ``hints > 0``); the table shows "won without undo or
  hint" beside the wins, and each recent result carries the flag.
- Games the demo played in are not counted at all.
- The streaks count wins in a row; a loss (abandoning included) ends a winning streak.
- The last ``RECORD_LIMIT`` results of each variant also keep the game's record (the
  moves in effect, and the deck when the game has no deal number), so Game > Review
  game can replay them; older results drop it.  Files without records (older
  versions) load as before: their results just cannot be reviewed.

Loading validates everything (types, non-negative counts, totals that add up, known
variant keys, a bounded recent list); anything wrong sets the file aside through
``files`` and starts from empty statistics.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ...engine import NotationError, Variant
from . import files

FILE_NAME = "statistics.json"
WHAT = "statistics"
FORMAT = "calculation-qt-statistics"
VERSION = 1
DAILY_PREFIX = "daily:"
RECENT_LIMIT = 100  # results kept per variant for the recent list and the chart
MAX_COUNT = 10**9
MAX_MOVES = 10_000
RECORD_LIMIT = 30  # the newest results of a variant that keep their game's record (for Review game)
RECORD_MOVES = 200  # moves a record may hold (a game has at most 104)
# a move in the notation of docs/rules.md: waste piles 1..9 (the most any game has: 8), foundations 1..4
_MOVE = r"(?:s|w[1-9])>(?:w[1-9]|f[1-4])"
# (patterns compiled at first use, through re's cache: the window's start reads none)
_MOVES = rf"{_MOVE}(?: {_MOVE})*"
_DECK = r"(?:[A2-9TJQK][CDHS] ){51}[A2-9TJQK][CDHS]"


# -- keys -------------------------------------------------------------------------------
def stats_key(variant: Variant, daily: str | None = None) -> str:
    """The statistics key of a game: the variant's key, with ``daily:`` before it for a daily deal."""
    return (DAILY_PREFIX if daily else "") + variant.key


def parse_key(key: str) -> tuple[Variant, bool]:
    """(variant, is daily) of a statistics key; ValueError if it is not one."""
    if not isinstance(key, str) or len(key) > 64:
        raise ValueError(f"{key!r} is not a statistics key")
    daily = key.startswith(DAILY_PREFIX)
    try:
        variant = Variant.from_key(key[len(DAILY_PREFIX):] if daily else key)
    except NotationError as e:
        raise ValueError(f"{key!r} is not a statistics key ({e})") from None
    if stats_key(variant, "daily" if daily else None) != key:
        raise ValueError(f"{key!r} is not a statistics key")
    return variant, daily


def key_title(key: str) -> str:
    """Words for a key, e.g. ``Calculation, three waste piles`` or ``Strategy (daily deal)``."""
    variant, daily = parse_key(key)
    return variant.title + (" (daily deal)" if daily else "")


# -- validation helpers ------------------------------------------------------------------
def _count(data: dict, name: str, hi: int = MAX_COUNT) -> int:
    value = data.get(name, 0)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name!r} must be a whole number, not {value!r}")
    if not 0 <= value <= hi:
        raise ValueError(f"{name!r} must be a count from 0 to {hi}, not {value}")
    return value


def _flag(data: dict, name: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise ValueError(f"{name!r} must be true or false, not {value!r}")
    return value


def _now() -> str:
    import datetime as _dt  # here, not at import: the window's start needs no date

    return _dt.datetime.now().replace(microsecond=0).isoformat()


# -- one game's result -------------------------------------------------------------------
MAX_SECONDS = 10**7  # one game's time at most (as the saved game allows)


def game_record(game) -> dict:
    """What a result keeps to replay its game (an engine ``Game``): the moves in effect,
    as one string in the notation of docs/rules.md, and the deck when there is no deal number."""
    from ...engine import format_deck

    record = {"moves": " ".join(str(m) for m in game.played)}
    if game.deal is None:
        record["deck"] = format_deck(game.deck)
    return record


def _check_record(record: object, deal: int | None, moves: int) -> dict | None:
    """A result's record, validated (its moves are replayed only when reviewed)."""
    if record is None:
        return None
    if not isinstance(record, dict) or set(record) - {"moves", "deck"}:
        raise ValueError("a recent result's record must be an object with 'moves' (and 'deck')")
    text = record.get("moves")
    if not isinstance(text, str) or len(text) > 5 * RECORD_MOVES or (text and not re.fullmatch(_MOVES, text)):
        raise ValueError("a recent result's record holds no usable moves")
    if len(text.split()) != moves:
        raise ValueError("a recent result's record does not hold its moves")
    deck = record.get("deck")
    if deck is None and deal is None:
        raise ValueError("a recent result's record has neither a deal number nor a deck")
    if deck is not None and (not isinstance(deck, str) or not re.fullmatch(_DECK, deck)
                             or len(set(deck.split())) != 52):
        raise ValueError("a recent result's record holds no usable deck")
    return dict(record)


@dataclass(frozen=True, slots=True)
class Result:
    """One game's result, immutable."""

    won: bool
    moves: int                      # moves in effect when the game ended
    date: str | None = None         # local date and time, ISO 8601 (None: now)
    assisted: bool = False          # undo or hint used
    abandoned: bool = False         # a loss by starting another game
    deal: int | None = None
    game_id: str | None = None      # identifies the game, so it is never counted twice
    # game_record(): to review the game (newest results only); a dict, so not hashed
    record: dict | None = field(default=None, hash=False)
    seconds: int | None = None      # the player's time on it (None: not known, older files)

    def __post_init__(self) -> None:
        if self.date is None:
            object.__setattr__(self, "date", _now())

    def without_record(self) -> Result:
        return Result(self.won, self.moves, self.date, self.assisted, self.abandoned, self.deal, self.game_id,
                      seconds=self.seconds)

    def review_input(self):
        """(deck, moves) to review this game (engine values), or None without a record."""
        if self.record is None:
            return None
        from ...engine import deal_deck, parse_deck, parse_moves

        deck = deal_deck(self.deal) if self.record.get("deck") is None else parse_deck(self.record["deck"])
        return deck, parse_moves(self.record["moves"])

    def to_dict(self) -> dict:
        out = {"won": self.won, "moves": self.moves, "date": self.date, "assisted": self.assisted,
               "abandoned": self.abandoned, "deal": self.deal, "game_id": self.game_id,
               "seconds": self.seconds}
        if self.record is not None:
            out["record"] = dict(self.record)
        return out

    @staticmethod
    def from_dict(data: object) -> Result:
        if not isinstance(data, dict):
            raise ValueError("a recent result must be an object")
        if not isinstance(data.get("won"), bool):
            raise ValueError("a recent result's 'won' must be true or false")
        date = data.get("date")
        if not isinstance(date, str) or len(date) > 40:
            raise ValueError(f"a recent result's date {date!r} is not a date")
        import datetime as _dt

        try:
            _dt.datetime.fromisoformat(date)
        except ValueError:
            raise ValueError(f"a recent result's date {date!r} is not a date") from None
        deal = data.get("deal")
        if deal is not None and (isinstance(deal, bool) or not isinstance(deal, int) or not 0 <= deal < 1 << 64):
            raise ValueError(f"a recent result's deal {deal!r} is not a deal number")
        game_id = data.get("game_id")
        if game_id is not None and (not isinstance(game_id, str) or len(game_id) > 64):
            raise ValueError("a recent result's game id is not usable")
        seconds = data.get("seconds")
        if seconds is not None:
            seconds = _count(data, "seconds", MAX_SECONDS)
        moves = _count(data, "moves", MAX_MOVES)
        result = Result(data["won"], moves, date, _flag(data, "assisted"), _flag(data, "abandoned"), deal, game_id,
                        _check_record(data.get("record"), deal, moves), seconds)
        if result.won and result.abandoned:
            raise ValueError("a recent result cannot be both won and abandoned")
        return result


# -- one variant's figures ---------------------------------------------------------------


@dataclass(slots=True)
class VariantStats:
    """One variant's figures."""

    played: int = 0
    won: int = 0
    lost: int = 0
    clean_wins: int = 0       # won without undo or hint
    abandoned: int = 0        # of the losses, how many by abandoning
    current_streak: int = 0   # wins in a row up to the last game
    best_streak: int = 0
    losing_streak: int = 0    # losses in a row up to the last game
    fewest_moves: int | None = None  # in a win
    recent: list[Result] = field(default_factory=list)  # oldest first, at most RECENT_LIMIT
    best_seconds: int | None = None  # the fastest win's time (None: no timed win yet)

    @property
    def win_percent(self) -> float | None:
        return 100.0 * self.won / self.played if self.played else None

    def add(self, result: Result) -> None:
        if self.played >= MAX_COUNT:  # the totals are full (the file refuses more): only the recent list moves
            self._add_recent(result)
            return
        self.played += 1
        if result.won:
            self.won += 1
            if not result.assisted:
                self.clean_wins += 1
            self.current_streak += 1
            self.best_streak = max(self.best_streak, self.current_streak)
            self.losing_streak = 0
            if self.fewest_moves is None or result.moves < self.fewest_moves:
                self.fewest_moves = result.moves
            if result.seconds is not None and (self.best_seconds is None or result.seconds < self.best_seconds):
                self.best_seconds = result.seconds
        else:
            self.lost += 1
            if result.abandoned:
                self.abandoned += 1
            self.current_streak = 0
            self.losing_streak += 1
        self._add_recent(result)

    def _add_recent(self, result: Result) -> None:
        self.recent.append(result)
        del self.recent[:-RECENT_LIMIT]
        for i in range(len(self.recent) - RECORD_LIMIT - 1, -1, -1):  # older results drop their record
            if self.recent[i].record is None:
                break
            self.recent[i] = self.recent[i].without_record()

    def has_game(self, game_id: str | None) -> bool:
        return self.result_of(game_id) is not None

    def result_of(self, game_id: str | None) -> Result | None:
        """The recent result of the game with this id, if it is among the recent results."""
        if game_id is None:
            return None
        return next((r for r in reversed(self.recent) if r.game_id == game_id), None)

    def recent_win_percents(self) -> list[float]:
        """Win % after each of the recent games, counted over the recent games so far (for the chart)."""
        out, wins = [], 0
        for i, r in enumerate(self.recent, start=1):
            wins += r.won
            out.append(100.0 * wins / i)
        return out

    def to_dict(self) -> dict:
        return {"played": self.played, "won": self.won, "lost": self.lost, "clean_wins": self.clean_wins,
                "abandoned": self.abandoned, "current_streak": self.current_streak,
                "best_streak": self.best_streak, "losing_streak": self.losing_streak,
                "fewest_moves": self.fewest_moves, "recent": [r.to_dict() for r in self.recent],
                "best_seconds": self.best_seconds}

    @staticmethod
    def from_dict(data: object) -> VariantStats:
        if not isinstance(data, dict):
            raise ValueError("a variant's statistics must be an object")
        s = VariantStats(*(_count(data, n) for n in (
            "played", "won", "lost", "clean_wins", "abandoned", "current_streak", "best_streak", "losing_streak")))
        fewest = data.get("fewest_moves")
        if fewest is not None:
            s.fewest_moves = _count(data, "fewest_moves", MAX_MOVES)
        best = data.get("best_seconds")
        if best is not None:
            s.best_seconds = _count(data, "best_seconds", MAX_SECONDS)
        recent = data.get("recent", [])
        if not isinstance(recent, list):
            raise ValueError("'recent' must be a list")
        if len(recent) > RECENT_LIMIT:
            raise ValueError(f"'recent' holds {len(recent)} results, more than {RECENT_LIMIT}")
        s.recent = [Result.from_dict(r) for r in recent]
        if sum(r.record is not None for r in s.recent) > RECORD_LIMIT:
            raise ValueError(f"more than {RECORD_LIMIT} recent results keep their game's record")
        # the totals must agree with each other
        if s.won + s.lost != s.played:
            raise ValueError(f"won {s.won} and lost {s.lost} do not add up to played {s.played}")
        if s.clean_wins > s.won or s.abandoned > s.lost:
            raise ValueError("more wins without help or abandoned games than games")
        if (s.current_streak > s.best_streak or s.best_streak > s.won or s.losing_streak > s.lost
                or (s.won > 0) != (s.best_streak > 0)):
            raise ValueError("the streaks do not agree with the wins and losses")
        if s.current_streak and s.losing_streak:
            raise ValueError("a winning and a losing streak at once")
        if (s.fewest_moves is None) != (s.won == 0):
            raise ValueError("'fewest_moves' does not agree with the wins")
        if s.best_seconds is not None and s.won == 0:
            raise ValueError("'best_seconds' without a win")
        if len(s.recent) > s.played:
            raise ValueError("more recent results than games played")
        return s


# -- all of them ----------------------------------------------------------------------------
class Statistics:
    """Every variant's figures; ``load()`` from and ``save()`` to the data folder."""

    def __init__(self, variants: dict[str, VariantStats] | None = None):
        self.variants: dict[str, VariantStats] = dict(variants or {})

    def get(self, key: str) -> VariantStats:
        """The figures of ``key`` (empty ones if it has none yet; not stored until a game is recorded)."""
        return self.variants.get(key) or VariantStats()

    def keys(self) -> list[str]:
        return sorted(self.variants)

    def record(self, key: str, result: Result) -> bool:
        """Add ``result`` under ``key``; False (nothing changes) if that game is already counted."""
        parse_key(key)
        stats = self.variants.setdefault(key, VariantStats())
        if stats.has_game(result.game_id):
            return False
        stats.add(result)
        return True

    def reset(self, key: str) -> None:
        self.variants.pop(key, None)

    def to_dict(self) -> dict:
        return {"format": FORMAT, "version": VERSION,
                "variants": {k: v.to_dict() for k, v in sorted(self.variants.items())}}

    @staticmethod
    def from_dict(data: object) -> Statistics:
        if not isinstance(data, dict):
            raise ValueError("the statistics file does not hold a JSON object")
        if data.get("format") != FORMAT:
            raise ValueError(f"it is not a statistics file (format {data.get('format')!r})")
        variants = data.get("variants")
        if not isinstance(variants, dict):
            raise ValueError("'variants' must be an object")
        out = {}
        for key, value in variants.items():
            parse_key(key)
            try:
                out[key] = VariantStats.from_dict(value)
            except ValueError as e:
                raise ValueError(f"{key}: {e}") from None
        return Statistics(out)

    @classmethod
    def load(cls) -> Statistics:
        return files.load_json(FILE_NAME, cls.from_dict, cls, WHAT, version=VERSION)

    def refresh(self) -> str:
        """Take the figures the file holds now, in place (another Calculation window may
        have counted games since these were read): "read"; "missing", changing nothing;
        "set aside", changing nothing, when the file went bad meanwhile (damaged, a newer
        version's, not a file): it is moved aside and reported, never written over
        unread, and these figures are the ones to save in its place."""
        fresh, set_aside = files.reread_json(FILE_NAME, self.from_dict, WHAT, version=VERSION)
        if fresh is None:
            return "set aside" if set_aside else "missing"
        self.variants = fresh.variants
        return "read"

    def save(self) -> None:
        """Write atomically; files.StorageError (saying which problem) on failure."""
        files.save_json(FILE_NAME, self.to_dict(), WHAT, version=VERSION)


# -- words ------------------------------------------------------------------------------------
def clock_text(seconds: float) -> str:
    """A time as the clock shows it: ``4:05``, or ``1:02:03`` from an hour on."""
    total = int(seconds)
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
