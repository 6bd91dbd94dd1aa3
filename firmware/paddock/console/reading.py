"""The console's saves, the reading side: the start-up check, Continue's
records, the settings, the hand-over, and setting aside a record that fails.

Used by the menu's program and by a race's program while it begins; a race
drops this module once its view is built (``console.saves`` keeps writing).
A record that fails anywhere (checksum, version, header, ``rules.from_bytes``
and its check module, the view) is reported in one line and kept aside
untouched (``Store.set_aside``): in play mode its file is renamed to
``<id>.bad``; where it cannot be renamed it stays, and Continue leaves it
alone for the rest of the session.
"""

from paddock import games
from paddock.core import save as codec
from paddock.core.save import Reader, SaveError
from paddock.console.saves import HEADER, KINDS, LAUNCH, SETTINGS, SETTINGS_VERSION


def read_header(r, meta):
    """(options, seed) of ``saves.header``; SaveError if it does not fit the game."""
    if r.u8() != HEADER:
        raise SaveError("save header is unknown")
    seed = r.u30()
    names = []
    for _ in range(r.u8()):
        try:
            names.append(bytes(r.raw()).decode())
        except UnicodeError:
            raise SaveError("save has a bad name")
    options = {"names": names}
    table = getattr(meta, "OPTIONS", ())
    if r.u8() != len(table):
        raise SaveError("save options do not fit the game")
    for key, _, choices, _ in table:
        i = r.u8()
        if i >= len(choices):
            raise SaveError("save has a bad %s" % key)
        options[key] = choices[i]
    try:
        options["about"] = bytes(r.raw()).decode()
    except UnicodeError:
        raise SaveError("save has a bad about line")
    return options, seed


def about(saves, game_id):
    """("Turn 12", "Fern + 3 bots") of a saved race, for Continue; ("", "")
    if its record cannot say."""
    try:
        record = saves.store.load(game_id, games.metadata(game_id).VERSION)
        r = Reader(codec.decode(record, game_id)[2])
        words = read_header(r, games.metadata(game_id))[0]["about"]
    except Exception:   # a record Continue will refuse with a reason anyway
        return ("", "")
    i = words.find("|")
    return (words[:i], words[i + 1:]) if i >= 0 else (words, "")


def unpack(payload, meta):
    """(options, seed, state bytes) of a payload; SaveError if the header
    does not fit the game. ``options`` has ``names`` and the OPTIONS keys."""
    r = Reader(payload)
    options, seed = read_header(r, meta)
    return options, seed, bytes(payload[r.i:])


def load_state(game_id, record, meta, rules):
    """(options, seed, state) of a game record, checked as Continue checks it
    (the host's push-save too); SaveError, or another error, if it fails."""
    payload = codec.decode(record, game_id, meta.VERSION)[2]
    options, seed, body = unpack(payload, meta)
    state = rules.from_bytes(body)
    n = state.players
    if len(options["names"]) != n:
        raise SaveError("save names do not fit the seats")
    options["players"] = n
    options["seats"] = bytearray(state.seats[:n])
    return options, seed, state


KINDS_TOLD = (
    ("older Paddock", "is from an older Paddock and cannot be read"),
    ("version", "is from another version of the game"),
    ("not saved", "could not be saved"),
    ("unreadable", "could not be read"),
    (" save: ", "could not be loaded"),
    ("", "was damaged"),
)


def told(line):
    """A store's problem line in a player's words: what, and what happened
    (the line itself, with its file names, goes to the serial console)."""
    print("saves:", line)
    head = line[4:] if line.startswith("nvm ") else line
    slot = head.split(" ")[0].split(":")[0].split(".")[0]
    if slot == SETTINGS:
        what = "The settings"
    elif slot == "season":
        what = "The season table"
    else:
        what = "The saved %s race" % games.title(slot)
    for key, happened in KINDS_TOLD:
        if key in line:
            break
    words = "%s %s" % (what, happened)
    if key in (" save: ", "not saved") and ": " in line:   # why, in the rules' words
        words += ": " + line.split(": ", 1)[1].split("; kept")[0]
    if "kept" in line:
        words += "; it is kept aside"
    return words + "."


