"""The classroom in a browser: trainees' drills and exams, the trainer's pages, SQLite records."""
