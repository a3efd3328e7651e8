"""Benchmark commands: ``python -m calculation_qt.bench <what> ...``.

Each sub-command lives in its own module exposing ``HELP``, ``add_arguments(parser)``
and ``run(args) -> int``; ``__main__`` lists them in ``COMMANDS``.
"""
