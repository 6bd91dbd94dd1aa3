"""Hardware-free core: random numbers, decks, the game protocol, the save codec."""
