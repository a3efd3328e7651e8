"""No code tells the games apart by name: only the game table (engine/games.py) knows
which game is which; everything else reads its entries (rules, options, texts).

The scan parses every module of the package and flags a comparison (``==``, ``!=``,
``in``, ``match``/``case``) with a game's id or title, and a dict keyed by them.
"""

from __future__ import annotations

import ast
from pathlib import Path

import calculation_qt
from calculation_qt.engine import GAME_TABLE

PACKAGE = Path(calculation_qt.__file__).parent
TABLE = PACKAGE / "engine" / "games.py"
NAMES = {spec.id for spec in GAME_TABLE} | {spec.title for spec in GAME_TABLE}


def _names_in(node: ast.AST) -> list[str]:
    """Game ids or titles written as literals in ``node`` (a constant or a collection of them)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if node.value in NAMES else []
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [name for element in node.elts for name in _names_in(element)]
    return []


def game_name_comparisons(source: str, filename: str = "<source>") -> list[str]:
    """``file:line: name`` for each place that compares with a game's name."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
        elif isinstance(node, ast.match_case):
            operands = [n.value for n in ast.walk(node.pattern) if isinstance(n, ast.MatchValue)]
        elif isinstance(node, ast.Dict):
            operands = [key for key in node.keys if key is not None]
        else:
            continue
        found += [f"{filename}:{node_line(node)}: {name!r}" for operand in operands for name in _names_in(operand)]
    return found


def node_line(node: ast.AST) -> int:
    return getattr(node, "lineno", None) or getattr(node.pattern, "lineno", 0)


def test_the_scan_finds_each_kind_of_comparison():
    snippet = """
if variant.game == "calculation": pass
if "Sir Tommy" != title: pass
ok = game in ("strategy", "poker")
match game:
    case "sir-tommy": pass
TITLES = {"calculation": 1}
fine = Variant("calculation", 4)  # naming a game to build one is no comparison
"""
    found = game_name_comparisons(snippet)
    assert [line.split(": ", 1)[1] for line in found] == [
        "'calculation'", "'Sir Tommy'", "'strategy'", "'sir-tommy'", "'calculation'"]


def test_no_module_outside_the_game_table_compares_a_game_name():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path != TABLE:
            found += game_name_comparisons(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE)))
    assert not found, "a game told apart by name outside engine/games.py:\n" + "\n".join(found)
