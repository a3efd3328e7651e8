"""Finding wins fast: nested rollouts (nested Monte Carlo search without randomness).

A level-0 rollout plays to the end greedily: every card that fits a foundation goes
there, and the turned card goes on the waste pile whose top card is needed later than
it (the tightest such fit; see ``_pile_for``).  A level-L search tries every distinct
waste pile for each card it must park, scores each choice by a level-(L-1) search from
there (cards on the foundations at its end), and follows the best line found so far.
It proves nothing about losses; it only finds winning lines, which ``solve`` returns
after the complete search would have found them much later.  Sir Tommy has its own
score-only rollout (``_score_tommy``): its four foundations are alike, so it counts
foundations by level, and its placement scores do not depend on the levels, so the
pile a card goes on is remembered by the card and the piles' tops (same play as the
general rollout, tested; about twice as fast).  Every line it returns is
made of legal moves (it applies the rules itself and ``solve`` replays the line
through the engine before answering).

Ties: a level follows the choice whose line gets the most cards home, and about a third
to two fifths of the choices with several piles tie at the best score (measured along
level 1-3 lines of hard Sir Tommy deals, dev6/B-ties.py); the first found is kept.  A
probe with a ``tiebreak`` scores a line as cards home * 64 plus a secondary score of
the piles it ends with (``TIEBREAKS``: how few cards lie on a card of no higher rank,
counted three ways), so ties go to the line whose piles are closer to unwinding.  It
plays other lines than the plain probe and wins other deals; ``solve`` runs such
probes as extra lottery tickets (``TIEBREAK_PROBES``).
"""

from __future__ import annotations

import time
from operator import lshift

from .encoding import S2F, S2W, W2F, Encoded
from .search import Aborted, chain_length

_BYTE = [bytes((code,)) for code in range(256)]


