"""``calculation-qt`` / ``python -m calculation_qt``: start the game window.

    calculation-qt [--game G] [--waste-piles 3] [--no-bases] [--deal N]
    calculation-qt [--deck ID] | --list-decks
    calculation-qt --version | --help | --smoke

Qt's own options (``-style fusion``, ``-reverse``, ``-platform offscreen``...) are
passed on to QApplication.

``--smoke`` opens the window, deals, plays a few moves through the real scene (mouse
events on the table) and controller, checks them, and quits: exit code 0 when all
went well, 1 otherwise.  It works headless (``QT_QPA_PLATFORM=offscreen``).  The
driver is ``calculation_qt/bench/smoke.py``; the packaging checks run it.
"""

from __future__ import annotations

import gc
import os
import sys
import time
import weakref
from typing import TYPE_CHECKING

from ... import __version__, core
from ...engine import GAMES, NotationError, Variant, game_spec
from ...engine.deals import check_deal_number
from ...engine.games import CLASSIC, NO_BASES, THREE_PILES, games_allowing

if TYPE_CHECKING:
    import argparse

FIRST_PAINT_ENV = "CALCULATION_QT_BENCH_FIRST_PAINT"  # set by ``bench ui`` only
# Qt's own command-line options (QApplication / QGuiApplication), passed on to Qt:
# those taking a value (``-style fusion`` or ``-style=fusion``), and those that do not
QT_VALUE_OPTIONS = frozenset({"style", "stylesheet", "platform", "platformpluginpath", "platformtheme", "plugin",
                              "qwindowgeometry", "qwindowtitle", "qwindowicon", "session", "display", "geometry",
                              "name", "title", "visual", "qmljsdebugger"})
QT_FLAG_OPTIONS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync"})


def build_parser() -> argparse.ArgumentParser:
    from ...cli_common import ToolParser

    parser = ToolParser(  # (an error line repeats a long argument only as a short prefix)
        prog="calculation-qt",
        description="Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead.")
    parser.add_argument("--version", action="version", version=f"calculation-qt {__version__} (core: {core.name()})")
    parser.add_argument("--game", choices=GAMES, help="the game to play (default: the one in your settings)")
    parser.add_argument("--waste-piles", type=int, choices=(3, 4), help="number of waste piles")
    parser.add_argument("--no-bases", action="store_true",
                        help=f"{', '.join(games_allowing(NO_BASES))} only: no foundations placed in advance")
    parser.add_argument("--classic", action="store_true",
                        help=f"{', '.join(games_allowing(CLASSIC))} only: the classic rules (eight waste piles, "
                             "foundations wait for the stock)")
    parser.add_argument("--deal", type=str, metavar="N", help="start on deal number N (0 to 2^64-1)")
    parser.add_argument("--deck", metavar="ID", help="start with the card deck ID and keep it (see --list-decks)")
    parser.add_argument("--list-decks", action="store_true",
                        help="print the card decks (id, a tab, name), one a line, and exit")
    parser.add_argument("--smoke", action="store_true",
                        help="open the window, play a few moves, quit (exit 0 if all went well)")
    return parser


def _variant_from(args, settings_variant: Variant, parser: argparse.ArgumentParser) -> Variant | None:
    """The variant the command line asks for, or None if it names none."""
    if args.game is None and args.waste_piles is None and not args.no_bases and not args.classic:
        return None
    game = args.game or settings_variant.game
    # the command line's options, with the saved ones the game allows beside them
    # (``--game calculation`` keeps a saved "no foundations in advance")
    asked = {o for o, on in ((NO_BASES, args.no_bases), (CLASSIC, args.classic), (THREE_PILES, args.waste_piles == 3))
             if on}
    saved = set(settings_variant.options) - ({THREE_PILES} if args.waste_piles is not None else set())
    options = game_spec(game).nearest_options(saved | asked, required=asked)
    try:
        return Variant.of(game, asked if options is None else options)
    except NotationError as e:
        parser.error(str(e))
    return None  # pragma: no cover - parser.error exits


