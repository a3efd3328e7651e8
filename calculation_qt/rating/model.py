"""A compact, mutable, integer model of a position for fast rating and playouts.

Only what a player sees goes in: foundation progress, the waste piles and the turned
card, plus the *multiset* of cards not yet seen (never their order).

Cards become integer *tokens*.  Where suits do not matter (Calculation, Sir Tommy) a
token is the card's value 1..13, so the four copies of a value are interchangeable;
in Strategy a token is the card's dense index 0..51.  Each foundation is a fixed
sequence of 13 tokens (``seq[k]``) and a position ``pos[k]`` (cards already on it),
so it wants ``seq[k][pos[k]]``.  In Strategy the four foundations are taken one per
suit (they are interchangeable until their Ace is placed), and mapped back to the
engine's foundation numbers only when a move leaves this module.
"""

from __future__ import annotations

from ..engine import GameState, Move, PileKind, Variant
from ..engine.moves import stock_to_foundation, stock_to_waste, waste_to_foundation

DONE = 99  # "never wanted again" as a need distance


class Layout:
    """The static tables of one variant: foundation sequences and token positions."""

    __slots__ = ("variant", "suited", "ntokens", "seq", "where", "copies", "value")

    _cache: dict = {}

    def __init__(self, variant: Variant):
        self.variant = variant
        self.suited = variant.game == "strategy"
        if self.suited:
            self.ntokens = 52
            self.seq = [tuple((v - 1) * 4 + s for v in range(1, 14)) for s in range(4)]
            self.copies = [1] * 52
            self.value = [t // 4 + 1 for t in range(52)]
        else:
            self.ntokens = 14
            self.seq = [tuple(rule.sequence) for rule in variant.foundations]
            self.copies = [0] + [4] * 13
            self.value = list(range(14))
        # where[k][token] = index of token in seq[k], or DONE if foundation k never takes it
        self.where = []
        for k in range(4):
            w = [DONE] * self.ntokens
            for i, t in enumerate(self.seq[k]):
                w[t] = i
            self.where.append(w)

    @classmethod
    def of(cls, variant: Variant) -> Layout:
        layout = cls._cache.get(variant)
        if layout is None:
            layout = cls._cache[variant] = cls(variant)
        return layout

    def token(self, card) -> int:
        return card.index if self.suited else card.rank


class Position:
    """Mutable integer position.  ``unseen[t]``: copies of token t not yet seen (the
    stock below the turned card).  ``turned``: the turned card's token or -1."""

    __slots__ = ("layout", "pos", "wastes", "turned", "unseen", "fmap")

    def __init__(self, layout: Layout, pos, wastes, turned, unseen, fmap=None):
        self.layout = layout
        self.pos = pos
        self.wastes = wastes
        self.turned = turned
        self.unseen = unseen
        self.fmap = fmap  # internal foundation -> engine foundation (Strategy), else None

    def copy(self) -> Position:
        return Position(self.layout, self.pos[:], [w[:] for w in self.wastes], self.turned,
                        self.unseen[:], self.fmap)

    def wants(self, k: int) -> int:
        p = self.pos[k]
        return self.layout.seq[k][p] if p < 13 else -1

    @property
    def foundation_cards(self) -> int:
        return sum(self.pos)

    @staticmethod
    def from_state(state: GameState) -> Position:
        layout = Layout.of(state.variant)
        tok = layout.token
        if layout.suited:
            pos = [0, 0, 0, 0]
            fmap: list[int | None] = [None] * 4
            for e, pile in enumerate(state.foundations):
                if pile:
                    s = pile[0].index % 4
                    pos[s] = len(pile)
                    fmap[s] = e
        else:
            pos = [len(p) for p in state.foundations]
            fmap = None
        wastes = [[tok(c) for c in pile] for pile in state.wastes]
        unseen = [0] * layout.ntokens
        for c in state.stock[1:]:
            unseen[tok(c)] += 1
        turned = tok(state.stock[0]) if state.stock else -1
        return Position(layout, pos, wastes, turned, unseen, fmap)

    # -- moves back to the engine -------------------------------------------------------
    def engine_foundation(self, state: GameState, k: int) -> int:
        """The engine foundation number of internal foundation ``k``."""
        if self.fmap is None:
            return k
        e = self.fmap[k]
        if e is not None:
            return e
        return next(i for i, pile in enumerate(state.foundations) if not pile)

    def to_move(self, state: GameState, source: int, target: int) -> Move:
        """Internal move -> engine Move.  ``source`` -1 is the turned card, else a waste
        pile; ``target`` 0..3 a foundation, 4+j waste pile j (turned card only)."""
        if source < 0:
            if target >= 4:
                return stock_to_waste(target - 4)
            return stock_to_foundation(self.engine_foundation(state, target))
        return waste_to_foundation(source, self.engine_foundation(state, target))

    def from_move(self, state: GameState, move: Move) -> tuple[int, int]:
        """Engine Move -> internal (source, target)."""
        source = -1 if move.source is PileKind.STOCK else move.source_index
        if move.target is PileKind.WASTE:
            return source, 4 + move.target_index
        card = state.top(move.source, move.source_index)
        if self.layout.suited:
            return source, card.index % 4
        return source, move.target_index
