"""A data file the program cannot read is never written over, and every message about
it is true (settings, statistics, the saved game).

Unreadable: ``chmod 000`` as the file's owner.  Root ignores permissions, so where this
process reads such a file all the same (tests run as root in CI) the in-process tests
fall back to a simulation: ``os.open`` refuses, with EACCES, a file whose mode grants
no read permission, as the kernel does for anyone else.  The subprocess tests need no
simulation: as root they run the real program without the capabilities that override
permissions (``setpriv``), so ``chmod`` applies to it as to any user.  A read-only data
folder is ``chmod 500`` (simulated as root by making renames into it fail with EACCES,
as tests/app/test_persistence_writes.py does)."""

import errno
import json
import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from calculation_qt.app.storage import files, saved_game, stats
from calculation_qt.app.storage.settings import FILE_NAME as SETTINGS_FILE
from calculation_qt.app.storage.settings import Settings
from calculation_qt.app.storage.stats import Statistics

from .persist_helpers import close_window, home, make_window, play_first_moves, play_to_block, shown
from .test_persistence_files import good_game, good_settings, good_statistics

ROOT = Path(__file__).resolve().parents[2]
FILES = {  # file: (name, a good document, the words that start its message)
    "settings": (SETTINGS_FILE, good_settings, "Your settings"),
    "statistics": (stats.FILE_NAME, good_statistics, "Your statistics"),
    "game": (saved_game.GAME_FILE, good_game, "Your saved game"),
}
posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")


@pytest.fixture(autouse=True)
def _clean():
    files.reset()
    yield
    files.reset()
    for path in home().iterdir() if home().exists() else ():
        os.chmod(path, 0o700 if path.is_dir() else 0o600)
    if home().exists():
        os.chmod(home(), 0o700)


def _permissions_apply() -> bool:
    """Whether this process is refused a file without read permission (not root)."""
    probe = home() / ".probe"
    probe.write_text("x")
    os.chmod(probe, 0)
    try:
        probe.read_text()
        return False
    except PermissionError:
        return True
    finally:
        probe.unlink()


@pytest.fixture
def unreadable(monkeypatch):
    """Make a file unreadable: ``chmod 000`` (and, where this process ignores that, the
    simulation the module docstring describes)."""
    home().mkdir(parents=True, exist_ok=True)
    if not _permissions_apply():
        real_open = os.open

        def honouring_permissions(path, flags, *args, **kwargs):
            try:
                mode = os.stat(path).st_mode
            except (OSError, TypeError, ValueError):
                return real_open(path, flags, *args, **kwargs)
            if stat.S_ISREG(mode) and not mode & 0o444 and flags & 3 != os.O_WRONLY:
                raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
            return real_open(path, flags, *args, **kwargs)

        monkeypatch.setattr(os, "open", honouring_permissions)

    def make(path: Path) -> None:
        os.chmod(path, 0)
    return make


@pytest.fixture
def read_only_folder(monkeypatch):
    """Make the data folder read-only (chmod 500, or renames into it refused as root)."""
    def make() -> None:
        folder = home()
        os.chmod(folder, 0o500)
        probe = folder / ".probe"
        try:
            probe.write_text("x")
        except PermissionError:
            return
        probe.unlink()
        real_replace = os.replace

        def refuse(src, dst, *args, **kwargs):
            if os.fspath(dst).startswith(os.fspath(folder)):
                raise PermissionError(errno.EACCES, "Permission denied", os.fspath(dst))
            return real_replace(src, dst, *args, **kwargs)

        monkeypatch.setattr(os, "replace", refuse)
    return make


def _write(which: str) -> tuple[Path, bytes]:
    name, good, _words = FILES[which]
    home().mkdir(parents=True, exist_ok=True)
    path = home() / name
    data = json.dumps(good()).encode()
    path.write_bytes(data)
    return path, data


def _kept_bytes(path: Path) -> bytes:
    os.chmod(path, 0o600)
    return path.read_bytes()


@posix_only
@pytest.mark.parametrize("which", list(FILES))
def test_an_unreadable_file_is_moved_aside_whole_and_saving_goes_on(qtbot, unreadable, which):
    path, data = _write(which)
    unreadable(path)
    window, p = make_window(qtbot)
    (message,) = shown(p)
    assert message.startswith(f"{FILES[which][2]} could not be read, so "), message
    assert f"This program has no permission to read {path}." in message
    (kept,) = home().glob(path.name + ".unreadable-*")
    assert f"The file was kept as {kept.name} in {home()}." in message
    play_first_moves(window.controller, 2)  # the game is saved, settings too, a result counted
    window.save_settings()
    play_to_block(window.controller)
    assert p.save_failures == 0
    assert path.is_file() and _kept_bytes(kept) == data  # never written over
    close_window(window)