def split_qt_arguments(argv: list[str]) -> tuple[list[str], list[str]]:
    """``argv`` as (the program's own arguments, Qt's): ``-style fusion``, ``-reverse``,
    ``-platform offscreen``... go to QApplication, as in any Qt program."""
    ours: list[str] = []
    qt: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            ours += argv[i:]
            break
        name = arg.lstrip("-").split("=", 1)[0] if arg.startswith("-") else ""
        if name in QT_FLAG_OPTIONS and "=" not in arg:
            qt.append(arg)
        elif name in QT_VALUE_OPTIONS:
            if "=" in arg:
                option, value = arg.split("=", 1)
                qt += [option, value]  # (Qt reads the value as the next argument)
            elif i + 1 < len(argv):
                qt += [arg, argv[i + 1]]
                i += 1
            else:
                ours.append(arg)  # no value: argparse says so
        else:
            ours.append(arg)
        i += 1
    return ours, qt


def parse_arguments(parser: argparse.ArgumentParser, argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """The program's options (argparse) and the Qt options to pass to QApplication;
    ``args.own_argv``: the program's own arguments as given (for a running window)."""
    ours, qt = split_qt_arguments(argv)
    args = parser.parse_args(ours)
    args.own_argv = ours
    return args, qt


class _ParserWhenNeeded:
    """``build_parser()``, built only when something asks it (an error to say): a plain
    start reads its command line without argparse (~4 ms of the first frame, bench ui)."""

    def __getattr__(self, name):
        parser = build_parser()
        return getattr(parser, name)


def plain_arguments(argv: list[str]):
    """The arguments of a plain start (none, or ``--deal N`` with N in digits), as
    ``parse_arguments`` would read them; None for any other command line."""
    if argv and (len(argv) != 2 or argv[0] != "--deal" or not (argv[1].isascii() and argv[1].isdigit())):
        return None
    from types import SimpleNamespace

    return SimpleNamespace(game=None, waste_piles=None, no_bases=False, classic=False,
                           deal=argv[1] if argv else None, deck=None, list_decks=False, smoke=False,
                           own_argv=list(argv))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = plain_arguments(argv)
    if args is not None:
        parser, qt_args = _ParserWhenNeeded(), []
    else:
        parser = build_parser()
        args, qt_args = parse_arguments(parser, argv)
    args.qt_args = qt_args
    deal = None
    if args.deal is not None:
        try:
            deal = check_deal_number(int(args.deal))
        except (ValueError, NotationError):
            from ...cli_common import shorten

            parser.error(f"--deal {shorten(args.deal)} is not a whole number from 0 to 2^64-1")

    _check_platform(args.qt_args, parser)
    if args.list_decks:
        from .deck_args import list_decks

        return list_decks()
    if args.smoke:  # a smoke run never reads or writes the player's saved game, statistics or settings
        from ...bench.smoke import use_scratch_data_folder

        use_scratch_data_folder()
    # The start makes many long-lived objects (modules, PySide6's classes and enums, the
    # table) and no garbage: the cyclic collector only re-scans them (~1.5% of the start,
    # bench ui).  It is back on once the first frame is painted (or when main returns).
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _start(args, deal, parser, collecting)
    finally:
        if collecting:
            gc.enable()


def _check_platform(qt_args: list[str], parser: argparse.ArgumentParser) -> None:
    """Refuse ``-platform NAME`` (exit 2) when no platform plugin of that name is
    installed: Qt would abort (exit 134) after a long message."""
    names = [qt_args[i + 1] for i in range(len(qt_args) - 1) if qt_args[i].lstrip("-") == "platform"]
    if not names:
        return
    name = names[-1].split(":", 1)[0]
    known = platform_plugins([qt_args[i + 1] for i in range(len(qt_args) - 1)
                              if qt_args[i].lstrip("-") == "platformpluginpath"])
    if known and name.lower() not in known:
        from ...cli_common import shorten

        parser.error(f"-platform {shorten(name)}: no such platform plugin here; there are "
                     f"{', '.join(sorted(known))}")


def platform_plugins(extra_folders: list[str]) -> set[str]:
    """The names of Qt's installed platform plugins (read from the plugins' metadata,
    without loading them): Qt's own folder, ``QT_PLUGIN_PATH`` and ``extra_folders``."""
    from PySide6.QtCore import QLibraryInfo, QPluginLoader

    folders = [os.path.join(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath), "platforms")]
    folders += [os.path.join(p, "platforms") for p in os.environ.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    folders += extra_folders
    names: set[str] = set()
    for folder in folders:
        try:
            entries = os.listdir(folder)
        except OSError:
            continue
        for entry in entries:
            keys = QPluginLoader(os.path.join(folder, entry)).metaData().get("MetaData", {}).get("Keys", [])
            names.update(str(k).lower() for k in keys)
    return names


def _import_plain_modules() -> None:
    """Import the start's modules that need no Qt at import before PySide6 is loaded:
    from then on, PySide6's import hook reads the source of every module an import
    statement names for the first time after it (shibokensupport.feature looks for
    "PySide6" in it), also of one imported before (docs/performance.md).  Modules the
    start needs only late (``weakref``, ``logging``, ``random``) are imported here or
    where they are used, not by the window's modules."""
    import json  # noqa: F401
    import zlib  # noqa: F401

    from ... import i18n, qtcompat  # noqa: F401
    from ...engine import record  # noqa: F401
    from ...ui import layout  # noqa: F401
    from ..storage import game_lock, saved_game, settings, upgrade  # noqa: F401
    from . import start_request  # noqa: F401


def _start(args, deal: int | None, parser: argparse.ArgumentParser, collecting: bool) -> int:
    _import_plain_modules()
    from PySide6.QtWidgets import QApplication

    from ... import APP_ID, qtcompat

    qtcompat.skip_feature_scan()
    qtcompat.paint_in_one_thread()

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "calculation-qt", *args.qt_args])
    app.setApplicationName("Calculation")
    app.setOrganizationName("calculation-qt")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    instance = None
    if not args.smoke:  # a smoke run has a scratch data folder of its own
        from . import single_instance

        if args.deck is not None:  # (checked here: the running window takes it as it is)
            from ..storage.settings import Settings
            from .deck_args import choose_deck

            choose_deck(args.deck, Settings.load(), parser, save=False)
        instance = single_instance.start_or_hand_over(app, args.own_argv)
        if instance is None:
            return 0  # the program already running on this data folder took the arguments

    from ..storage.settings import Settings
    from .controller import GameController
    from .main_window import MainWindow

    settings = Settings() if args.smoke else Settings.load()
    if args.smoke:
        settings.animation_ms = 0
    from ... import i18n

    i18n.install(app, settings.language)  # before any widget: widgets take their texts when built
    if args.deck is not None:
        from .deck_args import choose_deck

        choose_deck(args.deck, settings, parser, save=not args.smoke, known=not args.smoke)  # (checked above)
    variant = _variant_from(args, settings.variant, parser)
    settings_variant = settings.variant
    if variant is not None:
        settings.set_variant(variant)  # in memory: saved only if the player changes a setting
    controller = GameController(settings)
    # the solver and advisor are installed right after the first frame (the smoke run
    # uses them at once)
    window = MainWindow(controller, defer_features=not args.smoke)
    if args.smoke:
        from ...bench.smoke import smoke

        _set_icon(app)
        code = smoke(app, window, variant, deal)
        del window, controller
        return code
    from . import start_request

    instance.forward_to(window, start_request.apply_argv)
    _after_first_frame(window, lambda _w: instance.listen(), install_features=False)  # (QtNetwork: ~6 ms)
    _say_if_resumed(window)
    if start_request.wants_new_game(controller, deal, variant):
        if controller.in_progress and _asks_before_abandoning(settings):
            # a resumed game: asked about once the window (and its abandon guard) is there
            settings.set_variant(settings_variant)
            _after_first_frame(window, lambda w: start_request.play(w, deal, variant))
        else:
            controller.new_deal(deal, variant or controller.variant)
    if os.environ.get(FIRST_PAINT_ENV):
        _report_first_paint(app, window.view.viewport())
    # The icon (six PNG sizes) is read right after the first frame: the table does not
    # wait for it, and the window manager takes it from the shown window.
    window.firstFramePainted.connect(lambda: _set_icon(app))
    window.firstFramePainted.connect(lambda: _quit_on_signals(app))
    if collecting:
        window.firstFramePainted.connect(gc.enable)
        from PySide6.QtCore import QTimer

        QTimer.singleShot(2000, gc.enable)  # should no frame come (e.g. started minimised)
    window.show()
    code = app.exec()
    instance.forward_to(None)
    del window, controller  # widgets go before the QApplication does
    return code


