"""The advisor's chance of winning from a position, a player's odds.

Neither judge's share is a forecast (the playouts play far weaker than the advisor,
hindsight sees each order), so a logistic map (``MAP``) of the shares and cards home,
fitted on the advisor's own games, turns them into one (docs/intelligence.md, "The
calibrated chance").  A played move is a mistake when its chance trails the advisor's
choice's by more than ``NOISE_Z`` standard errors.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..engine import GameState, Move
from .advisor import Advisor, Weighed

NOISE_Z = 2.0  # standard errors of the difference a loss of chance must exceed to count

# fitted by ``bench chance --fit`` (docs/intelligence.md): weights of ``features``
MAP = (2.5476, 0.8531, 0.0264, -0.5866, 1.6765, -3.8246, 0.0, -7.3198)
HINDSIGHT_ORDERS = 100  # the advisor's hindsight orders (``players``): the share's precision


def _shrunk(share: float, runs: float) -> float:
    """A share won, shrunk half a win each way (never 0 or 1)."""
    return (share * runs + 0.5) / (runs + 1.0)


def features(w: Weighed, left: int) -> list[float]:
    """The map's inputs: 1, both shares' logits, both shares, home / 52, stock / 52, and
    1 where neither judge won (the playouts may have stopped early: a mild logit)."""
    s, h = _shrunk(w.share, w.runs), _shrunk(w.hindsight, HINDSIGHT_ORDERS)
    none_won = 1.0 if w.share == 0 and w.hindsight == 0 else 0.0
    return [1.0, math.log(s / (1 - s)), math.log(h / (1 - h)), w.share, w.hindsight, w.home / 52, left / 52,
            none_won]


def calibrated(w: Weighed, left: int, coef=MAP) -> tuple[float, float]:
    """(chance, variance of its logit from the shares' binomial noise: the delta method)."""
    z = sum(c * v for c, v in zip(coef, features(w, left), strict=True))
    s, h = _shrunk(w.share, w.runs), _shrunk(w.hindsight, HINDSIGHT_ORDERS)
    slope_s = coef[1] / (s * (1 - s)) + coef[3]
    slope_h = coef[2] / (h * (1 - h)) + coef[4]
    var = slope_s ** 2 * s * (1 - s) / (w.runs + 1) + slope_h ** 2 * h * (1 - h) / (HINDSIGHT_ORDERS + 1)
    return 1 / (1 + math.exp(-z)), var


class Shortfall:
    """The one test of a mistake: the played move's chance fell short of the advisor's
    choice's by more than the noise."""

    __slots__ = ()

    @property
    def lost(self) -> float:
        return self.chance - self.played_chance

    @property
    def is_mistake(self) -> bool:
        return self.lost > self.noise


@dataclass(frozen=True)
class Chance(Shortfall):
    """The advisor's chance at a position, and a played move's."""

    chance: float             # the advisor's choice's
    move: Move | None         # the advisor's next move; None: no move
    played_chance: float      # == chance when none was judged
    noise: float              # NOISE_Z standard errors of chance - played_chance
    best: Move | None = None  # the advisor's place for the turned card


def judge(advisor: Advisor, state: GameState, played: Move | None = None, cancel=None) -> Chance:
    """The advisor's chance at ``state``, and ``played``'s if it places the turned card
    (waste tops home are never judged: the advisor plays those first)."""
    if state.is_won:
        return Chance(1.0, None, 1.0, 0.0)
    w = advisor.weigh(state, played, cancel)
    if w.best < 0:  # the stock is used up: the waste tops decide
        c = 1.0 if w.won else 0.0
        return Chance(c, w.first, c, 0.0)
    left = len(state.stock)
    judged = [calibrated(x, left) for x in w.weighed]
    chance, var = judged[w.best]
    best = w.moves[w.best]
    if w.played is None or w.played == w.best:
        return Chance(chance, w.first or best, chance, 0.0, best)
    played_chance, var_p = judged[w.played]
    spread = math.sqrt((chance * (1 - chance)) ** 2 * var + (played_chance * (1 - played_chance)) ** 2 * var_p)
    return Chance(chance, w.first or best, played_chance, NOISE_Z * spread, best)
