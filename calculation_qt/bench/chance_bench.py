"""bench chance: how well the calibrated chance (``rating.chance``) forecasts the
advisor's games.  It reads the files ``bench rating --player advisor --record --out F``
writes (resumable: run that again to finish an interrupted range) and prints, for the
shipped map (or every candidate map fitted on the files with ``--fit``), the Brier score
against the constant base-rate guess at the deal's start and at moves 8, 16, 24, 32 and
40, the reliability table (predicted chance in deciles against the share won) and how
often a won game read under 2 %.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from ..cli_common import UsageError, shorten
from ..rating.advisor import Weighed
from ..rating.chance import MAP, calibrated, features

HELP = "the calibrated chance against the advisor's recorded games: Brier score, reliability table"
MOVES = (0, 8, 16, 24, 32, 40)
# the candidate maps: which of features()'s inputs each uses
FAMILIES = {"logit shares": (0, 1, 2), "logit shares, home": (0, 1, 2, 5),
            "logit shares, home, stock": (0, 1, 2, 5, 6), "shares, home": (0, 3, 4, 5),
            "logit and plain shares, home": (0, 1, 2, 3, 4, 5),
            "logit and plain shares, home, none won": (0, 1, 2, 3, 4, 5, 7)}


def add_arguments(parser) -> None:
    parser.add_argument("--data", metavar="FILE", action="append", required=True,
                        help="a file of recorded advisor games (bench rating --record --out FILE); repeatable")
    parser.add_argument("--fit", action="store_true",
                        help="fit every candidate map on the files and print their weights (tuning only)")
    parser.add_argument("--map", metavar="W", default=None,
                        help="judge these weights (comma-separated, as rating.chance.MAP) instead of the shipped map")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def load(paths: list[str]) -> list[dict]:
    """The recorded games of ``paths`` (each a bench rating --record file)."""
    games = []
    for path in paths:
        try:
            lines = Path(path).read_text(encoding="utf-8").splitlines()
        except OSError as e:
            raise UsageError(f"--data {shorten(path)} cannot be read: {e.strerror}") from None
        header = json.loads(lines[0]) if lines else {}
        if not header.get("params", {}).get("record"):
            raise UsageError(f"--data {shorten(path)} is not a file of bench rating --record")
        for line in lines[1:]:
            try:
                games.append(json.loads(line))
            except ValueError:
                continue  # a last line cut short by a kill
    return games


def rows(games: list[dict]):
    """(features of the advisor's choice, won, moves played, deal) at every decision."""
    for g in games:
        for d in g["log"]:
            share, runs, hindsight, home = d["c"][d["k"]]
            yield features(Weighed(share, runs, hindsight, home), d["left"]), g["won"], d["m"], g["deal"]


def _sigmoid(z: float) -> float:
    return 1 / (1 + math.exp(-z)) if z > -700 else 0.0


def fit(xs: list[list[float]], ys: list[bool], ridge: float = 1e-3) -> list[float]:
    """Logistic regression by Newton's method (a little ridge for stability)."""
    k = len(xs[0])
    w = [0.0] * k
    for _ in range(50):
        grad = [0.0] * k
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y in zip(xs, ys, strict=True):
            p = _sigmoid(sum(a * b for a, b in zip(w, x, strict=True)))
            r = p - y
            s = p * (1 - p)
            for i in range(k):
                grad[i] += r * x[i]
                for j in range(i + 1):
                    hess[i][j] += s * x[i] * x[j]
        for i in range(k):
            grad[i] += ridge * w[i]
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(v) for v in step) < 1e-8:
            break
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for j in range(c, n + 1):
                m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def fit_families(games: list[dict]) -> dict:
    data = list(rows(games))
    ys = [won for _x, won, _m, _d in data]
    out = {}
    for name, used in FAMILIES.items():
        w = fit([[x[i] for i in used] for x, *_ in data], ys)
        full = [0.0] * len(data[0][0])
        for i, v in zip(used, w, strict=True):
            full[i] = round(v, 4)
        out[name] = full
    return out


