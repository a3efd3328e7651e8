"""What a screen reader hears of the table, in the player's language.

Each pile's accessible name ("Stock, 31 left; turned card: Ten of Clubs", "Foundation 3,
builds by threes, top Nine, wants Queen next", "Waste pile 2, 5 cards, top Queen of
Hearts"), the whole table read at once, a waste pile's cards from the top down, and the
short announcements of a game's end.  Everything is read from the ``GameState`` and its
variant's ``FoundationRule`` data (the step, whether the foundation follows suit or waits
for the stock); nothing here decides a rule.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .. import i18n
from ..engine import GameState, PileKind
from ..engine.tr_marks import QT_TRANSLATE_NOOP

STOCK, WASTE, FOUNDATION = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION

#: How a foundation builds, by its rule's step (a suit-following foundation says so too).
STEP_WORDS = {
    1: QT_TRANSLATE_NOOP("Accessible", "builds by ones"),
    2: QT_TRANSLATE_NOOP("Accessible", "builds by twos"),
    3: QT_TRANSLATE_NOOP("Accessible", "builds by threes"),
    4: QT_TRANSLATE_NOOP("Accessible", "builds by fours"),
}
IN_ONE_SUIT = QT_TRANSLATE_NOOP("Accessible", "builds by ones in one suit")


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Accessible", text, "", n)


def pile_words(state: GameState, kind: PileKind, index: int) -> str:
    """The accessible name of one pile."""
    if kind is STOCK:
        return stock_words(state)
    if kind is FOUNDATION:
        return foundation_words(state, index)
    return waste_words(state, index)


def stock_words(state: GameState) -> str:
    """"Stock, 31 left; turned card: Ten of Clubs" ("31": the cards still face down)."""
    turned = state.turned
    if turned is None:
        return QCoreApplication.translate("Accessible", "Stock, used up")
    left = state.stock_face_down
    if not left:
        return QCoreApplication.translate("Accessible", "Stock, empty; last card turned: {card}").format(
            card=i18n.card_title(turned))
    return QCoreApplication.translate("Accessible", "Stock, %n left; turned card: {card}", "", left).format(
        card=i18n.card_title(turned))


def rule_words(state: GameState, k: int) -> str:
    """How foundation ``k`` builds ("builds by threes"), from its FoundationRule."""
    rule = state.variant.foundations[k]
    if rule.follows_suit:
        return _tr(IN_ONE_SUIT)
    if rule.step in STEP_WORDS:
        return _tr(STEP_WORDS[rule.step])
    return QCoreApplication.translate("Accessible", "builds by {step}").format(step=rule.step)


def _card_or_rank(state: GameState, k: int, rank: int, suit: str | None) -> str:
    """A suit-following foundation's card by its name, any other by its rank alone."""
    if suit is not None and state.variant.foundations[k].follows_suit:
        from ..engine.cards import Card

        return i18n.card_name(Card(rank, suit))
    return i18n.rank_name(rank)


def foundation_words(state: GameState, k: int) -> str:
    """"Foundation 3, builds by threes, top Nine, wants Queen next"."""
    pile, want, rule = state.foundations[k], state.want(k), rule_words(state, k)
    number = k + 1
    if want is None:
        text = QCoreApplication.translate("Accessible", "Foundation {number}, {rule}, complete")
        return text.format(number=number, rule=rule)
    wanted = _card_or_rank(state, k, want.value, want.suit)
    if not pile:
        text = QCoreApplication.translate("Accessible", "Foundation {number}, {rule}, empty, wants {card} first")
        return text.format(number=number, rule=rule, card=wanted)
    top = _card_or_rank(state, k, pile[-1].rank, pile[-1].suit)
    text = QCoreApplication.translate("Accessible", "Foundation {number}, {rule}, top {top}, wants {card} next")
    text = text.format(number=number, rule=rule, top=top, card=wanted)
    if state.waits(k):
        text += QCoreApplication.translate("Accessible", "; takes no card while the stock lasts")
    return text


def waste_words(state: GameState, j: int) -> str:
    """"Waste pile 2, 5 cards, top Queen of Hearts"."""
    pile = state.wastes[j]
    if not pile:
        return QCoreApplication.translate("Accessible", "Waste pile {number}, empty").format(number=j + 1)
    n = len(pile)
    text = QCoreApplication.translate("Accessible", "Waste pile {number}, %n card(s), top {card}", "", n)
    return text.format(number=j + 1, card=i18n.card_title(pile[-1]))


def piles(state: GameState) -> list[tuple[PileKind, int]]:
    """Every pile of the table in reading order: the stock, the foundations, the waste piles."""
    return ([(STOCK, 0)] + [(FOUNDATION, k) for k in range(len(state.foundations))]
            + [(WASTE, j) for j in range(len(state.wastes))])


def table_words(state: GameState) -> str:
    """The whole table at once: the stock and turned card, every foundation's next
    card, every waste pile's length and top; how the game stands if it is over."""
    parts = [pile_words(state, kind, index) for kind, index in piles(state)]
    end = end_words(state)
    return ". ".join(parts + ([end] if end else [])) + "."


def waste_cards_words(state: GameState, j: int) -> str:
    """Waste pile ``j``'s cards from the top down."""
    pile = state.wastes[j]
    if not pile:
        return QCoreApplication.translate("Accessible", "Waste pile {number} is empty.").format(number=j + 1)
    cards, n = ", ".join(i18n.card_name(card) for card in reversed(pile)), len(pile)
    text = QCoreApplication.translate("Accessible", "Waste pile {number}, %n card(s) from the top: {cards}.", "", n)
    return text.format(number=j + 1, cards=cards)


def end_words(state: GameState) -> str:
    """"You won!" or the blocked state in a sentence; "" while the game goes on."""
    if state.is_won:
        return QCoreApplication.translate("Accessible", "You won! All 52 cards are on the foundations")
    if state.is_blocked:
        left = sum(len(p) for p in state.wastes)
        return QCoreApplication.translate(
            "Accessible", "Blocked: the stock is used up and no waste-pile top fits a foundation; "
            "%n card(s) left", "", left)
    return ""
