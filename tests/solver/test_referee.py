"""The solver's verdicts before the independent referee (``referee.py``): every won
line replays through the engine, and no lost verdict is contradicted by the
exhaustive search of the engine's own moves; the referee itself refuses a broken line
and a false loss."""

import pytest

from calculation_qt.engine import ALL_VARIANTS, GameState, deal_deck
from calculation_qt.solver import LOST, WON, SolveResult, solve

from .positions import late_position, shuffled_tail_deck
from .referee import exhaustive, judge, replays_to_win


@pytest.mark.parametrize("variant", ALL_VARIANTS, ids=lambda v: v.key)
def test_every_verdict_passes_the_referee(variant):
    """Deals, nearly sorted decks and late positions of every variant (from random play,
    and from a won line); on the late positions (short stock) the exhaustive search
    decides, and agrees."""
    verdicts = []
    for deal in range(1, 4):
        states = [GameState.new(variant, deal_deck(deal)), GameState.new(variant, shuffled_tail_deck(variant, deal))]
        for state in states:
            result = solve(state, max_nodes=20_000)
            assert judge(state, result) == "", (variant.key, deal, result.verdict)
        late = [late_position(variant, deal, 4, seed=seed) for seed in range(3)]
        if result.verdict == WON:  # a won position: where its line has 4 stock cards left
            state = states[-1]
            for move in result.moves:
                if state.stock_left <= 4:
                    break
                state = state.apply(move)
            late.append(state)
        for state in late:
            result = solve(state, max_nodes=20_000)
            assert judge(state, result) == "", (variant.key, deal, result.verdict)
            truth = exhaustive(state)
            assert truth is not None and result.verdict == (WON if truth else LOST), (variant.key, deal)
            verdicts.append(result.verdict)
    assert WON in verdicts and LOST in verdicts  # both kinds were checked


def _won_and_lost_late_positions(variant):
    won = lost = None
    for deal in range(1, 40):
        state = late_position(variant, deal, 5)
        truth = exhaustive(state)
        if truth and won is None:
            won = (state, truth)
        if truth == [] and lost is None:
            lost = state
        if won and lost:
            return won, lost
    raise AssertionError("no won and lost late positions found")


def test_the_referee_refuses_a_broken_line_and_a_false_loss():
    variant = ALL_VARIANTS[0]
    (state, line), lost = _won_and_lost_late_positions(variant)
    assert replays_to_win(state, line)
    assert not replays_to_win(state, line[:-1]) and not replays_to_win(state, line[1:])
    assert judge(state, SolveResult(WON, line)) == ""
    assert judge(state, SolveResult(WON, line[:-1])) != ""
    assert judge(state, SolveResult(LOST)) != ""  # a won position called lost
    assert judge(lost, SolveResult(LOST)) == ""
    assert judge(lost, SolveResult(WON, [])) != ""
