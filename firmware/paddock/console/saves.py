"""The console's saves: game records, settings, Continue and the start-up check.

A game record is ``core.save.encode(game_id, meta.VERSION, payload)`` in the
game's slot of a `paddock.store.Store`. The payload is a small header, then
the rules state::

    header format (1) = 1 | seed (4, ``Writer.u30``) | seats n (1)
    | n names, each length (1) + UTF-8 | option count m (1)
    | m choice indices (1 each, in the order of the game's OPTIONS)
    | ``state.to_bytes()`` to the end of the payload

The player count and seat kinds come back from the state itself. Settings
are ``encode("settings", 1, Settings.to_bytes())`` in the "settings" slot.

A record that fails anywhere (checksum, version, header, ``rules.from_bytes``
and its check module, the view) is reported in one line and kept aside
untouched (``Store.set_aside``): in play mode its file is renamed to
``<id>.bad``; where it cannot be renamed it stays, and Continue leaves it
alone for the rest of the session.
"""

from paddock import games
from paddock.core import save as codec
from paddock.core.save import Reader, SaveError, Writer

HEADER = 1
SETTINGS = "settings"
SETTINGS_VERSION = 1
NAME_BYTES = 24


def pack(view, meta, seed):
    """A game's save payload: the header, then ``view.state.to_bytes()``."""
    w = Writer()
    w.u8(HEADER)
    w.u30(seed & 0x3FFFFFFF)
    opts = view.options
    names = opts.get("names") or ()
    w.u8(len(names))
    for name in names:
        w.raw(name.encode()[:NAME_BYTES])
    table = getattr(meta, "OPTIONS", ())
    w.u8(len(table))
    for key, _, choices, default in table:
        value = opts.get(key)
        w.u8(choices.index(value) if value in choices else default)
    w.buf.extend(view.state.to_bytes())
    return bytes(w.buf)


def unpack(payload, meta):
    """(options, seed, state bytes) of a payload; SaveError if the header
    does not fit the game. ``options`` has ``names`` and the OPTIONS keys."""
    r = Reader(payload)
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


def _metadata(game_id):
    """The game package's metadata module; ImportError if it is not there."""
    import sys
    name = games.package(game_id)
    __import__(name)
    return sys.modules[name]


class Saves:
    """The console's side of the store.

    :param store: a `paddock.store.Store` (None: the board's own)
    """

    def __init__(self, store=None):
        if store is None:
            from paddock.store import Store
            store = Store()
        self.store = store
        self.kept = []       # slots whose bad record could not be renamed
        self.saved = []      # game ids with a save Continue can offer, menu order
        self.report = []     # lines for the start-up report

    def mode(self):
        """"files", "nvm" or "off"."""
        return self.store.mode()

    # Start-up.
    def check(self):
        """Read every slot once (damage is reported and set aside) and find
        the saved games; the start-up report is ``self.report``."""
        st = self.store
        try:
            slots = st.slots()
            for gid, _ in games.GAMES:
                if gid in slots:
                    self._refresh(gid)
            st.check()
        except OSError as e:   # an unreadable drive: no saves, the console goes on
            st.problems().append("saves unreadable: %s" % e)
        for line in st.problems():
            if line not in self.report:
                self.report.append(line)
        return self.report

    def version(self, game_id):
        """The game's save version, or None if the game is not there."""
        try:
            return _metadata(game_id).VERSION
        except MemoryError:
            raise
        except Exception:   # not built, or broken: its saves wait untouched
            return None

    def _refresh(self, game_id):
        """Whether a game's slot holds a save Continue can offer."""
        ok = False
        if game_id not in self.kept:
            v = self.version(game_id)
            ok = v is not None and self.store.load(game_id, v) is not None
        if ok and game_id not in self.saved:
            self.saved = [g for g, _ in games.GAMES if g in self.saved or g == game_id]
        elif not ok and game_id in self.saved:
            self.saved.remove(game_id)
        return ok

    # Settings.
    def load_settings(self):
        """The saved Settings, or None for the defaults (damage is reported)."""
        from paddock.console.settings import Settings
        had = SETTINGS in self.store.slots()
        record = self.store.load(SETTINGS, SETTINGS_VERSION)
        if record is None:
            if had:
                self.report.append("Settings not loaded: defaults used")
            return None
        try:
            return Settings.from_bytes(codec.decode(record, SETTINGS, SETTINGS_VERSION)[2])
        except ValueError as e:
            self.report.append(self.set_aside(SETTINGS, record, str(e)))
            self.report.append("Settings not loaded: defaults used")
            return None

    def save_settings(self, settings):
        """Save the settings; a one-line reason if that failed, else None."""
        if self.mode() == "off":
            return None
        rec = codec.encode(SETTINGS, SETTINGS_VERSION, settings.to_bytes())
        return None if self.store.save(SETTINGS, rec) else self._last("not saved")

    # Games.
    def save_game(self, game_id, view, seed):
        """Write the game's record; ValueError with one line if it was not."""
        if self.mode() == "off":
            raise ValueError("Saves are off.")
        state = getattr(view, "state", None)
        if state is None or getattr(view, "options", None) is None:
            raise ValueError("This game cannot be saved yet.")
        meta = _metadata(game_id)
        rec = codec.encode(game_id, meta.VERSION, pack(view, meta, seed))
        if not self.store.save(game_id, rec):
            raise ValueError(self._last("not saved"))
        if game_id in self.kept:
            self.kept.remove(game_id)
        self._refresh(game_id)
        return "Race saved."

    def delete(self, game_id):
        """A finished or abandoned race is not continued."""
        if game_id in self.saved or game_id in self.store.slots():
            if self.mode() != "off":
                self.store.delete(game_id)
            self._refresh(game_id)

    def open_game(self, game_id):
        """(view module, options, seed, state, record) of the saved game. ImportError
        if the game is not built; ValueError (one line) if the record fails,
        which is then kept aside."""
        meta = _metadata(game_id)
        rules = games.load(game_id, "rules")
        view = games.load(game_id, "view")
        record = self.store.load(game_id, meta.VERSION)
        if record is None:
            self._refresh(game_id)
            p = self.store.problems()
            raise ValueError(p[-1] if p else "no save")
        try:
            options, seed, state = load_state(game_id, record, meta, rules)
        except MemoryError:
            raise
        except Exception as e:  # any damage the checksum let through
            raise ValueError(self.set_aside(game_id, record, _why(e)))
        return view, options, seed, state, record

    def set_aside(self, slot, record, why):
        """Keep a record that failed out of the way; the one-line report.
        ``record`` None: every copy of the slot (a race that fails in play)."""
        line = self.store.set_aside(slot, why, record)
        if not line.endswith(".bad") and slot not in self.kept:
            self.kept.append(slot)
        if slot != SETTINGS:
            self._refresh(slot)
        return line

    def _last(self, default):
        """Why the store's last call failed: its reason, else its last problem."""
        p = self.store.problems()
        return self.store.reason or (p[-1] if p else default)


def _why(e):
    words = str(e)
    return words if isinstance(e, ValueError) and words else "%s: %s" % (type(e).__name__, words)
