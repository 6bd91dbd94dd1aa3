"""Nascard bots. They read only ``State.seen_by(seat)``.

EASY plays its highest card that is not trump, never activates a Bonus and
makes a Pit Stop only when nothing else is free. NORMAL scores every way to
play the turn, each card with or without its Bonus and the Pit Stop
(``plan``): the spaces the card should move this round (``odds``) plus what
the cards kept are worth for later rounds, every card alike. Costs are paid
with the weakest cards. HARD (``hard``, loaded only when a hard seat or the
hint thinks) plans the rounds to come and thinks a slice at a time.
"""

from paddock.core.game import EASY, HARD, finish
from paddock.games.nascard import data
from paddock.games.nascard.codes import BONUS, PICK, PIT, PLAY, SKIP_BONUS, USE_BONUS
from paddock.games.nascard.plan import Plan


def think(view, kind, rng):
    """The bot's thinking, a slice at a time (``core.game.bot_think``)."""
    if kind == HARD:
        from paddock.games.nascard import hard
        return hard.think(view, rng)
    return _once(choose(view, kind, rng))


def _once(move):
    yield move


def choose(view, kind, rng):
    """The move of an EASY, NORMAL or HARD bot (no random tie-breaks needed)."""
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    if kind == HARD:
        return finish(think(view, kind, rng))
    if kind == EASY:
        return _easy(view)
    return _best(view)


def hint(view):
    """(move, reason): what the hard bot would do, and why."""
    from paddock.games.nascard import hard
    return hard.hint(view)


def why(view, move):
    """Why the hard bot makes move (the hint's words, after ``think``)."""
    from paddock.games.nascard import hard
    return hard.why(view, move)


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


def _best(view):
    """The move NORMAL would make."""
    ph = view.phase
    legal = view.legal
    if ph != PICK and ph != BONUS:
        return _weakest(legal)
    plan = Plan(view)
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
