"""Decks and move lines with known outcomes, built from the rules themselves."""

from calculation_qt.engine import Card, FoundationRule, Variant

SUITS = "SHDC"


def winning_deck(variant: Variant):
    """A deck whose cards come in exactly the order the four foundations take them,
    foundation by foundation in turn, so ``s>f1 s>f2 s>f3 s>f4 ...`` wins."""
    rules = variant.foundations
    suits = ["S", "H", "D", "C"]
    if variant.foundations_wait_for_stock:  # the Aces, then each suit's cards from King down on a pile
        return [Card(1, s) for s in suits] + [Card(v, s) for v in range(13, 1, -1) for s in suits], None
    if rules[0].follows_suit:
        return [Card(v, suits[k]) for v in range(1, 14) for k in range(4)], None
    used = {v: 0 for v in range(1, 14)}
    deck = []
    for i in range(13):
        for rule in rules:
            v = rule.sequence[i]
            deck.append(Card(v, SUITS[used[v]]))
            used[v] += 1
    return deck, None


def winning_moves(variant: Variant):
    preset = variant.has_preset_bases
    if variant.foundations_wait_for_stock:  # for winning_deck: park by suit, then play the piles off
        return ([f"s>f{k + 1}" for k in range(4)] + [f"s>w{k + 1}" for _ in range(12) for k in range(4)]
                + [f"w{k + 1}>f{k + 1}" for k in range(4) for _ in range(12)])
    moves = []
    for _i in range(1 if preset else 0, 13):
        for k in range(4):
            moves.append(f"s>f{k + 1}")
    return moves


FOUNDATION_SEQUENCES = {
    1: "A 2 3 4 5 6 7 8 9 T J Q K",
    2: "2 4 6 8 T Q A 3 5 7 9 J K",
    3: "3 6 9 Q 2 5 8 J A 4 7 T K",
    4: "4 8 Q 3 7 J 2 6 T A 5 9 K",
}


def sequence_text(rule: FoundationRule) -> str:
    return " ".join("A23456789TJQK"[v - 1] for v in rule.sequence)
