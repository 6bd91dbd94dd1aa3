"""Stock Car Championship bots: how much a card is worth, making the lap
count, and the action phase move (see ``bots``)."""

from paddock.games.stockcar import data
from paddock.games.stockcar.codes import DONE, PIT, SLOW

DRAW_GUESS = 550          # the average speed rating of an unseen card
# How much a card is worth keeping, by effect.
KEEP = bytes((7, 6, 9, 8, 4, 5, 5, 7, 5, 8, 8, 8, 1))


def keep(view, card):
    e = data.EFFECT[card]
    v = KEEP[e] * 4 + data.speed(card) // 100
    if e == data.FAST_PIT and view.advanced:
        v += 8
    return v


def lowest(view, moves):
    """The legal card least worth keeping (the last move if none is a card)."""
    best = -1
    for m in moves:
        if m < data.DECK and (best < 0 or keep(view, m) < keep(view, best)):
            best = m
    return best if best >= 0 else moves[-1]


def lap_count(view, normal):
    """Normal: the smallest card that makes it, else the largest. Hard: the
    fewest cards (up to three), least worth keeping, the fastest played last
    to lie on top; a DRAFT when no card play would be left anyway."""
    need = view.count
    for c in view.pend:
        need -= data.laps(c)
    hand = view.legal
    n = len(hand)
    big = hand[0]
    for c in hand:
        lc = data.laps(c)
        lb = data.laps(big)
        if (lc > lb and lb < need) or (normal and need <= lc < lb):
            big = c
    if normal:
        return big, "fewest cards"
    lap = [data.laps(c) for c in hand]
    kp = [keep(view, c) for c in hand]
    best = None
    cost = 0
    for size in (1, 2, 3):
        for a in range(n):
            if size == 1:
                if lap[a] >= need and (best is None or kp[a] < cost):
                    best, cost = (hand[a],), kp[a]
                continue
            for b in range(a + 1, n):
                lab = lap[a] + lap[b]
                kab = kp[a] + kp[b]
                if size == 2:
                    if lab >= need and (best is None or kab < cost):
                        best, cost = (hand[a], hand[b]), kab
                    continue
                for c in range(b + 1, n):
                    if lab + lap[c] >= need and (best is None or kab + kp[c] < cost):
                        best, cost = (hand[a], hand[b], hand[c]), kab + kp[c]
        if best is not None:
            break
    if best is None:
        return big, "a big lap card"
    if len(best) + len(view.pend) >= view.card_limit and not view.pend:
        for c in hand:
            if data.EFFECT[c] == data.DRAFT and data.laps(c) < need:
                return c, "a DRAFT makes the count"
    low = best[0]
    for c in best:
        if data.speed(c) < data.speed(low):
            low = c
    return low, "fewest cards, fast one on top"


def action(view, normal):
    """Pit when it must; making up time: the cheapest cards; else permanent
    cards early, a pass on the car ahead, or defend the place."""
    legal = view.legal
    me = view.seat
    i = view.slot_of(me)
    left = view.length - view.laps_done
    bad = len(view.evs[me])
    if PIT in legal and ((view.advanced and view.draw_n == 0 and view.reserve_n)
                         or (bad >= 2 and (view.advanced or left * 2 > view.length))):
        return PIT, "time for a pit stop"
    cards = [m for m in legal if m < data.DECK]
    if not cards:
        return DONE, "no card to play"
    if i < 0:
        return lowest(view, cards), "make up a second"
    order = (data.PASS_INSIDE, data.PASS_OUTSIDE, data.INSIDE_ADVANTAGE, data.PASS_2)
    if not normal:
        order = (data.LEARN_TRACK, data.ENGINE_SETTING, data.CAR_SETUP, data.PASS_2,
                 data.PASS_INSIDE, data.PASS_OUTSIDE, data.INSIDE_ADVANTAGE)
        if view.stats:
            order = order[:3] + (data.INSIDE_ADVANTAGE, data.PASS_INSIDE, data.PASS_2,
                                 data.PASS_OUTSIDE)
        if left * 3 <= view.length:
            order = order[3:]
    ahead = view.line[i - 1] if i > 0 else SLOW
    lapped = ahead < SLOW and view.down[ahead] > view.down[me]
    for e in order:
        for m in cards:
            if data.EFFECT[m] == e and (e in data.PERMANENT or not lapped):
                return m, "a permanent edge" if e in data.PERMANENT else "pass the car ahead"
    if normal:
        return DONE, "hold position"
    threat = i + 1 < len(view.line) and view.line[i + 1] < SLOW \
        and not view.moved[view.line[i + 1]]
    for m in cards:
        e = data.EFFECT[m]
        if e == data.PULL_AWAY and (threat or (i > 0 and view.gap[i])):
            return m, "pull away from the car behind"
        if e == data.TWO_WIDE and threat:
            return m, "two wide: only PASS OUTSIDE gets by"
    return DONE, "save my cards"
