"""The simulated board's USB serial: a pseudo-terminal that speaks CircuitPython's REPL.

``serve(drive, nvm, readonly, on_interrupt, on_reload)`` opens a pty, prints its path and
answers on it the way CircuitPython 10 does, so ``mpremote``'s transport and
``python -m host_tools`` work against it as against a board:

* while the program runs, Ctrl-C stops it (``on_interrupt``) with CircuitPython's
  ``KeyboardInterrupt`` text, then "Press any key to enter the REPL";
* the friendly REPL (``>>> ``) runs one-line statements; Ctrl-A enters the raw REPL,
  Ctrl-B leaves it; raw-paste (``\\x05A\\x01``) with flow control;
* Ctrl-D soft-reboots: from the friendly REPL the program runs again (``on_reload``),
  from the raw REPL the raw REPL comes back (as CircuitPython does for mpremote);
* received code runs with Python's ``exec`` in the board's view of the drive
  (``sim.serial_namespace``): no ``os.ilistdir``, EROFS while read-only, CircuitPython's
  traceback text.

Faults for tests: ``inject("close" | "garbage" | "silent", after=n)`` spoils the link once
``n`` more bytes have arrived.
"""

import ctypes
import os
import select
import threading
import time
import traceback
import tty

from sim import serial_namespace as ns

RAW_BANNER = b"raw REPL; CTRL-B to exit\r\n"
AUTORELOAD = (b"\r\nAuto-reload is on. Simply save files over USB to run them or enter REPL "
              b"to disable.\r\ncode.py output:\r\n")
DONE = b"\r\nCode done running.\r\n\r\nPress any key to enter the REPL. Use CTRL-D to reload.\r\n"
INTERRUPTED = (b"\r\nTraceback (most recent call last):\r\n  File \"code.py\", line 1, in <module>"
               b"\r\nKeyboardInterrupt: \r\n")
WINDOW = 256
FAULTS = ("close", "garbage", "silent")

RUN, WAIT, REPL, RAW, PASTE_HDR, PASTE, EXEC, DEAD = range(8)


