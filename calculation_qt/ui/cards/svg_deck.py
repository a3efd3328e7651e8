"""An SVG card deck loaded for painting: QtSvg's renderer over the deck's file, each
card's element drawn into the card's rect (keeping the deck's aspect, centred across,
at the top), and the height of the deck's corner index measured on rendered cards.

``SvgDeck.load(deck)`` raises ``DeckError`` (with a plain reason) for a file QtSvg
cannot read or one that lacks a card; nothing here is ever read without a limit
(``decks.read_svg_bytes``).
"""

from __future__ import annotations

import logging
import math
import os
from array import array

from PySide6.QtCore import QByteArray, QLoggingCategory, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from ...engine import RANKS, SUITS, Card
from ..layout import CARD_H, CARD_W
from .decks import Deck, DeckError, element_id, find_deck, find_decks, read_svg_bytes

log = logging.getLogger(__name__)
# QtSvg warns on stderr of every feature it skips (e.g. "link #x is undefined", dozens
# a deck); whether a deck is drawn well enough is checked here (``check_drawn``)
QLoggingCategory.setFilterRules("qt.svg.warning=false")

MEASURE_W = 120                   # pixels across a card rendered to measure its index
CHECK_W = 60                      # ...to check that QtSvg draws it
CHECK_CARDS = [Card(rank, suit) for suit in SUITS for rank in (1, 10, 12)]
_STRIP = (0.02, 0.30)             # the top left corner where an index sits
_RIGHT = (1 - _STRIP[1], 1 - _STRIP[0])  # ...and the top right one
MIN_OPAQUE = 0.5                  # a card QtSvg draws with less of its rect painted is broken
_SEARCH_H = 0.45                  # the index ends above this fraction of the height
_MIN_BLOCK = 0.04                 # ink taller than this (of the height) starts the index
_GAP = 0.022                      # a blank band this tall (of the height) ends it
_SUIT_GAP = 0.06                  # ...unless a suit pip stands under the rank this close
_INK = 110                        # |dR| + |dG| + |dB| from the background that counts as ink


