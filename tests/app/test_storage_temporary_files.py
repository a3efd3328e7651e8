"""A start removes the temporary files its own interrupted writes left behind, and
nothing else: with ``CALCULATION_QT_HOME`` set to the player's home folder, the
player's own ``.thesis.docx.tmp`` stays, however old."""

import os
import re
import time

from calculation_qt.app.storage import files, stats

from .persist_helpers import close_window, home, make_window


def _old(path, text="x"):
    path.write_text(text)
    hour_ago = time.time() - 3600
    os.utime(path, (hour_ago, hour_ago))
    return path


def test_only_the_programs_own_leftovers_are_removed_at_the_start(qtbot):
    folder = home()
    players = [_old(folder / name) for name in (
        ".thesis.docx.tmp", ".notes.txt.abcd1234.tmp", ".settings.json.tmp", ".game.json.old.copy.tmp",
        ".statistics.json.ABCD1234.tmp")]
    ours = [_old(folder / name) for name in (
        ".settings.json.k2_x9q0z.tmp", ".game.json.abcd1234.tmp", ".statistics.json.0000zzzz.tmp")]
    fresh = folder / ".game.json.fresh123.tmp"
    fresh.write_text("a write under way")
    window, _p = make_window(qtbot)  # (persistence removes the leftovers as it is installed)
    try:
        assert all(p.exists() for p in players), [p.name for p in players if not p.exists()]
        assert not [p.name for p in ours if p.exists()]
        assert fresh.exists()  # too young: perhaps another window's write
    finally:
        close_window(window)


def test_a_write_of_the_program_leaves_a_name_the_start_recognises(monkeypatch):
    """The pattern matches what fileio's atomic write really makes (its temporary file,
    caught just before the rename)."""
    import calculation_qt.fileio as fileio

    seen = []
    real_replace = os.replace

    def spy(src, dst, *args, **kwargs):
        seen.append(os.path.basename(src))
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(fileio.os, "replace", spy)
    stats.Statistics().save()
    assert len(seen) == 1 and re.fullmatch(files._OWN_TEMPORARY, seen[0]), seen