class SimBoard:
    """One simulated board's serial port.

    :param str drive: the folder that plays CIRCUITPY
    :param nvm: the nvm file path, or the simulator's own ``microcontroller.nvm`` object
    :param readonly: bool, or a function: whether code may not write the drive
    :param on_interrupt: called (in the serial thread) when Ctrl-C stops the program
    :param on_reload: called (in the serial thread) to start the program again
    :param bool running: whether a program runs at start (default: if either callback)
    :param bool hashlib: offer ``hashlib`` to received code (the PyGamer has none)
    """

    def __init__(self, drive, nvm, readonly=False, on_interrupt=None, on_reload=None,
                 running=None, hashlib=False, window=WINDOW):
        self.drive = drive
        self.on_interrupt = on_interrupt
        self.on_reload = on_reload
        self.window = window
        version, board_id, machine = _boot_out(drive)
        self.view = ns.BoardView(drive, nvm, readonly, self._print_text, hashlib=hashlib,
                                 version=version, board_id=board_id, machine=machine)
        if running is None:
            running = on_interrupt is not None or on_reload is not None
        self.state = RUN if running else WAIT
        self.port = None
        self.interrupts = 0
        self.reloads = 0
        self._master = self._slave = None
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = None
        self._ns = None
        self._line = bytearray()
        self._armed = None
        self._fault = None
        self._garbage = 12345
        self._reset_namespace()

    # -- life ---------------------------------------------------------------------------
    def start(self):
        """Open the pty and answer on it from a thread; returns the port path."""
        self._master, self._slave = os.openpty()
        tty.setraw(self._slave)
        os.set_blocking(self._master, False)
        self.port = os.ttyname(self._slave)
        self._thread = threading.Thread(target=self._loop, name="sim-serial", daemon=True)
        self._thread.start()
        return self.port

    def stop(self):
        """Close the port and end the thread."""
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(2)
        self._close()

    def __enter__(self):
        if self.port is None:
            self.start()
        return self

    def __exit__(self, *exc):
        self.stop()

    # -- what the simulator and tests call ----------------------------------------------
    def inject(self, kind, after=0):
        """Spoil the link once ``after`` more bytes have arrived: the pty closes, answers
        garbage, or goes silent."""
        if kind not in FAULTS:
            raise ValueError("fault must be one of %s" % ", ".join(FAULTS))
        self._armed = [kind, after]

    def program_output(self, text):
        """What the running program prints, shown on the serial console."""
        self._print_text(text)

    def program_done(self):
        """The program ended by itself: CircuitPython waits for a key."""
        if self.state == RUN:
            self.state = WAIT
            self._send(DONE)

    # -- the loop -----------------------------------------------------------------------
    def _loop(self):
        while not self._stop.is_set() and self.state != DEAD:
            if self.state == EXEC and not self._worker.is_alive():
                self._finish_exec()
            try:
                ready = select.select([self._master], [], [], 0.02)[0]
                data = os.read(self._master, 4096) if ready else b""
            except (OSError, ValueError, TypeError):
                break
            for b in data:
                if self.state == DEAD:
                    break
                self._byte(b)

    def _byte(self, b):
        if self.state == DEAD:        # the line is closed: nothing more to answer
            return
        if self._armed is not None:
            self._armed[1] -= 1
            if self._armed[1] < 0:
                self._fault = self._armed[0]
                self._armed = None
                if self._fault == "close":
                    self.state = DEAD
                    self._close()
                    return
        if self._fault == "silent":
            return
        if self._fault == "garbage":
            self._send(self._noise())
            return
        handler = (self._in_run, self._in_wait, self._in_repl, self._in_raw, self._in_paste_hdr,
                   self._in_paste, self._in_exec)[self.state]
        handler(b)

    def _in_run(self, b):
        if b == 3:
            self.interrupts += 1
            if self.on_interrupt is not None:
                self.on_interrupt()
            self.state = WAIT
            self._send(INTERRUPTED + DONE)

    def _in_wait(self, b):
        if b == 4:
            self._soft_reboot(raw=False)
            return
        self._enter_repl()
        self._in_repl(b)

    def _in_repl(self, b):
        if b == 1:
            self._line = bytearray()
            self.state = RAW
            self._send(b"\r\n" + RAW_BANNER + b">")
        elif b == 2:
            self._enter_repl()
        elif b == 3:
            self._line = bytearray()
            self._send(b"\r\n>>> ")
        elif b == 4:
            if not self._line:
                self._soft_reboot(raw=False)
        elif b in (13, 10):
            self._send(b"\r\n")
            line, self._line = bytes(self._line), bytearray()
            if line.strip():
                self._start_exec(line, raw=False)
            else:
                self._send(b">>> ")
        elif b in (8, 127):
            if self._line:
                self._line.pop()
                self._send(b"\b \b")
        elif b >= 32:
            self._line.append(b)
            self._send(bytes((b,)))

    def _in_raw(self, b):
        if b == 1:
            self._line = bytearray()
            self._send(RAW_BANNER + b">")
        elif b == 2:
            self._enter_repl()
        elif b == 3:
            self._line = bytearray()
        elif b == 4:
            if self._line:
                code, self._line = bytes(self._line), bytearray()
                self._send(b"OK")
                self._start_exec(code, raw=True)
            else:
                self._soft_reboot(raw=True)
        elif b == 5 and not self._line:
            self._header = bytearray()
            self.state = PASTE_HDR
        else:
            self._line.append(b)

    def _in_paste_hdr(self, b):
        self._header.append(b)
        if len(self._header) < 2:
            return
        if bytes(self._header) == b"A\x01":
            self._window_left = self.window
            self.state = PASTE
            self._send(b"R\x01" + bytes((self.window & 0xFF, self.window >> 8)))
        else:
            self.state = RAW
            self._send(b"R\x00")

    def _in_paste(self, b):
        if b == 4:
            code, self._line = bytes(self._line), bytearray()
            self._send(b"\x04")
            self._start_exec(code, raw=True)
            return
        self._line.append(b)
        self._window_left -= 1
        if self._window_left == 0:
            self._window_left = self.window
            self._send(b"\x01")

    def _in_exec(self, b):
        if b == 3:
            self._interrupt_worker()
        else:
            self._pending.append(b)

    # -- running received code ----------------------------------------------------------
    def _start_exec(self, source, raw):
        self.state = EXEC
        self._pending = bytearray()
        self._exec_raw = raw
        self._in_user_code = False
        self._worker = threading.Thread(target=self._run, args=(source, raw), daemon=True)
        self._worker.start()

    def _run(self, source, raw):
        err = ""
        try:
            text = source.decode("utf-8", "replace")
            code = None
            if not raw:
                try:
                    code = compile(text, "<stdin>", "eval")
                except SyntaxError:
                    pass
            if code is None:
                code = compile(text, "<stdin>", "exec")
            with self._lock:
                self._in_user_code = True
            try:
                value = eval(code, self._ns)  # noqa: S307 - the simulated board runs what it gets
            finally:
                with self._lock:
                    self._in_user_code = False
            if not raw and value is not None:
                self._print_text(repr(value) + "\n")
        except BaseException as e:  # the board prints every error, even KeyboardInterrupt
            err = _traceback_text(e)
        if raw:
            self._send(b"\x04" + _cooked(err) + b"\x04>")
        else:
            self._send(_cooked(err) + b">>> ")

    def _interrupt_worker(self):
        with self._lock:
            if self._in_user_code and self._worker.ident is not None:
                ctypes.pythonapi.PyThreadState_SetAsyncExc(
                    ctypes.c_ulong(self._worker.ident), ctypes.py_object(KeyboardInterrupt))

    def _finish_exec(self):
        self._worker.join()
        self.state = RAW if self._exec_raw else REPL
        if self.view.reload_requested:
            self.view.reload_requested = False
            self._soft_reboot(raw=False)
        pending, self._pending = self._pending, bytearray()
        for b in pending:
            self._byte(b)

    # -- board events -------------------------------------------------------------------
    def _enter_repl(self):
        self.state = REPL
        self._line = bytearray()
        self._send(b"\r\n" + ns.banner(self.view.version, self.view.machine).encode() + b"\r\n>>> ")

    def _soft_reboot(self, raw):
        self._send(b"soft reboot\r\n")
        self._reset_namespace()
        self._line = bytearray()
        if raw:
            self.state = RAW
            self._send(RAW_BANNER + b">")
            return
        self.reloads += 1
        if self.on_reload is not None:
            self.state = RUN
            self.on_reload()          # the program runs before its output header is seen
            self._send(AUTORELOAD)
        else:
            self._send(AUTORELOAD)
            self.state = WAIT
            self._send(DONE)

    def _reset_namespace(self):
        self.view.cwd = "/"
        self._ns = {"__name__": "__main__", "__builtins__": self.view.builtins()}

    # -- output -------------------------------------------------------------------------
    def _print_text(self, text):
        self._send(_cooked(text))

    def _noise(self):
        out = bytearray()
        for _ in range(7):
            self._garbage = (self._garbage * 1103515245 + 12345) & 0x7FFFFFFF
            out.append(self._garbage >> 16 & 0xFF)
        return bytes(out)

    def _send(self, data):
        """Write to the pty; give up on what the other side has not read for 2 s."""
        fd = self._master
        deadline = time.monotonic() + 2
        while data and fd is not None and self.state != DEAD:
            try:
                n = os.write(fd, data)
                data = data[n:]
            except BlockingIOError:
                if time.monotonic() > deadline:
                    return
                select.select([], [fd], [], 0.05)
            except (OSError, ValueError):
                return

    def _close(self):
        for fd in (self._master, self._slave):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self._master = self._slave = None


