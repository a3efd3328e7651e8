"""bench decks: every installed SVG card deck drawn whole, and a drag step with one.

For each deck that ``calculation-qt --list-decks`` offers beyond the program's own
faces (found in the XDG data folders, see ``ui/cards/decks.py``): the CPU time to read
and parse it (``load``), to measure its corner index on its 52 rendered cards
(``measure``), and to render a whole game into the table's pixmap cache, the 52 faces
and the back, at the card widths the table has in windows of 1600x1000 and 640x480
(``render``), with the index's height and the fan step it gives.  Then one drag step
on the table (``drag_bench.measure_drag_step``) with an SVG deck's cards: CPU time of
the GUI thread per step (load-independent) and wall time.  Times are CPU seconds of
this process, so other processes on the machine hardly change them.
"""

from __future__ import annotations

import json
import time

from ..cli_common import UsageError, count_type, shorten

HELP = "render every installed SVG card deck and time a drag step with one"
WINDOWS = ((1600, 1000), (640, 480))


def add_arguments(parser) -> None:
    parser.add_argument("--deck", action="append", metavar="ID",
                        help="only this deck (again for more; default: every installed deck)")
    parser.add_argument("--drag-deck", metavar="ID", default="kde-standard",
                        help="the deck of the drag step (default kde-standard, else the first deck)")
    parser.add_argument("--steps", type=count_type(), default=300, help="drag steps to time (default 300)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def card_widths(step: float) -> list[int]:
    """The card's width in pixels on tables with fan step ``step`` in the ``WINDOWS``
    (the view's scale: the window over the table, keeping its aspect)."""
    from ..ui.layout import CARD_W, TableLayout

    widths = []
    for w, h in WINDOWS:
        layout = TableLayout(4, step, 0, w / h)
        widths.append(max(8, round(CARD_W * min(w / layout.width, h / layout.height))))
    return widths


def bench_deck(deck) -> dict:
    """Load, measure and render one deck; CPU seconds of each part."""
    from ..engine import Card
    from ..ui.cards.card_art import CardPixmaps
    from ..ui.cards.svg_deck import SvgDeck
    from ..ui.layout import CARD_W

    cpu = time.process_time
    t0 = cpu()
    svg = SvgDeck.load(deck, measure=False)
    t1 = cpu()
    svg.index_bottom = svg.measure_index()
    t2 = cpu()
    pixmaps = CardPixmaps()
    pixmaps.set_deck(deck.id, svg)
    step = pixmaps.index_step()
    widths = card_widths(step)
    cards = [Card(rank, suit) for suit in "SHDC" for rank in range(1, 14)] + [None]
    for width in widths:
        for card in cards:
            pixmaps.get(card, width / CARD_W, 1.0)
    t3 = cpu()
    return {"id": deck.id, "load_s": round(t1 - t0, 3), "measure_s": round(t2 - t1, 3),
            "render_s": round(t3 - t2, 3), "pictures": pixmaps.renders, "card_widths": widths,
            "index": round(svg.index_bottom, 1), "fan_step": round(step, 1), "own_back": svg.has_back}


def measure_drag(deck_id: str, steps: int) -> dict:
    from ..ui.cards.card_art import PIXMAPS
    from ..ui.cards.svg_deck import load_deck
    from .drag_bench import measure_drag_step

    PIXMAPS.set_deck(deck_id, load_deck(deck_id))
    try:
        result = measure_drag_step(steps=steps)
    finally:
        PIXMAPS.set_deck("standard")
    result["deck"] = deck_id
    return result


def _check_asked(asked: list[str], usable: list) -> None:
    """UsageError (exit 2) for a ``--deck`` that is not installed, or installed but not
    drawable (the line above it says why it was left out)."""
    from ..ui.cards.decks import find_decks

    installed = {d.id for d in find_decks()}
    drawable = {d.id for d in usable}
    for deck_id in asked:
        if deck_id not in installed:
            raise UsageError(f"--deck {shorten(deck_id)}: no card deck of that id is installed "
                             "(calculation-qt --list-decks lists them)")
        if deck_id not in drawable:
            raise UsageError(f"--deck {shorten(deck_id)}: that card deck cannot be drawn (said above)")


def run(args) -> int:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from ..ui.cards.svg_deck import usable_decks

    QApplication.instance() or QApplication([])
    usable = usable_decks()
    if args.deck:
        _check_asked(args.deck, usable)
    decks = [d for d in usable if not args.deck or d.id in args.deck]
    if not decks:
        print("bench decks: no SVG card deck is installed (Debian: kdegames-card-data-kf5, gnome-cards-data)")
        return 1
    rows = []
    for deck in decks:
        row = bench_deck(deck)
        rows.append(row)
        if not args.json:
            print(f"{row['id']:32s} load {row['load_s']:6.3f} s  measure {row['measure_s']:6.3f} s  "
                  f"render {row['render_s']:6.3f} s ({row['pictures']} pictures at {row['card_widths']} px)  "
                  f"index {row['index']:5.1f}  fan step {row['fan_step']:5.1f}", flush=True)
    ids = [d.id for d in decks]
    drag = measure_drag(args.drag_deck if args.drag_deck in ids else ids[0], args.steps)
    total = {k: round(sum(r[k] for r in rows), 2) for k in ("load_s", "measure_s", "render_s")}
    if args.json:
        print(json.dumps({"decks": rows, "total_cpu_s": total, "drag": drag}, indent=1))
    else:
        print(f"{len(rows)} decks, CPU seconds in all: {total}")
        print(f"drag step with {drag['deck']}: CPU {drag['step_cpu_ms']['mean']:.2f} ms mean, "
              f"{drag['step_cpu_ms']['p95']:.2f} ms p95; wall {drag['step_ms']['median']:.2f} ms median "
              f"({drag['steps']} steps, {drag['pixmap_renders']} pictures rendered while dragging, "
              f"{drag['platform']})")
    return 0
