"""The Card deck setting (issue #27): chosen in Settings with a preview, applied at
once, kept; a deck that is gone shows the program's faces with one message; the
command line's --list-decks and --deck."""

import pytest
from PySide6.QtCore import QLocale

from calculation_qt import i18n
from calculation_qt.app.shell import main as app_main
from calculation_qt.app.storage.settings import Settings
from calculation_qt.engine import Card, Move, PileKind
from calculation_qt.ui.cards.card_art import PIXMAPS
from calculation_qt.ui.cards.card_face import index_step

from .deck_files import INDEX_H, write_gnome, write_kde
from .test_window_settings import run_settings_dialog
from .window_helpers import make_window

S, W, F = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION


@pytest.fixture(autouse=True)
def _built_in_faces_in_english(qapp):
    yield
    PIXMAPS.set_deck("standard")
    i18n.set_deck_letters(None)  # (a test that chose a deck with its own letters)
    # the command line's tests install the settings' language in the shared application
    i18n.install_catalogues(qapp, "en")  # as tests/conftest.py left it
    QLocale.setDefault(QLocale.system())


@pytest.fixture
def system(tmp_path):
    folder = tmp_path / "xdg-system"
    write_kde(folder, "tall", names={"": "Tall", "de": "Hoch"})
    write_gnome(folder, "plain")
    return folder


def test_the_deck_row_lists_previews_applies_and_keeps_the_choice(qtbot, system):
    w = make_window(qtbot)
    w.controller.play(Move(S, 0, W, 0))
    assert PIXMAPS.deck == "standard" and PIXMAPS.svg is None  # nothing read with the default
    step = w.scene.table_layout.step
    seen = {}

    def choose(d):
        row = d.row_widget("card_deck")
        assert row.combo.count() == 2 or not row.looking.isHidden()  # built-in faces at once
        qtbot.waitUntil(lambda: row.combo.count() == 4, timeout=20000)  # the decks, found off the GUI thread
        assert row.looking.isHidden()
        seen["titles"] = [row.combo.itemText(i) for i in range(row.combo.count())]
        before = row.preview.pixmap().toImage()
        row.combo.setCurrentIndex(row.combo.findData("kde-tall"))
        seen["preview changed"] = row.preview.pixmap().toImage() != before

    run_settings_dialog(qtbot, w, choose)
    assert seen["titles"][2:] == ["Plain (GNOME)", "Tall (KDE)"] and len(seen["titles"]) == 4
    assert seen["preview changed"]
    assert PIXMAPS.deck == "kde-tall" and PIXMAPS.svg is not None
    assert w.scene.table_layout.step > INDEX_H * 140 > step  # the fan spreads for the taller index
    assert Settings.load().card_deck == "kde-tall"
    def four_colours(d):
        row = d.row_widget("card_deck")
        assert row.combo.count() == 4  # found once per process: listed at once now
        row.combo.setCurrentIndex(1)

    run_settings_dialog(qtbot, w, four_colours)
    assert PIXMAPS.deck == "four-colour" and PIXMAPS.svg is None
    assert w.scene.table_layout.step == pytest.approx(max(step, index_step("standard")))


def test_a_saved_deck_is_listed_and_previewed_while_the_others_are_looked_for(qtbot, system):
    w = make_window(qtbot, card_deck="gnome-plain")
    seen = {}

    def look(d):
        row = d.row_widget("card_deck")
        seen["at once"] = (row.deck_id(), row.preview.pixmap().isNull())
        qtbot.waitUntil(lambda: row.combo.count() == 4, timeout=20000)
        seen["found"] = (row.deck_id(), row.combo.currentText())

    run_settings_dialog(qtbot, w, look)
    assert seen == {"at once": ("gnome-plain", False), "found": ("gnome-plain", "Plain (GNOME)")}
    assert w.settings.card_deck == "gnome-plain"


def test_a_deck_that_is_gone_shows_the_programs_faces_and_says_so(qtbot, system):
    w = make_window(qtbot, card_deck="kde-gone")
    assert PIXMAPS.deck == "standard"
    message = w.statusBar().currentMessage()
    assert "kde-gone" in message and "not installed" in message
    assert w.settings.card_deck == "kde-gone"  # kept: used again once it is back


