"""Why a move is refused, in the words the status bar uses for keys, clicks and drops.

The keys say "No foundation wants the Seven of Diamonds now." when nothing takes a
card; a refused drop says the same, or, dropped on one foundation, what that
foundation wants instead (and which one would take the card).  The facts come from
the engine (``GameState.want``, ``foundations_for``); this module only words them, each
sentence whole, through Qt's translation.  As a feature, it shows the words of every
drop the table refuses (``TableScene.dropRefused``), and of every drag of a card that
cannot move (``dragRefused``: covered, on a foundation, face down), in the status bar.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ...engine import Card, GameState, Move, PileKind
from ...engine.refusals import WITH_ARTICLE

CONTEXT = "Refusal"



def card_name(card: Card) -> str:
    """The card's name in the window's language."""
    from ... import i18n

    return i18n.card_name(card)


def no_foundation_wants(card: Card) -> str:
    """The keys' words when no foundation takes ``card``."""
    return QCoreApplication.translate("Refusal", "No foundation wants the {card} now.").format(card=card_name(card))


def waiting_for_the_stock() -> str:
    """Why a card that a foundation wants next may not go up yet (the foundations wait
    for the stock: ``FoundationRule.waits_for_stock``)."""
    return QCoreApplication.translate("Refusal", "The foundations wait for the stock: while it lasts, "
                                      "only an Ace from the stock may go up.")


def no_foundation_takes(state: GameState, card: Card) -> str:
    """Why no foundation takes ``card`` (the turned card or a waste top) in ``state``."""
    for k in range(4):
        want = state.want(k)
        if state.waits(k) and want is not None and want.accepts(card):
            return waiting_for_the_stock()
    return no_foundation_wants(card)


def refusal_text(state: GameState, move: Move) -> str:
    """Why ``move`` cannot be played in ``state`` (its source holds a card), in a whole sentence."""
    card = state.top(move.source, move.source_index)
    if card is None:
        return QCoreApplication.translate("Refusal", "There is no card to move there.")
    if move.target is PileKind.WASTE:
        if move.source is PileKind.WASTE:
            return QCoreApplication.translate("Refusal", "A card never moves from one waste pile to another: "
                       "a waste pile's top card goes only to a foundation.")
        return QCoreApplication.translate("Refusal", "The {card} cannot go there.").format(card=card_name(card))
    if move.target is not PileKind.FOUNDATION:
        return QCoreApplication.translate("Refusal", "Nothing goes back to the stock.")
    k = move.target_index
    if 0 <= k < 4 and state.waits(k) and (move.source is PileKind.WASTE or state.foundations[k]):
        return waiting_for_the_stock()
    return _foundation_refusal(state, card, k)


def _foundation_refusal(state: GameState, card: Card, k: int) -> str:
    takers = state.foundations_for(card)
    if not takers:
        return no_foundation_takes(state, card)
    want = state.want(k)
    name = card_name(card)
    other = takers[0] + 1
    if want is None:
        return QCoreApplication.translate("Refusal", "Foundation {k} is complete; foundation {other} takes the {card}.").format(
            k=k + 1, other=other, card=name)
    if want.suit is not None and want.value == card.rank:
        return QCoreApplication.translate("Refusal", "Foundation {k} follows its own suit; foundation {other} takes the {card}.").format(
            k=k + 1, other=other, card=name)
    return QCoreApplication.translate("Refusal", "Foundation {k} wants {rank} next, not the {card}; foundation {other} takes it.").format(
        k=k + 1, rank=_with_article(want.value), card=name, other=other)


def immovable_text(state: GameState, card: Card | None, kind: PileKind, index: int) -> str:
    """Why ``card`` (None: a face-down card), lying on pile ``kind``/``index``, cannot be
    dragged, in a whole sentence."""
    if kind is PileKind.FOUNDATION:
        return QCoreApplication.translate("Refusal", "Cards on a foundation stay there: the {card} cannot move.").format(
            card=card_name(card))
    if card is None or (kind is PileKind.STOCK and card != state.turned):
        return QCoreApplication.translate("Refusal", "The stock is turned one card at a time: play the turned card first.")
    if state.top(kind, index) != card:
        return QCoreApplication.translate("Refusal", "Only the top card of a waste pile moves: the {card} is covered.").format(
            card=card_name(card))
    if state.is_over:
        return QCoreApplication.translate("Refusal", "The game is over: nothing moves any more.")
    return no_foundation_wants(card)


def _with_article(value: int) -> str:
    """"an Ace", "a Four"...: the engine's whole phrases, so that a translation can word
    each its own way."""
    return QCoreApplication.translate(CONTEXT, WITH_ARTICLE[value])


class RefusalMessages(QObject):
    """A drop the rules refuse, or a drag of a card that cannot move, says why in the
    status bar (the scene's ``dropRefused`` and ``dragRefused``)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        window.scene.dropRefused.connect(self.explain)
        window.scene.dragRefused.connect(self.explain_immovable)

    def explain(self, move: Move) -> None:
        self.window.status_message(refusal_text(self.window.controller.state, move), 8000)

    def explain_immovable(self, card: Card | None, kind: PileKind, index: int) -> None:
        self.window.status_message(immovable_text(self.window.controller.state, card, kind, index), 8000)


def install(window) -> RefusalMessages:
    return RefusalMessages(window)
