"""The advisor's test budgets on the two cores.

The plain-Python fallback plays the advisor many times slower than the compiled core.
CI runs the chance's and the review's tests on both; on the plain-Python core
(``CALCULATION_QT_CORE=python``) they play the same code with fewer samples, fewer
hindsight orders and shorter games, while the compiled run (README's test command)
keeps the full budgets.
"""

from calculation_qt import core
from calculation_qt.rating import players  # noqa: F401 (imported first: it chooses the core)

PLAIN = core.name() == "python"

# the "advisor" player's settings overridden on the plain-Python core (its 100 orders)
LIGHTER = {"hindsight": 4} if PLAIN else {}


def budget(compiled: int, plain: int) -> int:
    """``compiled`` on the compiled core, ``plain`` on the plain-Python one."""
    return plain if PLAIN else compiled
