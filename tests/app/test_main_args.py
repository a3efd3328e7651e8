"""The calculation-qt command line (argparse): the documented options and their mistakes."""

from __future__ import annotations

import pytest

from calculation_qt.app.shell import main as app_main
from calculation_qt.app.shell.main import build_parser


@pytest.mark.parametrize("argv, expected", [
    ([], dict(game=None, waste_piles=None, no_bases=False, deal=None, smoke=False)),
    (["--deal", "1"], dict(deal="1")),
    (["--deal=18446744073709551615"], dict(deal="18446744073709551615")),
    (["--game", "sir-tommy", "--waste-piles", "3"], dict(game="sir-tommy", waste_piles=3)),
    (["--game=strategy", "--no-bases", "--smoke"], dict(game="strategy", no_bases=True, smoke=True)),
    (["--deal", "1", "--deal", "2"], dict(deal="2")),  # the last one counts
])
def test_documented_options(argv, expected):
    args = vars(build_parser().parse_args(argv))
    assert {k: args[k] for k in expected} == expected


@pytest.mark.parametrize("argv", [
    ["--game", "klondike"], ["--game"], ["--waste-piles", "5"], ["--waste-piles"], ["--deal"],
    ["--no-bases=1"], ["extra"], ["-x"],
])
def test_a_mistake_exits_2_with_a_message(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        app_main.main(argv)
    assert exit_info.value.code == 2 and "calculation-qt: error:" in capsys.readouterr().err


@pytest.mark.parametrize("deal", ["abc", "-1", "18446744073709551616"])
def test_an_unusable_deal_number_exits_2(deal, capsys):
    with pytest.raises(SystemExit) as exit_info:
        app_main.main(["--deal", deal])
    assert exit_info.value.code == 2 and "is not a whole number from 0 to 2^64-1" in capsys.readouterr().err


def test_a_huge_deal_number_is_shortened_in_the_error_line(capsys):
    with pytest.raises(SystemExit) as exit_info:
        app_main.main(["--deal", "9" * 100_000])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2 and "100,000 characters" in err and len(err) < 600


@pytest.mark.parametrize("option", ["--game", "--waste-piles"])
def test_a_huge_choice_is_shortened_in_the_error_line(option, capsys):
    with pytest.raises(SystemExit) as exit_info:
        app_main.main([option, "x" * 131_000])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2 and "131,000 characters" in err and len(err) < 1000


def test_qt_options_go_to_qt_and_ours_to_argparse():
    args, qt = app_main.parse_arguments(build_parser(), [
        "-style", "fusion", "-reverse", "--deal", "5", "-platform", "offscreen", "--style=windows",
        "-qwindowtitle", "Table"])
    assert args.deal == "5" and not args.smoke
    assert qt == ["-style", "fusion", "-reverse", "-platform", "offscreen", "--style", "windows",
                  "-qwindowtitle", "Table"]
    assert app_main.parse_arguments(build_parser(), ["--game", "strategy"])[1] == []


@pytest.mark.parametrize("argv", [["-style"], ["-reversed"], ["--bogus", "-reverse"]])
def test_what_is_neither_ours_nor_qts_is_still_a_mistake(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        app_main.main(argv)
    assert exit_info.value.code == 2 and "calculation-qt: error:" in capsys.readouterr().err


CHILD = """
import sys
from calculation_qt.bench import smoke
from calculation_qt.app.shell import main

def report(app, window, variant, deal):
    print(app.style().name(), app.layoutDirection().name, app.platformName())
    return 0

smoke.smoke = report
sys.exit(main.main(sys.argv[1:]))
"""


def test_qt_options_reach_qapplication(tmp_path):
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # -platform says it
    out = subprocess.run([sys.executable, "-c", CHILD, "-style", "fusion", "-reverse", "-platform", "offscreen",
                          "--smoke"], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["fusion", "RightToLeft", "offscreen"]


@pytest.mark.parametrize("name", ["no-such-platform", "x" * 100_000])
def test_an_unknown_platform_is_refused_shortly(name):
    """Qt would abort (exit 134) after echoing the argument and a page of advice."""
    import os
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "calculation_qt", "-platform", name], capture_output=True, text=True,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), timeout=60)
    assert done.returncode == 2
    last = done.stderr.splitlines()[-1]
    assert last.startswith("calculation-qt: error: -platform") and "no such platform plugin" in last
    assert "offscreen" in last and len(done.stderr) < 2000


def test_a_known_platform_is_passed_on():
    assert "offscreen" in app_main.platform_plugins([])


@pytest.mark.parametrize("argv", [[], ["--deal", "1"], ["--deal", "18446744073709551615"], ["--deal", "9" * 30]])
def test_a_plain_start_reads_its_command_line_as_argparse_does(argv):
    args, qt = app_main.parse_arguments(build_parser(), argv)
    assert vars(app_main.plain_arguments(argv)) == vars(args) and qt == []


@pytest.mark.parametrize("argv", [["--deal"], ["--deal", "-1"], ["--deal", "1", "--smoke"], ["--deal=1"],
                                  ["--deal", "１"], ["--game", "strategy"], ["-reverse"]])
def test_any_other_command_line_goes_to_argparse(argv):
    assert app_main.plain_arguments(argv) is None
