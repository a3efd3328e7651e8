"""The advisor: a slower, stronger choice than the rating, and still fair.

It never looks at the stock order.  For the turned card it takes the places the
rating likes best, and where the rating is not sure (the best few are close) it deals
the unseen cards in random orders (the same orders for every candidate: common random
numbers) and plays each candidate on to the end with the rating.  The candidate that
wins most often is chosen; cards on the foundations at the end break ties.  Candidates
that fall clearly behind are dropped as samples come in, so the budget goes to the
close calls.  Sampling also stops early (after ``min_samples``) when every sample so far
ended the same way for every candidate (the choice hardly matters: the click-to-play
rating's choice stands), and when no candidate has won a single sample after
``hopeless`` samples (nearly lost whatever is done: the most cards on the foundations
decide).  On recorded decisions these stops covered over half of the sampled ones and
lost next to nothing; the time saved goes to the close calls.

Playouts that see one card ahead (``peek``; off by default): on a close call inside a
playout (places rated within ``peek`` of each other) the playout looks at the next
card of *its own sampled order* and takes the place after which that card fits best
(``heuristic.peek_choose``). The sample is a random order of the unseen cards, so this
stays fair. As a player it is far stronger (on the real orders of deals 40001..41000
it wins 19.5 % against 15.0 % for the rating alone, at 8.2 against 6.2 ms a game), but
as the advisor's judge it was much worse: with ``peek=5`` and a 0.7 s budget the
advisor won 106 of deals 1..300 (35.3 %, 0.41 s CPU a decision); without it, at 0.45
s, the bench measured 114 (38.0 %, 0.26 s a decision; 132 in session 3's runs of a
player that checked the budget every 8 samples). Not measured why; the likely reason
is that a playout which guesses one card right undervalues what a real player must
guard against (piles kept open for cards that may come late), so it prefers the wrong
candidates systematically.

A stronger verdict on each sample (``solver_nodes``): a sample a candidate's playout
with the rating lost is handed to the clairvoyant solver (``solver.solve``, a small
node budget), with the stock dealt in that sample's order (never the real one); the
sample counts as won if the solver finds a win from there.  This is determinized
search (perfect-information Monte Carlo): it overrates positions that only a player
who knew the order could win, but the playouts with the rating lose most samples from
early and middle positions (they win about one game in six from the start), so alone
they tell the candidates apart poorly; the hope was that the solver's verdicts would
separate them in more samples.  Off by default: measured in paired games (Calculation,
4 piles, the same deals with and without, 300 nodes, 0.45 s budget) it won no more
(deals 2001..2020: 10 vs 8; odd deals 1..61: 11 vs 17) at about 0.36 instead of 0.29 s
CPU a decision; asked only once 20 cards or fewer are left (1000 nodes), 2 vs 5 won of
odd deals 1..15 (a short run).  Not measured why; likely reasons: a sample costs up to four playouts
and four solver calls, so the budget holds far fewer samples (and the early stops
after 16 rarely come), and clairvoyant verdicts call candidates winning that a player
without the order could not win (strategy fusion).

The time budget (``seconds``, 0.45 by default) is checked before every sample, so a
decision overshoots it by one sample at most (a playout for each live candidate, some
5-25 ms early in a game; it used to check every batch of 8 and overshoot by up to a
batch). Only the close calls use it. More samples choose better on recorded close
calls (deals 30001..30040, 400 playouts a candidate, the first 200 to choose and the
last 200 to judge: 48, 96, 144 and 300 playouts in all lost 0.0091, 0.0081, 0.0072 and
0.0060 of win probability a decision against the best candidate), but a budget of 0.8
s (400 samples) won no more games: 126 of deals 1..300 (42.0 %) at 0.43 s CPU a
decision, against 132 at 0.45 s in an earlier run.

Deterministic for a given seed and sample budget (a time budget or a cancel request
stops sampling early, so the result then depends on speed).  Cancellable: pass a
``threading.Event`` (or any callable returning True to stop) as ``cancel``.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ..engine import GameState, Move
from .heuristic import DEFAULT, STATIC, Rater, play_out
from .model import Position


class Cancelled(Exception):
    """The advisor was asked to stop before it chose."""


@dataclass
class Advice:
    move: Move | None
    samples: int = 0                    # playouts per surviving candidate
    scores: dict | None = None          # str(move) -> win rate over the samples
    seconds: float = 0.0
    by_rating: bool = False             # True when the rating alone decided
    stopped: str = ""                   # why sampling stopped early ("same", "hopeless")


def _is_cancelled(cancel) -> bool:
    if cancel is None:
        return False
    is_set = getattr(cancel, "is_set", None)
    return bool(is_set() if is_set is not None else cancel())


class Advisor:
    """Monte Carlo over the unseen cards, playing out with ``rater``.

    ``seconds``: time budget a decision (None: no limit); ``samples``: playouts per
    candidate at most; ``candidates``: how many of the rating's best places to try;
    ``margin``: where the rating's best leads the runner-up by more than this, it
    decides alone; ``seed``: the random orders (with the position) are fixed by it;
    ``horizon``: play each sample that many cards on and score the rating of the
    position reached (None: play to the end and score wins); ``rater`` plays the
    samples out, ``guide`` (the click-to-play rating) decides where the rating's best
    leads clearly; ``clock``: what the time budget counts; ``solver_nodes``: node
    budget of the solver's verdict on a sample the playout lost (0: playouts only),
    asked once at most ``solver_stock`` cards are left in the stock; ``peek``: the
    playouts' margin for looking one card of their sample ahead (0: never).
    """

    def __init__(self, rater: Rater = STATIC, seconds: float | None = 0.45, samples: int = 200,
                 candidates: int = 4, margin: float = 25.0, seed: int = 0, batch: int = 8,
                 horizon: int | None = None, clock=time.perf_counter, guide: Rater = DEFAULT,
                 min_samples: int = 16, hopeless: int = 24, solver_nodes: int = 0,
                 solver_stock: int = 52, peek: float = 0.0):
        if samples < 1:
            raise ValueError("samples must be at least 1")
        self.rater = rater
        self.seconds = seconds
        self.samples = samples
        self.candidates = candidates
        self.margin = margin
        self.seed = seed
        self.batch = batch
        self.horizon = horizon
        self.clock = clock  # what the time budget counts (the benchmark passes CPU time)
        self.guide = guide  # decides alone where sampling is not needed, and breaks ties
        self.min_samples = min_samples  # no early stop before this many samples
        self.hopeless = hopeless  # stop after this many samples if none was won (0: never)
        # a sample a candidate's playout lost is asked again of the clairvoyant solver
        # (that sample's order only, this node budget; 0: never), once at most
        # ``solver_stock`` cards are left in the stock
        self.solver_nodes = solver_nodes
        self.solver_stock = solver_stock
        self.peek = peek  # playouts see one card of their own sample ahead (0: never)

    def _rng(self, p: Position) -> random.Random:
        # The same seed and position give the same orders (independent of history).
        key = (self.seed, tuple(p.pos), tuple(tuple(w) for w in p.wastes), p.turned)
        return random.Random(repr(key))

    def advise(self, state: GameState, cancel=None) -> Advice:
        start = self.clock()
        rater = self.rater
        p = Position.from_state(state)
        moves: list = []
        rater.settle(p.copy(), moves)
        if moves:  # a waste top fits a foundation: always play it first
            j, k = moves[0]
            return Advice(p.to_move(state, j, k), by_rating=True, seconds=self.clock() - start)
        if p.turned < 0:
            return Advice(None, by_rating=True, seconds=self.clock() - start)
        options = sorted(rater.options(p), key=lambda tv: -tv[1])
        top = options[: self.candidates]
        if len(top) > 1:
            top = [tv for tv in top if top[0][1] - tv[1] <= self.margin]
        if len(top) == 1:
            return Advice(p.to_move(state, -1, self.guide.choose(p)), by_rating=True,
                          seconds=self.clock() - start)

        # the candidates' positions, settled, without the turned card
        starts = []
        for t, _ in top:
            q = p.copy()
            if t < 4:
                q.pos[t] += 1
            else:
                q.wastes[t - 4].append(q.turned)
            q.turned = -1  # the playout turns the next card, then plays waste tops
            starts.append(q)
        unseen = [t for t, n in enumerate(p.unseen) for _ in range(n)]
        rng = self._rng(p)
        ask = None
        if self.solver_nodes and self.horizon is None and len(state.stock) <= self.solver_stock:
            ask = _SolverVerdicts(state, p, [p.to_move(state, -1, t) for t, _ in top], self.solver_nodes)
        guide_t = self.guide.choose(p)
        targets = [t for t, _ in top]
        guide_i = targets.index(guide_t) if guide_t in targets else None
        alive = list(range(len(top)))
        total = [0.0] * len(top)
        squares = [0.0] * len(top)
        cards = [0] * len(top)
        runs = [0] * len(top)
        horizon = self.horizon
        peek = self.peek
        evaluate = rater.evaluate
        deadline = None if self.seconds is None else start + self.seconds
        differ = False  # has any sample ended differently for two live candidates?
        stopped = ""
        n = 0
        while n < self.samples and len(alive) > 1:
            if _is_cancelled(cancel):
                raise Cancelled()
            if deadline is not None and n and self.clock() > deadline:
                break
            for _ in range(min(self.batch, self.samples - n)):
                if deadline is not None and n and self.clock() > deadline:
                    break  # the budget is checked before every sample, so it overshoots by one at most
                order = unseen[:]
                rng.shuffle(order)
                first = None
                for i in alive:
                    q = starts[i].copy()
                    won = play_out(rater, q, order, horizon, peek)
                    v = float(won) if horizon is None else evaluate(q)
                    if ask is not None and not won:
                        if _is_cancelled(cancel):
                            raise Cancelled()
                        v = ask.wins(i, order)
                    c = sum(q.pos)
                    total[i] += v
                    squares[i] += v * v
                    cards[i] += c
                    runs[i] += 1
                    if first is None:
                        first = (v, c)
                    elif (v, c) != first:
                        differ = True
                n += 1
            if n >= self.min_samples:
                # Early stops (measured on recorded decisions: they lose next to nothing).
                # Every sample ended the same for every candidate: the choice hardly
                # matters, so the rating's choice stands.
                if not differ:
                    stopped = "same"
                    break
                # No candidate won a single sample: the position is nearly lost for all.
                if horizon is None and self.hopeless and n >= self.hopeless and not any(total[i] for i in alive):
                    stopped = "hopeless"
                    break
            alive = self._prune(alive, total, squares, runs)

        def rank(i):
            m = runs[i]
            return (total[i] / m if m else 0.0, cards[i] / m if m else 0.0, i == guide_i, -i)

        if stopped == "same" and guide_i is not None and guide_i in alive:
            best = guide_i
        else:
            best = max(alive, key=rank)
        scores = {str(p.to_move(state, -1, top[i][0])): (total[i] / runs[i] if runs[i] else None)
                  for i in range(len(top))}
        return Advice(p.to_move(state, -1, top[best][0]), samples=n, scores=scores,
                      seconds=self.clock() - start, stopped=stopped)

    @staticmethod
    def _prune(alive, total, squares, runs):
        """Drop candidates whose mean score trails the leader's by more than about
        three standard errors of the difference."""
        n = runs[alive[0]]
        if len(alive) < 2 or n < 16:
            return alive
        means = {i: total[i] / n for i in alive}
        lead = max(alive, key=lambda i: means[i])
        var_lead = max(squares[lead] / n - means[lead] ** 2, 0.0)
        kept = []
        for i in alive:
            var = max(squares[i] / n - means[i] ** 2, 0.0)
            spread = 3.0 * (max(var + var_lead, 0.04) / n) ** 0.5
            if means[lead] - means[i] <= spread:
                kept.append(i)
        return kept

    def choose(self, state: GameState, cancel=None) -> Move | None:
        return self.advise(state, cancel).move


class _SolverVerdicts:
    """The clairvoyant solver's verdict on a candidate for one sampled order of the
    unseen cards: the position after the candidate move with the stock dealt in that
    order (never the real order).  1.0 if it finds a win within the node budget, else
    0.0 (lost or undecided)."""

    def __init__(self, state: GameState, p: Position, moves, nodes: int):
        from ..solver import solve

        self.solve = solve
        self.nodes = nodes
        self.after = [state.apply(m) for m in moves]
        tok = p.layout.token
        self.cards: dict = {}
        for c in sorted(state.stock[1:], key=lambda c: c.index):  # never the real order
            self.cards.setdefault(tok(c), []).append(c)

    def wins(self, i: int, order) -> float:
        pools = {t: cs[:] for t, cs in self.cards.items()}
        stock = tuple(pools[t].pop() for t in order)
        a = self.after[i]
        det = GameState(a.variant, stock, a.foundations, a.wastes)
        return 1.0 if self.solve(det, max_nodes=self.nodes).verdict == "won" else 0.0
