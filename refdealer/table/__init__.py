"""The table and its values: cards, zones, setup, seating, events, pots and snapshots; no rules."""
