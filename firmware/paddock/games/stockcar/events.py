"""Stock Car Championship's events: ``State.events`` holds (code, seat, a, b)
tuples from the last ``play()``; ``texts.event_text`` says each in the
rulebook's words. The rules' modules emit them by private consts of the
same numbers (folded into their bytecode, so the board never loads this
module); tests and tools read the names here, and a test checks that the
two agree."""

# Events (code, seat, a, b).
EV_QUALIFY = 1     # seat qualifies with card a
EV_QTIE = 2        # seat turns over card a to break a qualifying tie
EV_POLE = 3        # seat wins the pole position
EV_TRACK = 4       # the track card a (kind) turns over, value b
EV_LAPS = 5        # lap count a to make; b laps recorded
EV_YELLOW = 6      # yellow flag, b laps recorded
EV_CHECK = 7       # seat turns over card a for an event check
EV_GETS = 8        # seat receives track event a
EV_NO_EFFECT = 9   # event a: no one below the out rating
EV_OUT = 10        # seat is OUT OF RACE (a: track event kind, or 99 out of gas)
EV_TO_REAR = 11    # seat goes to the rear of the line (a: why, as for EV_OUT)
EV_CRASH_PASS = 12 # seat gets by the crash with card a
EV_MADE = 13       # seat made the lap count with a cards (b=1: a DRAFT)
EV_SHORT = 14      # seat cannot make the lap count: plays its hand
EV_MOVES = 15      # seat moves (a: actions it may play)
EV_PLAYS = 16      # seat plays card a (against slot b, 255 none)
EV_PASSES = 17     # seat passes slot a
EV_FREE_PASS = 18  # seat gets a free pass on seat a (HIGH IN TURN)
EV_BLOCKS = 19     # seat BLOCKs with card a
EV_CHALLENGES = 20 # seat CHALLENGEs with card a
EV_DECLINES = 21   # seat does not respond to the challenge and loses
EV_CH_CARD = 22    # seat's challenge card a, rating b with modifiers
EV_WINS = 23       # seat wins the challenge
EV_DRAFTS = 24     # seat DRAFTs with card a
EV_GAP = 25        # a gap opens in front of slot a
EV_FOLLOWS = 26    # seat drafts to follow seat a (advanced challenges)
EV_TWO_WIDE_LOST = 27  # seat loses its TWO WIDE
EV_PERMANENT = 28  # seat places card a for the rest of the race
EV_PITS = 29       # seat pits (a=1 under the yellow)
EV_DISCARDS = 30   # seat discards a cards in the pits
EV_EXITS = 31      # seat exits the pits with pit time a (tenths)
EV_LAPS_DOWN = 32  # seat is a laps down
EV_BEHIND = 33     # seat is a seconds behind the lead draft
EV_MAKES_UP = 34   # seat makes up a seconds, b still to make up
EV_CATCHES = 35    # seat catches the lead draft
EV_DONE = 36       # seat is done moving
EV_SLOW_GONE = 37  # SLOW TRAFFIC leaves the track
EV_LEADS = 38      # seat leads the turn's a laps
EV_FINISH = 39     # seat finishes in position a (b points)
EV_RACE_OVER = 40  # race a is over (b: races in the season)
EV_NEW_RACE = 41   # race a begins on track b
EV_PASS_FAILS = 42 # seat's pass on slot a fails
EV_TURN = 43       # turn a begins (b: laps so far)
EV_NO_PASS = 44    # seat has no pass card for the crash
OUT_OF_GAS = 99

# Track deck card kinds (rulebook: The Track Deck Cards), ``State.tkind``.
LAP = 0
CRASH_AHEAD = 1
OVER_HEATING = 2
TRANSMISSION = 3
BLOWN_ENGINE = 4
HIGH_IN_TURN = 5
SLOW_TRAFFIC = 6
LOSE_TRACTION = 7
ENGINE_TROUBLE = 8
CAR_TOO_TIGHT = 9
BODY_DAMAGE = 10
TIRES_WORN = 11
BRAKES = 12
OUTSIDE_GROOVE = 13
YELLOWS = (CRASH_AHEAD, OVER_HEATING, TRANSMISSION, BLOWN_ENGINE)
FAILURES = (OVER_HEATING, TRANSMISSION, BLOWN_ENGINE, BRAKES)   # "the four cards"
HELD = (ENGINE_TROUBLE, CAR_TOO_TIGHT, BODY_DAMAGE, TIRES_WORN)  # kept until a pit stop

# Values the rules fold in (with ``data``'s tables).
SHORT_TRACK = 2         # (0 SuperSpeedway, 1 One Mile Oval)
OUT_RATING = 200        # "everyone has an out rating of .200"
FOLLOW_BONUS = 100      # advanced challenges: the car followed gets +.100
DRAW_PILE = (20, 25, 30)   # advanced rules' draw pile, by track
LAPS_DOWN = (1, 2, 3)   # a green-flag pit stop, basic rules, by track
FIELD = 40              # "40 less the turn number"
POLE_BONUS = 1
LED_BONUS = 1
MOST_LED_BONUS = 2