def _asks_before_abandoning(settings) -> bool:
    from ..features import abandon_guard  # noqa: F401 (declares the setting)

    return bool(getattr(settings, "confirm_abandon", True))


def _after_first_frame(window, action, install_features: bool = True) -> None:
    """``action(window)`` once, after the first frame (and the features, with
    ``install_features``), or after 1 s, should no frame come; holds no reference to
    the window (it goes before the QApplication does)."""
    from PySide6.QtCore import QTimer

    pending, ref = [action], weakref.ref(window)

    def run():
        target = ref()
        if pending and target is not None:
            if install_features:
                target.features.install_deferred()
            pending.pop()(target)

    window.firstFramePainted.connect(lambda: QTimer.singleShot(0, run))
    QTimer.singleShot(1000, run)


def _say_if_resumed(window) -> None:
    """After an unexpected stop (a crash, ``kill -9``) the start took the stopped
    program's lock over and resumed its game: a short note in the status bar, nothing
    more (``game_lock.took_over``)."""
    from PySide6.QtCore import QCoreApplication

    from ..storage import game_lock

    if game_lock.took_over():
        window.status_message(QCoreApplication.translate("GameLock", game_lock.RESUMED), 10000)


def _set_icon(app) -> None:
    try:
        from .resources import app_icon

        app.setWindowIcon(app_icon())
    except Exception:  # noqa: BLE001 - a missing icon must never stop the game
        pass


