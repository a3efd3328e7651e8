"""Calculation: a patience game for people who like to think ahead."""

__version__ = "0.1.0"
APP_ID = "io.github.calculation_qt.Calculation"
