"""The depth-first search behind ``solve`` (see the package docstring for why each
prune is sound).

The search works on one mutable position (``_Search``): the stock as ``bytes`` and a
pointer, waste piles as ``bytes``, foundation levels and what each foundation wants
next.  A move is applied and undone in place; the line of moves from the root is kept
on a stack so a win returns it at once.  Positions are identified for the table of
proved-dead positions by a canonical key (waste piles sorted; in Sir Tommy the
foundation levels sorted; in Strategy the level of each suit), so two positions that
differ only by the order of the piles are searched once.
"""

from __future__ import annotations

import time

from .encoding import S2F, S2W, W2F, Encoded

_BIG = 99


def chain_fits(pile: bytes, code: int, onf) -> bool:
    """Sir Tommy (package docstring, D3): False if parking ``code`` on ``pile`` (a pile
    that passes the pile-chain test) makes it fail the test; ``onf[r]``: copies of rank
    r on the foundations (the foundations at level r or above)."""
    if len(pile) + 1 + onf[code] <= 4:
        return True
    return chain_length(pile, code) + onf[code] <= 4


def chain_length(pile: bytes, code: int) -> int:
    """The longest chain (non-decreasing in rank from the bottom up) of ``pile`` with
    ``code`` parked on top, ending on ``code``."""
    best = [0] * 14  # best[r]: the longest non-decreasing chain (bottom up) ending on an r
    for c in pile:
        if c <= code:
            length = 1 + max(best[: c + 1])
            if length > best[c]:
                best[c] = length
    return 1 + max(best[: code + 1])


class Aborted(Exception):
    """The budget ran out or the search was cancelled (nothing was proved)."""


PROBE_WIDTH = {2: 3, 3: 2, 4: 2, 5: 2}
# Sir Tommy: wider deep levels (measured on its hardest deals 1..200: more wins in 10 s)
GAME_PROBE_WIDTH = {"sir-tommy": {2: 3, 3: 3, 4: 3, 5: 3}}


class Options:
    """Which prunes the search uses.  All on by default; tests switch them off to check
    each one against a plain exhaustive search."""

    __slots__ = ("safe_moves", "dead_test", "table", "symmetry", "ordering", "probe_levels", "probe_width",
                 "chain_test", "probe_chains", "sat")

    def __init__(self, safe_moves=True, dead_test=True, table=True, symmetry=True, ordering=True,
                 probe_levels=(1, 2, 3, 4, 5), probe_width=None, chain_test=True,
                 probe_chains=True, sat=True):
        self.probe_levels = tuple(probe_levels)
        # how many pile choices each nested level tries (best first by the placement
        # score); level 1 tries all.  Narrow deep levels find most wins much sooner.
        # None: the game's default (GAME_PROBE_WIDTH, else PROBE_WIDTH), see width_for
        self.probe_width = None if probe_width is None else dict(probe_width)
        self.safe_moves = safe_moves
        self.dead_test = dead_test
        self.table = table
        self.symmetry = symmetry
        self.ordering = ordering
        # D3, the pile-chain test (Sir Tommy): a dead-position test and a filter on
        # where the turned card may be parked
        self.chain_test = chain_test
        # the probes use D3 too (Sir Tommy): they never park a card where its pile
        # fails the test, and end a line that would
        self.probe_chains = probe_chains
        # the exact SAT model (sat.py, every game) after the short search, when
        # python-sat is installed; it runs with the probes (probe_levels) only
        self.sat = sat

    def width_for(self, game: str) -> dict:
        if self.probe_width is not None:
            return self.probe_width
        return dict(GAME_PROBE_WIDTH.get(game, PROBE_WIDTH))


