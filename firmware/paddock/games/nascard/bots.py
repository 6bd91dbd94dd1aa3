"""Nascard bots. They read only ``State.seen_by(seat)``.

EASY plays its highest card that is not trump, never activates a Bonus and
makes a Pit Stop only when nothing else is free. NORMAL and HARD score every
way to play the turn, each card with or without its Bonus and the Pit Stop
(``plan``): the spaces the card should move this round (``odds``) plus what
the cards kept are worth for later rounds. NORMAL counts every card kept
alike; HARD weighs a card by its value, counts only as many as there are
rounds left to play them, values a Blister Tire card by whether rivals (who
never stop) or players (who pit) make the pace, and stops counting cards when
the race is likely to end this round. Costs are paid with the weakest cards.
"""

from paddock.core.game import EASY, HARD
from paddock.games.nascard import data
from paddock.games.nascard.codes import (
    BLISTERING, BONUS, BURNING, PICK, PIT, PLAY, SKIP_BONUS, USE_BONUS)
from paddock.games.nascard.odds import TRUMP, Odds
from paddock.games.nascard.plan import Plan


def choose(view, kind, rng):
    """The move of an EASY, NORMAL or HARD bot (no random tie-breaks needed)."""
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    if kind == EASY:
        return _easy(view)
    return _best(view, kind == HARD)


def hint(view):
    """(move, reason): what the hard bot would do, and why."""
    if len(view.legal) == 1:
        return view.legal[0], "the only move"
    move = _best(view, True)
    return move, _reason(view, move)


def _easy(view):
    legal = view.legal
    if view.phase == PICK:
        best = PIT
        for m in legal:
            if m < PIT and data.suit(m) != view.trump and (best == PIT or m > best):
                best = m
        return best
    if view.phase == BONUS:
        return SKIP_BONUS
    return legal[0]


def _weakest(legal):
    """The legal card move whose card is lowest: the cheapest cost to pay."""
    best = legal[0]
    for m in legal:
        if (m & 63) < (best & 63):
            best = m
    return best


def _best(view, hard):
    """The move NORMAL (hard False) or HARD would make."""
    ph = view.phase
    legal = view.legal
    if ph != PICK and ph != BONUS:
        return _weakest(legal)
    plan = Plan(view, hard)
    if ph == BONUS:
        c = view.card[view.seat]
        use = plan.card(c, True)
        return USE_BONUS if use is not None and use > plan.card(c, False) else SKIP_BONUS
    best = PIT
    top = plan.pit()
    for m in legal:
        if m >= PIT:
            continue
        score = plan.card(m - PLAY, False)
        with_bonus = plan.card(m - PLAY, True)
        if with_bonus is not None and with_bonus > score:
            score = with_bonus
        if score > top:
            top = score
            best = m
    return best


def _reason(view, move):
    """A short reason for the hint."""
    ph = view.phase
    if ph == BURNING or ph == BLISTERING:
        return "pay with your weakest card"
    if ph != PICK and ph != BONUS:
        return "keep your best cards"
    if move == SKIP_BONUS:
        return "its cost outweighs it"
    if move == USE_BONUS:
        from paddock.games.nascard.texts import BONUS_NAME
        return "%s pays off" % BONUS_NAME[view.bonus[data.suit(view.card[view.seat])]]
    if move == PIT:
        return "refuel: 4 cards, Blisters back"
    c = move - PLAY
    trump = data.suit(c) == view.trump
    s = Odds(view).spaces(c + (TRUMP if trump else 0))
    return "about %d spaces%s" % ((s + 50) // 100, ", trump" if trump else "")
