"""Differential certification: random hands played on an engine and the reference in step,
each disagreement shrunk to a YAML scenario (``refdealer fuzz``)."""
