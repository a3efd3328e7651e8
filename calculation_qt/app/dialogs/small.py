"""Small dialogs of the main window: deal by number, the rules of the current game,
About.  Rules text is generated from the ``Variant`` so it always matches the game."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ... import __version__, i18n
from ...engine import Variant
from ...engine.deals import MAX_DEAL
from ...engine.tr_marks import QT_TRANSLATE_NOOP
from .screen_fit import fit_to_screen, scrolling

SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


# -- deal by number ----------------------------------------------------------------------
def parse_deal_text(text: str) -> int | None:
    """The deal number typed in ``text`` (0..2^64-1, spaces and thin separators allowed),
    or None when it is not one."""
    digits = text.strip()
    for separator in (" ", ",", ".", "'", "_", "\u202f", "\u00a0"):  # digit grouping of any language
        digits = digits.replace(separator, "")
    if not digits or not digits.isascii() or not digits.isdigit() or len(digits) > 20:
        return None
    n = int(digits)
    return n if 0 <= n <= MAX_DEAL else None


class DealNumberDialog(QDialog):
    """Asks for a deal number; OK is enabled only for a whole number 0..2^64-1."""

    def __init__(self, current: int | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deal by number"))
        layout = QVBoxLayout(self)
        prompt = QLabel(self.tr("Deal number (0 to {max}).\nThe same number gives the same deal everywhere.")
                        .format(max=i18n.number(MAX_DEAL)))
        layout.addWidget(prompt)
        self.edit = QLineEdit(self)
        self.edit.setAccessibleName(self.tr("Deal number"))
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
        fit_to_screen(self)

    def deal(self) -> int | None:
        return parse_deal_text(self.edit.text())

    def _check(self) -> None:
        ok = self.deal() is not None
        self.buttons.button(QDialogButtonBox.Ok).setEnabled(ok)
        text = self.edit.text().strip()
        if ok or not text:
            self.error.setText("")
        else:
            self.error.setText(self.tr("Type a whole number from 0 to {max}.").format(max=MAX_DEAL))

    def accept(self) -> None:
        if self.deal() is not None:
            super().accept()


# -- rules -------------------------------------------------------------------------------
def _tr(text: str) -> str:
    """``text`` (marked with QT_TRANSLATE_NOOP("Rules", ...)) in the window's language."""
    return QCoreApplication.translate("Rules", text)


STEP_WORDS = {1: QT_TRANSLATE_NOOP("Rules", "by ones"), 2: QT_TRANSLATE_NOOP("Rules", "by twos"),
              3: QT_TRANSLATE_NOOP("Rules", "by threes"), 4: QT_TRANSLATE_NOOP("Rules", "by fours")}
# how a foundation starts, by (its base is placed before play, it follows one suit)
START_WORDS = {
    (True, False): QT_TRANSLATE_NOOP("Rules", "{step}, first card {rank}, placed before play"),
    (False, False): QT_TRANSLATE_NOOP("Rules", "{step}, first card {rank}, when one turns up"),
    (False, True): QT_TRANSLATE_NOOP("Rules", "{step}, first card {rank}, then its suit only"),
    (True, True): QT_TRANSLATE_NOOP("Rules", "{step}, first card {rank}, placed before play, then its suit only"),
}


NOWRAP = "white-space: nowrap"  # a heading is never broken inside a word (German "Basisstape|l")


def foundation_chart_html(variant: Variant) -> str:
    """The four foundation sequences as an HTML table, generated from the variant."""
    rows = []
    for k, rule in enumerate(variant.foundations):
        cells = "".join(f"<td align='center'>&nbsp;{i18n.rank_letter(v)}&nbsp;</td>"
                        for v in rule.sequence)
        if rule.step in STEP_WORDS:
            how = _tr(STEP_WORDS[rule.step])
        else:
            how = QCoreApplication.translate("Rules", "by steps of {step}").format(step=rule.step)
        words = _tr(START_WORDS[(rule.preset, rule.follows_suit)]).format(
            step=how, rank=i18n.rank_name(rule.start))
        step = variant.step_label(k, ace=i18n.rank_letter(1), king=i18n.rank_letter(13))
        rows.append(f"<tr><th align='left'>{k + 1}&nbsp;</th><td>&nbsp;{step}&nbsp;</td>{cells}"
                    f"<td>&nbsp;{html.escape(words)}</td></tr>")
    header = "".join(f"<th>{i}</th>" for i in range(1, 14))
    foundation = QCoreApplication.translate("Rules", "Foundation")
    step = QCoreApplication.translate("Rules", "Step")
    return ("<table border='1' cellspacing='0' cellpadding='2'>"
            f"<tr><th style='{NOWRAP}'>{foundation}</th><th style='{NOWRAP}'>{step}</th>{header}<th></th></tr>"
            f"{''.join(rows)}</table>")


PLAY = QT_TRANSLATE_NOOP(
    "Rules",
    "<p>Every foundation takes exactly 13 cards and ends on a King.</p>"
    "<h3>Play</h3><p>The stock is turned one card at a time, in a single pass (no redeal). The turned card "
    "must be placed before the next one is turned: on a foundation that wants it, or on any of the "
    "<b>{piles}</b> waste piles, whatever its rank. The top card of a waste pile may go to a foundation that "
    "wants it at any time. Nothing else moves: never from one waste pile to another, never off a "
    "foundation.</p>"
    "<p>The skill is in the waste piles: they are stacks you can only take from the top, so put cards that "
    "will be wanted late under cards that will be wanted soon.</p>"
    "<h3>End</h3><p>You win when all 52 cards are on the foundations. The game is lost (blocked) when the "
    "stock is used up and no waste-pile top fits any foundation.</p>")
