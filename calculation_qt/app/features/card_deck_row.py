"""The settings dialog's "Card deck" row: a list of the decks and a preview of a few
of the chosen deck's cards (one of each suit and the back), drawn as the table would."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from ...engine import Card
from ...qtcompat import Qt
from ...ui.cards.card_art import BUILT_IN_FACES, PIXMAPS
from ...ui.cards.card_back import paint_back
from ...ui.cards.card_face import paint_face
from ...ui.layout import CARD_H, CARD_W

PREVIEW_CARDS = (Card(1, "S"), Card(13, "H"), Card(12, "D"), Card(10, "C"), None)
PREVIEW_W = 46  # pixels across a preview card


class ElidingComboBox(QComboBox):
    """A combo box that shortens its current text with an ellipsis where it is too
    narrow for it (Qt's own cuts the text off); the list shows every name whole."""

    def shown_text(self) -> str:
        """The current text as drawn: whole, or shortened to fit with "…"."""
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        rect = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                           QStyle.SubControl.SC_ComboBoxEditField, self)
        return self.fontMetrics().elidedText(self.currentText(), Qt.TextElideMode.ElideRight, rect.width() - 4)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        opt.currentText = self.shown_text()
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)


class DeckChooser(QWidget):
    """The list of decks (``titles``: (id, title) pairs; more join with ``add_decks``)
    and the preview."""

    def __init__(self, parent: QWidget, current: str, titles: list[tuple[str, str]]):
        super().__init__(parent)
        self.current = current
        self.combo = ElidingComboBox(self)
        self.combo.setAccessibleName(QCoreApplication.translate("CardDeck", "Card deck"))
        # long deck names must not widen the dialog past a small screen: the list is wider
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combo.setMinimumContentsLength(18)
        for deck_id, title in titles:
            self.combo.addItem(title, deck_id)
        self._select(current)
        self.looking = QLabel(QCoreApplication.translate("CardDeck", "Looking for installed card decks…"), self)
        self.looking.hide()
        self.preview = QLabel(self)
        self.preview.setAccessibleName(QCoreApplication.translate("CardDeck", "Preview of the card deck"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.combo)
        layout.addWidget(self.looking)
        row = QHBoxLayout()
        row.addWidget(self.preview)
        row.addStretch(1)
        layout.addLayout(row)
        self.combo.currentIndexChanged.connect(self._show_preview)
        self._show_preview()

    def _select(self, deck_id: str) -> None:
        index = self.combo.findData(deck_id)
        if index < 0:  # a saved deck not (yet) found: listed, so that the setting is not lost unseen
            self.combo.addItem(deck_id, deck_id)
            index = self.combo.count() - 1
        self.combo.setCurrentIndex(index)

    def set_looking(self, looking: bool) -> None:
        """Say that the installed decks are being looked for (they join the list later).
        Once said, its line keeps its room when it goes: nothing below it moves under
        the mouse."""
        if looking:
            policy = self.looking.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            self.looking.setSizePolicy(policy)
        self.looking.setVisible(looking)

    def add_decks(self, titles: list[tuple[str, str]]) -> None:
        """Add the installed decks (``titles``: (id, title) pairs) in their order after
        the program's own, the saved one among them (not first), keeping the choice."""
        chosen = self.deck_id()
        self.combo.blockSignals(True)
        for deck_id, _title in titles:
            index = self.combo.findData(deck_id)
            if index >= 0:  # the saved deck, listed by its id until now: it takes its place
                self.combo.removeItem(index)
        for deck_id, title in titles:
            self.combo.addItem(title, deck_id)
        index = self.combo.findData(chosen)
        if index < 0:  # (a saved deck that is not installed stays listed by its id)
            self.combo.addItem(chosen, chosen)
            index = self.combo.count() - 1
        self.combo.setCurrentIndex(index)
        self.combo.blockSignals(False)
        self.set_looking(False)

    def deck_id(self) -> str:
        return self.combo.currentData()

    def _show_preview(self) -> None:
        self.preview.setPixmap(preview_pixmap(self.deck_id(), self.devicePixelRatioF()))


def preview_pixmap(deck_id: str, dpr: float = 1.0) -> QPixmap:
    """A few cards of ``deck_id`` side by side (the program's faces if it cannot be read)."""
    svg = None
    if deck_id not in BUILT_IN_FACES:
        from ...ui.cards.decks import find_deck
        from ...ui.cards.svg_deck import SvgDeck

        try:  # only this deck's files are read
            deck = find_deck(deck_id)
            svg = SvgDeck.load(deck, measure=False) if deck is not None else None
        except (OSError, ValueError):  # (DeckError): the preview shows the program's faces
            svg = None
    step = PREVIEW_W + 6
    unit = PREVIEW_W / CARD_W
    pixmap = QPixmap(round((step * len(PREVIEW_CARDS)) * dpr), round(PREVIEW_W * CARD_H / CARD_W * dpr) + 1)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.scale(dpr * unit, dpr * unit)
    for i, card in enumerate(PREVIEW_CARDS):
        painter.save()
        painter.translate(i * step / unit, 0)
        if svg is not None and (card is not None or svg.has_back):
            svg.paint(painter, card)
        elif card is None:
            paint_back(painter, design=PIXMAPS.back)
        else:
            paint_face(painter, card, four_colour=deck_id == "four-colour")
        painter.restore()
    painter.end()
    pixmap.setDevicePixelRatio(dpr)
    return pixmap
