"""Hardware-free core: random numbers, decks, the game protocol, the save codec."""


class SaveError(ValueError):
    """A save that cannot be read back (``core.save`` raises it). Here, not in
    the codec: a race's program drops the codec between saves, and a class
    made again would not be the one code caught before."""
