"""``Frozen`` and ``Record``: the engine's value classes, written out by hand.

A class lists its compared fields in ``_fields``; each of its instances is then equal to
another of the same class with equal fields, shows them in its ``repr``, and pickles
as its class called with them (``__reduce__``: its ``__init__`` runs again, and with it
any check or derived field).  A ``Frozen`` is also immutable and hashable; a ``Record``
is mutable and unhashable (``Game``, ``Session``).

They do what ``@dataclass(frozen=True, slots=True)`` and ``@dataclass(slots=True)``
did: ``dataclasses`` writes and compiles each class's methods when the module is
imported, about 0.45 ms a class, and the five value classes are imported by every
start of the window (docs/performance.md).  ``tests/engine/test_value_classes.py`` holds
the behaviour: equal by value, frozen, hashable or not, picklable.
"""

from __future__ import annotations


class Record:
    """Compared by the fields named in ``_fields``; mutable, so not hashable."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name in self._fields)

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__name__}({fields})"

    def __reduce__(self):
        return type(self), self._values()


class Frozen(Record):
    """A ``Record`` that cannot change once made (its ``__init__`` sets its slots
    through ``_init`` or ``object.__setattr__``), and so is hashable."""

    __slots__ = ()

    def __hash__(self) -> int:
        return hash(self._values())

    def _init(self, **values) -> None:
        """Set the slots ``values`` names, once, from ``__init__``."""
        for name, value in values.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is immutable: cannot set {name!r}")

    def __delattr__(self, name):
        raise AttributeError(f"{type(self).__name__} is immutable: cannot delete {name!r}")
