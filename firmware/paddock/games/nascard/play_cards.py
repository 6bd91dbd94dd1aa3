"""Game Rounds, 1. Play Cards: in position order each driver plays a card
face up or makes a Pit Stop. Trading paint (a trump card: Blister Tires
twice, no Bonus), Economy (another suit: its Bonus may be activated), the
Pit Stop, then the hand limit at the end of the turn. What may be played
now is ``moves``.
"""

from paddock.core.game import RulesError
from paddock.games.nascard import bonuses
from paddock.games.nascard import data
from paddock.games.nascard import hand
from paddock.games.nascard import move_cars
from paddock.games.nascard.moves import legal

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``, ``events``), folded into the bytecode.
_PICK = const(0)
_PLAY = const(0)
_BONUS = const(1)
_BURNING = const(2)
_BLISTERING = const(3)
_EV_PLAY = const(3)
_DISCARDING = const(4)
_EV_PIT = const(4)
_EV_BONUS = const(7)
_EV_NO_BONUS = const(8)
_EV_CANT_PAY = const(9)
_EV_TRADING = const(26)
_PIT = const(60)
_USE_BONUS = const(61)
_BURN = const(64)
_BLISTER = const(128)
_DISCARD = const(192)


def decide(st, seat, move):
    """Apply one decision of seat's turn, then every forced step after it."""
    ph = st.phase
    if ph == _PICK:
        if move == _PIT:
            pit_stop(st, seat)
        else:
            play_card(st, seat, move - _PLAY)
    elif ph == _BONUS:
        economy(st, seat, move == _USE_BONUS)
    elif ph == _BURNING:
        hand.burn(st, seat, move - _BURN)
        st.owed = bonuses.blisters_owed(st, seat, st.pending)
        after_cost(st, seat)
    elif ph == _BLISTERING:
        blister(st, seat, move - _BLISTER)
    elif ph == _DISCARDING:
        hand.discard(st, seat, move - _DISCARD)
        end_of_turn(st, seat)
    else:
        raise RulesError("the race is over")
    forced(st)


def play_card(st, seat, card):
    """Play a card face up; Trading paint or Economy follows."""
    st.hands[seat].remove(card)
    st.card[seat] = card
    st.emit(_EV_PLAY, seat, card)
    s = data.suit(card)
    if s == st.trump:
        trading_paint(st, seat)
        return
    bonus = st.bonus[s]
    if bonuses.shortfall(st, seat, bonus, card):
        st.emit(_EV_CANT_PAY, seat, bonus)
        end_of_turn(st, seat)
    else:
        st.phase = _BONUS


def trading_paint(st, seat):
    """A trump card: Blister Tires twice, and no Bonus."""
    st.emit(_EV_TRADING, seat, data.TRUMP_BLISTERS)
    st.owed = data.TRUMP_BLISTERS
    st.phase = _BLISTERING


def economy(st, seat, use):
    """Economy: the option to activate the Bonus of the played card's suit."""
    bonus = st.bonus[data.suit(st.card[seat])]
    if not use:
        st.emit(_EV_NO_BONUS, seat, bonus)
        end_of_turn(st, seat)
        return
    st.emit(_EV_BONUS, seat, bonus)
    st.pending = bonus
    if data.digit(data.BURN, bonus):
        st.phase = _BURNING
        return
    st.owed = bonuses.blisters_owed(st, seat, bonus)
    after_cost(st, seat)


def blister(st, seat, card):
    hand.blister(st, seat, card)
    st.owed -= 1
    after_cost(st, seat)


def after_cost(st, seat):
    """Blister what is still owed, then the Bonus's effect and the turn's end."""
    if st.owed:
        st.phase = _BLISTERING
        return
    if st.pending:
        bonuses.apply(st, seat, st.pending)
        st.pending = 0
    end_of_turn(st, seat)


def pit_stop(st, seat):
    """Turn over the Pit card, draw 4 cards, take back every Blister Tire."""
    st.pit[seat] = 1
    drawn = hand.draw_cards(st, seat, data.PIT_DRAW)
    back = hand.recover(st, seat)
    st.emit(_EV_PIT, seat, drawn, back)
    end_of_turn(st, seat)


def end_of_turn(st, seat):
    """The hand limit of 8, then the next driver (or the cars move)."""
    if hand.over_limit(st, seat):
        st.phase = _DISCARDING
        return
    st.turns += 1
    st.turn += 1
    st.phase = _PICK
    if st.turn >= st.players:
        move_cars.move_cars_forward(st)


def forced(st):
    """Pay for the player a cost with only one way to pay it."""
    while st.phase == _BURNING or st.phase == _BLISTERING:
        seat = st.order[st.turn]
        h = st.hands[seat]
        if st.phase == _BLISTERING:
            if st.owed < h.n:
                return
            if h.n == 0:  # cannot happen when costs are checked; never loop
                st.owed = 0
                after_cost(st, seat)
                continue
            blister(st, seat, h.cards[h.n - 1])
        else:
            moves = legal(st)
            if len(moves) != 1:
                return
            decide(st, seat, moves[0])
            return
