"""Stock Car Championship HARD bot, loaded only when a hard seat or the hint
thinks; the rest of its play is ``bots``' (shared with NORMAL).

Its own decisions: the pole (its fastest card: the leader at the start keeps
the lead more often than not), the lap count (the fewest cards, those least
worth keeping, a lone pass card only when no other makes it; a spare card
first when a play would go unused, since each card played is one drawn at
the refill; on top the fastest when it leads, to move early, else the
slowest, to move late), the action phase (a permanent card at once, unless
it is the last turn; a pass, with INSIDE ADVANTAGE first since BLOCK cannot
stop it; else pull away or go TWO WIDE to defend the place), discards in
the pits (every card worth little, to draw better), a pit stop under the
yellow when last, and the last turn's challenge (a card above .700). A card
is worth its kind, its speed rating (challenges) and its lap value (a single
card that makes the lap count leaves more actions); the leader values its
defence above its passes. The numbers were tuned by seeded tournaments
against NORMAL bots. It needs no random draw.
"""

from paddock.games.stockcar import data

from micropython import const

# Codes (``codes``), folded into the bytecode.
_ACTION = const(6)
_CHALLENGED = const(10)
_DONE = const(60)
_LAP_COUNT = const(1)
_PIT = const(61)
_PIT_CALL = const(3)
_PIT_DISCARD = const(4)
_QUALIFY = const(0)
_SLOW = const(8)


# How much a card is worth keeping, by effect: PASS INSIDE, PASS OUTSIDE,
# INSIDE ADVANTAGE, PASS 2, TWO WIDE, PULL AWAY, DRAFT, BLOCK, CHALLENGE,
# LEARN THE TRACK, GOOD ENGINE SETTING, GOOD CAR SETUP, FAST PIT.
KEEP = b"\x07\x06\x06\x08\x04\x05\x02\x07\x05\x08\x08\x08\x01"
# ... and for the leader, who passes no one: defence first.
KEEP_LEAD = b"\x05\x05\x05\x05\x06\x07\x02\x09\x08\x08\x08\x08\x01"
LAST_CH = 700       # the last turn's challenge: any card above this plays
JUNK = 30           # in the pits, every card worth less than this goes
SPARE = 22          # a card worth less is spent toward the lap count rather than a play
LAST_PASS = 100     # what a lone pass card is worth more, toward the count


def think(view, rng):
    """A generator: the view is read in one slice, the move in the next."""
    if len(view.legal) == 1:
        yield view.legal[0]
        return
    yield None
    yield decide(view)[0]


def hint(view):
    """(move, reason): HARD's move, and why in a few words."""
    if len(view.legal) == 1:
        return view.legal[0], "the only move"
    return decide(view)


def why(view, move):
    """A few true words on why HARD makes move."""
    m, words = hint(view)
    return words if m == move else "my best guess"


def keep(view, card):
    e = data.EFFECT[card]
    table = KEEP_LEAD if view.slot_of(view.seat) == 0 else KEEP
    v = table[e] * 4 + data.speed(card) // 100 + data.LAPS[card]
    if e == data.FAST_PIT and view.advanced:
        v += 8
    return v


def decide(view):
    ph = view.phase
    legal = view.legal
    if ph == _QUALIFY:
        best = legal[0]
        for c in legal:
            if data.speed(c) > data.speed(best):
                best = c
        return best, "my fastest card for the pole"
    if ph == _LAP_COUNT:
        return lap_count(view)
    if ph == _ACTION:
        return action(view)
    if ph == _PIT_DISCARD:
        worst = -1
        for c in legal:
            if c < data.DECK and keep(view, c) < JUNK and (
                    worst < 0 or keep(view, c) < keep(view, worst)):
                worst = c
        if worst >= 0:
            return worst, "make room for better cards"
        return _DONE, "keep the rest"
    from paddock.games.stockcar import bots
    if ph == _PIT_CALL and view.slot_of(view.seat) == len(view.line) - 1:
        return _PIT, "last: a free pit stop"     # no place to lose, a fresh hand
    if ph == _CHALLENGED and view.laps_done >= view.length:
        # The last turn: a card kept is worth nothing after it.
        best = -1
        for c in legal:
            if c < data.DECK and (best < 0 or data.speed(c) > data.speed(best)):
                best = c
        if best >= 0 and data.speed(best) > LAST_CH:
            return best, "my fastest card"
    return bots.smart(view, False)


