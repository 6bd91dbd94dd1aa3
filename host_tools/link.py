"""A CircuitPython board over USB serial: mpremote's transport, with timeouts everywhere.

``Link(port)`` stops the running program (Ctrl-C), enters the raw REPL and sends small
snippets that CircuitPython 10 can run: ``os.listdir`` and ``os.stat`` (there is no
``os.ilistdir``), files moved as base64 chunks through ``binascii``, and file hashes
worked out on the board (sha256 where ``hashlib`` exists, else ``binascii.crc32``).
Every wait is bounded by ``timeout`` seconds, so a silent or garbled board gives a
``DeviceError`` instead of a hang.
"""

import ast
import base64
import contextlib
import errno as _errno
import io
import os
import re
import struct
import time

import serial
from mpremote.transport import TransportError
from mpremote.transport_serial import SerialTransport

from host_tools.errors import BoardError, DeviceError

CHUNK = 2048          # file bytes per snippet
RAW_PROMPT = b"raw REPL; CTRL-B to exit\r\n>"

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


class _Transport(SerialTransport):
    """mpremote's serial transport with every wait capped at ``wait`` seconds."""

    def __init__(self, device, wait):
        self.wait = wait
        self.prompt_seen = False
        super().__init__(device, timeout=min(1.0, wait), exclusive=True)
        self.serial.write_timeout = wait

    def exec_raw_no_follow(self, command):
        """As mpremote's, but the prompt may have been read already, and never a print."""
        if not self.prompt_seen:
            data = self.read_until(1, b">")
            if not data.endswith(b">"):
                raise TransportError("no raw REPL prompt")
        self.prompt_seen = False
        self.serial.write(b"\x05A\x01")
        data = self.serial.read(2)
        if data != b"R\x01":
            raise TransportError("no raw-paste mode (answer %r)" % data)
        self.raw_paste_write(command if isinstance(command, bytes) else command.encode())

    def read_until(self, min_num_bytes, ending, timeout=10, data_consumer=None,
                   timeout_overall=None):
        timeout = self.wait if timeout is None else min(timeout, self.wait)
        cap = max(30.0, self.wait * 6)
        timeout_overall = cap if timeout_overall is None else min(timeout_overall, cap)
        return super().read_until(min_num_bytes, ending, timeout, data_consumer, timeout_overall)


