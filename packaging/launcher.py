"""The bundle's entry point: PyInstaller freezes this script as the calculation-qt program.

Besides the game's own options, the bundled program takes
``--install-desktop-entry`` / ``--uninstall-desktop-entry``: add (or remove) the menu
entry and icons for the current user, pointing at this bundle (python -m
calculation_qt.desktop install|uninstall, for people who have only the bundle).
"""

import sys

DESKTOP_OPTIONS = {"--install-desktop-entry": "install", "--uninstall-desktop-entry": "uninstall"}


def run() -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen child process runs its task, not the game
    if len(sys.argv) == 2 and sys.argv[1] in DESKTOP_OPTIONS:
        from calculation_qt.desktop import console_main

        sys.argv[1:] = [DESKTOP_OPTIONS[sys.argv[1]]]
        console_main()  # exits: 0, or 2 with the reason on stderr
    from calculation_qt.app.shell.main import main

    return main()


if __name__ == "__main__":
    sys.exit(run())
