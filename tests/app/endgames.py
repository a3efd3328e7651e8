"""Won endgames for the automatic-move tests: a deal's winning line (from the solver)
played up to a given number of stock cards left."""

from __future__ import annotations

from functools import cache

from calculation_qt.engine import Game, GameState, Move, Variant, deal_deck
from calculation_qt.solver import solve


@cache
def winning_line(variant: Variant, deal: int) -> tuple[Move, ...]:
    result = solve(GameState.new(variant, deal_deck(deal)), max_nodes=5_000_000)
    assert result.verdict == "won", (variant, deal, result.verdict)
    return tuple(result.moves)


def game_before_last_stock_card(variant: Variant, deal: int) -> tuple[Game, Move, list[Move]]:
    """The game up to the winning line's last move from the stock; that move; the rest."""
    line = list(winning_line(variant, deal))
    last = max(i for i, m in enumerate(line) if m.source.value == "s")
    game = Game(variant, deal_deck(deal), deal, moves=line[:last], position=last)
    return game, line[last], line[last + 1:]