class Probe:
    # how many results the rollout cache and the nested-result cache hold before they
    # are emptied
    cache_cap = 400_000
    ncache_cap = 200_000

    def __init__(self, enc: Encoded, deadline=None, cancel=None, max_nodes=None, latest=None):
        self.stock = enc.stock
        self.n = len(enc.stock)
        # Calculation: two cards of a rank on one pile go to different foundations at
        # different times, so "needed at the same time" is a poor fit there (measured:
        # level-2 wins on deals 1..100 rise from 70 to 77); in Sir Tommy it is a good one.
        self.tommy = enc.game == "sir-tommy"
        self.tommy_scores = None  # _score_tommy's placement scores [code][top] (see the setter)
        self.latest = False  # (set below; the setter of same_rank_score reads it)
        self._same = 15 if enc.game == "calculation" else 0
        self.suited = enc.suited
        self.seq = [tuple(s) + (0,) for s in enc.sequences]
        self.place = [[0] * 14 for _ in range(4)]
        for k, s in enumerate(enc.sequences):
            for i, r in enumerate(s):
                self.place[k][r] = i
        self.root = (list(enc.piles), list(enc.levels), list(enc.suits), 0)
        self.shifts = [4 + 4 * j for j in range(len(enc.piles))]  # _score_tommy's packed tops
        # rows[k][level][r]: cards foundation k at ``level`` takes before rank r (99:
        # never again); the urgency of rank r is the least over the four foundations
        self.rows = [[[d if d >= 0 else 99 for d in (self.place[k][r] - level for r in range(14))]
                      for level in range(14)] for k in range(4)]
        # In the rank-only games every foundation takes every rank exactly once, so a
        # card is rated by the foundation that needs its rank LAST (the greatest
        # distance; -1 marks foundations past it), not the first.  Measured, level-2
        # wins: Sir Tommy deals 1..100 49 -> 82; Calculation deals 1..200 148 -> 161.
        self.latest = (not enc.suited) if latest is None else latest and not enc.suited
        if self.latest:
            self.rows = [[[d if d >= 0 else -1 for d in (self.place[k][r] - level for r in range(14))]
                          for level in range(14)] for k in range(4)]
        self.deadline = deadline
        self.clock = time.perf_counter  # what the deadline is measured on
        self.cancel = cancel
        self.max_nodes = max_nodes
        self.nodes = 0
        self._check_at = 256
        self.cache: dict | None = {}
        self.matrices: dict = {}  # foundation levels -> placement scores (``_matrix``)
        self.ncache: dict | None = {}  # (level, position) -> (score, pile choices), levels 1 and up
        self.width: dict[int, int] = {}  # level -> how many pile choices that level tries (best first)
        # Sir Tommy: foundations all alike (A..K by ones), so a rollout's score and a
        # nested search's pile choices do not depend on which foundation is at which
        # level: the caches key the levels sorted (``self.tommy``).
        self.same_rank_score = self._same
        # Sir Tommy: never park a card where its pile fails the pile-chain test (D3;
        # the line could not win any more); solve() sets it from Options.probe_chains
        self.chains = self.tommy
        self.chain_lengths: dict = {}  # (pile, card) -> chain_length (``_fits``)
        self.onfs: dict = {}  # foundation levels -> onf (copies of each rank on the foundations)
        self.tiebreak = None  # (see the setter)

    @property
    def same_rank_score(self) -> int:
        """The placement score of parking a card on one of its own rank (0: as good as
        a perfect fit)."""
        return self._same

    @same_rank_score.setter
    def same_rank_score(self, value: int) -> None:
        self._same = value
        if self.tommy and self.latest:  # Sir Tommy's own rollout (_score_tommy)
            self.tommy_scores = _tommy_scores(value)
            self.tommy_choice = {}  # (card, tops of the piles packed in an int) -> the pile it goes on

    @property
    def tiebreak(self):
        """None (a line scores the cards it gets home), or a function of the piles a
        line ends with (0..63, higher better) that breaks ties among lines with as many
        cards home: a line's score is then cards home * 64 + that, and a win exactly
        52 * 64 (``_final``).  Set before searching (the caches hold such scores)."""
        return self._tiebreak

    @tiebreak.setter
    def tiebreak(self, fn) -> None:
        self._tiebreak = fn
        self.scale = 1 if fn is None else 64
        self.win = 52 * self.scale

    # -- rules on (piles, levels, suits, want) ---------------------------------------------
    def _want(self, levels, suits):
        want = []
        for k in range(4):
            lv = levels[k]
            if lv >= 13:
                want.append(0)
            elif self.suited:
                want.append(0 if suits[k] < 0 else (lv + 1) * 4 + suits[k])
            else:
                want.append(self.seq[k][lv])
        return want

    def _target(self, code, want, suits) -> int:
        if self.suited and code < 8:
            for k in range(4):
                if suits[k] < 0:
                    return k
            return -1
        if code in want:
            return want.index(code)
        return -1

    def _advance(self, k, code, levels, suits, want) -> None:
        if self.suited:
            if levels[k] == 0:
                suits[k] = code & 3
            levels[k] += 1
            want[k] = 0 if levels[k] >= 13 else (levels[k] + 1) * 4 + suits[k]
        else:
            levels[k] += 1
            want[k] = self.seq[k][levels[k]]

    def _play_all(self, piles, levels, suits, want, line) -> None:
        progress = True
        while progress:
            progress = False
            for j, pile in enumerate(piles):
                if pile:
                    code = pile[-1]
                    k = self._target(code, want, suits)
                    if k >= 0:
                        piles[j] = pile[:-1]
                        self._advance(k, code, levels, suits, want)
                        line.append((W2F, j, k))
                        progress = True

    def _urgency(self, code, levels, suits) -> int:
        if self.latest:
            return max(self.rows[0][levels[0]][code], self.rows[1][levels[1]][code], self.rows[2][levels[2]][code],
                       self.rows[3][levels[3]][code])
        if self.suited:
            rank, suit = code >> 2, code & 3
            for k in range(4):
                if suits[k] == suit:
                    return rank - 1 - levels[k]
            return rank - 1
        best = 99
        place = self.place
        for k in range(4):
            d = place[k][code] - levels[k]
            if 0 <= d < best:
                best = d
        return best

    def _pile_for(self, code, piles, levels, suits) -> int:
        u = self._urgency(code, levels, suits)
        best = best_j = None
        for j, pile in enumerate(piles):
            if not pile:
                score = 30 - min(u, 20)
            else:
                d = self._urgency(pile[-1], levels, suits) - u
                score = d if d >= 0 else 60 - d
            if best is None or score < best:
                best, best_j = score, j
        return best_j

    def _best_piles(self, code, piles, levels, suits, choices):
        """``choices`` (pile indices) ordered by the rollout's placement score, best first."""
        u = self._urgency(code, levels, suits)
        scored = []
        for j in choices:
            pile = piles[j]
            if not pile:
                score = 30 - min(u, 20)
            elif pile[-1] == code and self.same_rank_score:
                score = self.same_rank_score
            else:
                d = self._urgency(pile[-1], levels, suits) - u
                score = d if d >= 0 else 60 - d
            scored.append((score, j))
        scored.sort()
        return [j for _, j in scored]

    def _fits(self, pile, code, onf) -> bool:
        """``chain_fits`` (D3), with the chain length remembered by (pile, card)."""
        c = onf[code]
        if len(pile) + 1 + c <= 4:
            return True
        length = self.chain_lengths.get((pile, code))
        if length is None:
            length = self._chain_length(pile, code)
        return length + c <= 4

    def _chain_length(self, pile, code) -> int:
        """``chain_length``, remembered by (pile, card)."""
        if len(self.chain_lengths) > 200_000:
            self.chain_lengths.clear()
        length = self.chain_lengths[pile, code] = chain_length(pile, code)
        return length

    def _tick(self) -> None:
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise Aborted("node budget spent")
        if self.deadline is not None and self.clock() > self.deadline:
            raise Aborted("time budget spent")
        if self.cancel is not None and self.cancel.is_set():
            raise Aborted("cancelled")
        self._check_at = self.nodes + 256

    # -- searches ----------------------------------------------------------------------
    def _head(self, levels, suits) -> bytes:
        """The foundations' part of a cache key (``rollout``)."""
        return (bytes(sorted(levels)) if self.tommy else bytes(levels)) \
            + (bytes(s + 1 for s in suits) if self.suited else b"")

    def rollout(self, piles, levels, suits, i, head=None):
        """Greedy play to the end: (cards on foundations, line).  Scores are cached
        by position (the play is deterministic); the line is rebuilt only when needed.
        ``head``: ``_head(levels, suits)`` if the caller has it."""
        self.nodes += 1
        if self.nodes >= self._check_at:
            self._tick()
        key = None
        if self.cache is not None:
            key = (self._head(levels, suits) if head is None else head) + b"|".join(piles)
            score = self.cache.get(key)
            if score is not None and score < self.win:
                return score, None
        if self.suited:
            score, line = self._rollout_suited(piles, levels, suits, i)
        elif self.tommy_scores is not None:  # Sir Tommy: the same score, faster
            score, line = self._score_tommy(piles, levels, i), None
            if score == self.win:
                score, line = self._rollout_ranks(piles, levels, suits, i)
        else:  # the score alone; the line is replayed only when a caller needs it
            score, line = self._score_ranks(piles, levels, i), None
            if score == self.win:
                score, line = self._rollout_ranks(piles, levels, suits, i)
        if key is not None:
            if len(self.cache) > self.cache_cap:
                self.cache.clear()
            self.cache[key] = score
        return score, line

    def _matrix(self, levels):
        """scores[code][top]: the placement score of parking ``code`` on a pile whose top
        is ``top`` (0: an empty pile) at these foundation levels, as ``_rollout_ranks``
        computes it card by card."""
        rows = self.rows
        r0, r1, r2, r3 = rows[0][levels[0]], rows[1][levels[1]], rows[2][levels[2]], rows[3][levels[3]]
        urgency = list(map(max, r0, r1, r2, r3)) if self.latest else list(map(min, r0, r1, r2, r3))
        same = self.same_rank_score
        matrix = []
        for code in range(14):
            u = urgency[code]
            row = [30 - (u if u < 20 else 20)]
            for top in range(1, 14):
                if top == code and same:
                    row.append(same)
                else:
                    d = urgency[top] - u
                    row.append(d if d >= 0 else 60 - d)
            matrix.append(row)
        return matrix

    def _score_tommy(self, piles, levels, i, plan=None) -> int:
        """Sir Tommy, rating by the foundation needing a card last: the score of
        ``_score_ranks`` (the same play, pile by pile), faster.  Every foundation builds
        A..K by ones, so a foundation takes rank r when one is at level r-1 (``want``:
        foundations wanting each rank; which one does not change the play, see
        ``_tommy_scores``), and the placement scores do not depend on the levels.
        ``plan``: a list that receives the pile of every card parked, in order (the
        pile choices of ``_rollout_ranks``'s line, tested; a nested level needs them
        for the best line it follows)."""
        # want[r]: foundations wanting an r (at level r-1); want[0] stays 0: an empty
        # pile's top (0) never fits
        want = [0] * 15
        for level in levels:
            want[level + 1] += 1
        total = sum(levels)
        piles = list(map(list, piles))
        tops = [pile[-1] if pile else 0 for pile in piles]
        npiles = range(len(piles))
        shifts = self.shifts
        # the tops, 4 bits each above the turned card's: the key of ``choice``
        packed = 0
        for j in npiles:
            packed |= tops[j] << shifts[j]
        record = (plan if plan is not None else []).append
        played, packed = self._tommy_settle(piles, want, tops, packed)  # the tops first
        return self._tommy_play(piles, want, total + played, tops, packed, i, record)

    def _tommy_settle(self, piles, want, tops, packed) -> tuple[int, int]:
        """Play waste tops home while one fits (``piles``, ``want`` and ``tops`` change
        in place): the number of cards played and the new ``packed`` tops."""
        shifts = self.shifts
        npiles = range(len(piles))
        played = 0
        progress = True
        while progress:
            progress = False
            for j in npiles:
                top = tops[j]
                if want[top]:
                    want[top] -= 1
                    want[top + 1] += 1
                    played += 1
                    pile = piles[j]
                    pile.pop()
                    new = pile[-1] if pile else 0
                    tops[j] = new
                    packed += (new - top) << shifts[j]
                    progress = True
        return played, packed

    def _tommy_play(self, piles, want, total, tops, packed, i, record) -> int:
        """``_score_tommy`` from the stock card ``i`` on, with the tops settled."""
        choice = self.tommy_choice
        for code in self.stock[i:]:
            if want[code]:
                want[code] -= 1
                want[code + 1] += 1
                total += 1
                # no top fitted before; now only a top of the next rank can
                if code + 1 in tops:
                    played, packed = self._tommy_settle(piles, want, tops, packed)
                    total += played
                continue
            # choice: (card | packed tops) -> (the pile it goes on, the change of packed)
            try:
                j, delta = choice[packed | code]
            except KeyError:
                j, delta = self._tommy_choose(code, tops, packed)
            piles[j].append(code)
            packed += delta
            tops[j] = code
            record(j)
        if self._tiebreak is None:
            return total
        return self._final(total, piles)

    def _final(self, total, piles) -> int:
        """The score of a line ending with ``total`` cards home and these piles."""
        if self._tiebreak is None:
            return total
        if total == 52:
            return self.win
        return total * 64 + self._tiebreak(piles)

    def _tommy_choose(self, code, tops, packed):
        """``_score_tommy``'s choice for ``code`` with these tops, remembered."""
        choice = self.tommy_choice
        if len(choice) > 200_000:
            choice.clear()
        row = self.tommy_scores[code]
        scores = [row[top] for top in tops]
        j = scores.index(min(scores))
        move = choice[packed | code] = (j, (code - tops[j]) << self.shifts[j])
        return move

    def _score_ranks(self, piles, levels, i) -> int:
        """The score of ``_rollout_ranks`` (the same play) without building its line."""
        piles, levels = list(piles), list(levels)
        seq, stock, n = self.seq, self.stock, self.n
        want = [seq[k][levels[k]] for k in range(4)]
        matrices = self.matrices
        npiles = range(len(piles))
        matrix = None
        cascade = True
        while True:
            if cascade:
                progress = True
                while progress:
                    progress = False
                    for j in npiles:
                        pile = piles[j]
                        if pile and pile[-1] in want:
                            k = want.index(pile[-1])
                            piles[j] = pile[:-1]
                            levels[k] += 1
                            want[k] = seq[k][levels[k]]
                            progress = True
                matrix = None
            if i >= n:
                break
            code = stock[i]
            i += 1
            if code in want:
                k = want.index(code)
                levels[k] += 1
                want[k] = seq[k][levels[k]]
                cascade = True
                continue
            cascade = False
            if matrix is None:
                mkey = levels[0] | levels[1] << 4 | levels[2] << 8 | levels[3] << 12
                matrix = matrices.get(mkey)
                if matrix is None:
                    matrix = matrices[mkey] = self._matrix(levels)
            row = matrix[code]
            scores = [row[pile[-1]] if pile else row[0] for pile in piles]
            j = scores.index(min(scores))
            piles[j] += bytes((code,))
        return sum(levels) if self._tiebreak is None else self._final(sum(levels), piles)

    def _rollout_ranks(self, piles, levels, suits, i):
        piles, levels = list(piles), list(levels)
        seq, stock, n, rows = self.seq, self.stock, self.n, self.rows
        want = [seq[k][levels[k]] for k in range(4)]
        same = self.same_rank_score
        line = []
        append = line.append
        npiles = len(piles)
        urgency = None  # urgency[r]: cards foundation k must take before rank r, at best
        cascade = True  # a foundation moved: waste tops may fit now (never after parking a card)
        while True:
            if cascade:
                progress = True
                while progress:
                    progress = False
                    for j in range(npiles):
                        pile = piles[j]
                        if pile and pile[-1] in want:
                            k = want.index(pile[-1])
                            piles[j] = pile[:-1]
                            levels[k] += 1
                            want[k] = seq[k][levels[k]]
                            append((W2F, j, k))
                            progress = True
                urgency = None
            if i >= n:
                break
            code = stock[i]
            i += 1
            if code in want:
                k = want.index(code)
                levels[k] += 1
                want[k] = seq[k][levels[k]]
                append((S2F, 0, k))
                cascade = True
                continue
            cascade = False
            if urgency is None:
                r0, r1, r2, r3 = rows[0][levels[0]], rows[1][levels[1]], rows[2][levels[2]], rows[3][levels[3]]
                urgency = list(map(max, r0, r1, r2, r3)) if self.latest else list(map(min, r0, r1, r2, r3))
            u = urgency[code]
            best = 999
            best_j = 0
            for j in range(npiles):
                pile = piles[j]
                if not pile:
                    score = 30 - (u if u < 20 else 20)
                else:
                    top = pile[-1]
                    if top == code and same:
                        score = same
                    else:
                        d = urgency[top] - u
                        score = d if d >= 0 else 60 - d
                if score < best:
                    best, best_j = score, j
            piles[best_j] += bytes((code,))
            append((S2W, 0, best_j))
        return self._final(sum(levels), piles), line

    def _rollout_suited(self, piles, levels, suits, i):
        piles, levels, suits = list(piles), list(levels), list(suits)
        want = self._want(levels, suits)
        line = []
        stock, n = self.stock, self.n
        while True:
            self._play_all(piles, levels, suits, want, line)
            if i >= n:
                break
            code = stock[i]
            i += 1
            k = self._target(code, want, suits)
            if k >= 0:
                self._advance(k, code, levels, suits, want)
                line.append((S2F, 0, k))
                continue
            j = self._pile_for(code, piles, levels, suits)
            piles[j] = piles[j] + bytes((code,))
            line.append((S2W, 0, j))
        return sum(levels), line

    def release(self) -> None:
        """Free the caches of a probe that will not search again."""
        self.cache = self.ncache = None
        self.matrices, self.chain_lengths, self.onfs = {}, {}, {}
        if self.tommy_scores is not None:
            self.tommy_choice = {}

    def nested(self, level, piles=None, levels=None, suits=None, i=None):
        """Level-``level`` nested search: (cards on foundations, line); the line is None
        when the score (below 52) comes from the cache."""
        if piles is None:
            piles, levels, suits, i = self.root
        score, line, _plan = self._nested(level, piles, levels, suits, i)
        return score // self.scale, line

    def _nested(self, level, piles, levels, suits, i):
        """(score, line, plan): the line, or, for a result from a cache, None and the
        pile choices of its line (``plan``; None for a cached rollout)."""
        if level <= 0:
            score, line = self.rollout(piles, levels, suits, i)
            return score, line, None
        # A level-L search from a position always plays the same line, so its result is
        # kept: the level-(L+1) search that has just followed a level-L line asks the
        # same level-(L-1) questions again along it.
        key = None
        if self.ncache is not None:
            key = bytes((level,)) + (bytes(sorted(levels)) if self.tommy else bytes(levels)) \
                + (bytes(s + 1 for s in suits) if self.suited else b"") + b"|" + b"|".join(piles)
            hit = self.ncache.get(key)
            if hit is not None:
                return hit[0], None, hit[1]
        piles, levels, suits = list(piles), list(levels), list(suits)
        want = self._want(levels, suits)
        line = []
        best_score, best_plan = -1, []  # plan: the pile choices of the best line still ahead
        ended = False
        stock, n = self.stock, self.n
        settle = True  # a foundation moved (or the start): waste tops may fit
        suited, seq, chains, chain_lengths = self.suited, self.seq, self.chains, self.chain_lengths
        width = self.width.get(level)
        win = self.win
        # level 1 in Sir Tommy: ``rollout`` inlined (below)
        fast = level == 1 and self.tommy_scores is not None and self.cache is not None
        head = onf = rwant = None  # (made again after a foundation move)
        if fast:
            play, shifts = self._tommy_play, self.shifts
        while True:
            if settle:  # (a parked card never fits: it would have gone to a foundation)
                head = onf = rwant = None
                if suited:
                    self._play_all(piles, levels, suits, want, line)
                else:  # (``_play_all`` of the rank-only games, inlined)
                    progress = True
                    while progress:
                        progress = False
                        for j, pile in enumerate(piles):
                            if pile and pile[-1] in want:
                                k = want.index(pile[-1])
                                piles[j] = pile[:-1]
                                levels[k] += 1
                                want[k] = seq[k][levels[k]]
                                line.append((W2F, j, k))
                                progress = True
            if i >= n:
                break
            code = stock[i]
            if suited:
                k = self._target(code, want, suits)
            else:
                k = want.index(code) if code in want else -1
            if k >= 0:
                i += 1
                if suited:
                    self._advance(k, code, levels, suits, want)
                else:
                    levels[k] += 1
                    want[k] = seq[k][levels[k]]
                line.append((S2F, 0, k))
                settle = True
                continue
            settle = False
            choices = []
            if chains:
                if onf is None:
                    lkey = bytes(levels)
                    onf = self.onfs.get(lkey)
                    if onf is None:  # onf[r]: foundations holding an r (at level r or above)
                        onf = self.onfs[lkey] = [0] + [sum(1 for lv in levels if lv >= r) for r in range(1, 14)]
                room = 3 - onf[code]  # a pile this long or shorter passes (``_fits``)
                for j, pile in enumerate(piles):
                    if piles.index(pile) != j:
                        continue  # the same as an earlier pile
                    if len(pile) > room:  # (``_fits``, inlined)
                        length = chain_lengths.get((pile, code))
                        if length is None:
                            length = self._chain_length(pile, code)
                        if length + onf[code] > 4:
                            continue  # the line could not win any more (D3)
                    choices.append(j)
            else:
                for j, pile in enumerate(piles):
                    if piles.index(pile) == j:  # (not the same as an earlier pile)
                        choices.append(j)
            if not choices:
                ended = True
                break  # every pile fails the pile-chain test: the line cannot win
            if width is not None and len(choices) > width:
                choices = self._best_piles(code, piles, levels, suits, choices)[:width]
            # Level 1 follows a rollout's line: the rollout from the choice that line
            # makes here is the rest of it (the play is deterministic), so its score is
            # best_score already and it cannot improve on it; it is not played again.
            known = -1
            if level == 1:
                known = best_plan[0] if best_plan else -1
                if head is None:
                    head = self._head(levels, suits)
                if fast:
                    # Sir Tommy: ``rollout`` inlined, and a rollout played here
                    # records its pile choices at once (the same play and nodes)
                    cache, score_tommy, card = self.cache, self._score_tommy, _BYTE[code]
                    if rwant is None:
                        # ``_score_tommy``'s start, made once for these levels: the
                        # tops are settled here and the card parked does not fit
                        rwant = [0] * 15
                        for lv in levels:
                            rwant[lv + 1] += 1
                        rtotal = sum(levels)
                    rtops = [pile[-1] if pile else 0 for pile in piles]
                    rpacked = sum(map(lshift, rtops, shifts))
                    for j in choices:
                        if j == known:
                            continue
                        trial = list(piles)
                        trial[j] = piles[j] + card
                        self.nodes += 1
                        if self.nodes >= self._check_at:
                            self._tick()
                        rkey = head + b"|".join(trial)
                        score = cache.get(rkey)
                        if score is None or score >= win:
                            plan = []
                            tops = rtops[:]
                            tops[j] = code
                            score = play(list(map(list, trial)), rwant[:], rtotal, tops,
                                         rpacked + ((code - rtops[j]) << shifts[j]), i + 1, plan.append)
                            sub = None
                            if score == win:
                                score, sub = self._rollout_ranks(trial, levels, suits, i + 1)
                            if len(cache) > self.cache_cap:
                                cache.clear()
                            cache[rkey] = score
                            if score == win:
                                return win, line + [(S2W, 0, j)] + sub, None
                        else:
                            plan = None
                        if score > best_score:
                            if plan is None:  # a cached rollout: replay it for its pile choices
                                plan = []
                                score_tommy(trial, levels, i + 1, plan)
                            best_score = score
                            best_plan = [j]
                            best_plan.extend(plan)
            for j in () if fast else choices:
                if j == known:
                    continue
                pile = piles[j]
                trial = list(piles)
                trial[j] = pile + bytes((code,))
                if level == 1:  # (``_nested`` at level 0, directly)
                    score, sub = self.rollout(trial, levels, suits, i + 1, head)
                    plan = None
                else:
                    score, sub, plan = self._nested(level - 1, trial, levels, suits, i + 1)
                if score == win:  # (a winning score always comes with its line)
                    return win, line + [(S2W, 0, j)] + sub, None
                if score > best_score:
                    if sub is not None:
                        plan = [m[2] for m in sub if m[0] == S2W]
                    elif plan is None:  # a cached rollout: replay it for its pile choices
                        if self.tommy_scores is not None:  # the same choices, faster
                            plan = []
                            self._score_tommy(trial, levels, i + 1, plan)
                        else:
                            score, sub = self._rollout_suited(trial, levels, suits, i + 1) if self.suited \
                                else self._rollout_ranks(trial, levels, suits, i + 1)
                            plan = [m[2] for m in sub if m[0] == S2W]
                    best_score = score
                    best_plan = [j]
                    best_plan.extend(plan)
            if best_plan:
                j = best_plan.pop(0)
            elif self.chains:
                ended = True
                break  # the line followed was ended here (below): end this one too
            else:  # pragma: no cover - there is always a pile
                j = 0
            if chains and j not in choices and not self._fits(piles[j], code, onf):
                # the best line found (a rollout's, which does not look at chains) would
                # park the card where its pile fails the test: it cannot win; end it
                # here (the search below this level then stops early)
                ended = True
                break
            i += 1
            piles[j] = piles[j] + _BYTE[code]
            line.append((S2W, 0, j))
        score = self._final(sum(levels), piles)
        if ended:
            # a line ended by the pile-chain test scores as a greedy rollout from where
            # it ended (as good a guide as before; measured: scoring it by the cards home
            # there won 10 of the 21 deals undecided in 10 s but lost 10 of 61 slow ones;
            # this scoring 7-8 and 6)
            rscore, rline = self.rollout(piles, levels, suits, i)
            if rscore == win:
                if rline is None:
                    rscore, rline = self._rollout_ranks(piles, levels, suits, i)
                return win, line + rline, None
            score = rscore
        if key is not None:
            if len(self.ncache) > self.ncache_cap:
                self.ncache.clear()
            self.ncache[key] = (score, bytes(m[2] for m in line if m[0] == S2W))
        return score, line, None


