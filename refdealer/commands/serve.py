"""``refdealer serve``: the reference dealer behind the process binding of the protocol.

It reads JSON-RPC requests from stdin and answers on stdout, one JSON object per line, until
end of input or ``shutdown``; logs go to stderr. Point a harness at it as at any engine:
``ProcessEngine(["refdealer", "serve"])``.
"""

from __future__ import annotations

import argparse
import io
import logging
import sys


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``serve [--profile NAME]``."""
    parser = commands.add_parser(
        "serve",
        help="run the reference dealer as an engine on stdin/stdout (JSON-RPC 2.0)",
        description=(
            "Run the reference dealer behind the process binding of the engine protocol: one"
            " JSON-RPC 2.0 request per line on stdin, one response per line on stdout, logs on"
            " stderr. Ends at end of input or on a 'shutdown' request."
        ),
    )
    parser.add_argument(
        "--profile",
        metavar="NAME",
        default=None,
        help="the rule book for setups that name none (default: the dealer's, rrop-cash)",
    )
    parser.set_defaults(handler=run_serve)


def run_serve(args: argparse.Namespace) -> int:
    """Serve the reference dealer on this process's stdin and stdout."""
    from refdealer.dealer import ReferenceDealer  # lazily: the other commands need not load it
    from refdealer.errors import DealerError
    from refdealer.protocol.server import serve

    logging.basicConfig(
        stream=sys.stderr,
        level=logging.WARNING,
        format="refdealer serve: %(levelname)s %(message)s",
    )
    try:
        dealer = ReferenceDealer() if args.profile is None else ReferenceDealer(args.profile)
    except DealerError as error:
        print(f"refdealer serve: {error}", file=sys.stderr)
        return 2
    # The protocol is UTF-8 whatever the locale says (answers are ASCII anyway).
    if isinstance(sys.stdin, io.TextIOWrapper):
        sys.stdin.reconfigure(encoding="utf-8", errors="replace")
    return serve(dealer, sys.stdin, sys.stdout)
