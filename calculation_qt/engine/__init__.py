"""The rules of the games of the table (games.py) as a pure-Python model (no Qt).

Everything that knows a rule (the table, the rating, the solver, statistics and saved
games) calls these functions; docs/rules.md is the contract.
"""

from .cards import ALL_CARDS, RANKS, SUITS, Card, format_deck, parse_deck
from .deals import daily_deal_numbers, deal_deck
from .errors import IllegalMoveError, NotationError
from .games import GAME_TABLE, GAMES, OPTIONS, FoundationRule, GameOption, GameSpec, game_spec
from .history import Game
from .moves import Move, PileKind, parse_move, parse_moves, stock_to_foundation, stock_to_waste, waste_to_foundation
from .state import GameState, Want
from .variants import ALL_VARIANTS, Variant

__all__ = [
    "ALL_CARDS", "ALL_VARIANTS", "GAMES", "GAME_TABLE", "OPTIONS", "RANKS", "SUITS", "Card", "FoundationRule",
    "Game", "GameOption", "GameSpec", "GameState", "IllegalMoveError", "Move", "NotationError", "PileKind", "Variant", "Want",
    "daily_deal_numbers", "deal_deck", "format_deck", "game_spec", "parse_deck", "parse_move", "parse_moves",
    "stock_to_foundation", "stock_to_waste", "waste_to_foundation",
]
