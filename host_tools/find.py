"""Finding CircuitPython boards: their serial ports and their CIRCUITPY drives.

Serial ports are picked from pyserial's list by USB vendor id: the makers whose boards
ship CircuitPython under their own id. A board with the second (data) CDC interface
enabled shows two ports; only the console one is kept.

Drives are folders named ``CIRCUITPY`` (or ``CIRCUITPY1``... when the system renamed a
second one) under the usual mount points. ``PADDOCK_MOUNTS`` (folders separated by
``os.pathsep``) replaces those mount points, and ``PADDOCK_PORTS`` adds serial ports,
such as the simulator's pseudo-terminal.
"""

import os
import sys

from host_tools.errors import DeviceError, UsageError

# USB vendor ids of boards that run CircuitPython.
VENDORS = {
    0x239A: "Adafruit",
    0x2E8A: "Raspberry Pi",      # RP2040 / RP2350 boards under the Pi id
    0x303A: "Espressif",         # ESP32-S2/S3/C3 boards under Espressif's id
    0x1B4F: "SparkFun",
    0x2886: "Seeed",
    0x1209: "pid.codes",         # open-hardware boards (many CircuitPython ports)
}


class Port:
    """A serial port that looks like a CircuitPython board."""

    def __init__(self, device, description="", vid=None, pid=None, serial_number=None):
        self.device = device
        self.description = description
        self.vid = vid
        self.pid = pid
        self.serial_number = serial_number

    def line(self):
        ids = " [%04x:%04x]" % (self.vid, self.pid) if self.vid is not None else ""
        sn = " serial %s" % self.serial_number if self.serial_number else ""
        return "serial  %s  %s%s%s" % (self.device, self.description or "CircuitPython board",
                                       ids, sn)


class Drive:
    """A mounted CIRCUITPY drive and what its boot_out.txt says."""

    def __init__(self, path):
        self.path = path
        self.version, self.board_id, self.machine = boot_out(path)

    def line(self):
        return "drive   %s  CircuitPython %s  board %s" % (
            self.path, self.version or "?", self.board_id or "?")


def boot_out(drive):
    """(version, board id, machine) from ``boot_out.txt``; None for what is missing."""
    try:
        with open(os.path.join(drive, "boot_out.txt"), encoding="utf-8", errors="replace") as f:
            text = f.read(4096)
    except OSError:
        return None, None, None
    version = board_id = machine = None
    lines = text.splitlines()
    words = lines[0].split() if lines else []
    if len(words) >= 3 and words[0] == "Adafruit" and words[1] == "CircuitPython":
        version = words[2]
        if "; " in lines[0]:
            machine = lines[0].split("; ", 1)[1].strip()
    for line in lines:
        if line.startswith("Board ID:"):
            board_id = line[len("Board ID:"):].strip() or None
    return version, board_id, machine


def find_ports():
    """The serial ports of attached CircuitPython boards."""
    found = []
    try:
        from serial.tools import list_ports
        listed = list_ports.comports()
    except Exception:  # no USB subsystem to ask: only the injected ports
        listed = []
    for info in listed:
        if info.vid not in VENDORS:
            continue
        interface = (getattr(info, "interface", None) or "").lower()
        if "cdc2" in interface or "data" in interface:
            continue
        found.append(Port(info.device, info.product or info.description, info.vid, info.pid,
                          info.serial_number))
    for device in _env_list("PADDOCK_PORTS"):
        found.append(Port(device, "port from PADDOCK_PORTS"))
    return found


def mount_roots():
    """Folders under which a CIRCUITPY drive may be mounted on this system."""
    roots = _env_list("PADDOCK_MOUNTS")
    if roots or "PADDOCK_MOUNTS" in os.environ:
        return roots
    if sys.platform == "darwin":
        return ["/Volumes"]
    user = os.environ.get("USER") or os.environ.get("LOGNAME") or ""
    return [os.path.join("/media", user), os.path.join("/run/media", user), "/media", "/mnt"]


def find_drives():
    """Mounted CIRCUITPY drives."""
    found = []
    if os.name == "nt" and "PADDOCK_MOUNTS" not in os.environ:
        return [Drive(p) for p in _windows_drives()]
    for root in mount_roots():
        try:
            names = sorted(os.listdir(root))
        except OSError:
            continue
        for name in names:
            path = os.path.join(root, name)
            if name.startswith("CIRCUITPY") and os.path.isdir(path):
                if all(os.path.realpath(d.path) != os.path.realpath(path) for d in found):
                    found.append(Drive(path))
    return found


def choose_port(port):
    """The port given, or the one board attached; DeviceError if none, UsageError if several."""
    if port:
        return port
    ports = find_ports()
    if not ports:
        raise DeviceError("no CircuitPython board found on USB serial (plug it in, or give --port)")
    if len(ports) > 1:
        raise UsageError("several boards found (%s): choose one with --port"
                         % ", ".join(p.device for p in ports))
    return ports[0].device


def choose_drive(drive):
    """The drive given, or the one mounted CIRCUITPY drive, or None."""
    if drive:
        if not os.path.isdir(drive):
            raise UsageError("no such drive folder: %s" % drive)
        return drive
    drives = find_drives()
    if len(drives) > 1:
        raise UsageError("several CIRCUITPY drives found (%s): choose one with --drive"
                         % ", ".join(d.path for d in drives))
    return drives[0].path if drives else None


def _env_list(name):
    return [p for p in os.environ.get(name, "").split(os.pathsep) if p]


def _windows_drives():
    import ctypes
    import string
    found = []
    label = ctypes.create_unicode_buffer(64)
    for letter in string.ascii_uppercase[3:]:
        root = letter + ":\\"
        if not os.path.exists(root):
            continue
        ok = ctypes.windll.kernel32.GetVolumeInformationW(  # type: ignore[attr-defined]
            ctypes.c_wchar_p(root), label, 64, None, None, None, None, 0)
        if ok and label.value.startswith("CIRCUITPY"):
            found.append(root)
    return found
