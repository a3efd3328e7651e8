"""Review a game: the Advisor's winning chance after every move, the mistakes, and the
last position from which the deal was still winnable.

    python -m calculation_qt.review --game G [--waste-piles 3] [--no-bases]
        [--deal N | --deck "..."] (--moves "s>w1 ..." | --moves-file F)
        [--budget-seconds S] [--samples N] [--seed K] [--jobs J] [--json]

With ``--json`` prints ``{"moves": [...], "win_chance": [p0, ..., pn], "mistakes":
[{"index": i, "played": "s>w2", "better": "s>w4", "chance_played": x, "chance_better":
y}], "last_winnable": k, "first_lost": j, "unknown": [...], "samples": N, "seed": K}``.
A saved game record (``game.json``) as ``--moves-file`` names its own deal: then
``--deal`` and ``--deck`` may be left out.  Exit code 0 whenever the review ran, 2 on
unusable input.
"""

from __future__ import annotations

import argparse
import json

from ..cli_common import (
    ToolParser,
    UsageError,
    add_deck_arguments,
    add_variant_arguments,
    deck_from,
    deck_of_record,
    moves_from_file,
    parse_moves_or_fail,
    run_tool,
    tool_name,
    variant_from,
)
from ..engine import GameState, IllegalMoveError
from . import DEFAULT_SAMPLES, Review, review_game


def build_parser() -> argparse.ArgumentParser:
    parser = ToolParser(prog=tool_name("calculation_qt.review"), description=__doc__.split("\n\n")[0])
    add_deck_arguments(parser, required=False)  # (a game record names its deal)
    add_variant_arguments(parser)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--moves", help='the moves played, in the notation of docs/rules.md ("s>w1 s>f3")')
    group.add_argument("--moves-file", help="a JSON list of moves, or a saved game record")
    parser.add_argument("--budget-seconds", type=float, default=10.0,
                        help="the solver's time for the verdict, in all (default 10)")
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES,
                        help=f"the Advisor's playouts a candidate place at most (default {DEFAULT_SAMPLES}, its own: "
                             "the chance is calibrated at it)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the sampled orders (default 0)")
    parser.add_argument("--jobs", type=int, default=2,
                        help="processes judging the positions (default 2; the result is the same for any number)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def summary(review: Review) -> str:
    """A few readable lines (without --json)."""
    v = review.verdict
    n = len(review.moves)
    chances = review.win_chance
    lines = [f"{n} moves; the Advisor's winning chance {chances[0]:.0%} at the start, {chances[-1]:.0%} at the end."]
    if review.states[-1].is_won:
        lines.append("The deal was won.")
    elif v.last_winnable == n:
        lines.append(f"The deal is still winnable after these {n} moves (proved)." if n else
                     "The deal is winnable (proved).")
    elif v.lost_from_start:
        lines.append("With the cards' order known, no line of play wins this deal (proved).")
    elif v.exact:
        lines.append(f"With the cards' order known, this deal was winnable until move {v.last_winnable}; "
                     f"move {v.first_lost} lost it (proved).")
    else:
        known = "no position" if v.last_winnable is None else f"up to move {v.last_winnable}"
        lost = "none" if v.first_lost is None else f"from move {v.first_lost}"
        lines.append(f"Undecided: proved winnable {known}, proved lost {lost}; "
                     f"the solver's budget ran out at positions {v.unknown}.")
    if not review.mistakes:
        lines.append("From what the player could see, no move lost more chance than the estimate's noise.")
    for m in review.biggest_mistakes():
        lines.append(f"move {m.index + 1}: {m.played} kept {m.chance_played:.0%}; {m.better} kept {m.chance_better:.0%}")
    return "\n".join(lines)


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    if not args.budget_seconds > 0:
        raise UsageError("--budget-seconds must be a positive number of seconds")
    if not 1 <= args.jobs <= 64:
        raise UsageError("--jobs must be a whole number from 1 to 64")
    if not 1 <= args.samples <= 100_000:
        raise UsageError("--samples must be a whole number from 1 to 100000")
    variant = variant_from(args)
    if args.deal is None and args.deck is None:
        named = deck_of_record(args.moves_file) if args.moves_file is not None else None
        if named is None:
            raise UsageError("give the deal: --deal N or --deck \"52 card codes\" (a saved game record as "
                             "--moves-file names its own)")
        deck, _deal = named
    else:
        deck, _deal = deck_from(args)
    raw = moves_from_file(args.moves_file, variant, deck) if args.moves_file is not None else args.moves
    moves = parse_moves_or_fail(raw)
    state = GameState.new(variant, deck)
    for i, move in enumerate(moves):
        try:
            state = state.apply(move)
        except IllegalMoveError as e:
            raise UsageError(f"move {i + 1} ({move}) is illegal: {e.reason}") from None
    review = review_game(variant, deck, moves, samples=args.samples, seed=args.seed,
                         budget_seconds=args.budget_seconds, jobs=args.jobs)
    print(json.dumps(review.to_json()) if args.json else summary(review))
    return 0


def console_main() -> None:
    run_tool(main, "calculation_qt.review")


if __name__ == "__main__":
    console_main()
