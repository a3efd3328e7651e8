#!/usr/bin/env bash
# Build the double-clickable one-folder bundle: packaging/dist/calculation-qt/calculation-qt
#   packaging/build_bundle.sh [PYTHON]      (default: .venv/bin/python, else python3)
# Installs PyInstaller into that Python's environment if it is missing, then runs the spec.
# Takes about half a minute; the bundle is about 120 MB.
# Add it to the menu afterwards with:
#   PYTHON -m calculation_qt.desktop install --bundle packaging/dist/calculation-qt
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${1:-}"
if [ -z "$PYTHON" ]; then
  if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
# The spec bundles this source tree (staged as a wheel lays it out); the Python only has
# to provide PySide6-Essentials and PyInstaller.
"$PYTHON" -c "import PySide6.QtWidgets" \
  || { echo "build_bundle: $PYTHON has no PySide6; install the game into it first (pip install .)" >&2; exit 1; }
"$PYTHON" -m PyInstaller --version >/dev/null 2>&1 || "$PYTHON" -m pip install -q "pyinstaller>=6.0"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath packaging/dist --workpath packaging/build packaging/calculation-qt.spec
echo "build_bundle: built packaging/dist/calculation-qt/calculation-qt ($(du -sh packaging/dist/calculation-qt | cut -f1))"
