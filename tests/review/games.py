"""Recorded games for the review tests (inputs; the tests derive every expected figure)."""

from calculation_qt.engine import Variant, deal_deck, parse_moves

CALCULATION = Variant("calculation", 4, False)

# Calculation deal 4 as the rating played it (click-to-play's choices): blocked after 65 moves.
LOST_DEAL = 4
LOST_MOVES = parse_moves("s>w1 s>w1 s>f3 w1>f3 s>f2 s>w2 s>w3 s>w3 s>w4 s>f3 s>w4 s>w1 s>w2 s>w2 s>w3 s>w2 s>w4 s>w1 s>f4 s>w1 s>f4 w2>f4 s>w3 s>w1 s>w2 s>w1 s>w2 s>w2 s>w4 s>f2 w1>f2 w4>f2 s>f3 w3>f3 s>w1 s>w2 s>w3 s>w3 s>f3 w4>f3 s>w1 s>f1 w3>f1 w3>f1 w1>f1 w1>f1 s>w1 s>w2 s>w3 s>w1 s>w1 s>w3 w3>f3 s>f4 w1>f4 s>w3 w3>f1 s>w3 s>f2 s>f1 w4>f1 w2>f1 w3>f1 s>f1 w2>f1")


def lost_game():
    return CALCULATION, deal_deck(LOST_DEAL), LOST_MOVES


# Calculation deal 3 as the rating played it: won in 75 moves.
RATING_WON_DEAL = 3
RATING_WON_MOVES = parse_moves("s>f2 s>w1 s>w2 s>w1 s>w2 s>w2 s>f4 w1>f4 s>w3 s>w4 s>w1 s>f1 s>f4 w2>f4 w2>f4 s>w4 s>w2 s>f2 s>w3 s>w3 s>w1 s>w3 s>w2 s>f4 s>f2 w4>f2 s>f4 w4>f4 w3>f4 s>f2 w3>f2 s>f2 s>w3 s>f3 w1>f3 w1>f3 s>f2 w2>f2 s>f4 s>f2 w3>f2 s>w2 s>f4 s>f2 s>w3 s>w2 s>w3 s>w1 s>w1 s>w4 s>w4 s>w3 s>f4 s>w1 s>f3 w2>f3 s>w2 s>f3 w3>f3 w4>f3 w2>f3 w1>f3 s>f3 s>f1 w3>f1 w2>f1 w3>f1 w2>f1 w1>f1 w2>f3 w4>f1 w1>f1 w3>f1 w1>f1 w3>f1")


# Calculation deal 4 as played by the review's own estimator (the best move at every
# position, 32 samples, seed 1): won in 80 moves.
FAIR_WON_DEAL = 4
FAIR_WON_MOVES = parse_moves("s>w1 s>w2 s>f3 w2>f3 s>f2 s>w1 s>w1 s>w2 s>w1 s>f3 s>w3 s>w2 s>w1 s>w2 s>w3 s>w1 s>w3 s>w4 s>f4 s>w4 s>f4 w1>f4 s>w2 s>w1 s>w1 s>w1 s>w4 s>w3 s>w3 s>f2 w1>f2 s>f1 s>w1 w3>f2 s>w3 s>w4 s>f1 s>w1 s>w3 s>f3 w3>f3 s>w1 w4>f1 w2>f1 s>w3 s>w1 s>f1 s>w1 s>w1 s>f1 s>f4 s>f4 s>f2 w1>f2 s>f3 w1>f3 w1>f2 w1>f4 w1>f1 w1>f4 w1>f3 w1>f1 w1>f1 w1>f1 w2>f3 w2>f3 w2>f2 w3>f4 w1>f4 w1>f3 w1>f2 w3>f3 w3>f2 w3>f2 w3>f4 w3>f4 w4>f2 w4>f4 s>f1 w4>f1")
