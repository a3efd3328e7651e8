"""bench storage: what saving after every move costs, and how long start-up reading takes.

Measures, in a temporary data folder (never the player's): the atomic save of the game
in progress after a move (temporary file, fsync, rename, folder fsync), loading and
validating a saved game (every move replayed through the rules), and saving and
loading the largest statistics file the program can write (every variant and every
daily variant with a full list of recent results).  No Qt needed."""

from __future__ import annotations

import json
import os
import statistics as pystats
import tempfile
import time

from .. import core
from ..cli_common import count_type
from ..engine import ALL_VARIANTS, Game, deal_deck

HELP = "time the atomic save after each move and the validated loads of the saved game and statistics"


def add_arguments(parser) -> None:
    parser.add_argument("--saves", type=count_type(), default=200, help="game saves to time (default 200)")
    parser.add_argument("--loads", type=count_type(), default=50, help="loads of each file to time (default 50)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _ms(samples: list[float]) -> dict:
    ordered = sorted(samples)
    return {"median_ms": round(pystats.median(ordered) * 1000, 3),
            "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))] * 1000, 3),
            "max_ms": round(ordered[-1] * 1000, 3)}


def _long_game() -> Game:
    """A game of deal 1 played to its end by always taking the first legal move."""
    game = Game(ALL_VARIANTS[0], deal_deck(1), 1)
    while True:
        moves = game.state.legal_moves()
        if not moves:
            return game
        game.apply(moves[0])


def run(args) -> int:
    from ..app.storage import files, paths, saved_game
    from ..app.storage.stats import RECENT_LIMIT, Result, Statistics, stats_key

    with tempfile.TemporaryDirectory(prefix="calculation-qt-bench-") as folder:
        old = os.environ.get(paths.ENV_VAR)
        os.environ[paths.ENV_VAR] = folder
        try:
            game = _long_game()
            session = saved_game.Session()
            saves = []
            for _ in range(args.saves):
                t = time.perf_counter()
                saved_game.save_game(game, session)
                saves.append(time.perf_counter() - t)
            game_bytes = os.path.getsize(os.path.join(folder, saved_game.GAME_FILE))
            loads = []
            for _ in range(args.loads):
                t = time.perf_counter()
                loaded = saved_game.load_saved_game()
                loads.append(time.perf_counter() - t)
            assert loaded is not None and loaded[0].moves == game.moves

            st = Statistics()
            for variant in ALL_VARIANTS:
                for daily in (None, "2026-11-30"):
                    for i in range(RECENT_LIMIT):
                        st.record(stats_key(variant, daily), Result(i % 3 == 0, 60 + i % 40, deal=10**18 + i,
                                                                    assisted=i % 5 == 0, game_id=f"{i:032x}"))
            stat_saves = []
            for _ in range(args.loads):
                t = time.perf_counter()
                st.save()
                stat_saves.append(time.perf_counter() - t)
            stat_bytes = os.path.getsize(os.path.join(folder, "statistics.json"))
            stat_loads = []
            for _ in range(args.loads):
                t = time.perf_counter()
                again = Statistics.load()
                stat_loads.append(time.perf_counter() - t)
            assert again.to_dict() == st.to_dict() and not files.take_problems()
        finally:
            if old is None:
                os.environ.pop(paths.ENV_VAR, None)
            else:
                os.environ[paths.ENV_VAR] = old
    result = {
        "game_moves": len(game.moves),
        "game_file_bytes": game_bytes,
        "save_game": _ms(saves),
        "load_game": _ms(loads),
        "statistics_file_bytes": stat_bytes,
        "save_statistics": _ms(stat_saves),
        "load_statistics": _ms(stat_loads),
    }
    if args.json:
        print(json.dumps({**result, "core": core.name()}))
    else:
        print(f"save the game after a move ({len(game.moves)} moves, {game_bytes:,} bytes, fsync included): "
              f"median {result['save_game']['median_ms']} ms, p95 {result['save_game']['p95_ms']} ms, "
              f"max {result['save_game']['max_ms']} ms over {args.saves} saves")
        print(f"load and validate that saved game: median {result['load_game']['median_ms']} ms")
        print(f"largest statistics file ({stat_bytes:,} bytes): save median {result['save_statistics']['median_ms']} ms, "
              f"load and validate median {result['load_statistics']['median_ms']} ms")
    return 0
