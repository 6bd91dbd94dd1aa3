"""The Select hint, a slice a tick (``BaseView.hint_steps``): loaded while
the hint screen is open."""


def steps(view):
    """The hint a slice a tick: yields None while the hard bot thinks,
    then the words (or "" when there is no decision to hint at).

    With the bots' ``think`` and ``why(seen, move)`` the thinking is
    sliced as a bot's turn is, on a copy of the bot stream (a hint never
    changes what the bots do next); else ``bots.hint`` in one slice."""
    if not view.turns.my_turn():
        yield ""
        return
    st = view.state
    seen = st.seen_by(st.to_move())
    think = getattr(view.bots, "think", None)
    why = getattr(view.bots, "why", None)
    if think is None or why is None:
        move, words = view.bots.hint(seen)
        yield view.hint_text(move, words)
        return
    from paddock.core.game import HARD
    from paddock.core.rng import Rng
    rng = Rng(0)
    rng.set_state(*st.bot_rng.state())
    for move in think(seen, HARD, rng):
        if move is not None:
            break
        yield None
    yield None              # the reason gets a tick of its own
    yield view.hint_text(move, why(seen, move))
