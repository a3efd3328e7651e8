"""The one budget of a solve, shared by all its phases: nodes, a deadline, a cancel Event."""

from __future__ import annotations

import time


class Aborted(Exception):
    """The budget ran out or the search was cancelled (nothing was proved)."""


NODES_SPENT = "node budget spent"


class Budget:
    """Each searcher keeps its own node count and cap and calls ``check`` every few
    hundred nodes."""

    def __init__(self, max_nodes=None, deadline=None, cancel=None, clock=time.perf_counter):
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.cancel = cancel
        self.clock = clock
        self.searchers: list = []
        self.extra = 0  # nodes counted outside the searchers (SAT conflicts)

    def add(self, searcher):
        """Count ``searcher``'s nodes in this budget."""
        self.searchers.append(searcher)
        self.open_turn(searcher)
        return searcher

    @property
    def used(self) -> int:
        return self.extra + sum(s.nodes for s in self.searchers)

    @property
    def left(self) -> int | None:
        """Nodes left to the whole solve (None: no node budget)."""
        return None if self.max_nodes is None else self.max_nodes - self.used

    def open_turn(self, searcher, cap: int | None = None) -> None:
        """Let ``searcher`` run until the solve's nodes are spent or ``cap`` more of its own."""
        left = self.left
        limit = None if left is None else searcher.nodes + left
        if cap is not None:
            limit = searcher.nodes + cap if limit is None else min(limit, searcher.nodes + cap)
        searcher.max_nodes = limit

    def check(self, searcher) -> None:
        """Raise Aborted on a passed cap or deadline, or a cancel."""
        if searcher.max_nodes is not None and searcher.nodes > searcher.max_nodes:
            raise Aborted(NODES_SPENT)
        if self.deadline is not None and self.clock() > self.deadline:
            raise Aborted("time budget spent")
        if self.cancel is not None and self.cancel.is_set():
            raise Aborted("cancelled")

    def turn_ended(self, error: Aborted) -> bool:
        """True if ``error`` only ended a turn's own cap: the solve goes on."""
        return str(error) == NODES_SPENT and (self.max_nodes is None or self.used < self.max_nodes)
