"""The core's numbers are written once: ``codes.pxd`` (compiled) and ``codes.py`` (plain
Python) agree, as do the parking score's weights, and no module outside core/ declares
its own copy of them."""

import pathlib
import re

from calculation_qt.core import codes, placement

PACKAGE = pathlib.Path(codes.__file__).parent.parent


def _enum(pxd: str) -> dict:
    text = (PACKAGE / "core" / pxd).read_text(encoding="utf-8")
    return {name: int(value) for name, value in re.findall(r"^    ([A-Z_0-9]+) = (-?\d+)", text, re.M)}


def test_the_pxd_and_the_plain_module_agree():
    numbers = _enum("codes.pxd")
    assert numbers and all(getattr(codes, name) == value for name, value in numbers.items())
    assert _enum("placement.pxd") == {"EMPTY": placement.EMPTY, "BURY": placement.BURY}
    assert codes.kind_of(codes.move(codes.S2W, 5, 7)) == codes.S2W
    assert (codes.source_of(codes.move(codes.W2F, 5, 3)), codes.target_of(codes.move(codes.W2F, 5, 3))) == (5, 3)


def test_no_module_outside_core_declares_the_core_numbers():
    names = "|".join(_enum("codes.pxd"))
    declared = re.compile(rf"^({names}) = ", re.M)
    for path in PACKAGE.rglob("*.py"):
        if path.parent.name != "core":
            assert not declared.search(path.read_text(encoding="utf-8")), path
