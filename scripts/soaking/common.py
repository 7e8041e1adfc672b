"""What every part of the soak shares: where things are, the keys and reloads it sends,
its limits, and how it speaks and fails."""

import os
import signal

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HITLAB = os.environ.get("HITLAB", os.path.join(ROOT, ".build", "debug", "hitlab"))
BENCH = os.path.join(ROOT, ".build", "release", "hitlab-bench")
SCENE = os.path.join(ROOT, "Scenes", "13-control-vs-gesture.yaml")
IMAGE = os.path.join(ROOT, "Assets", "flower.png")
# The scene's title, by language: the first three lines. The English one (which the window
# shows) carries a reload's number, inside its quotes.
TITLE = 'title:\n  en: "A control versus its parent\'s gesture'
TITLE_LINES = 3

# Keys from the key table (KeyBindings.swift) that keep the window on the scene: no quit (q),
# fullscreen (f), gallery (g, Escape) or screenshot (s, F12). Not the inspector's 1-6 either:
# on a scene file each is an edit of its text, and unsaved edits are kept over the file's
# outside changes by design (the reloads would then be held back, and q would ask first).
KEYS = ["space", "Right", "Left", "Home", "End", "plus", "equal", "minus", "z", "x", "t", "d", "0",
        "m", "p", "r", "k", "h", "question", "Tab", "shift+Tab", "Up", "Down"]
RELOAD_KINDS = ["valid", "broken", "half-written", "rename", "delete+recreate", "truncate"]

SAMPLE_EVERY = 5.0
PICKUP_TIMEOUT = 10.0
FREEZE_AFTER = 30.0
MB = 1024.0  # /proc reports kB


def say(*args):
    print(*args, flush=True)


def signal_name(number):
    try:
        return f"signal {number} ({signal.Signals(number).name})"
    except ValueError:
        return f"signal {number}"


class Usage(Exception):
    pass


class Failure(Exception):
    def __init__(self, what, detail=""):
        super().__init__(what)
        self.what, self.detail = what, detail


class Stop(Exception):
    pass
