#!/usr/bin/env bash
# Build the double-clickable one-folder bundle: packaging/dist/calculation-qt/calculation-qt
#   packaging/build_bundle.sh [PYTHON]      (default: .venv/bin/python, else python3)
# Installs PyInstaller into that Python's environment if it is missing, then runs the spec.
# Add it to the menu afterwards with:
#   PYTHON -m calculation_qt.desktop install --bundle packaging/dist/calculation-qt
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${1:-}"
if [ -z "$PYTHON" ]; then
  if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
"$PYTHON" -c "import calculation_qt.app.main, calculation_qt.resources" \
  || { echo "build_bundle: $PYTHON cannot import calculation_qt; install it first (pip install -e .)" >&2; exit 1; }
"$PYTHON" -m PyInstaller --version >/dev/null 2>&1 || "$PYTHON" -m pip install -q "pyinstaller>=6.0"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath packaging/dist --workpath packaging/build packaging/calculation-qt.spec
echo "build_bundle: built packaging/dist/calculation-qt/calculation-qt ($(du -sh packaging/dist/calculation-qt | cut -f1))"
