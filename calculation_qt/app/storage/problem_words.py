"""The words for a data-file problem (``files.Problem``): whole sentences, one for each case.

A problem is told in at most three sentences, each a complete sentence of its own in
the catalogues (context ``StorageProblem``), so that a language with genders or
another word order translates each case as a whole:

1. what happened and what was done with the file: one sentence for each file
   (settings, statistics, saved game), each kind of trouble (could not be read, could
   not be used, could not be saved, ...) and each outcome (moved aside, or left
   untouched and saving refused);
2. why, about the file alone ("... is empty.", "This program has no permission to
   read ...");
3. for a failed write, what the system said (no permission, disk full, an error code).

``words(problem)`` is English (the command-line tools, logs, tests); the window passes
``QCoreApplication.translate``.  No Qt here.
"""

from __future__ import annotations

import errno
from collections.abc import Callable

from ...engine.tr_marks import QT_TRANSLATE_NOOP

CONTEXT = "StorageProblem"

# -- 1. a file that could not be read (R) or used (U) at the start, moved aside (M) or left untouched (K)
SETTINGS_WENT_BAD_MOVED = QT_TRANSLATE_NOOP(
    "StorageProblem", "Your settings file changed while Calculation was running and can no longer be read or "
    "used, so the settings of this window are saved in its place. The file was kept as {name} in {folder}.")
SETTINGS_WENT_BAD_KEPT = QT_TRANSLATE_NOOP(
    "StorageProblem", "Your settings file changed while Calculation was running and can no longer be read or "
    "used. The file could not be moved aside, so it is left untouched, and changed settings are not saved "
    "until Calculation is started again.")
STATISTICS_WENT_BAD_MOVED = QT_TRANSLATE_NOOP(
    "StorageProblem", "Your statistics file changed while Calculation was running and can no longer be read or "
    "used, so the figures this window holds are saved in its place. The file was kept as {name} in {folder}.")
STATISTICS_WENT_BAD_KEPT = QT_TRANSLATE_NOOP(
    "StorageProblem", "Your statistics file changed while Calculation was running and can no longer be read or "
    "used. The file could not be moved aside, so it is left untouched, and no result is saved until "
    "Calculation is started again.")
_LOADED = {
    ("settings", "read", "moved"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your settings could not be read, so the default settings are used. The file was kept "
        "as {name} in {folder}."),
    ("settings", "read", "kept"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your settings could not be read, so the default settings are used. The file could not "
        "be moved aside, so it is left untouched, and changed settings are not saved until Calculation is "
        "started again."),
    ("settings", "use", "moved"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your settings file could not be used, so the default settings are used. The file was "
        "kept as {name} in {folder}."),
    ("settings", "use", "kept"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your settings file could not be used, so the default settings are used. The file could "
        "not be moved aside, so it is left untouched, and changed settings are not saved until Calculation is "
        "started again."),
    ("settings", "bad_setting", "moved"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your settings file holds a value this program cannot use for the setting {setting}, so "
        "that setting is back to its default and the others are kept. The file was kept as {name} in {folder}."),
    ("settings", "bad_setting", "kept"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your settings file holds a value this program cannot use for the setting {setting}, so "
        "that setting is back to its default. The file could not be moved aside, so it is left untouched, and "
        "changed settings are not saved until Calculation is started again."),
    ("settings", "bad_settings", "moved"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your settings file holds values this program cannot use for the settings {settings}, "
        "so those settings are back to their defaults and the others are kept. The file was kept as {name} in "
        "{folder}."),
    ("settings", "bad_settings", "kept"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your settings file holds values this program cannot use for the settings {settings}, "
        "so those settings are back to their defaults. The file could not be moved aside, so it is left "
        "untouched, and changed settings are not saved until Calculation is started again."),
    ("statistics", "read", "moved"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your statistics could not be read, so they start again from zero. The file was kept "
        "as {name} in {folder}."),
    ("statistics", "read", "kept"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your statistics could not be read, so they start from zero for now. The file could not "
        "be moved aside, so it is left untouched, and no result is saved until Calculation is started again."),
    ("statistics", "use", "moved"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your statistics file could not be used, so your statistics start again from zero. "
        "The file was kept as {name} in {folder}."),
    ("statistics", "use", "kept"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your statistics file could not be used, so your statistics start from zero for now. "
        "The file could not be moved aside, so it is left untouched, and no result is saved until Calculation "
        "is started again."),
    # (settings re-read while the program runs, to write a change into what the file holds)
    ("settings", "read", "moved_while_running"): SETTINGS_WENT_BAD_MOVED,
    ("settings", "use", "moved_while_running"): SETTINGS_WENT_BAD_MOVED,
    ("settings", "read", "kept_while_running"): SETTINGS_WENT_BAD_KEPT,
    ("settings", "use", "kept_while_running"): SETTINGS_WENT_BAD_KEPT,
    # (statistics re-read while the program runs, before a result is added: what this
    # window holds is kept and written in place of the file set aside)
    ("statistics", "read", "moved_while_running"): STATISTICS_WENT_BAD_MOVED,
    ("statistics", "use", "moved_while_running"): STATISTICS_WENT_BAD_MOVED,
    ("statistics", "read", "kept_while_running"): STATISTICS_WENT_BAD_KEPT,
    ("statistics", "use", "kept_while_running"): STATISTICS_WENT_BAD_KEPT,
    ("game", "read", "moved"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your saved game could not be read, so a new game is dealt. The file was kept as "
        "{name} in {folder}."),
    ("game", "read", "kept"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your saved game could not be read, so a new game is dealt. The file could not be "
        "moved aside, so it is left untouched, and this game is not saved for next time."),
    ("game", "use", "moved"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your saved game file could not be used, so a new game is dealt. The file was kept as "
        "{name} in {folder}."),
    ("game", "use", "kept"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your saved game file could not be used, so a new game is dealt. The file could not be "
        "moved aside, so it is left untouched, and this game is not saved for next time."),
}

