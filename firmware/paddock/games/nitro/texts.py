"""Nitro log lines and move labels (loaded when first needed)."""

from micropython import const

from paddock.games.nitro import names

_W = const(6)  # data.WIDTH
_TYPES = const(39)
_END = const(0)
_PASS = const(1)
_DONE = const(2)
_UNDO = const(3)
_START = const(10)
_TARGET = const(20)
_NITRO = const(30)         # codes.NITRO
_EQUIP = const(100)
_PAY = const(700)
_GIVE = const(800)
_DEST = const(1000)
_EV_MOVE = const(8)
_EV_SHOOT = const(16)
_EV_BACK = const(18)
_EV_FORWARD = const(19)

# By event code, one "|" table (names.entry). Fields: {0} the player, {1} a,
# {2} b, {3} card a's name, {4} player a, {5} card b's name (player b for a
# shot), {6} a's column letter, {7} "s" unless a is 1, {8} b's column letter,
# {9} "stops it" or "hit", {10} a with its sign.
EVENTS = (
    "?|"                                            # 0
    "{0} starts on column {6}|"                     # 1
    "{0} rolls {1}|"                                # 2
    "{0} is the first player|"                      # 3
    "Round {1}: {0}'s turn|"                        # 4
    "{0} equips {3}|"                               # 5
    "{0} discards {3} face down|"                   # 6
    "{0} plays Nitro {1}: speed {2}|"               # 7
    "{0} moves to row {1}, col {8}|"                # 8
    "{0} draws {3} at the Bar|"                     # 9
    "{0} draws {1} Nitro card{7}|"                  # 10
    "Repair Shop: {1} card{7} up|"                  # 11
    "{0} buys {3}|"                                 # 12
    "{0} pays {1} for {2}|"                         # 13
    "{0} takes {3} from the Junkyard|"              # 14
    "{0} plays {3}|"                                # 15
    "{0} fires {3} at {5}|"                         # 16
    "{0}'s Armor: rolls {1}, {9}|"                  # 17
    "{0} moves back {1} to row {2}|"                # 18
    "{0} moves on {1} to row {2}|"                  # 19
    "{0}: speed {10} next move|"                    # 20
    "{0} discards {1} card{7}|"                     # 21
    "{0} takes {2} card(s) from {4}|"               # 22
    "{0} loses the {3}|"                            # 23
    "{0} draws {1} Wasteland card{7}|"              # 24
    "{0} draws {1} Nitro card{7}|"                  # 25
    "{0} discards {1} Nitro card{7}|"               # 26
    "No effect on {0}|"                             # 27
    "{0} has no Wasteland: draws {1}|"              # 28
    "{0} gives a card to {4}|"                      # 29
    "{0} discards an extra card|"                   # 30
    "{0} reaches the far edge and wins!|"           # 31
    "Round {1} over: {0} is furthest, wins|"        # 32
    "No cards left to draw"                         # 33
)


def player(seat):
    return "P%d" % (seat + 1) if seat >= 0 else "-"


def event_text(ev):
    """One log line for an event, in the rulebook's words."""
    code, seat, a, b = ev
    line = names.entry(EVENTS, code) if code > 0 else ""
    if not line:
        return "?"
    card_a = names.card(a) if 0 <= a < _TYPES else ""
    if code == _EV_MOVE:         # rows count from 1 on the start edge
        a += 1
    elif code == _EV_BACK or code == _EV_FORWARD:
        b += 1
    if code == _EV_SHOOT:        # a is the Weapon, b the target
        fifth = player(b)
    else:
        fifth = names.card(b) if 0 <= b < _TYPES else ""
    col = "ABCDEF"[a] if 0 <= a < _W else "?"
    colb = "ABCDEF"[b] if 0 <= b < _W else "?"
    return line.format(
        player(seat), a, b, card_a, player(a), fifth, col,
        "" if a == 1 else "s", colb, "stops it" if b else "hit",
        "%+d" % a)


def move_text(move):
    """A short label for a move, for menus and hints."""
    if move == _END:
        return "End turn"
    if move == _PASS:
        return "No Event"
    if move == _DONE:
        return "Leave shop"
    if move == _UNDO:
        return "Clear order"
    if move < _TARGET:
        return "Start on " + "ABCDEF"[(move - _START) % 6]
    if move < _NITRO:
        return "Choose " + player(move - _TARGET)
    if move < _EQUIP:
        return "Nitro +%d" % (move - _NITRO)
    if move >= _DEST:
        s = move - _DEST
        return "Drive to %s%d" % ("ABCDEF"[s % _W], s // _W + 1)
    base = move // 100 * 100
    card = move - base
    word = ("", "Equip", "Play", "Fire", "Drop", "Buy", "Take", "Pay", "Give")[base // 100]
    if base == _PAY or base == _GIVE:
        return word + " " + names.code(card)
    return word + " " + names.card(card)
