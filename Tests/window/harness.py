"""What every window test uses: the program under test, the pass/fail tally, the real
window driven by xdotool (`App`), and screenshots held against goldens."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from xvfb import Xvfb  # noqa: F401 (the tests start one through the harness)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.abspath(sys.argv[1])
CI = os.environ.get("CI", "") not in ("", "false")
# Tracked pictures (docs/*.png) are rewritten only when asked.
RECORD = os.environ.get("HITLAB_RECORD", "") == "1" and not CI
GOLDENS = os.path.join(ROOT, "Tests", "Snapshots", "window")
passed = failed = 0
# Every window a test started, so that only those are ever stopped.
STARTED = []


def check(ok, what, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {what} {detail}".rstrip(), flush=True)
    return ok


class App:
    """The real hitlab window, its `--trace-ui` lines, and xdotool input."""

    def __init__(self, display, args, cwd=ROOT, size="1200x760", command="open"):
        """`size`: the window's --size; None opens it as a user does, at the default size.
        `command`: `open`, or `new` (which writes its file first)."""
        self.env = dict(os.environ, DISPLAY=display)
        self.env.pop("SDL_VIDEODRIVER", None)
        self.log = tempfile.NamedTemporaryFile("w+", delete=False, suffix=".log")
        sized = ["--size", size] if size else []
        self.proc = subprocess.Popen([BIN, command, "--trace-ui"] + sized + args, cwd=cwd, env=self.env,
                                     stdout=self.log, stderr=subprocess.STDOUT)
        STARTED.append(self.proc)
        try:
            self.wait_for(lambda line: line.startswith("ui: ready"), "the window to open", timeout=30)
        except AssertionError:
            self.proc.kill()
            with open(self.log.name) as f:
                raise AssertionError("the window did not open; its output: " + f.read()[-600:])
        self.window = self.xdo("search", "--sync", "--pid", str(self.proc.pid)).split()[0]
        geometry = self.xdo("getwindowgeometry", self.window)
        x, y = re.search(r"Position: (\d+),(\d+)", geometry).groups()
        w, h = re.search(r"Geometry: (\d+)x(\d+)", geometry).groups()
        self.origin, self.size = (int(x), int(y)), (int(w), int(h))
        self.xdo("mousemove", "--window", self.window, "600", "5")

    def xdo(self, *args):
        return subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=10).stdout

    def title(self, expected=None):
        """The title a window manager shows (_NET_WM_NAME), and the ICCCM one (WM_NAME); waits
        up to 2 s for `expected` (the title is set when the next frame is drawn)."""
        end = time.time() + 2
        while True:
            out = subprocess.run(["xprop", "-id", self.window, "_NET_WM_NAME", "WM_NAME"], env=self.env, capture_output=True,
                                 timeout=10).stdout.decode("utf-8", "replace")
            titles = re.findall(r'= "(.*)"', out)
            if titles == expected or time.time() > end:
                return titles
            time.sleep(0.05)

    def lines(self):
        with open(self.log.name) as f:
            return [l.rstrip("\n") for l in f if l.startswith("ui:")]

    def wait_for(self, predicate, what, after=0, timeout=10):
        end = time.time() + timeout
        while time.time() < end:
            for line in self.lines()[after:]:
                if predicate(line):
                    return line
            if self.proc.poll() is not None:
                break
            time.sleep(0.02)
        raise AssertionError(f"timed out waiting for {what}; last: {self.lines()[-1:] if self.lines() else 'nothing'}")

    def state(self):
        """The last line that tells the state (not a list of rows)."""
        return next((l for l in reversed(self.lines()) if "mode=" in l), "")

    def key(self, name, event="key"):
        before = len(self.lines())
        self.xdo("key", "--clearmodifiers", name)
        return self.wait_for(lambda l: l.startswith("ui: " + event), f"key {name}", after=before)

    def layout(self):
        """The scene's place in the window, from the last line that gives it."""
        pattern = r"mode=scene .*scene-rect ([\d.]+) ([\d.]+) [\d.]+ [\d.]+ scale ([\d.]+) ratio ([\d.]+)"
        line = self.wait_for(lambda l: re.search(pattern, l) is not None, "the scene's layout")
        for l in reversed(self.lines()):
            m = re.search(pattern, l)
            if m:
                return tuple(float(v) for v in m.groups())

    def to_window(self, x, y):
        left, top, scale, ratio = self.layout()
        return round((left + x * scale) / ratio), round((top + y * scale) / ratio)

    def click(self, x, y, button="1"):
        wx, wy = self.to_window(x, y)
        before = len(self.lines())
        self.xdo("mousemove", "--window", self.window, str(wx), str(wy))
        time.sleep(0.05)
        self.xdo("click", button)
        event = "release" if button == "1" else "select"
        return self.wait_for(lambda l: l.startswith("ui: " + event), f"a click at {x},{y}", after=before)

    def drag(self, a, b, event="release"):
        before = len(self.lines())
        ax, ay = self.to_window(*a)
        bx, by = self.to_window(*b)
        self.xdo("mousemove", "--window", self.window, str(ax), str(ay))
        self.xdo("mousedown", "1")
        for i in range(1, 6):
            self.xdo("mousemove", "--window", self.window, str(ax + (bx - ax) * i // 5), str(ay + (by - ay) * i // 5))
            time.sleep(0.02)
        self.xdo("mouseup", "1")
        return self.wait_for(lambda l: l.startswith("ui: " + event), "a drag", after=before)

    def screenshot(self, path):
        """The window as the X server shows it, once the frame for the last input is drawn."""
        lines = self.lines()
        last_event = max((i for i, l in enumerate(lines) if not l.startswith(("ui: drawn", "ui: rows"))), default=0)
        self.wait_for(lambda l: l.startswith("ui: drawn"), "the frame to be drawn", after=last_event + 1)
        time.sleep(0.1)
        full = path + ".root.png"
        subprocess.run(["import", "-window", "root", full], env=self.env, check=True, timeout=20)
        (x, y), (w, h) = self.origin, self.size
        subprocess.run(["convert", full, "-crop", f"{w}x{h}+{x}+{y}", "+repage", path], check=True)
        os.unlink(full)

    def quit(self):
        before = len(self.lines())
        self.xdo("key", "q")
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        with open(self.log.name) as f:
            stats = [l for l in f if l.startswith("ui: frames")]
        os.unlink(self.log.name)
        return stats[-1].strip() if stats else ""


def field(state, name):
    m = re.search(r"\b" + name + r"=(\S+)", state)
    return m.group(1) if m else None


def changed_pixels(expected, actual, diff=None):
    """Pixels that changed by Hitlab's own screenshot tolerance (`hitlab diff`, the comparison
    `hitlab check` makes); -1 when a file cannot be read."""
    r = subprocess.run([BIN, "diff", expected, actual] + (["--diff", diff] if diff else []), capture_output=True, text=True)
    if r.returncode == 0:
        return 0
    m = re.match(r"(\d+) pixels? changed", r.stdout)
    if m:
        return int(m.group(1))
    return 10**9 if r.stdout.startswith("size differs") else -1


def compare_with_golden(actual, golden_name):
    golden = os.path.join(GOLDENS, golden_name)
    if not os.path.exists(golden):
        if CI:
            return check(False, f"golden {golden_name}", "is missing (CI never records one)")
        os.makedirs(GOLDENS, exist_ok=True)
        shutil.copy(actual, golden)
        print(f"recorded window golden {golden_name}: review it before committing")
        return True
    changed = changed_pixels(golden, actual, actual + ".diff.png")
    ok = changed == 0
    if not ok and RECORD:
        shutil.copy(actual, golden)
        print(f"re-recorded window golden {golden_name} ({changed} pixels changed): look at it before committing")
        return True
    if not ok:
        keep = os.path.join(GOLDENS, golden_name.replace(".png", ".actual.png"))
        shutil.copy(actual, keep)
        if os.path.exists(actual + ".diff.png"):
            shutil.copy(actual + ".diff.png", keep.replace(".actual.png", ".diff.png"))
    return check(ok, f"window screenshot {golden_name}", f"{changed} pixels changed; see {golden_name.replace('.png', '.actual.png')}")


def peak_mb(pid):
    """The process's peak resident memory so far, in MB (VmHWM)."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0


def run_guarded(test, *args):
    """Runs a test; any window it started and left open is closed (by the PID it started)."""
    try:
        test(*args)
    except Exception as e:
        check(False, test.__name__, repr(e))
    for proc in STARTED:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    STARTED.clear()
