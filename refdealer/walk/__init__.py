"""Floor-training walkthroughs: a scenario played step by step, drawn, quizzed and cited.

``play`` runs a scenario through the reference dealer into frames (one per step, each with
the table after it); ``render_text`` and ``render_svg`` draw them; ``present`` shows them
on a terminal, with ``quiz`` asking the questions; ``session`` picks scenarios for a
training session; ``handout`` writes printable pages.
"""