# -- 1. a save that failed, or had to move something out of the way first
_SAVED = {
    ("settings", "write_failed"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your settings could not be saved to {path}; the settings saved before are kept."),
    ("statistics", "write_failed"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your statistics could not be saved to {path}; the figures saved before are kept."),
    ("game", "write_failed"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your game could not be saved to {path}; the game saved before is kept."),
    ("settings", "write_failed_first"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your settings could not be saved to {path}."),
    ("statistics", "write_failed_first"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your statistics could not be saved to {path}."),
    ("game", "write_failed_first"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your game could not be saved to {path}."),
    ("settings", "in_the_way_stuck"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your settings could not be saved to {path}: something other than a file is in its "
        "place and could not be moved aside."),
    ("statistics", "in_the_way_stuck"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your statistics could not be saved to {path}: something other than a file is in its "
        "place and could not be moved aside."),
    ("game", "in_the_way_stuck"): QT_TRANSLATE_NOOP(
        "StorageProblem", "Your game could not be saved to {path}: something other than a file is in its place "
        "and could not be moved aside."),
    ("settings", "in_the_way_moved"): QT_TRANSLATE_NOOP(
        "StorageProblem", "What was there was moved aside, and your settings are saved there anew."),
    ("statistics", "in_the_way_moved"): QT_TRANSLATE_NOOP(
        "StorageProblem", "What was there was moved aside, and your statistics are saved there anew."),
    ("game", "in_the_way_moved"): QT_TRANSLATE_NOOP(
        "StorageProblem", "What was there was moved aside, and your game is saved there anew."),
}
UNREADABLE_MOVED = QT_TRANSLATE_NOOP(
    "StorageProblem", "{path} could not be read any more, so it was kept as {name} in {folder}, and a new file is "
    "written in its place.")
FOLDER_UNUSABLE = QT_TRANSLATE_NOOP(
    "StorageProblem", "The data folder {folder} cannot be used, so your settings, statistics and game in progress "
    "cannot be kept this time.")

# -- results the statistics file could not take (a full disk), kept in the saved game
# (files.Words, said when they happen: saved_game, stats_recording)
PENDING_KEPT = QT_TRANSLATE_NOOP(
    "StorageProblem", "The game's result is kept with your saved game and added to your statistics as soon as "
    "they can be saved, even after Calculation is started again.")
PENDING_COUNTED = QT_TRANSLATE_NOOP(
    "StorageProblem", "Your statistics could be saved again: every result kept meanwhile is counted now.")

# -- 2. why: the file alone
_WHY = {
    "no_permission": QT_TRANSLATE_NOOP("StorageProblem", "This program has no permission to read {path}."),
    "cannot_open": QT_TRANSLATE_NOOP("StorageProblem", "{path} cannot be opened (system error {code})."),
    "folder": QT_TRANSLATE_NOOP("StorageProblem", "{path} is a folder, not a file."),
    "named_pipe": QT_TRANSLATE_NOOP("StorageProblem", "{path} is a named pipe, not a file."),
    "special": QT_TRANSLATE_NOOP("StorageProblem", "{path} is a device or another special file, not a file."),
    "too_large": QT_TRANSLATE_NOOP("StorageProblem", "{path} is far larger than it can be (over {size} MB)."),
    "empty": QT_TRANSLATE_NOOP("StorageProblem", "{path} is empty."),
    "binary": QT_TRANSLATE_NOOP("StorageProblem", "{path} holds binary data, not text."),
    "not_json": QT_TRANSLATE_NOOP(
        "StorageProblem", "{path} is not valid JSON, perhaps cut short (line {line}, column {column})."),
    "newer": QT_TRANSLATE_NOOP(
        "StorageProblem", "A newer version of Calculation wrote {path} (format version {found}; this one reads "
        "up to {version})."),
    "unknown_version": QT_TRANSLATE_NOOP(
        "StorageProblem", "{path} has a format version this program does not know."),
    "unusable": QT_TRANSLATE_NOOP("StorageProblem", "{path} holds something this program cannot use."),
}
_WAS_IN_THE_WAY = {
    "folder": QT_TRANSLATE_NOOP("StorageProblem", "{path} was a folder, not a file."),
    "named_pipe": QT_TRANSLATE_NOOP("StorageProblem", "{path} was a named pipe, not a file."),
    "special": QT_TRANSLATE_NOOP("StorageProblem", "{path} was a device or another special file, not a file."),
}

# -- 3. what the system said about a failed write
_SYSTEM = {
    "no_permission": QT_TRANSLATE_NOOP("StorageProblem", "This program may not write in {folder}."),
    "disk_full": QT_TRANSLATE_NOOP("StorageProblem", "The disk is full."),
    "error": QT_TRANSLATE_NOOP("StorageProblem", "The system reported error {code}."),
    "busy": QT_TRANSLATE_NOOP(
        "StorageProblem", "Another Calculation window kept the file locked for too long; this window tries "
        "again at the next change."),
}
_NO_PERMISSION = {errno.EACCES, errno.EPERM, errno.EROFS}
_DISK_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}

READ_TROUBLES = {"no_permission", "cannot_open", "folder", "named_pipe", "special"}


def _system(code: int | str | None) -> str:
    if code == "busy":  # (files.locked: another process held the file's lock)
        return "busy"
    if code in _NO_PERMISSION:
        return "no_permission"
    if code in _DISK_FULL:
        return "disk_full"
    return "error"


def words(problem, translate: Callable[[str, str], str] | None = None) -> str:
    """The sentences telling ``problem`` (a ``files.Problem``), translated by
    ``translate(context, text)`` (English without it)."""
    tr = (lambda text: translate(CONTEXT, text)) if translate else (lambda text: text)
    p = problem
    facts = {"path": p.path, "folder": p.folder, "name": p.moved_name, **p.facts}
    if p.trouble == "folder_unusable":
        sentences = [FOLDER_UNUSABLE, _SYSTEM[_system(p.facts.get("code"))]]
    elif p.trouble == "unreadable_moved":
        sentences = [UNREADABLE_MOVED]
    elif p.trouble == "write_failed":  # (saying what is kept only when something was saved before)
        first = "write_failed" if p.facts.get("before", True) else "write_failed_first"
        sentences = [_SAVED[p.file, first], _SYSTEM[_system(p.facts.get("code"))]]
    elif p.trouble == "in_the_way_stuck":
        sentences = [_SAVED[p.file, p.trouble], _WHY[p.facts["kind"]]]
    elif p.trouble == "in_the_way_moved":
        sentences = [_WAS_IN_THE_WAY[p.facts["kind"]], _SAVED[p.file, p.trouble]]
    elif p.trouble in ("bad_setting", "bad_settings"):
        sentences = [_LOADED[p.file, p.trouble, p.action]]
    else:  # a file that could not be read or used at the start
        kind = "read" if p.trouble in READ_TROUBLES else "use"
        sentences = [_LOADED[p.file, kind, p.action], _WHY[p.trouble]]
    return " ".join(tr(s).format(**facts) for s in sentences)
