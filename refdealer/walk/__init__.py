"""Floor-training walkthroughs: a scenario played step by step, drawn, quizzed and cited.

``play`` runs a scenario through the reference dealer into frames (one per step, each with
the table after it, and at a question the table as everyone saw the error, from ``seen``);
``render_text`` and ``render_svg`` draw them; ``present`` shows them on a terminal, with
``quiz`` asking the questions (shuffled) and ``trainee`` keeping developer notes out of what
a trainee reads; ``session`` picks scenarios for a training session and ``records`` keeps
its results; ``lessons`` is the curated list of lessons, ``compare`` rules a lesson under
each book; ``handout`` writes printable pages and ``exam`` a quiz sheet with its key.
"""
