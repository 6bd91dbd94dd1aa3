"""Stock Car Championship log lines and move labels (loaded when needed)."""

from paddock.games.stockcar import data
from paddock.games.stockcar import codes as C

EFFECT_NAMES = ("PASS INSIDE", "PASS OUTSIDE", "INSIDE ADVANTAGE", "PASS 2", "TWO WIDE",
                "PULL AWAY", "DRAFT", "BLOCK", "CHALLENGE", "LEARN THE TRACK",
                "GOOD ENGINE SETTING", "GOOD CAR SETUP", "FAST PIT")
SHORT_NAMES = ("Pass in", "Pass out", "Inside adv", "Pass 2", "Two wide", "Pull away",
               "Draft", "Block", "Challenge", "Learn trk", "Eng set", "Car setup",
               "Fast pit")
TRACK_NAMES = ("LAPS", "CRASH AHEAD", "OVER HEATING", "TRANSMISSION", "BLOWN ENGINE",
               "HIGH IN TURN", "SLOW TRAFFIC", "LOSE TRACTION", "ENGINE TROUBLE",
               "CAR TOO TIGHT", "BODY DAMAGE", "TIRES WORN", "BRAKES",
               "OUTSIDE GROOVE FORMED")
TRACKS = ("SuperSpeedway", "One Mile Oval", "Short Track")

# By event code: {0} the car, {1} a, {2} b, {3} card a's name, {4} card a's
# rating, {5} the car or SLOW TRAFFIC in slot a, {6} track kind a's name.
EVENTS = {
    C.EV_QUALIFY: "{0} qualifies at {4}",
    C.EV_QTIE: "{0} breaks the tie: {4}",
    C.EV_POLE: "{0} wins the pole position",
    C.EV_CHECK: "{0} turns over {4}",
    C.EV_GETS: "{0}: {6}",
    C.EV_NO_EFFECT: "{6}: no one below .200",
    C.EV_CRASH_PASS: "{0} gets by: {3}",
    C.EV_NO_PASS: "{0} has no pass card",
    C.EV_SHORT: "{0} cannot make the lap count",
    C.EV_MOVES: "{0} moves: {1} to play",
    C.EV_PASSES: "{0} passes {5}",
    C.EV_PASS_FAILS: "{0} fails to pass {5}",
    C.EV_FREE_PASS: "{0} gets a free pass on {5}",
    C.EV_BLOCKS: "{0} plays BLOCK",
    C.EV_CHALLENGES: "{0} plays CHALLENGE",
    C.EV_DECLINES: "{0} does not answer: loses",
    C.EV_WINS: "{0} wins the challenge",
    C.EV_DRAFTS: "{0} plays DRAFT, keeps up",
    C.EV_FOLLOWS: "{0} drafts, follows {5}",
    C.EV_TWO_WIDE_LOST: "{0} loses TWO WIDE",
    C.EV_PERMANENT: "{0} places {3}",
    C.EV_DISCARDS: "{0} discards {1} in the pits",
    C.EV_BEHIND: "{0} is {1} s off the lead draft",
    C.EV_MAKES_UP: "{0} makes up 1 s: {2} s to go",
    C.EV_CATCHES: "{0} joins the lead draft",
    C.EV_DONE: "{0} is done moving",
    C.EV_SLOW_GONE: "SLOW TRAFFIC leaves the track",
    C.EV_LEADS: "{0} leads {1} laps",
}


def car(seat):
    return "Car #%d" % (seat + 1)


