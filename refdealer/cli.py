"""The ``refdealer`` command line: one subcommand per job, each in its own module."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from refdealer.commands.certify import add_certify_command
from refdealer.commands.classroom import add_classroom_command
from refdealer.commands.fuzz import add_fuzz_command
from refdealer.commands.mutants import add_mutant_command
from refdealer.commands.replay import add_phh_commands
from refdealer.commands.rules import add_rule_commands
from refdealer.commands.serve import add_serve_command
from refdealer.commands.training import add_training_commands
from refdealer.commands.validate import add_scenario_commands
from refdealer.commands.walk import add_walk_commands


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="refdealer",
        description="Rules-conformance suite and irregularity simulator for Texas Hold'em.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands.required = True
    # Each command module adds its own subparser and sets ``handler``.
    add_certify_command(commands)
    add_fuzz_command(commands)
    add_scenario_commands(commands)
    add_rule_commands(commands)
    add_serve_command(commands)
    add_phh_commands(commands)
    add_walk_commands(commands)
    add_training_commands(commands)
    add_classroom_command(commands)
    add_mutant_command(commands)
    return parser


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
