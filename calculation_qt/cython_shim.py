"""A stand-in for the ``cython`` module, so that the hot modules written in Cython's
pure-Python mode run as plain Python where Cython is not installed (Cython is only a
build tool here: ``pip install .`` compiles those modules when a C compiler is there).

Each hot module starts with ``import cython``.  Compiled, that is Cython's compile-time
module (it leaves no import behind); as plain Python, the finder that
``calculation_qt.core.install()`` puts first for the fallback answers it with this
module, whether or not Cython is installed (Cython's own pure-Python shadow module is
far slower).  Only what those modules use is here: the C types (callable as casts,
subscriptable for fixed-size arrays), ``declare`` (a fixed-size array becomes a list of
zeros) and the decorators (which change nothing in plain Python).
"""

from __future__ import annotations

import builtins
import functools
import operator

compiled = False


class _Type(dict):
    """A C type: ``cython.int(x)`` casts; ``cython.int[52]`` makes an array of 52 zeros
    when declared.  (The hot functions declare their arrays on every call, so this is
    all C: a dict look-up, then ``declare`` calls a partial of ``operator.mul``.)"""

    __slots__ = ("cast",)

    def __init__(self, cast):
        super().__init__()
        self.cast = cast

    def __call__(self, value=0):
        return self.cast(value)

    def __missing__(self, size: int):
        maker = self[size] = functools.partial(operator.mul, [0], size)
        return maker


int = _Type(builtins.int)  # noqa: A001 - the names are Cython's
longlong = _Type(builtins.int)
ulonglong = _Type(builtins.int)
double = _Type(builtins.float)
bint = _Type(builtins.bool)
void = p_int = p_double = None  # no value, pointer types: only named in declarations (``locals``)


def _call(kind, *value):
    return kind(*value)


# declare(kind[, value]): a local of a C type (kind(value)); a fixed-size array starts as
# zeros (compiled, it starts undefined, so the hot modules always fill what they read)
declare = getattr(operator, "call", _call)  # operator.call: Python 3.11+


def _same(obj):
    return obj


cclass = cfunc = ccall = inline = final = _same


def locals(**_types):  # noqa: A001
    return _same


def exceptval(_value=None, *, check=True):
    return _same


def boundscheck(_flag):
    return _same


def wraparound(_flag):
    return _same


def cdivision(_flag):
    return _same
