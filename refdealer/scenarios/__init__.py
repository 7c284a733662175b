"""YAML scenarios: the loader (exact file, line and field errors), schema, runner and needs."""
