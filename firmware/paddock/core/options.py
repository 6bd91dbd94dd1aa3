"""Seats and options from words (``"hard"``, a track's name): for a race's
setup, the setup screen and the host tools; a race's program drops it once
its view is built."""

from paddock.core.game import HARD

LEVELS = ("human", "random", "easy", "normal", "hard")   # by seat kind (``core.game``)


def level_of(name):
    """The seat kind for a name such as 'hard'; ValueError names the choices."""
    for i in range(len(LEVELS)):
        if LEVELS[i] == name:
            return i
    raise ValueError("unknown seat '%s' (choose from %s)" % (name, ", ".join(LEVELS)))


def option_index(options, key, choices, default):
    """The index in choices of options[key] (a choice, or already its index);
    default when the key is absent; ValueError naming the choices otherwise."""
    if key not in options:
        return default
    v = options[key]
    if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(choices):
        return v
    for i in range(len(choices)):
        if choices[i] == v:
            return i
    raise ValueError("%s=%s is not one of %s" % (key, v, ", ".join(choices)))


def seats_from(spec, players, default=HARD):
    """Seat kinds from a list of names or kinds, padded with default."""
    seats = bytearray(players)
    for i in range(players):
        seats[i] = default
    if spec:
        if len(spec) > players:
            raise ValueError("%d seats given for %d players" % (len(spec), players))
        for i in range(len(spec)):
            s = spec[i]
            if isinstance(s, str):
                s = level_of(s)
            elif not 0 <= s < len(LEVELS):
                raise ValueError("unknown seat kind %d" % s)
            seats[i] = s
    return seats
