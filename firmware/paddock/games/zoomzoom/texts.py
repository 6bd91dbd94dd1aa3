"""Zoom Zoom Vroom log lines and move labels (loaded when first needed)."""

from paddock.games.zoomzoom import data

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_DISCARD = const(40)
_DOWN = const(7)
_EV_TWO = const(5)
_GAS = const(30)
_TUNE = const(10)
_Z05_0 = const(20)

# By event code: {0} the player, {1} a, {2} b, {3} the card a, {4} a
# "(n lost)" note for gas over five (removed). Code 0: a 2 with no gas.
EVENTS = (
    "No gas in the middle",
    "{0} plays the {3}",
    "{0}: I need a Tune Up!",
    "{0} plays the 0/5 as {1}",
    "The 1: 4s and 5s are 0",
    "{0} gains a gas{4}",
    "{0} regains a gas{4}",
    "{0} gains +1 speed",
    "{0} regains {1} gas{4}",
    "{0} spends {1} gas: {2}",
    "{0} discards face down",
    "{0} gains {1} gas{4}",
    "{1} gas removed from game",
    "{0} wins the trick: {1}",
    "All Tune Up: no winner",
    "{1} gas to the middle",
    "{0} gains speed: +{1}",
    "{0} completes lap {1}!",
    "No one completes a lap",
    "Round {1}: shuffle, deal",
    "{0} wins the game!",
)


def event_text(ev):
    """One log line for an event, in the rulebook's words."""
    code, seat, a, b = ev
    if code == _EV_TWO and not a:
        code = 0
    if not 0 <= code < len(EVENTS):
        return "?"
    who = data.PLAYER[seat] if 0 <= seat < len(data.PLAYER) else ""
    note = " (%d lost)" % b if b else ""
    card = card_name(a) if 0 <= a <= _DOWN + 2 else ""
    return EVENTS[code].format(who, a, b, card, note)


def card_name(card):
    """'5', '4 Beans', '0/5' for a suit id or a trick entry's card."""
    if card == data.S4B or card == data.S4J:
        return "4 " + data.RACER[card].split(" ")[0]
    if card >= _DOWN:
        return "face down" if card == _DOWN else "0/5"
    return data.SHORT[card]


_OTHER = ("0/5 as 0", "0/5 as 5", "gain removed gas", "+1 speed")


def move_text(move):
    """A short label for a move, for menus and hints."""
    if move < _TUNE:
        return "play the " + card_name(move)
    if move < _Z05_0:
        return "Tune Up: " + card_name(move - _TUNE)
    if move < _Z05_0 + 4:
        return _OTHER[move - _Z05_0]
    if move < _DISCARD:
        return "spend %d gas" % (move - _GAS)
    return "discard the " + card_name(move - _DISCARD)
