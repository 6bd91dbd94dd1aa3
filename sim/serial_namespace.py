"""What code sent over the simulated board's serial sees: CircuitPython's view of the board.

``BoardView(drive, nvm, readonly)`` builds the builtins for ``exec``: ``open`` and the
modules ``os``, ``storage``, ``microcontroller``, ``board``, ``supervisor``, ``sys`` and
``gc`` work on the drive folder with the board's absolute paths ("/saves/x" is
``<drive>/saves/x``), errors carry CircuitPython's texts, and writes raise
``OSError(30)`` while the drive is read-only to code. As on the board, ``os`` has no
``ilistdir`` and, as on the PyGamer, there is no ``hashlib`` unless asked for.
"""

import builtins
import errno
import hashlib as _hashlib
import os
import posixpath
import types

VERSION = "10.0.3"
BUILD_DATE = "2026-01-15"
BOARD_ID = "pygamer"
MACHINE = "Adafruit PyGamer with samd51j20"

# CircuitPython's own wording for the errors a file snippet meets.
ERROR_TEXT = {
    errno.EPERM: "Operation not permitted",
    errno.ENOENT: "No such file/directory",
    errno.EIO: "Input/output error",
    errno.EBADF: "Bad file descriptor",
    errno.EACCES: "Permission denied",
    errno.EEXIST: "File exists",
    errno.ENODEV: "No such device",
    errno.EISDIR: "Is a directory",
    errno.ENOTDIR: "Not a directory",
    errno.EINVAL: "Invalid argument",
    errno.ENOSPC: "No space left on device",
    errno.EROFS: "Read-only filesystem",
    errno.ENOTEMPTY: "Directory not empty",
}

# Modules the board has that behave the same on CPython.
PLAIN = ("binascii", "errno", "json", "struct", "re", "collections", "math", "time",
         "random", "array", "io", "micropython")


def cp_error(code):
    """An OSError as CircuitPython raises it: errno and its text, no path."""
    return OSError(code, ERROR_TEXT.get(code, "Unknown error"))


def boot_out_text(version=VERSION, board_id=BOARD_ID, machine=MACHINE):
    """The ``boot_out.txt`` CircuitPython writes at reset."""
    return "Adafruit CircuitPython %s on %s; %s\nBoard ID:%s\n" % (
        version, BUILD_DATE, machine, board_id)


def banner(version=VERSION, machine=MACHINE):
    return "Adafruit CircuitPython %s on %s; %s" % (version, BUILD_DATE, machine)


class FileNvm:
    """``microcontroller.nvm`` kept in a file: every read and write goes to the file."""

    def __init__(self, path, size=8192):
        self.path = path
        self.size = size
        if not os.path.exists(path):
            with builtins.open(path, "wb") as f:
                f.write(b"\xff" * size)

    def __len__(self):
        return self.size

    def _image(self):
        with builtins.open(self.path, "rb") as f:
            data = bytearray(f.read())
        data.extend(b"\xff" * (self.size - len(data)))
        return data

    def __getitem__(self, index):
        return self._image()[index] if isinstance(index, int) else bytearray(self._image()[index])

    def __setitem__(self, index, value):
        data = self._image()
        if isinstance(index, slice):
            start, stop, step = index.indices(self.size)
            if step != 1:
                raise NotImplementedError("only slices with step=1 (aka None) are supported")
            value = bytes(memoryview(value))
            if len(value) != max(0, stop - start):
                raise ValueError("Slice and value different lengths.")
        data[index] = value
        with builtins.open(self.path, "r+b") as f:
            f.write(data[:self.size])


