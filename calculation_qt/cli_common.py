"""Argument handling shared by the command-line tools (replay, solve, bench): the
variant options, deck or deal, and moves, each validated with a clear message."""

from __future__ import annotations

import argparse
import json
import sys

from .engine import GAMES, NotationError, Variant, deal_deck, parse_deck, parse_moves
from .engine.deals import check_deal_number
from .fileio import FileTooLargeError, read_limited


class UsageError(Exception):
    """Unusable arguments or input: the tool prints the message and exits with 2."""


def add_variant_arguments(parser: argparse.ArgumentParser, game_required: bool = True) -> None:
    parser.add_argument("--game", choices=GAMES, required=game_required, default="calculation",
                        help="the game to play")
    parser.add_argument("--waste-piles", type=int, choices=(3, 4), default=4,
                        help="number of waste piles (default 4)")
    parser.add_argument("--no-bases", action="store_true",
                        help="calculation only: no foundations placed in advance")


def add_deck_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--deck", help="52 card codes, top card first")
    group.add_argument("--deal", type=str, help="a RULES.md deal number")


def variant_from(args: argparse.Namespace) -> Variant:
    try:
        return Variant(args.game, args.waste_piles, args.no_bases)
    except NotationError as e:
        raise UsageError(str(e)) from None


def shorten(text: str, limit: int = 40, quote: bool = True) -> str:
    """``text`` (quoted), cut in the middle when longer than ``limit`` characters: an
    error line echoes what it refuses, never 100,000 digits of it."""
    if len(text) > limit:
        text = f"{text[:limit // 2]}...{text[-10:]} ({len(text):,} characters)"
    return repr(text) if quote else text


def parse_deal_number(text: str) -> int:
    try:
        return check_deal_number(int(text))
    except ValueError:
        raise UsageError(f"--deal {shorten(text)} is not a whole number from 0 to 2^64-1") from None


def deck_from(args: argparse.Namespace):
    """(deck, deal number or None) from --deck / --deal."""
    if args.deal is not None:
        n = parse_deal_number(args.deal)
        return deal_deck(n), n
    try:
        return parse_deck(args.deck), None
    except NotationError as e:
        raise UsageError(f"--deck: {e}") from None


def moves_from_file(path: str) -> list:
    """A JSON list of move strings, or a game record (its moves in effect)."""
    try:
        data = json.loads(read_limited(path))
    except FileTooLargeError as e:
        raise UsageError(str(e)) from None
    except OSError as e:
        raise UsageError(f"cannot read {path}: {e.strerror}") from None
    except RecursionError:
        raise UsageError(f"{path} is nested too deeply to be a list of moves or a game record") from None
    except ValueError as e:
        raise UsageError(f"{path} is not valid JSON: {e}") from None
    if not isinstance(data, dict) or "moves" not in data:
        if not isinstance(data, list):
            raise UsageError(f"{path} holds neither a JSON list of moves nor a game record")
        return data
    moves = data["moves"]
    if not isinstance(moves, list):
        raise UsageError(f"{path}: 'moves' must be a list of moves")
    position = data.get("position", len(moves))
    if isinstance(position, bool) or not isinstance(position, int) or not 0 <= position <= len(moves):
        raise UsageError(f"{path}: 'position' must be a whole number from 0 to {len(moves)} "
                         f"(the number of moves), not {shorten(json.dumps(position), quote=False)}")
    return moves[:position]


def parse_moves_or_fail(moves) -> list:
    try:
        return parse_moves(moves)
    except NotationError as e:
        raise UsageError(str(e)) from None


def run_tool(main) -> None:
    """Run a tool's main(), turning UsageError into exit code 2 with the reason on stderr."""
    try:
        code = main()
    except UsageError as e:
        prog = sys.argv[0].rsplit("/", 1)[-1]
        print(f"{prog}: {e}", file=sys.stderr)
        sys.exit(2)
    sys.exit(code or 0)
