"""The solver's compact, mutable position, built from ``Variant`` / ``FoundationRule``
data alone.

Tokens.  Where no rule looks at suits (no ``FoundationRule.follows_suit``) a card is its
rank 1..13: the four copies of a rank are interchangeable.  Where foundations follow
suit a card is ``rank * 4 + suit`` (4..55; suit 0..3 in ``S H D C`` order), so
``token >> 2`` is its rank.  Token 0 is never a card ("nothing": an empty pile's top,
a complete foundation's want).

Foundations.  Foundation k holds ``levels[k]`` cards and wants ``seq[k][levels[k]]``
next (``seq[k]`` lists the 13 tokens it takes, then 0).  Where foundations follow suit
(all four alike, each keeping the suit of its first card) foundation *slot* s is the
foundation of suit s, so every card has exactly one foundation and the rules read the
same in every game; ``bridge.engine_line`` maps slots back to the engine's
foundations (an Ace starts the first empty one).

The position is written for speed and for Cython's pure-Python mode: plain ints,
lists and ``bytes`` (waste piles, bottom first: immutable, hashable, cheap to join
into keys), no dynamic tricks in the methods the searches call millions of times.
"""

from __future__ import annotations

# Internal moves are small tuples (kind, source, target):
W2F = 0  # waste pile `source` top -> foundation `target`
S2F = 1  # turned stock card -> foundation `target`
S2W = 2  # turned stock card -> waste pile `target`

NONE = 0  # the token of no card
NEVER = -1  # layout.place[k][t] when foundation k never takes token t
SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}


class Layout:
    """The static tables of one variant's foundations.

    Flags (all read from ``FoundationRule`` data, never from the game's name):
    ``suited``: the foundations follow suit (tokens carry the suit; slot s is suit s).
    ``alike``: the four foundations follow one rule and ignore suits, so which of them
    takes a card does not matter (positions differing by a permutation of their levels
    are alike).  ``by_ones``: every foundation builds A..K by ones, ignoring suits.
    ``distinct``: the foundations take the ranks in different orders (neither alike nor
    suited): two copies of a rank are needed at different times.  ``waits``: while the
    stock lasts the foundations take only their first card, from the stock
    (``FoundationRule.waits_for_stock``).
    """

    __slots__ = ("suited", "alike", "by_ones", "distinct", "waits", "ntokens", "seq", "place", "rank", "copies",
                 "waste_piles", "rules")

    _cache: dict = {}

    def __init__(self, rules, waste_piles: int):
        rules = tuple(rules)
        self.rules = rules
        self.waste_piles = waste_piles
        self.suited = any(rule.follows_suit for rule in rules)
        same = all(rule == rules[0] for rule in rules)
        if self.suited and not same:
            raise ValueError("foundations that follow suit must all follow one rule")
        self.alike = same and not self.suited
        self.by_ones = not self.suited and all(rule.start == 1 and rule.step == 1 for rule in rules)
        self.distinct = not self.alike and not self.suited
        self.waits = any(rule.waits_for_stock for rule in rules)
        if self.suited:
            self.ntokens = 56
            self.seq = [tuple(r * 4 + s for r in rules[s].sequence) + (NONE,) for s in range(4)]
            self.rank = [t >> 2 for t in range(56)]
            self.copies = [1 if t >= 4 else 0 for t in range(56)]
        else:
            self.ntokens = 14
            self.seq = [tuple(rule.sequence) + (NONE,) for rule in rules]
            self.rank = list(range(14))
            self.copies = [0] + [4] * 13
        # place[k][t]: where token t stands in foundation k's sequence, NEVER if nowhere
        self.place = []
        for k in range(4):
            row = [NEVER] * self.ntokens
            for i in range(13):
                row[self.seq[k][i]] = i
            self.place.append(row)

    @classmethod
    def of(cls, variant) -> Layout:
        """The layout of a ``Variant`` (cached)."""
        layout = cls._cache.get(variant)
        if layout is None:
            layout = cls._cache[variant] = cls(variant.foundations, variant.waste_piles)
        return layout

    def token(self, card) -> int:
        """The token of an engine ``Card``."""
        if self.suited:
            return card.rank * 4 + SUIT_INDEX[card.suit]
        return card.rank

    def wants(self, levels) -> list[int]:
        """What each foundation wants next at these levels (NONE once complete)."""
        seq = self.seq
        return [seq[0][levels[0]], seq[1][levels[1]], seq[2][levels[2]], seq[3][levels[3]]]


