"""bench core: the compiled core and its plain-Python fallback side by side, on the same
work: whole playouts with the position rating (the advisor's samples) from the start of
deals K..K+N-1, and the rating's decisions (with its look-ahead, as click-to-play makes
them) on the positions met when the rating plays the first deals.  Each core runs in its
own process (``CALCULATION_QT_CORE``); times are CPU seconds of that process.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

from .. import core
from ..cli_common import check_deal_range, count_type, deal_type

HELP = "compiled core and plain-Python fallback side by side: ms a playout, ms a rating decision, speed-up"


def add_arguments(parser) -> None:
    parser.add_argument("--games", type=count_type(), default=200, help="playouts, one from the start of each deal (default 200)")
    parser.add_argument("--deals", type=count_type(), default=10,
                        help="deals whose positions the rating's decisions are timed on (default 10)")
    parser.add_argument("--first", type=deal_type, default=1, help="first deal number (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)  # the child's part


def measure(games: int, deals: int, first: int) -> dict:
    """The figures of the core this process runs."""
    from ..core.bridge import seen
    from ..core.layout import layout_of
    from ..engine import GameState, PileKind, Variant, deal_deck
    from ..rating import choose_move
    from ..rating.heuristic import DEFAULT, STATIC, play_out

    variant = Variant()
    token = layout_of(variant).token
    starts = []
    for deal in range(first, first + games):
        state = GameState.new(variant, deal_deck(deal))
        starts.append((seen(state), [token(c) for c in state.stock[1:]]))
    t0 = time.process_time()
    won = sum(play_out(STATIC, b, order) for b, order in starts)
    playout = (time.process_time() - t0) / games
    boards = []
    for deal in range(first, first + deals):
        state = GameState.new(variant, deal_deck(deal))
        while (move := choose_move(state)) is not None:
            if move.source is PileKind.STOCK:  # a decision: where the turned card goes
                boards.append(seen(state))
            state = state.apply(move)
    t0 = time.process_time()
    for b in boards:
        DEFAULT.choose(b)
    decision = (time.process_time() - t0) / len(boards)
    return {"core": core.name(), "playout_ms": round(1000 * playout, 4), "playouts_won": won,
            "decision_ms": round(1000 * decision, 4), "decisions": len(boards)}


def _child(core_name: str, args) -> dict | None:
    env = dict(os.environ, **{core.ENV: "python" if core_name == "python" else "auto"})
    command = [sys.executable, "-m", "calculation_qt.bench", "core", "--measure", "--games", str(args.games),
               "--deals", str(args.deals), "--first", str(args.first)]
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
    figures = json.loads(out)
    return figures if figures["core"] == core_name else None


def run(args) -> int:
    check_deal_range(args.first, max(args.games, args.deals))
    if args.measure:
        print(json.dumps(measure(args.games, args.deals, args.first)))
        return 0
    compiled = _child("compiled", args)
    python = _child("python", args)
    result = {"compiled": compiled, "python": python, "core": core.name()}
    if compiled is not None:
        result["speedup"] = {"playout": round(python["playout_ms"] / compiled["playout_ms"], 1),
                             "decision": round(python["decision_ms"] / compiled["decision_ms"], 1)}
    if args.json:
        print(json.dumps(result))
        return 0
    last = args.first + args.games - 1
    print(f"Calculation, 4 piles: playouts from the start of deals {args.first}..{last}; rating decisions on "
          f"{python['decisions']} positions of deals {args.first}..{args.first + args.deals - 1} (CPU time)")
    for name, figures in (("compiled", compiled), ("python", python)):
        if figures is None:
            print(f"  {name:8}: not available (the compiled core is not built here)")
        else:
            print(f"  {name:8}: {figures['playout_ms']:.3f} ms a playout ({figures['playouts_won']} won), "
                  f"{figures['decision_ms']:.3f} ms a rating decision")
    if compiled is not None:
        print(f"  speed-up: playouts {result['speedup']['playout']}x, rating decisions {result['speedup']['decision']}x")
    return 0