def _quit_on_signals(app) -> None:
    """SIGTERM, SIGINT and SIGHUP quit like Game > Quit (see ``quit_signals``)."""
    from . import quit_signals

    quit_signals.install(app)


def _report_first_paint(app, widget) -> None:
    """Benchmark hook (``bench ui``): once ``widget`` (the table) has painted its first
    frame, print ``first-paint <time.time_ns()> <time.process_time_ns()>`` and quit.
    With the variable set to ``modules``, first a line ``first-paint-modules`` and the
    names of the modules imported by then, a line ``first-paint-enums`` and the
    qualified names of the Qt enums PySide6 has built by then, and on Linux a line
    ``first-paint-threads`` and the number of the process's threads (a test checks what
    the start leaves out)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    def report():
        try:
            if os.environ.get(FIRST_PAINT_ENV) == "modules":
                import enum

                print("first-paint-modules", *sorted(sys.modules))
                print("first-paint-enums", *sorted(o.__qualname__ for o in gc.get_objects() if isinstance(
                    o, enum.EnumType) and o.__module__.startswith("PySide6.")))
                if os.path.isdir("/proc/self/task"):  # (Linux)
                    print("first-paint-threads", len(os.listdir("/proc/self/task")))
            print(f"first-paint {time.time_ns()} {time.process_time_ns()}", flush=True)
        finally:
            app.quit()  # (also when the output is gone: a closed pipe)

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):  # noqa: N802 (Qt name)
            if watched is widget and event.type() == QEvent.Paint:
                widget.removeEventFilter(self)
                QTimer.singleShot(0, report)  # runs after this paint event has been painted and flushed
            return False

    widget.installEventFilter(FirstPaint(app))  # kept alive by the app, its parent


if __name__ == "__main__":
    sys.exit(main())
