"""What a start asks of the window: ``--game``, ``--deal N``, ``--deck ID``.

At the program's start with no game in progress they are simply in effect (``main``).
Where a game is in progress (resumed at the start, or played in the running window a
second start hands its arguments to, see ``single_instance``), they are applied as the
window's own menus would: ``--deal N`` as Game > Deal by number, ``--game`` as
Game > Choose game, each asking first whether to abandon the game (the abandon guard;
"No" leaves it exactly as it was), ``--deck`` as the Settings dialog.
"""

from __future__ import annotations

from ...engine import Variant


def apply_argv(window, argv: list[str]) -> None:
    """A later start's own arguments (checked by that start already), in the running
    window; arguments it cannot read are left alone (the window never exits on them)."""
    from ...engine.deals import check_deal_number
    from .main import _variant_from, build_parser

    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        variant = _variant_from(args, window.settings.variant, parser)
        deal = None if args.deal is None else check_deal_number(int(args.deal))
    except (SystemExit, ValueError):
        return
    window.features.install_deferred()  # (within the start's first second: the features' settings too)
    if args.deck is not None and args.deck != window.settings.card_deck:
        new = window.settings.copy()
        new.card_deck = args.deck
        window.apply_settings(new)
    play(window, deal, variant, as_menu=True)


def wants_new_game(controller, deal: int | None, variant: Variant | None) -> bool:
    return deal is not None or (variant is not None and variant != controller.variant)


def play(window, deal: int | None, variant: Variant | None, as_menu: bool = False) -> bool:
    """Deal ``deal`` (None: a fresh one) of ``variant`` (None: the current game's), after
    asking where a game in progress would be abandoned; True if it was dealt.
    ``as_menu``: a rule change without a deal number goes through Game > Choose game
    (which keeps the choice in the settings); else it holds for this run, as at a start."""
    controller = window.controller
    if not wants_new_game(controller, deal, variant):
        return False
    window.finish_animations()
    if deal is None and as_menu:
        window.choose_variant(variant)
        return controller.variant == variant
    if deal is not None:
        if not window.features.may_abandon("number", deal):
            return False
    elif not window.features.may_abandon("rules", variant):
        return False
    if variant is not None:
        window.settings.set_variant(variant)  # (in memory: saved only if the player changes a setting)
    controller.new_deal(deal, variant or controller.variant)
    return True
