"""``python -m refdealer``: the same command line as the ``refdealer`` script."""

from __future__ import annotations

import sys

from refdealer.cli import main

sys.exit(main())
