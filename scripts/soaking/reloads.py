"""The window soak's hot reloads: valid edits, broken files, half-written files, renames,
deletions and truncations, each awaited in the window's output."""

import os
import time

from .common import IMAGE, PICKUP_TIMEOUT, RELOAD_KINDS, SCENE, TITLE, TITLE_LINES, Failure, Stop


class HotReloads:
    """Mixed into `WindowSoak`: the thread that rewrites the scene file."""

    def valid_version(self, seq):
        """The scene with random edits; its title, carrying the number, moves to the last line,
        so that only a whole file shows the number (a half-written one never does)."""
        rng = self.rng_reload
        lines = self.original.split("\n")
        first, rest = "\n".join(lines[:TITLE_LINES]), "\n".join(lines[TITLE_LINES:])
        text = rest.rstrip("\n") + "\n" + first.replace(TITLE, f"{TITLE} (soak {seq})", 1) + "\n"
        if rng.random() < 0.5:
            text = text.replace("frame: [40, 40, 560, 320]",
                                f"frame: [{rng.randint(0, 60)}, {rng.randint(0, 60)}, {rng.randint(480, 580)}, {rng.randint(280, 340)}]", 1)
        if rng.random() < 0.5:
            text = text.replace("frame: [180, 200, 200, 70]",
                                f"frame: [{rng.randint(100, 260)}, {rng.randint(150, 230)}, {rng.randint(120, 220)}, {rng.randint(40, 80)}]", 1)
        if rng.random() < 0.5:
            text = text.replace('background: "#F2F2F7"', f'background: "#{rng.randrange(0x1000000):06X}"', 1)
        if rng.random() < 0.3:
            text = text.replace("background: white", f'background: "#{rng.randrange(0x1000000):06X}"', 1)
        if rng.random() < 0.25:
            text = text.replace("      cornerRadius: 16\n", "      cornerRadius: 16\n      image: Assets/flower.png\n", 1)
        return text

    def broken_version(self, seq):
        rng = self.rng_reload
        text = self.valid_version(seq)
        choice = rng.randrange(7)
        if choice == 0:
            return text.replace("size: [640, 400]", "size: [640, 400", 1)  # an unclosed flow sequence
        if choice == 1:
            return text.replace("kind: button", "kind: buton", 1)  # a scene error
        if choice == 2:
            return text.replace("size: [640, 400]", "size: [640, -400]", 1)
        if choice == 3:
            return text.replace("  subviews:\n", "  subviews:\n\t- oops\n", 1)  # a tab in the indentation
        if choice == 4:
            return text.replace("window:\n", "window: [\n", 1)
        if choice == 5:
            return text + "\n@@@ not: [yaml\n"
        return text[:rng.randint(1, text.index("\nwindow:"))]  # the start of a file, cut before 'window'

    def write(self, content):
        with open(self.scene, "w") as f:
            f.write(content)

    def do_reload(self, seq, kind):
        """Makes one change; returns (final content, time of the last write)."""
        rng = self.rng_reload
        if kind == "valid":
            content = self.valid_version(seq)
            self.write(content)
        elif kind == "broken":
            content = self.broken_version(seq)
            self.write(content)
        elif kind == "half-written":
            content = self.valid_version(seq)
            data = content.encode()
            cut = int(len(data) * rng.uniform(0.02, 0.98))
            # The window polls every 0.5 s; a random start lets the pause fall on a poll sometimes.
            time.sleep(rng.uniform(0, 0.5))
            with open(self.scene, "wb") as f:
                f.write(data[:cut])
                f.flush()
                time.sleep(0.05)
                f.write(data[cut:])
        elif kind == "rename":
            content = self.valid_version(seq)
            new = os.path.join(self.tmp, ".scene.new")
            with open(new, "w") as f:
                f.write(content)
            os.replace(new, self.scene)
        elif kind == "delete+recreate":
            content = self.valid_version(seq)
            before = len(self.out.reloads)
            os.unlink(self.scene)
            time.sleep(rng.uniform(0.05, 1.0))
            if any(k == "reload-failed" for _, k, _ in self.out.reloads[before:]):
                self.deletes_seen += 1
            self.write(content)
        elif kind == "truncate":
            content = ""
            os.truncate(self.scene, 0)
        return content, time.monotonic()

    def await_pickup(self, seq, kind, content, valid, start, reload_index):
        """Whether the window picked up the file's final state; records the latency."""
        deadline = start + PICKUP_TIMEOUT
        if valid:
            marker = f"(soak {seq})"
            while time.monotonic() < deadline and self.proc.poll() is None:
                if marker in self.title():
                    self.pickup_latency.append(time.monotonic() - start)
                    if kind == "half-written" and len(self.out.reloads) - reload_index > 1:
                        self.half_seen += 1
                    return True
                time.sleep(0.1)
            seen = [k for _, k, _ in self.out.reloads[reload_index:]]
            self.reloads_missed.append((seq, kind, "valid", f"title still '{self.title()}' after {PICKUP_TIMEOUT:g} s; "
                                        f"reload lines since the change: {seen}"))
            return False

        def failed_since(o):
            return any(k == "reload-failed" for _, k, _ in o.reloads[reload_index:]) or self.proc.poll() is not None
        if self.out.wait(failed_since, PICKUP_TIMEOUT) and self.proc.poll() is None:
            self.pickup_latency.append(time.monotonic() - start)
            line = next(l for _, k, l in self.out.reloads[reload_index:] if k == "reload-failed")
            if "banner=" not in line:
                self.failed_without_banner += 1
            return True
        seen = [k for _, k, _ in self.out.reloads[reload_index:]]
        self.reloads_missed.append((seq, kind, "invalid", f"no 'ui: reload-failed' within {PICKUP_TIMEOUT:g} s; "
                                    f"reload lines since the change: {seen}"))
        return False

    def reload_loop(self):
        rng = self.rng_reload
        t0 = time.monotonic()
        interval = self.duration / max(1, self.reload_count)
        try:
            for i in range(self.reload_count):
                when = t0 + i * interval + rng.uniform(0, interval * 0.3)
                while time.monotonic() < when:
                    if self.stop.wait(min(0.2, when - time.monotonic())):
                        raise Stop
                if self.stop.is_set():
                    raise Stop
                seq = i + 1
                # An even mix: every run of six reloads makes each kind once, in a random order.
                if i % len(RELOAD_KINDS) == 0:
                    order = rng.sample(RELOAD_KINDS, len(RELOAD_KINDS))
                kind = order[i % len(RELOAD_KINDS)]
                reload_index = len(self.out.reloads)
                # The rng draws the content inside do_reload; validate the final content afterwards.
                content, written = self.do_reload(seq, kind)
                valid = self.validate(content)
                intended = kind not in ("broken", "truncate")
                if valid != intended:
                    self.generator_mismatch.append((seq, kind, content[:200]))
                self.reloads_done[kind] += 1
                self.await_pickup(seq, kind, content, valid, written, reload_index)
                if self.proc.poll() is not None:
                    return
        except Stop:
            pass
        except Exception as e:  # noqa: BLE001
            self.errors.append(f"the reload thread stopped: {e!r}")
        finally:
            self.reload_thread_done.set()

    # MARK: watching the process
