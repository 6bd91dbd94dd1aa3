"""The console's saves, the writing side: game records, settings and the
hand-over between two programs. Reading, checking and setting aside are in
``console.reading``, which a race's program drops once it has begun.

A game record is ``core.save.encode(game_id, meta.VERSION, payload)`` in the
game's slot of a `paddock.store.Store`. The payload is a small header, then
the rules state::

    header format (1) = 2 | seed (4, ``Writer.u30``) | seats n (1)
    | n names, each length (1) + UTF-8 | option count m (1)
    | m choice indices (1 each, in the order of the game's OPTIONS)
    | about: length (1) + UTF-8, how far the race has run and who is in it,
      for Continue's list (``view.progress()``)
    | ``state.to_bytes()`` to the end of the payload

The player count and seat kinds come back from the state itself. Settings
are ``encode("settings", 1, Settings.to_bytes())`` in the "settings" slot.
The hand-over is ``encode("launch", 1, ...)`` in the "launch" slot: the kind
(menu, new, continue), the game id, a message's title and words, and for a
new race the header above and the seats.
"""

from paddock import games
from paddock.core import save as codec
from paddock.core.save import Writer

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

HEADER = 2
SETTINGS = "settings"
SETTINGS_VERSION = 1
LAUNCH = "launch"
KINDS = ("menu", "new", "continue")
_NAME_BYTES = const(24)


def header(w, options, meta, seed):
    """Seed, names and option choices: how a game record and a new race's
    hand-over begin."""
    w.u8(HEADER)
    w.u30(seed & 0x3FFFFFFF)
    names = options.get("names") or ()
    w.u8(len(names))
    for name in names:
        w.raw(name.encode()[:_NAME_BYTES])
    table = getattr(meta, "OPTIONS", ())
    w.u8(len(table))
    for key, _, choices, default in table:
        value = options.get(key)
        w.u8(choices.index(value) if value in choices else default)
    w.raw(options.get("about", "").encode()[:48])


def about(view):
    """How far the race has run and who is in it: "Turn 12|Fern + 3 bots"
    (the view's ``progress()`` if it has one, then the seats)."""
    st = view.state
    progress = getattr(view, "progress", None)
    words = progress() if progress else "Turn %d" % (st.turns + 1)
    names = view.options.get("names") or ()
    humans = [names[s] for s in range(min(len(names), st.players)) if st.seats[s] == 0]
    bots = st.players - len(humans)
    who = ", ".join(humans) if humans else ""
    if bots:
        who += "%s%d bot%s" % (" + " if who else "", bots, "" if bots == 1 else "s")
    return words + "|" + who


def pack(view, meta, seed):
    """A game's save payload: the header, then ``view.state.to_bytes()``."""
    body = view.state.to_bytes()
    w = _head(Writer(96 + len(body)), view, meta, seed)
    w.buf.extend(body)
    return w.buf


def _head(w, view, meta, seed):
    """w, with a game record's header written on (about line, seed, names, options)."""
    view.options["about"] = about(view)
    header(w, view.options, meta, seed)
    return w


class Saves:
    """The console's side of the store.

    :param store: a `paddock.store.Store` (None: the board's own)
    """

    def __init__(self, store=None, wrote=None):
        self._store = store
        self.wrote = wrote   # the board's store's ``wrote``: kept by the App
        self.kept = []       # slots whose bad record could not be renamed
        self.saved = []      # game ids with a save Continue can offer, menu order
        self.report = []     # lines for the start-up report

    @property
    def store(self):
        """The store, loaded when first asked: a race packs its record
        before its code is needed."""
        if self._store is None:
            from paddock.store import Store
            self._store = Store(wrote=self.wrote)
        return self._store

    def mode(self):
        """"files", "nvm" or "off"."""
        return self.store.mode()

    def hand_over(self, what):
        """Write what the next program starts with: (kind, game id, options,
        seed, title, words). False where nothing can be written."""
        if self.mode() == "off":
            return False
        kind, gid, options, seed, title, words = what
        w = Writer()
        w.u8(KINDS.index(kind))
        for t in (gid or "", title, words):
            w.raw(t.encode()[:120])
        if options is not None:
            header(w, options, games.metadata(gid), seed)
            w.raw(options["seats"])
        try:
            return self.store.save(LAUNCH, codec.encode(LAUNCH, 1, bytes(w.buf)))
        except OSError:
            return False

    def save_settings(self, settings):
        """Save the settings; a one-line reason if that failed, else None."""
        if self.mode() == "off":
            return None
        rec = codec.encode(SETTINGS, SETTINGS_VERSION, settings.to_bytes())
        return None if self.store.save(SETTINGS, rec) else self.last("not saved")

    def record(self, game_id, view, seed):
        """The game's record, for ``save_game``; ValueError with one line if
        it cannot be saved."""
        state = getattr(view, "state", None)
        if state is None or getattr(view, "options", None) is None:
            raise ValueError("This game cannot be saved yet.")
        meta = games.metadata(game_id)
        room = getattr(meta, "SAVE_BYTES", 0)
        if not room:   # a game that cannot write into the record: its payload copied in
            return codec.encode(game_id, meta.VERSION, pack(view, meta, seed))
        w = codec.begin(game_id, meta.VERSION, 96 + room)   # one buffer, no copies
        return codec.finish(state.to_bytes(_head(w, view, meta, seed)))

    def save_game(self, game_id, view, seed, rec=None):
        """Write the game's record (rec: made by ``record`` beforehand, so an
        autosave spreads over two ticks); ValueError with one line if it was not."""
        if rec is None:
            rec = self.record(game_id, view, seed)
        if self.mode() == "off":
            raise ValueError("Saves are off.")
        if not self.store.save(game_id, rec):   # the store's words, the game by name
            raise ValueError(self.store.why(game_id, games.title(game_id)))
        if game_id in self.kept:
            self.kept.remove(game_id)
        if game_id not in self.saved:
            self.saved = [g for g, _ in games.GAMES if g in self.saved or g == game_id]
        return "Race saved."

    def delete(self, game_id):
        """A finished or abandoned race is not continued."""
        if game_id in self.saved or game_id in self.store.slots():
            if self.mode() != "off":
                self.store.delete(game_id)
            if game_id in self.saved:
                self.saved.remove(game_id)

    def last(self, default):
        """Why the store's last call failed: its reason, else its last problem."""
        p = self.store.problems()
        return self.store.reason or (p[-1] if p else default)
