"""The probe's shortcuts play the same game as its plain rollout: the score-only rollout
(placement scores from a table) gives the plain rollout's score, and a nested search
gives the same result with and without its cache of nested results."""

import random

from calculation_qt.engine import GameState, Variant, deal_deck
from calculation_qt.solver.encoding import S2W, encode
from calculation_qt.solver.probe import Probe

VARIANTS = [Variant("calculation"), Variant("sir-tommy"), Variant("calculation", 3), Variant("calculation", 4, True)]


def test_score_only_rollout_gives_the_plain_rollout_score():
    rng = random.Random(7)
    checked = 0
    for variant in VARIANTS:
        for deal in range(1, 9):
            enc = encode(GameState.new(variant, deal_deck(deal)))
            for latest in (True, False):
                for same in (0, 15):
                    probe = Probe(enc, latest=latest)
                    probe.same_rank_score = same
                    root_piles, root_levels, suits, _ = probe.root
                    for _ in range(4):  # positions after some random parking
                        piles, levels, i = list(root_piles), list(root_levels), 0
                        want = probe._want(levels, suits)
                        for _ in range(rng.randrange(0, 30)):
                            probe._play_all(piles, levels, suits, want, [])
                            if i >= probe.n:
                                break
                            code = probe.stock[i]
                            i += 1
                            k = probe._target(code, want, suits)
                            if k >= 0:
                                probe._advance(k, code, levels, suits, want)
                            else:
                                j = rng.randrange(len(piles))
                                piles[j] += bytes((code,))
                        score, line = probe._rollout_ranks(piles, levels, suits, i)
                        assert probe._score_ranks(piles, levels, i) == score
                        checked += 1
    assert checked == len(VARIANTS) * 8 * 4 * 4


def test_nested_cache_changes_nothing_but_the_work():
    for variant in (Variant("sir-tommy"), Variant("calculation", 3)):
        for deal in range(1, 4):
            enc = encode(GameState.new(variant, deal_deck(deal)))
            with_cache, without = Probe(enc), Probe(enc)
            without.ncache = None
            for probe in (with_cache, without):
                probe.width = {2: 2, 3: 2}
            for level in (1, 2, 3):
                a, line_a = with_cache.nested(level)
                b, line_b = without.nested(level)
                assert a == b
                if a == 52:
                    assert line_a == line_b
                    break
            assert with_cache.nodes <= without.nodes


def test_sir_tommy_rollout_gives_the_plain_rollout_score():
    """Sir Tommy's own rollout (foundations counted by level, placement scores that do
    not depend on the levels, pile choices remembered by the piles' tops) plays the
    plain rollout's game: the same score and pile choices from positions reached by
    random play (some playable cards parked too), with each placement rule, 4 and 3
    piles."""
    rng = random.Random(11)
    checked = 0
    for variant in (Variant("sir-tommy"), Variant("sir-tommy", 3)):
        for deal in range(1, 13):
            enc = encode(GameState.new(variant, deal_deck(deal)))
            for same in (0, 15):
                probe = Probe(enc)
                probe.same_rank_score = same
                assert probe.tommy_scores is not None
                root_piles, root_levels, suits, _ = probe.root
                for _ in range(12):
                    piles, levels, i = list(root_piles), list(root_levels), 0
                    want = probe._want(levels, suits)
                    for _ in range(rng.randrange(0, 52)):
                        probe._play_all(piles, levels, suits, want, [])
                        if i >= probe.n:
                            break
                        code = probe.stock[i]
                        i += 1
                        k = probe._target(code, want, suits)
                        if k >= 0 and rng.random() < 0.8:
                            probe._advance(k, code, levels, suits, want)
                        else:
                            j = rng.randrange(len(piles))
                            piles[j] += bytes((code,))
                    score, line = probe._rollout_ranks(piles, levels, suits, i)
                    plan = []
                    assert probe._score_tommy(piles, levels, i, plan) == score
                    # and the same pile choices (what a nested level follows)
                    assert plan == [m[2] for m in line if m[0] == S2W]
                    # the foundations in another order: the same score
                    assert probe._score_tommy(piles, levels[::-1], i) == score
                    checked += 1
    assert checked == 2 * 12 * 2 * 12


def test_sir_tommy_fast_levels_play_the_plain_levels():
    """Sir Tommy's level 1 runs its own rollout inlined (start made once a step, pile
    choices recorded at once): nested levels 1-3 give the same scores, lines and node
    counts as with the plain rollout, with each placement rule, 4 and 3 piles."""
    for variant in (Variant("sir-tommy"), Variant("sir-tommy", 3)):
        for deal in (2, 3, 5):
            enc = encode(GameState.new(variant, deal_deck(deal)))
            for same in (0, 15):
                fast, plain = Probe(enc), Probe(enc)
                for probe in (fast, plain):
                    probe.same_rank_score = same
                    probe.width = {2: 2, 3: 2}
                plain.tommy_scores = None  # the general rollout (``_score_ranks``)
                for level in (1, 2, 3):
                    assert fast.nested(level) == plain.nested(level)
                    assert fast.nodes == plain.nodes
