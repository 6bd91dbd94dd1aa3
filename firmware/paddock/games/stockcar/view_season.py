"""Stock Car Championship seasons on the console: the season table between
races, the standings kept in the console's "season" slot after each race,
and a saved season offered when a new game starts. Loaded when needed.

The race in progress is saved by the console with the game (its State holds
the season); the "season" slot holds the table alone, so a season goes on
even after its race was abandoned. The host's ``save_record`` and
``load_record`` reach that slot; a host without them (a test's stand-in)
just keeps no table.
"""

from paddock import drop
from paddock.games.stockcar.season import SAVE_ID, Season

TRACKS = ("SuperSpeedway", "One Mile Oval", "Short Track")


def ordinal(n):
    if n % 100 in (11, 12, 13):
        return "%dth" % n
    return "%d%s" % (n, ("th", "st", "nd", "rd")[n % 10] if n % 10 < 4 else "th")


def table(sea, names):
    """The season table as lines for a dialog (24 columns): rank, car and
    name, points, the last race's finish, wins."""
    lines = ["P %-9s %3s %-4s %s" % ("Driver", "Pts", "Last", "Won")]
    rank = 0
    for s, pts, wins, _poles, last, _last_pts in sea.table():
        rank += 1
        who = ("#%d %s" % (s + 1, names[s]))[:9]
        lines.append("%d %-9s %3d %-4s %d" % (rank, who, pts, ordinal(last) if last else "-",
                                              wins))
    if sea.done < sea.races:
        lines.append("Next: %s" % TRACKS[sea.series[sea.done]])
    return "\n".join(lines)


def title(sea):
    if sea.done >= sea.races:
        return "Season over"
    return "Season: %d of %d run" % (sea.done, sea.races)


def offer(host, players):
    """(a saved Season to offer, or None; a note for the log line, or "")."""
    load = getattr(host, "load_record", None)
    record = load(SAVE_ID) if load is not None else None
    if not record:
        return None, ""
    try:
        sea = Season.from_record(record)
    except ValueError:
        return None, "Saved season is damaged"
    if sea.done >= sea.races:
        return None, ""
    if sea.players != players:
        return None, "Saved season: %d drivers" % sea.players
    return sea, ""


def keep(host, sea):
    """Store the season table in the console's "season" slot (a series of
    races only); True if it was written."""
    save = getattr(host, "save_record", None)
    if save is None or sea.races < 2:
        return False
    return bool(save(SAVE_ID, sea.record()))


def race_over(view):
    """A race of a season has ended: keep the table and show it (the last
    race's table comes with the game's result instead)."""
    st = view.state
    sea = st.season
    keep(view.host, sea)
    drop("paddock.games.stockcar.payload")    # the codec, for that save only
    if sea.races > 1 and sea.done < sea.races:
        view.host.message(title(sea), table(sea, view.names))


def go_on(view, options, seed):
    """The saved season's next race as a new State (ValueError if refused)."""
    from paddock.games.stockcar import rules
    sea = view.asking
    opts = {}
    for k in options:
        opts[k] = options[k]
    opts["season_data"] = sea.to_bytes()
    return rules.new_game(opts, seed)
