"""Nitro move encodings, phases and event codes (see rules.py for the table)."""

# Moves: one decision each, small ints.
END = 0         # end the turn
PASS = 1        # play no Event now
DONE = 2        # leave the Repair Shop (paid in full)
UNDO = 3        # clear the Repair Shop order before paying
START = 10      # + column: place the marker on the start edge
TARGET = 20     # + seat: the player an Event, a shot or a gift goes to
NITRO = 30      # + speed number: play a Nitro card while moving
EQUIP = 100     # + card type
EVENT = 200     # + card type
SHOOT = 300     # + Weapon card type
DROP = 400      # + card type: discard an equipped Mod or Weapon
BUY = 500       # + card type shown at the Repair Shop
JUNK = 600      # + card type taken from the Junkyard
PAY = 700       # + hand card code (a Wasteland type, or 64 + a Nitro number)
GIVE = 800      # + hand card code
DEST = 1000     # + space (row * WIDTH + column): where the move ends

# Phases (the base step; a pending choice of target or discard comes first).
PH_PLACE = 0    # Set-Up: markers on the start edge, in seat order
PH_WINDOW = 1   # other players may play Event cards
PH_TURN = 2     # the turn, in any order: equip, move, events, shoot, end
PH_MOVING = 3   # Nitro cards played; the move's destination is next
PH_SHOP = 4     # the Repair Shop: order, then pay
PH_JUNK = 5     # the Junkyard: choose one of three
PH_GIVE = 6     # End of the Turn: extra cards to the last player
PH_OVER = 7

# Event windows: the moments other players are asked about Event cards.
W_START = 1     # before a player's turn (just after the last one ended)
W_LEAD = 2      # a player's move has just put them in the lead

# What a pending target choice is for.
AIM_EVENT = 1
AIM_SHOT = 2
AIM_GIFT = 3

# Event codes: (code, seat, a, b).
EV_PLACE = 1        # seat placed on column a
EV_ROLL = 2         # seat rolled a
EV_FIRST = 3        # seat is the first player
EV_TURN = 4         # seat's turn, round a
EV_EQUIP = 5        # seat equips card a
EV_UNEQUIP = 6      # seat discards equipped card a face down
EV_NITRO = 7        # seat plays a Nitro a: speed now b
EV_MOVE = 8         # seat moves to row a, column b
EV_BAR = 9          # seat draws card a at the Bar and shows it
EV_GAS = 10         # seat draws a Nitro cards at the Gas Station
EV_SHOP = 11        # the Repair Shop shows a cards
EV_BUY = 12         # seat buys card a
EV_PAID = 13        # seat paid a Nitro's worth for b cards
EV_JUNK = 14        # seat takes card a from the Junkyard
EV_EVENT = 15       # seat plays Event a
EV_SHOOT = 16       # seat fires Weapon a at b
EV_ARMOR = 17       # seat's Armor Plating: rolled a, stopped the hit if b
EV_BACK = 18        # seat moves back a spaces to row b
EV_FORWARD = 19     # seat moves on a spaces to row b
EV_SPEED = 20       # seat's next move: speed a (+ or -)
EV_DISCARDS = 21    # seat discards a random cards
EV_STEAL = 22       # seat takes b random cards from a
EV_LOSE_RIDE = 23   # seat loses Ride a, gets the basic Ride back
EV_DRAW_W = 24      # seat draws a Wasteland cards
EV_DRAW_N = 25      # seat draws a Nitro cards
EV_DUMP = 26        # seat discards a Nitro cards
EV_NOTHING = 27     # nothing happens to seat
EV_END_DRAW = 28    # seat has no Wasteland cards: draws a
EV_GIVE = 29        # seat gives a card to a
EV_EXTRA = 30       # seat (the last) discards an extra card
EV_WIN = 31         # seat reaches the far edge and wins
EV_FLAG = 32        # round a: the race is called, seat is furthest
EV_EMPTY = 33       # the deck and discard are empty: nothing to draw
