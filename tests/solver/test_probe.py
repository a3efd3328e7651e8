"""The probe's shortcuts play the same game as its plain rollout: the score-only rollout
(placement scores from a table) gives the plain rollout's score, and a nested search
gives the same result with and without its cache of nested results."""

import random

from calculation_qt.engine import GameState, Variant, deal_deck
from calculation_qt.core.bridge import from_state
from calculation_qt.core.position import S2W, W2F, kind_of, source_of, target_of
from calculation_qt.solver import schedule
from calculation_qt.solver.probe import Probe
from calculation_qt.solver.rollouts import play_tops

VARIANTS = [Variant("calculation"), Variant("sir-tommy"), Variant("calculation", 3), Variant("calculation", 4, True)]


def _random_parking(probe, rng, steps, home=None):
    """(piles, levels, next stock index) after up to ``steps - 1`` turns from the
    probe's root: waste tops that fit go home, and so do turned cards that fit (with
    probability ``home``, if given), the others go on a random pile."""
    root_piles, root_levels, _ = probe.root
    piles, levels, i = list(root_piles), list(root_levels), 0
    seq = probe.seq
    want = [seq[k][levels[k]] for k in range(4)]
    for _ in range(rng.randrange(0, steps)):
        play_tops(piles, levels, want, seq)  # the waste tops that fit go home
        if i >= probe.n:
            break
        code = probe.stock[i]
        i += 1
        k = want.index(code) if code in want else -1
        if k >= 0 and (home is None or rng.random() < home):
            levels[k] += 1
            want[k] = seq[k][levels[k]]
        else:
            piles[rng.randrange(len(piles))] += bytes((code,))
    return piles, levels, i


def test_score_only_rollout_gives_the_plain_rollout_score():
    rng = random.Random(7)
    checked = 0
    for variant in VARIANTS:
        for deal in range(1, 9):
            root = from_state(GameState.new(variant, deal_deck(deal)))
            for latest in (True, False):
                for same in (0, 15):
                    probe = Probe(root, latest=latest)
                    probe.same_rank_score = same
                    for _ in range(4):  # positions after some random parking
                        piles, levels, i = _random_parking(probe, rng, 30)
                        score, line = probe.rollouts.rollout_ranks(piles, levels, i)
                        assert probe.rollouts.score_ranks(piles, levels, i) == score
                        checked += 1
    assert checked == len(VARIANTS) * 8 * 4 * 4


def test_nested_cache_changes_nothing_but_the_work():
    for variant in (Variant("sir-tommy"), Variant("calculation", 3)):
        for deal in range(1, 4):
            root = from_state(GameState.new(variant, deal_deck(deal)))
            with_cache, without = Probe(root), Probe(root)
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
            root = from_state(GameState.new(variant, deal_deck(deal)))
            for same in (0, 15):
                probe = Probe(root)
                probe.same_rank_score = same
                assert probe.rollouts.tommy_scores is not None
                for _ in range(12):
                    piles, levels, i = _random_parking(probe, rng, 52, home=0.8)
                    score, line = probe.rollouts.rollout_ranks(piles, levels, i)
                    plan = []
                    assert probe.rollouts.score_tommy(piles, levels, i, plan) == score
                    # and the same pile choices (what a nested level follows)
                    assert plan == [target_of(m) for m in line if kind_of(m) == S2W]
                    # the foundations in another order: the same score
                    assert probe.rollouts.score_tommy(piles, levels[::-1], i) == score
                    checked += 1
    assert checked == 2 * 12 * 2 * 12


def test_sir_tommy_fast_levels_play_the_plain_levels():
    """Sir Tommy's level 1 runs its own rollout inlined (start made once a step, pile
    choices recorded at once): nested levels 1-3 give the same scores, lines and node
    counts as with the plain rollout, with each placement rule, 4 and 3 piles."""
    for variant in (Variant("sir-tommy"), Variant("sir-tommy", 3)):
        for deal in (2, 3, 5):
            root = from_state(GameState.new(variant, deal_deck(deal)))
            for same in (0, 15):
                fast, plain = Probe(root), Probe(root)
                for probe in (fast, plain):
                    probe.same_rank_score = same
                    probe.width = {2: 2, 3: 2}
                plain.rollouts.tommy_scores = None  # the general rollout (``score_ranks``)
                for level in (1, 2, 3):
                    assert fast.nested(level) == plain.nested(level)
                    assert fast.nodes == plain.nodes


def test_tiebreak_scores_by_hand():
    """The secondary scores count the cards lying on a card of no higher rank (an
    equal rank counts; a lower one does not): directly, by pairs, by rises."""
    from calculation_qt.solver.rollouts import _blocks, _inversions, _rises

    assert _blocks([]) == _inversions([]) == _rises([]) == 63
    assert _blocks([b"\x05\x04", b"", b"\x0d\x01"]) == 63  # each card on a higher one
    assert _inversions([b"\x05\x04", b"", b"\x0d\x01"]) == 63
    assert _rises([b"\x05\x04", b"", b"\x0d\x01"]) == 63
    assert _blocks([b"\x04\x04"]) == _inversions([b"\x04\x04"]) == _rises([b"\x04\x04"]) == 62
    # 2 5 7 (bottom up): two cards on a lower one, three such pairs, rises 4 + 3
    assert _blocks([b"\x02\x05\x07"]) == 61
    assert _inversions([b"\x02\x05\x07"]) == 60
    assert _rises([b"\x02\x05\x07"]) == 56
    # 5 3 3 and 2 7: 3 on 3 and 7 on 2 (not 3 on 5)
    assert _blocks([b"\x05\x03\x03", b"\x02\x07"]) == 61
    assert _inversions([b"\x05\x03\x03", b"\x02\x07"]) == 61
    assert _rises([b"\x05\x03\x03", b"\x02\x07"]) == 63 - 1 - 6
    # piles, not pile contents: lists of ints too; never below 0
    assert _blocks([[1] * 70]) == _inversions([[1] * 20]) == _rises([list(range(1, 14)) * 3]) == 0


