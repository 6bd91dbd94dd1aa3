"""The errors a command ends with: one line on stderr and an exit status."""


class ToolError(Exception):
    """A clear one-line reason; ``status`` is the exit status."""

    status = 1


class UsageError(ToolError):
    """The command line or a file given on it is wrong (exit 2)."""

    status = 2


class DeviceError(ToolError):
    """The board is missing, busy, silent, garbled or refuses (exit 1)."""

    status = 1


class BoardError(Exception):
    """Code sent to the board raised; ``errno`` is set for an OSError."""

    def __init__(self, line, errno=None):
        super().__init__(line)
        self.line = line
        self.errno = errno
