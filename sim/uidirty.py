"""How much of the screen a cursor press redraws, on the simulator: a race at
the most players, seat 1 human, hard bots; at each of the first human
decisions the d-pad is pressed once each way and the union of the areas the
display redrew is measured (``sim.bench --ui``'s ``cursor_dirty_pct``)."""

from sim.harness import Sim

CURSOR = ("RIGHT", "LEFT", "DOWN", "UP")
POLICY = ("A", "RIGHT A", "B B", "DOWN A", "LEFT A", "UP A", "RIGHT RIGHT A", "DOWN DOWN A")


def _kind(sim):
    return type(sim.app.stack[-1]).__name__


def _row_to(sim, words):
    menu = sim.app.stack[-1].menu
    for i, item in enumerate(menu.items):
        if item.startswith(words):
            for _ in range(menu.n + 1):
                if menu.cursor == i:
                    return
                sim.press("DOWN")
    raise RuntimeError("no row %r" % words)


def _start(sim, game_id):
    from paddock import games
    sim.press("A")
    _row_to(sim, games.title(game_id))
    sim.press("A")
    setup = sim.app.stack[-1]
    if setup.menu.shown[0]:
        _row_to(sim, "Players")
        while setup.players < setup.hi:
            sim.press("RIGHT")
    for i in range(1, setup.players):
        _row_to(sim, "%d " % (i + 1))
        while setup.seats[i] != 4:
            sim.press("RIGHT")
    _row_to(sim, "Start")
    sim.press("A")


def cursor_areas(game_id, decisions=6, seed=1, limit=3000):
    """The share of the screen (percent) each measured cursor press redrew."""
    def make():
        from paddock.console import App
        return App(seed=seed)
    shares = []
    sim = Sim(board="pygamer", app_factory=make)
    try:
        _start(sim, game_id)
        seen = 0
        for _ in range(limit):
            kind = _kind(sim)
            if kind != "GameScreen":
                if kind in ("MainMenu", "TitleScreen"):
                    break
                sim.press("A")
                continue
            view = sim.app.stack[-1].view
            if not view.turns.my_turn():
                sim.press("A")
                continue
            seen += 1
            if seen > decisions:
                break
            # The first key comes once the decision is drawn: a view may spread
            # its drawing over a few ticks, and a player takes longer than that.
            sim.tick(10)
            for key in CURSOR:
                sim.display.redrawn_share()
                sim.press(key)
                shares.append(sim.display.redrawn_share())
            before = view.state.moves
            for keys in POLICY:
                sim.keys(keys)
                if view.state.moves != before or not view.turns.my_turn():
                    break
    finally:
        sim.close()
    return shares
