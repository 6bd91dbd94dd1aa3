"""A CircuitPython board over USB serial: its raw REPL, with every wait bounded.

``Link(port)`` stops the running program (Ctrl-C), enters the raw REPL and sends small
snippets that CircuitPython 10 can run: ``os.listdir`` and ``os.stat`` (there is no
``os.ilistdir``), files moved as base64 chunks through ``binascii``, and file hashes
worked out on the board (sha256 where ``hashlib`` exists, else ``binascii.crc32``).

The protocol is spoken here over pyserial, not through mpremote's transport: mpremote
checks its overall time limit only while no byte is waiting, so a device that never
stops sending kept it reading for ever. Here every wait ends by a deadline, whatever
arrives, and a device that floods the line is cut off after ``FLOOD`` bytes. A silent,
garbled, flooding or vanished board gives a one-line ``DeviceError``.
"""

import ast
import base64
import errno as _errno
import os
import re
import time

import serial

try:
    from termios import error as _TermiosError
except ImportError:  # Windows
    class _TermiosError(Exception):
        pass

from host_tools.errors import BoardError, DeviceError

CHUNK = 2048          # file bytes per snippet
HASH_BATCH = 12       # files hashed per snippet: each snippet ends well within the timeout
RAW_PROMPT = b"raw REPL; CTRL-B to exit\r\n>"
FLOOD = 1 << 20       # bytes one answer may take; more is a device gone wrong
FAULTS = (serial.SerialException, OSError, _TermiosError)

# Defined once per session in the board's REPL namespace.
HELPERS = """
import os, binascii
def _ph(p):
    try:
        f = open(p, "rb")
    except OSError:
        return None
    try:
        try:
            import hashlib
            h = hashlib.new("sha256")
        except ImportError:
            h = None
        c = 0
        while True:
            b = f.read(1024)
            if not b:
                break
            if h:
                h.update(b)
            else:
                c = binascii.crc32(b, c)
    except AttributeError:
        return "none:"
    finally:
        f.close()
    if h:
        return "sha256:" + binascii.hexlify(h.digest()).decode()
    return "crc32:%08x" % (c & 0xffffffff)
def _pmk(p):
    q = ""
    for part in p.split("/")[1:-1]:
        q += "/" + part
        try:
            os.mkdir(q)
        except OSError as e:
            if e.args[0] != 17:
                raise
"""


class _Late(Exception):
    """The deadline passed; ``got`` is what arrived meanwhile."""

    def __init__(self, got):
        super().__init__("late")
        self.got = got


class _Flood(Exception):
    pass


class Wire:
    """A serial port whose reads all end by a deadline."""

    def __init__(self, port, timeout):
        self.port = port
        self.timeout = timeout
        self.buf = bytearray()
        self.s = serial.Serial(port, 115200, timeout=0.05, write_timeout=timeout,
                               exclusive=True)

    def write(self, data):
        self.s.write(data)

    def _fill(self, deadline):
        if time.monotonic() >= deadline:
            raise _Late(bytes(self.buf))
        n = self.s.in_waiting
        got = self.s.read(min(max(n, 1), 4096))
        if got:
            self.buf += got
            if len(self.buf) > FLOOD:
                raise _Flood()

    def read_until(self, ending, wait):
        """Bytes up to and including ending; _Late after wait seconds, whatever came."""
        deadline = time.monotonic() + wait
        start = 0
        while True:
            i = self.buf.find(ending, start)
            if i >= 0:
                out = bytes(self.buf[:i + len(ending)])
                del self.buf[:i + len(ending)]
                return out
            start = max(0, len(self.buf) - len(ending) + 1)
            self._fill(deadline)

    def read_exact(self, n, deadline):
        while len(self.buf) < n:
            self._fill(deadline)
        out = bytes(self.buf[:n])
        del self.buf[:n]
        return out

    def waiting(self):
        return len(self.buf) > 0 or self.s.in_waiting > 0

    def drain(self, seconds):
        """Drop what the board sends for up to seconds (a stream never ends)."""
        end = time.monotonic() + seconds
        self.buf = bytearray()
        while time.monotonic() < end:
            if not self.s.read(min(max(self.s.in_waiting, 1), 4096)):
                break
        self.buf = bytearray()

    def close(self):
        try:
            self.s.close()
        except FAULTS:
            pass


