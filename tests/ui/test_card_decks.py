"""The decks players already have (issue #27): KDE and GNOME SVG decks found in the XDG
data folders, read with limits, measured, and shown; bad decks never hurt."""

import gzip
import logging
import os

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from calculation_qt.engine import Card
from calculation_qt.ui.cards import decks, svg_deck
from calculation_qt.ui.cards.card_art import PIXMAPS, CardPixmaps
from calculation_qt.ui.cards.card_face import paint_face
from calculation_qt.ui.layout import CARD_H, CARD_W, TableLayout

from .deck_files import INDEX_H, deck_svg, write_gnome, write_kde


@pytest.fixture
def xdg(tmp_path):
    """The (user, system) XDG data folders the conftest points the program at."""
    return tmp_path / "xdg-home", tmp_path / "xdg-system"


@pytest.fixture(autouse=True)
def _built_in_faces():
    yield
    PIXMAPS.set_deck("standard")  # the cache is shared: leave it as found


def ids():
    return [d.id for d in decks.find_decks()]


def test_both_naming_styles_are_found_and_named_in_the_players_language(xdg, qapp):
    user, system = xdg
    write_kde(system, "tiny", names={"": "Tiny", "de": "Winzig", "pt_BR": "Pequeno"})
    write_gnome(system, "mini_deck", zipped=True)
    write_gnome(user, "mine")
    found = {d.id: d for d in decks.find_decks()}
    assert list(found) == ["gnome-mine", "gnome-mini_deck", "kde-tiny"]
    tiny = found["kde-tiny"]
    assert (tiny.name("de"), tiny.name("pt_BR"), tiny.name("pt"), tiny.name("fr")) == \
        ("Winzig", "Pequeno", "Tiny", "Tiny")
    assert found["gnome-mini_deck"].name() == "Mini deck"
    assert [d.id for d in svg_deck.usable_decks()] == list(found)


def test_the_users_folder_wins_over_the_systems(xdg):
    user, system = xdg
    write_gnome(system, "same")
    mine = write_gnome(user, "same")
    assert [d.path for d in decks.find_decks()] == [str(mine)]


def test_a_32_card_deck_is_left_out_with_a_log_line(xdg, caplog):
    skat = tuple(decks.element_id("kde", r, s) for s in "SHDC" for r in (2, 3, 4, 5, 6))
    write_kde(xdg[1], "skat", svg=deck_svg("kde", skip=skat))
    write_kde(xdg[1], "full")
    with caplog.at_level(logging.INFO):
        assert ids() == ["kde-full"]
    assert "kde-skat" in caplog.text and "only 32 of the 52 cards" in caplog.text


@pytest.mark.parametrize("damage", ["missing card", "a card drawn blank", "malformed", "not gzip", "huge", "symlink loop",
                                    "folder", "named pipe", "empty", "binary junk", "no SVG key"])
def test_a_bad_deck_is_skipped_without_harm(xdg, damage, qapp, monkeypatch):
    system = xdg[1]
    write_gnome(system, "good")
    folder = system / "aisleriot" / "cards"
    bad = folder / "bad.svgz"
    if damage == "missing card":
        write_gnome(system, "bad", svg=deck_svg("gnome", skip=("heart_queen",)))
    elif damage == "a card drawn blank":  # as QtSvg draws some of GNOME's Tango Nuevo
        write_gnome(system, "bad", svg=deck_svg("gnome", blank=("club_10",)))
    elif damage == "malformed":  # every id is there, but it is no XML: QtSvg refuses it
        write_gnome(system, "bad", svg=deck_svg("gnome").replace(b"</g>", b"</gg>", 3))
    elif damage == "not gzip":
        bad.write_bytes(deck_svg("gnome"))
    elif damage == "huge":
        bad.write_bytes(gzip.compress(deck_svg("gnome")))
        os.truncate(bad, decks.MAX_DECK_BYTES + 1)  # sparse: no disk used, refused unread
    elif damage == "symlink loop":
        os.symlink(folder / "loop.svg", folder / "bad.svg")
        os.symlink(folder / "bad.svg", folder / "loop.svg")
    elif damage == "folder":
        bad.mkdir()
    elif damage == "named pipe":
        os.mkfifo(bad)  # never opened for a blocking read: the test would hang
    elif damage == "empty":
        bad.write_bytes(b"")
    elif damage == "binary junk":
        bad.write_bytes(b"\x1f\x8b" + os.urandom(2000))
    elif damage == "no SVG key":
        write_kde(system, "bad")
        (system / "carddecks" / "svg-bad" / "index.desktop").write_text("[KDE Backdeck]\nName=Bad\n")
    assert [d.id for d in svg_deck.usable_decks()] == ["gnome-good"]


