"""The rating's and the quick advisor's decisions are those recorded in
``rating_decisions.json`` (see ``decisions.py``): a change under the rating that alters
one move on one deal fails here.  The compiled core replays the whole file; the
plain-Python fallback, about 30 times slower, the first deals of each variant."""

import pytest

from calculation_qt import core
from calculation_qt.engine import ALL_VARIANTS

from .decisions import advisor_digest, load, rating_digest, variant_id

RECORDED = load()
COMPILED = core.name() == "compiled"


@pytest.mark.parametrize("variant", ALL_VARIANTS, ids=variant_id)
def test_the_rating_plays_the_recorded_moves(variant):
    recorded = RECORDED["rating"][variant_id(variant)]
    deals = len(recorded) if COMPILED else 6
    played = [rating_digest(variant, d) for d in range(1, deals + 1)]
    assert played == recorded[:deals]


@pytest.mark.parametrize("variant", ALL_VARIANTS if COMPILED else ALL_VARIANTS[::4], ids=variant_id)
def test_the_quick_advisor_chooses_the_recorded_moves(variant):
    recorded = RECORDED["advisor"][variant_id(variant)]
    deals = len(recorded) if COMPILED else 1
    assert [advisor_digest(variant, d) for d in range(1, deals + 1)] == recorded[:deals]