@posix_only
@pytest.mark.parametrize("which", list(FILES))
@pytest.mark.parametrize("fault", ["unreadable", "damaged"])
def test_a_file_that_cannot_move_aside_is_left_untouched_and_every_message_is_true(
        qtbot, unreadable, read_only_folder, which, fault):
    path, data = _write(which)
    if fault == "damaged":
        data = data[: len(data) // 2]
        path.write_bytes(data)
    else:
        unreadable(path)
    read_only_folder()
    window, p = make_window(qtbot)
    play_first_moves(window.controller, 2)
    window.save_settings()
    play_to_block(window.controller)
    messages = shown(p)
    verb = "read" if fault == "unreadable" else "used"
    (first,) = [m for m in messages if m.startswith(FILES[which][2])]
    assert f"could not be {verb}, so" in first
    assert "The file could not be moved aside, so it is left untouched" in first
    assert not any("replaced at the next save" in m or "was kept as" in m for m in messages)
    assert _kept_bytes(path) == data  # never written over
    assert not list(home().glob(path.name + ".*-*"))
    close_window(window)


@posix_only
def test_a_file_that_stops_being_readable_is_moved_aside_before_the_next_save(qtbot, unreadable):
    window, p = make_window(qtbot)
    play_first_moves(window.controller, 1)
    play_to_block(window.controller)  # a result: statistics.json written
    path = home() / stats.FILE_NAME
    data = path.read_bytes()
    unreadable(path)
    window.controller.new_deal(5)
    play_first_moves(window.controller, 1)
    window.controller.new_deal(6)  # an abandoned game: the statistics are saved
    (kept,) = home().glob(path.name + ".unreadable-*")
    assert _kept_bytes(kept) == data
    said = [m for m in shown(p) if "can no longer be read or used" in m]  # (found by the re-read before counting)
    assert len(said) == 1 and kept.name in said[0] and "no permission to read" in said[0]
    close_window(window)


def _real_permissions_command() -> list[str]:
    """The start of a command that runs a program subject to file permissions."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("root, and no setpriv to drop the capabilities that override permissions")
    caps = "-dac_override,-dac_read_search"
    return [setpriv, f"--inh-caps={caps}", f"--bounding-set={caps}"]


def _run_program(folder: Path, script: str) -> tuple[dict, list[str]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CALCULATION_QT_HOME=str(folder))
    done = subprocess.run([*_real_permissions_command(), sys.executable, "-m", "tests.app.play_driver", script],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = {line.split()[1]: line.split(" ", 2)[2] for line in done.stdout.splitlines()
             if line.startswith("calculation-qt-test:")}
    return json.loads(lines["done"]), json.loads(lines["told"])


@posix_only
@pytest.mark.parametrize("which", list(FILES))
def test_the_real_program_keeps_an_unreadable_file(tmp_path, which):
    folder = tmp_path / "home"
    folder.mkdir()
    name, good, words = FILES[which]
    data = json.dumps(good()).encode()
    (folder / name).write_bytes(data)
    os.chmod(folder / name, 0)
    _done, told = _run_program(folder, "3,quit")
    assert len(told) == 1 and told[0].startswith(f"{words} could not be read") and "no permission" in told[0]
    (kept,) = folder.glob(name + ".unreadable-*")
    assert _kept_bytes(kept) == data
    assert len(json.loads((folder / saved_game.GAME_FILE).read_text())["moves"]) == 3  # saving went on


@posix_only
def test_the_real_program_in_a_read_only_folder_says_truly_that_it_saves_nothing(tmp_path):
    folder = tmp_path / "home"
    folder.mkdir()
    data = json.dumps(good_statistics()).encode()[:40]  # damaged
    (folder / stats.FILE_NAME).write_bytes(data)
    os.chmod(folder, 0o500)
    try:
        _done, told = _run_program(folder, "3,quit")
    finally:
        os.chmod(folder, 0o700)
    (said,) = [m for m in told if m.startswith("Your statistics file could not be used")]  # (once)
    assert "left untouched" in said
    assert not any("replaced at the next save" in m for m in told)
    assert any(f"Your game could not be saved to {folder / saved_game.GAME_FILE}. " in m for m in told)  # true:
    assert not any("saved before" in m for m in told)  # nothing can be written, nothing was saved before
    assert (folder / stats.FILE_NAME).read_bytes() == data


def test_settings_and_statistics_load_defaults_from_an_unreadable_file(unreadable):
    for name in (SETTINGS_FILE, stats.FILE_NAME):
        (home() / name).write_text("{}")
        unreadable(home() / name)
    assert Settings.load() == Settings() and Statistics.load().variants == {}
    assert [p.trouble for p in files.take_problems()] == ["no_permission", "no_permission"]


# Each case in the player's language: one whole sentence from the catalogue, no English.
SAID = {
    "de": ("Ihre Statistikdatei war unbrauchbar", "ist leer.", "Ihre Einstellungen konnten nicht gelesen werden",
           "keine Berechtigung"),
    "fr": ("Votre fichier de statistiques est inutilisable", "est vide.", "Vos paramètres n’ont pas pu être lus",
           "pas l’autorisation de lire"),
    "es": ("Su archivo de estadísticas no se pudo usar", "está vacío.", "No se pudo leer su configuración",
           "no tiene permiso para leer"),
}


@posix_only
@pytest.mark.parametrize("code", sorted(SAID))
def test_the_window_words_each_problem_in_the_player_s_language(qtbot, qapp, unreadable, code):
    from calculation_qt import i18n

    (home() / stats.FILE_NAME).write_bytes(b"")
    (home() / SETTINGS_FILE).write_text("{}")
    unreadable(home() / SETTINGS_FILE)
    i18n.install(qapp, code)
    try:
        window, p = make_window(qtbot)
        messages = shown(p)
    finally:
        i18n.install_catalogues(qapp, "en")
    statistics, empty, settings, permission = SAID[code]
    assert any(m.startswith(statistics) and empty in m for m in messages), messages
    assert any(m.startswith(settings) and permission in m for m in messages), messages
    english = ("could not", "The file", "settings", "statistics", "was kept")
    words = [re.sub(r"\S*\.json\S*", "", m) for m in messages]  # (paths and file names aside)
    assert not any(word in m for m in words for word in english), messages
    close_window(window)