def test_a_zip_bomb_stops_at_the_limit(xdg, monkeypatch):
    monkeypatch.setattr(decks, "MAX_SVG_BYTES", 1 << 20)
    path = xdg[1] / "aisleriot" / "cards" / "bomb.svgz"
    path.parent.mkdir(parents=True)
    path.write_bytes(gzip.compress(b"<svg>" + b" " * (8 << 20)))
    with pytest.raises(decks.DeckError, match="more than 1 MiB"):
        decks.read_svg_bytes(path)
    assert ids() == []


def test_an_unreadable_deck_is_skipped(xdg, monkeypatch):
    path = write_gnome(xdg[1], "locked")
    write_gnome(xdg[1], "open")
    real = decks.read_limited

    def refuse(p, *a, **k):  # chmod 000 stops no one running as root: refuse as the OS would
        if str(p) == str(path):
            raise PermissionError(13, "Permission denied", str(p))
        return real(p, *a, **k)

    monkeypatch.setattr(decks, "read_limited", refuse)
    assert ids() == ["gnome-open"]
    if os.geteuid() != 0:
        monkeypatch.setattr(decks, "read_limited", real)
        path.chmod(0)
        assert ids() == ["gnome-open"]


def test_the_index_is_measured_and_the_fan_step_follows_it(xdg, qapp):
    write_kde(xdg[1], "tall")
    write_gnome(xdg[1], "short", svg=deck_svg("gnome", index_h=0.16))
    tall, short = svg_deck.load_deck("kde-tall"), svg_deck.load_deck("gnome-short")
    assert tall.index_bottom == pytest.approx(INDEX_H * CARD_H, abs=2.5)
    assert short.index_bottom == pytest.approx(0.16 * CARD_H, abs=2.5)
    pixmaps = CardPixmaps()
    pixmaps.set_deck("kde-tall", tall)
    step = pixmaps.index_step()
    assert step > tall.index_bottom
    layout = TableLayout(4, step)
    covered, cover = layout.waste_card(0, 5, 7), layout.waste_card(0, 6, 7)
    assert cover.y - covered.y >= tall.index_bottom  # a covered card shows its whole index


def test_a_deck_is_drawn_and_has_its_own_back(xdg, qapp):
    write_gnome(xdg[1], "pict")
    write_gnome(xdg[1], "backless", svg=deck_svg("gnome", back=False))
    pixmaps = CardPixmaps()
    builtin_back = pixmaps.get(None, 1.0, 1.0).toImage()
    pixmaps.set_deck("gnome-pict", svg_deck.load_deck("gnome-pict"))
    face = pixmaps.get(Card(12, "H"), 1.0, 1.0).toImage()
    back = pixmaps.get(None, 1.0, 1.0).toImage()
    # (the pixmaps have a shadow margin of 3 units)
    assert QColor(face.pixel(3 + 10, 3 + 20)).name() == "#000000"   # the index block
    assert QColor(face.pixel(3 + 50, 3 + 100)).name() == "#cc0000"  # the "pip"
    assert QColor(back.pixel(3 + 50, 3 + 70)).name() == "#204080"   # the deck's back
    pixmaps.set_deck("gnome-backless", svg_deck.load_deck("gnome-backless"))
    assert pixmaps.get(None, 1.0, 1.0).toImage() == builtin_back    # no back: the program's


