"""core.rng: one sequence on CPython and MicroPython, small ints, uniform, restorable."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "firmware"))

from paddock.core.rng import Rng  # noqa: E402

MICROPYTHON = Path(sys.executable).parent / "micropython"
SEEDS = (0, 1, 2, 42, 7919, 123456789, 2**31 + 5, -7)
SIZES = (1, 2, 3, 6, 52, 1000, 700000000, 2**30 - 1)

# The same text runs on both interpreters and prints the numbers drawn.
SEQUENCE = """
for seed in SEEDS:
    r = Rng(seed)
    out = [r.bits30() for _ in range(8)]
    out += [r.below(n) for n in SIZES]
    out += [r.between(1, 6) for _ in range(8)]
    cards = list(range(20))
    r.shuffle(cards)
    out += cards
    out += list(r.state())
    print(seed, " ".join(str(v) for v in out))
"""


def sequence_cpython():
    lines = []
    env = {"Rng": Rng, "SEEDS": SEEDS, "SIZES": SIZES, "print": lambda *a: lines.append(" ".join(str(x) for x in a))}
    exec(SEQUENCE, env)
    return lines


def test_micropython_gives_the_same_numbers(tmp_path):
    script = tmp_path / "rngseq.py"
    script.write_text("import sys\nsys.path.insert(0, %r)\nfrom paddock.core.rng import Rng\n"
                      "SEEDS = %r\nSIZES = %r\n%s" % (str(ROOT / "firmware"), SEEDS, SIZES, SEQUENCE))
    done = subprocess.run([str(MICROPYTHON), str(script)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == sequence_cpython()
    assert len(done.stdout.splitlines()) == len(SEEDS)


def test_same_seed_same_numbers_other_seed_differs():
    a, b, c = Rng(99), Rng(99), Rng(100)
    first = [a.bits30() for _ in range(50)]
    assert first == [b.bits30() for _ in range(50)]
    assert first != [c.bits30() for _ in range(50)]


@pytest.mark.parametrize("seed", SEEDS)
def test_values_and_state_stay_below_2_30(seed):
    r = Rng(seed)
    for _ in range(20000):
        v = r.bits30()
        assert 0 <= v < 2**30
        assert 0 < r.z < 2**30 and 0 < r.w < 2**30


def chi_square(counts, expected):
    return sum((c - e) ** 2 / e for c, e in zip(counts, expected))


@pytest.mark.parametrize("n,critical", [(6, 20.52), (10, 27.88), (52, 87.97)])
def test_below_is_uniform(n, critical):
    # critical: chi-square at p = 0.001 for n - 1 degrees of freedom
    r = Rng(2024)
    draws = 300 * n
    counts = [0] * n
    for _ in range(draws):
        counts[r.below(n)] += 1
    assert chi_square(counts, [draws / n] * n) < critical


def test_below_rejects_the_modulo_bias_for_large_n():
    # Without rejection, r % n over 2**30 would give [0, 2**30 - n) twice the weight.
    n = 700000000
    cut = 2**30 - n
    r = Rng(5)
    draws = 20000
    low = sum(1 for _ in range(draws) if r.below(n) < cut)
    expected = draws * cut / n
    assert chi_square([low, draws - low], [expected, draws - expected]) < 10.83


def test_below_needs_a_positive_n():
    with pytest.raises(ValueError):
        Rng(1).below(0)
    with pytest.raises(ValueError):
        Rng(1).below(-3)


def test_between_covers_both_ends_and_nothing_else():
    r = Rng(3)
    seen = {r.between(1, 6) for _ in range(600)}
    assert seen == {1, 2, 3, 4, 5, 6}
    assert {r.between(-2, -2) for _ in range(10)} == {-2}


def test_choice_picks_from_the_sequence():
    r = Rng(8)
    seq = (10, 20, 30)
    assert {r.choice(seq) for _ in range(200)} == set(seq)


def test_shuffle_is_a_permutation_and_leaves_the_tail():
    r = Rng(11)
    items = bytearray(range(30))
    r.shuffle(items, 10)
    assert sorted(items[:10]) == list(range(10))
    assert items[:10] != bytearray(range(10))
    assert items[10:] == bytearray(range(10, 30))
    whole = list(range(30))
    r.shuffle(whole)
    assert sorted(whole) == list(range(30)) and whole != list(range(30))


def test_state_round_trips():
    a = Rng(77)
    for _ in range(13):
        a.bits30()
    b = Rng(1)
    b.set_state(*a.state())
    assert [a.below(1000) for _ in range(100)] == [b.below(1000) for _ in range(100)]


@pytest.mark.parametrize("z,w", [(0, 5), (5, 0), (2**30, 5), (5, 2**30), (-1, 5)])
def test_set_state_refuses_impossible_states(z, w):
    with pytest.raises(ValueError):
        Rng(1).set_state(z, w)