def _brier(pairs: list[tuple[float, bool]]) -> tuple[float, float, float]:
    """(Brier score, the constant guess's, skill) of (predicted, won) pairs; the constant
    guess is the pairs' own share won (the hardest constant to beat)."""
    n = len(pairs)
    base = sum(y for _p, y in pairs) / n
    brier = sum((p - y) ** 2 for p, y in pairs) / n
    ref = sum((base - y) ** 2 for _p, y in pairs) / n
    return brier, ref, (1 - brier / ref) if ref else 0.0


def _chance_of(d: dict, coef) -> float:
    """The chance a recorded decision reads (the advisor's choice's)."""
    share, runs, hindsight, home = d["c"][d["k"]]
    return calibrated(Weighed(share, runs, hindsight, home), d["left"], coef)[0]


def evaluate(games: list[dict], coef) -> dict:
    at: dict[int, list] = {m: [] for m in MOVES}
    every = []
    won_low, won_all = 0, 0
    for g in games:
        decisions = [(d["m"], _chance_of(d, coef)) for d in g["log"]]
        for _m, p in decisions:
            every.append((p, g["won"]))
            if g["won"]:
                won_all += 1
                won_low += p < 0.02
        for m in MOVES:
            # the chance at position m: the next decision's (waste tops go home before it)
            later = [p for dm, p in decisions if dm >= m]
            if later:
                at[m].append((later[0], g["won"]))
    table = []
    for lo in range(10):
        inside = [(p, y) for p, y in every if lo / 10 <= p < (lo + 1) / 10 or (lo == 9 and p == 1.0)]
        if inside:
            table.append({"from": lo / 10, "to": (lo + 1) / 10, "positions": len(inside),
                          "predicted": round(sum(p for p, _ in inside) / len(inside), 3),
                          "won": round(sum(y for _, y in inside) / len(inside), 3)})
    moves = {}
    for m, pairs in at.items():
        if pairs:
            brier, ref, skill = _brier(pairs)
            moves[m] = {"games": len(pairs), "predicted": round(sum(p for p, _ in pairs) / len(pairs), 3),
                        "won": round(sum(y for _, y in pairs) / len(pairs), 3), "brier": round(brier, 4),
                        "base_brier": round(ref, 4), "skill": round(skill, 3)}
    mid = [pair for m in MOVES[1:] for pair in at[m]]
    brier, ref, skill = _brier(mid) if mid else (0.0, 0.0, 0.0)
    return {"games": len(games), "won": sum(g["won"] for g in games), "decisions": len(every),
            "moves": moves, "mid_game": {"brier": round(brier, 4), "base_brier": round(ref, 4),
                                          "skill": round(skill, 3)},
            "reliability": table, "won_games_under_2pc": [won_low, won_all]}


def _print(result: dict) -> None:
    print(f"{result['games']} games, {result['won']} won, {result['decisions']} decisions")
    print("position    games  predicted  won    Brier   base    skill")
    for m, r in result["moves"].items():
        name = "start" if int(m) == 0 else f"move {m}"
        print(f"{name:<11} {r['games']:>5}  {r['predicted']:>9.3f}  {r['won']:.3f}  {r['brier']:.4f}  "
              f"{r['base_brier']:.4f}  {r['skill']:+.3f}")
    mid = result["mid_game"]
    print(f"moves 8-40 together: Brier {mid['brier']:.4f}, base {mid['base_brier']:.4f}, skill {mid['skill']:+.3f}")
    print("predicted      positions  mean predicted  won")
    for r in result["reliability"]:
        print(f"{100 * r['from']:>3.0f}-{100 * r['to']:>3.0f} %     {r['positions']:>6}  {r['predicted']:>14.3f}  {r['won']:.3f}")
    low, total = result["won_games_under_2pc"]
    print(f"won games' positions read under 2 %: {low} of {total}")


def run(args) -> int:
    games = load(args.data)
    if not games:
        raise UsageError("--data holds no finished game")
    if args.fit:
        out = fit_families(games)
        print(json.dumps(out) if args.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
        return 0
    coef = MAP
    if args.map is not None:
        try:
            coef = tuple(float(v) for v in args.map.split(","))
        except ValueError:
            raise UsageError("--map needs numbers separated by commas") from None
        if len(coef) != len(MAP):
            raise UsageError(f"--map needs {len(MAP)} weights")
    result = evaluate(games, coef)
    if args.json:
        print(json.dumps(result))
    else:
        _print(result)
    return 0
