"""The rating player's decisions as a compact digest, to check that a change of the
code under the rating changes none of them.

Each deal is played to its end with ``rating.choose_move`` through the engine (as
``bench rating`` plays it) and the moves, written in the move notation, are hashed
(12 hex digits of SHA-256 a deal).  A few positions of each variant are also given to
the quick advisor (``players.make_advisor("quick")``, fixed seed and sample count, no
time cap), whose chosen moves are hashed the same way.

``python -m tests.rating.decisions`` writes ``rating_decisions.json`` beside this
file (deals 1..200 of every variant, the advisor on deals 1..3); the file in the
repository was written by the rating as it was before it moved onto ``core/`` (on both
cores alike), and ``test_rating_decisions.py`` replays part of it.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys

from calculation_qt.engine import ALL_VARIANTS, GameState, PileKind, deal_deck
from calculation_qt.rating import choose_move

HERE = os.path.dirname(os.path.abspath(__file__))
FILE = os.path.join(HERE, "rating_decisions.json")
DEALS = 200
ADVISOR_DEALS = 3


def variant_id(variant) -> str:
    return f"{variant.game}/{variant.waste_piles}/{int(variant.no_bases)}/{int(variant.classic)}"


def _hash(moves) -> str:
    return hashlib.sha256(" ".join(map(str, moves)).encode()).hexdigest()[:12]


def rating_digest(variant, deal: int) -> str:
    """The hash of the rating player's moves on ``deal``."""
    state = GameState.new(variant, deal_deck(deal))
    moves = []
    while (move := choose_move(state)) is not None:
        moves.append(move)
        state = state.apply(move)
    return _hash(moves)


def advisor_digest(variant, deal: int) -> str:
    """The hash of the quick advisor's choices at every 8th turned card of the rating's
    game on ``deal``."""
    from calculation_qt.rating.players import make_advisor

    advisor = make_advisor("quick", seconds=None, seed=5, samples=24)
    state = GameState.new(variant, deal_deck(deal))
    chosen, n = [], 0
    while (move := choose_move(state)) is not None:
        if move.source is PileKind.STOCK:
            if n % 8 == 0:
                chosen.append(advisor.choose(state))
            n += 1
        state = state.apply(move)
    return _hash(chosen)


def build(deals: int = DEALS, advisor_deals: int = ADVISOR_DEALS) -> dict:
    out: dict = {"rating": {}, "advisor": {}}
    for variant in ALL_VARIANTS:
        key = variant_id(variant)
        out["rating"][key] = [rating_digest(variant, d) for d in range(1, deals + 1)]
        out["advisor"][key] = [advisor_digest(variant, d) for d in range(1, advisor_deals + 1)]
    return out


def load() -> dict:
    with open(FILE, encoding="utf-8") as f:
        return json.load(f)


if __name__ == "__main__":
    data = build()
    tmp = FILE + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=0, sort_keys=True)
        f.write("\n")
    os.replace(tmp, FILE)
    print(f"wrote {FILE}", file=sys.stderr)
