"""Fake serial devices on a pseudo-terminal, for the host tools' fault tests.

``FakeDevice(kind)`` answers on a pty the way a broken or hostile device would:

- ``silent``: reads everything, answers nothing;
- ``echo``: sends back every byte it gets;
- ``garbage``: answers each chunk with as many pseudo-random bytes;
- ``endless``: sends a line of text for ever, whatever it gets;
- ``raw-flood``: a raw REPL prompt for Ctrl-A, then, asked for raw-paste, an
  endless flood of window grants (0x01) instead of taking the code;
- ``output-flood``: a proper raw REPL that takes the code, then prints for ever
  and never ends the answer.

``dev.port`` is the device path; ``dev.stop()`` ends it (a context manager too).
(This module has no tests of its own.)
"""

import os
import select
import threading
import time
import tty

KINDS = ("silent", "echo", "garbage", "endless", "raw-flood", "output-flood")
PROMPT = b"raw REPL; CTRL-B to exit\r\n>"


class FakeDevice:
    def __init__(self, kind):
        if kind not in KINDS:
            raise ValueError(kind)
        self.kind = kind
        self.master, self.slave = os.openpty()
        tty.setraw(self.slave)
        os.set_blocking(self.master, False)
        self.port = os.ttyname(self.slave)
        self.received = 0
        self._stop = threading.Event()
        self._seed = 99
        self._mode = "idle"
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()

    def stop(self):
        self._stop.set()
        self._thread.join(2)
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass

    def _send(self, data):
        try:
            os.write(self.master, data)
        except (BlockingIOError, OSError):
            time.sleep(0.001)

    def _noise(self, n):
        out = bytearray()
        for _ in range(n):
            self._seed = (self._seed * 1103515245 + 12345) & 0x7FFFFFFF
            out.append(self._seed >> 16 & 0xFF)
        return bytes(out)

    def _loop(self):
        while not self._stop.is_set():
            streaming = self.kind == "endless" or self._mode == "flood"
            try:
                ready = select.select([self.master], [], [], 0 if streaming else 0.02)[0]
                data = os.read(self.master, 4096) if ready else b""
            except OSError:
                data = b""
                time.sleep(0.01)
            self.received += len(data)
            if streaming:
                self._send(b"\x01" * 256 if self.kind == "raw-flood" else
                           b"0123456789 never ends\r\n" * 8)
            if data:
                self._answer(data)

    def _answer(self, data):
        k = self.kind
        if k == "echo":
            self._send(data)
        elif k == "garbage":
            self._send(self._noise(len(data)))
        elif k in ("raw-flood", "output-flood") and self._mode != "flood":
            if b"\x05A\x01" in data:
                self._send(b"R\x01\x80\x00")          # raw-paste, a 128-byte window
                if k == "raw-flood":
                    self._mode = "flood"
                else:
                    self._mode = "paste"
            elif self._mode == "paste" and b"\x04" in data:
                self._send(b"\x04")                   # end of code acknowledged
                self._mode = "flood"                  # ...and the answer never ends
            elif self._mode == "paste":
                self._send(b"\x01")                   # room for more code
            elif b"\x01" in data:
                self._send(b"\r\n" + PROMPT)
