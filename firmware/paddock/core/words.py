"""Words kept in a text file beside the code, read a line at a time.

On the board code lives in the heap, and so does every string in it; a game's
log phrases, card names and help pages can live in a UTF-8 text file instead,
one entry a line (a page of help: its lines joined by ``|``), and cost the
heap only an index of where each line starts.

Example::

    words = Words(__file__, "events.txt")   # the file beside this module
    words[7]                                # line 7, without its newline
"""

import array


class Words:
    """The lines of a text file, by number.

    :param beside: a module's ``__file__``: the file is looked for in its folder
    :param name: the file's name
    """

    def __init__(self, beside, name):
        i = beside.rfind("/")
        self.path = (beside[:i + 1] if i >= 0 else "") + name
        self.at = array.array("H")   # where each line starts
        with open(self.path, "rb") as f:
            n = 0
            while True:
                line = f.readline()
                if not line:
                    break
                self.at.append(n)
                n += len(line)

    def __len__(self):
        return len(self.at)

    def __getitem__(self, i):
        with open(self.path, "rb") as f:
            f.seek(self.at[i])
            line = f.readline()
        return line.decode().rstrip("\r\n")
