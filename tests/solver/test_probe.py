"""The probe's shortcuts play the same game as its plain rollout: the score alone is the
recorded line's score, and a nested search gives the same result with and without its
cache of nested results."""

import random

from calculation_qt.core.bridge import from_state
from calculation_qt.core.codes import S2W, W2F, kind_of, source_of, target_of
from calculation_qt.engine import GameState, Variant, deal_deck
from calculation_qt.solver import schedule
from calculation_qt.solver.probe import Probe

VARIANTS = [Variant("calculation"), Variant("sir-tommy"), Variant("calculation", 3), Variant("calculation", 4, True)]


def play_tops(piles, levels, want, seq) -> None:
    """The waste tops that fit go home (compact state, changed in place)."""
    progress = True
    while progress:
        progress = False
        for j in range(len(piles)):
            if piles[j] and piles[j][-1] in want:
                k = want.index(piles[j][-1])
                piles[j] = piles[j][:-1]
                levels[k] += 1
                want[k] = seq[k][levels[k]]
                progress = True


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


def test_score_only_rollout_gives_the_lines_pile_choices():
    """The score-only rollout (C arrays) records the pile choices of the line-building
    rollout's line (what a nested level follows), and with alike foundations (Sir
    Tommy) the foundations in another order give the same score (the caches key the
    levels sorted): from positions reached by random play (some playable cards parked
    too), with each placement rule, 4 and 3 piles."""
    rng = random.Random(11)
    checked = 0
    for variant in (Variant("sir-tommy"), Variant("sir-tommy", 3), Variant("calculation")):
        for deal in range(1, 13):
            root = from_state(GameState.new(variant, deal_deck(deal)))
            for same in (0, 15):
                probe = Probe(root)
                probe.same_rank_score = same
                for _ in range(12):
                    piles, levels, i = _random_parking(probe, rng, 52, home=0.8)
                    score, line = probe.rollouts.rollout_ranks(piles, levels, i)
                    assert probe.rollouts.plan(piles, levels, i) == [target_of(m) for m in line if kind_of(m) == S2W]
                    if root.layout.alike:
                        assert probe.rollouts.score_ranks(piles, levels[::-1], i) == score
                    checked += 1
    assert checked == 3 * 12 * 2 * 12


def test_tiebreak_score_is_cards_home_then_the_piles():
    """With a tie-break, a rollout scores cards home * 64 + the tie-break of the piles
    its line ends with (a win exactly 52 * 64); the line-building rollout and the
    score-only one agree (score and pile choices)."""
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
                    assert probe.rollouts.score_ranks(piles, levels, i) == score
                    assert probe.rollouts.plan(piles, levels, i) == [target_of(m) for m in line if kind_of(m) == S2W]
                    checked += 1
    assert checked == 2 * 8 * 3 * 6
    assert 0 < wins < checked


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
