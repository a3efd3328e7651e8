"""The start's own reading of plain command lines agrees with argparse's."""

from __future__ import annotations

import itertools
import random

import pytest

from calculation_qt.app.main import build_parser, parse_plain

PIECES = [["--deal", "1"], ["--deal=18446744073709551615"], ["--deal", "abc"], ["--deal="],
          ["--game", "sir-tommy"], ["--game=strategy"], ["--game", "calculation"],
          ["--waste-piles", "3"], ["--waste-piles=4"], ["--no-bases"], ["--smoke"]]


def plain_lines():
    yield []
    for n in (1, 2, 3):
        for combo in itertools.permutations(PIECES, n):
            yield [arg for piece in combo for arg in piece]
    rng = random.Random(5)
    for _ in range(300):  # repeated options: the last one counts, as in argparse
        yield [arg for piece in rng.choices(PIECES, k=rng.randint(1, 6)) for arg in piece]


def test_plain_lines_read_as_argparse_reads_them():
    parser = build_parser()
    count = 0
    for argv in plain_lines():
        fast = parse_plain(argv)
        assert fast is not None, argv
        assert vars(fast) == vars(parser.parse_args(argv)), argv
        count += 1
    assert count > 1000


@pytest.mark.parametrize("argv", [
    ["--help"], ["-h"], ["--version"], ["--gam", "calculation"], ["--game", "klondike"], ["--game"],
    ["--waste-piles", "5"], ["--waste-piles", "03"], ["--waste-piles"], ["--deal"], ["--deal", "-1"],
    ["--no-bases=1"], ["extra"], ["--deal", "1", "--"], ["-x"], ["--smoke", "--sm"],
])
def test_everything_else_is_left_to_argparse(argv):
    assert parse_plain(argv) is None


def test_a_huge_deal_number_is_shortened_in_the_error_line(capsys):
    from calculation_qt.app import main as app_main

    with pytest.raises(SystemExit) as exit_info:
        app_main.main(["--deal", "9" * 100_000])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2 and "100,000 characters" in err and len(err) < 600