def test_four_colours_tell_every_suit_apart(qapp):
    def ink(card: Card, four: bool) -> str:
        image = QImage(int(CARD_W), int(CARD_H), QImage.Format_ARGB32)
        image.fill(QColor(255, 255, 255))
        painter = QPainter(image)
        paint_face(painter, card, four_colour=four)
        painter.end()
        return QColor(image.pixel(50, 70)).name()  # the middle of an ace: its big suit

    two = {s: ink(Card(1, s), False) for s in "SHDC"}
    four = {s: ink(Card(1, s), True) for s in "SHDC"}
    assert len(set(two.values())) == 2 and len(set(four.values())) == 4
    assert (four["S"], four["H"]) == (two["S"], two["H"])
    blue, green = QColor(four["D"]), QColor(four["C"])
    assert blue.blue() > blue.red() + 80 and green.green() > green.red() + 60


SYSTEM = "/usr/share"


@pytest.mark.skipif(not any(os.path.isdir(os.path.join(SYSTEM, d)) for d in ("carddecks", "aisleriot/cards")),
                    reason="no KDE or GNOME card deck installed (Debian: kdegames-card-data-kf5, gnome-cards-data)")
def test_the_installed_decks_render_a_whole_game(monkeypatch, tmp_path, qapp):
    """Where the desktops' decks are installed (CI installs them, best effort): every deck
    offered draws its 52 cards and back; the first and last two have a measured index."""
    monkeypatch.setenv("XDG_DATA_DIRS", SYSTEM)  # read only: the system's decks, not the player's
    offered = svg_deck.usable_decks()
    assert offered, "the packages are there but no deck is offered"
    for deck in offered:
        svg = svg_deck.SvgDeck.load(deck, measure=False)
        for card in [Card(rank, suit) for suit in "SHDC" for rank in range(1, 14)] + [None]:
            svg.check_drawn(card, svg.render_card(card, svg_deck.CHECK_W))
    for deck in offered[:2] + offered[-2:]:  # (the measure takes a few tenths of a second a deck)
        svg = svg_deck.SvgDeck.load(deck)
        assert 0.05 * CARD_H < svg.index_bottom < 0.45 * CARD_H, deck.id


def test_a_suit_set_apart_under_the_rank_is_part_of_the_index(xdg, qapp):
    # as GNOME's Ornamental deck: the rank, a gap of 0.045 of the height, then the suit
    write_gnome(xdg[1], "ornate", svg=deck_svg("gnome", index_h=0.16, suit_h=0.30))
    ornate = svg_deck.load_deck("gnome-ornate")
    assert ornate.index_bottom == pytest.approx(0.30 * CARD_H, abs=2.5)  # rank AND suit
    pixmaps = CardPixmaps()
    pixmaps.set_deck("gnome-ornate", ornate)
    layout = TableLayout(4, pixmaps.index_step())
    covered, cover = layout.waste_card(0, 4, 6), layout.waste_card(0, 5, 6)
    assert cover.y - covered.y >= 0.30 * CARD_H  # a covered card shows its suit too


def test_list_decks_says_nothing_of_a_deck_left_out_on_every_run(xdg, caplog, capsys):
    from calculation_qt.app.shell.deck_args import list_decks

    skat = tuple(decks.element_id("kde", r, s) for s in "SHDC" for r in (2, 3, 4, 5, 6))
    write_kde(xdg[1], "skat", svg=deck_svg("kde", skip=skat))
    write_kde(xdg[1], "full")
    svg_deck._usable.clear()  # (a fresh run)
    with caplog.at_level(logging.DEBUG):
        assert list_decks() == 0
    out = capsys.readouterr()
    assert "kde-full" in out.out and "kde-skat" not in out.out
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING], caplog.text
    assert "kde-skat" in caplog.text  # (the reason is kept, at the info level)
