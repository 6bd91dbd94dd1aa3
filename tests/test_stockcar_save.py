"""Stock Car Championship saves: a game saved at any point and resumed
continues exactly as it would have (same cards, same bot choices)."""

import pytest

from paddock.core import game, save
from paddock.games import stockcar
from paddock.games.stockcar import bots, rules
from test_stockcar_fixtures import check

VARIANTS = (
    {"players": 4},
    {"players": 3, "advanced": "on", "stats": "on", "advchal": "on", "track": "Short"},
    {"players": 2, "outrule": "to rear", "track": "Mile Oval", "races": 3},
)


def bot_game(opts, seed):
    o = dict(opts)
    o["seats"] = bytearray([game.HARD, game.NORMAL, game.EASY, game.RANDOM][:o["players"]])
    return rules.new_game(o, seed)


@pytest.mark.parametrize("opts", VARIANTS)
def test_resumed_games_continue_identically(opts):
    st = bot_game(opts, 11)
    n = 0
    saves = 0
    while not st.over():
        if n % 29 == 0:
            saves += 1
            record = save.encode(stockcar.ID, stockcar.VERSION, st.to_bytes())
            assert len(record) <= 503                     # fits a 512-byte nvm cell
            back = rules.from_bytes(save.decode(record, stockcar.ID, stockcar.VERSION)[2])
            check(back)
            assert back.to_bytes() == st.to_bytes()
            for _ in range(25):                            # both go on the same way
                if st.over():
                    break
                m = game.bot_move(st, bots)
                assert game.bot_move(back, bots) == m
                st.play(m)
                back.play(m)
                assert st.events == back.events
                n += 1
            assert st.to_bytes() == back.to_bytes()
            continue
        st.play(game.bot_move(st, bots))
        n += 1
    assert saves >= 3
    assert rules.from_bytes(st.to_bytes()).over()
    assert rules.from_bytes(st.to_bytes()).standings() == st.standings()


def test_a_damaged_payload_is_refused_in_one_line():
    st = bot_game({"players": 4}, 3)
    for _ in range(40):
        st.play(game.bot_move(st, bots))
    data = bytearray(st.to_bytes())
    with pytest.raises(save.SaveError):
        rules.from_bytes(bytes(data[:-3]))
    data[0] = 9
    with pytest.raises(save.SaveError):
        rules.from_bytes(bytes(data))
    data = bytearray(st.to_bytes())
    data[-1] ^= 0x15                                      # a card changed: not a deck
    with pytest.raises(save.SaveError):
        rules.from_bytes(bytes(data))


def test_a_card_number_past_the_deck_is_a_save_error_not_a_crash():
    # Damage the CRC cannot see (the record was written that way): a Track card
    # number that does not exist must be refused as a SaveError, not an IndexError.
    st = rules.new_game({"players": 2, "seats": bytearray([4, 4])}, 3)
    st.nline = max(st.nline, 1)
    st.line[0] = 250   # a lead-draft entry naming Track card 242
    with pytest.raises(save.SaveError, match="card"):
        rules.from_bytes(st.to_bytes())


def test_the_writing_and_the_reading_half_list_the_same_fields():
    from paddock.games.stockcar import payload, restore
    assert restore._SEAT_BYTES == payload._SEAT_BYTES
    assert restore._SMALL == payload._SMALL and restore._PILES == payload._PILES
