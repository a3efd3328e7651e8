"""A stand-in for the ``cython`` module, so that the hot modules written in Cython's
pure-Python mode run as plain Python where Cython is not installed (Cython is only a
build tool here: ``pip install .`` compiles those modules when a C compiler is there).

Each hot module starts with::

    try:
        import cython
    except ImportError:
        from .. import cython_shim as cython

Compiled, ``cython`` is Cython's own compile-time module; uncompiled, with Cython
installed, it is Cython's pure-Python shadow module; without Cython, this one.  Only
what those modules use is here: the C types (callable as casts, subscriptable for
fixed-size arrays), ``declare`` (a fixed-size array becomes a list of zeros) and the
decorators (which change nothing in plain Python).
"""

from __future__ import annotations

import builtins

compiled = False


class _ArrayType:
    __slots__ = ("size",)

    def __init__(self, size: int):
        self.size = size


class _Type:
    """A C type: ``cython.int(x)`` casts, ``cython.int[52]`` is an array type."""

    __slots__ = ("cast",)

    def __init__(self, cast):
        self.cast = cast

    def __call__(self, value):
        return self.cast(value)

    def __getitem__(self, size: int) -> _ArrayType:
        return _ArrayType(size)


int = _Type(builtins.int)  # noqa: A001 - the names are Cython's
longlong = _Type(builtins.int)
ulonglong = _Type(builtins.int)
double = _Type(builtins.float)
bint = _Type(builtins.bool)


def declare(kind, value=None):
    """A local of a C type: a fixed-size array starts as zeros (compiled, it starts
    undefined, so the hot modules always fill what they read)."""
    if isinstance(kind, _ArrayType):
        return [0] * kind.size
    return value


def _same(obj):
    return obj


cclass = cfunc = ccall = inline = final = _same


def locals(**_types):  # noqa: A001
    return _same


def boundscheck(_flag):
    return _same


def wraparound(_flag):
    return _same


def cdivision(_flag):
    return _same
