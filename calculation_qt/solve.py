"""Solve a deal, or a position reached by some moves, with the clairvoyant solver.

    python -m calculation_qt.solve --deck "..." | --deal N --game G [--waste-piles 3]
        [--no-bases] [--moves "s>w1 ..."] [--budget-seconds S] [--json]

With ``--json`` prints ``{"verdict": "won"|"lost"|"unknown", "moves": [...] or null,
"nodes": N, "seconds": T}``; the moves continue from the position after ``--moves``.
Exit code 0 whenever the solver ran (whatever its verdict), 2 on unusable input.
"""

from __future__ import annotations

import argparse
import json

from .cli_common import (
    ToolParser,
    UsageError,
    add_deck_arguments,
    add_variant_arguments,
    deck_from,
    parse_moves_or_fail,
    run_tool,
    seconds_type,
    tool_name,
    variant_from,
)
from .engine import GameState, IllegalMoveError
from .solver import solve


def build_parser() -> argparse.ArgumentParser:
    parser = ToolParser(prog=tool_name("calculation_qt.solve"), description=__doc__.split("\n\n")[0])
    add_deck_arguments(parser)
    add_variant_arguments(parser)
    parser.add_argument("--moves", default="", help='moves played first, in the notation of docs/rules.md ("s>w1 s>f3")')
    parser.add_argument("--budget-seconds", type=seconds_type, default=10.0,
                        help="time budget in seconds (default 10)")
    parser.add_argument("--max-nodes", type=int, default=None, help="node budget (default: none)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    if args.max_nodes is not None and args.max_nodes < 1:
        raise UsageError("--max-nodes must be at least 1")
    variant = variant_from(args)
    deck, _deal = deck_from(args)
    state = GameState.new(variant, deck)
    for i, move in enumerate(parse_moves_or_fail(args.moves)):
        try:
            state = state.apply(move)
        except IllegalMoveError as e:
            raise UsageError(f"--moves: move {i + 1} ({move}) is illegal: {e.reason}") from None
    result = solve(state, max_seconds=args.budget_seconds, max_nodes=args.max_nodes)
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    where = "from the start" if not args.moves.strip() else "from the position after the given moves"
    if result.verdict == "won":
        print(f"Winnable {where}: a winning line of {len(result.moves)} moves "
              f"({result.nodes} nodes, {result.seconds:.2f} s):")
        print(" ".join(str(m) for m in result.moves))
    elif result.verdict == "lost":
        print(f"Not winnable {where}: no line of play wins (proved; {result.nodes} nodes, {result.seconds:.2f} s).")
    else:
        print(f"Undecided {where}: {result.reason or 'budget spent'} "
              f"after {result.nodes} nodes, {result.seconds:.2f} s.")
    return 0


def console_main() -> None:
    run_tool(main, "calculation_qt.solve")


if __name__ == "__main__":
    console_main()
