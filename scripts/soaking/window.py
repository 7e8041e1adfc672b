"""`scripts/soak window`: the real playground in its own Xvfb, random input and hot reloads
for minutes, memory and CPU sampled, a clean exit awaited."""

import argparse
import collections
import os
import random
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from .common import *  # noqa: F401,F403
from .output import Output
from .reloads import HotReloads
from .window_input import RandomInput

sys.path.insert(0, os.path.join(ROOT, "Tests", "window"))
from xvfb import Xvfb  # noqa: E402 (the window tests' own, one home for it)


class WindowSoak(RandomInput, HotReloads):
    def __init__(self, minutes, reloads, seed, keep, send_input=True):
        self.send_input = send_input
        self.duration = minutes * 60.0
        self.reload_count = reloads
        self.seed = seed
        self.keep = keep
        self.rng_input = random.Random(f"{seed}-input")
        self.rng_reload = random.Random(f"{seed}-reload")
        self.tmp = None
        self.xvfb = None
        self.proc = None
        self.out = None
        self.env = None
        self.window = None
        self.size = (1280, 800)
        self.stop = threading.Event()
        self.errors = []  # failures found by the threads
        self.lock = threading.Lock()
        # Figures.
        self.inputs = collections.Counter()
        self.xdotool_failures = 0
        self.reloads_done = collections.Counter()
        self.reloads_missed = []  # (seq, kind, expected, what happened)
        self.pickup_latency = []
        self.deletes_seen = 0
        self.half_seen = 0
        self.generator_mismatch = []
        self.failed_without_banner = 0
        self.samples = []  # (elapsed, rss kB, hwm kB, cpu s)
        self.reload_thread_done = threading.Event()

    # MARK: helpers

    def xdo(self, *args, timeout=10):
        try:
            r = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            with self.lock:
                self.xdotool_failures += 1
            return ""
        if r.returncode != 0:
            with self.lock:
                self.xdotool_failures += 1
        return r.stdout

    def title(self):
        """The window's title as X has it. SDL updates WM_NAME (and _NET_WM_NAME only when the
        title converts in the process's locale), so both are read; the markers are ASCII."""
        try:
            r = subprocess.run(["xprop", "-id", self.window, "WM_NAME", "_NET_WM_NAME"], env=self.env,
                               capture_output=True, text=True, errors="replace", timeout=5)
        except subprocess.TimeoutExpired:
            return ""
        return " / ".join(re.findall(r'= "(.*)"', r.stdout))

    def validate(self, content):
        """Whether `hitlab validate` accepts this content, placed beside the scene."""
        path = os.path.join(self.tmp, "validate-probe.yaml")
        with open(path, "w") as f:
            f.write(content)
        r = subprocess.run([HITLAB, "validate", path], capture_output=True, text=True, timeout=30)
        os.unlink(path)
        return r.returncode == 0

    # MARK: setup

    def start(self):
        for tool in ["Xvfb", "xdotool", "xdpyinfo", "xprop"]:
            if shutil.which(tool) is None:
                raise Usage(f"{tool} is missing (apt-get install -y xvfb xdotool x11-utils)")
        deadline = time.monotonic() + 180
        while not os.access(HITLAB, os.X_OK):
            if time.monotonic() > deadline:
                raise Usage(f"{HITLAB} is missing: build it first (swift build)")
            say(f"soak window: waiting for {HITLAB} (being rebuilt?)")
            time.sleep(5)
        self.tmp = tempfile.mkdtemp(prefix="hitlab-soak-")
        os.mkdir(os.path.join(self.tmp, "Assets"))
        shutil.copy(IMAGE, os.path.join(self.tmp, "Assets", "flower.png"))
        self.scene = os.path.join(self.tmp, "13-control-vs-gesture.yaml")
        with open(SCENE) as f:
            self.original = f.read()
        if not self.original.startswith(TITLE):
            raise Usage(f"{SCENE} no longer starts with '{TITLE}': update scripts/soak")
        with open(self.scene, "w") as f:
            f.write(self.original)
        self.xvfb = Xvfb(log_path=os.path.join(self.tmp, "xvfb.log"))
        display = self.xvfb.start()
        self.env = dict(os.environ, DISPLAY=display)
        self.env.pop("SDL_VIDEODRIVER", None)
        self.env.pop("WAYLAND_DISPLAY", None)
        self.stderr_path = os.path.join(self.tmp, "hitlab.stderr.log")
        self.stdout_path = os.path.join(self.tmp, "hitlab.stdout.log")
        # If the binary is replaced while starting (a rebuild), retry for a while.
        for attempt in range(10):
            try:
                with open(self.stderr_path, "ab") as err:
                    self.proc = subprocess.Popen([HITLAB, "open", self.scene, "--trace-ui"], cwd=self.tmp, env=self.env,
                                                 stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=err,
                                                 start_new_session=True)
                break
            except OSError as e:
                if attempt == 9:
                    raise
                say(f"soak window: cannot start hitlab ({e}); retrying")
                time.sleep(5)
        self.out = Output(self.proc.stdout, self.stdout_path)
        if not self.out.wait(lambda o: o.ready or self.proc.poll() is not None, 60) or not self.out.ready:
            raise Failure("the window did not open", self.death_report())
        ids = self.xdo("search", "--sync", "--pid", str(self.proc.pid), timeout=30).split()
        if not ids:
            raise Failure("no window of hitlab's appeared")
        self.window = ids[0]
        geometry = self.xdo("getwindowgeometry", self.window)
        m = re.search(r"Geometry: (\d+)x(\d+)", geometry)
        if m:
            self.size = (int(m.group(1)), int(m.group(2)))
        say(f"soak window: seed {self.seed}, {self.duration / 60:g} min, {self.reload_count} reloads, "
            f"Xvfb {display} (PID {self.xvfb.proc.pid}), hitlab PID {self.proc.pid}, window {self.size[0]}x{self.size[1]}, "
            f"folder {self.tmp}")

    # MARK: random input

    def point(self):
        w, h = self.size
        return self.rng_input.randrange(w), self.rng_input.randrange(h)

    def sample(self, start):
        try:
            with open(f"/proc/{self.proc.pid}/status") as f:
                status = f.read()
            with open(f"/proc/{self.proc.pid}/stat") as f:
                stat = f.read().rsplit(")", 1)[1].split()
        except OSError:
            return None
        rss = int(re.search(r"VmRSS:\s+(\d+)", status).group(1))
        hwm = int(re.search(r"VmHWM:\s+(\d+)", status).group(1))
        cpu = (int(stat[11]) + int(stat[12])) / os.sysconf("SC_CLK_TCK")
        s = (time.monotonic() - start, rss, hwm, cpu)
        self.samples.append(s)
        return s

    def crashing(self):
        """Whether stderr has a crash report (the process may still be writing it)."""
        try:
            size = os.path.getsize(self.stderr_path)
        except OSError:
            return False
        if size == getattr(self, "_stderr_size", 0):
            return False
        self._stderr_size = size
        with open(self.stderr_path, "rb") as f:
            return b"*** Program crashed" in f.read()[-1_000_000:]

    def death_report(self):
        status = self.proc.poll()
        what = "still running" if status is None else \
            f"killed by {signal_name(-status)}" if status < 0 else f"exited with status {status}"
        try:
            with open(self.stderr_path, errors="replace") as f:
                err = f.readlines()[-30:]
        except OSError:
            err = []
        out = list(self.out.tail)[-10:] if self.out else []
        try:
            with open(self.stderr_path, errors="replace") as f:
                crash = [l for l in f if l.startswith("*** Program crashed")]
        except OSError:
            crash = []
        head = f"hitlab {what}\n" + ("".join(crash[:1]) if crash and crash[0] not in err else "")
        keep = "" if self.keep else "(the whole logs: run again with --keep)\n"
        return (head + keep + f"--- last {len(err)} lines of its stderr:\n" + "".join(err)
                + f"--- last {len(out)} lines of its stdout:\n" + "\n".join(out))

    def stacks(self):
        if shutil.which("gdb") is None:
            return "(gdb is not installed: no stacks)"
        try:
            r = subprocess.run(["gdb", "-batch", "-p", str(self.proc.pid), "-ex", "thread apply all bt 30"],
                               capture_output=True, text=True, timeout=60)
            return "\n".join(l for l in r.stdout.splitlines() if l.startswith(("#", "Thread")))[-6000:]
        except Exception as e:  # noqa: BLE001
            return f"(gdb failed: {e!r})"

    def run(self):
        self.start()
        start = time.monotonic()
        inputs = threading.Thread(target=self.input_loop, daemon=True)
        reloads = threading.Thread(target=self.reload_loop, daemon=True)
        if self.send_input:
            inputs.start()
        reloads.start()
        next_sample = start
        next_report = start + 30
        hard_end = start + self.duration * 1.5 + 60
        try:
            while True:
                now = time.monotonic()
                if self.proc.poll() is not None:
                    raise Failure("the window died during the soak", self.death_report())
                if self.crashing():
                    # Swift's backtracer writes the report before the process ends: let it finish.
                    try:
                        self.proc.wait(timeout=120)
                    except subprocess.TimeoutExpired:
                        pass
                    raise Failure("the window crashed during the soak", self.death_report())
                if self.errors:
                    raise Failure(self.errors[0])
                with self.out.cond:
                    oldest = self.out.keys_sent[0] if self.out.keys_sent else None
                    quiet = now - self.out.last_line
                if oldest is not None and now - oldest > FREEZE_AFTER and quiet > FREEZE_AFTER * 2 / 3:
                    raise Failure(f"the window stopped answering: a key sent {now - oldest:.0f} s ago was never handled, "
                                  f"no output for {quiet:.0f} s", self.death_report() + "\n--- stacks:\n" + self.stacks())
                if now >= next_sample:
                    self.sample(start)
                    next_sample += SAMPLE_EVERY
                if now >= next_report and self.samples:
                    e, rss, hwm, cpu = self.samples[-1]
                    say(f"  {e:6.0f} s: {sum(self.inputs.values())} inputs, {sum(self.reloads_done.values())}/{self.reload_count} reloads "
                        f"({len(self.reloads_missed)} missed), RSS {rss / MB:.1f} MB, HWM {hwm / MB:.1f} MB, CPU {cpu:.0f} s")
                    next_report += 30
                if now - start >= self.duration and self.reload_thread_done.is_set():
                    break
                if now >= hard_end:
                    say(f"soak window: the reloads fell behind; stopping after {now - start:.0f} s with "
                        f"{sum(self.reloads_done.values())} of {self.reload_count} done")
                    break
                time.sleep(0.5)
        finally:
            self.stop.set()
            if inputs.is_alive():
                inputs.join(timeout=30)
            reloads.join(timeout=30)
        self.sample(start)
        self.elapsed = time.monotonic() - start
        return self.finish()

    def finish(self):
        # Let the last keys be handled, then count the ones never handled.
        self.out.wait(lambda o: not o.keys_sent, 5)
        with self.out.cond:
            self.keys_unhandled = len(self.out.keys_sent)
            self.keys_handled = self.out.keys_handled  # before the final q
        # Restore a valid scene and wait until the window shows it.
        before = len(self.out.reloads)
        content = self.original.replace(TITLE, f"{TITLE} (soak final)", 1)
        self.write(content)
        restored = False
        deadline = time.monotonic() + PICKUP_TIMEOUT
        while time.monotonic() < deadline and self.proc.poll() is None:
            if "(soak final)" in self.title():
                restored = True
                break
            time.sleep(0.1)
        if self.proc.poll() is not None:
            raise Failure("the window died at the end of the soak", self.death_report())
        if not restored:
            seen = [k for _, k, _ in self.out.reloads[before:]]
            self.reloads_missed.append(("final", "restore", "valid", f"title '{self.title()}'; reload lines: {seen}"))
        self.xdo("key", "--clearmodifiers", "q")
        try:
            self.exit_status = self.proc.wait(timeout=10)
            self.exit_text = "clean (status 0)" if self.exit_status == 0 else \
                f"killed by {signal_name(-self.exit_status)}" if self.exit_status < 0 else f"status {self.exit_status}"
        except subprocess.TimeoutExpired:
            self.exit_status = None
            self.exit_text = "did not exit within 10 s of q (killed)\n--- stacks:\n" + self.stacks()
            self.proc.kill()
            self.proc.wait()
        self.out.close()
        return self.summary()

    def summary(self):
        rss = [s[1] for s in self.samples]
        n = len(rss)
        q2, q4 = rss[n // 4:n // 2], rss[3 * n // 4:]
        flat = None
        if q2 and q4:
            m2, m4 = statistics.median(q2), statistics.median(q4)
            flat = m4 <= m2 * 1.2
            flat_text = (f"{'yes' if flat else 'NO'} (last-quarter median {m4 / MB:.1f} MB vs second-quarter {m2 / MB:.1f} MB, "
                         f"{(m4 / m2 - 1) * 100:+.1f}%; limit +20%)")
        else:
            flat_text = f"unknown (only {n} samples)"
        lat = sorted(self.out.key_latency)
        pick = sorted(self.pickup_latency)
        cpu = self.samples[-1][3] if self.samples else 0
        done = sum(self.reloads_done.values())

        def pct(values, p):
            return values[min(len(values) - 1, int(len(values) * p))] if values else 0
        inputs = sum(self.inputs.values())
        say("")
        say("soak window: summary")
        say(f"  seed            {self.seed} (scripts/soak window --seed {self.seed} repeats the choices)")
        say(f"  duration        {self.elapsed:.1f} s ({self.elapsed / 60:.1f} min)")
        say(f"  inputs sent     {inputs}: " + ", ".join(f"{k} {v}" for k, v in sorted(self.inputs.items())) +
            (f" ({self.xdotool_failures} xdotool calls failed)" if self.xdotool_failures else ""))
        say(f"  keys handled    {self.keys_handled} of {self.inputs['key']} sent ({self.keys_unhandled} never handled); "
            f"latency median {pct(lat, 0.5) * 1000:.0f} ms, p99 {pct(lat, 0.99) * 1000:.0f} ms, max {(lat[-1] if lat else 0) * 1000:.0f} ms")
        say(f"  reloads         {done} of {self.reload_count}: " + ", ".join(f"{k} {self.reloads_done[k]}" for k in RELOAD_KINDS))
        say(f"  picked up       {len(self.pickup_latency)} of {done} (+ the final restore: {'yes' if not any(m[0] == 'final' for m in self.reloads_missed) else 'NO'}); "
            f"latency median {pct(pick, 0.5):.2f} s, max {(pick[-1] if pick else 0):.2f} s; "
            f"window lines: {sum(1 for r in self.out.reloads if r[1] == 'reloaded')} reloaded, "
            f"{sum(1 for r in self.out.reloads if r[1] == 'reload-failed')} reload-failed; deletions seen {self.deletes_seen}, half files seen {self.half_seen}")
        for seq, kind, expected, what in self.reloads_missed[:20]:
            say(f"    MISSED reload {seq} ({kind}, {expected}): {what}")
        if self.failed_without_banner:
            say(f"    {self.failed_without_banner} failed reloads showed no banner")
        for seq, kind, content in self.generator_mismatch[:5]:
            say(f"    note: reload {seq} ({kind}) was {'in' if kind not in ('broken', 'truncate') else ''}valid by "
                f"`hitlab validate`, unlike intended (judged by validate): {content[:80]!r}")
        if self.out.gallery_lines:
            say(f"    note: {self.out.gallery_lines} lines showed mode=gallery (reloads are only watched on a scene)")
        if rss:
            say(f"  RSS (MB)        first {rss[0] / MB:.1f}, median {statistics.median(rss) / MB:.1f}, "
                f"max {max(rss) / MB:.1f}, last {rss[-1] / MB:.1f} ({n} samples, every {SAMPLE_EVERY:g} s)")
            say(f"  VmHWM           {self.samples[-1][2] / MB:.1f} MB")
        say(f"  memory flat     {flat_text}")
        say(f"  CPU             {cpu:.1f} s ({cpu / max(1e-9, self.elapsed) * 100:.0f}% of one core)")
        if self.out.frames:
            say(f"  frames          {self.out.frames}")
        say(f"  exit            {self.exit_text}")
        reasons = []
        if self.exit_status != 0:
            reasons.append("the window did not quit cleanly")
        if flat is not True:
            reasons.append("memory was not flat" if flat is False else "too few memory samples")
        if self.reloads_missed:
            reasons.append(f"{len(self.reloads_missed)} reloads were never picked up")
        say("  result          " + ("PASS" if not reasons else "FAIL: " + "; ".join(reasons)))
        return 0 if not reasons else 1

    def cleanup(self):
        self.stop.set()
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        if self.out is not None:
            try:
                self.out.close()
            except Exception:  # noqa: BLE001
                pass
        if self.xvfb is not None:
            self.xvfb.stop()
        if self.tmp is not None:
            if self.keep:
                say(f"soak window: kept {self.tmp} (hitlab.stdout.log, hitlab.stderr.log, the scene)")
            else:
                shutil.rmtree(self.tmp, ignore_errors=True)


def soak_window(minutes, reloads, seed, keep, send_input=True):
    if seed is None:
        seed = random.SystemRandom().randrange(1, 10**9)
    soak = WindowSoak(minutes, reloads, seed, keep, send_input)
    try:
        return soak.run()
    except Usage as e:
        say(f"soak window: {e}")
        return 2
    except Failure as e:
        say(f"soak window: FAIL: {e.what} (seed {seed})")
        if e.detail:
            say(e.detail)
        return 1
    finally:
        soak.cleanup()
