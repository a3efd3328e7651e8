"""Small SVG card decks written into a temporary XDG data folder, in both naming styles
(KDE: ``carddecks/svg-NAME/index.desktop`` + ``1_club``...; GNOME:
``aisleriot/cards/NAME.svg[z]`` + ``club_1``...)."""

from __future__ import annotations

import gzip
from pathlib import Path

from calculation_qt.ui.cards.decks import card_ids

CARD_W, CARD_H = 200, 280   # the decks' own units (the table's aspect, doubled)
INDEX_H = 0.30              # the index block ends at this fraction of the card's height


def deck_svg(style: str, skip: tuple[str, ...] = (), index_h: float = INDEX_H, back: bool = True,
             blank: tuple[str, ...] = (), suit_h: float = 0.0) -> bytes:
    """A deck of 52 white cards side by side, each with a black index block in its top
    left corner ``index_h`` of the card tall, a red block in its middle (a pip), and a
    back; the ids in ``skip`` are left out, those in ``blank`` are one dark block.
    ``suit_h``: a red suit block under the index, 0.045 of the height below it, ending
    at this fraction of the height (as GNOME's Ornamental deck sets its suit apart)."""
    parts = []
    ids = [i for i in card_ids(style) if i not in skip] + (["back"] if back else [])
    for n, eid in enumerate(ids):
        x = n * (CARD_W + 10)
        fill = "#204080" if eid == "back" else "#ffffff"
        if eid in blank:
            parts.append(f'<g id="{eid}"><rect x="{x}" y="0" width="{CARD_W}" height="{CARD_H}" fill="#333333"/></g>')
            continue
        parts.append(f'<g id="{eid}"><rect x="{x}" y="0" width="{CARD_W}" height="{CARD_H}" fill="{fill}"/>'
                     f'<rect x="{x + 10}" y="10" width="20" height="{CARD_H * index_h - 10:.1f}" fill="#000000"/>'
                     + (f'<rect x="{x + 10}" y="{CARD_H * (index_h + 0.045):.1f}" width="20" '
                        f'height="{CARD_H * (suit_h - index_h - 0.045):.1f}" fill="#cc0000"/>' if suit_h else "")
                     + f'<rect x="{x + 80}" y="{CARD_H * 0.6}" width="40" height="40" fill="#cc0000"/></g>')
    width = len(ids) * (CARD_W + 10)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{CARD_H}" '
            f'viewBox="0 0 {width} {CARD_H}">{"".join(parts)}</svg>').encode()


def write_kde(data_dir: Path, name: str, svg: bytes | None = None, names: dict | None = None,
              zipped: bool = True) -> Path:
    folder = data_dir / "carddecks" / f"svg-{name}"
    folder.mkdir(parents=True, exist_ok=True)
    file_name = f"{name}.svgz" if zipped else f"{name}.svg"
    lines = ["[KDE Backdeck]"] + [f"Name{'' if k == '' else f'[{k}]'}={v}"
                                 for k, v in (names or {"": name.title()}).items()] + [f"SVG={file_name}"]
    (folder / "index.desktop").write_text("\n".join(lines) + "\n", encoding="utf-8")
    svg = deck_svg("kde") if svg is None else svg
    path = folder / file_name
    path.write_bytes(gzip.compress(svg) if zipped else svg)
    return path


def write_gnome(data_dir: Path, name: str, svg: bytes | None = None, zipped: bool = False) -> Path:
    folder = data_dir / "aisleriot" / "cards"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (f"{name}.svgz" if zipped else f"{name}.svg")
    svg = deck_svg("gnome") if svg is None else svg
    path.write_bytes(gzip.compress(svg) if zipped else svg)
    return path