class Link:
    """One session with a board's raw REPL.

    :param str port: the serial device
    :param float timeout: seconds to wait for any answer
    """

    def __init__(self, port, timeout=5.0):
        self.port = port
        self.timeout = timeout
        self.transport = None
        self._helpers = False
        _check_port(port)
        try:
            with _quiet():
                self.transport = _Transport(port, timeout)
        except (TransportError, serial.SerialException, OSError) as e:
            raise DeviceError("cannot open %s: %s" % (port, _reason(e))) from None
        self._enter_raw()

    # -- session ------------------------------------------------------------------------
    def _enter_raw(self):
        """Ctrl-C the program, then Ctrl-A; retried, as a stopping program may eat a key."""
        s = self.transport.serial
        data = b""
        try:
            s.write(b"\r\x03")
            time.sleep(0.1)
            s.reset_input_buffer()
            deadline = time.monotonic() + self.timeout
            while time.monotonic() < deadline:
                s.write(b"\r\x01")
                with _quiet():
                    got = self.transport.read_until(
                        1, RAW_PROMPT, timeout=1.0,
                        timeout_overall=max(0.5, min(2.0, deadline - time.monotonic())))
                data += got
                if data.endswith(RAW_PROMPT):
                    time.sleep(0.05)  # drop the answer to a repeated Ctrl-A, if any
                    s.reset_input_buffer()
                    self.transport.in_raw_repl = True
                    self.transport.prompt_seen = True
                    return
        except (serial.SerialException, OSError) as e:
            raise self._lost(e, "entering the raw REPL") from None
        if data.strip(b"\r\n>"):
            raise DeviceError("the board on %s answers garbage, not a CircuitPython REPL "
                              "(wrong port or baud?)" % self.port)
        raise DeviceError("the board on %s did not answer within %g s (busy, crashed or not "
                          "CircuitPython? press reset and try again)" % (self.port, self.timeout))

    def close(self, reboot=False):
        """Leave the raw REPL; with ``reboot``, soft-reboot so the program runs again."""
        if self.transport is None:
            return
        try:
            s = self.transport.serial
            s.write(b"\r\x02")
            if reboot:
                time.sleep(0.05)
                s.write(b"\x04")
                with _quiet():
                    self.transport.read_until(1, b"soft reboot\r\n", timeout=self.timeout,
                                              timeout_overall=self.timeout)
            self.transport.close()
        except (serial.SerialException, OSError, TransportError):
            pass
        self.transport = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close(reboot=exc[0] is None)

    # -- running snippets ---------------------------------------------------------------
    def run(self, code, what="a command"):
        """Run code on the board; its printed output (bytes). BoardError if it raised."""
        if not self._helpers:
            self._helpers = True
            self.run(HELPERS, "setting up")
        try:
            with _quiet():
                out, err = self.transport.exec_raw(code, timeout=self.timeout)
        except TransportError as e:
            raise self._garbled(what, e) from None
        except (serial.SerialException, OSError, struct.error, ValueError) as e:
            raise self._lost(e, what) from None
        if err:
            raise _board_error(err)
        return out

    def value(self, expr, what="a command", setup=""):
        """A Python literal printed by the board."""
        out = self.run(setup + "\nprint(repr(%s))" % expr, what)
        try:
            return ast.literal_eval(out.decode("utf-8").strip())
        except (ValueError, SyntaxError, UnicodeError):
            raise DeviceError("the board on %s answered garbage while %s" % (self.port, what)) \
                from None

    def info(self):
        """Implementation, version, board id and whether code sees the drive read-only."""
        name, version, board_id, readonly = self.value(
            "(sys.implementation.name, tuple(sys.implementation.version[:3]), board.board_id,"
            " storage.getmount('/').readonly)", "asking the board what it is",
            "import sys, board, storage")
        return {"name": name, "version": version, "board_id": board_id, "readonly": readonly}

    # -- files --------------------------------------------------------------------------
    def hashes(self, paths):
        """{path: "kind:hex" or None if missing} for board paths."""
        got = self.value("[_ph(p) for p in %r]" % (list(paths),), "hashing files on the board")
        if not isinstance(got, list) or len(got) != len(paths):
            raise DeviceError("the board on %s answered garbage while hashing files" % self.port)
        return dict(zip(paths, got))

    def listdir(self, path):
        try:
            names = self.value("os.listdir(%r)" % path, "listing %s" % path)
        except BoardError as e:
            raise OSError(e.errno or _errno.EIO, e.line) from None
        return [n for n in names if isinstance(n, str)]

    def read_file(self, path):
        size = self.value("os.stat(%r)[6]" % path, "reading %s" % path)
        self.run("_pf = open(%r, 'rb')" % path, "reading %s" % path)
        data = bytearray()
        try:
            while len(data) < size:
                out = self.run("print(binascii.b2a_base64(_pf.read(%d)).decode())" % CHUNK,
                               "reading %s" % path)
                chunk = _unbase64(out, self.port, path)
                if not chunk:
                    break
                data.extend(chunk)
        finally:
            self.run("_pf.close()", "reading %s" % path)
        return bytes(data)

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
        return DeviceError("lost the board on %s while %s (unplugged or reset?): %s"
                           % (self.port, what, _reason(err)))

    def _garbled(self, what, err):
        return DeviceError("the board on %s stopped answering properly while %s (%s)"
                           % (self.port, what, _reason(err)))


def _check_port(port):
    if not os.path.exists(port) and not port.startswith(("COM", "socket://", "rfc2217://")):
        raise DeviceError("no such serial port: %s (is the board plugged in?)" % port)
    try:
        probe = serial.Serial(port, exclusive=True, timeout=0)
        probe.close()
    except serial.SerialException as e:
        text = str(e)
        if "lock" in text.lower() or "busy" in text.lower() or "denied" in text.lower():
            raise DeviceError("%s is busy: another program (a serial monitor, mpremote, the "
                              "Mu editor...) has it open" % port) from None
        raise DeviceError("cannot open %s: %s" % (port, _reason(e))) from None


def _board_error(err):
    text = err.decode("utf-8", "replace").strip()
    last = text.splitlines()[-1] if text else "error"
    m = re.match(r"OSError: \[Errno (\d+)\]", last)
    return BoardError(last, int(m.group(1)) if m else None)


def _unbase64(out, port, what):
    try:
        return base64.b64decode(out.strip(), validate=True)
    except (ValueError, TypeError):
        raise DeviceError("the board on %s answered garbage while reading %s" % (port, what)) \
            from None


def _reason(err):
    text = str(err).strip().splitlines()
    return text[-1] if text else type(err).__name__


@contextlib.contextmanager
def _quiet():
    """mpremote prints raw bytes on some failures: keep them off our output."""
    with contextlib.redirect_stdout(io.StringIO()):
        yield
