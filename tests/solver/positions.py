"""Positions for the solver tests: late-game positions from random play, and positions
built by hand from ranks (rank-only games) or card codes."""

from __future__ import annotations

import random

from calculation_qt.engine import Card, GameState, Variant, deal_deck

SUITS = "SHDC"


def late_position(variant: Variant, deal: int, stock_left: int, seed: int = 0,
                  foundation_share: float = 0.8, choices=None) -> GameState:
    """Random legal play (a foundation play, when there is one, with probability
    ``foundation_share``) from a deal until at most ``stock_left`` stock cards remain; the
    game may already be lost there.  Otherwise the turned card is played at random, among
    ``choices(state, legal)`` if given, else among all its moves."""
    rng = random.Random(seed * 1_000_003 + deal)
    state = GameState.new(variant, deal_deck(deal))
    while state.stock_left > stock_left:
        legal = state.legal_moves()
        to_foundation = [m for m in legal if m.target.value == "f"]
        if to_foundation and rng.random() < foundation_share:
            state = state.apply(rng.choice(to_foundation))
        else:
            options = choices(state, legal) if choices else [m for m in legal if m.source.value == "s"]
            state = state.apply(rng.choice(options))
    return state


def build(variant: Variant, levels, wastes, stock) -> GameState:
    """A rank-only position: foundation k holds the first ``levels[k]`` cards of its
    sequence; ``wastes`` lists each pile's ranks bottom first, ``stock`` the stock's
    ranks, turned card first.  Suits are dealt out so that all 52 cards are distinct."""
    next_suit = {r: 0 for r in range(1, 14)}

    def card(rank: int) -> Card:
        suit = SUITS[next_suit[rank]]
        next_suit[rank] += 1
        return Card(rank, suit)

    foundations = tuple(tuple(card(r) for r in rule.sequence[:lv]) for rule, lv in zip(variant.foundations, levels, strict=True))
    piles = tuple(tuple(card(r) for r in pile) for pile in wastes)
    stock_cards = tuple(card(r) for r in stock)
    state = GameState(variant, stock_cards, foundations, piles)
    assert len(set(state.all_cards())) == 52, "a position must hold each card once"
    return state


def shuffled_tail_deck(variant: Variant, seed: int, tail: int = 16) -> tuple[Card, ...]:
    """A deck in the order the foundations take the cards, but its last ``tail`` cards
    shuffled: usually winnable, and not in a single obvious way."""
    from tests.engine.helpers import winning_deck

    deck, _ = winning_deck(variant)
    deck = list(deck)
    if variant.has_preset_bases:
        bases = deck[:4]
        rest = deck[4:]
    else:
        bases, rest = [], deck
    head, end = rest[: len(rest) - tail], rest[len(rest) - tail:]
    random.Random(seed).shuffle(end)
    return tuple(bases + head + end)


def along_winning_line(variant: Variant, seed: int, stock_left: int, deviate: bool) -> GameState:
    """A position on a winning line (found by the solver) of a shuffled-tail deck once at
    most ``stock_left`` stock cards remain; with ``deviate`` one random legal move more
    (which may or may not throw the win away)."""
    from calculation_qt.solver import WON, solve

    state = GameState.new(variant, shuffled_tail_deck(variant, seed, tail=20))
    result = solve(state, max_seconds=5)
    assert result.verdict == WON
    for move in result.moves:
        if state.stock_left <= stock_left:
            break
        state = state.apply(move)
    if deviate:
        legal = state.legal_moves()
        if legal:
            state = state.apply(random.Random(seed).choice(legal))
    return state
