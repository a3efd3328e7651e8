"""The card decks a player can choose: the program's own faces and the SVG decks that
KDE's and GNOME's card games install (no Qt here: this only finds and names them).

Where decks come from, in the XDG data folders (``$XDG_DATA_HOME``, default
``~/.local/share``, then ``$XDG_DATA_DIRS``, default ``/usr/local/share:/usr/share``;
the first folder holding a deck's id wins):

- KDE (KPatience's ``libkcardgame``): ``carddecks/svg-NAME/index.desktop``, a key file
  whose ``[KDE Backdeck]`` group names the deck (``Name``, ``Name[de]``...) and its
  SVG file (``SVG=...svgz``); card elements are ``1_club``... ``10_club``,
  ``jack_club``, ``queen_heart``, ``king_spade``, and ``back``.
- GNOME (Aisleriot): ``aisleriot/cards/NAME.svg`` or ``.svgz``; elements
  ``club_1``... ``club_10``, ``club_jack``, ``heart_queen``, ``spade_king``, ``back``.

A deck is offered only when its file names all 52 cards (a 32-card Skat deck does
not); the reason any deck is left out is logged.  Files are read with limits: at most
``MAX_DECK_BYTES`` from disk, at most ``MAX_SVG_BYTES`` once unzipped; only regular
files (a named pipe is never opened for a blocking read; a symlink loop or an
unreadable file is an OSError that skips the deck).
"""

from __future__ import annotations

import logging
import os
import re
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from ... import xdg
from ...engine import RANKS, SUITS
from ...fileio import FileTooLargeError, read_limited

log = logging.getLogger(__name__)

MAX_DECK_BYTES = 24 << 20      # on disk (the largest packaged deck, KDE's Dondorf: 3.2 MiB)
MAX_SVG_BYTES = 48 << 20       # unzipped (Dondorf: 11 MiB)
MAX_INDEX_BYTES = 256 << 10    # an index.desktop (KDE's largest: 6 KiB)
MAX_DECKS = 400                # folders or files looked at per data folder

# decks whose faces carry other index letters than A, J, Q, K (the labels then name those)
COURT_LETTERS = {"kde-xskat-german": {11: "B", 12: "D", 13: "K"}}

_SUIT_WORDS = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}
_RANK_WORDS = {1: "1", 11: "jack", 12: "queen", 13: "king"}
_ID_RE = re.compile(rb"""\bid\s*=\s*["']([^"'<>]{1,64})["']""")


def rank_word(rank: int) -> str:
    return _RANK_WORDS.get(rank, str(rank))


def element_id(style: str, rank: int, suit: str) -> str:
    """The SVG element id of a card in a deck of ``style`` ("kde" or "gnome")."""
    r, s = rank_word(rank), _SUIT_WORDS[suit]
    return f"{r}_{s}" if style == "kde" else f"{s}_{r}"


def card_ids(style: str) -> list[str]:
    """The 52 element ids, in the engine's suit and rank order."""
    return [element_id(style, rank, suit) for suit in SUITS for rank in range(1, len(RANKS) + 1)]


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck found on disk: ``id`` (``kde-NAME`` or ``gnome-NAME``), its names by
    language (``""``: the untranslated one), the SVG file, the element style, whether it
    has a back."""
    id: str
    names: dict[str, str] = field(compare=False)
    path: str
    style: str                  # "kde" | "gnome"
    has_back: bool = True

    def name(self, language: str = "") -> str:
        """The deck's name in ``language`` (``de``, ``pt_BR``...), else the plain one."""
        for key in (language, language.split("_")[0].split("@")[0]):
            if key and key in self.names:
                return self.names[key]
        return self.names.get("", self.id)


class DeckError(ValueError):
    """A deck file that cannot be used; the message says why in plain words."""


def data_dirs(environ: dict | None = None) -> list[Path]:
    """The XDG data folders, the user's first."""
    return xdg.data_dirs(environ)