def _cooked(text):
    """CircuitPython's console turns each newline into CR LF."""
    return text.replace("\r\n", "\n").replace("\n", "\r\n").encode("utf-8", "replace")


def _traceback_text(err):
    lines = ["Traceback (most recent call last):"]
    if isinstance(err, SyntaxError) and err.filename == "<stdin>":
        lines.append('  File "<stdin>", line %s' % err.lineno)
        lines.append("SyntaxError: invalid syntax")
        return "\n".join(lines) + "\n"
    for frame in traceback.extract_tb(err.__traceback__):
        if frame.filename == "<stdin>":
            lines.append('  File "<stdin>", line %d, in %s' % (frame.lineno, frame.name))
    if isinstance(err, OSError) and err.errno is not None:
        lines.append("OSError: [Errno %d] %s" % (err.errno, err.strerror))
    else:
        lines.append("%s: %s" % (type(err).__name__, err))
    return "\n".join(lines) + "\n"


def _boot_out(drive):
    """(version, board id, machine) from the drive's boot_out.txt, written if missing."""
    path = os.path.join(drive, "boot_out.txt")
    if not os.path.exists(path):
        with open(path, "w") as f:
            f.write(ns.boot_out_text())
        return ns.VERSION, ns.BOARD_ID, ns.MACHINE
    with open(path) as f:
        text = f.read()
    version, board_id, machine = ns.VERSION, ns.BOARD_ID, ns.MACHINE
    first = text.split("\n")[0]
    if first.startswith("Adafruit CircuitPython "):
        version = first.split()[2]
        if "; " in first:
            machine = first.split("; ", 1)[1].strip()
    for line in text.split("\n"):
        if line.startswith("Board ID:"):
            board_id = line[len("Board ID:"):].strip()
    return version, board_id, machine


def serve(drive, nvm, readonly=False, on_interrupt=None, on_reload=None, **options):
    """Start a simulated board's serial port, print its path and return the ``SimBoard``.

    ``options`` go to ``SimBoard`` (``running``, ``hashlib``, ``window``).
    """
    board = SimBoard(drive, nvm, readonly, on_interrupt, on_reload, **options)
    port = board.start()
    print("serial: %s" % port, flush=True)
    return board


def main(argv=None):
    """``python -m sim.repl DRIVE [NVM] [--readonly]``: a board with no program running."""
    import argparse
    import sys
    parser = argparse.ArgumentParser(prog="python -m sim.repl", description=main.__doc__)
    parser.add_argument("drive", help="folder that plays the CIRCUITPY drive")
    parser.add_argument("nvm", nargs="?", help="file that keeps the nvm (default DRIVE/../nvm.bin)")
    parser.add_argument("--readonly", action="store_true", help="USB edit mode: code may not write")
    args = parser.parse_args(argv)
    if not os.path.isdir(args.drive):
        print("error: no such folder: %s" % args.drive, file=sys.stderr)
        return 2
    nvm = args.nvm or os.path.join(os.path.dirname(os.path.abspath(args.drive)), "nvm.bin")
    board = serve(args.drive, nvm, args.readonly)
    try:
        while True:
            time.sleep(1)
    except KeyboardInterrupt:
        board.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