PLAY_WAITING = QT_TRANSLATE_NOOP(
    "Rules",
    "<p>Every foundation takes exactly 13 cards and ends on a King.</p>"
    "<h3>Play</h3><p>The stock is turned one card at a time, in a single pass (no redeal). The turned card "
    "must be placed before the next one is turned: an Ace on an empty foundation, any other card on any of the "
    "<b>{piles}</b> waste piles, whatever its rank. While the stock lasts, no waste-pile card moves. Once the "
    "stock is used up, the top card of a waste pile may go to a foundation that wants it. Nothing else moves: "
    "never from one waste pile to another, never off a foundation.</p>"
    "<p>The skill is in the waste piles: they are stacks you can only take from the top, so put cards that "
    "will be wanted late under cards that will be wanted soon.</p>"
    "<h3>End</h3><p>You win when all 52 cards are on the foundations. The game is lost (blocked) when the "
    "stock is used up and no waste-pile top fits any foundation.</p>")
HOW_TO_PLAY = QT_TRANSLATE_NOOP(
    "Rules",
    "<h3>How to play here</h3><p>Drag the turned card or a waste-pile top to a pile. With <i>Autoplay</i> "
    "on, a click plays a card: a waste-pile top goes to a foundation that wants it; the turned card goes to "
    "a foundation that wants it or else to the waste pile the rating judges best. Keys: <b>1</b>&ndash;"
    "<b>{piles}</b> put the turned card on that waste pile, <b>F</b> plays it to a foundation, "
    "<b>Shift+1</b>&ndash;<b>{piles}</b> play that waste pile's top to a foundation; <b>Ctrl+Z</b> undo, "
    "<b>Ctrl+Shift+Z</b> redo, <b>H</b> hint.</p>")
HOW_TO_LISTEN = QT_TRANSLATE_NOOP(
    "Rules",
    "<p>With a screen reader: <b>Tab</b> and the arrow keys move from card to card and pile to pile, "
    "<b>Enter</b> picks up and drops; <b>R</b> reads the whole table, <b>Ctrl+1</b>&ndash;<b>Ctrl+{piles}</b> "
    "read that waste pile from the top down. Moves, refusals, hints and the end of the game are said "
    "aloud.</p>")


def rules_html(variant: Variant) -> str:
    """The rules of ``variant`` in plain words, with its foundation chart."""
    piles = variant.waste_piles
    intro = variant.intro
    sequences = QCoreApplication.translate("Rules", "The four sequences")
    return "".join([
        f"<h2>{html.escape(i18n.variant_title(variant))}</h2>",
        f"<p>{_tr(intro)}</p>",
        f"<h3>{sequences}</h3>",
        foundation_chart_html(variant),
        _tr(PLAY_WAITING if variant.foundations_wait_for_stock else PLAY).format(piles=piles),
        _tr(HOW_TO_PLAY).format(piles=piles),
        _tr(HOW_TO_LISTEN).format(piles=piles),
    ])


class RulesDialog(QDialog):
    def __init__(self, variant: Variant, parent: QWidget | None = None):
        super().__init__(parent)
        self.variant = variant
        self.setWindowTitle(self.tr("Rules: {variant}").format(variant=i18n.variant_title(variant)))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(self.tr("Rules"))
        self.browser.setHtml(rules_html(variant))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_screen(self, (760, 620))


# -- about -------------------------------------------------------------------------------
def about_html() -> str:
    """The About text: version, what the program is, its licence, where to read more
    and where to report a bug (the addresses of the AppStream metainfo)."""
    from ...resources import project_urls

    title = QCoreApplication.translate("About", "Calculation {version}").format(version=__version__)
    urls = project_urls()
    links = []
    if urls.get("homepage"):
        links.append(QCoreApplication.translate("About", "Website: {link}").format(link=_link(urls["homepage"])))
    if urls.get("bugtracker"):
        links.append(QCoreApplication.translate("About", "Report a bug: {link}").format(
            link=_link(urls["bugtracker"])))
    return f"<h3>{html.escape(title)}</h3>" + QCoreApplication.translate(
        "About",
        "<p>Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead.</p>"
        "<p>Free software under the GNU General Public License, version 3 or later. Cards are drawn by the "
        "program itself.</p>") + (f"<p>{'<br>'.join(links)}</p>" if links else "")


def _link(url: str) -> str:
    return f"<a href='{html.escape(url, quote=True)}'>{html.escape(url)}</a>"


class AboutDialog(QDialog):
    """About Calculation: the text of ``about_html`` (its links open in the browser),
    About Qt and Close."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Calculation"))
        layout = QVBoxLayout(self)
        self.text = QLabel(about_html(), self)
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        layout.addWidget(scrolling(self.text, self), 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.about_qt = self.buttons.addButton(self.tr("About &Qt"), QDialogButtonBox.ButtonRole.HelpRole)
        self.about_qt.clicked.connect(lambda: QApplication.aboutQt())
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        fit_to_screen(self, (460, self.sizeHint().height()))
