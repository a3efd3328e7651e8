"""The bundle's entry point: PyInstaller freezes this script as the calculation-qt program."""

import sys

from calculation_qt.app.main import main

if __name__ == "__main__":
    sys.exit(main())
