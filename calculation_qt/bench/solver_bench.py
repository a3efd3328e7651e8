"""bench solver: solve deals K..K+N-1 and print the share won, lost and unknown, the
median and 95th-percentile seconds per deal and the nodes searched per second.
``--winnable`` instead times "New deal" with winnable deals on: random deals drawn
until one is proved winnable (median and 95th-percentile seconds to a proved deal)."""

from __future__ import annotations

import json
import statistics
import time

from .. import core
from ..cli_common import add_variant_arguments, check_deal_range, count_type, deal_type, seconds_type, variant_from
from ..engine import GameState, Variant, deal_deck
from .runner import Record, add_run_arguments, check_run_arguments, run_deals

HELP = "solve many deals; print the share decided, seconds per deal and nodes per second"


def add_arguments(parser) -> None:
    parser.add_argument("--deals", type=count_type(), default=1000, help="number of deals (default 1000)")
    parser.add_argument("--first", type=deal_type, default=1, help="first deal number K (default 1)")
    add_variant_arguments(parser)
    parser.add_argument("--budget-seconds", type=seconds_type, default=10.0, help="seconds per deal (default 10)")
    add_run_arguments(parser)
    parser.add_argument("--cpu-time", action="store_true",
                        help="measure the budget and the seconds in CPU time of the worker process instead of "
                             "wall-clock time (figures that do not depend on other programs sharing the machine)")
    parser.add_argument("--winnable", action="store_true",
                        help="time winnable deals instead: --deals random new deals, each drawn until proved winnable")
    parser.add_argument("--per-try-seconds", type=seconds_type, default=1.0,
                        help="with --winnable: seconds the solver gets per candidate deal (default 1)")
    parser.add_argument("--verbose", action="store_true", help="print one line per deal")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _solve_one(task):
    from ..solver import solve

    variant_dict, deal, budget, cpu = task
    variant = Variant(**variant_dict)
    state = GameState.new(variant, deal_deck(deal))
    result = solve(state, max_seconds=budget, clock=time.process_time if cpu else time.perf_counter)
    if result.moves is not None:  # every winning line is replayed through the engine
        for move in result.moves:
            state = state.apply(move)
        if not state.is_won:
            raise AssertionError(f"deal {deal}: the winning line does not win")
    return {"deal": deal, "verdict": result.verdict, "nodes": result.nodes, "seconds": result.seconds}


def _winnable_one(task):
    import random

    from ..solver import find_winnable

    variant_dict, seed, per_try = task
    rng = random.Random(seed)
    found = find_winnable(Variant(**variant_dict), lambda: rng.randrange(1 << 64), per_try_seconds=per_try)
    return {"deal": seed, "proved": bool(found.proved), "tries": found.tries, "seconds": found.seconds}


def _percentile(values, q):
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, int(round(q * (len(ordered) - 1)))))
    return ordered[index]


def _record(args, variant, mode: str) -> Record:
    """The output file's header: everything a deal's result depends on but its number."""
    params = {"mode": mode, "variant": variant.to_dict(), "budget_seconds": args.budget_seconds,
              "cpu_time": args.cpu_time, "per_try_seconds": args.per_try_seconds if mode == "winnable" else None}
    return Record(args.out, "solver", params)


def run(args) -> int:
    check_run_arguments(args)
    check_deal_range(args.first, args.deals)
    variant = variant_from(args)
    if args.winnable:
        return _run_winnable(args, variant)
    tasks = [(variant.to_dict(), args.first + i, args.budget_seconds, args.cpu_time) for i in range(args.deals)]
    wall = time.perf_counter()
    verbose = (lambda r: print(f"deal {r['deal']}: {r['verdict']} {r['nodes']} nodes {r['seconds']:.2f} s",
                               flush=True)) if args.verbose else None
    rows = run_deals(_solve_one, tasks, lambda t: t[1], args, _record(args, variant, "solve"), verbose)
    wall = time.perf_counter() - wall
    counts = {"won": 0, "lost": 0, "unknown": 0}
    for row in rows:
        counts[row["verdict"]] += 1
    seconds = [row["seconds"] for row in rows]
    nodes = sum(row["nodes"] for row in rows)
    result = {
        "deals": args.deals,
        "won": counts["won"],
        "lost": counts["lost"],
        "unknown": counts["unknown"],
        "median_seconds": round(statistics.median(seconds), 4),
        "p95_seconds": round(_percentile(seconds, 0.95), 4),
        "nodes_per_second": round(nodes / sum(seconds), 1) if sum(seconds) else 0.0,
    }
    if args.json:
        print(json.dumps({**result, "core": core.name()}))
    else:
        n = args.deals
        decided = counts["won"] + counts["lost"]
        clock = "CPU" if args.cpu_time else "wall-clock"
        print(f"{variant.title}: deals {args.first}..{args.first + n - 1}, {args.budget_seconds:g} s budget ({clock} time)")
        print(f"won {counts['won']} ({100 * counts['won'] / n:.1f} %), lost {counts['lost']} "
              f"({100 * counts['lost'] / n:.1f} %), unknown {counts['unknown']} ({100 * counts['unknown'] / n:.1f} %); "
              f"decided {100 * decided / n:.1f} %")
        print(f"median {result['median_seconds']:.3f} s, p95 {result['p95_seconds']:.3f} s, "
              f"{result['nodes_per_second']:.0f} nodes/s ({wall:.1f} s wall, "
              f"{'dask ' + args.dask if args.dask else str(args.jobs) + ' jobs'})")
    return 0


def _run_winnable(args, variant) -> int:
    tasks = [(variant.to_dict(), args.first + i, args.per_try_seconds) for i in range(args.deals)]
    verbose = (lambda r: print(f"seed {r['deal']}: {'proved' if r['proved'] else 'NOT proved'} after "
                               f"{r['tries']} deals, {r['seconds']:.2f} s", flush=True)) if args.verbose else None
    rows = run_deals(_winnable_one, tasks, lambda t: t[1], args, _record(args, variant, "winnable"), verbose)
    proved = sum(row["proved"] for row in rows)
    seconds = [row["seconds"] for row in rows]
    tries = [row["tries"] for row in rows]
    result = {
        "new_deals": args.deals,
        "proved": proved,
        "median_seconds": round(statistics.median(seconds), 4),
        "p95_seconds": round(_percentile(seconds, 0.95), 4),
        "mean_tries": round(sum(tries) / len(tries), 2),
    }
    if args.json:
        print(json.dumps({**result, "core": core.name()}))
    else:
        print(f"{variant.title}: {args.deals} winnable new deals, {args.per_try_seconds:g} s per candidate")
        print(f"proved {proved} of {args.deals}; seconds to a proved deal: median {result['median_seconds']:.3f}, "
              f"p95 {result['p95_seconds']:.3f}; {result['mean_tries']} candidates per deal on average")
    return 0