def test_a_damaged_deck_shows_the_programs_faces_and_says_so(qtbot, system):
    (system / "aisleriot" / "cards" / "plain.svg").write_bytes(b"<svg><g id='club_1'>")
    w = make_window(qtbot, card_deck="gnome-plain")
    assert PIXMAPS.deck == "standard"
    assert "damaged or incomplete" in w.statusBar().currentMessage()


def test_list_decks_prints_id_tab_name_and_exits_0(system, capsys):
    assert app_main.main(["--list-decks"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[0] for line in lines] == ["standard", "four-colour", "gnome-plain", "kde-tall"]
    assert lines[3] == "kde-tall\tTall (KDE)"


def test_list_decks_speaks_the_players_language(system, capsys):
    Settings(language="de").save()
    app_main.main(["--list-decks"])
    assert "kde-tall\tHoch (KDE)" in capsys.readouterr().out.splitlines()


def test_an_unknown_deck_exits_2_naming_the_first_ids(system, capsys):
    with pytest.raises(SystemExit) as e:
        app_main.main(["--deck", "kde-nope"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "kde-nope" in err and "standard, four-colour, gnome-plain, kde-tall" in err


def test_deck_starts_with_the_deck_and_keeps_it(system, monkeypatch, qapp):
    started = {}

    def fake_window(controller, **kw):  # stop before the window: the choice is what is tested
        started["deck"] = controller.settings.card_deck
        raise SystemExit(0)

    monkeypatch.setattr("calculation_qt.app.shell.main_window.MainWindow", fake_window)
    with pytest.raises(SystemExit):
        app_main.main(["--deck", "gnome-plain"])
    assert started["deck"] == "gnome-plain"
    assert Settings.load().card_deck == "gnome-plain"


def test_the_table_draws_the_deck(qtbot, system):
    w = make_window(qtbot, card_deck="gnome-plain")
    assert PIXMAPS.deck == "gnome-plain"
    image = PIXMAPS.get(Card(5, "C"), 1.0, 1.0).toImage()
    assert image.pixelColor(3 + 10, 3 + 20).name() == "#000000"  # the deck's index block
    assert w.scene.table_layout.step >= INDEX_H * 140


DEFAULT_DECK_PROBE = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from calculation_qt.app.shell.controller import GameController
from calculation_qt.app.shell.main_window import MainWindow
from calculation_qt.app.storage.settings import Settings
window = MainWindow(GameController(Settings()), defer_features=True)
window.firstFramePainted.connect(app.quit)
window.show()
app.exec()
print(sorted(m for m in sys.modules if m.startswith("PySide6.QtSvg") or m.endswith(("cards.decks", "svg_deck"))))
"""


def test_the_default_deck_reads_and_imports_no_deck_at_the_start(system):
    import os
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-c", DEFAULT_DECK_PROBE], capture_output=True, text=True, timeout=60,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines()[-1] == "[]", proc.stdout


def test_a_deck_with_a_taller_index_fans_wider_in_the_same_table(qtbot, system):
    w = make_window(qtbot)
    for j in range(3):
        w.controller.play(Move(S, 0, W, j))
    table, step = w.scene.table_layout.table, w.scene.table_layout.step
    slots = [w.scene.queries.pile_rect(W, j) for j in range(4)]
    run_settings_dialog(qtbot, w, lambda d: (qtbot.waitUntil(lambda: d.row_widget("card_deck").combo.count() == 4),
                                             d.row_widget("card_deck").combo.setCurrentIndex(3)))
    assert PIXMAPS.deck == "kde-tall"
    assert w.scene.table_layout.step > step  # the taller index gets its spread...
    assert w.scene.table_layout.table == table  # ...in the same table: the cards keep their size
    assert [w.scene.queries.pile_rect(W, j) for j in range(4)] == slots


@pytest.mark.parametrize(("language", "shown"), [("en", "Atlasnye (GNOME)"), ("ru", "Атласные (GNOME)")])
def test_a_deck_installed_under_two_names_is_listed_once_and_the_saved_one_in_its_place(
        qtbot, tmp_path, language, shown):
    folder = tmp_path / "xdg-system"
    for name in ("atlasnye", "Атласные", "bellot", "tigullio"):
        write_gnome(folder, name)
    w = make_window(qtbot, card_deck="gnome-tigullio", language=language)
    seen = {}

    def look(d):
        row = d.row_widget("card_deck")
        qtbot.waitUntil(lambda: row.looking.isHidden() and row.combo.count() >= 5, timeout=20000)
        seen["titles"] = [row.combo.itemText(i) for i in range(row.combo.count())]
        seen["chosen"] = row.deck_id()

    run_settings_dialog(qtbot, w, look)
    assert seen["titles"][2:] == [shown, "Bellot (GNOME)", "Tigullio (GNOME)"]
    assert seen["chosen"] == "gnome-tigullio"


def test_a_long_deck_name_is_shortened_with_an_ellipsis_in_russian_settings(qtbot, tmp_path):
    folder = tmp_path / "xdg-system"
    write_kde(folder, "long", names={"": "Long", "ru": "Очень длинное название колоды карт для проверки"})
    w = make_window(qtbot, card_deck="kde-long", language="ru")
    seen = {}

    def look(d):
        row = d.row_widget("card_deck")
        qtbot.waitUntil(lambda: row.looking.isHidden() and row.combo.count() >= 3, timeout=20000)
        row.combo.setFixedWidth(180)
        qtbot.wait(10)
        seen["shown"] = row.combo.shown_text()
        seen["full"] = row.combo.currentText()
        seen["fits"] = row.combo.fontMetrics().horizontalAdvance(seen["shown"]) < 180

    run_settings_dialog(qtbot, w, look)
    assert seen["full"].startswith("Очень длинное название")
    assert seen["shown"].endswith("\u2026") and seen["shown"][:-1] in seen["full"] and seen["fits"], seen


def test_nothing_below_the_deck_list_moves_when_the_installed_decks_are_found(qtbot, system):
    w = make_window(qtbot)
    seen = {}

    def look(d):
        row = d.row_widget("card_deck")
        seen["looking"] = not row.looking.isHidden()
        seen["before"] = d.autoplay.mapTo(d, d.autoplay.rect().topLeft())
        qtbot.waitUntil(lambda: row.looking.isHidden() and row.combo.count() == 4, timeout=20000)
        qtbot.wait(20)  # (the layout settles)
        seen["after"] = d.autoplay.mapTo(d, d.autoplay.rect().topLeft())

    run_settings_dialog(qtbot, w, look)
    assert seen["looking"]  # (the decks were still being looked for when the dialog opened)
    assert seen["after"] == seen["before"]  # Autoplay stays under the mouse


def test_a_decks_id_is_never_translated(tmp_path, capsys, monkeypatch, qapp):
    folder = tmp_path / "xdg-system"
    for name in ("atlasnye", "Атласные"):
        write_gnome(folder, name)
    Settings(language="ru").save()
    assert app_main.main(["--list-decks"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "gnome-atlasnye\tАтласные (GNOME)" in lines  # the Russian name, the Latin id
    assert not any(line.startswith("gnome-Атласные") for line in lines)
    started = {}

    def fake_window(controller, **kw):
        started["deck"] = controller.settings.card_deck
        raise SystemExit(0)

    monkeypatch.setattr("calculation_qt.app.shell.main_window.MainWindow", fake_window)
    with pytest.raises(SystemExit) as e:
        app_main.main(["--deck", "gnome-atlasnye"])
    assert e.value.code == 0 and started["deck"] == "gnome-atlasnye"


def test_labels_name_the_letters_the_decks_faces_show(qtbot, tmp_path):
    folder = tmp_path / "xdg-system"
    write_kde(folder, "xskat-german")
    w = make_window(qtbot, language="de")
    assert "D" not in w.scene.label_text(F, 0)
    seen = {}

    def choose(d):
        row = d.row_widget("card_deck")
        qtbot.waitUntil(lambda: row.combo.findData("kde-xskat-german") >= 0, timeout=20000)
        row.combo.setCurrentIndex(row.combo.findData("kde-xskat-german"))
        seen["ok"] = True

    run_settings_dialog(qtbot, w, choose)
    assert seen["ok"] and PIXMAPS.deck == "kde-xskat-german"
    words = [w.scene.label_text(F, k) for k in range(4)] + [w.scene.label_tip(F, k) for k in range(4)]
    assert any("D" in t for t in words) and not any(" Q" in t or "Q " in t for t in words), words
    run_settings_dialog(qtbot, w, lambda d: d.row_widget("card_deck").combo.setCurrentIndex(0))
    assert PIXMAPS.deck == "standard"
    assert all("D" not in w.scene.label_tip(F, k).split() for k in range(4))
