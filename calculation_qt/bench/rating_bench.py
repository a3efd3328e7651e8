"""bench rating: play deals K..K+N-1 with the rating (or the advisor) through the
engine and print the win rate with its 95 % Wilson interval, games per second and the
mean time a decision takes.  Every move goes through ``GameState.apply``, so an
illegal choice would stop the benchmark with an error.

A decision is the placing of one turned card; its time includes any waste-to-
foundation plays chosen before it.  Times are CPU seconds of the playing process
(``time.process_time``), so that other programs on a busy machine do not inflate them;
the advisor's time budget counts the same CPU time here.
"""

from __future__ import annotations

import json
import math
import time

from .. import core
from ..cli_common import (
    UsageError,
    add_variant_arguments,
    check_deal_range,
    count_type,
    deal_type,
    seconds_type,
    variant_from,
)
from ..engine import GameState, PileKind, Variant, deal_deck
from .runner import Record, add_run_arguments, check_run_arguments, run_deals

HELP = "play deals with the rating or the advisor; print the win rate (95 % CI), games/s, s/decision"


def add_arguments(parser) -> None:
    parser.add_argument("--deals", type=count_type(), required=True, help="number of deals to play")
    parser.add_argument("--first", type=deal_type, default=1, help="first deal number (default 1)")
    add_variant_arguments(parser)
    parser.add_argument("--player", choices=("rating", "quick", "advisor"), default="rating",
                        help="who chooses the moves: the rating, the quick strong advisor or the advisor "
                             "(default rating)")
    add_run_arguments(parser)
    parser.add_argument("--seconds", type=seconds_type, default=None,
                        help="advisor, quick: a CPU-time cap a decision (default none: the sample budget decides)")
    parser.add_argument("--samples", type=count_type(), default=None,
                        help="advisor, quick: playouts per candidate at most (default: the player's own)")
    parser.add_argument("--seed", type=int, default=0, help="advisor: random seed (default 0)")
    parser.add_argument("--record", action="store_true",
                        help="advisor: write what its judges found at every decision into --out's lines "
                             "(the data of the calibrated chance: bench chance)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _make_advisor(spec: dict):
    from ..rating.players import make_advisor

    budget = {} if spec["samples"] is None else {"samples": spec["samples"]}
    return make_advisor(spec["player"], seconds=spec["seconds"], seed=spec["seed"], **budget)


def _make_player(spec: dict):
    if spec["player"] in ("quick", "advisor"):
        return _make_advisor(spec).choose
    from ..rating import choose_move

    return choose_move


def _recorder(spec: dict, log: list):
    """The advisor's choice, logging at every placement of the turned card what its
    judges found: {"m": moves played, "home", "left": cards in the stock, "k": the
    chosen candidate, "c": [[playout share, playouts, hindsight share, home after], ...]}."""
    advisor = _make_advisor(spec)
    played = [0]  # the moves played so far: choose is asked once a move

    def choose(state: GameState):
        advice = advisor.advise(state)
        weighed, chosen = advice.weighed, advice.chosen
        if weighed is None and advice.move is not None and advice.move.source is PileKind.STOCK:
            weighed, chosen = advisor.weigh_alone(state), 0
        if weighed is not None:
            log.append({"m": played[0], "home": state.cards_on_foundations,
                        "left": len(state.stock), "k": chosen,
                        "c": [[round(w.share, 4), w.runs, round(w.hindsight, 4), w.home] for _t, w in weighed]})
        played[0] += 1
        return advice.move

    return choose


def play_deal(task: tuple[dict, int]) -> dict:
    """One deal played to its end: {"deal", "won", "decisions", "thinking"} (CPU seconds
    spent choosing)."""
    spec, deal = task
    log: list = []
    player = _recorder(spec, log) if spec.get("record") else _make_player(spec)
    state = GameState.new(Variant(**spec["variant"]), deal_deck(deal))
    decisions = 0
    thinking = 0.0
    while True:
        t0 = time.process_time()
        move = player(state)
        thinking += time.process_time() - t0
        if move is None:
            break
        if move.source is PileKind.STOCK:
            decisions += 1
        state = state.apply(move)  # raises on an illegal choice
    if not state.is_over:
        raise AssertionError(f"deal {deal}: the player stopped in a position that is not over")
    row = {"deal": deal, "won": bool(state.is_won), "decisions": decisions, "thinking": thinking}
    if spec.get("record"):
        row["log"] = log
    return row


def run(args) -> int:
    check_run_arguments(args)
    check_deal_range(args.first, args.deals)
    variant = variant_from(args)
    deals = list(range(args.first, args.first + args.deals))
    base = {"variant": variant.to_dict(), "player": args.player, "seconds": args.seconds,
            "samples": args.samples, "seed": args.seed}
    if args.record:
        if args.player != "advisor" or args.out is None:
            raise UsageError("--record needs --player advisor and --out FILE")
        base["record"] = True
    jobs = min(args.jobs, len(deals))
    args.jobs = jobs
    start = time.perf_counter()
    record = Record(args.out, "rating", base)
    rows = run_deals(play_deal, [(base, d) for d in deals], lambda t: t[1], args, record)
    seconds = time.perf_counter() - start
    games = len(rows)
    wins = sum(r["won"] for r in rows)
    decisions = sum(r["decisions"] for r in rows)
    thinking = sum(r["thinking"] for r in rows)
    lo, hi = wilson(wins, games)
    result = {
        "games": games,
        "wins": wins,
        "win_rate": round(wins / games, 4),
        "ci95": [round(lo, 4), round(hi, 4)],
        "games_per_second": round(record.added / seconds, 2),  # the games this run played
        "seconds_per_decision": round(thinking / decisions, 6) if decisions else 0.0,
        "core": core.name(),
    }
    if args.json:
        print(json.dumps(result))
    else:
        last = args.first + args.deals - 1
        print(f"{variant.title}, {args.player}, deals {args.first}..{last}: "
              f"{wins}/{games} won = {100 * wins / games:.1f} % (95 % CI {100 * lo:.1f}-{100 * hi:.1f} %)")
        print(f"{result['games_per_second']} games/s, {1000 * result['seconds_per_decision']:.3f} ms (CPU) a decision "
              f"({seconds:.1f} s wall-clock, {'dask ' + args.dask if args.dask else f'{jobs} jobs'}, "
              f"{result['core']} core)")
    return 0