def test_tiebreak_score_is_cards_home_then_the_piles():
    """With a tie-break, a rollout scores cards home * 64 + the tie-break of the piles
    its line ends with (a win exactly 52 * 64); the fast rollout, the plain one and
    the score-only one agree (score and pile choices)."""
    from calculation_qt.solver.probe import TIEBREAKS

    rng = random.Random(5)
    checked = wins = 0
    for variant in (Variant("sir-tommy"), Variant("sir-tommy", 3)):
        for deal in range(1, 9):
            root = from_state(GameState.new(variant, deal_deck(deal)))
            for tiebreak in TIEBREAKS.values():
                probe = Probe(root)
                probe.tiebreak = tiebreak
                assert probe.rollouts.win == 52 * 64
                for _ in range(6):
                    piles, levels, i = _random_parking(probe, rng, 40)
                    score, line = probe.rollouts.rollout_ranks(piles, levels, i)
                    # replay the line: the piles it ends with
                    end, home, t = [bytearray(p) for p in piles], sum(levels), i
                    for m in line:
                        kind, source, target = kind_of(m), source_of(m), target_of(m)
                        if kind == W2F:
                            end[source].pop()
                        else:
                            if kind == S2W:
                                end[target].append(probe.stock[t])
                            t += 1
                        if kind != S2W:
                            home += 1
                    assert t == probe.n
                    expected = 52 * 64 if home == 52 else home * 64 + tiebreak(end)
                    assert score == expected
                    wins += home == 52
                    plan = []
                    assert probe.rollouts.score_tommy(piles, levels, i, plan) == score
                    assert plan == [target_of(m) for m in line if kind_of(m) == S2W]
                    checked += 1
    assert checked == 2 * 8 * 3 * 6
    assert 0 < wins < checked


def test_sir_tommy_fast_levels_with_a_tiebreak_play_the_plain_levels():
    """The fast level 1 and the plain rollout agree with a tie-break too; the public
    score is the cards home (the tie-break only steers)."""
    from calculation_qt.solver.probe import TIEBREAKS

    for deal in (2, 5):
        root = from_state(GameState.new(Variant("sir-tommy"), deal_deck(deal)))
        for name in ("blocks", "rises"):
            fast, plain = Probe(root), Probe(root)
            for probe in (fast, plain):
                probe.tiebreak = TIEBREAKS[name]
                probe.width = {2: 2, 3: 2}
            plain.rollouts.tommy_scores = None
            for level in (1, 2, 3):
                a = fast.nested(level)
                assert a == plain.nested(level)
                assert 0 <= a[0] <= 52
                assert fast.nodes == plain.nodes


def test_tiebreak_probes_turn_in_solve(monkeypatch):
    """The tie-break probes' turn (TIEBREAK_PROBES), moved before level 3: probes cut
    by their node cap are not an answer (the schedule goes on to the plain probes'
    winning line, deal 20: the second probe's level 3); uncut, a win of theirs is
    returned and replays (``solve`` checks); a budget spent during their turn ends the
    run as unknown."""
    from calculation_qt.solver import UNKNOWN, WON, Options, solve

    options = Options(sat=False)
    state = GameState.new(Variant("sir-tommy"), deal_deck(20))
    monkeypatch.setattr(schedule, "TIEBREAK_PROBES", {})
    plain = solve(state, max_nodes=200_000, options=options)
    assert plain.verdict == WON
    variants = ((0, "blocks"), (0, "rises"))  # (neither wins deal 20 within 600 nodes)
    monkeypatch.setattr(schedule, "TIEBREAK_PROBES", {"alike": (3, 0, 300, {2: 2, 3: 2}, variants)})
    cut = solve(state, max_nodes=200_000, options=options)
    assert cut.verdict == WON and cut.moves == plain.moves
    assert plain.nodes + 2 * 300 <= cut.nodes <= plain.nodes + 2 * 600  # (checked every 256 nodes)
    # the second's kind with the inversions tie-break wins at once (levels 1-2)
    monkeypatch.setattr(schedule, "TIEBREAK_PROBES", {"alike": (3, 0, 300, {2: 2, 3: 2}, ((1, "inversions"),))})
    won = solve(state, max_nodes=200_000, options=options)
    assert won.verdict == WON and won.moves != plain.moves and won.nodes < plain.nodes
    monkeypatch.setattr(schedule, "TIEBREAK_PROBES", {"alike": (3, 0, 10**6, {2: 4, 3: 4}, variants)})
    short = solve(state, max_nodes=plain.nodes * 2 // 3, options=options)
    assert short.verdict == UNKNOWN and short.reason == "node budget spent"
    assert short.nodes <= plain.nodes * 2 // 3 + 300
