"""The ``refdealer`` subcommands: each module with an ``add_commands(commands)`` function adds
its subcommands to the parser (the others are their helpers)."""
