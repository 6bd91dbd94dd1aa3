"""The byte layout of a baked sprite sheet (a game's sheets.bin), as
``bitmaptools.readinto(bitmap, file, bits)`` reads it back on the board."""


def pack(bm, bits):
    """The rows of bm, the first pixel of a byte in its least significant
    bits (readinto's default), each row padded to a byte."""
    out = bytearray()
    per = 8 // bits
    for y in range(bm.height):
        for x0 in range(0, bm.width, per):
            b = 0
            for k in range(per):
                x = x0 + k
                b |= (bm[x, y] if x < bm.width else 0) << (k * bits)
            out.append(b)
    return bytes(out)
