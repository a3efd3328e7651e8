import datetime

import pytest

from calculation_qt.engine import ALL_CARDS, Card, NotationError, daily_deal_numbers, deal_deck, format_deck, parse_deck
from calculation_qt.engine.deals import SplitMix64

DEAL_1 = (
    "5C 3S 5S 9H 6S JC 6C 5D QC 3D 5H 7H AD 4D TS 8D 9S 8H AH 4H QS 4S TD 9C KS KH "
    "6D QD 3C JD 2H 2D TC 2S 7D KC 8C KD TH 7S 6H 4C JH AS AC 7C 2C 3H 8S JS 9D QH"
)
DEAL_2026 = (
    "9H TD 5S JC 6H 7D 2C 6S 4H QC 4D 4C 6D 4S JD QH 8D TC KS KC 5D JH 7H AS TS 5C "
    "3S 9C 5H KH KD 2S 8S AC AD AH QD 6C JS 9S 8C QS 2H 7S TH 2D 8H 3H 3D 9D 3C 7C"
)


def test_pinned_check_values():
    assert format_deck(deal_deck(1)) == DEAL_1
    assert format_deck(deal_deck(2026)) == DEAL_2026


def test_splitmix64_reference_value():
    # the first output of SplitMix64 seeded with 0 (the reference implementation's)
    assert SplitMix64(0).next() == 0xE220A8397B1DCDAF


def test_deal_bounds():
    assert len(set(deal_deck(0))) == 52
    assert len(set(deal_deck(2**64 - 1))) == 52
    for bad in (-1, 2**64, 1.5, "3", True):
        with pytest.raises(NotationError):
            deal_deck(bad)


def test_card_codes_round_trip():
    assert len(ALL_CARDS) == 52
    for card in ALL_CARDS:
        assert Card.parse(card.code) == card
        assert str(card) == card.code
    assert Card.parse("10h") == Card(10, "H")
    assert Card.parse("KD").rank == 13


@pytest.mark.parametrize("text", ["", "XX", "1S", "KX", "AS ", "K", None])
def test_bad_card_codes(text):
    if text == "AS ":
        assert Card.parse(text) == Card(1, "S")
        return
    with pytest.raises(NotationError):
        Card.parse(text)


def test_deck_errors_say_what_and_where():
    codes = DEAL_1.split()
    bad = list(codes)
    bad[16] = "XX"
    with pytest.raises(NotationError, match=r"card 17 'XX' is not a card code"):
        parse_deck(" ".join(bad))
    dup = list(codes)
    dup[5] = dup[0]
    with pytest.raises(NotationError, match=r"card 6 '5C' repeats card 1"):
        parse_deck(dup)
    with pytest.raises(NotationError, match=r"has 51 cards.*missing QH"):
        parse_deck(codes[:-1])
    with pytest.raises(NotationError, match="repeats"):
        parse_deck(" ".join(codes) + " 10S")
    with pytest.raises(NotationError):
        parse_deck(42)
    assert parse_deck(codes) == deal_deck(1)


def test_daily_numbering():
    numbers = daily_deal_numbers(datetime.date(2026, 11, 30), 21)
    assert next(numbers) == (20261130 * 100 + 21) * 1000
    assert next(numbers) == (20261130 * 100 + 21) * 1000 + 1


def test_a_daily_candidate_number_gives_back_its_date():
    import itertools

    from calculation_qt.engine.deals import daily_deal_date

    day = datetime.date(2026, 12, 2)
    for n in itertools.islice(daily_deal_numbers(day, 22), 3):
        assert daily_deal_date(n) == day
    assert daily_deal_date(123456789) is None  # not a date: an ordinary deal number
