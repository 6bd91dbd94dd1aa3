"""Stock Car's event numbers (``events``, the public table beside the
private consts: see test_private_codes)."""

from paddock.games.stockcar import events


def test_event_numbers_are_distinct():
    numbers = [getattr(events, n) for n in dir(events) if n.startswith("EV_")]
    assert len(numbers) == len(set(numbers)) == 44