class _Search:
    def __init__(self, enc: Encoded, options: Options, max_nodes, deadline, cancel):
        self.game = enc.game
        self.suited = enc.suited
        self.sir_tommy = enc.game == "sir-tommy"
        self.stock = enc.stock
        self.n = len(enc.stock)
        self.pos = 0
        self.piles = list(enc.piles)
        self.levels = list(enc.levels)
        self.fsuit = list(enc.suits)
        self.seq = [tuple(s) + (0,) for s in enc.sequences]  # sentinel after the King
        # where each rank stands in each foundation's sequence (calculation)
        self.place = [[0] * 14 for _ in range(4)]
        for k, s in enumerate(enc.sequences):
            for i, r in enumerate(s):
                self.place[k][r] = i
        self.want = [0, 0, 0, 0]
        for k in range(4):
            self._set_want(k)
        self.onf = [0] * 14  # rank-only games: copies of each rank on the foundations
        if not self.suited:
            for k in range(4):
                for r in enc.sequences[k][: self.levels[k]]:
                    self.onf[r] += 1
        self.opt = options
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.clock = time.perf_counter  # what the deadline is measured on
        self.cancel = cancel
        self.nodes = 0
        self.next_check = 2048
        self.dead: set = set()
        self.line: list = []
        self.chains = self.sir_tommy and options.chain_test

    # -- foundations -----------------------------------------------------------------
    def _set_want(self, k: int) -> None:
        level = self.levels[k]
        if level >= 13:
            self.want[k] = -1
        elif self.suited:
            self.want[k] = -1 if self.fsuit[k] < 0 else (level + 1) * 4 + self.fsuit[k]
        else:
            self.want[k] = self.seq[k][level]

    def targets(self, code: int) -> list[int]:
        """Foundations that take ``code`` now (one per symmetry class when enabled)."""
        want = self.want
        if self.suited:
            if code < 8:  # an Ace: any empty foundation; they are all alike
                empties = [k for k in range(4) if self.fsuit[k] < 0]
                return empties[:1] if self.opt.symmetry else empties
            return [k for k in range(4) if want[k] == code]
        found = [k for k in range(4) if want[k] == code]
        if self.sir_tommy and self.opt.symmetry:
            return found[:1]  # Sir Tommy: foundations wanting the same rank are alike
        return found

    def _to_foundation(self, k: int, code: int) -> None:
        if self.suited:
            if self.levels[k] == 0:
                self.fsuit[k] = code & 3
        else:
            self.onf[code] += 1
        self.levels[k] += 1
        self._set_want(k)

    def _from_foundation(self, k: int, code: int) -> None:
        self.levels[k] -= 1
        if self.suited:
            if self.levels[k] == 0:
                self.fsuit[k] = -1
        else:
            self.onf[code] -= 1
        self._set_want(k)

    # -- moves -----------------------------------------------------------------------
    def apply(self, move) -> None:
        kind, source, target = move
        if kind == W2F:
            pile = self.piles[source]
            code = pile[-1]
            self.piles[source] = pile[:-1]
            self._to_foundation(target, code)
        elif kind == S2F:
            code = self.stock[self.pos]
            self.pos += 1
            self._to_foundation(target, code)
        else:
            code = self.stock[self.pos]
            self.pos += 1
            self.piles[target] = self.piles[target] + bytes((code,))
        self.line.append(move)

    def undo(self) -> None:
        kind, source, target = self.line.pop()
        if kind == W2F:
            k = target
            level = self.levels[k]
            code = self._code_on(k, level - 1)
            self._from_foundation(k, code)
            self.piles[source] = self.piles[source] + bytes((code,))
        elif kind == S2F:
            self.pos -= 1
            self._from_foundation(target, self.stock[self.pos])
        else:
            self.pos -= 1
            self.piles[target] = self.piles[target][:-1]

    def _code_on(self, k: int, index: int) -> int:
        """The code of the card at ``index`` on foundation k (a foundation's cards are
        determined by its rule, its level and, in Strategy, its suit)."""
        if self.suited:
            return (index + 1) * 4 + self.fsuit[k]
        return self.seq[k][index]

    def is_safe(self, code: int, k: int) -> bool:
        """Playing ``code`` to foundation k now loses nothing (package docstring, S1-S3)."""
        if self.suited:
            return True
        remaining = 4 - self.onf[code]
        if remaining == 1:
            return True
        if self.sir_tommy:
            return remaining == sum(1 for w in self.want if w == code)
        return False

    def play_safe(self) -> int:
        """Play every safe foundation move; returns how many were played."""
        played = 0
        piles = self.piles
        progress = True
        while progress:
            progress = False
            for j in range(len(piles)):
                pile = piles[j]
                if pile:
                    code = pile[-1]
                    for k in self.targets(code):
                        if self.is_safe(code, k):
                            self.apply((W2F, j, k))
                            played += 1
                            progress = True
                            break
            if self.pos < self.n:
                code = self.stock[self.pos]
                for k in self.targets(code):
                    if self.is_safe(code, k):
                        self.apply((S2F, 0, k))
                        played += 1
                        progress = True
                        break
        return played

    # -- keys and tests ----------------------------------------------------------------
    def key(self):
        piles = sorted(self.piles) if self.opt.symmetry else self.piles
        if self.suited:
            by_suit = [0, 0, 0, 0]
            for k in range(4):
                if self.fsuit[k] >= 0:
                    by_suit[self.fsuit[k]] = self.levels[k]
            head = bytes(by_suit)
        elif self.sir_tommy and self.opt.symmetry:
            head = bytes(sorted(self.levels))
        else:
            head = bytes(self.levels)
        return head + b"|" + b"|".join(piles)

    def urgency(self, code: int) -> int:
        """How many foundation cards must come before this card can be played (at best)."""
        if self.suited:
            rank, suit = code >> 2, code & 3
            for k in range(4):
                if self.fsuit[k] == suit:
                    return rank - 1 - self.levels[k]
            return rank - 1
        if self.sir_tommy:
            best = _BIG
            for level in self.levels:
                if level < code and code - 1 - level < best:
                    best = code - 1 - level
            return best
        best = _BIG
        for k in range(4):
            d = self.place[k][code] - self.levels[k]
            if 0 <= d < best:
                best = d
        return best

    def chain_dead(self) -> bool:
        """Sir Tommy (package docstring, D3): True if some waste pile holds a chain of
        cards, non-decreasing in rank from the bottom up, that needs more foundations than
        there are: its i-th card (rank r) needs i distinct foundations still below r."""
        onf = self.onf
        for pile in self.piles:
            best = [0] * 14  # best[r]: the longest chain so far whose top card has rank r
            for code in pile:
                length = 1 + max(best[: code + 1])
                if length + onf[code] > 4:
                    return True
                if length > best[code]:
                    best[code] = length
        return False

    def is_dead(self) -> bool:
        """Sound dead-position test (package docstring, D1): relax the game so that every
        stock card is in hand at any time and a waste card is reachable once every card
        above it can be played by some foundation at some point; if even then a
        foundation can never be completed, no line wins."""
        levels = list(self.levels)
        piles = self.piles
        stock_left = set(self.stock[self.pos:])
        suited = self.suited
        # rank-only: seq per foundation; strategy: foundation per suit
        if suited:
            return self._is_dead_suited(stock_left) or self._too_many_waiting()
        if self.chains and self.chain_dead():
            return True
        seq = self.seq
        changed = True
        while changed:
            changed = False
            # ranks some foundation will want at some point, given the reach so far
            playable = set()
            for k in range(4):
                playable.update(seq[k][self.levels[k]: levels[k] + 1])
            available = set(stock_left)
            for pile in piles:
                for i in range(len(pile) - 1, -1, -1):
                    code = pile[i]
                    available.add(code)
                    if code not in playable:
                        break
            for k in range(4):
                s = seq[k]
                while levels[k] < 13 and s[levels[k]] in available:
                    levels[k] += 1
                    changed = True
        return min(levels) < 13

    def _too_many_waiting(self) -> bool:
        """Strategy (package docstring, D2): True if at some future turn more cards must
        wait on distinct waste piles than there are piles."""
        level = [0, 0, 0, 0]
        for k in range(4):
            if self.fsuit[k] >= 0:
                level[self.fsuit[k]] = self.levels[k]
        arrival = {}
        pile_of = {}
        for j, pile in enumerate(self.piles):
            for code in pile:
                arrival[code] = -1
                pile_of[code] = j
        stock, pos = self.stock, self.pos
        for t in range(pos, self.n):
            arrival[stock[t]] = t - pos
        width = len(self.piles)
        for suit in range(4):
            # e: the earliest turn each card of the suit can reach its foundation (when
            # the last card of its chain from the foundation's top has come)
            cards = []
            e = -1
            for rank in range(level[suit] + 1, 14):
                code = rank * 4 + suit
                a = arrival[code]
                if a > e:
                    e = a
                cards.append((a, rank, e, pile_of.get(code)))
            if len(cards) <= width:
                continue
            for a_b, rank_b, e_b, _ in cards:
                if a_b < 0 or e_b <= a_b:
                    continue  # already on a pile, or played as it comes
                # the cards of the suit still off their foundation when b comes
                alive = [(a, rank, j) for a, rank, e, j in cards if a < a_b and e > a_b and rank < rank_b]
                if len(alive) < width:
                    continue
                on_piles = [(rank, j) for a, rank, j in alive if a < 0]
                chain = []  # (rank, longest chain of cards on distinct piles ending here)
                for _a, rank, _j in sorted(x for x in alive if x[0] >= 0):
                    below = len({j for r, j in on_piles if r < rank})
                    before = max((ln for r, ln in chain if r < rank), default=0)
                    chain.append((rank, 1 + max(below, before)))
                longest = max([ln for _, ln in chain] + [len({j for _, j in on_piles})])
                if longest + 1 > width:
                    return True
        return False

    def _is_dead_suited(self, stock_left) -> bool:
        # Strategy: card (rank r, suit s) can only go to the foundation of suit s at
        # level r-1.  reach[s] = how far suit s's foundation can get.
        reach = [0, 0, 0, 0]
        for k in range(4):
            if self.fsuit[k] >= 0:
                reach[self.fsuit[k]] = self.levels[k]
        changed = True
        while changed:
            changed = False
            available = set(stock_left)
            for pile in self.piles:
                for i in range(len(pile) - 1, -1, -1):
                    code = pile[i]
                    available.add(code)
                    if (code >> 2) > reach[code & 3] + 1:  # not playable yet
                        break
            for s in range(4):
                while reach[s] < 13 and (reach[s] + 1) * 4 + s in available:
                    reach[s] += 1
                    changed = True
        return min(reach) < 13

    # -- the search ------------------------------------------------------------------
    def _tick(self) -> None:
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise Aborted("node budget spent")
        if self.deadline is not None and self.clock() > self.deadline:
            raise Aborted("time budget spent")
        if self.cancel is not None and self.cancel.is_set():
            raise Aborted("cancelled")
        self.next_check = self.nodes + 2048

    def dfs(self) -> bool:
        self.nodes += 1
        if self.nodes >= self.next_check:
            self._tick()
        opt = self.opt
        safe = self.play_safe() if opt.safe_moves else 0
        if sum(self.levels) == 52:
            return True
        key = None
        if opt.table:
            key = self.key()
            if key in self.dead:
                for _ in range(safe):
                    self.undo()
                return False
        if opt.dead_test and self.is_dead():
            if key is not None:
                self.dead.add(key)
            for _ in range(safe):
                self.undo()
            return False
        for move in self.moves():
            self.apply(move)
            if self.dfs():
                return True
            self.undo()
        if key is not None:
            self.dead.add(key)
        for _ in range(safe):
            self.undo()
        return False

    def moves(self) -> list:
        """Every move worth trying here, the most promising first."""
        moves = []
        piles = self.piles
        for j, pile in enumerate(piles):
            if pile:
                for k in self.targets(pile[-1]):
                    moves.append((W2F, j, k))
        if self.pos >= self.n:
            return moves
        code = self.stock[self.pos]
        for k in self.targets(code):
            moves.append((S2F, 0, k))
        placements = []
        seen = set()
        order = self.opt.ordering
        urg = self.urgency(code) if order else 0
        chains = self.chains
        for j, pile in enumerate(piles):
            if self.opt.symmetry:
                if pile in seen:
                    continue
                seen.add(pile)
            if chains and not chain_fits(pile, code, self.onf):
                continue  # the child is dead (D3)
            if order:
                if not pile:
                    score = 40 - min(urg, 20)
                elif pile[-1] == code and self.game == "calculation":
                    score = 15
                else:
                    d = self.urgency(pile[-1]) - urg
                    score = d if d >= 0 else 60 - d
                placements.append((score, j))
            else:
                placements.append((0, j))
        if order:
            placements.sort()
        moves.extend((S2W, 0, j) for _, j in placements)
        return moves
