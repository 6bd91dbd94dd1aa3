"""Simulated ``nvm``: the type of ``microcontroller.nvm``.

Reads and writes the running board's nvm bytes; every assignment writes the whole image
through to the sim's nvm file, as each assignment on the board is one erase-and-write.
"""


class ByteArray:
    """A stretch of non-volatile memory presented as a fixed-size bytearray."""

    def __init__(self):
        raise TypeError("cannot create 'ByteArray' instances")

    @classmethod
    def _bind(cls, board):
        nvm = object.__new__(cls)
        nvm._board = board
        return nvm

    def __len__(self):
        return len(self._board.nvm_data)

    def __bool__(self):
        return True

    def _span(self, index):
        start, stop, step = index.indices(len(self))
        if step != 1:
            raise NotImplementedError("only slices with step=1 (aka None) are supported")
        return start, max(start, stop)

    def _position(self, index):
        size = len(self)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("ByteArray index out of range")
        return index

    def __getitem__(self, index):
        data = self._board.nvm_data
        if isinstance(index, slice):
            start, stop = self._span(index)
            return bytearray(data[start:stop])
        return data[self._position(index)]

    def __setitem__(self, index, value):
        data = self._board.nvm_data
        if isinstance(index, slice):
            start, stop = self._span(index)
            value = bytes(memoryview(value))
            if len(value) != stop - start:
                raise ValueError("Slice and value different lengths.")
            data[start:stop] = value
        else:
            if not 0 <= value <= 255:
                raise ValueError("bytes value out of range")
            data[self._position(index)] = value
        self._board.save_nvm()
