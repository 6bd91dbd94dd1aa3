"""Zoom Zoom Vroom: Resolving a Trick, End of Round, End of Game.

Functions take the ``rules.State``; rules calls them when a trick is full.
"""

from paddock.games.zoomzoom import data
from paddock.games.zoomzoom.setup import deal

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_DONE = const(4)
_DOWN = const(7)
_EV_ALL_TUNE = const(14)
_EV_GAME = const(20)
_EV_LAP = const(17)
_EV_NO_LAP = const(18)
_EV_ROUND = const(19)
_EV_SPEED = const(16)
_EV_SPLIT = const(11)
_EV_SPLIT_LOST = const(12)
_EV_TO_MIDDLE = const(15)
_EV_WIN = const(13)
_PICK = const(0)


# -- Resolving a Trick ------------------------------------------------------

def resolve_trick(st):
    """Resolving a Trick, steps 1-5, then the next trick or End of Round."""
    n = st.t_n
    # 1. Tune Ups split the middle's gas; what does not split evenly, and
    #    anything over five in front of a player, is removed from the game.
    downs = 0
    for i in range(n):
        if st.t_card[i] == _DOWN:
            downs += 1
    if downs and st.middle:
        share = st.middle // downs
        left = st.middle - share * downs
        st.middle = 0
        for i in range(n):
            if st.t_card[i] == _DOWN:
                seat = st.t_seat[i]
                st.emit(_EV_SPLIT, seat, share, st.gain(seat, share))
        if left:
            st.removed += left
            st.emit(_EV_SPLIT_LOST, -1, left)
    # 2. Discard the face-down cards without looking at them.
    for i in range(st.facedown.n):
        st.discard.push(st.facedown.cards[i])
    st.facedown.clear()
    # 3. The highest final card number wins; a tie goes to the earlier card.
    best = -1
    win = -1
    for i in range(n):
        f = st.final(i)
        if f > best:
            best = f
            win = st.t_seat[i]
    if win >= 0:
        st.emit(_EV_WIN, win, best)
    else:
        st.emit(_EV_ALL_TUNE)
    # 4. Gas on the face-up cards goes to the middle; face-up cards are
    #    discarded and a played 0/5 card goes back to the box.
    spent = 0
    for i in range(n):
        spent += st.t_gas[i]
        if st.t_card[i] < _DOWN:
            st.discard.push(st.t_card[i])
    st.middle += spent
    if spent:
        st.emit(_EV_TO_MIDDLE, -1, spent)
    st.t_n = 0
    st.phase = _PICK
    # 5. Tricks 1-5: the winner gains speed and leads. Trick 6: End of Round.
    #    All Tune Up: no one gains, and the same player leads.
    if st.trick < data.TRICKS:
        if win >= 0:
            top = len(data.TRACKS[st.track]) - 1
            if st.pos[win] < top:
                st.pos[win] += 1
            st.emit(_EV_SPEED, win, st.speed(win))
            st.lead = win
        st.trick += 1
    else:
        end_of_round(st, win)


# -- End of Round -----------------------------------------------------------

def end_of_round(st, win):
    """The last trick's winner takes a lap token; deal the next round."""
    if win >= 0:
        st.laps[win] += 1
        if st.lap_pool:
            st.lap_pool -= 1
        st.emit(_EV_LAP, win, st.laps[win])
        if st.laps[win] >= data.LAPS_TO_WIN:
            end_of_game(st, win)
            return
        st.lead = win  # the player who most recently gained a lap token
    else:
        st.emit(_EV_NO_LAP)  # the lead of the last trick leads again
    st.round += 1
    st.trick = 1
    for p in range(st.players):
        st.pos[p] = 0
        st.boost[p] = 0
    for s in range(data.SUITS):
        st.seen[s] = 0
    deal(st, data.HAND)
    st.emit(_EV_ROUND, -1, st.round)


# -- End of Game ------------------------------------------------------------

def end_of_game(st, win):
    """A player with two lap tokens wins."""
    st.winner = win
    st.phase = _DONE
    st.emit(_EV_GAME, win)


def standings(st):
    """The winner first, then by laps, then by gas in front, then seat."""
    order = list(range(st.players))
    order.sort(key=lambda p: (p != st.winner, -st.laps[p], -st.gas[p], p))
    return order
