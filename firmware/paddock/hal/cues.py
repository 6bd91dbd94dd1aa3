"""Sound and the race lights while a program runs, from C objects only: a
16-byte square wave looped by ``audioio`` on the speaker (the sample rate
is the pitch), and the five NeoPixels written by ``neopixel_write``.
``paddock.hal.outputs`` opens them (or not: a board without them has none
of it) and is dropped; this module keeps only what a race uses.

``sound(n)`` starts tune n at once (unless a tune of a higher number, which
matters more, still plays) and ``tick(now)``, every pass of the main loop
while ``at`` is set, plays its next note: no sound ever waits.
``race(view)`` follows a race each tick: a move's sound (a car's when the
move's events include one of ``state.car_events``), a flag's
(``state.race_flag()``), your turn's, the end's jingle, and the lights.
"""

from micropython import const

from paddock.hal import clock

_CARD = const(0)      # the tunes, as sim.hwlog names them, least first
_CAR = const(1)
ILLEGAL = const(2)
TURN = const(3)
_FLAG = const(4)
_WIN = const(5)
_LOSE = const(6)
_CAUTION = const(1)   # core.game's race flags
_STEP = const(80)     # ms a note
# MIDI notes, one a step; 1 a rest, 0 the end. Tune n starts at START[n].
TUNES = b"\x00T\x00-2\x00((\x00HO\x00L\x01L\x01L\x00<@CH\x01H\x00C?<\x017\x00"
START = b"\x01\x03\x06\t\x0c\x12\x19"

out = None     # the speaker's audioio.AudioOut, and its looped sample
wave = None
pin = None     # the NeoPixels' pin
dim = 8        # Lights: the shift of each colour's channels (8: off)
at = 0         # the next note's place in TUNES (0: none)
due = 0
tune = 0       # the tune playing (or played last)
key = -1       # the key being handled: an illegal A or B buzzes
shown = -1     # what the pixels show (-1: work it out again)
moves = -1     # the race as last seen
flag = 0
seen = -2      # what my_turn() was last asked about, times 2, + its answer


def sound(n):
    """Start tune n now (Volume Off: no wave)."""
    global at, due, tune
    if wave is not None and not (at and n < tune):
        tune = n
        at = START[n]
        due = clock.ticks_ms()
        tick(due)


def tick(now):
    global at, due
    if at and clock.diff(now, due) >= 0:
        n = TUNES[at]
        if n > 1:
            wave.sample_rate = int(2 ** ((n - 69) / 12) * 7040)
            out.play(wave, loop=True)
        else:
            out.stop()
        at = at + 1 if n else 0
        due = clock.add(now, _STEP)


def paint(rgb, s):
    """All five pixels rgb (0xRRGGBB), each channel shifted right s bits."""
    global shown
    if rgb * 16 + s != shown:
        shown = rgb * 16 + s
        if pin is not None:
            from neopixel_write import neopixel_write
            neopixel_write(pin, bytes(((rgb >> 8 & 255) >> s, (rgb >> 16) >> s,
                                       (rgb & 255) >> s)) * 5)


def race(view):
    """A tick of a race. The lights: the winner's colour at the end, yellow
    under caution, white on the final lap or trick, green at the start
    (until each seat has had its first turn), else the colour of the seat
    to move, dimmer."""
    global moves, flag, seen
    st = view.state
    m = st.moves
    if m != moves or shown < 0:
        over = st.over()
        w = st.won_by() if over else -1
        f = 0 if over else st.race_flag()
        if m != moves and moves >= 0:
            n = _CARD
            for ev in st.events:
                if ev[0] in st.car_events:
                    n = _CAR
            if over:   # a human's win, or else a loss
                n = _WIN if w >= 0 and st.seats[w] == 0 else _LOSE
            elif f and f != flag:
                n = _FLAG
            sound(n)
        moves = m
        flag = f
        from paddock.ui.palette import SEATS
        s = dim
        if over:
            rgb = SEATS[w % 6] if w >= 0 else 0xFF2000
        elif f:
            rgb = 0xFFB000 if f == _CAUTION else 0xFFFFFF
        elif st.turns < st.players:   # the start: each seat's first turn
            rgb = 0x00FF00
        else:
            rgb = SEATS[st.to_move() % 6]
            s += 2
        paint(rgb, s)
    tr = view.turns
    k = (m * 64 + len(tr.lines)) * 8 + tr.holder
    if k != seen >> 1:   # only then can it have become your turn
        my = tr.my_turn()
        if my and not seen & 1:
            sound(TURN)
        seen = k * 2 + my
