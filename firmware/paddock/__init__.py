"""Paddock: five racing card games for a handheld CircuitPython console."""