def lap_count(view):
    """The fewest cards (up to three) that make the count, least worth
    keeping, and not its only pass card before the last turn (CRASH AHEAD
    puts a car without one out). A spare card goes first when the hand
    holds fewer action cards than the plays left: a play unused is a card
    not drawn at the refill. The fastest lies on top when leading, else the
    slowest. A DRAFT when no card play would be left anyway."""
    need = view.count
    for c in view.pend:
        need -= data.laps(c)
    hand = view.legal
    n = len(hand)
    last = view.laps_done >= view.length
    passes = 0
    for c in view.hand:
        passes += data.EFFECT[c] in data.PASSES
    worth = bytearray(n)
    for i in range(n):
        worth[i] = keep(view, hand[i])
        if passes == 1 and not last and data.EFFECT[hand[i]] in data.PASSES:
            worth[i] += LAST_PASS
    best = -1
    cost = 0
    for size in (1, 2, 3):
        for a in range(n):
            for b in range(a + 1 if size > 1 else a, n if size > 1 else a + 1):
                for c in range(b + 1 if size > 2 else b, n if size > 2 else b + 1):
                    laps = data.laps(hand[a])
                    k = worth[a]
                    if b != a:
                        laps += data.laps(hand[b])
                        k += worth[b]
                    if c != b:
                        laps += data.laps(hand[c])
                        k += worth[c]
                    if laps >= need and (best < 0 or k < cost):
                        best, cost = a | b << 4 | c << 8, k
        if best >= 0:
            break
    if best < 0:
        big = hand[0]
        for c in hand:
            if data.laps(c) > data.laps(big):
                big = c
        return big, "a big lap card"
    picks = (hand[best & 15], hand[best >> 4 & 15], hand[best >> 8])
    size = (picks[0] != picks[1]) + (picks[1] != picks[2]) + 1
    if size + len(view.pend) >= view.card_limit and not view.pend:
        for c in hand:
            if data.EFFECT[c] == data.DRAFT and data.laps(c) < need:
                return c, "a DRAFT makes the count"
    lead = view.slot_of(view.seat) == 0
    if not last:
        acts = 0
        spare = -1
        for i in range(n):
            c = hand[i]
            e = data.EFFECT[c]
            if c in picks:
                continue
            if e == data.TWO_WIDE or e == data.PULL_AWAY or e in data.PERMANENT or (
                    e in data.PASSES and not lead):
                acts += 1
            elif data.laps(c) < need and worth[i] < SPARE and (
                    spare < 0 or worth[i] < worth[spare]):
                spare = i
        if spare >= 0 and acts < view.card_limit - len(view.pend) - size:
            return hand[spare], "a spare card: a fresh one at the refill"
    # The card on top sets when the car moves: the leader early, to defend
    # first; a chaser late, to answer the passes made before it.
    first = picks[0]
    for c in picks:
        if (data.speed(c) < data.speed(first)) == lead:
            first = c
    return first, "fewest cards, fast one on top" if lead else "fewest cards, slow one on top"


def action(view):
    """A permanent card at once (not on the last turn); pit when it must;
    making up time: the cheapest cards; else a pass on the car ahead, or
    defend the place."""
    legal = view.legal
    me = view.seat
    i = view.slot_of(me)
    left = view.length - view.laps_done
    if _PIT in legal and ((view.advanced and view.draw_n == 0 and view.reserve_n)
                         or (len(view.evs[me]) >= 2 and (view.advanced or left * 2 > view.length))):
        return _PIT, "time for a pit stop"
    cards = [m for m in legal if m < data.DECK]
    if left > 0 and i >= 0:
        for e in data.PERMANENT:
            for m in cards:
                if data.EFFECT[m] == e:
                    return m, "a permanent edge"
    if not cards:
        return _DONE, "no card to play"
    if i < 0:
        from paddock.games.stockcar.bots import lowest
        return lowest(view, cards), "make up a second"
    ahead = view.line[i - 1] if i > 0 else _SLOW
    if not (ahead < _SLOW and view.down[ahead] > view.down[me]):
        order = (data.INSIDE_ADVANTAGE, data.PASS_2, data.PASS_INSIDE, data.PASS_OUTSIDE)
        for e in order:
            for m in cards:
                if data.EFFECT[m] == e:
                    return m, "pass the car ahead"
    threat = i + 1 < len(view.line) and view.line[i + 1] < _SLOW \
        and not view.moved[view.line[i + 1]]
    for m in cards:
        if data.EFFECT[m] == data.TWO_WIDE and threat:
            return m, "two wide: only PASS OUTSIDE gets by"
    for m in cards:
        if data.EFFECT[m] == data.PULL_AWAY:
            return m, "pull away from the car behind"
    return _DONE, "save my cards"
