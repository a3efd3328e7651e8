"""Argument handling shared by the command-line tools (replay, solve, review, bench):
the variant options, deck or deal, moves, counts and seconds, each validated with a
clear one-line message (exit 2); a refused argument is echoed only as a short prefix."""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys

from .engine import GAMES, NotationError, Variant, deal_deck, parse_deck, parse_moves
from .engine.deals import MAX_DEAL, check_deal_number
from .engine.games import CLASSIC, NO_BASES, games_allowing
from .fileio import FileTooLargeError, NotAFileError, read_limited

ECHO_LIMIT = 40  # characters of a refused argument an error line repeats
LINE_LIMIT = 300  # an error line never runs longer than this


class UsageError(Exception):
    """Unusable arguments or input: the tool prints the message and exits with 2."""


class ToolParser(argparse.ArgumentParser):
    """argparse, but an error line repeats a long argument only as a short prefix
    (``shorten``), whatever the message quotes it in."""

    def parse_known_args(self, args=None, namespace=None):
        self._given = list(sys.argv[1:] if args is None else args)
        return super().parse_known_args(args, namespace)

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {clip_echo(message, getattr(self, '_given', sys.argv[1:]))}\n")


def clip_echo(message: str, given) -> str:
    """``message`` with every long argument of ``given`` it repeats shortened, and cut
    to ``LINE_LIMIT`` characters: one readable line whatever was typed."""
    for arg in sorted({a for a in given if isinstance(a, str) and len(a) > ECHO_LIMIT}, key=len, reverse=True):
        short = shorten(arg, quote=False)
        message = message.replace(repr(arg), repr(short)).replace(arg, short)
    # whatever else quotes a long piece of input (e.g. a move the engine refused)
    message = re.sub(rf"\S{{{2 * ECHO_LIMIT},}}", lambda m: m.group()[:ECHO_LIMIT] + "…", message)
    message = " ".join(message.split("\n"))
    return message if len(message) <= LINE_LIMIT else message[:LINE_LIMIT - 1] + "…"


MAX_COUNT = 10**9  # games, deals, runs... a tool is asked to go through at most


def count_type(minimum: int = 1, maximum: int = MAX_COUNT):
    """An argparse type: a whole number from ``minimum`` to ``maximum``."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or not minimum <= value <= maximum:
            raise argparse.ArgumentTypeError(f"{shorten(text)} is not a whole number from {minimum} to {maximum:,}")
        return value
    return parse


def seconds_type(text: str) -> float:
    """An argparse type: a positive, finite number of seconds."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"{shorten(text)} is not a positive number of seconds")
    return value


def deal_type(text: str) -> int:
    """An argparse type: a deal number (docs/rules.md), 0 to 2^64-1."""
    try:
        return check_deal_number(int(text))
    except (ValueError, NotationError):
        raise argparse.ArgumentTypeError(f"{shorten(text)} is not a whole number from 0 to 2^64-1") from None


def check_deal_range(first: int, count: int, option: str = "--first") -> None:
    """UsageError unless deals ``first`` .. ``first + count - 1`` all exist."""
    if first + count - 1 > MAX_DEAL:
        raise UsageError(f"{option} {first} with {count:,} deals runs past the last deal number, 2^64-1")


def add_variant_arguments(parser: argparse.ArgumentParser) -> None:
    # every tool defaults to Calculation, as the window does
    parser.add_argument("--game", choices=GAMES, default="calculation",
                        help="the game to play (default calculation)")
    parser.add_argument("--waste-piles", type=int, choices=(3, 4), default=None,
                        help="number of waste piles (default 4; 8 with --classic)")
    parser.add_argument("--no-bases", action="store_true",
                        help=f"{', '.join(games_allowing(NO_BASES))} only: no foundations placed in advance")
    parser.add_argument("--classic", action="store_true",
                        help=f"{', '.join(games_allowing(CLASSIC))} only: the classic rules (eight waste piles, "
                             "foundations wait for the stock)")


def add_deck_arguments(parser: argparse.ArgumentParser, required: bool = True) -> None:
    group = parser.add_mutually_exclusive_group(required=required)
    group.add_argument("--deck", help="52 card codes, top card first")
    group.add_argument("--deal", type=str, help="a deal number (docs/rules.md)")


def variant_from(args: argparse.Namespace) -> Variant:
    try:
        return Variant(args.game, args.waste_piles or 0, args.no_bases, getattr(args, "classic", False))
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


