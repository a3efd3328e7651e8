"""Running a benchmark's deals: in this process, in a local process pool (``--jobs``) or
on a dask.distributed cluster (``--dask ADDRESS``, ``--dask local``), and resuming an
interrupted run from its output file (``--out FILE``).

Each deal is one task, a plain function of picklable arguments that returns a
JSON-able dict holding its ``deal``.  The summary a benchmark prints is computed from
those dicts alone, so the three ways to run give the same JSON for the same deals.

The output file is JSON Lines: a header ``{"bench": ..., "params": ...}``, then one line
a finished deal, flushed as it comes.  Started again with the same ``--out``, a run
reads the deals already there (a truncated last line from a kill is dropped), checks
that the file was made with the same parameters, and runs only the rest.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from ..cli_common import UsageError, shorten


def add_run_arguments(parser) -> None:
    """--jobs, --dask and --out, shared by the benchmarks that play many deals."""
    parser.add_argument("--jobs", type=int, default=1, help="worker processes on this machine (default 1)")
    parser.add_argument("--dask", metavar="ADDRESS", default=None,
                        help="run the deals on a dask.distributed scheduler at ADDRESS (host:port), or on a "
                             "LocalCluster started here with 'local' (needs: pip install .[cluster])")
    parser.add_argument("--out", metavar="FILE", default=None,
                        help="write each finished deal to FILE (JSON Lines); run again with the same FILE "
                             "to resume an interrupted run")


def check_run_arguments(args) -> None:
    if not 1 <= args.jobs <= 64:
        raise UsageError("--jobs must be at least 1 and at most 64")
    if args.dask is not None and args.jobs != 1:
        raise UsageError("--dask and --jobs exclude each other (the cluster has its own workers)")
    if args.dask is not None and not args.dask.strip():
        raise UsageError("--dask needs an address (host:port) or 'local'")


class Record:
    """The output file of a run: its header and the deals finished so far."""

    def __init__(self, path: str | None, bench: str, params: dict):
        self.path = Path(path) if path else None
        self.header = {"bench": bench, "params": params}
        self.done: dict[int, dict] = {}
        self.added = 0  # deals run by this process (not read back from the file)
        self._file = None
        if self.path is not None:
            self._load()

    def _load(self) -> None:
        path = self.path
        if path.exists() and not path.is_file():
            raise UsageError(f"--out {shorten(str(path))} is not a regular file")
        lines = []
        if path.exists():
            try:
                lines = path.read_text(encoding="utf-8").splitlines()
            except (OSError, UnicodeDecodeError) as e:
                raise UsageError(f"--out {shorten(str(path))} cannot be read: {e}") from None
        if lines:
            try:
                header = json.loads(lines[0])
            except ValueError:
                header = None
            if header != self.header:
                raise UsageError(f"--out {shorten(str(path))} holds another run (its first line differs from "
                                 "this run's parameters); give a new file")
            for number, line in enumerate(lines[1:], start=2):
                try:
                    row = json.loads(line)
                    self.done[int(row["deal"])] = row
                except (ValueError, TypeError, KeyError):
                    if number != len(lines):  # only a last line cut short by a kill is expected
                        raise UsageError(f"--out {shorten(str(path))}: line {number} is damaged") from None
        try:
            self._file = open(path, "w", encoding="utf-8")  # rewritten whole: drops a cut-off last line
        except OSError as e:
            raise UsageError(f"--out {shorten(str(path))} cannot be written: {e.strerror}") from None
        self._write(self.header)
        for row in self.done.values():
            self._write(row)

    def _write(self, row: dict) -> None:
        """One line, flushed; a write refused midway (a full disk) ends the run with a
        usage error: the lines already written stay, so the run resumes from them."""
        try:
            self._file.write(json.dumps(row, sort_keys=True) + "\n")
            self._file.flush()
        except OSError as e:
            raise UsageError(f"--out {shorten(str(self.path))} cannot be written: {e.strerror}") from None

    def add(self, row: dict) -> None:
        self.done[int(row["deal"])] = row
        self.added += 1
        if self._file is not None:
            self._write(row)

    def close(self) -> None:
        if self._file is not None:
            try:
                self._file.close()
            except OSError:  # (what a refused write left in the buffer: told by _write already)
                pass
            self._file = None


def _local(func: Callable, tasks: list, jobs: int) -> Iterator[dict]:
    if jobs <= 1:
        yield from map(func, tasks)
        return
    from ..workers import die_with_parent

    with ProcessPoolExecutor(max_workers=jobs, initializer=die_with_parent, initargs=(os.getpid(),)) as pool:
        yield from pool.map(func, tasks, chunksize=1)


def _on_dask(func: Callable, tasks: list, address: str) -> Iterator[dict]:
    try:
        from dask.distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise UsageError("--dask needs dask.distributed: pip install .[cluster]") from None
    cluster = None
    try:
        if address.strip().lower() == "local":
            cluster = LocalCluster(n_workers=os.cpu_count() or 1, threads_per_worker=1, processes=True,
                                   dashboard_address=None)
            client = Client(cluster)
        else:
            client = Client(address, timeout=30)
    except OSError as e:
        if cluster is not None:
            cluster.close()
        raise UsageError(f"--dask: no scheduler could be reached at {shorten(address)}: {e}") from None
    try:
        futures = client.map(func, tasks, pure=False)
        for future in as_completed(futures):
            yield future.result()
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def run_deals(func: Callable, tasks: Iterable, deal_of: Callable, args, record: Record,
              on_row: Callable[[dict], None] | None = None) -> list[dict]:
    """Every task's row, in deal order: those ``record`` already holds, and the others
    run locally or on dask as ``args`` says (each one written to ``record`` as it ends)."""
    todo = [t for t in tasks if deal_of(t) not in record.done]
    rows = _on_dask(func, todo, args.dask) if args.dask is not None else _local(func, todo, args.jobs)
    try:
        for row in rows:
            record.add(row)
            if on_row is not None:
                on_row(row)
    finally:
        record.close()
    wanted = [deal_of(t) for t in tasks]
    return [record.done[d] for d in wanted]
