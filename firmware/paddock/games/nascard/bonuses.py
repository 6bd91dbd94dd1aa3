"""Suit Bonuses: what each of the sixteen asks and gives.

Purple (Tire Management) recovers Blister Tire cards, Blue (Trump Wildcard)
makes the played card count as trump, Orange (Fuel) draws cards, Yellow
(Turbo) moves extra spaces. The numbers are in ``data``; the Caution forms
(Yellow Flag, Racecar, Oil Leak, Chrome Horn) read the space the car is on
when the Bonus is activated. A Bonus whose cost cannot be paid in full
cannot be activated.
"""

from paddock.games.nascard import data
from paddock.games.nascard import hand

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``, ``events``), folded into the bytecode.
_EV_RECOVER = const(10)
_EV_DRAW = const(11)
_EV_AS_TRUMP = const(12)
_EV_EXTRA = const(13)


def blisters_owed(st, seat, bonus):
    """Blister Tires the Bonus asks of seat's car where it stands."""
    return data.digit(data.BLISTER_C if st.on_caution(seat) else data.BLISTER, bonus)


def burn_ok(bonus, played, card):
    """True when card may be burned to pay the Bonus for the played card."""
    kind = data.digit(data.BURN, bonus)
    if kind == data.BURN_SUIT:
        return data.suit(card) == data.bonus_suit(bonus)
    if kind == data.BURN_HIGHER:
        return card > played
    if kind == data.BURN_SUIT_HIGHER:
        return card > played and data.suit(card) == data.bonus_suit(bonus)
    return False


def why_not_burn(bonus, played):
    """Why a card cannot pay the Bonus's burn (one line)."""
    from paddock.games.nascard.texts import SUIT_NAME
    kind = data.digit(data.BURN, bonus)
    name = SUIT_NAME[data.bonus_suit(bonus)]
    if kind == data.BURN_SUIT:
        return "burn an extra %s card" % name
    if kind == data.BURN_HIGHER:
        return "burn a card higher than %d" % played
    return "burn an extra %s card above %d" % (name, played)


NO_CARD = 1    # shortfall(): no card fits the burn
TOO_FEW = 2    # shortfall(): too few cards for the Blister Tires


def shortfall(st, seat, bonus, played):
    """0 when seat can pay the Bonus in full now, else NO_CARD or TOO_FEW."""
    h = st.hands[seat]
    need = blisters_owed(st, seat, bonus)
    if data.digit(data.BURN, bonus):
        found = False
        for i in range(h.n):
            if burn_ok(bonus, played, h.cards[i]):
                found = True
                break
        if not found:
            return NO_CARD
        need += 1
    return TOO_FEW if h.n < need else 0


def problem(st, seat, bonus, played):
    """Why seat cannot pay the Bonus in full now (one line), or None."""
    short = shortfall(st, seat, bonus, played)
    if short == NO_CARD:
        return "no card to " + why_not_burn(bonus, played)
    if short == TOO_FEW:
        return "Blister %d Tires: too few cards" % blisters_owed(st, seat, bonus)
    return None


def apply(st, seat, bonus):
    """The Bonus's effect, once its cost is paid."""
    caution = st.on_caution(seat)
    digit = data.digit
    if digit(data.RECOVER, bonus):
        st.emit(_EV_RECOVER, seat, hand.recover(st, seat))
    n = digit(data.DRAW_C if caution else data.DRAW, bonus)
    if n:
        st.emit(_EV_DRAW, seat, hand.draw_cards(st, seat, n))
    if digit(data.AS_TRUMP, bonus):
        st.as_trump[seat] = 1
        st.emit(_EV_AS_TRUMP, seat, st.card[seat])
    n = digit(data.EXTRA_C if caution else data.EXTRA, bonus)
    if n:
        st.extra[seat] = n
        st.emit(_EV_EXTRA, seat, n)