def _read_json(path: str):
    """(the JSON in the file ``path``, its name as shown in messages); UsageError if unusable."""
    if not path:
        raise UsageError("--moves-file names no file (an empty name)")
    shown = shorten(path, quote=False)
    try:
        data = json.loads(read_limited(path, regular_only=True))
    except FileTooLargeError:
        raise UsageError(f"{shown} is too large to be a list of moves or a game record") from None
    except NotAFileError as e:
        raise UsageError(f"cannot read {shown}: it is {e.kind}, not a file") from None
    except OSError as e:
        raise UsageError(f"cannot read {shown}: {e.strerror}") from None
    except RecursionError:
        raise UsageError(f"{shown} is nested too deeply to be a list of moves or a game record") from None
    except ValueError as e:
        raise UsageError(f"{shown} is not valid JSON: {e}") from None
    return data, shown


def deck_of_record(path: str):
    """(deck, deal number or None) that the game record in ``path`` names (a saved
    ``game.json``), or None for a plain list of moves or a record naming neither."""
    data, shown = _read_json(path)
    if not isinstance(data, dict):
        return None
    try:
        if data.get("deal") is not None:
            n = check_deal_number(data["deal"])
            return deal_deck(n), n
        if data.get("deck") is not None:
            return parse_deck(data["deck"]), None
    except (NotationError, TypeError, ValueError):
        raise UsageError(f"{shown}: its 'deal' or 'deck' is not a deal number or a deck of 52 cards") from None
    return None


def moves_from_file(path: str, variant: Variant | None = None, deck=None) -> list:
    """A JSON list of move strings, or a game record (its moves in effect).  A record
    names its own variant and deck: one that differs from ``variant`` / ``deck`` (the
    command line's) is refused rather than replayed against another deal.  Only a
    regular file is read (a named pipe is refused at once, never waited on)."""
    data, shown = _read_json(path)
    if not isinstance(data, dict) or "moves" not in data:
        if not isinstance(data, list):
            raise UsageError(f"{shown} holds neither a JSON list of moves nor a game record")
        return data
    moves = data["moves"]
    if not isinstance(moves, list):
        raise UsageError(f"{shown}: 'moves' must be a list of moves")
    position = data.get("position", len(moves))
    if isinstance(position, bool) or not isinstance(position, int) or not 0 <= position <= len(moves):
        raise UsageError(f"{shown}: 'position' must be a whole number from 0 to {len(moves)} "
                         f"(the number of moves), not {shorten(json.dumps(position), quote=False)}")
    _check_record_matches(shown, data, variant, deck)
    return moves[:position]


def _check_record_matches(shown: str, data: dict, variant: Variant | None, deck) -> None:
    """UsageError when the game record ``data`` is of another variant or deck than the
    command line's (a record without those fields is a plain list of moves)."""
    if variant is not None and "game" in data:
        try:
            recorded = Variant(data.get("game"), data.get("waste_piles", 0), data.get("no_bases", False),
                               data.get("classic", False))
        except (NotationError, TypeError, ValueError):
            raise UsageError(f"{shown}: its game and waste piles are not a variant this program knows") from None
        if recorded != variant:
            raise UsageError(f"{shown} is a game of {recorded.key}, not of {variant.key} as the command line says")
    if deck is None:
        return
    if data.get("deal") is not None:
        try:
            recorded_deck = deal_deck(check_deal_number(data["deal"]))
        except (NotationError, TypeError, ValueError):
            raise UsageError(f"{shown}: its 'deal' is not a deal number") from None
        where = f"deal {data['deal']}"
    elif data.get("deck") is not None:
        try:
            recorded_deck = parse_deck(data["deck"])
        except (NotationError, TypeError, ValueError):
            raise UsageError(f"{shown}: its 'deck' is not a deck of 52 cards") from None
        where = "another deck"
    else:
        return
    if list(recorded_deck) != list(deck):
        raise UsageError(f"{shown} is a game of {where}, not of the deck the command line gives "
                         "(give its own --deal or --deck)")


def parse_moves_or_fail(moves) -> list:
    try:
        return parse_moves(moves)
    except NotationError as e:
        raise UsageError(str(e)) from None


def tool_name(module: str) -> str:
    """What a tool calls itself in its usage and error lines: the console script that
    started it (``calculation-qt-solve``), else ``python -m <module>``."""
    started = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    if started.startswith("calculation-qt") and not started.endswith(".py"):
        return started
    return f"python -m {module}"


def run_tool(main, module: str | None = None) -> None:
    """Run a tool's main(), turning UsageError into exit code 2 with the reason on stderr
    (after the tool's name, :func:`tool_name` of ``module``; without one, the name of
    the program that runs it)."""
    try:
        code = main()
    except UsageError as e:
        name = tool_name(module) if module else os.path.basename(sys.argv[0])
        print(f"{name}: {clip_echo(str(e), sys.argv[1:])}", file=sys.stderr)
        sys.exit(2)
    sys.exit(code or 0)
