"""Finding wins fast: nested rollouts (nested Monte Carlo search without randomness).

A level-0 rollout (``rollouts.py``) plays to the end greedily.  A level-L search tries
every distinct waste pile for each card it must park, scores each choice by a
level-(L-1) search from there (cards on the foundations at its end), and follows the
best line found so far.  It proves nothing about losses; it only finds winning lines,
which ``solve`` returns after the complete search would have found them much later.
Every line it returns is made of legal moves (it applies the rules of the shared
position's tables, and ``solve`` replays the line through the engine before answering).

Ties: a level follows the choice whose line gets the most cards home; the first found
is kept.  A probe with a ``tiebreak`` scores a line as cards home * 64 plus a secondary
score of the piles it ends with (``TIEBREAKS``: how few cards lie on a card of no higher
rank, counted three ways), so ties go to the line whose piles are closer to unwinding.
It plays other lines than the plain probe and wins other deals; ``solve`` runs such
probes as extra lottery tickets (``schedule.TIEBREAK_PROBES``).  Measurements behind
these choices: docs/intelligence.md.
"""

from __future__ import annotations

from ..core.codes import S2F, S2W, kind_of, move, target_of
from ..core.placement import EMPTY, score
from ..core.position import Position
from .budget import Budget
from .dead import chain_length
from .rollouts import TIEBREAKS, Rollouts, play_tops

__all__ = ["TIEBREAKS", "Probe"]

_BYTE = [bytes((code,)) for code in range(256)]


