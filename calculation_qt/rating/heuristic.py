"""The waste-pile rating: how good a position looks to a player, and the placement of
the turned card it leads to.

The core notion is the *need time* of each card on a waste pile: when a foundation
will want it.  Foundation k at position p takes its i-th card at time ``i - alpha*p``
(alpha < 1: a foundation that lags behind is expected to catch up).  Where suits do not
matter the four copies of a value are interchangeable, so the copies in sight share
out the foundations' pending wants in order: the copy nearest a pile top gets the
earliest want, the next copy the next one, and so on ("where the other copies of its
rank lie").  A waste pile is good when every card lies on a card needed later than
itself, so the pile plays off from the top; a card on a card needed *sooner* blocks
it, the more the sooner that card is needed.  A card on the card needed right after
it is a run (it plays off in one go).  Kings are wanted last on every foundation, so
they gather on a King pile (King on King costs nothing).  Empty piles are kept while
possible.  Cards on foundations count, so a foundation play usually wins, but not when
it leaves the waste piles worse than another choice.

The strongest term: cards that stay locked on the piles even if every unseen card came
just when a foundation wants it (``stuck_cards``, a greedy play-off, so an estimate
rather than a proof); such a position is nearly always lost.  The same count with one
or two copies fewer of each unseen value measures how close a position is to that.

Everything here works on ``model.Position`` (ints and lists) for speed.
"""

from __future__ import annotations

from .model import DONE, Position

# weights (tuned with the benchmark on deals 1..1000; see README.md)
W = {
    "alpha": 0.0,      # how much foundation progress shifts need times (0: absolute level)
    "found": 5.0,      # each card on a foundation
    "stuck": 10.0,     # each card still stuck when the unseen cards come just in time
    "stuck1": 1.5,     # the same with one copy fewer of each unseen value (robustness)
    "stuck2": 0.4,     # ... two copies fewer
    "empty": 4.655,    # the first empty waste pile
    "empty2": 8.0,     # each further empty waste pile
    "run": 0.0,        # cost of a card on the card needed right after it (a run)
    "gap": 0.6,        # per step between a card and the later-needed card it covers
    "same": 0.88,      # a card on a copy of itself
    "kcover": 5.0,     # a card (not a King) on a King
    "kcover2": 0.0,    # the same, more for each King still to come
    "kempty": 0.0,     # an empty pile while Kings are to come and no King pile exists
    "bad": 10.0,       # a card on a card needed sooner
    "badgap": 1.7,     # per step the covered card must wait
    "soon": 2.0,       # per step the covered card is needed sooner than horizon
    "horizon": 6.0,
}


def stuck_cards(p: Position, fewer: int = 0) -> int:
    """Cards left on the waste piles if every unseen card came exactly when a
    foundation wants it (an optimistic play-off, foundation by foundation, a waste top
    before an unseen copy; greedy, so it can miss an order that would clear more).
    ``fewer``: count that many copies fewer of each unseen value (some come too late)."""
    pool = p.unseen[:]
    if p.turned >= 0:
        pool[p.turned] += 1
    if fewer:
        pool = [u - fewer if u > fewer else 0 for u in pool]
    piles = [w for w in p.wastes if w]
    if not piles:
        return 0
    idx = [len(w) for w in piles]  # cards left on each pile
    tops = [w[-1] for w in piles]  # -1 once a pile is played off
    pos = p.pos[:]
    seq = p.layout.seq
    progress = True
    while progress:
        progress = False
        for k in range(4):
            s = seq[k]
            pk = pos[k]
            while pk < 13:
                x = s[pk]
                if x in tops:
                    j = tops.index(x)
                    i = idx[j] - 1
                    idx[j] = i
                    tops[j] = piles[j][i - 1] if i else -1
                elif pool[x]:
                    pool[x] -= 1
                else:
                    break
                pk += 1
                progress = True
            pos[k] = pk
    return sum(idx)