class Position:
    """A mutable position: the stock in the order it will be turned (``stock[pos]`` is
    the turned card; the solver knows the whole order, a player's copy holds the turned
    card and then a sampled order), waste piles, foundation levels and what each wants.

    ``on[t]``: copies of token t on the foundations.  ``line``: the moves applied so
    far (``undo`` takes back the last).  ``symmetry``: targets and keys treat alike
    foundations (``Layout.alike``) and identical waste piles as one (sound: see
    ``key``).
    """

    __slots__ = ("layout", "stock", "n", "pos", "piles", "levels", "want", "on", "line", "symmetry", "seq",
                 "alike")

    def __init__(self, layout: Layout, stock: bytes, piles, levels, pos: int = 0, symmetry: bool = True):
        self.layout = layout
        self.seq = layout.seq
        self.alike = layout.alike
        self.stock = bytes(stock)
        self.n = len(self.stock)
        self.pos = pos
        self.piles = [bytes(p) for p in piles]
        self.levels = list(levels)
        self.want = layout.wants(self.levels)
        self.on = [0] * layout.ntokens
        for k in range(4):
            for i in range(self.levels[k]):
                self.on[self.seq[k][i]] += 1
        self.line: list = []
        self.symmetry = symmetry

    def copy(self) -> Position:
        """An independent copy (the line starts empty)."""
        return Position(self.layout, self.stock, self.piles, self.levels, self.pos, self.symmetry)

    # -- queries ---------------------------------------------------------------------
    @property
    def home(self) -> int:
        """Cards on the foundations."""
        return self.levels[0] + self.levels[1] + self.levels[2] + self.levels[3]

    @property
    def is_won(self) -> bool:
        return self.home == 52

    @property
    def turned(self) -> int:
        """The turned card's token, NONE once the stock is out."""
        return self.stock[self.pos] if self.pos < self.n else NONE

    def unseen(self) -> list[int]:
        """unseen[t]: copies of token t in the stock below the turned card (what a
        player cannot see; never their order)."""
        counts = [0] * self.layout.ntokens
        for t in self.stock[self.pos + 1:]:
            counts[t] += 1
        return counts

    def targets(self, token: int, from_stock: bool = False) -> list[int]:
        """The foundations that take ``token`` (a waste top, or the turned card with
        ``from_stock``) now (one of alike ones with symmetry)."""
        want = self.want
        found = [k for k in range(4) if want[k] == token]
        if self.layout.waits and self.pos < self.n:  # waiting: first cards from the stock only
            found = [k for k in found if from_stock and self.levels[k] == 0]
        if self.alike and self.symmetry:
            return found[:1]  # foundations wanting the same token are alike
        return found

    def is_safe(self, token: int, k: int) -> bool:
        """Playing ``token`` (a waste top or the turned card) to foundation k now loses
        nothing: no line that wins from here is lost by it.

        Lemma: if some winning line from here puts this card itself on k as the card k
        takes next, playing it there first also wins (play it, then follow the line
        skipping its move of the card: until that move the line never moves the card
        and plays nothing else to k; the only difference is the card missing from its
        pile, which removes no card the line needs).  So the play is safe when every
        winning line must give k exactly this card next:
        S1/S2  it is the last copy of its token off the foundations: every foundation
               takes each token at most once (each rank once; in suited games each card
               has one foundation), so k is the only one still needing it and this card
               the only one to fill that slot.
        S3     (alike foundations) every foundation still needing the token wants it
               now: they are all at one level, hence interchangeable; whichever of them
               the card goes to in a winning line, swapping those two foundations'
               roles gives a line where it goes to k.
        """
        remaining = self.layout.copies[token] - self.on[token]
        if remaining == 1:
            return True
        if self.alike:
            want = self.want
            return remaining == (want[0] == token) + (want[1] == token) + (want[2] == token) + (want[3] == token)
        return False

    def key(self) -> bytes:
        """A canonical key for tables of positions.  Moves never depend on the order of
        the waste piles, so with ``symmetry`` the piles are sorted; with alike
        foundations (and symmetry) so are the levels.  In suited games the levels are
        already by suit (slots), whatever engine foundation holds which suit."""
        piles = sorted(self.piles) if self.symmetry else self.piles
        if self.alike and self.symmetry:
            head = bytes(sorted(self.levels))
        else:
            head = bytes(self.levels)
        return head + b"|" + b"|".join(piles)

    def urgency(self, token: int) -> int:
        """How many cards some foundation must take before this one (at best); 99 if
        none takes it any more."""
        best = 99
        place, levels = self.layout.place, self.levels
        for k in range(4):
            d = place[k][token] - levels[k]
            if 0 <= d < best:
                best = d
        return best

    # -- moves -----------------------------------------------------------------------
    def _to_foundation(self, k: int, token: int) -> None:
        self.on[token] += 1
        level = self.levels[k] + 1
        self.levels[k] = level
        self.want[k] = self.seq[k][level]

    def _from_foundation(self, k: int) -> int:
        level = self.levels[k] - 1
        self.levels[k] = level
        token = self.seq[k][level]
        self.want[k] = token
        self.on[token] -= 1
        return token

    def apply(self, move) -> None:
        """Apply an internal move (legal: the caller chose it from ``targets`` or a
        waste pile) and record it on ``line``."""
        kind, source, target = move
        if kind == W2F:
            pile = self.piles[source]
            self.piles[source] = pile[:-1]
            self._to_foundation(target, pile[-1])
        elif kind == S2F:
            token = self.stock[self.pos]
            self.pos += 1
            self._to_foundation(target, token)
        else:
            token = self.stock[self.pos]
            self.pos += 1
            self.piles[target] = self.piles[target] + bytes((token,))
        self.line.append(move)

    def undo(self) -> None:
        """Take back the last move of ``line``."""
        kind, source, target = self.line.pop()
        if kind == W2F:
            token = self._from_foundation(target)
            self.piles[source] = self.piles[source] + bytes((token,))
        elif kind == S2F:
            self.pos -= 1
            self._from_foundation(target)
        else:
            self.pos -= 1
            self.piles[target] = self.piles[target][:-1]

    def settle(self) -> int:
        """Play every safe foundation move (``is_safe``), waste tops then the turned
        card, until none is left; returns how many were played (``undo`` that many
        times to take them back)."""
        played = 0
        piles = self.piles
        progress = True
        while progress:
            progress = False
            for j in range(len(piles)):
                pile = piles[j]
                if pile:
                    token = pile[-1]
                    for k in self.targets(token):
                        if self.is_safe(token, k):
                            self.apply((W2F, j, k))
                            played += 1
                            progress = True
                            break
            if self.pos < self.n:
                token = self.stock[self.pos]
                for k in self.targets(token, True):
                    if self.is_safe(token, k):
                        self.apply((S2F, 0, k))
                        played += 1
                        progress = True
                        break
        return played


def play_tops(piles, levels, want, seq, line=None) -> int:
    """Play waste tops to the first foundation that wants them while any fits, pile by
    pile (the greedy play of rollouts; ``piles``, ``levels`` and ``want`` change in
    place); returns how many were played, appending (W2F, pile, foundation) to ``line``
    if given."""
    played = 0
    progress = True
    while progress:
        progress = False
        for j in range(len(piles)):
            pile = piles[j]
            if pile and pile[-1] in want:
                k = want.index(pile[-1])
                piles[j] = pile[:-1]
                levels[k] += 1
                want[k] = seq[k][levels[k]]
                if line is not None:
                    line.append((W2F, j, k))
                played += 1
                progress = True
    return played
