"""The share of comments and docstrings in the bytes of the thinking layer's sources.

    python packaging/prose_share.py [FOLDER ...]

Counts every ``.py`` and ``.pxd`` file under calculation_qt/core, solver, rating and
review (or the folders named): a comment's bytes from its ``#`` to the line's end, a
docstring's bytes (a string standing alone as a statement) from quote to quote; prints
each folder's share and the whole's.
"""

from __future__ import annotations

import io
import pathlib
import sys
import tokenize

ROOT = pathlib.Path(__file__).resolve().parent.parent
FOLDERS = ("core", "solver", "rating", "review")


def prose_bytes(text: str) -> int:
    """Bytes of the comments and docstrings in Python (or .pxd) source ``text``."""
    prose = 0
    previous = tokenize.NEWLINE  # a string right after a statement's end stands alone
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.COMMENT:
            prose += len(tok.string.encode())
        elif tok.type == tokenize.STRING and previous in (tokenize.NEWLINE, tokenize.NL, tokenize.INDENT,
                                                         tokenize.DEDENT):
            prose += len(tok.string.encode())
        if tok.type not in (tokenize.COMMENT, tokenize.NL):
            previous = tok.type
    return prose


def share(folder: pathlib.Path) -> tuple[int, int]:
    """(prose bytes, all bytes) of the sources under ``folder``."""
    prose = total = 0
    for path in sorted(folder.rglob("*")):
        if path.suffix in (".py", ".pxd"):
            text = path.read_text(encoding="utf-8")
            prose += prose_bytes(text)
            total += len(text.encode())
    return prose, total


def main(argv: list[str]) -> None:
    names = argv or FOLDERS
    prose = total = 0
    for name in names:
        p, t = share(ROOT / "calculation_qt" / name)
        prose, total = prose + p, total + t
        print(f"{name}: {p / t:.1%} of {t} bytes")
    print(f"all: {prose / total:.1%} of {total} bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
