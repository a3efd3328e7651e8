"""A game being played: its deal, the states it went through, undo and redo.

Undo is a stack of immutable states (cheap: a state shares its piles' tuples), so it
can never drift from the moves.  Moves past ``position`` are the redo list; a new move
drops them.
"""

from __future__ import annotations

from .cards import Card
from .deals import deal_deck
from .moves import Move
from .state import GameState
from .values import Record
from .variants import Variant

MAX_SECONDS = 10**7  # time counted on one game at most (about 115 days)


class Game(Record):
    """A deal being played: its moves, the state after each (undo is a step back in
    ``states``), and what the statistics need (undos, hints, a daily deal's date).
    Compared by value; not hashable (it changes as it is played)."""

    __slots__ = ("variant", "deck", "deal", "moves", "states", "position", "undos", "hints", "daily", "seconds")
    _fields = __slots__

    def __init__(self, variant: Variant, deck: tuple[Card, ...], deal: int | None = None,
                 moves: list[Move] | None = None, states: list[GameState] | None = None, position: int = 0,
                 undos: int = 0, hints: int = 0, daily: str | None = None, seconds: float = 0.0) -> None:
        self.variant = variant
        self.deck = deck
        self.deal = deal
        self.moves = [] if moves is None else moves
        self.states = states or [GameState.new(variant, deck)]
        if not states:
            for move in self.moves:
                self.states.append(self.states[-1].apply(move))
        self.position = position
        if not 0 <= position <= len(self.moves):
            raise ValueError(f"position {position} is outside 0..{len(self.moves)}")
        self.undos = undos      # how many times a move was taken back (statistics flag the game)
        self.hints = hints      # how many hints the player asked for
        self.daily = daily      # ISO date of a daily deal
        self.seconds = seconds  # time the player has spent on it (the app's clock adds to it)

    @staticmethod
    def from_deal(variant: Variant, deal: int) -> Game:
        return Game(variant, deal_deck(deal), deal)

    @property
    def state(self) -> GameState:
        return self.states[self.position]

    @property
    def initial(self) -> GameState:
        return self.states[0]

    @property
    def played(self) -> list[Move]:
        """The moves that lead to the current state."""
        return self.moves[: self.position]

    @property
    def move_count(self) -> int:
        return self.position

    @property
    def can_undo(self) -> bool:
        return self.position > 0

    @property
    def can_redo(self) -> bool:
        return self.position < len(self.moves)

    def add_time(self, seconds: float) -> None:
        """Count ``seconds`` more of the player's time on this game (never negative)."""
        self.seconds = min(MAX_SECONDS, self.seconds + max(0.0, seconds))

    def apply(self, move: Move) -> GameState:
        """Play ``move`` (IllegalMoveError if it is not legal); drops the redo list."""
        new = self.state.apply(move)
        del self.moves[self.position:]
        del self.states[self.position + 1:]
        self.moves.append(move)
        self.states.append(new)
        self.position += 1
        return new

    def undo(self) -> GameState:
        if not self.can_undo:
            raise IndexError("nothing to undo")
        self.position -= 1
        self.undos += 1
        return self.state

    def redo(self) -> GameState:
        if not self.can_redo:
            raise IndexError("nothing to redo")
        self.position += 1
        return self.state

    def restart(self) -> GameState:
        """Back to the deal's first position; the moves stay redoable."""
        if self.position:
            self.undos += 1
        self.position = 0
        return self.state