class Link:
    """One session with a board's raw REPL.

    :param str port: the serial device
    :param float timeout: seconds any one wait may take
    :param bool stay_stopped: leave the program stopped at the end (default: soft reboot)
    """

    def __init__(self, port, timeout=5.0, stay_stopped=False):
        self.port = port
        self.timeout = timeout
        self.stay_stopped = stay_stopped
        self.wire = None
        self.broken = False     # an exchange failed half way: no more snippets
        self._helpers = False
        self._prompt = False
        _check_port(port)
        try:
            self.wire = Wire(port, timeout)
        except FAULTS as e:
            raise DeviceError("cannot open %s: %s" % (port, _reason(e))) from None
        self._enter_raw()

    # -- session ------------------------------------------------------------------------
    def _enter_raw(self):
        """Ctrl-C the program, then Ctrl-A; retried, as a stopping program may eat a key."""
        w = self.wire
        seen = b""
        deadline = time.monotonic() + self.timeout
        try:
            w.write(b"\r\x03")
            w.drain(0.1)
            while time.monotonic() < deadline:
                w.write(b"\r\x01")
                try:
                    w.read_until(RAW_PROMPT, max(0.1, min(1.0, deadline - time.monotonic())))
                except _Late as e:
                    seen += e.got[:64]
                    w.buf = bytearray()
                    continue
                time.sleep(0.05)          # the answer to a repeated Ctrl-A, if any
                w.drain(0.05)
                self._prompt = True
                return
        except _Flood:
            seen = b"flood"
        except FAULTS as e:
            raise self._lost(e, "entering the raw REPL") from None
        if seen.strip(b"\r\n>"):
            raise DeviceError("the board on %s answers garbage, not a CircuitPython REPL "
                              "(wrong port or baud?)" % self.port)
        raise DeviceError("the board on %s did not answer within %g s (busy, crashed or not "
                          "CircuitPython? press reset and try again)" % (self.port, self.timeout))

    def close(self, reboot=None):
        """Leave the raw REPL; soft-reboot so the program runs again unless the link
        was asked to stay stopped (or ``reboot`` is False)."""
        if self.wire is None:
            return
        if reboot is None:
            reboot = not self.stay_stopped
        try:
            self.wire.write(b"\r\x02")
            if reboot:
                time.sleep(0.05)
                self.wire.write(b"\x04")
                self.wire.read_until(b"soft reboot\r\n", self.timeout)
                # "code.py output:" once the program runs again (none: it has no code.py)
                self.wire.read_until(b"output:\r\n", min(2.0, self.timeout))
        except (_Late, _Flood) + FAULTS:
            pass
        self.wire.close()
        self.wire = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- running snippets ---------------------------------------------------------------
    def run(self, code, what="a command", wait=None):
        """Run code on the board; its printed output (bytes). BoardError if it raised.
        ``wait``: seconds this snippet may take (default the timeout)."""
        if not self._helpers:
            self._helpers = True
            self.run(HELPERS, "setting up")
        if self.wire is None or self.broken:
            raise DeviceError("lost the board on %s while %s" % (self.port, what))
        wait = wait or self.timeout
        try:
            self.broken = True
            out, err = self._exec(code.encode(), wait)
            self.broken = False
        except _Late as e:
            if e.got:
                raise DeviceError("the board on %s kept sending without finishing while %s "
                                  "(garbage or a program printing?)" % (self.port, what)) \
                    from None
            raise DeviceError("the board on %s did not answer within %g s while %s"
                              % (self.port, wait, what)) from None
        except _Flood:
            raise DeviceError("the board on %s flooded the line while %s" % (self.port, what)) \
                from None
        except FAULTS as e:
            raise self._lost(e, what) from None
        if err:
            raise _board_error(err)
        return out

    def _exec(self, code, wait):
        w = self.wire
        if not self._prompt:
            w.read_until(b">", wait)
        self._prompt = False
        deadline = time.monotonic() + wait
        w.write(b"\x05A\x01")
        head = w.read_exact(2, deadline)
        if head == b"R\x01":
            window = w.read_exact(2, deadline)
            self._paste(code, window[0] | window[1] << 8, deadline)
        elif head == b"R\x00":                 # no raw-paste: the plain raw REPL
            for i in range(0, len(code), 256):
                w.write(code[i:i + 256])
                time.sleep(0.01)
            w.write(b"\x04")
            if w.read_exact(2, deadline) != b"OK":
                raise _Late(b"?")
        else:
            raise _Late(head or b"?")
        out = w.read_until(b"\x04", wait)[:-1]
        err = w.read_until(b"\x04", wait)[:-1]
        w.read_until(b">", wait)
        self._prompt = True
        return out, err

    def _paste(self, code, window, deadline):
        """Raw-paste: send within the window the board grants, a \\x01 a window."""
        w = self.wire
        if not window:
            raise _Late(b"?")
        room = window
        i = 0
        while i < len(code):
            while room == 0 or w.waiting():
                try:
                    b = w.read_exact(1, deadline)
                except _Late:
                    raise _Late(b"\x01" if room > window else b"")
                if b == b"\x01":
                    room += window
                elif b == b"\x04":           # the board ended the paste early
                    w.write(b"\x04")
                    return
                else:
                    raise _Late(b)
            part = code[i:i + room]
            w.write(part)
            room -= len(part)
            i += len(part)
        w.write(b"\x04")
        while w.read_exact(1, deadline) != b"\x04":
            pass

    def value(self, expr, what="a command", setup="", wait=None):
        """A Python literal printed by the board."""
        out = self.run(setup + "\nprint(repr(%s))" % expr, what, wait)
        try:
            return ast.literal_eval(out.decode("utf-8").strip())
        except (ValueError, SyntaxError, UnicodeError, MemoryError, RecursionError, TypeError):
            raise DeviceError("the board on %s answered garbage while %s" % (self.port, what)) \
                from None

    def info(self):
        """Implementation, version, board id and whether code sees the drive read-only."""
        got = self.value(
            "(sys.implementation.name, tuple(sys.implementation.version[:3]), board.board_id,"
            " storage.getmount('/').readonly)", "asking the board what it is",
            "import sys, board, storage")
        if not isinstance(got, tuple) or len(got) != 4:
            raise DeviceError("the board on %s answered garbage while asking what it is"
                              % self.port)
        name, version, board_id, readonly = got
        return {"name": str(name), "version": version, "board_id": str(board_id),
                "readonly": bool(readonly)}

    # -- files --------------------------------------------------------------------------
    def hashes(self, paths):
        """{path: "kind:hex" or None if missing} for board paths."""
        paths = list(paths)
        got = []
        for i in range(0, len(paths), HASH_BATCH):
            part = paths[i:i + HASH_BATCH]
            ans = self.value("[_ph(p) for p in %r]" % (part,), "hashing files on the board")
            if not isinstance(ans, list) or len(ans) != len(part):
                raise DeviceError("the board on %s answered garbage while hashing files"
                                  % self.port)
            got += ans
        return dict(zip(paths, got))

    def listdir(self, path):
        try:
            names = self.value("os.listdir(%r)" % path, "listing %s" % path)
        except BoardError as e:
            raise OSError(e.errno or _errno.EIO, e.line) from None
        if not isinstance(names, list):
            raise DeviceError("the board on %s answered garbage while listing %s"
                              % (self.port, path))
        return [n for n in names if isinstance(n, str)]

    def size(self, path):
        size = self.value("os.stat(%r)[6]" % path, "reading %s" % path)
        if not isinstance(size, int) or size < 0:
            raise DeviceError("the board on %s answered garbage while reading %s"
                              % (self.port, path))
        return size

    def read_file(self, path, size=None):
        if size is None:
            size = self.size(path)
        self.run("_pf = open(%r, 'rb')" % path, "reading %s" % path)
        data = bytearray()
        try:
            while len(data) < size:
                out = self.run("print(binascii.b2a_base64(_pf.read(%d)).decode())"
                               % min(CHUNK, size - len(data)), "reading %s" % path)
                chunk = _unbase64(out, self.port, path)
                if not chunk:
                    break
                data.extend(chunk)
        finally:
            if not self.broken:
                self.run("_pf.close()", "reading %s" % path)
        return bytes(data[:size])

    def write_file(self, path, data, progress=None):
        """Write a file (parents made); the caller checks its hash."""
        self.run("_pmk(%r)\n_pf = open(%r, 'wb')" % (path, path), "writing %s" % path)
        try:
            for i in range(0, len(data), CHUNK):
                chunk = base64.b64encode(data[i:i + CHUNK]).decode()
                self.run("_pf.write(binascii.a2b_base64(%r))" % chunk, "writing %s" % path)
                if progress:
                    progress(len(data[i:i + CHUNK]))
        finally:
            if not self.broken:
                self.run("_pf.close()", "writing %s" % path)

    def remove(self, path):
        self.run("os.remove(%r)" % path, "removing %s" % path)

    def rename(self, old, new):
        self.run("os.rename(%r, %r)" % (old, new), "renaming %s" % old)

    def mkdir(self, path):
        self.run("os.mkdir(%r)" % path, "making %s" % path)

    def read_nvm(self):
        """The whole of microcontroller.nvm (b"" if the board has none)."""
        size = self.value("len(microcontroller.nvm) if microcontroller.nvm else 0",
                          "reading nvm", "import microcontroller")
        if not isinstance(size, int) or not 0 <= size <= 1 << 16:
            raise DeviceError("the board on %s answered garbage while reading nvm" % self.port)
        data = bytearray()
        for i in range(0, size, CHUNK // 2):
            out = self.run("print(binascii.b2a_base64(microcontroller.nvm[%d:%d]).decode())"
                           % (i, min(size, i + CHUNK // 2)), "reading nvm")
            data.extend(_unbase64(out, self.port, "nvm"))
        if len(data) != size:
            raise DeviceError("the board on %s sent %d of %d nvm bytes" % (self.port, len(data),
                                                                           size))
        return bytes(data)

    def write_nvm(self, start, data):
        self.run("import microcontroller\nmicrocontroller.nvm[%d:%d] = binascii.a2b_base64(%r)"
                 % (start, start + len(data), base64.b64encode(data).decode()), "writing nvm")

    # -- faults -------------------------------------------------------------------------
    def _lost(self, err, what):
        if self.wire is not None:
            self.wire.close()
            self.wire = None
        return DeviceError("lost the board on %s while %s (unplugged or reset?): %s"
                           % (self.port, what, _reason(err)))


def _check_port(port):
    if not os.path.exists(port) and not port.startswith(("COM", "socket://", "rfc2217://")):
        raise DeviceError("no such serial port: %s (is the board plugged in?)" % port)
    try:
        probe = serial.Serial(port, exclusive=True, timeout=0)
        probe.close()
    except FAULTS as e:
        text = str(e)
        if "lock" in text.lower() or "busy" in text.lower() or "denied" in text.lower():
            raise DeviceError("%s is busy: another program (a serial monitor, mpremote, the "
                              "Mu editor...) has it open" % port) from None
        raise DeviceError("cannot open %s: %s" % (port, _reason(e))) from None


def _board_error(err):
    text = err.decode("utf-8", "replace").strip()
    last = text.splitlines()[-1] if text else "error"
    m = re.match(r"OSError: \[Errno (\d+)\]", last)
    return BoardError(last[:200], int(m.group(1)) if m else None)


def _unbase64(out, port, what):
    try:
        return base64.b64decode(out.strip(), validate=True)
    except (ValueError, TypeError):
        raise DeviceError("the board on %s answered garbage while reading %s" % (port, what)) \
            from None


def _reason(err):
    text = str(err).strip().splitlines()
    return text[-1] if text else type(err).__name__