class Rater:
    """A position evaluation with fixed weights; ``choose`` picks the turned card's place."""

    def __init__(self, weights: dict | None = None, look: int = 0, look_margin: float = 1e9,
                 deep_margin: float | dict = 0.0):
        """``look``: how many of the best places to compare one card further (the
        expected best rating after the next turned card, over the unseen cards), when
        they rate within ``look_margin`` of the best; 0: rate the position only.
        ``deep_margin``: when the two best places so compared are within this of each
        other, compare them two cards further (see ``_look_ahead``); 0: never.  A dict
        gives it by game (``Variant.game``; a game not in it: 0)."""
        self.look = look
        self.look_margin = look_margin
        self.deep_margin = deep_margin
        w = dict(W)
        if weights:
            unknown = set(weights) - set(W)
            if unknown:
                raise ValueError(f"unknown rating weights: {', '.join(sorted(unknown))}")
            w.update(weights)
        self.w = w
        for key, value in w.items():
            setattr(self, "_" + key, value)
        self._times_cache: dict = {}

    # -- evaluation -------------------------------------------------------------------
    def _want_times(self, layout, pos) -> list[list[float]]:
        """times[t]: when the foundations want token t, earliest first (read only;
        cached by foundation progress, as playouts meet the same progress often)."""
        key = (layout, pos[0], pos[1], pos[2], pos[3])
        cache = self._times_cache
        times = cache.get(key)
        if times is not None:
            return times
        alpha = self._alpha
        seq = layout.seq
        times = [[] for _ in range(layout.ntokens)]
        for k in range(4):
            pk = pos[k]
            s = seq[k]
            shift = alpha * pk
            for i in range(pk, 13):
                times[s[i]].append(i - shift)
        if not layout.suited:
            for t in times:
                if len(t) > 1:
                    t.sort()
        if len(cache) > 50_000:
            cache.clear()
        cache[key] = times
        return times

    def card_needs(self, p: Position) -> list[list[float]]:
        """need[j][i]: the need time of card i of waste pile j."""
        layout = p.layout
        times = self._want_times(layout, p.pos)
        used = [0] * layout.ntokens
        wastes = p.wastes
        needs = [[0.0] * len(pile) for pile in wastes]
        depth = 0
        live = [j for j, pile in enumerate(wastes) if pile]
        while live:
            nxt = []
            for j in live:
                pile = wastes[j]
                i = len(pile) - 1 - depth
                x = pile[i]
                u = used[x]
                t = times[x]
                needs[j][i] = t[u] if u < len(t) else DONE
                used[x] = u + 1
                if i > 0:
                    nxt.append(j)
            live = nxt
            depth += 1
        return needs

    def evaluate(self, p: Position) -> float:
        needs = self.card_needs(p)
        score = self._found * sum(p.pos)
        empties = 0
        suited = p.layout.suited
        kings_to_come = 0 if suited else p.unseen[13] + (p.turned == 13)
        king_pile = False
        same, run, gap, bad, badgap, soon, horizon = (
            self._same, self._run, self._gap, self._bad, self._badgap, self._soon, self._horizon)
        kcover = self._kcover + self._kcover2 * kings_to_come
        for j, pile in enumerate(p.wastes):
            n = len(pile)
            if not n:
                empties += 1
                continue
            nj = needs[j]
            below = pile[0]
            if below == 13 and pile[-1] == 13 and not suited:
                king_pile = True
            nb = nj[0]
            for i in range(1, n):
                above = pile[i]
                na = nj[i]
                if above == below:
                    score -= same
                elif na < nb:
                    if not suited and below == 13:
                        score -= kcover
                    else:
                        g = nb - na - 1
                        score -= run if g <= 0 else gap * g
                else:
                    c = bad + badgap * (na - nb)
                    if nb < horizon:
                        c += soon * (horizon - nb)
                    score -= c
                below = above
                nb = na
        if empties:
            score += self._empty + self._empty2 * (empties - 1)
            if kings_to_come and not king_pile:
                score += self._kempty
        if self._stuck:
            score -= self._stuck * stuck_cards(p)
        if self._stuck1:
            score -= self._stuck1 * stuck_cards(p, 1)
        if self._stuck2:
            score -= self._stuck2 * stuck_cards(p, 2)
        return score

    # -- playing ----------------------------------------------------------------------
    def settle(self, p: Position, moves: list | None = None) -> None:
        """Play waste tops to foundations while any fits (choosing the foundation by
        evaluation where two want the same card).  Appends (pile, foundation) to moves."""
        layout = p.layout
        seq = layout.seq
        wastes = p.wastes
        pos = p.pos
        while True:
            wants = [seq[k][pos[k]] if pos[k] < 13 else -1 for k in range(4)]
            found = None
            for j, pile in enumerate(wastes):
                if pile:
                    t = pile[-1]
                    if t in wants:
                        found = j
                        break
            if found is None:
                return
            j = found
            t = wastes[j][-1]
            ks = [k for k in range(4) if wants[k] == t]
            if len(ks) == 1 or layout.suited or all(pos[k] == pos[ks[0]] and seq[k] == seq[ks[0]] for k in ks):
                k = ks[0]
            else:
                k = self._best_foundation(p, j, ks)
            wastes[j].pop()
            pos[k] += 1
            if moves is not None:
                moves.append((j, k))

    def _best_foundation(self, p: Position, j: int, ks) -> int:
        best_k, best_v = ks[0], None
        for k in ks:
            q = p.copy()
            q.wastes[j].pop()
            q.pos[k] += 1
            self.settle(q)
            v = self.evaluate(q)
            if best_v is None or v > best_v:
                best_k, best_v = k, v
        return best_k

    def options(self, p: Position) -> list[tuple[int, float]]:
        """Every distinct place for the turned card with its rating (higher is better):
        targets 0..3 are foundations, 4+j waste pile j."""
        c = p.turned
        if c < 0:
            return []
        layout = p.layout
        seq = layout.seq
        pos = p.pos
        result = []
        seen = []
        for k in range(4):
            if pos[k] < 13 and seq[k][pos[k]] == c:
                key = (seq[k], pos[k])
                if key in seen:
                    continue
                seen.append(key)
                q = p.copy()
                q.turned = -1
                q.pos[k] += 1
                self.settle(q)
                result.append((k, self.evaluate(q)))
        empty_done = False
        for j, pile in enumerate(p.wastes):
            if not pile:
                if empty_done:
                    continue
                empty_done = True
            pile.append(c)
            p.turned = -1
            result.append((4 + j, self.evaluate(p)))
            p.turned = c
            pile.pop()
        return result

    def choose(self, p: Position) -> int:
        """The best target for the turned card (see ``options``)."""
        best_t, best_v = -1, None
        opts = self.options(p)
        for t, v in opts:
            if best_v is None or v > best_v:
                best_t, best_v = t, v
        if self.look and len(opts) > 1:
            return self._look_ahead(p, opts, best_t, best_v)
        return best_t

    def _look_ahead(self, p: Position, opts, best_t: int, best_v: float) -> int:
        """Among the best few places, the one whose position rates best on average
        after the next card (each unseen value weighted by its count) is placed best.
        Places that lead to the same position (the same piles in another order) are
        compared once.  When the two best are within ``deep_margin`` of each other
        (where suits do not matter), they are compared two cards further: each next
        value goes where the rating puts it, then the average best after the card
        after that decides."""
        if not sum(p.unseen):
            return best_t
        opts = sorted(opts, key=lambda tv: -tv[1])[: self.look]
        cands = [t for t, v in opts if best_v - v <= self.look_margin]
        if len(cands) < 2:
            return best_t
        rated = []
        seen = set()
        for t in cands:
            q = self._after(p, t)
            key = (tuple(q.pos), tuple(sorted(tuple(w) for w in q.wastes)))
            if key in seen:
                continue
            seen.add(key)
            rated.append((self._next_value(q), t, q))
        if len(rated) < 2:
            return rated[0][1]
        rated.sort(key=lambda r: -r[0])  # stable: ties keep the rating's order
        deep = self.deep_margin
        if isinstance(deep, dict):
            deep = deep.get(p.layout.variant.game, 0.0)
        if deep > 0 and not p.layout.suited and sum(p.unseen) > 1 and rated[0][0] - rated[1][0] <= deep:
            close = [r for r in rated[:2] if rated[0][0] - r[0] <= deep]
            return max(close, key=lambda r: self._next_value(r[2], deeper=True))[1]
        return rated[0][1]

    def _after(self, p: Position, t: int) -> Position:
        """A copy of ``p`` with its turned card placed on target ``t`` (then settled)."""
        q = p.copy()
        if t < 4:
            q.pos[t] += 1
        else:
            q.wastes[t - 4].append(p.turned)
        q.turned = -1
        self.settle(q)
        return q

    def _next_value(self, q: Position, deeper: bool = False) -> float:
        """The average over the next turned card (each unseen value weighted by its
        count) of the best rating it leads to; ``deeper``: of the average after the
        card after, with the next card placed where the rating puts it."""
        options = self.options
        acc = 0.0
        total = 0
        qu = q.unseen
        for x in range(len(qu)):
            u = qu[x]
            if u:
                qu[x] = u - 1
                q.turned = x
                if deeper:
                    t = max(options(q), key=lambda tv: tv[1])[0]
                    acc += u * self._next_value(self._after(q, t))
                else:
                    acc += u * max(v for _, v in options(q))
                qu[x] = u
                total += u
        q.turned = -1
        return acc / total if total else self.evaluate(q)


