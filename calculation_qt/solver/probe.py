"""Finding wins fast: nested rollouts (nested Monte Carlo search without randomness).

A level-0 rollout (``rollouts.py``) plays greedily to the end.  A level-L search scores
each distinct pile for a card it must park by a level-(L-1) search from there and
follows the best line found so far (ties: the first).  It only finds wins.  With a
``tiebreak`` a line scores cards home * 64 plus a score of its end piles
(``TIEBREAKS``), so probes that play other lines win other deals (docs/intelligence.md).
"""

from __future__ import annotations

from ..core.codes import GREEDY, S2F, S2W, kind_of, move, target_of
from ..core.placement import EMPTY, score
from ..core.position import Position
from .budget import Budget
from .dead import chain_length
from .rollouts import TIEBREAKS, Rollouts

__all__ = ["TIEBREAKS", "Probe"]

_BYTE = [bytes((code,)) for code in range(256)]


class Probe:
    """A nested-rollout search from ``root``, owning its rollouts and result caches;
    it counts its nodes in ``budget``."""

    # results the rollout cache and the nested-result cache hold before they are emptied
    cache_cap = 400_000
    ncache_cap = 200_000

    def __init__(self, root: Position, budget: Budget | None = None, latest=None):
        layout = root.layout
        self.rollouts = Rollouts(root, latest)
        piles, levels = self.rollouts.start
        self.stock, self.n, self.seq = self.rollouts.stock, self.rollouts.n, layout.seq
        self.alike = layout.alike
        self.root = (piles, levels, 0)
        self.budget = budget or Budget()
        self.nodes = 0
        self.max_nodes = None
        self.check_at = 256  # when ``tick`` checks the budget next
        self.cache: dict | None = {}
        self.ncache: dict | None = {}  # (level, position) -> (score, pile choices)
        self.width: dict[int, int] = {}  # level -> pile choices it tries (best first)
        # never park a card where its pile fails the pile-chain test (D3)
        self.chains = layout.by_ones
        self.chain_lengths: dict = {}  # (pile, card) -> chain_length (``fits``)
        self.onfs: dict = {}  # foundation levels -> copies of each rank home
        self.budget.add(self)

    @property
    def same_rank_score(self) -> int:
        """``Rollouts.same_rank_score``."""
        return self.rollouts.same_rank_score

    @same_rank_score.setter
    def same_rank_score(self, value: int) -> None:
        self.rollouts.same_rank_score = value

    @property
    def tiebreak(self):
        """``Rollouts.tiebreak``; set before searching."""
        return self.rollouts.tiebreak

    @tiebreak.setter
    def tiebreak(self, fn) -> None:
        self.rollouts.tiebreak = fn

    # -- placement ---------------------------------------------------------------------
    def best_piles(self, code, piles, levels, i, choices):
        """``choices`` (piles) for ``code`` (stock index i) by the parking score, best first."""
        kernel = self.rollouts.kernel
        p = kernel.p
        p.load(piles, levels, i)
        u = p.urgency(code)
        scored = sorted((score(p, j, code, u, kernel.same_rank, EMPTY), j) for j in choices)
        return [j for _, j in scored]

    def fits(self, pile, code, onf) -> bool:
        """``chain_fits`` (D3), remembered by (pile, card)."""
        c = onf[code]
        if len(pile) + 1 + c <= 4:
            return True
        length = self.chain_lengths.get((pile, code))
        if length is None:
            length = self.chain_length(pile, code)
        return length + c <= 4

    def chain_length(self, pile, code) -> int:
        """``dead.chain_length``, remembered."""
        if len(self.chain_lengths) > 200_000:
            self.chain_lengths.clear()
        length = self.chain_lengths[pile, code] = chain_length(pile, code)
        return length

    def tick(self) -> None:
        """Check the budget (every 256 nodes)."""
        self.budget.check(self)
        self.check_at = self.nodes + 256

    # -- searches ----------------------------------------------------------------------
    def head(self, levels) -> bytes:
        """The foundations' part of a cache key: the probes' keys are ``Position.key``
        with the piles in order (cached plans name piles by index)."""
        return bytes(sorted(levels)) if self.alike else bytes(levels)

    def rollout(self, piles, levels, i, head=None):
        """Greedy play to the end: (score, line or None); scores cached by position."""
        self.nodes += 1
        if self.nodes >= self.check_at:
            self.tick()
        r = self.rollouts
        key = None
        if self.cache is not None:
            key = (self.head(levels) if head is None else head) + b"|".join(piles)
            score = self.cache.get(key)
            if score is not None and score < r.win:
                return score, None
        score, line = r.score_ranks(piles, levels, i), None
        if score == r.win:
            score, line = r.rollout_ranks(piles, levels, i)
        if key is not None:
            if len(self.cache) > self.cache_cap:
                self.cache.clear()
            self.cache[key] = score
        return score, line

    def release(self) -> None:
        """Free the caches of a probe that will not search again."""
        self.cache = self.ncache = None
        self.chain_lengths, self.onfs = {}, {}

    def nested(self, level, piles=None, levels=None, i=None):
        """Level-``level`` nested search: (cards home, line or None if cached)."""
        if piles is None:
            piles, levels, i = self.root
        score, line, _plan = self.search(level, piles, levels, i)
        return score // self.rollouts.scale, line

    def search(self, level, piles, levels, i):
        """``nested`` on the rollouts' scale: (score, line, plan); a cached result has
        no line but its pile choices (``plan``; None for a cached rollout)."""
        if level <= 0:
            score, line = self.rollout(piles, levels, i)
            return score, line, None
        # deterministic: the level above asks the same questions again along a line
        key = None
        if self.ncache is not None:
            key = bytes((level,)) + self.head(levels) + b"|" + b"|".join(piles)
            hit = self.ncache.get(key)
            if hit is not None:
                return hit[0], None, hit[1]
        walk = _Walk(self, level, piles, levels, i)
        won = walk.run()
        if won is not None:
            return won, walk.line, None
        score, complete = walk.score()
        if complete:
            return score, walk.line, None
        if key is not None:
            if len(self.ncache) > self.ncache_cap:
                self.ncache.clear()
            self.ncache[key] = (score, bytes(target_of(m) for m in walk.line if kind_of(m) == S2W))
        return score, walk.line, None


