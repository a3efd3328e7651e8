"""A long session does not hold more memory with every game: what the solver proved is
bounded, and the soak benchmark (``bench soak``) plays and reports."""

from calculation_qt.app.services import solver_service
from calculation_qt.app.shell.main_window import MainWindow
from calculation_qt.bench import soak_bench
from calculation_qt.engine import Game, Variant, deal_deck
from calculation_qt.solver import solve


def test_what_the_solver_proved_is_bounded(qtbot, monkeypatch):
    monkeypatch.setattr(solver_service, "PROVED_LIMIT", 300)
    window = MainWindow()
    qtbot.addWidget(window)
    service = window.solver
    proved = []
    for deal in range(1, 40):  # winning lines of many games, as Hint remembers them
        state = Game(Variant(), deal_deck(deal), deal).state
        result = solve(state, max_nodes=20_000)
        service.remember(state, result)
        proved.append((state, result))
    assert len(service._next_move) <= 300 and len(service._lost) <= 300  # (39 lines: about 4,000 positions)
    state, result = next((s, r) for s, r in reversed(proved) if r.verdict == "won")
    assert service.proved_next_move(state) == result.moves[0]  # the newest line is kept whole
    window.close()


def test_the_soak_benchmark_plays_and_reports(qtbot):
    lines = []
    result = soak_bench.soak(games=3, every=2, report=lines.append)
    assert [row["games"] for row in result["rows"]] == [2, 3]
    assert all(row["rss_kb"] > 0 for row in result["rows"])
    assert lines[0].startswith("2 games: RSS ") and "KiB a game" in lines[1]
