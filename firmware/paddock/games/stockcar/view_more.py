"""Stock Car Championship's screen, its rarely needed parts: the small
menus' keys (which car to follow, a saved season), and the help tour
(the hint's words: ``view_hint``). ``view.GameView`` loads this module when
one is asked for and drops it after (on the board code is heap)."""

from paddock import drop, ui
from paddock.hal import A, B
from paddock.games.stockcar.view_draw import ASK, MENU, line

from micropython import const

# view.txt's lines (``view_draw`` says what each run holds).
_W_TOUR = const(67)


def key_menu(view, k):
    group, menu, moves, back = view.popup
    if menu.key(k):
        return
    if k == B and back:
        view._close_popup()
        view.redraw()
    elif k == A:
        move = moves[menu.cursor]
        if move >= 0:
            view.play(move)
            return
        from paddock.games.stockcar.view_menus import GO_ON, FRESH
        view._close_popup()
        if move == GO_ON:
            go_on(view)
        elif move == FRESH:
            view.asking = None
            view._start()
        else:
            view.redraw()


def go_on(view):
    """Race on in the saved season: its next race replaces the new one."""
    from paddock.games.stockcar import view_season
    view.state = view_season.go_on(view, view.options, view.seed)
    for part in ("payload", "restore"):   # the season's codec, used once
        drop("paddock.games.stockcar." + part)
    sea = view.state.season
    if sea.races in (1, 3, 5, 10):
        view.options["races"] = sea.races
    view.host.message(view_season.title(sea), view_season.table(sea, view.names))
    view.asking = None
    view._start()


def open_menu(view, kind, card=-1):
    """A small menu over the track: which car to follow, or the saved
    season (kind -1)."""
    from paddock.games.stockcar.view_menus import popup
    view._close_popup()
    view.popup = popup(view, kind, card)
    view.group.append(view.popup[0])
    view.mode = ASK if kind < 0 else MENU
    view._info()


def tour(view):
    """The play screen's parts, for the help's first pages: (x, y, w, h,
    words) each, in screen pixels."""
    tr = view.track
    hand = view.hand.group.y
    parts = ((0, 0, ui.W, view.header.height), (0, view.header.height, ui.W,
                                                tr.bottom - 8 * view.state.players
                                                - view.header.height),
             (0, tr.bottom - 8 * view.state.players, ui.W, 8 * view.state.players),
             (0, view.prompt.y, ui.W, 8), (0, hand, ui.W, 27), (0, view.info.y, ui.W, 8),
             (0, ui.H - 12, ui.W, 12))
    return tuple(p + (line(_W_TOUR + i).replace("|", "\n"),) for i, p in enumerate(parts))
