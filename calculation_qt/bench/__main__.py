"""python -m calculation_qt.bench engine|rating|chance|solver|ui|storage|core|decks|soak ... (see docs/cli.md)."""

from __future__ import annotations

import importlib

from ..cli_common import ToolParser, run_tool, tool_name

# sub-command -> module (imported only when that command runs)
COMMANDS = {
    "engine": "calculation_qt.bench.engine_bench",
    "rating": "calculation_qt.bench.rating_bench",
    "chance": "calculation_qt.bench.chance_bench",
    "solver": "calculation_qt.bench.solver_bench",
    "ui": "calculation_qt.bench.ui_bench",
    "storage": "calculation_qt.bench.storage_bench",
    "core": "calculation_qt.bench.core_bench",
    "decks": "calculation_qt.bench.deck_bench",
    "soak": "calculation_qt.bench.soak_bench",
}


def main(argv=None) -> int:
    parser = ToolParser(prog=tool_name("calculation_qt.bench"), description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    modules = {}
    for name, module_name in COMMANDS.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as e:
            if e.name != module_name:
                raise
            continue
        modules[name] = module
        # (argparse %-formats a sub-command's help, not its description: "95 % CI")
        module.add_arguments(sub.add_parser(name, help=module.HELP.replace("%", "%%"), description=module.HELP))
    args = parser.parse_args(argv)
    return modules[args.command].run(args)


def console_main() -> None:
    run_tool(main, "calculation_qt.bench")


if __name__ == "__main__":
    console_main()
