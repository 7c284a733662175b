"""The ``refdealer`` command line: one subcommand per job, each in its own module."""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
from collections.abc import Callable, Iterator, Sequence

from refdealer import commands as command_modules

AddCommands = Callable[["argparse._SubParsersAction[argparse.ArgumentParser]"], None]


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="refdealer",
        description="Rules-conformance suite and irregularity simulator for Texas Hold'em.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands.required = True
    # Each command module adds its own subparsers and sets ``handler``.
    for add_commands in _command_adders():
        add_commands(commands)
    return parser


def _command_adders() -> Iterator[AddCommands]:
    """The ``add_commands`` function of each module of :mod:`refdealer.commands`, by name:
    a new subcommand is a new module there."""
    for found in pkgutil.iter_modules(command_modules.__path__):
        module = importlib.import_module(f"{command_modules.__name__}.{found.name}")
        add_commands: AddCommands | None = getattr(module, "add_commands", None)
        if add_commands is not None:
            yield add_commands


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; the return value is the process exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    handler = args.handler
    try:
        status: int = handler(args)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (``refdealer rules | head``): stop quietly, as other tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    return status


if __name__ == "__main__":
    sys.exit(main())
