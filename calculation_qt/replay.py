"""Replay moves through the engine and print the outcome as one JSON object.

    python -m calculation_qt.replay --deck "..." | --deal N --game G [--waste-piles 3]
        [--no-bases] --moves "s>w1 s>f3 ..." | --moves-file F

Prints ``{"status": "won"|"in_progress"|"blocked"|"illegal", "index": i|null,
"message": "...", "foundations": [[codes]...], "stock_left": N}``.  ``index`` is the
0-based index of the first illegal move; the other fields describe the position
before it.  Exit code 0 for any replay that ran, 2 for unusable arguments or input.
"""

from __future__ import annotations

import argparse
import json

from .cli_common import (
    ToolParser,
    add_deck_arguments,
    add_variant_arguments,
    deck_from,
    moves_from_file,
    parse_moves_or_fail,
    run_tool,
    tool_name,
    variant_from,
)
from .engine import GameState, IllegalMoveError


def replay(state: GameState, moves) -> dict:
    index = None
    message = ""
    for i, move in enumerate(moves):
        try:
            state = state.apply(move)
        except IllegalMoveError as e:
            index = i
            message = f"move {i + 1} ({move}) is illegal: {e.reason}"
            break
    if index is not None:
        status = "illegal"
    elif state.is_won:
        status, message = "won", "all 52 cards are on the foundations"
    elif state.is_blocked:
        status, message = "blocked", "the stock is out and no waste pile's top card fits a foundation"
    else:
        status = "in_progress"
        message = f"{len(moves)} moves played; {state.stock_left} cards left in the stock"
    return {
        "status": status,
        "index": index,
        "message": message,
        "foundations": [[c.code for c in pile] for pile in state.foundations],
        "stock_left": state.stock_left,
    }


def build_parser() -> argparse.ArgumentParser:
    parser = ToolParser(prog=tool_name("calculation_qt.replay"), description=__doc__.split("\n\n")[0])
    add_deck_arguments(parser)
    add_variant_arguments(parser)
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--moves", default="", help='moves in the notation of docs/rules.md, e.g. "s>w1 s>f3"')
    group.add_argument("--moves-file", help="a JSON list of moves, or a saved game record")
    return parser


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    variant = variant_from(args)
    deck, _deal = deck_from(args)
    raw = moves_from_file(args.moves_file, variant, deck) if args.moves_file is not None else args.moves
    moves = parse_moves_or_fail(raw)
    print(json.dumps(replay(GameState.new(variant, deck), moves)))
    return 0


def console_main() -> None:
    run_tool(main, "calculation_qt.replay")


if __name__ == "__main__":
    console_main()
