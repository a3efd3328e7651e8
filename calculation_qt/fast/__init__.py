"""The one compact position everything that thinks works on (``position.py``), and
its bridge to the engine (``bridge.py``).  ``position.py`` is the hot code: it imports
nothing, so it can be compiled on its own (Cython's pure-Python mode or mypyc) and runs
as plain Python where it is not."""

from .bridge import engine_line, engine_move, from_state, internal_move, safe_foundation_moves, slot_map
from .position import NEVER, NONE, S2F, S2W, W2F, Layout, Position, play_tops

__all__ = [
    "NEVER", "NONE", "S2F", "S2W", "W2F", "Layout", "Position", "engine_line", "engine_move", "from_state",
    "internal_move", "play_tops", "safe_foundation_moves", "slot_map",
]
