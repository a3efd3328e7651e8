"""Render the hicolor PNG icons from the one SVG icon in resources/.

    python packaging/render_icons.py          # (re)write resources/icons/hicolor/NxN/apps/*.png
    python packaging/render_icons.py --check  # exit 1 if a committed PNG differs from a fresh render

The SVG is the single source of the icon; the PNGs are committed (small, and the
installed program and the menu-entry installer need them without rendering anything).
Rendering uses Qt's own SVG renderer (QtSvg, part of PySide6-Essentials).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
sys.path.insert(0, str(RESOURCES.parent))
from resources import ICON_SIZES, ICON_SVG, icon_png_name  # noqa: E402

# A committed PNG may differ from a fresh render by this much (mean absolute difference
# per channel, 0..255) before --check calls it stale: another Qt version antialiases a
# little differently, a changed drawing differs by far more.
TOLERANCE = 2.0


def render(svg: Path, size: int) -> QImage:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not an SVG Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def mean_difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference per channel of two images of one size (255 if sizes differ)."""
    if a.size() != b.size():
        return 255.0
    a = a.convertToFormat(QImage.Format.Format_RGBA8888)
    b = b.convertToFormat(QImage.Format.Format_RGBA8888)
    da, db = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(da, db, strict=True)) / len(da)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication([])
    svg = RESOURCES / ICON_SVG
    stale = []
    for size in ICON_SIZES:
        target = RESOURCES / icon_png_name(size)
        image = render(svg, size)
        if args.check:
            committed = QImage(str(target))
            diff = mean_difference(image, committed) if not committed.isNull() else 255.0
            print(f"{target.relative_to(RESOURCES.parent)}: mean difference {diff:.2f}")
            if diff > TOLERANCE:
                stale.append(target)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            if not image.save(str(target), "PNG"):
                raise SystemExit(f"cannot write {target}")
            print(f"wrote {target.relative_to(RESOURCES.parent)} ({target.stat().st_size} bytes)")
    if stale:
        print("stale icons (run python packaging/render_icons.py):", *map(str, stale), sep="\n  ", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
