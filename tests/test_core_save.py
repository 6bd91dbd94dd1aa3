"""core.save: the record format, every kind of damage, Writer and Reader."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "firmware"))

from paddock.core import save  # noqa: E402
from paddock.core.deck import Pile  # noqa: E402
from paddock.core.rng import Rng  # noqa: E402
from paddock.core.save import SaveError, Writer, Reader  # noqa: E402

PAYLOAD = bytes(range(40))
RECORD = save.encode("nascard", 3, PAYLOAD)


def one_line_error(data, **kw):
    with pytest.raises(SaveError) as info:
        save.decode(data, **kw)
    text = str(info.value)
    assert text and "\n" not in text
    return text


def test_the_checksum_is_zlibs_crc32_from_c():
    assert save.crc_bytes(b"123456789") == (0xCBF43926).to_bytes(4, "big")
    assert save.crc_bytes(b"") == b"\x00\x00\x00\x00"
    assert save.crc_bytes(b"6789", save.crc32(b"12345")) == save.crc_bytes(b"123456789")


def test_a_record_from_an_older_paddock_is_refused_so():
    old = bytearray(save.encode("zoomzoom", 2, b"abc"))
    old[3] = 1
    with pytest.raises(save.SaveError) as info:
        save.decode(bytes(old))
    assert str(info.value) == "save is from an older Paddock"


def test_record_layout():
    assert RECORD[:3] == b"PDK" and RECORD[3] == save.CODEC
    assert RECORD[4] == 7 and RECORD[5:12] == b"nascard" and RECORD[12] == 3
    assert (RECORD[13] << 8) | RECORD[14] == len(PAYLOAD)
    assert RECORD[15:55] == PAYLOAD and len(RECORD) == 59
    assert RECORD[55:] == save.crc_bytes(RECORD[:55])         # CRC-32, big-endian


def test_round_trip():
    assert save.decode(RECORD, "nascard", 3) == ("nascard", 3, PAYLOAD)
    assert save.decode(RECORD) == ("nascard", 3, PAYLOAD)
    assert save.decode(bytearray(save.encode("x", 0, b""))) == ("x", 0, b"")


def test_every_cut_is_refused():
    for n in range(len(RECORD)):
        one_line_error(RECORD[:n])


def test_a_cut_inside_the_record_says_so():
    assert "cut short" in one_line_error(RECORD[:-1])
    assert "cut short" in one_line_error(RECORD[:20])


def test_every_flipped_bit_is_refused():
    for i in range(len(RECORD)):
        for bit in (0x01, 0x10):
            damaged = bytearray(RECORD)
            damaged[i] ^= bit
            one_line_error(bytes(damaged))


def test_a_flipped_payload_byte_fails_the_checksum():
    damaged = bytearray(RECORD)
    damaged[30] ^= 0xFF
    assert "checksum" in one_line_error(bytes(damaged))


def test_wrong_magic():
    assert "not a Paddock save" in one_line_error(b"XDK" + RECORD[3:])


def test_unknown_codec():
    damaged = bytearray(RECORD)
    damaged[3] = 9
    assert "format 9" in one_line_error(bytes(damaged))


def test_wrong_game():
    assert "not zoomzoom" in one_line_error(RECORD, game_id="zoomzoom")


def test_unknown_version():
    assert "version 3" in one_line_error(RECORD, game_id="nascard", version=4)


def test_extra_bytes():
    assert "extra bytes" in one_line_error(RECORD + b"\x00")


def test_damaged_bytes_are_left_untouched():
    damaged = bytearray(RECORD)
    damaged[20] ^= 1
    before = bytes(damaged)
    one_line_error(damaged)
    assert bytes(damaged) == before


def test_encode_refuses_a_huge_payload():
    with pytest.raises(SaveError):
        save.encode("x", 1, bytes(0x10000))


def test_writer_reader_round_trip():
    rng = Rng(31)
    rng.bits30()
    hand = Pile(5, [3, 1, 4])
    w = Writer()
    w.u8(0)
    w.u8(255)
    w.u16(0xBEEF)
    w.u30(2**30 - 1)
    w.raw(b"seat")
    w.pile(hand)
    w.rng(rng)
    r = Reader(bytes(w.buf))
    assert (r.u8(), r.u8(), r.u16(), r.u30()) == (0, 255, 0xBEEF, 2**30 - 1)
    assert r.raw() == bytearray(b"seat")
    back = Pile(5)
    r.pile(back)
    assert back.list() == [3, 1, 4]
    other = Rng(1)
    r.rng(other)
    assert other.state() == rng.state()
    r.end()


@pytest.mark.parametrize("value", [-1, 256])
def test_writer_refuses_what_does_not_fit(value):
    with pytest.raises(SaveError):
        Writer().u8(value)


def test_writer_refuses_a_long_run():
    with pytest.raises(SaveError):
        Writer().raw(bytes(256))


def test_reader_cut_short():
    with pytest.raises(SaveError):
        Reader(b"\x01").u16()
    with pytest.raises(SaveError):
        Reader(b"\x05ab").raw()


def test_reader_pile_too_big_for_its_capacity():
    w = Writer()
    w.raw(b"\x01\x02\x03")
    with pytest.raises(SaveError):
        Reader(bytes(w.buf)).pile(Pile(2))


def test_reader_bad_random_state():
    w = Writer()
    w.u30(0)
    w.u30(5)
    with pytest.raises(SaveError):
        Reader(bytes(w.buf)).rng(Rng(1))


def test_reader_end_notices_extra_bytes():
    r = Reader(b"\x01\x02")
    r.u8()
    with pytest.raises(SaveError):
        r.end()


# --- the payload helpers every game uses: base, u8s, fields ---------------------

class Race:
    """A stand-in State: both random streams, the counters, a few fields."""

    def __init__(self, seed):
        self.rng = Rng(seed)
        self.bot_rng = Rng(seed + 1)
        self.turns = 0
        self.moves = 0
        self.lap = 0
        self.phase = 0
        self.pos = bytearray(3)
        self.gas = bytearray(3)


def played(seed=7):
    st = Race(seed)
    st.rng.bits30()
    st.bot_rng.below(9)
    st.turns, st.moves = 70000, 2**30 - 1
    st.lap, st.phase = 2, 255
    st.pos[:] = b"\x05\x00\x09"
    st.gas[:] = b"\x01\x02\x03"
    return st


def helpers_payload(st, wide=True):
    w = Writer()
    w.base(st, wide)
    w.u8s(st, ("lap", "phase"))
    w.fields(st, ("pos", "gas"))
    return bytes(w.buf)


def test_helpers_write_what_the_plain_calls_write():
    """The same bytes as the calls the payloads made before the helpers."""
    st = played()
    w = Writer()
    w.rng(st.rng)
    w.rng(st.bot_rng)
    w.u30(st.turns)
    w.u30(st.moves)
    w.u8(st.lap)
    w.u8(st.phase)
    w.raw(st.pos)
    w.raw(st.gas)
    assert helpers_payload(st) == bytes(w.buf)
    st.turns, st.moves = 300, 65535
    short = Writer()
    short.rng(st.rng)
    short.rng(st.bot_rng)
    short.u16(300)
    short.u16(65535)
    assert helpers_payload(st, wide=False)[:20] == bytes(short.buf)


@pytest.mark.parametrize("wide", [True, False])
def test_helpers_round_trip(wide):
    st = played()
    if not wide:
        st.turns, st.moves = 1234, 65535
    data = helpers_payload(st, wide)
    back = Race(99)
    r = Reader(data)
    r.base(back, wide)
    r.u8s(back, ("lap", "phase"))
    r.fields(back, ("pos", "gas"))
    r.end()
    assert back.rng.state() == st.rng.state()
    assert back.bot_rng.state() == st.bot_rng.state()
    assert (back.turns, back.moves, back.lap, back.phase) == (st.turns, st.moves, 2, 255)
    assert back.pos == st.pos and back.gas == st.gas
    assert back.rng.bits30() == st.rng.bits30()   # the streams go on alike


def test_narrow_counters_refuse_what_does_not_fit():
    st = played()   # moves needs 30 bits
    with pytest.raises(SaveError):
        helpers_payload(st, wide=False)


def test_fields_of_the_wrong_length_are_refused():
    st = played()
    st.gas = bytearray(4)          # the save holds 4 where the state has 3
    data = helpers_payload(st)
    r = Reader(data)
    back = Race(1)
    r.base(back)
    r.u8s(back, ("lap", "phase"))
    with pytest.raises(SaveError, match="save has a bad Demo field"):
        r.fields(back, ("pos", "gas"), "Demo field")
    assert len(back.gas) == 3      # the refused field is not taken


def test_fields_default_reason():
    w = Writer()
    w.raw(b"\x01")
    with pytest.raises(SaveError) as info:
        Reader(bytes(w.buf)).fields(Race(1), ("pos",))
    assert str(info.value) == "save has a bad field"


def test_every_cut_of_a_helpers_payload_is_refused():
    data = helpers_payload(played())
    for n in range(len(data)):
        r = Reader(data[:n])
        back = Race(1)
        with pytest.raises(SaveError):
            r.base(back)
            r.u8s(back, ("lap", "phase"))
            r.fields(back, ("pos", "gas"))
            r.end()


def test_a_bad_random_state_in_base_is_refused():
    w = Writer()
    w.u30(0)
    w.u30(0)
    w.u30(0)
    w.u30(0)
    w.u30(0)
    w.u30(0)
    with pytest.raises(SaveError, match="random state"):
        Reader(bytes(w.buf)).base(Race(1))


@pytest.mark.parametrize("room", [0, 10, 40, 300])
def test_a_record_written_in_one_buffer_is_the_encoded_one(room):
    w = save.begin("nascard", 3, room)
    w.buf.extend(PAYLOAD)
    out = save.finish(w)
    assert out == RECORD and save.decode(bytes(out), "nascard", 3)[2] == PAYLOAD
