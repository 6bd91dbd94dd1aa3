"""Stock Car Championship bots. They read only a seat's ``Seen``.

- easy: makes the lap count with random cards, plays the first action it
  may half the time, answers passes half the time, draws for challenges.
- normal: makes the lap count with the fewest cards (largest first),
  passes whenever it can, blocks and challenges, pits for its bad cards.
- hard (``hard``, loaded only when a hard seat or the hint thinks): the
  pole, the lap count, the action phase and the pits its own way; the rest
  as below, with a challenge only when it has a fast card, a challenge
  card from the DRAW PILE unless its own rates above .800, and following
  the likelier winner of a challenge.
"""

from paddock.core.game import EASY, HARD, NORMAL, finish
from paddock.games.stockcar import data

from micropython import const

# Codes (``codes``), folded into the bytecode.
_ACTION = const(6)
_AGAIN = const(63)
_CHALLENGED = const(10)
_CRASH = const(2)
_DONE = const(60)
_DRAFTING = const(8)
_DRAW = const(62)
_FOLLOWING = const(9)
_FOLLOW_D = const(128)
_FOLLOW_P = const(64)
_LAP_COUNT = const(1)
_PASS_TWO = const(11)
_PIT = const(61)
_PIT_CALL = const(3)
_PIT_DISCARD = const(4)
_PIT_EXIT = const(5)
_QUALIFY = const(0)
_RESPOND = const(7)
_SLOW = const(8)


DRAW_GUESS = 550          # the average speed rating of an unseen card
# How much a card is worth keeping, by effect.
KEEP = bytes((7, 6, 9, 8, 4, 5, 5, 7, 5, 8, 8, 8, 1))


def think(view, kind, rng):
    """The bot's thinking, a slice at a time (``core.game.bot_think``)."""
    if kind == HARD:
        from paddock.games.stockcar import hard
        return hard.think(view, rng)
    return _once(choose(view, kind, rng))


def _once(move):
    yield move


def choose(view, kind, rng):
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    if kind == HARD:
        return finish(think(view, kind, rng))
    if kind == EASY:
        ph = view.phase
        if ph in (_QUALIFY, _LAP_COUNT, _CRASH, _PIT_EXIT):
            return legal[rng.below(len(legal))]
        if ph == _CHALLENGED:
            return _DRAW if _DRAW in legal else legal[0]
        if ph == _PIT_CALL:
            return _PIT if rng.below(5) == 0 else _DONE
        if ph != _PIT_DISCARD and legal[0] != _PIT and rng.below(2):
            return legal[0]
        return _DONE
    return smart(view, kind == NORMAL)[0]


def hint(view):
    """(move, reason): what the hard bot would do, and why."""
    from paddock.games.stockcar import hard
    return hard.hint(view)


def why(view, move):
    """Why the hard bot makes move (the hint's words, after ``think``)."""
    from paddock.games.stockcar import hard
    return hard.why(view, move)


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


def smart(view, normal):
    """(move, reason) of NORMAL, or of HARD where it plays as NORMAL does."""
    ph = view.phase
    legal = view.legal
    if ph == _LAP_COUNT:
        # The smallest card that makes it, else the largest.
        need = view.count
        for c in view.pend:
            need -= data.laps(c)
        big = legal[0]
        for c in legal:
            lc = data.laps(c)
            lb = data.laps(big)
            if (lc > lb and lb < need) or need <= lc < lb:
                big = c
        return big, "fewest cards"
    if ph == _ACTION:
        return _action(view)
    if ph == _QUALIFY:
        best = legal[0]
        for c in legal:
            if data.speed(c) // 10 - keep(view, c) > data.speed(best) // 10 - keep(view, best):
                best = c
        return best, "a fast card I can spare"
    if ph == _CRASH:
        return lowest(view, legal), "the pass card I need least"
    if ph == _PIT_EXIT:
        best = legal[0]
        for c in legal:
            if _pit_time(view, c) < _pit_time(view, best):
                best = c
        return best, "the quickest pit time"
    if ph == _RESPOND:
        cards = [m for m in legal if m < data.DECK and data.EFFECT[m] == data.BLOCK]
        if cards:
            return lowest(view, cards), "BLOCK the pass"
        cards = [m for m in legal if m < data.DECK]
        if cards:
            best = 0
            for c in view.hand:
                if c not in cards and data.speed(c) > best:
                    best = data.speed(c)
            mod = data.PASS_STATS[data.EFFECT[view.pa_card]] if view.stats else 0
            if normal or max(best, DRAW_GUESS) >= DRAW_GUESS + mod:
                return lowest(view, cards), "CHALLENGE the pass"
        return _DONE, "let it go"
    if ph == _DRAFTING:
        return lowest(view, legal), "keep up with the car ahead"
    if ph == _FOLLOWING:
        # With pass statistics the passer has the edge; without, ties go
        # to the car in front: follow the likelier winner.
        side = _FOLLOW_P if view.stats else _FOLLOW_D
        for m in legal:
            if side <= m < side + data.DECK:
                return m, "follow the likelier winner"
        return _DONE, "no draft"
    if ph == _CHALLENGED:
        best = -1
        for c in legal:
            if c < data.DECK and (best < 0 or data.speed(c) > data.speed(best)):
                best = c
        # HARD keeps a card unless it is well above a draw's average
        if best >= 0 and (data.speed(best) > DRAW_GUESS + (100 if normal else 250)
                          or _DRAW not in legal):
            return best, "my fastest card"
        return _DRAW, "try the draw pile"
    if ph == _PASS_TWO:
        return _AGAIN, "go for the second car"
    if ph == _PIT_CALL:
        me = view.seat
        last = view.slot_of(me) == len(view.line) - 1
        if (view.evs[me] or (last and view.hand_n[me] < view.hand_limit)
                or (view.advanced and view.draw_n < 9 and view.reserve_n)):
            return _PIT, "pit under the yellow"
        return _DONE, "stay out"
    return _DONE, "keep the rest"


def _action(view):
    """NORMAL: pit for two bad cards; making up time, the cheapest cards;
    else a pass on the car ahead whenever it can."""
    legal = view.legal
    me = view.seat
    i = view.slot_of(me)
    left = view.length - view.laps_done
    if _PIT in legal and ((view.advanced and view.draw_n == 0 and view.reserve_n)
                         or (len(view.evs[me]) >= 2 and (view.advanced or left * 2 > view.length))):
        return _PIT, "time for a pit stop"
    cards = [m for m in legal if m < data.DECK]
    if not cards:
        return _DONE, "no card to play"
    if i < 0:
        return lowest(view, cards), "make up a second"
    ahead = view.line[i - 1] if i > 0 else _SLOW
    if ahead < _SLOW and view.down[ahead] > view.down[me]:
        return _DONE, "hold position"
    for e in (data.PASS_INSIDE, data.PASS_OUTSIDE, data.INSIDE_ADVANTAGE, data.PASS_2):
        for m in cards:
            if data.EFFECT[m] == e:
                return m, "pass the car ahead"
    return _DONE, "hold position"


def _pit_time(view, card):
    if view.advanced and data.EFFECT[card] == data.FAST_PIT:
        return data.FAST_PIT_TIME
    return data.pit(card)
