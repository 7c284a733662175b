"""``refdealer classroom``: the training classroom as a local web app (the ``classroom`` extra)."""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from pathlib import Path

PASSPHRASE_VARIABLE = "REFDEALER_CLASSROOM_PASSPHRASE"


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    classroom = commands.add_parser(
        "classroom",
        help="serve the training classroom in a browser: drills, exams, the trainer's pages",
        description="Serve a local web app where trainees take drills and exams (every "
        "question, the table and the book as in train) and the trainer, with the passphrase "
        f"set at start (${PASSPHRASE_VARIABLE}, or asked for), reads the class and exports "
        "CSV. Records are kept in DIR/classroom.sqlite3. Needs the classroom extra: pip "
        "install 'refdealer[classroom]'.",
    )
    classroom.add_argument("--data", metavar="DIR", required=True, help="where records are kept")
    classroom.add_argument(
        "--host", default="127.0.0.1",
        help="the address to listen on (default 127.0.0.1: this machine only)",
    )  # fmt: skip
    classroom.add_argument("--port", type=int, default=8765, help="default 8765")
    classroom.set_defaults(handler=run_classroom)


def run_classroom(args: argparse.Namespace) -> int:
    try:
        from werkzeug.serving import make_server

        from refdealer.classroom.app import create_app
    except ImportError:
        print(
            "refdealer classroom: needs Flask: pip install 'refdealer[classroom]'", file=sys.stderr
        )
        return 2
    from refdealer.walk.find import ScenarioNotFound, suite_scenarios

    passphrase = os.environ.get(PASSPHRASE_VARIABLE) or getpass.getpass("Trainer's passphrase: ")
    try:
        app = create_app(Path(args.data), passphrase, suite_scenarios())
    except (ValueError, OSError, ScenarioNotFound) as error:
        print(f"refdealer classroom: {error}", file=sys.stderr)
        return 2
    server = make_server(args.host, args.port, app, threaded=True)
    print(f"The classroom: http://{args.host}:{server.server_port}/ (Ctrl-C stops it)")
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        print("note: listening beyond this machine; anyone who can reach it can train")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("Stopped.")
    return 0
