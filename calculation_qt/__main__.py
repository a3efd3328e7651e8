"""``python -m calculation_qt``: start the game (same options as ``calculation-qt``)."""

import sys

from .app.shell.main import main

if __name__ == "__main__":
    sys.exit(main())
