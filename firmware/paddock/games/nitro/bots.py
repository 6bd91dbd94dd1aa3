"""Nitro bots. They read only ``State.seen_by(seat)``.

EASY equips what it draws, drives to the furthest row it can reach without
Nitro, fires at anyone in its sights, plays Events only on its own turn and
buys nothing. NORMAL keeps the better Ride, prefers the road, spends Nitro
only to finish, fires at the rival furthest on and plays harmful Events on
the leader, on any turn. HARD follows a road map of the Wasteland (road
spaces to the finish, the desert counting double), weighs each reachable
space, location and Nitro card spent (a card n at about 2n + 2 points, 4 a
road space), equips and buys by what a card is worth to it, aims Weapons at
the most threatening rival, hits the leader with Events off its turn at
once, and on its own turn keeps them for a rival ahead or near the finish.
"""

from micropython import const

from paddock.core import game
from paddock.games.nitro import cards
from paddock.games.nitro import plan     # the largest first, on the emptiest heap
from paddock.games.nitro import bot_events
from paddock.games.nitro import bot_turn
from paddock.games.nitro import bot_cards
from paddock.games.nitro import bot_drive

_A = const(3)
_ROAD = const(1)
_PASS = const(1)
_START = const(10)
_TARGET = const(20)
_NITRO = const(30)         # codes.NITRO
_DROP = const(400)
_BUY = const(500)
_JUNK = const(600)
_GIVE = const(800)
_DEST = const(1000)
_PH_PLACE = const(0)
_PH_WINDOW = const(1)
_PH_SHOP = const(4)
_PH_JUNK = const(5)
_PH_GIVE = const(6)
_AIM_EVENT = const(1)
_AIM_GIFT = const(3)


_MAP_SLICE = const(40)  # road map spaces a slice (about 0.1 ms on the test interpreter)
# Hint reasons: texts.reason(r), texts.txt line 120 + r.
_R_ONLY = const(0)
_R_KEEPS_BETTER = const(1)
_R_WAITS = const(2)
_R_HITS_NOW = const(3)
_R_KEEPS_EVENTS = const(4)
_R_TAKES_FIRST = const(5)
_R_TAKES_USEFUL = const(6)
_R_GIVES_FIRST = const(7)
_R_GIVES_LEAST = const(8)
_R_PICKS = const(9)
_R_TAKES_SELF = const(10)
_R_GIVES_SAFE = const(11)
_R_AIMS_THREAT = const(12)
_R_ANY_SPACE = const(13)
_R_ON_ROAD = const(14)
_R_SHORTEST = const(15)


def think(view, kind, rng):
    """choose, a slice at a time (``game.bot_think``): the road map (hard)
    and the search for a move get slices of their own."""
    yield None      # making the view was this slice's work
    if kind == game.HARD and (view.phase == _PH_PLACE or not plan.ready(view)):
        # Placing its marker, a bot first looks over the Wasteland: the map
        # is worked out then (so every later decision finds it ready), or
        # when a saved race resumes.
        for _ in plan.map_steps(view, _MAP_SLICE):
            yield None
    if kind != game.EASY:
        for m in view.legal:
            if m >= _DEST:     # best_drive finds this search done
                bot_drive.search(view, kind == game.HARD)
                yield None
                break
    yield _decide(view, kind, rng)[0]


def choose(view, kind, rng):
    return game.finish(think(view, kind, rng))


def hint(view):
    """(move, reason): what the hard bot would do, and why."""
    move, why = _decide(view, game.HARD, None)
    from paddock.games.nitro import texts
    return move, texts.reason(why)


def _decide(view, kind, rng):
    legal = view.legal
    if len(legal) == 1:
        return legal[0], _R_ONLY
    first = legal[0]
    if _TARGET <= first < _NITRO:
        return _aim(view, kind, rng)
    if _DROP <= first < _BUY:
        return bot_cards.lowest(view, legal, _DROP, True), _R_KEEPS_BETTER
    ph = view.phase
    if ph == _PH_PLACE:
        return _place(view, kind, rng)
    if ph == _PH_WINDOW:
        if kind == game.EASY:
            return _PASS, _R_WAITS
        # Off its turn hard hits the leader as soon as it can, as normal does:
        # a rival slowed early loses more than one stopped at the last turn.
        m = bot_events.event(view, game.NORMAL, False)
        return (m, _R_HITS_NOW) if m >= 0 else (_PASS, _R_KEEPS_EVENTS)
    if ph == _PH_JUNK:
        if kind == game.EASY:
            return first, _R_TAKES_FIRST
        return bot_cards.highest(view, legal, _JUNK, kind == game.HARD), _R_TAKES_USEFUL
    if ph == _PH_GIVE:
        if kind == game.EASY:
            return first, _R_GIVES_FIRST
        return bot_cards.lowest(view, legal, _GIVE, False, kind == game.HARD), _R_GIVES_LEAST
    if ph == _PH_SHOP:
        return bot_cards.shop(view, kind)
    return bot_turn.turn(view, kind, rng)


def _aim(view, kind, rng):
    seats = [m - _TARGET for m in view.legal]
    if kind == game.EASY:
        return _TARGET + plan.pick(rng, seats), _R_PICKS
    me = view.seat
    helps = False
    if view.aim_kind == _AIM_EVENT:
        helps = cards.field(view.aim_card, _A) in bot_events.HELPS
    if helps and me in seats:
        return _TARGET + me, _R_TAKES_SELF
    gift = view.aim_kind == _AIM_GIFT
    best = -1
    top = 0
    for s in seats:
        if s == me and len(seats) > 1:
            continue
        v = _danger(view, s)
        if gift:
            v = -v
        if best < 0 or v > top:
            best = s
            top = v
    if gift:
        return _TARGET + best, _R_GIVES_SAFE
    return _TARGET + best, _R_AIMS_THREAT


def _danger(view, s):
    """How dangerous rival s is: nearer the finish first, then the one who
    moves sooner (so ties do not always fall on the same seat)."""
    n = (s - view.cur) % view.players
    return plan.threat(view, s) * 8 - n


def _place(view, kind, rng):
    out = [m - _START for m in view.legal]
    if kind == game.EASY:
        return _START + plan.pick(rng, out), _R_ANY_SPACE
    if kind == game.NORMAL:
        road = [c for c in out if view.grid[c] & _ROAD]
        return _START + plan.pick(rng, road or out), _R_ON_ROAD
    m = plan.road_map(view)
    low = min(m[c] for c in out)
    best = [c for c in out if m[c] == low]
    return _START + plan.pick(rng, best), _R_SHORTEST
