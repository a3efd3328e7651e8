"""bench engine: random play of many deals through the engine, to prove it never errs
and to measure its speed.  Every game is checked: 52 cards accounted for at every step,
and the game ends won or blocked."""

from __future__ import annotations

import json
import random
import time

from .. import core
from ..cli_common import add_variant_arguments, check_deal_range, count_type, deal_type, variant_from
from ..engine import ALL_CARDS, GameState, deal_deck

HELP = "play random legal moves through the engine for many deals; print games per second"


def add_arguments(parser) -> None:
    parser.add_argument("--games", type=count_type(), default=100_000, help="number of games (default 100000)")
    parser.add_argument("--first", type=deal_type, default=1, help="first deal number (default 1)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the random move choice")
    add_variant_arguments(parser)
    parser.add_argument("--all-variants", action="store_true", help="cycle through every variant")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def play_random(state: GameState, rng: random.Random) -> tuple[GameState, int]:
    full = set(ALL_CARDS)
    moves = 0
    while True:
        legal = state.legal_moves()
        if not legal:
            break
        state = state.apply(rng.choice(legal))
        moves += 1
        if moves % 16 == 0 or not state.stock:
            cards = state.all_cards()
            if len(cards) != 52 or set(cards) != full:
                raise AssertionError(f"cards lost or doubled after {moves} moves")
    if not (state.is_won or state.is_blocked):
        raise AssertionError("a game ended neither won nor blocked")
    return state, moves


def run(args) -> int:
    from ..engine import ALL_VARIANTS

    check_deal_range(args.first, args.games)
    variants = list(ALL_VARIANTS) if args.all_variants else [variant_from(args)]
    rng = random.Random(args.seed)
    wins = moves = 0
    start = time.perf_counter()
    for i in range(args.games):
        variant = variants[i % len(variants)]
        state, n = play_random(GameState.new(variant, deal_deck(args.first + i)), rng)
        wins += state.is_won
        moves += n
    seconds = time.perf_counter() - start
    result = {
        "games": args.games,
        "errors": 0,
        "random_wins": wins,
        "moves": moves,
        "seconds": round(seconds, 3),
        "games_per_second": round(args.games / seconds, 1),
        "moves_per_second": round(moves / seconds, 1),
    }
    if args.json:
        print(json.dumps({**result, "core": core.name()}))
    else:
        print(f"{args.games} random games, no errors, {wins} won by chance")
        print(f"{result['games_per_second']} games/s, {result['moves_per_second']} moves/s ({seconds:.1f} s)")
    return 0
