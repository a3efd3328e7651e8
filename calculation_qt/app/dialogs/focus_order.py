"""Tab goes through a dialog's controls in reading order, the order of its layouts (top
to bottom, a form row by row), whatever order they were made in: a feature's settings
row is made after the dialog's own rows but may stand above them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QComboBox, QFormLayout, QGridLayout, QLayout, QScrollArea, QWidget


def _is_control(widget: QWidget) -> bool:
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus) and widget.focusProxy() is None


def _items(layout: QLayout) -> list:
    items = [layout.itemAt(i) for i in range(layout.count())]
    if isinstance(layout, QFormLayout):
        places = [layout.getItemPosition(i) for i in range(layout.count())]
        order = sorted(range(len(items)), key=lambda i: (places[i][0], int(places[i][1].value)))
        return [items[i] for i in order]
    if isinstance(layout, QGridLayout):
        order = sorted(range(len(items)), key=lambda i: layout.getItemPosition(i)[:2])
        return [items[i] for i in order]
    return items


def _walk(layout: QLayout, out: list[QWidget]) -> None:
    for item in _items(layout):
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            _widget(widget, out)
        elif inner is not None:
            _walk(inner, out)


def _widget(widget: QWidget, out: list[QWidget]) -> None:
    if _is_control(widget):
        out.append(widget)
    if isinstance(widget, QComboBox) or (isinstance(widget, QAbstractScrollArea) and not isinstance(widget, QScrollArea)):
        return  # (their parts are theirs)
    if isinstance(widget, QScrollArea) and widget.widget() is not None:
        _widget(widget.widget(), out)
    elif widget.layout() is not None:
        _walk(widget.layout(), out)


def set_reading_order(dialog: QWidget) -> list[QWidget]:
    """Order the Tab chain of ``dialog``'s controls as its layouts stand them; returns them."""
    controls: list[QWidget] = []
    if dialog.layout() is not None:
        _walk(dialog.layout(), controls)
    for first, second in zip(controls, controls[1:], strict=False):
        QWidget.setTabOrder(first, second)
    return controls