class _Walk:
    """The line one level follows: each card it must park goes where the best line
    found by the level below goes."""

    __slots__ = ("probe", "roll", "level", "p", "piles", "levels", "i", "line", "best_score", "best_plan", "ended",
                 "width", "head", "onf")

    def __init__(self, probe: Probe, level, piles, levels, i):
        self.probe = probe
        self.roll = probe.rollouts
        self.level = level
        self.p = self.roll.kernel.p.copy()  # the line's position, played by core's rules
        self.p.load(piles, levels, i)
        self.line: list = self.p.line
        self.piles, self.levels, self.i = list(piles), list(levels), i  # its compact state
        self.best_score, self.best_plan = -1, []  # plan: the best line's pile choices ahead
        self.ended = False
        self.width = probe.width.get(level)
        self.head = self.onf = None  # remade after a foundation move

    def run(self):
        """Follow the line to its end; the winning score if a choice won, else None."""
        p = self.p
        settle = True  # waste tops may fit
        while True:
            if settle:
                self.head = self.onf = None
                p.settle(GREEDY)
                self.piles, self.levels, self.i = [bytes(pile) for pile in p.piles()], p.level_list(), p.pos
            code = p.turned
            if not code:
                return None
            k = next((k for k in range(4) if p.fits(k, code, True)), -1)
            if k >= 0:
                p.apply(move(S2F, 0, k))
                settle = True
                continue
            settle = False
            won = self._step(code)
            if won is not None or self.ended:
                return won

    def _step(self, code):
        """Park ``code``: try the choices, then follow the best line."""
        choices = self._choices(code)
        if not choices:
            self.ended = True  # every pile fails D3: the line cannot win
            return None
        probe = self.probe
        if self.width is not None and len(choices) > self.width:
            choices = probe.best_piles(code, self.piles, self.levels, self.i, choices)[:self.width]
        # level 1 follows a rollout: its own choice here scores best_score already
        known = -1
        if self.level == 1:
            known = self.best_plan[0] if self.best_plan else -1
            if self.head is None:
                self.head = probe.head(self.levels)
        won = self._try(code, choices, known)
        if won is not None:
            return won
        return self._follow(code, choices)

    def _choices(self, code) -> list[int]:
        """The distinct piles ``code`` may go on (with D3: those passing it)."""
        piles = self.piles
        if not self.probe.chains:
            return [j for j, pile in enumerate(piles) if piles.index(pile) == j]
        probe = self.probe
        onf = self.onf
        if onf is None:
            lkey = bytes(self.levels)
            onf = probe.onfs.get(lkey)
            if onf is None:  # onf[r]: foundations holding an r
                onf = probe.onfs[lkey] = [0] + [sum(1 for lv in self.levels if lv >= r) for r in range(1, 14)]
            self.onf = onf
        room = 3 - onf[code]  # a pile this long or shorter passes
        chain_lengths = probe.chain_lengths
        choices = []
        for j, pile in enumerate(piles):
            if piles.index(pile) != j:
                continue
            if len(pile) > room:  # ``fits``, inlined
                length = chain_lengths.get((pile, code))
                if length is None:
                    length = probe.chain_length(pile, code)
                if length + onf[code] > 4:
                    continue
            choices.append(j)
        return choices

    def _try(self, code, choices, known):
        """Score each choice by the level below; the winning score if one wins."""
        probe = self.probe
        piles, levels, i, win = self.piles, self.levels, self.i, self.roll.win
        for j in choices:
            if j == known:
                continue
            trial = list(piles)
            trial[j] = piles[j] + _BYTE[code]
            if self.level == 1:
                score, sub = probe.rollout(trial, levels, i + 1, self.head)
                plan = None
            else:
                score, sub, plan = probe.search(self.level - 1, trial, levels, i + 1)
            if score == win:  # (always with its line)
                self.line += [move(S2W, 0, j)] + sub
                return win
            if score > self.best_score:
                if sub is not None:
                    plan = [target_of(m) for m in sub if kind_of(m) == S2W]
                elif plan is None:  # a cached rollout: replay it
                    plan = self._replayed_plan(trial, i + 1)
                self.best_score = score
                self.best_plan = [j]
                self.best_plan.extend(plan)
        return None

    def _replayed_plan(self, piles, i) -> list[int]:
        """The pile choices of the rollout from there."""
        return self.roll.plan(piles, self.levels, i)

    def _follow(self, code, choices):
        """Park ``code`` where the best line goes on (or end the line)."""
        probe = self.probe
        if self.best_plan:
            j = self.best_plan.pop(0)
        elif probe.chains:
            self.ended = True  # the line followed ended here
            return None
        else:  # pragma: no cover - there is always a pile
            j = 0
        if probe.chains and j not in choices and not probe.fits(self.piles[j], code, self.onf):
            # the best line (a rollout, blind to D3) parks where it cannot win: end it
            self.ended = True
            return None
        self.p.apply(move(S2W, 0, j))
        self.i += 1
        self.piles[j] = self.piles[j] + _BYTE[code]
        return None

    def score(self) -> tuple[int, bool]:
        """(score of the line followed, True if it won); a line ended by D3 scores as a
        rollout from where it ended."""
        probe = self.probe
        if not self.ended:
            return self.roll.final(sum(self.levels), self.piles), False
        rscore, rline = probe.rollout(self.piles, self.levels, self.i)
        if rscore == self.roll.win:
            if rline is None:
                rscore, rline = self.roll.rollout_ranks(self.piles, self.levels, self.i)
            self.line += rline
            return rscore, True
        return rscore, False