class Probe:
    """A nested-rollout search from ``root``, owning its rollouts (``rollouts``) and
    the caches of its results; it counts its nodes in ``budget``."""

    # how many results the rollout cache and the nested-result cache hold before they
    # are emptied
    cache_cap = 400_000
    ncache_cap = 200_000

    def __init__(self, root: Position, budget: Budget | None = None, latest=None):
        layout = root.layout
        self.rollouts = Rollouts(root, latest)
        piles, levels = self.rollouts.start
        self.stock, self.n, self.seq = self.rollouts.stock, self.rollouts.n, layout.seq
        # foundations alike: a rollout's score and a nested search's pile choices do
        # not depend on which foundation is at which level, so the caches key the
        # levels sorted
        self.alike = layout.alike
        self.root = (piles, levels, 0)
        self.budget = budget or Budget()
        self.nodes = 0
        self.max_nodes = None
        self.check_at = 256  # the node count at which ``tick`` checks the budget next
        self.cache: dict | None = {}
        self.ncache: dict | None = {}  # (level, position) -> (score, pile choices), levels 1 and up
        self.width: dict[int, int] = {}  # level -> how many pile choices that level tries (best first)
        # foundations by ones: never park a card where its pile fails the pile-chain
        # test (D3; the line could not win any more); solve() sets it from
        # Options.probe_chains
        self.chains = layout.by_ones
        self.chain_lengths: dict = {}  # (pile, card) -> chain_length (``fits``)
        self.onfs: dict = {}  # foundation levels -> onf (copies of each rank on the foundations)
        self.budget.add(self)

    @property
    def same_rank_score(self) -> int:
        """The rollouts' score of parking a card on one of its own rank."""
        return self.rollouts.same_rank_score

    @same_rank_score.setter
    def same_rank_score(self, value: int) -> None:
        self.rollouts.same_rank_score = value

    @property
    def tiebreak(self):
        """The rollouts' tie-break (``Rollouts.tiebreak``); set before searching."""
        return self.rollouts.tiebreak

    @tiebreak.setter
    def tiebreak(self, fn) -> None:
        self.rollouts.tiebreak = fn

    # -- placement ---------------------------------------------------------------------
    def best_piles(self, code, piles, levels, i, choices):
        """``choices`` (pile indices) for the turned card ``code`` (stock index i)
        ordered by the parking score the rollouts read, best first."""
        kernel = self.rollouts.kernel
        p = kernel.p
        p.load(piles, levels, i)
        u = p.urgency(code)
        scored = sorted((score(p, j, code, u, kernel.same_rank, EMPTY), j) for j in choices)
        return [j for _, j in scored]

    def fits(self, pile, code, onf) -> bool:
        """``chain_fits`` (D3), with the chain length remembered by (pile, card)."""
        c = onf[code]
        if len(pile) + 1 + c <= 4:
            return True
        length = self.chain_lengths.get((pile, code))
        if length is None:
            length = self.chain_length(pile, code)
        return length + c <= 4

    def chain_length(self, pile, code) -> int:
        """``dead.chain_length``, remembered by (pile, card)."""
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
        """The foundations' part of a cache key (``rollout``).  The probes' keys are
        ``Position.key`` with the piles in order (cached plans name piles by index; the
        turned card follows from the cards still out)."""
        return bytes(sorted(levels)) if self.alike else bytes(levels)

    def rollout(self, piles, levels, i, head=None):
        """Greedy play to the end: (cards on foundations, line).  Scores are cached
        by position (the play is deterministic); the line is rebuilt only when needed.
        ``head``: ``head(levels)`` if the caller has it."""
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
        if score == r.win:  # the line is played again only for a win
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
        """Level-``level`` nested search: (cards on foundations, line); the line is None
        when the score (below 52) comes from the cache."""
        if piles is None:
            piles, levels, i = self.root
        score, line, _plan = self.search(level, piles, levels, i)
        return score // self.rollouts.scale, line

    def search(self, level, piles, levels, i):
        """``nested`` on the rollouts' scale: (score, line, plan): the line, or, for a
        result from a cache, None and the pile choices of its line (``plan``; None for
        a cached rollout)."""
        if level <= 0:
            score, line = self.rollout(piles, levels, i)
            return score, line, None
        # A level-L search from a position always plays the same line, so its result is
        # kept: the level-(L+1) search that has just followed a level-L line asks the
        # same level-(L-1) questions again along it.
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
    """The line one level of a nested search follows: at each card it must park it
    scores every distinct pile (the best few at narrow levels) by the level below and
    parks it where the best line found so far does."""

    __slots__ = ("probe", "roll", "level", "piles", "levels", "want", "i", "line", "best_score", "best_plan", "ended",
                 "width", "head", "onf")

    def __init__(self, probe: Probe, level, piles, levels, i):
        self.probe = probe
        self.roll = probe.rollouts
        self.level = level
        self.piles, self.levels = list(piles), list(levels)
        self.want = [probe.seq[k][levels[k]] for k in range(4)]
        self.i = i
        self.line: list = []
        self.best_score, self.best_plan = -1, []  # plan: the pile choices of the best line still ahead
        self.ended = False
        self.width = probe.width.get(level)
        self.head = self.onf = None  # (made again after a foundation move)

    def run(self):
        """Follow the line to its end; the winning score if a choice won (the line then
        complete in ``self.line``), else None."""
        probe = self.probe
        stock, n, seq = probe.stock, probe.n, probe.seq
        piles, levels, want, line = self.piles, self.levels, self.want, self.line
        settle = True  # a foundation moved (or the start): waste tops may fit
        while True:
            if settle:  # (a parked card never fits: it would have gone to a foundation)
                self.head = self.onf = None
                play_tops(piles, levels, want, seq, line)
            i = self.i
            if i >= n:
                return None
            code = stock[i]
            if code in want:
                k = want.index(code)
                self.i = i + 1
                levels[k] += 1
                want[k] = seq[k][levels[k]]
                line.append(move(S2F, 0, k))
                settle = True
                continue
            settle = False
            won = self._step(code)
            if won is not None or self.ended:
                return won

    def _step(self, code):
        """Park the turned card ``code``: try the choices, then follow the best line."""
        choices = self._choices(code)
        if not choices:
            self.ended = True  # every pile fails the pile-chain test: the line cannot win
            return None
        probe = self.probe
        if self.width is not None and len(choices) > self.width:
            choices = probe.best_piles(code, self.piles, self.levels, self.i, choices)[:self.width]
        # Level 1 follows a rollout's line: the rollout from the choice that line
        # makes here is the rest of it (the play is deterministic), so its score is
        # best_score already and it cannot improve on it; it is not played again.
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
        """The distinct piles ``code`` may go on (with D3: those its pile still passes)."""
        piles = self.piles
        if not self.probe.chains:
            return [j for j, pile in enumerate(piles) if piles.index(pile) == j]
        probe = self.probe
        onf = self.onf
        if onf is None:
            lkey = bytes(self.levels)
            onf = probe.onfs.get(lkey)
            if onf is None:  # onf[r]: foundations holding an r (at level r or above)
                onf = probe.onfs[lkey] = [0] + [sum(1 for lv in self.levels if lv >= r) for r in range(1, 14)]
            self.onf = onf
        room = 3 - onf[code]  # a pile this long or shorter passes (``fits``)
        chain_lengths = probe.chain_lengths
        choices = []
        for j, pile in enumerate(piles):
            if piles.index(pile) != j:
                continue  # the same as an earlier pile
            if len(pile) > room:  # (``fits``, inlined)
                length = chain_lengths.get((pile, code))
                if length is None:
                    length = probe.chain_length(pile, code)
                if length + onf[code] > 4:
                    continue  # the line could not win any more (D3)
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
            if self.level == 1:  # (``search`` at level 0, directly)
                score, sub = probe.rollout(trial, levels, i + 1, self.head)
                plan = None
            else:
                score, sub, plan = probe.search(self.level - 1, trial, levels, i + 1)
            if score == win:  # (a winning score always comes with its line)
                self.line += [move(S2W, 0, j)] + sub
                return win
            if score > self.best_score:
                if sub is not None:
                    plan = [target_of(m) for m in sub if kind_of(m) == S2W]
                elif plan is None:  # a cached rollout: replay it for its pile choices
                    plan = self._replayed_plan(trial, i + 1)
                self.best_score = score
                self.best_plan = [j]
                self.best_plan.extend(plan)
        return None

    def _replayed_plan(self, piles, i) -> list[int]:
        """The pile choices of the rollout from (piles, self.levels, i)."""
        return self.roll.plan(piles, self.levels, i)

    def _follow(self, code, choices):
        """Park ``code`` where the best line found goes on (or end the line)."""
        probe = self.probe
        if self.best_plan:
            j = self.best_plan.pop(0)
        elif probe.chains:
            self.ended = True  # the line followed was ended here (below): end this one too
            return None
        else:  # pragma: no cover - there is always a pile
            j = 0
        if probe.chains and j not in choices and not probe.fits(self.piles[j], code, self.onf):
            # the best line found (a rollout's, which does not look at chains) would
            # park the card where its pile fails the test: it cannot win; end it
            # here (the search below this level then stops early)
            self.ended = True
            return None
        self.i += 1
        self.piles[j] = self.piles[j] + _BYTE[code]
        self.line.append(move(S2W, 0, j))
        return None

    def score(self) -> tuple[int, bool]:
        """The score of the line followed (ended by D3: as a greedy rollout from where it
        ended), and True if that rollout won (its moves then complete ``self.line``)."""
        probe = self.probe
        if not self.ended:
            return self.roll.final(sum(self.levels), self.piles), False
        # a line ended by the pile-chain test scores as a greedy rollout from where it
        # ended (as good a guide as before; docs/intelligence.md)
        rscore, rline = probe.rollout(self.piles, self.levels, self.i)
        if rscore == self.roll.win:
            if rline is None:
                rscore, rline = self.roll.rollout_ranks(self.piles, self.levels, self.i)
            self.line += rline
            return rscore, True
        return rscore, False