def read_svg_bytes(path: str | os.PathLike) -> bytes:
    """The SVG text of ``path`` (unzipped if it is gzip), within the limits; raises
    OSError or DeckError with a plain reason."""
    try:
        data = read_limited(path, MAX_DECK_BYTES, regular_only=True)
    except FileTooLargeError:
        raise DeckError(f"the file is larger than {MAX_DECK_BYTES >> 20} MiB") from None
    if data[:2] == b"\x1f\x8b":
        return _gunzip(data)
    if str(path).endswith(".svgz"):
        raise DeckError(f"{os.fspath(path)} is not gzip-compressed as .svgz says")
    return data


def _gunzip(data: bytes) -> bytes:
    unzip = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        out = unzip.decompress(data, MAX_SVG_BYTES + 1)
    except zlib.error as e:
        raise DeckError(f"the compressed deck is damaged ({e})") from None
    if len(out) > MAX_SVG_BYTES or unzip.unconsumed_tail:
        raise DeckError(f"the deck unzips to more than {MAX_SVG_BYTES >> 20} MiB")
    if not unzip.eof:
        raise DeckError("the compressed deck is cut short")
    return out


def missing_cards(svg: bytes, style: str) -> list[str]:
    """The card element ids (of the 52) that ``svg`` does not define."""
    ids = set(_ID_RE.findall(svg))
    return [i for i in card_ids(style) if i.encode() not in ids]


def _check(path: Path, style: str) -> bool:
    """Raise DeckError unless the SVG at ``path`` names all 52 cards; whether it has a back."""
    svg = read_svg_bytes(path)
    missing = missing_cards(svg, style)
    if len(missing) == 52:
        raise DeckError("no card elements found (not a card deck, or damaged)")
    if missing:
        raise DeckError(f"it holds only {52 - len(missing)} of the 52 cards (missing {', '.join(missing[:4])}"
                        + (", ..." if len(missing) > 4 else "") + ")")
    return b"back" in set(_ID_RE.findall(svg))


def read_key_file(path: Path) -> dict[str, str]:
    """The ``[KDE Backdeck]`` group of an index.desktop as key -> value (``Name[de]`` keys kept)."""
    try:
        text = read_limited(path, MAX_INDEX_BYTES, regular_only=True).decode("utf-8", "replace")
    except FileTooLargeError:
        raise DeckError(f"its index.desktop is larger than {MAX_INDEX_BYTES >> 10} KiB") from None
    group, values = None, {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1]
        elif group == "KDE Backdeck" and "=" in line:
            key, value = line.split("=", 1)
            values.setdefault(key.strip(), value.strip())
    return values


def _kde_deck(folder: Path) -> Deck:
    keys = read_key_file(folder / "index.desktop")
    svg_name = keys.get("SVG", "")
    if not svg_name or "/" in svg_name or svg_name in (".", ".."):
        raise DeckError("its index.desktop names no SVG file")
    names = {"": keys.get("Name") or folder.name[4:]}
    for key, value in keys.items():
        m = re.fullmatch(r"Name\[([A-Za-z_@]{2,20})\]", key)
        if m and value:
            names[m.group(1)] = value
    path = folder / svg_name
    has_back = _check(path, "kde")
    return Deck("kde-" + folder.name[4:], names, str(path), "kde", has_back)


def _gnome_deck(path: Path) -> Deck:
    stem = path.name.rsplit(".", 1)[0]
    has_back = _check(path, "gnome")
    title = stem.replace("_", " ").replace("-", " ").strip()
    return Deck("gnome-" + stem, {"": title[:1].upper() + title[1:]}, str(path), "gnome", has_back)


def _candidates(base: Path):
    """(id, loader) for every deck-looking entry under one data folder, sorted."""
    found = []
    kde = base / "carddecks"
    for entry in _list(kde):
        if entry.startswith("svg-") and len(entry) > 4:
            found.append(("kde-" + entry[4:], lambda p=kde / entry: _kde_deck(p)))
    gnome = base / "aisleriot" / "cards"
    for entry in _list(gnome):
        if entry.endswith((".svg", ".svgz")) and not entry.startswith("."):
            found.append(("gnome-" + entry.rsplit(".", 1)[0], lambda p=gnome / entry: _gnome_deck(p)))
    return found


