"""The window soak's random input: pointer moves, clicks, drags, scrolling and keys."""

import time

from .common import KEYS, Failure, Stop


class RandomInput:
    """Mixed into `WindowSoak`: the thread that sends random real input with xdotool."""

    def input_loop(self):
        rng = self.rng_input
        kinds = ["move", "left click", "right click", "alt click", "double click", "drag", "scroll", "key"]
        weights = [24, 16, 7, 2, 3, 10, 8, 30]
        win = self.window
        try:
            while not self.stop.is_set():
                kind = rng.choices(kinds, weights)[0]
                if kind == "move":
                    args = []
                    for _ in range(rng.randint(1, 6)):
                        x, y = self.point()
                        args += ["mousemove", "--window", win, str(x), str(y), "sleep", "0.01"]
                    self.xdo(*args)
                elif kind in ("left click", "right click", "double click"):
                    x, y = self.point()
                    button = "3" if kind == "right click" else "1"
                    repeat = ["--repeat", "2", "--delay", "60"] if kind == "double click" else []
                    self.xdo("mousemove", "--window", win, str(x), str(y), "sleep", "0.03", "click", *repeat, button)
                elif kind == "alt click":
                    x, y = self.point()
                    self.xdo("mousemove", "--window", win, str(x), str(y), "keydown", "alt", "click", "1", "keyup", "alt")
                elif kind == "drag":
                    x, y = self.point()
                    button = "3" if rng.random() < 0.1 else "1"
                    args = ["mousemove", "--window", win, str(x), str(y), "mousedown", button]
                    for _ in range(rng.randint(2, 12)):
                        x = min(self.size[0] - 1, max(0, x + rng.randint(-120, 120)))
                        y = min(self.size[1] - 1, max(0, y + rng.randint(-90, 90)))
                        args += ["sleep", f"{rng.uniform(0.005, 0.04):.3f}", "mousemove", "--window", win, str(x), str(y)]
                    args += ["mouseup", button]
                    self.xdo(*args)
                elif kind == "scroll":
                    x, y = self.point()
                    self.xdo("mousemove", "--window", win, str(x), str(y), "click", "--repeat", str(rng.randint(1, 5)),
                             "--delay", "20", rng.choice(["4", "4", "5", "5", "6", "7"]))
                else:
                    for _ in range(rng.choice([1, 1, 1, 2, 3, 5])):
                        self.out.sent_key()
                        self.xdo("key", "--clearmodifiers", rng.choice(KEYS))
                        self.inputs["key"] += 1
                    kind = None
                if kind:
                    self.inputs[kind] += 1
                time.sleep(rng.uniform(0.02, 0.15))
        except Exception as e:  # noqa: BLE001 - reported, and the soak fails
            self.errors.append(f"the input thread stopped: {e!r}")
        finally:
            # Never leave a button or a modifier held.
            self.xdo("mouseup", "1", "mouseup", "3", "keyup", "alt", "keyup", "shift")

    # MARK: hot reloads
