"""The window icon, built from the packaged icon files (see calculation_qt.resources)."""

from __future__ import annotations

from PySide6.QtGui import QIcon, QPixmap

from ...resources import ICON_SIZES, icon_png_name, read_bytes


def app_icon() -> QIcon:
    """The application icon with every hicolor PNG size (Qt scales between them).

    Read through importlib.resources, so it works from a wheel and in a bundle alike.
    Raises calculation_qt.resources.ResourceMissingError if the icon files are missing.
    """
    icon = QIcon()
    for size in ICON_SIZES:
        pixmap = QPixmap()
        if not pixmap.loadFromData(read_bytes(icon_png_name(size)), "PNG"):
            raise ValueError(f"the {size} px application icon is not a readable PNG")
        icon.addPixmap(pixmap)
    return icon
