"""End of game through the GUI: a whole deal dragged to a win (celebration and message),
and a blocked game offering Undo, Restart and New deal."""

from calculation_qt.engine import Game, Move, Variant, parse_move
from tests.engine.helpers import winning_deck, winning_moves

from .window_helpers import S, W, assert_table_matches, drag, make_window, pile_point, top_point


def test_whole_deal_played_to_a_win_with_the_mouse(qtbot):
    v = Variant("calculation", 4)
    deck, _ = winning_deck(v)
    w = make_window(qtbot, game=Game(v, tuple(deck)))
    c = w.controller
    won = []
    c.gameWon.connect(lambda: won.append(True))
    for text in winning_moves(v):
        m = parse_move(text)
        drag(w, top_point(w, m.source, m.source_index), pile_point(w, m.target, m.target_index))
    assert c.state.is_won and won == [True]
    assert c.game.position == 48
    assert w.banner.isVisible() and w.banner.kind == "won"
    assert "You won" in w.banner.label.text()
    assert w.scene.is_celebrating()
    # any input stops the celebration and the cards are all where the state says
    w.view.setFocus()
    drag(w, top_point(w, S), top_point(w, S))
    assert not w.scene.is_celebrating()
    assert_table_matches(w)
    w.banner.button("New deal").click()
    assert c.game.position == 0 and not w.banner.isVisible()
    assert_table_matches(w)


def test_sir_tommy_won_with_clicks(qtbot):
    v = Variant("sir-tommy", 3)
    deck, _ = winning_deck(v)
    w = make_window(qtbot, game=Game(v, tuple(deck)), autoplay=True)
    c = w.controller
    from .window_helpers import click

    while c.state.turned is not None:
        click(w, top_point(w, S))
    assert c.state.is_won
    assert w.banner.kind == "won"


def play_to_blocked(c):
    while c.state.stock:
        c.play(Move(S, 0, W, 0))
    while not c.state.is_over:
        c.play(c.state.legal_moves()[0])
    assert c.state.is_blocked


def test_blocked_game_offers_undo_restart_new(qtbot):
    w = make_window(qtbot)
    c = w.controller
    play_to_blocked(c)
    assert w.banner.isVisible() and w.banner.kind == "blocked"
    assert "Blocked" in w.banner.label.text()
    assert w.banner.button_titles() == ["Undo", "Restart", "New deal"]
    n = c.game.position
    w.banner.button("Undo").click()
    assert c.game.position == n - 1 and not w.banner.isVisible()
    w.menus.action_redo.trigger()
    assert w.banner.kind == "blocked"
    w.banner.button("Restart").click()
    assert c.game.position == 0 and not w.banner.isVisible()
    assert_table_matches(w)
    w.menus.action_redo.trigger()
    for _ in range(n - 1):
        c.redo()
    assert w.banner.kind == "blocked"
    deal = c.game.deal
    w.banner.button("New deal").click()
    assert c.game.position == 0 and (c.game.deal != deal)
    assert not w.banner.isVisible()
    assert_table_matches(w)


def test_banner_is_not_modal(qtbot):
    w = make_window(qtbot)
    play_to_blocked(w.controller)
    assert w.banner.isVisible()
    w.menus.action_undo.trigger()  # the window still takes commands
    assert not w.banner.isVisible()
