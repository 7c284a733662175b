"""Adapters that put third-party poker engines behind the refdealer protocol.

Each adapter is a Python engine (``hello``/``start``/``apply``/``snapshot``) for one library,
installed with its extra and certified with ``refdealer certify --adapter
refdealer.engines.pokerkit:Engine``. The library plays the betting, the pots and the
showdown; the adapter's shared part (:mod:`refdealer.engines.table`) deals the stacked deck
of the setup in the protocol's order and keeps the cards no library tracks. Every adapter
declares only the capabilities its library has.
"""
