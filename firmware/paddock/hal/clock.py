"""Milliseconds that wrap, as CircuitPython's ``supervisor.ticks_ms()``.

The tick count wraps at 2**29, so differences must go through ``diff``;
every value stays a small int and nothing allocates.
"""

PERIOD = 1 << 29
_MAX = PERIOD - 1
_HALF = PERIOD // 2

try:
    from supervisor import ticks_ms
except ImportError:  # MicroPython or plain CPython: same contract, same wrap
    try:
        from time import ticks_ms as _tms
    except ImportError:
        from time import monotonic as _mono

        def _tms():
            return int(_mono() * 1000)

    def ticks_ms():
        return _tms() & _MAX


def diff(later, earlier):
    """Signed ms from earlier to later, right across a wrap (within 2**28)."""
    d = (later - earlier) & _MAX
    return ((d + _HALF) & _MAX) - _HALF


def add(ticks, delta):
    return (ticks + delta) % PERIOD
