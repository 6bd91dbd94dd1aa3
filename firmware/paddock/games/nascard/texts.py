"""Nascard log lines and move labels (loaded when first needed)."""

from paddock.games.nascard import data
from paddock.games.nascard.codes import (
    BLISTER, BURN, DISCARD, EV_AS_TRUMP, EV_BLISTER, EV_BONUS, EV_BURN,
    EV_CANT_PAY, EV_DISCARD, EV_DRAW, EV_EXTRA, EV_FINAL, EV_INSIDE, EV_LAP,
    EV_MOVE, EV_NO_BONUS, EV_NO_CARD, EV_OUTSIDE, EV_PIT, EV_PIT_BACK,
    EV_PLAY, EV_PUSHED, EV_RECOVER, EV_RESHUFFLE, EV_REVEAL, EV_RIVAL_CARD,
    EV_ROUND, EV_TRADING, EV_TRUMP, EV_WIN, PIT, RIVAL, SKIP_BONUS, USE_BONUS)

SUIT_NAME = ("purple", "blue", "orange", "yellow")
# The 16 Bonus cards, numbered in the order the rulebook lists them.
BONUS_NAME = (
    "", "Fresh Rubber", "Tire Traction", "Faulty Tires", "Yellow Flag",
    "Running Hot", "Wet Track", "Pace Car", "Racecar",
    "Stopping Short", "Running Lean", "Fuel Injection", "Oil Leak",
    "Pick Up the Pace", "Heart of a Champion", "Push It to the Limit", "Chrome Horn")

_WHO_ONLY = {
    EV_BLISTER: "%s Blisters a Tire",
    EV_PIT_BACK: "%s's Pit card flips back",
    EV_NO_CARD: "%s has no card to draw",
    EV_FINAL: "%s crosses twice: last round!",
    EV_WIN: "%s wins the race!",
}
_WHO_CARD = {
    EV_PLAY: "%s plays %s",
    EV_BURN: "%s burns %s",
    EV_DISCARD: "%s discards %s",
    EV_REVEAL: "%s reveals %s",
    EV_AS_TRUMP: "%s: %s is trump",
}
_WHO_BONUS = {
    EV_BONUS: "%s uses %s",
    EV_NO_BONUS: "%s skips %s",
}


def who(n):
    """'P2' for a seat, 'R1' for the first rival."""
    if n >= RIVAL:
        return "R%d" % (n - RIVAL + 1)
    return "P%d" % (n + 1)


def card_text(card):
    """'30 yellow'."""
    return "%d %s" % (card, SUIT_NAME[data.suit(card)])


def _plural(n, word):
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def event_text(ev):
    """One log line for an event, in the rulebook's words."""
    code, seat, a, b = ev
    w = who(seat) if seat >= 0 else ""
    if code in _WHO_ONLY:
        return _WHO_ONLY[code] % w
    if code in _WHO_CARD:
        return _WHO_CARD[code] % (w, card_text(a))
    if code in _WHO_BONUS:
        return _WHO_BONUS[code] % (w, BONUS_NAME[a])
    if code == EV_CANT_PAY:  # the cost cannot be paid: no choice to make
        return "No %s for %s" % (BONUS_NAME[a], w)
    if code == EV_ROUND:
        return "Round %d" % a
    if code == EV_RIVAL_CARD:
        name = SUIT_NAME[a]
        return "%s draws a%s %s card" % (w, "n" if name[0] == "o" else "", name)
    if code == EV_PIT:
        return "%s Pit Stop: draws %d, %d back" % (w, a, b)
    if code == EV_TRADING:
        return "Trading paint: %s Blisters %d" % (w, a)
    if code == EV_RECOVER:
        return "%s takes back %s" % (w, _plural(a, "Blister"))
    if code == EV_DRAW:
        return "%s draws %s" % (w, _plural(a, "card"))
    if code == EV_EXTRA:
        return "%s: %s extra" % (w, _plural(a, "space"))
    if code == EV_RESHUFFLE:
        return "Discards shuffled: new deck"
    if code == EV_MOVE:
        return "%s %s moves %d" % (w, card_text(b), a)
    if code == EV_INSIDE:
        return "%s inside on card %d" % (w, a + 1)
    if code == EV_OUTSIDE:
        return "%s outside on card %d" % (w, a + 1)
    if code == EV_PUSHED:
        return "%s pushed to card %d" % (w, a + 1)
    if code == EV_LAP:
        return "%s finishes lap %d" % (w, a)
    if code == EV_TRUMP:
        name = SUIT_NAME[a]
        return "%s%s is trump" % (name[0].upper(), name[1:])  # no str.capitalize on the board
    return "?"


def move_text(move):
    """A short label for a move, for menus and hints."""
    if move == PIT:
        return "Pit Stop"
    if move == USE_BONUS:
        return "Activate Bonus"
    if move == SKIP_BONUS:
        return "No Bonus"
    if move < PIT:
        return "Play " + card_text(move)
    if move < BLISTER:
        return "Burn " + card_text(move - BURN)
    if move < DISCARD:
        return "Blister " + card_text(move - BLISTER)
    return "Discard " + card_text(move - DISCARD)