class BoardView:
    """The board as code received over serial sees it.

    :param str drive: the folder that plays CIRCUITPY
    :param nvm: a file path, or a slice-assignable object (the simulator's own nvm)
    :param readonly: bool, or a function returning whether code may not write the drive
    :param write: function taking text: where ``print`` goes
    :param bool hashlib: offer ``hashlib`` (boards with wifi have it; the PyGamer has not)
    """

    def __init__(self, drive, nvm, readonly, write, hashlib=False, version=VERSION,
                 board_id=BOARD_ID, machine=MACHINE):
        self.drive = os.path.realpath(drive)
        self.nvm = FileNvm(nvm) if isinstance(nvm, str) else nvm
        self._readonly = readonly
        self.write = write
        self.version = version
        self.board_id = board_id
        self.machine = machine
        self.cwd = "/"
        self.reload_requested = False
        self.modules = self._modules(hashlib)

    @property
    def readonly(self):
        return self._readonly() if callable(self._readonly) else bool(self._readonly)

    def host_path(self, path):
        """The drive file behind a board path; '..' never leaves the drive."""
        if not isinstance(path, str):
            raise cp_error(errno.EINVAL)
        board = posixpath.normpath(posixpath.join(self.cwd, path))
        rel = board.lstrip("/")
        return os.path.join(self.drive, rel) if rel else self.drive

    def builtins(self):
        """A fresh builtins dict for one REPL session."""
        names = dict(builtins.__dict__)
        names["print"] = self._print
        names["open"] = self._open
        names["__import__"] = self._import
        names["input"] = self._no_input
        return names

    # -- builtins -----------------------------------------------------------------------
    def _print(self, *args, sep=" ", end="\n", file=None):
        text = sep.join(str(a) for a in args) + end
        (file.write if file is not None else self.write)(text)

    def _no_input(self, prompt=""):
        raise cp_error(errno.EIO)

    def _open(self, path, mode="r", *args, **kwargs):
        if any(c in mode for c in "wax+"):
            self._writable()
        try:
            return builtins.open(self.host_path(path), mode, *args, **kwargs)
        except OSError as e:
            raise cp_error(e.errno or errno.EIO) from None

    def _import(self, name, globals=None, locals=None, fromlist=(), level=0):
        top = name.partition(".")[0]
        if top in self.modules and top == name:
            return self.modules[top]
        if top in PLAIN:
            return builtins.__import__(name, globals, locals, fromlist, level)
        raise ImportError("no module named '%s'" % name)

    def _writable(self):
        if self.readonly:
            raise cp_error(errno.EROFS)

    # -- modules ------------------------------------------------------------------------
    def _modules(self, with_hashlib):
        mods = {
            "os": self._os(),
            "storage": self._storage(),
            "microcontroller": self._microcontroller(),
            "board": _module("board", board_id=self.board_id),
            "supervisor": _module("supervisor", reload=self._reload,
                                  runtime=types.SimpleNamespace(serial_connected=True,
                                                                usb_connected=True)),
            "sys": self._sys(),
            "gc": _module("gc", collect=lambda: None, mem_free=lambda: 120000,
                          mem_alloc=lambda: 40000, enable=lambda: None, disable=lambda: None),
        }
        if with_hashlib:
            mods["hashlib"] = _module("hashlib", new=_hashlib.new)
        return mods

    def _reload(self):
        self.reload_requested = True

    def _os(self):
        view = self

        def wrap(fn, writes):
            def call(*args):
                if writes:
                    view._writable()
                try:
                    return fn(*args)
                except OSError as e:
                    raise cp_error(e.errno or errno.EIO) from None
            call.__name__ = fn.__name__
            return call

        def listdir(path=None):
            return sorted(os.listdir(view.host_path(view.cwd if path is None else path)))

        def stat(path):
            st = os.stat(view.host_path(path))
            mode = 0x4000 if os.path.isdir(view.host_path(path)) else 0x8000
            t = int(st.st_mtime)
            return (mode, 0, 0, 0, 0, 0, st.st_size, t, t, t)

        def chdir(path):
            if not os.path.isdir(view.host_path(path)):
                raise cp_error(errno.ENOENT)
            view.cwd = posixpath.normpath(posixpath.join(view.cwd, path))

        def rename(old, new):
            if os.path.exists(view.host_path(new)):
                raise cp_error(errno.EEXIST)  # FAT: rename never replaces a file
            os.rename(view.host_path(old), view.host_path(new))

        uname = types.SimpleNamespace(sysname="samd51", nodename="samd51", release=view.version,
                                      version="%s on %s" % (view.version, BUILD_DATE),
                                      machine=view.machine)
        return _module(
            "os",
            listdir=wrap(listdir, False),
            stat=wrap(stat, False),
            getcwd=lambda: view.cwd,
            chdir=wrap(chdir, False),
            remove=wrap(lambda p: os.remove(view.host_path(p)), True),
            unlink=wrap(lambda p: os.remove(view.host_path(p)), True),
            mkdir=wrap(lambda p: os.mkdir(view.host_path(p)), True),
            rmdir=wrap(lambda p: os.rmdir(view.host_path(p)), True),
            rename=wrap(rename, True),
            sync=lambda: None,
            uname=lambda: uname,
            urandom=os.urandom,
            getenv=lambda key, default=None: default,
            statvfs=lambda p: (512, 512, 16384, 8192, 8192, 0, 0, 0, 0, 255),
            sep="/",
        )

    def _storage(self):
        view = self

        class Mount:
            label = "CIRCUITPY"

            @property
            def readonly(self):
                return view.readonly

        def remount(path, readonly=False, **kwargs):
            raise RuntimeError("Cannot remount path when visible via USB.")

        return _module("storage", getmount=lambda path: Mount(), remount=remount)

    def _microcontroller(self):
        def reset():
            self.reload_requested = True

        cpu = types.SimpleNamespace(temperature=25.0, frequency=120000000,
                                    uid=bytearray(b"PADDOCKSIM01"))
        return _module("microcontroller", nvm=self.nvm, cpu=cpu, reset=reset)

    def _sys(self):
        major, minor, micro = (int(x) for x in self.version.split(".")[:3])
        impl = types.SimpleNamespace(name="circuitpython", version=(major, minor, micro, ""),
                                     _machine=self.machine, _mpy=0x0106)
        stdout = types.SimpleNamespace(write=self.write)
        return _module("sys", implementation=impl, platform="MicroChip SAMD51",
                       version="3.4.0; " + banner(self.version, self.machine),
                       path=["", "/", "/lib"], modules={}, stdout=stdout, stderr=stdout,
                       maxsize=2**30 - 1, byteorder="little", argv=[])


def _module(name, **attrs):
    mod = types.ModuleType(name)
    for key, value in attrs.items():
        setattr(mod, key, value)
    return mod