class SvgDeck:
    """A loaded deck: ``paint(painter, card_or_None)`` in card units, ``index_bottom``
    in scene units below the card's top edge, ``has_back``."""

    def __init__(self, deck: Deck, renderer: QSvgRenderer, aspect: float):
        self.deck = deck
        self.renderer = renderer
        self.has_back = renderer.elementExists("back")
        self.rect = card_rect(aspect)
        self.index_bottom = CARD_H * 0.25  # until measured

    @classmethod
    def load(cls, deck: Deck, measure: bool = True) -> SvgDeck:
        """Read and check ``deck``; with ``measure`` also draw its 52 cards to measure its
        index (``measure_index``), else ``index_bottom`` is a quarter of the card."""
        data = read_svg_bytes(deck.path)
        renderer = QSvgRenderer(QByteArray(data))
        del data
        if not renderer.isValid():
            raise DeckError("QtSvg cannot read the file (not valid SVG)")
        ratios = []
        for card in _cards():
            eid = element_id(deck.style, card.rank, card.suit)
            if not renderer.elementExists(eid):
                raise DeckError(f"the card {eid} is missing")
            box = element_box(renderer, eid)
            if not (box.width() > 0 and box.height() > 0 and math.isfinite(box.width() + box.height())):
                raise DeckError(f"the card {eid} is empty")
            ratios.append(box.height() / box.width())
        ratios.sort()
        loaded = cls(deck, renderer, ratios[len(ratios) // 2])  # the median card's aspect
        if measure:
            loaded.index_bottom = loaded.measure_index()
        return loaded

    def element(self, card: Card | None) -> str:
        return "back" if card is None else element_id(self.deck.style, card.rank, card.suit)

    def paint(self, painter: QPainter, card: Card | None, w: float = CARD_W, h: float = CARD_H) -> None:
        """Paint ``card`` (None: the back) into (0, 0, w, h), the deck's aspect kept."""
        r = self.rect
        sx, sy = w / CARD_W, h / CARD_H
        self.renderer.render(painter, self.element(card), QRectF(r.x() * sx, r.y() * sy, r.width() * sx,
                                                                 r.height() * sy))

    def render_card(self, card: Card | None, width: int) -> QImage:
        """``card`` drawn on a transparent image ``width`` pixels wide."""
        image = QImage(width, round(width * CARD_H / CARD_W), QImage.Format_ARGB32)
        image.fill(QColor(0, 0, 0, 0))
        painter = QPainter(image)
        self.paint(painter, card, image.width(), image.height())
        painter.end()
        return image

    def check_drawn(self, card: Card | None, image: QImage | None = None) -> None:
        """Raise DeckError if QtSvg leaves most of ``card`` empty, or draws a face with
        nothing in either top corner (no index): a deck it cannot draw."""
        image = image or self.render_card(card, CHECK_W)
        self._check_opaque(card, image)
        if card is not None and index_rows(image, _STRIP) == 0 == index_rows(image, _RIGHT):
            raise DeckError(f"QtSvg draws the card {self.element(card)} without an index")

    def _check_opaque(self, card: Card | None, image: QImage) -> None:
        if opaque_share(image, self.rect, CARD_W / image.width()) < MIN_OPAQUE:
            raise DeckError(f"QtSvg draws the card {self.element(card)} mostly empty")

    # -- the corner index --------------------------------------------------------------
    def measure_index(self) -> float:
        """How far below the card's top edge (scene units) the deck's corner index
        ends, measured on the 52 rendered cards: the median over the cards of where
        the index in the top left corner ends (``index_rows``), or, for a deck whose
        left corner is blank on most cards, in the top right corner of those cards.  (A
        deck with the rank on the right, as KDE's Oxygen decks, has the suit or the
        first pip on the left, lower down.)  Raises DeckError for a card QtSvg draws
        mostly empty or without an index (a deck it cannot draw)."""
        left, right = [], []
        for card in _cards():
            image = self.render_card(card, MEASURE_W)
            self._check_opaque(card, image)
            rows = index_rows(image, _STRIP)
            left.append(rows)
            if rows == 0:
                right.append(index_rows(image, _RIGHT))
                if right[-1] == 0:
                    raise DeckError(f"QtSvg draws the card {self.element(card)} without an index")
        return (_median(left) or _median(right)) * CARD_W / MEASURE_W


def _median(rows: list[int | None]) -> int:
    """The median of the corner's index ends (ink that runs on is no index), 0 if none."""
    ends = sorted(r for r in rows if r is not None)
    return ends[len(ends) // 2] if ends else 0


_usable: dict[tuple, list[Deck]] = {}   # the decks QtSvg draws, per data folders
_measured: dict[tuple, float] = {}      # index bottoms per (file, size, mtime)


def usable_decks(environ: dict | None = None) -> list[Deck]:
    """The decks of ``decks.find_decks`` that QtSvg reads and draws (checked on an ace,
    a ten and a queen of each suit; a deck left out is logged with its reason); found
    once per process (it may run off the GUI thread: it draws on QImages only)."""
    env = os.environ if environ is None else environ
    key = (env.get("XDG_DATA_HOME"), env.get("XDG_DATA_DIRS"), env.get("HOME"))
    if key not in _usable:
        good = []
        for deck in find_decks(env):
            try:
                svg = SvgDeck.load(deck, measure=False)
                for card in CHECK_CARDS:
                    svg.check_drawn(card)
                good.append(deck)
            except (OSError, DeckError) as e:
                log.info("card deck %s (%s) left out: %s", deck.id, deck.path, e)
        _usable[key] = good
    return _usable[key]


def known_decks(environ: dict | None = None) -> list[Deck] | None:
    """What ``usable_decks`` found for these data folders, None if it has not looked yet."""
    env = os.environ if environ is None else environ
    return _usable.get((env.get("XDG_DATA_HOME"), env.get("XDG_DATA_DIRS"), env.get("HOME")))


def load_deck(deck_id: str, environ: dict | None = None) -> SvgDeck:
    """The SVG deck ``deck_id``, loaded and measured (the measure is kept for the
    process, per file); raises DeckNotFound, DeckError (unusable) or OSError."""
    try:
        deck = find_deck(deck_id, environ)
    except ValueError as e:  # a file too large, a name that is no text
        raise e if isinstance(e, DeckError) else DeckError(str(e)) from None
    if deck is None:
        raise DeckNotFound(f"no card deck {deck_id!r} is installed")
    info = os.stat(deck.path)
    key = (deck.path, info.st_size, info.st_mtime_ns)
    svg = SvgDeck.load(deck, measure=key not in _measured)
    if key in _measured:
        svg.index_bottom = _measured[key]
    _measured[key] = svg.index_bottom
    return svg


class DeckNotFound(DeckError):
    pass


def _cards() -> list[Card]:
    return [Card(rank, suit) for suit in SUITS for rank in range(1, len(RANKS) + 1)]


def element_box(renderer: QSvgRenderer, eid: str) -> QRectF:
    """The element's bounds in the document's coordinates (its parents' transforms applied)."""
    return renderer.transformForElement(eid).mapRect(renderer.boundsOnElement(eid))


def card_rect(aspect: float) -> QRectF:
    """Where a card of height/width ``aspect`` is drawn in the CARD_W x CARD_H rect:
    as large as fits, centred across, at the top (the index stays where the fan shows it)."""
    if aspect >= CARD_H / CARD_W:
        w = CARD_H / aspect
        return QRectF((CARD_W - w) / 2, 0.0, w, CARD_H)
    return QRectF(0.0, 0.0, CARD_W, CARD_W * aspect)


def opaque_share(image: QImage, rect: QRectF, unit: float) -> float:
    """The share of the card's rect (scene units; ``unit`` scene units a pixel) that
    is painted, from a sample grid of points."""
    hits = total = 0
    for i in range(1, 20):
        for j in range(1, 20):
            x = int((rect.x() + rect.width() * i / 20) / unit)
            y = int((rect.y() + rect.height() * j / 20) / unit)
            if 0 <= x < image.width() and 0 <= y < image.height():
                total += 1
                hits += image.pixel(x, y) >> 24 > 128
    return hits / total if total else 0.0


def index_rows(image: QImage, corner: tuple[float, float]) -> int | None:
    """The row (pixels from the top) where the index in the top corner ``corner`` (the
    fractions of the width it spans) of the card in ``image`` ends; 0 if the corner is
    blank, None if its ink runs on to the end of the search (a frame or a picture).

    The index is the topmost ink taller than ``_MIN_BLOCK`` of the card (the rank, or
    the suit) and what stands under it in the same columns (the suit under the rank),
    down to a blank band of ``_GAP`` (or, for a suit set further apart, the next ink
    within ``_SUIT_GAP`` and its end): a pip or a picture beside it is not counted.
    Ink differs from the corner's commonest colour (the card's paper); rows or columns
    inked across most of the corner (a frame line) do not count."""
    ink = _ink(image, corner)
    rows, cols = len(ink), len(ink[0])
    h = image.height()
    gap, min_block = max(2, round(h * _GAP)), max(3, round(h * _MIN_BLOCK))
    used = [c for c in range(cols) if sum(ink[y][c] for y in range(rows)) <= 0.7 * rows]
    lines = {y for y in range(rows) if sum(ink[y][c] for c in used) > 0.7 * len(used)}

    def inked(y: int, columns) -> bool:
        return y not in lines and any(ink[y][c] for c in columns)

    y = 0
    while y < rows:
        if not inked(y, used):
            y += 1
            continue
        top = y
        columns = sorted({c for yy in range(top, min(rows, top + min_block)) for c in used
                          if ink[yy][c] and yy not in lines})
        span = columns[-1] - columns[0] + 1
        pad = max(1, span // 6)
        band = [c for c in used if columns[0] - pad <= c <= columns[-1] + pad]
        end, blank, y = _block_end(inked, band, y, rows, gap)
        if end - top + 1 >= min_block:
            if blank < gap:
                return None
            return _suit_under(inked, band, end, rows, max(gap + 1, round(h * _SUIT_GAP)), gap)
    return 0


def _suit_under(inked, band, end: int, rows: int, reach: int, gap: int) -> int | None:
    """The row where the index ends: after the rank (ending at row ``end``), or after the
    suit pip under it in the same columns when one starts within ``reach`` rows (as in
    GNOME's Ornamental deck, whose suit stands well apart from the rank)."""
    y = end + 1
    while y < min(rows, end + 1 + reach) and not inked(y, band):
        y += 1
    if y >= min(rows, end + 1 + reach):
        return end + 1  # nothing under the rank (the suit is beside it, or above)
    suit_end, blank, _y = _block_end(inked, band, y, rows, gap)
    return suit_end + 1 if blank >= gap else end + 1


def _block_end(inked, band, y: int, rows: int, gap: int) -> tuple[int, int, int]:
    """From row ``y`` (inked) down: the last inked row of the block in ``band``, the blank
    rows found after it (``gap`` when the block ended) and the row the search stopped at."""
    end, blank = y, 0
    while y < rows and blank < gap:
        if inked(y, band):
            end, blank = y, 0
        else:
            blank += 1
        y += 1
    return end, blank, y


def _ink(image: QImage, corner: tuple[float, float]) -> list[list[bool]]:
    """Which pixels of the corner (its columns, the top ``_SEARCH_H`` of the rows) are ink."""
    w, h = image.width(), image.height()
    x0, x1 = max(1, int(w * corner[0])), min(w - 1, int(w * corner[1]))
    # ARGB32: one native 32-bit 0xAARRGGBB a pixel, rows of exactly w pixels
    argb = array("I", bytes(image.constBits()))
    pixels = [argb[y * w + x0:y * w + x1] for y in range(int(h * _SEARCH_H))]
    paper = _commonest(pixels)
    return [[_is_ink(p, paper) for p in row] for row in pixels]


def _commonest(pixels) -> int:
    counts: dict[int, int] = {}
    for row in pixels:
        for p in row:
            if p >> 24 > 200:
                key = p & 0xF0F0F0
                counts[key] = counts.get(key, 0) + 1
    return max(counts, key=counts.get) if counts else 0xFFFFFF


def _is_ink(p: int, paper: int) -> bool:
    if p >> 24 < 128:
        return False
    return (abs(((p >> 16) & 0xFF) - ((paper >> 16) & 0xFF)) + abs(((p >> 8) & 0xFF) - ((paper >> 8) & 0xFF))
            + abs((p & 0xFF) - (paper & 0xFF))) > _INK
