"""The advisor's hindsight judge: fair (blind to the stock order), deterministic for a
seed, bounded by its deadline, and joined to the advisor's playouts by adding shares."""

from calculation_qt.core.bridge import seen
from calculation_qt.rating.advisor import Advisor
from calculation_qt.rating.hindsight import Hindsight
from calculation_qt.rating.targets import to_move

from .test_advisor import OPEN, _shuffled, small

TARGETS = [4, 5, 6, 7]  # the four waste piles for the turned card


def test_the_shares_do_not_depend_on_the_stock_order():
    judge = Hindsight(samples=12, seed=2)
    a = judge.shares(seen(OPEN), TARGETS)
    b = judge.shares(seen(_shuffled(OPEN)), TARGETS)
    assert a == b
    shares, home = a
    assert len(shares) == len(home) == 4 and all(0 <= s <= 1 for s in shares)
    assert all(0 < h <= 52 for h in home)


def test_the_shares_are_deterministic_for_a_seed_and_rest_on_the_orders_played():
    b = seen(OPEN)
    assert Hindsight(samples=8, seed=5).shares(b, TARGETS) == Hindsight(samples=8, seed=5).shares(b, TARGETS)
    # a clock past the deadline at once: one order is played, so each share is 0 or 1
    shares, _ = Hindsight(samples=1000, clock=lambda: 10.0).shares(b, TARGETS, deadline=1.0)
    assert set(shares) <= {0.0, 1.0}


def test_the_advisor_adds_the_two_judges_shares():
    plain = small(seed=3).advise(OPEN)
    both = small(seed=3, hindsight=12).advise(OPEN)
    assert both.scores == plain.scores  # the playouts are the same
    judge = Hindsight(samples=12, seed=3)
    b = seen(OPEN)
    # (a target's share does not depend on the others judged beside it: one order a sample)
    targets = [t for t in range(8) if b.turned and str(to_move(b, -1, t)) in both.scores]
    assert len(targets) == len(both.scores) >= 2
    shares, _home = judge.shares(b, targets)
    total = {str(to_move(b, -1, t)): both.scores[str(to_move(b, -1, t))] + shares[i] for i, t in enumerate(targets)}
    assert total[str(both.move)] == max(total.values())
    assert OPEN.is_legal(both.move)


def test_a_cancelled_hindsight_is_cancelled():
    import pytest

    from calculation_qt.rating.advisor import Cancelled

    calls = []

    def cancel():  # set once the playouts are done and the hindsight has begun
        calls.append(1)
        return len(calls) > 3

    with pytest.raises(Cancelled):
        Advisor(seconds=None, samples=8, margin=1e9, hindsight=50, min_samples=100).advise(OPEN, cancel)