def _list(folder: Path) -> list[str]:
    try:
        with os.scandir(folder) as it:
            names = []
            for entry in it:
                names.append(entry.name)
                if len(names) >= MAX_DECKS:
                    log.warning("card decks: only the first %d entries of %s are read", MAX_DECKS, folder)
                    break
            return sorted(names)
    except OSError:
        return []


def find_decks(environ: dict | None = None) -> list[Deck]:
    """Every usable SVG deck in the data folders (the first folder's deck of an id
    wins), sorted by id.  A deck left out is logged with its reason."""
    decks: dict[str, Deck] = {}
    tried: set[str] = set()
    for base in data_dirs(environ):
        for deck_id, load in _candidates(base):
            if deck_id in tried:
                continue
            tried.add(deck_id)
            try:
                decks[deck_id] = load()
            except (OSError, ValueError) as e:  # DeckError, a name that is no text
                log.info("card deck %s in %s left out: %s", deck_id, base, _reason(e))
    return [decks[k] for k in sorted(decks, key=lambda k: (k.split("-")[0], k.casefold()))]


# GNOME installs a deck twice, under a Latin and a Cyrillic file name (atlasnye.svgz
# and Атласные.svgz, the second with Russian court letters): one deck for the list, its
# id and faces the Latin file's in every language (an id is never translated, and the
# faces carry the letters the labels and messages name: "Q", not "Д")
_CYRILLIC = dict(zip("абвгдеёзийклмнопрстуфхыэ", "abvgdeezijklmnoprstufhye", strict=True)) | {
    "ж": "zh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ю": "yu", "я": "ya", "ь": "", "ъ": ""}
CYRILLIC_LANGUAGES = ("ru", "uk", "be", "bg", "sr", "mk")


def _latin(name: str) -> str:
    """``name`` in lower-case Latin letters (Cyrillic transliterated), without spaces."""
    return "".join(_CYRILLIC.get(c, c) for c in name.casefold() if c.isalnum())


def _cyrillic(name: str) -> bool:
    return any(c in _CYRILLIC for c in name.casefold())


def one_per_deck(decks: list[Deck], language: str = "") -> list[Deck]:
    """``decks`` with each GNOME deck installed under a Latin and a Cyrillic name once:
    the Latin file (its id, its faces), named by the Cyrillic file's name for a language
    written in Cyrillic."""
    cyrillic = language.split("_")[0] in CYRILLIC_LANGUAGES
    chosen: dict[str, Deck] = {}  # (in the order each deck is first met: the first name's place)
    local: dict[str, str] = {}  # key -> the Cyrillic file's name
    for deck in decks:
        key = "gnome:" + _latin(deck.name()) if deck.style == "gnome" else deck.id
        if _cyrillic(deck.name()):
            local[key] = deck.name()
        if key not in chosen or _cyrillic(chosen[key].name()):
            chosen[key] = deck
    out = []
    for key, deck in chosen.items():
        if cyrillic and key in local and not _cyrillic(deck.name()):
            deck = Deck(deck.id, {"": local[key]}, deck.path, deck.style, deck.has_back)
        out.append(deck)
    return out


def _reason(e: Exception) -> str:
    if isinstance(e, OSError) and e.strerror:
        return e.strerror
    return str(e)


def find_deck(deck_id: str, environ: dict | None = None) -> Deck | None:
    """The SVG deck of ``deck_id`` (only its own files are read), or None if there is
    none; raises OSError or ValueError (``DeckError``...) if it is there but unusable."""
    for base in data_dirs(environ):
        for candidate, load in _candidates(base):
            if candidate == deck_id:
                return load()
    return None
