"""Game state and the rules of play: legal moves, ``apply``, won and blocked.

``GameState`` is immutable.  ``stock[0]`` is the turned card (face up, to be placed
before the next is turned); ``foundations[k]`` and ``wastes[j]`` list their cards from
the bottom up, so ``[-1]`` is the top card.
"""

from __future__ import annotations

from typing import NamedTuple

from . import refusals
from .cards import Card
from .errors import IllegalMoveError, NotationError
from .moves import Move, PileKind
from .refusals import Refusal
from .values import Frozen
from .variants import Variant

_STOCK, _WASTE, _FOUNDATION = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION


class Want(NamedTuple):
    """What a foundation takes next: a value, and a suit where the game follows suit."""

    value: int
    suit: str | None = None

    def accepts(self, card: Card) -> bool:
        return card.rank == self.value and (self.suit is None or card.suit == self.suit)

    def __str__(self) -> str:
        rank = "A23456789TJQK"[self.value - 1]
        return rank + (self.suit or "")


class GameState(Frozen):
    __slots__ = ("variant", "stock", "foundations", "wastes")
    _fields = __slots__

    def __init__(self, variant: Variant, stock: tuple[Card, ...], foundations: tuple[tuple[Card, ...], ...],
                 wastes: tuple[tuple[Card, ...], ...]) -> None:
        init = object.__setattr__
        init(self, "variant", variant)
        init(self, "stock", stock)
        init(self, "foundations", foundations)
        init(self, "wastes", wastes)

    # -- set-up -------------------------------------------------------------------
    @staticmethod
    def new(variant: Variant, deck: tuple[Card, ...]) -> GameState:
        """The position before the first move: bases placed where the game presets them."""
        if len(deck) != 52 or len(set(deck)) != 52:
            raise NotationError("a deck has 52 distinct cards")
        stock = list(deck)
        foundations: list[tuple[Card, ...]] = []
        for rule in variant.foundations:
            if rule.preset:
                base = next(c for c in stock if c.rank == rule.start)
                stock.remove(base)
                foundations.append((base,))
            else:
                foundations.append(())
        return GameState(variant, tuple(stock), tuple(foundations), ((),) * variant.waste_piles)

    # -- queries ------------------------------------------------------------------
    @property
    def turned(self) -> Card | None:
        """The face-up stock card waiting to be placed, or None once the stock is out."""
        return self.stock[0] if self.stock else None

    @property
    def stock_left(self) -> int:
        """Cards still to be placed from the stock, the turned card included."""
        return len(self.stock)

    @property
    def stock_face_down(self) -> int:
        """Cards still face down in the stock: the turned card is not one of them."""
        return max(len(self.stock) - 1, 0)

    def want(self, k: int) -> Want | None:
        """What foundation ``k`` (0-based) takes next; None once it is complete."""
        pile = self.foundations[k]
        rule = self.variant.foundations[k]
        if not pile:
            return Want(rule.start)
        if len(pile) == 13:
            return None
        return Want(rule.next_value(pile[-1].rank), pile[0].suit if rule.follows_suit else None)

    def wants(self) -> tuple[Want | None, ...]:
        return tuple(self.want(k) for k in range(4))

    def waits(self, k: int) -> bool:
        """True while foundation ``k`` waits for the stock: it takes only its first
        card, from the stock (``FoundationRule.waits_for_stock``)."""
        return bool(self.stock) and self.variant.foundations[k].waits_for_stock

    def accepts(self, k: int, card: Card) -> bool:
        """Would foundation ``k`` take ``card`` (the turned card or a waste top) now?"""
        want = self.want(k)
        if want is None or not want.accepts(card):
            return False
        return not self.waits(k) or (card == self.stock[0] and not self.foundations[k])

    def foundations_for(self, card: Card) -> list[int]:
        """The foundations (0-based) that would take ``card`` now."""
        return [k for k in range(4) if self.accepts(k, card)]

    def top(self, kind: PileKind, index: int) -> Card | None:
        if kind is _STOCK:
            return self.turned
        pile = (self.wastes if kind is _WASTE else self.foundations)[index]
        return pile[-1] if pile else None

    @property
    def cards_on_foundations(self) -> int:
        return sum(len(p) for p in self.foundations)

    @property
    def is_won(self) -> bool:
        return all(len(p) == 13 for p in self.foundations)

    @property
    def is_blocked(self) -> bool:
        """Lost: the stock is out, cards remain on waste piles and none can move."""
        return not self.stock and not self.is_won and not self.legal_moves()

    @property
    def is_over(self) -> bool:
        return self.is_won or self.is_blocked

    def legal_moves(self) -> list[Move]:
        """Every legal move: foundation plays first (waste tops, then the turned card),
        then the turned card to each waste pile."""
        moves: list[Move] = []
        for j, pile in enumerate(self.wastes):
            if pile:
                moves.extend(Move(_WASTE, j, _FOUNDATION, k) for k in self.foundations_for(pile[-1]))
        if self.stock:
            moves.extend(Move(_STOCK, 0, _FOUNDATION, k) for k in self.foundations_for(self.stock[0]))
            for j in range(len(self.wastes)):
                moves.append(Move(_STOCK, 0, _WASTE, j))
        return moves

    # -- the rules -------------------------------------------------------------------
    def why_illegal(self, move: Move) -> str | None:
        """None if ``move`` is legal here, else the reason in plain (English) words."""
        refusal = self.refusal(move)
        return None if refusal is None else refusal.words()

    def refusal(self, move: Move) -> Refusal | None:
        """None if ``move`` is legal here, else why not (a template and its values, which
        the window words in the player's language: ``Refusal.words``)."""
        source, j, target, k = move
        if source is _FOUNDATION:
            return Refusal(refusals.LEAVES_FOUNDATION)
        if source is _STOCK:
            if not self.stock:
                return Refusal(refusals.STOCK_EMPTY)
            card = self.stock[0]
        elif source is _WASTE:
            if not 0 <= j < len(self.wastes):
                return Refusal(refusals.NO_WASTE_PILE, number=j + 1, count=len(self.wastes))
            if not self.wastes[j]:
                return Refusal(refusals.WASTE_EMPTY, number=j + 1)
            card = self.wastes[j][-1]
        else:  # pragma: no cover - PileKind has three members
            return Refusal(refusals.UNKNOWN_SOURCE)
        if target is _STOCK:
            return Refusal(refusals.BACK_TO_STOCK)
        if target is _WASTE:
            if source is _WASTE:
                return Refusal(refusals.WASTE_TO_WASTE)
            if not 0 <= k < len(self.wastes):
                return Refusal(refusals.NO_WASTE_PILE, number=k + 1, count=len(self.wastes))
            return None
        if not 0 <= k < 4:
            return Refusal(refusals.NO_FOUNDATION, number=k + 1)
        want = self.want(k)
        if want is None:
            return Refusal(refusals.COMPLETE, number=k + 1)
        if self.waits(k) and source is _WASTE:
            return Refusal(refusals.WASTE_WAITS)
        if self.waits(k) and self.foundations[k]:
            return Refusal(refusals.FIRST_ONLY, number=k + 1)
        if want.accepts(card):
            return None
        if not self.foundations[k]:
            return Refusal(refusals.STARTS_WITH, number=k + 1, rank=want.value, card=card)
        if want.suit is not None and card.rank == want.value:
            return Refusal(refusals.FOLLOWS_SUIT, number=k + 1, rank=want.value, card=card, suit=want.suit)
        return Refusal(refusals.WANTS, number=k + 1, rank=want.value, card=card)

    def is_legal(self, move: Move) -> bool:
        return self.refusal(move) is None

    def apply(self, move: Move) -> GameState:
        """The state after ``move``; raises IllegalMoveError with the reason otherwise."""
        refusal = self.refusal(move)
        if refusal is not None:
            raise IllegalMoveError(move, refusal.words(), refusal)
        return self._apply_unchecked(move)

    def _apply_unchecked(self, move: Move) -> GameState:
        source, j, target, k = move
        stock, wastes, foundations = self.stock, self.wastes, self.foundations
        if source is _STOCK:
            card = stock[0]
            stock = stock[1:]
        else:
            card = wastes[j][-1]
            wastes = wastes[:j] + (wastes[j][:-1],) + wastes[j + 1:]
        if target is _WASTE:
            wastes = wastes[:k] + (wastes[k] + (card,),) + wastes[k + 1:]
        else:
            foundations = foundations[:k] + (foundations[k] + (card,),) + foundations[k + 1:]
        return GameState(self.variant, stock, foundations, wastes)

    def all_cards(self) -> list[Card]:
        cards = list(self.stock)
        for pile in self.foundations + self.wastes:
            cards.extend(pile)
        return cards
