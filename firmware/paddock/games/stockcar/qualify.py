"""3. Qualifying: every driver plays one card face down; the lead draft lines
up by qualifying speeds, highest first (ties: DRAW PILE cards turned over
until resolved); then all refill their hands. Loaded while the cars qualify
(``legal.apply``) and dropped by the view once they race."""

from paddock.games.stockcar import data
from paddock.games.stockcar import track_phase

from micropython import const

# Events (``events``), folded into the bytecode.
_EV_QUALIFY = const(1)
_EV_QTIE = const(2)
_EV_POLE = const(3)


def qualify_card(st, seat, card):
    """All drivers play one card from their DRIVER HANDS, face down."""
    st.hands[seat].remove(card)
    st.pend[seat].push(card)
    st.qi += 1
    if st.qi < st.nq:
        st.cur = st.queue[st.qi]
        return None
    return qualify


def qualify(st):
    """Line the cars up by qualifying speeds, highest first; tied drivers turn
    over DRAW PILE cards until resolved. Then all refill their hands."""
    keys = [None] * st.players      # negated ratings: the fastest sorts first
    for s in range(st.players):
        c = st.pend[s].pop()
        st.discs[s].push(c)
        keys[s] = [-data.speed(c)]
        st.emit(_EV_QUALIFY, s, c)
    order = list(range(st.players))
    order.sort(key=lambda s: (keys[s], s))
    for _ in range(8):               # ties: draw until resolved
        tied = [s for s in order if [t for t in order if keys[t] == keys[s]] != [s]]
        if not tied:
            break
        for s in tied:
            c = st.draw_card(s)
            keys[s].append(-data.speed(c) if c >= 0 else 0)
            if c >= 0:
                st.discs[s].push(c)
                st.emit(_EV_QTIE, s, c)
        order.sort(key=lambda s: (keys[s], s))
    for s in order:
        st.line[st.nline] = s
        st.gap[st.nline] = 0
        st.nline += 1
    st.pole = order[0]
    st.emit(_EV_POLE, order[0])
    for s in range(st.players):
        h = st.hands[s]
        while h.n < st.hand_limit(s):
            c = st.draw_card(s)
            if c < 0:
                break
            h.push(c)
    return track_phase.begin_turn