def check(saves):
    """Read every slot once (damage is reported and set aside) and find
    the saved games; the start-up report is ``saves.report``, in a
    player's words (the store's own lines go to the serial console)."""
    st = saves.store
    try:
        slots = st.slots()
        for gid, _ in games.GAMES:
            if gid in slots:
                refresh(saves, gid)
        st.check()
    except OSError as e:   # an unreadable drive: no saves, the console goes on
        st.problems().append("saves unreadable: %s" % e)
    for line in st.problems():
        words = told(line)
        if words not in saves.report:
            saves.report.append(words)
    return saves.report


def version(game_id):
    """The game's save version, or None if the game is not there."""
    try:
        return games.metadata(game_id).VERSION
    except MemoryError:
        raise
    except Exception:   # not built, or broken: its saves wait untouched
        return None


def refresh(saves, game_id):
    """Whether a game's slot holds a save Continue can offer."""
    ok = False
    if game_id not in saves.kept:
        v = version(game_id)
        ok = v is not None and saves.store.load(game_id, v) is not None
    if ok and game_id not in saves.saved:
        saves.saved = [g for g, _ in games.GAMES if g in saves.saved or g == game_id]
    elif not ok and game_id in saves.saved:
        saves.saved.remove(game_id)
    return ok


def take_launch(saves):
    """What the last program handed over (read once), or None."""
    st = saves.store
    try:
        if LAUNCH not in st.slots():
            return None
        record = st.load(LAUNCH, 1)
        st.delete(LAUNCH)
        r = Reader(codec.decode(record, LAUNCH, 1)[2])
        kind = KINDS[r.u8()]
        gid, title, words = [bytes(r.raw()).decode() for _ in range(3)]
        options = None
        seed = 0
        if r.i < len(r.data):
            options, seed = read_header(r, games.metadata(gid))
            seats = r.raw()
            options["players"] = len(seats)
            options["seats"] = seats
        return (kind, gid or None, options, seed, title, words)
    except Exception as e:   # never a reason not to start: the title comes
        print("hand-over lost:", e)
        return None


def load_settings(saves):
    """The saved Settings, or None for the defaults (damage is reported)."""
    from paddock.console.settings import Settings
    had = SETTINGS in saves.store.slots()
    record = saves.store.load(SETTINGS, SETTINGS_VERSION)
    if record is None:
        if had:
            saves.report.append("Settings not loaded: defaults used")
        return None
    try:
        return Settings.from_bytes(codec.decode(record, SETTINGS, SETTINGS_VERSION)[2])
    except ValueError as e:
        saves.report.append(told(set_aside(saves, SETTINGS, record, str(e))))
        saves.report.append("Settings not loaded: defaults used")
        return None


def open_game(saves, game_id):
    """(options, seed, state, record) of the saved game (its view is loaded
    after, once the reading code is gone). ImportError if the game is not
    built; ValueError (one line) if the record fails, which is then kept
    aside."""
    meta = games.metadata(game_id)
    rules = games.load(game_id, "rules")
    record = saves.store.load(game_id, meta.VERSION)
    if record is None:
        refresh(saves, game_id)
        raise ValueError(saves.last("no save"))
    try:
        options, seed, state = load_state(game_id, record, meta, rules)
    except MemoryError:
        raise
    except Exception as e:  # any damage the checksum let through
        raise ValueError(told(set_aside(saves, game_id, record, why(e))))
    return options, seed, state, record


def set_aside(saves, slot, record, words):
    """Keep a record that failed out of the way (``record`` None: every copy
    of the slot, a race that fails in play); the one-line report."""
    line = saves.store.set_aside(slot, words, record)
    if not line.endswith(".bad") and slot not in saves.kept:
        saves.kept.append(slot)
    if slot != SETTINGS:
        refresh(saves, slot)
    return line


def why(e):
    """An exception in one line: its words, with its type unless a ValueError says it."""
    words = str(e)
    return words if isinstance(e, ValueError) and words else "%s: %s" % (type(e).__name__, words)
