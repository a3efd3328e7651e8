"""The actions' icons: the desktop's icon theme first (``QIcon.fromTheme``), so that the
toolbar looks like the desktop's other programs, and small SVGs of our own where the
theme has none (``resources/icons/actions/``, packaged with the program).

``THEME_NAMES`` maps each of our icon names to freedesktop icon names (KDE's own first
where it has a better one); the first the theme has is used.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QIcon

# calculation_qt.resources (importlib.resources) is imported when an icon is first read,
# after the first frame (see window_actions.set_icon).

THEME_NAMES: dict[str, tuple[str, ...]] = {
    "games": ("applications-games",),
    "new": ("document-new",),
    "restart": ("view-refresh",),
    "undo": ("edit-undo",),
    "redo": ("edit-redo",),
    "idea": ("games-hint", "help-hint"),
    "suggest": ("games-solve",),
    "finish": ("go-last",),
    "settings": ("configure", "preferences-system"),
    "rules": ("help-contents",),
    "fullscreen": ("view-fullscreen",),
}


def fallback_path(name: str) -> Path:
    """Our own SVG for ``name`` (a file of the installed package)."""
    from ... import resources

    return Path(str(resources.resource(f"icons/actions/{name}.svg")))


def action_icon(name: str) -> QIcon:
    """The theme's icon for ``name`` if the desktop's theme has one, else ours."""
    for theme_name in THEME_NAMES[name]:
        if QIcon.hasThemeIcon(theme_name):
            return QIcon.fromTheme(theme_name)
    from ...resources import ResourceMissingError

    try:
        return QIcon(str(fallback_path(name)))
    except ResourceMissingError:  # a broken install: words without an icon
        return QIcon()