def rating(v):
    """A speed rating in the cards' style: 735 is .735."""
    if v >= 1000:
        return "%d.%03d" % (v // 1000, v % 1000)
    return ".%03d" % v


def slot_name(v):
    return "SLOW TRAFFIC" if v >= C.SLOW else car(v)


def ordinal(n):
    if n % 100 in (11, 12, 13):
        return "%dth" % n
    return "%d%s" % (n, ("th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th")[n % 10])


def event_text(ev):
    code, seat, a, b = ev
    if code in EVENTS:
        card = a if 0 <= a < data.DECK else 0
        return EVENTS[code].format(
            car(seat) if seat >= 0 else "", a, b, EFFECT_NAMES[data.EFFECT[card]],
            rating(data.speed(card)), slot_name(a) if a < 255 else "",
            TRACK_NAMES[a] if a < len(TRACK_NAMES) else "")
    who = car(seat) if seat >= 0 else ""
    if code == C.EV_TRACK:
        if a == data.LAP:
            return "Track: %d LAPS" % b
        if b and a in data.YELLOWS:
            return "Track: %s, %d laps" % (TRACK_NAMES[a], b)
        return "Track: " + TRACK_NAMES[a]
    if code == C.EV_LAPS:
        return "Lap count %d" % a + (" (%d recorded)" % b if b != a else "")
    if code == C.EV_YELLOW:
        return "Yellow flag: %d laps" % b
    if code == C.EV_OUT:
        return who + (" is out of gas" if a == C.OUT_OF_GAS else " is OUT OF RACE")
    if code == C.EV_TO_REAR:
        return who + " goes to the rear"
    if code == C.EV_MADE:
        if b:
            return who + " makes the lap count: DRAFT"
        return "%s makes the lap count: %d card%s" % (who, a, "" if a == 1 else "s")
    if code == C.EV_PLAYS:
        name = EFFECT_NAMES[data.EFFECT[a]]
        return "%s plays %s" % (who, name)
    if code == C.EV_CH_CARD:
        return "%s challenge card %s: %s" % (who, rating(data.speed(a)), rating(b))
    if code == C.EV_GAP:
        return "A gap opens in front of " + slot_name(seat)
    if code == C.EV_PITS:
        return who + (" pits under the yellow" if a else " pits under green")
    if code == C.EV_EXITS:
        return "%s leaves the pits: %d.%d s" % (who, a // 10, a % 10)
    if code == C.EV_LAPS_DOWN:
        return "%s is %d lap%s down" % (who, a, "" if a == 1 else "s")
    if code == C.EV_FINISH:
        return "%s finishes %s: %d points" % (who, ordinal(a), b)
    if code == C.EV_RACE_OVER:
        return "Race over" if b == 1 else "Race %d of %d over" % (a, b)
    if code == C.EV_NEW_RACE:
        return "Race %d: %s" % (a, TRACKS[b])
    if code == C.EV_TURN:
        return "Turn %d, %d laps run" % (a, b)
    return "?"


def card_text(card):
    """A Driver card in a few characters: effect, laps, rating, pit time."""
    p = data.pit(card)
    return "%s %d %s %d.%d" % (SHORT_NAMES[data.EFFECT[card]], data.laps(card),
                                rating(data.speed(card)), p // 10, p % 10)


def move_text(move):
    if 0 <= move < data.DECK:
        return card_text(move)
    if move == C.DONE:
        return "Done"
    if move == C.PIT:
        return "Pit stop"
    if move == C.DRAW:
        return "Draw pile card"
    if move == C.AGAIN:
        return "Pass the 2nd car"
    if C.FOLLOW_P <= move < C.FOLLOW_P + data.DECK:
        return "Draft %s: passer" % rating(data.speed(move - C.FOLLOW_P))
    if C.FOLLOW_D <= move < C.FOLLOW_D + data.DECK:
        return "Draft %s: defender" % rating(data.speed(move - C.FOLLOW_D))
    return "?"


def why_not(st, move):
    """Why move is not legal now, in a few words, or None when it is."""
    from paddock.games.stockcar.legal import action_problem
    if move in st.legal():
        return None
    ph = st.phase
    if ph == C.OVER:
        return "The race is over"
    if move == C.PIT:
        return "Last turn: no pit stops" if st.final else "Pit stops: at the start of a move"
    if move == C.DRAW:
        return "Your DRAW PILE is empty"
    if not 0 <= move < data.DECK:
        return "Not now"
    if st.hands[st.cur].index(move) < 0:
        return "Not in your hand"
    e = data.EFFECT[move]
    if ph == C.ACTION:
        return action_problem(st, st.cur, move)
    if ph == C.LAP_COUNT:
        return "Too few laps: only a DRAFT makes it"
    if ph == C.CRASH:
        return "Only a pass card gets by the crash"
    if ph == C.RESPOND:
        if e == data.BLOCK:
            return "BLOCK has no effect on INSIDE ADVANTAGE"
        if e == data.CHALLENGE:
            return "TIRES WORN: no CHALLENGE"
        return "Only a BLOCK or a CHALLENGE stops a pass"
    if ph == C.DRAFTING:
        return "Only a DRAFT keeps up with a PULL AWAY"
    return "Not now"