def _tommy_scores(same: int) -> list[list[int]]:
    """Sir Tommy's placement scores [code][top] (top 0: an empty pile), giving the same
    choices as ``_matrix`` with the urgency of the foundation needing a card last.
    There every foundation takes rank r after r-1, so the urgency of rank r is
    r - 1 - (the lowest level), and every card still off the foundations ranks above
    the lowest level (else all four copies would be on the foundations already): the
    difference of two urgencies is the difference of the ranks, whatever the levels.
    An empty pile scores 30 - min(u, 20) there, between 18 and 30: above every fit
    (0..12, or ``same`` <= 15 for a top of the card's own rank) and below every misfit
    (61..72), and all empty piles score alike, so any constant in between (20) picks
    the same pile."""
    table = []
    for code in range(14):
        row = [20]
        for top in range(1, 14):
            if top == code and same:
                row.append(same)
            else:
                d = top - code
                row.append(d if d >= 0 else 60 - d)
        table.append(row)
    return table



# Secondary scores of the piles a line ends with (``Probe.tiebreak``), 0..63, higher
# better: how badly the cards left on the piles block one another.  A card lying on a
# card of no higher rank must leave first and so go to another foundation (D3); the
# fewer such pairs, the closer the piles are to unwinding in order.


def _blocks(piles) -> int:
    """63 less the cards lying directly on a card of no higher rank."""
    n = 0
    for pile in piles:
        for k in range(1, len(pile)):
            if pile[k] >= pile[k - 1]:
                n += 1
    return max(0, 63 - n)


def _inversions(piles) -> int:
    """63 less the pairs of cards on one pile, the upper of no lower rank."""
    n = 0
    for pile in piles:
        for a in range(len(pile) - 1):
            x = pile[a]
            for y in pile[a + 1:]:
                if y >= x:
                    n += 1
    return max(0, 63 - n)


def _rises(piles) -> int:
    """63 less the rises in rank between a card and the card on it (one more each, so
    that a card on its own rank counts too)."""
    n = 0
    for pile in piles:
        for k in range(1, len(pile)):
            d = pile[k] - pile[k - 1]
            if d >= 0:
                n += d + 1
    return max(0, 63 - n)


TIEBREAKS = {"blocks": _blocks, "inversions": _inversions, "rises": _rises}
