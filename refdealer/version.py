"""The version of refdealer, in one place (the package and the protocol answers read it)."""

__version__ = "0.1.0"
