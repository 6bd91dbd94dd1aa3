"""What each game tells the race lights and sounds (``State.race_flag()``,
``State.car_events``), from positions set up through the States' public
fields, in the rulebooks' words (docs/hardware.md says which passage)."""

import pytest

from paddock.core import game


def new(game_id, players, **options):
    from paddock import games
    rules = games.load(game_id, "rules")
    options.update(players=players, seats=bytearray([game.HARD] * players))
    return rules.new_game(options, 7)


# --- the events in which a car moves -----------------------------------------------------

@pytest.mark.parametrize("game_id,names", [
    ("zoomzoom", ("EV_SPEED", "EV_LAP")),
    ("nascard", ("EV_MOVE", "EV_PUSHED")),
    ("onecard", ("EV_PIT_DROP", "EV_LANE", "EV_UP", "EV_DOWN", "EV_STEP", "EV_SWAP_UP",
                 "EV_DRAG", "EV_DRAFT_PUSH")),
    ("stockcar", ("EV_TO_REAR", "EV_CRASH_PASS", "EV_PASSES", "EV_FREE_PASS", "EV_PITS",
                  "EV_EXITS", "EV_CATCHES")),
    ("nitro", ("EV_PLACE", "EV_MOVE", "EV_BACK", "EV_FORWARD")),
])
def test_car_events_are_the_codes_that_move_a_car(game_id, names):
    from paddock import games
    # Stock Car, Nascard and 1 CAR D keep their event codes in a table of their own
    codes = games.load(game_id, "events" if game_id in ("stockcar", "nascard", "onecard")
                       else "codes")
    st = new(game_id, 1 if game_id == "onecard" else 3)
    assert st.car_events == bytes(getattr(codes, n) for n in names)


def test_a_game_without_flags_says_green():
    st = game.State(2, bytearray(2), 1)
    assert st.race_flag() == 0 and st.car_events == b""


# --- Zoom Zoom Vroom: "The winner of the final trick completes one lap" ------------------

def test_zoomzoom_the_rounds_final_trick_is_white():
    from paddock.games.zoomzoom import data
    st = new("zoomzoom", 3)
    assert st.trick == 1 and st.race_flag() == 0
    st.trick = data.TRICKS - 1
    assert st.race_flag() == 0
    st.trick = data.TRICKS
    assert st.race_flag() == game.FINAL


# --- Nascard: Caution spaces, and the last lap ---------------------------------------------

def test_nascard_the_car_to_move_on_a_caution_space_is_yellow():
    from paddock.games.nascard import data
    st = new("nascard", 3)
    car = st.to_move()
    spots = [(i, lane) for i in range(1, data.TRACK_CARDS) for lane in (0, 1)
             if st.caution[i] & (1 << lane)]
    plain = [(i, lane) for i in range(1, data.TRACK_CARDS) for lane in (0, 1)
             if not st.caution[i] & (1 << lane)]
    st.pos[car], st.lane[car] = spots[0]
    assert st.on_caution(car) and st.race_flag() == game.CAUTION
    st.pos[car], st.lane[car] = plain[0]
    for other in range(st.cars):
        if other != car:
            st.pos[other], st.lane[other] = plain[0][0], 1 - plain[0][1]
    assert st.race_flag() == 0


def test_nascard_a_car_on_its_second_lap_makes_it_white():
    from paddock.games.nascard import data
    st = new("nascard", 3)
    car = st.to_move()
    plain = [i for i in range(1, data.TRACK_CARDS) if not st.caution[i] & 1]
    st.pos[car], st.lane[car] = plain[0], 0
    leader = (car + 1) % st.cars
    st.pos[leader] = data.LAP + plain[0]     # crossed the Finish Line once: flag side up
    assert st.laps(leader) == 1 and st.race_flag() == game.FINAL


# --- 1 CAR D: the Yellow Flag, and lap 200 under the white flag -------------------------

def test_onecard_a_yellow_flag_is_yellow_until_the_next_move():
    from paddock.games.onecard import caution
    from paddock.games.onecard.data import CARS
    st = new("onecard", 1)
    assert st.race_flag() == 0
    st.dice[1:CARS] = bytes((4, 4, 4, 4, 2))   # "4 or 5 equal dice"
    st.events = []
    assert caution.yellow_flag(st)
    assert st.race_flag() == game.CAUTION
    st.events = []                              # the next move's events
    assert st.race_flag() == 0


def test_onecard_the_last_lap_is_white_and_has_no_yellow():
    from paddock.games.onecard import caution
    from paddock.games.onecard.data import CARS, WHITE_FLAG
    st = new("onecard", 1)
    st.lap = WHITE_FLAG
    st.dice[1:CARS] = bytes((5, 5, 5, 5, 5))
    st.events = []
    assert not caution.yellow_flag(st)          # "does not apply during the last lap"
    assert st.race_flag() == game.FINAL


# --- The Stock Car Championship: the yellow flag, and the final turn ---------------------

def test_stockcar_yellow_and_final_turns():
    st = new("stockcar", 3)
    assert st.race_flag() == 0
    st.final = 1
    assert st.race_flag() == game.FINAL
    st.yellow = 1                                 # a caution shows over the last laps
    assert st.race_flag() == game.CAUTION


# --- Nitro: the last game board, and the round the race is called ------------------------

def test_nitro_a_marker_on_the_last_board_is_white():
    from paddock.games.nitro import data
    st = new("nitro", 3)
    assert st.race_flag() == 0
    st.row[1] = st.finish - data.BOARD_ROWS     # the board before the last
    assert st.race_flag() == 0
    st.row[1] = st.finish - data.BOARD_ROWS + 1
    assert st.race_flag() == game.FINAL
    st.row[1] = 0
    st.round = data.MAX_ROUNDS
    assert st.race_flag() == game.FINAL