DEFAULT = Rater(look=3, look_margin=30.0, deep_margin={"calculation": 1.0, "sir-tommy": 0.4})
"""The rating of click-to-play: the position rating with a one-card look-ahead for close
calls, two cards for the closest (a narrower margin in Sir Tommy, whose decisions cost
more: 5.9 ms with 1.0; never in Strategy)."""

STATIC = Rater()
"""The position rating alone (fast: the advisor's playouts use it)."""


def play_out(rater: Rater, p: Position, order, limit: int | None = None, peek: float = 0.0) -> bool:
    """Play on from ``p`` with the rating: its turned card (if any) first, then the
    tokens of ``order`` one by one as turned cards (``p.unseen`` counts them and is
    kept up to date).  As in the game, the next card is turned as soon as one is
    placed, and waste tops go to the foundations with it in sight.  ``p`` is changed in
    place.  Returns True if the game is won.  ``limit``: stop after placing that many
    turned cards (False then; rate where play stopped).

    ``peek``: where the best places rate within this of each other, the playout looks
    at the next card of ``order`` and takes the place after which that card's best
    place rates highest (see ``peek_choose``).  ``order`` is then a *sampled* order of
    the unseen cards (the advisor's), never the real stock: the playout knows one card
    of its own sample ahead, as a player would who guessed it right."""
    settle = rater.settle
    choose = rater.choose
    unseen = p.unseen
    wastes = p.wastes
    pos = p.pos
    order = order if isinstance(order, (list, tuple)) else list(order)
    n = len(order)
    i = 0
    left = -1 if limit is None else limit
    while left:
        left -= 1
        c = p.turned
        if c < 0:
            if i >= n:
                break
            c = order[i]
            i += 1
            unseen[c] -= 1
            p.turned = c
        settle(p)
        if peek and i < n:
            t = peek_choose(rater, p, order[i], peek)
        else:
            t = choose(p)
        if t < 4:
            pos[t] += 1
        else:
            wastes[t - 4].append(c)
        p.turned = -1
    settle(p)
    return sum(pos) == 52


def peek_choose(rater: Rater, p: Position, nxt: int, margin: float, look: int = 3) -> int:
    """The place for the turned card of ``p`` when the next card is known to be
    ``nxt``: the rating's best place, unless others rate within ``margin`` of it; then,
    of the ``look`` best, the one after which ``nxt``'s best place rates highest (ties
    keep the rating's order).  Measured as a player that sees one card ahead
    (Calculation, deals 40001..41000): margin 5 won 19.5 % at 8.2 ms a game, against
    15.0 % at 6.2 ms for the rating alone."""
    options = rater.options
    opts = options(p)
    opts.sort(key=lambda tv: -tv[1])
    best_t, top = opts[0]
    if len(opts) < 2 or top - opts[1][1] > margin:
        return best_t
    best_v = None
    for t, v in opts[:look]:
        if top - v > margin:
            break
        q = rater._after(p, t)
        q.unseen[nxt] -= 1
        q.turned = nxt
        value = max(w for _, w in options(q))
        if best_v is None or value > best_v:
            best_t, best_v = t, value
    return best_t
