"""Paddock: start the console (boot.py has chosen the storage mode)."""

from paddock.console import main

# Run as the board's program, never when imported by the name "code" (on the
# desktop this file could shadow Python's own ``code`` module, e.g. for pdb).
if __name__ != "code":
    main()
