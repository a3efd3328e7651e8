"""Small dialogs of the main window: deal by number, the rules of the current game,
About.  Rules text is generated from the ``Variant`` so it always matches the game."""

from __future__ import annotations

import html

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..engine import Variant
from ..engine.cards import RANK_NAMES, RANKS
from ..engine.deals import MAX_DEAL

SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


# -- deal by number ----------------------------------------------------------------------
def parse_deal_text(text: str) -> int | None:
    """The deal number typed in ``text`` (0..2^64-1, spaces and thin separators allowed),
    or None when it is not one."""
    digits = text.strip().replace(" ", "").replace(",", "").replace("_", "").replace("\u202f", "")
    if not digits or not digits.isascii() or not digits.isdigit() or len(digits) > 20:
        return None
    n = int(digits)
    return n if 0 <= n <= MAX_DEAL else None


class DealNumberDialog(QDialog):
    """Asks for a deal number; OK is enabled only for a whole number 0..2^64-1."""

    def __init__(self, current: int | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Deal by number")
        layout = QVBoxLayout(self)
        prompt = QLabel(f"Deal number (0 to {MAX_DEAL:,}).\nThe same number gives the same deal everywhere.")
        layout.addWidget(prompt)
        self.edit = QLineEdit(self)
        self.edit.setAccessibleName("Deal number")
        self.edit.setMaxLength(32)
        if current is not None:
            self.edit.setText(str(current))
            self.edit.selectAll()
        prompt.setBuddy(self.edit)
        layout.addWidget(self.edit)
        self.error = QLabel("", self)
        self.error.setStyleSheet("color: #b00020;")
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.edit.textChanged.connect(self._check)
        self._check()

    def deal(self) -> int | None:
        return parse_deal_text(self.edit.text())

    def _check(self) -> None:
        ok = self.deal() is not None
        self.buttons.button(QDialogButtonBox.Ok).setEnabled(ok)
        text = self.edit.text().strip()
        if ok or not text:
            self.error.setText("")
        else:
            self.error.setText(f"Type a whole number from 0 to {MAX_DEAL}.")

    def accept(self) -> None:
        if self.deal() is not None:
            super().accept()


# -- rules -------------------------------------------------------------------------------
def _rank_name(value: int) -> str:
    return RANK_NAMES[value]


def foundation_chart_html(variant: Variant) -> str:
    """The four foundation sequences as an HTML table, generated from the variant."""
    rows = []
    for k, rule in enumerate(variant.foundations):
        cells = "".join(f"<td align='center'>&nbsp;{RANKS[v - 1].replace('T', '10')}&nbsp;</td>"
                        for v in rule.sequence)
        if rule.step == 1:
            how = "by ones"
        else:
            how = f"by {('twos', 'threes', 'fours')[rule.step - 2]}" if rule.step <= 4 else f"by {rule.step}s"
        start = "placed before play" if rule.preset else f"starts with {'an' if rule.start in (1, 8) else 'a'} {_rank_name(rule.start)}"
        suit = ", one suit" if rule.follows_suit else ""
        step = f"+{rule.step}" if variant.game == "calculation" else rule.label()
        rows.append(f"<tr><th align='left'>{k + 1}&nbsp;</th><td>&nbsp;{step}&nbsp;</td>{cells}"
                    f"<td>&nbsp;{how}, {start}{suit}</td></tr>")
    header = "".join(f"<th>{i}</th>" for i in range(1, 14))
    return ("<table border='1' cellspacing='0' cellpadding='2'>"
            f"<tr><th>Foundation</th><th>Step</th>{header}<th></th></tr>{''.join(rows)}</table>")


def rules_html(variant: Variant) -> str:
    """The rules of ``variant`` in plain words, with its foundation chart."""
    piles = variant.waste_piles
    title = html.escape(variant.title)
    parts = [f"<h2>{title}</h2>"]
    if variant.game == "calculation":
        if variant.no_bases:
            intro = ("Four foundations build at once: the first by ones, the second by twos, the third by "
                     "threes and the fourth by fours, counting past the King back to the Ace (13 wraps round "
                     "to 1). Suits never matter. All four foundations start <b>empty</b>: foundation 1 can "
                     "only be started with an Ace, foundation 2 with a Two, foundation 3 with a Three and "
                     "foundation 4 with a Four, when one turns up.")
        else:
            intro = ("Four foundations build at once: the first by ones, the second by twos, the third by "
                     "threes and the fourth by fours, counting past the King back to the Ace (13 wraps round "
                     "to 1). Suits never matter. Before play, the first Ace, Two, Three and Four of the deck "
                     "are laid out as the foundations' bases.")
    elif variant.game == "sir-tommy":
        intro = ("Four foundations build up by ones from Ace to King. Suits never matter. Each foundation "
                 "starts empty; any Ace may start any empty foundation.")
    else:
        intro = ("Four foundations build up by ones from Ace to King, each in <b>one suit</b>: the suit of "
                 "the Ace that started it. Each foundation starts empty; any Ace may start any empty "
                 "foundation.")
    parts.append(f"<p>{intro}</p>")
    parts.append("<h3>The four sequences</h3>")
    parts.append(foundation_chart_html(variant))
    parts.append(f"<p>Every foundation takes exactly 13 cards and ends on a King.</p>"
                 f"<h3>Play</h3><p>The stock is turned one card at a time, in a single pass (no redeal). "
                 f"The turned card must be placed before the next one is turned: on a foundation that "
                 f"wants it, or on any of the <b>{piles}</b> waste piles, whatever its rank. "
                 f"The top card of a waste pile may go to a foundation that wants it at any time. "
                 f"Nothing else moves: never from one waste pile to another, never off a foundation.</p>"
                 f"<p>The skill is in the waste piles: they are stacks you can only take from the top, so "
                 f"put cards that will be wanted late under cards that will be wanted soon.</p>"
                 f"<h3>End</h3><p>You win when all 52 cards are on the foundations. The game is lost "
                 f"(blocked) when the stock is used up and no waste-pile top fits any foundation.</p>")
    parts.append("<h3>How to play here</h3><p>Drag the turned card or a waste-pile top to a pile. "
                 "With <i>Autoplay</i> on, a click plays a card: a waste-pile top goes to a foundation "
                 "that wants it; the turned card goes to a foundation that wants it or else to the waste "
                 f"pile the rating judges best. Keys: <b>1</b>&ndash;<b>{piles}</b> put the turned card on "
                 f"that waste pile, <b>F</b> plays it to a foundation, <b>Shift+1</b>&ndash;<b>{piles}</b> "
                 "play that waste pile's top to a foundation; <b>Ctrl+Z</b> undo, <b>Ctrl+Shift+Z</b> redo, "
                 "<b>H</b> hint.</p>")
    return "".join(parts)


class RulesDialog(QDialog):
    def __init__(self, variant: Variant, parent: QWidget | None = None):
        super().__init__(parent)
        self.variant = variant
        self.setWindowTitle(f"Rules: {variant.title}")
        self.resize(760, 620)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName("Rules")
        self.browser.setHtml(rules_html(variant))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


# -- about -------------------------------------------------------------------------------
def about_html() -> str:
    return (f"<h3>Calculation {html.escape(__version__)}</h3>"
            "<p>Calculation, Sir Tommy and Strategy: patience games for people who like to think "
            "ahead.</p><p>Free software under the GNU General Public License, version 3 or later. "
            "Cards are drawn by the program itself.</p>")
