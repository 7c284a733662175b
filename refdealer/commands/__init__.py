"""The ``refdealer`` subcommands: each module has an ``add_*_command(commands)`` function."""
