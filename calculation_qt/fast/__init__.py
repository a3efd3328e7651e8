"""The solver's compact position (``position.py``: the stock in known order, waste
piles as ``bytes``) and its bridge to the engine (``bridge.py``).  Everything else that
thinks, auto-finish included, runs on ``calculation_qt.core``."""

from .bridge import engine_line, engine_move, from_state, internal_move, slot_map
from .position import NEVER, NONE, S2F, S2W, W2F, Layout, Position, play_tops

__all__ = [
    "NEVER", "NONE", "S2F", "S2W", "W2F", "Layout", "Position", "engine_line", "engine_move", "from_state",
    "internal_move", "play_tops", "slot_map",
]
