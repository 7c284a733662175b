"""The conformance harness: plays the scenarios and features on any engine through the protocol."""
