"""Saves whose checksum passes but whose fields are damaged (issue 16, item 3).

Each game's ``from_bytes`` runs its ``check`` module: a seeded fuzz of CRC-valid
mutations must be refused with a one-line SaveError or load a race that plays
150 bot moves (``sim.savefuzz``; ``python -m sim.savefuzz --game ID --cases N``
runs more). The check modules are dropped after each load, and they give the
same verdicts on CircuitPython's own interpreter as on CPython.
"""

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from sim import games, savefuzz
from paddock.core.save import SaveError

REPO = Path(__file__).resolve().parents[1]
GAMES = ("zoomzoom", "nascard", "onecard", "stockcar", "nitro")
CASES = 300


def circuitpython():
    path = os.environ.get("PADDOCK_CIRCUITPYTHON") or str(
        REPO.parent / "shared" / "tools" / "circuitpython" / "circuitpython")
    return path if os.path.isfile(path) and os.access(path, os.X_OK) else None


@pytest.mark.parametrize("game_id", GAMES)
def test_crc_valid_damage_is_refused_or_plays_on(game_id):
    result = savefuzz.run(game_id, CASES, seed=16)
    assert result["escapes"] == 0, result["first"]
    # Not vacuous: some damage is refused, some loads and is played.
    assert result["refused"] > 0 and result["loaded"] > 0
    assert result["refused"] + result["loaded"] == CASES


@pytest.mark.parametrize("game_id", GAMES)
def test_every_race_a_bot_reaches_loads(game_id):
    game = games.load(game_id)
    for payload in savefuzz.base_races(game, 5, 30):
        st = game.rules.from_bytes(payload)
        assert st.to_bytes() == payload


@pytest.mark.parametrize("game_id", GAMES)
def test_every_state_of_played_races_loads_again(game_id):
    # A state a player can save is never refused: every state of races where human
    # seats play random legal moves (corners bots avoid) loads and saves the same.
    game = games.load(game_id)
    states, bad, seed = 0, [], 16
    while states < 400 and seed < 40:        # a Stock Car season may be long, or not
        got, more = savefuzz.sweep(game, seed, 3)
        states, bad, seed = states + got, bad + more, seed + 1
    assert bad == [] and states >= 400


@pytest.mark.parametrize("game_id", GAMES)
def test_the_check_module_is_dropped_after_a_load(game_id):
    game = games.load(game_id)
    payload = savefuzz.base_races(game, 3, 1)[0]
    game.rules.from_bytes(payload)
    name = "paddock.games.%s.check" % game_id
    assert name not in sys.modules and "paddock.core.valid" not in sys.modules
    assert not hasattr(sys.modules["paddock.games." + game_id], "check")
    with pytest.raises(SaveError):
        game.rules.from_bytes(payload[:-1])
    assert name not in sys.modules


def test_the_fuzz_command_reports_one_json_line(capsys):
    assert savefuzz.main(["--game", "onecard", "--cases", "20", "--moves", "10"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1 and '"cases": 20' in out[0] and '"escapes": 0' in out[0]


CP_DRIVER = """
import sys
from paddock.core.save import SaveError
rules = __import__("paddock.games.%s.rules" % GAME, None, None, ["x"])
out = []
for line in open(PATH):
    data = bytes(int(line[i:i + 2], 16) for i in range(0, len(line.strip()), 2))
    try:
        rules.from_bytes(data)
        out.append("ok")
    except SaveError:
        out.append("refused")
    except Exception as e:
        out.append("error " + type(e).__name__)
    if "paddock.games.%s.check" % GAME in sys.modules:
        out.append("kept")
print(" ".join(out))
"""


@pytest.mark.parametrize("game_id", GAMES)
def test_circuitpython_gives_the_same_verdicts(game_id, tmp_path):
    cp = circuitpython()
    if cp is None:
        pytest.skip("CircuitPython's interpreter is not in ../shared/tools/circuitpython "
                    "(or PADDOCK_CIRCUITPYTHON)")
    game = games.load(game_id)
    rng = random.Random(11)
    payloads = savefuzz.base_races(game, 9, 8)
    payloads += [savefuzz.mutate(payloads[k % 8], rng) for k in range(60)]
    want = []
    for p in payloads:
        try:
            game.rules.from_bytes(p)
            want.append("ok")
        except SaveError:
            want.append("refused")
    (tmp_path / "saves.hex").write_text("\n".join(p.hex() for p in payloads) + "\n")
    script = tmp_path / "driver.py"
    script.write_text("GAME = %r\nPATH = %r\n" % (game_id, str(tmp_path / "saves.hex"))
                      + CP_DRIVER)
    done = subprocess.run([cp, "-X", "heapsize=512K", str(script)], capture_output=True,
                          text=True, timeout=300,
                          env=dict(os.environ, MICROPYPATH=str(REPO / "firmware")))
    assert done.returncode == 0, done.stderr[-800:]
    assert done.stdout.split() == want
    assert "ok" in want and "refused" in want


def refused(game_id, change):
    """Play a race a little, change it, save it: from_bytes must refuse it."""
    game = games.load(game_id)
    st = savefuzz.base_races(game, 21, 1)[0]
    st = game.rules.from_bytes(st)
    change(st)
    with pytest.raises(SaveError) as e:
        game.rules.from_bytes(st.to_bytes())
    assert str(e.value).startswith("save ") and "\n" not in str(e.value)


def test_a_onecard_race_past_the_flag_but_not_over_is_refused():
    from paddock.games.onecard import data, codes

    def change(st):
        st.lap = data.CHECKERED
        st.phase = codes.PITS
    refused("onecard", change)


@pytest.mark.parametrize("field, value", [("aim_by", 5), ("drop_seat", 0), ("cur", 9),
                                          ("win_pos", 0), ("give_left", 3)])
def test_a_nitro_choice_no_seat_can_make_is_refused(field, value):
    def change(st):
        setattr(st, field, value)
        if field == "aim_by":
            st.aim_kind, st.aim_mask = 1, 1
        if field == "drop_seat":       # a discard of a Weapon the seat does not have
            st.gear[0].clear()
            st.drop_w = 1
        if field == "win_pos":
            st.phase = 1               # an Event window asking the seat whose turn it is
    refused("nitro", change)


def test_a_zoomzoom_race_saved_as_a_05_card_is_played_loads():
    # The long fuzz found it: the 0/5 card is not from the hand, so its player's
    # hand is one card fuller until the discard that follows.
    from paddock.core import game
    from paddock.games.zoomzoom import rules
    from paddock.games.zoomzoom import codes as zcodes
    bots = games.load("zoomzoom").bots
    for seed in range(40):
        st = rules.new_game({"players": 3, "z05": "on",
                             "seats": bytearray([game.EASY] * 3)}, seed)
        for _ in range(400):
            if st.over():
                break
            legal = st.legal()
            if zcodes.Z05_0 in legal or zcodes.Z05_5 in legal:
                st.play(zcodes.Z05_0 if zcodes.Z05_0 in legal else zcodes.Z05_5)
                while st.phase != zcodes.PICK and not st.over():
                    assert rules.from_bytes(st.to_bytes()).to_bytes() == st.to_bytes()
                    st.play(st.legal()[0])
                return
            st.play(game.bot_move(st, bots))
    pytest.fail("no race offered the 0/5 card")
