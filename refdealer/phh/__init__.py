"""Recorded hands in the PHH format (phh.readthedocs.io): read, replay on any engine, export.

* :func:`read_file` / :func:`read_text` / :func:`read_paths`: ``.phh`` and ``.phhs`` files
  into :class:`HandRecord` values (malformed input is a :class:`PHHError` naming the file,
  the hand and the action);
* :func:`build_plan`: a recorded hand as a refdealer setup (stacked deck) and a script of
  protocol events, or :class:`NotSupported`;
* :func:`replay_record` / :func:`replay_records`: play hands on an engine and compare the
  finishing stacks with the recorded ones;
* :func:`hand_to_phh`: a hand played on the reference dealer, written as PHH.
"""

from __future__ import annotations

from refdealer.phh.model import Action, HandRecord, PHHError
from refdealer.phh.reader import phh_files, read_file, read_paths, read_text
from refdealer.phh.replay import ReplayResult, replay_plan, replay_record
from refdealer.phh.report import ReplayReport, load_records, replay_records
from refdealer.phh.script import ReplayPlan, ShowdownStep, Step, build_plan
from refdealer.phh.table import NotSupported, TablePlan, plan_table
from refdealer.phh.writer import hand_to_phh, hands_to_phhs

__all__ = [
    "Action",
    "HandRecord",
    "NotSupported",
    "PHHError",
    "ReplayPlan",
    "ReplayReport",
    "ReplayResult",
    "ShowdownStep",
    "Step",
    "TablePlan",
    "build_plan",
    "hand_to_phh",
    "hands_to_phhs",
    "load_records",
    "phh_files",
    "plan_table",
    "read_file",
    "read_paths",
    "read_text",
    "replay_plan",
    "replay_record",
    "replay_records",
]
