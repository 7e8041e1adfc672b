"""A learner's first scene (issue 39): from nothing to a clicked scene of one's own, with real
keys and a real mouse, counting both."""

import os
import re

from harness import *  # noqa: F401,F403


class Counted:
    """The App's keys and typed text, each key press counted as a user makes it."""

    def __init__(self, app):
        self.app, self.presses = app, 0

    def key(self, name, event="key"):
        self.presses += 1
        return self.app.key(name, event)

    def type(self, text):
        """Text typed as a user types it: one press a character."""
        before = len(self.app.lines())
        self.presses += len(text)
        self.app.xdo("type", "--delay", "40", text)
        return self.app.wait_for(lambda l: l.startswith("ui: text " + text[-1]), f"the typed {text!r}", after=before)


def test_first_scene(display, tmp):
    """`hitlab new`, then a round button with a hit area grown by 20 points, a transparent
    overlay over half of it, a click the overlay takes, pass-through, a click the button
    takes, Ctrl+S: at most 8 steps and 40 key presses; the saved file is in block style with
    the starter's comments; the click's story is held against a golden."""
    scene = os.path.join(tmp, "my-button.yaml")
    if os.path.exists(scene):
        os.unlink(scene)
    steps = 1  # hitlab new
    app = App(display, ["my-button.yaml"], cwd=tmp, command="new")
    starter = open(scene).read()
    check(field(app.state(), "editing") == "true", "hitlab new opens the scene in edit mode", app.state())
    k = Counted(app)
    # Step 2: a round button, where we want it.
    steps += 1
    s = k.key("ctrl+b")
    check(field(s, "selection") == "button1", "Ctrl+B adds a button", s)
    app.drag((86, 58), (190, 130), event="edited")
    app.drag((240, 152), (260, 228), event="edited")
    k.key("5")
    k.key("Return")
    k.type("cor")
    s = k.key("Tab")
    check("cornerRadius: 10" in s, "Tab completes the key and brings its value", s)
    k.type("60")
    k.key("Return")
    # Step 3: the hit area grown by 20 points.
    steps += 1
    k.key("Return")
    k.type("hitI")
    k.key("Tab")
    k.type("20")
    s = k.key("Return")
    button = app.state()
    # Step 4: an overlay, beside the button (not inside it), dragged over its right half.
    steps += 1
    s = k.key("ctrl+n")
    check(field(s, "selection") == "view1", "Ctrl+N adds a plain view", s)
    app.drag((92, 92), (250, 168), event="edited")
    # Step 5: transparent.
    steps += 1
    k.key("Return")
    k.type("bac")
    k.key("Tab")
    k.type("clear")
    k.key("Return")
    # Step 6: leave edit mode and click where the overlay covers the button.
    steps += 1
    k.key("F2")
    s = app.click(235, 168)
    check(field(s, "hit") == "view1", "the overlay takes a click on the button's right half", s)
    # Step 7: pass-through on the overlay; the click replays and reaches the button.
    steps += 1
    app.click(280, 200, button="3")
    s = k.key("6")
    check(field(s, "hit") == "button1", "pass-through: the click reaches the button (C5)", s)
    app.screenshot(os.path.join(tmp, "first-scene.png"))
    compare_with_golden(os.path.join(tmp, "first-scene.png"), "first-scene-click.png")
    # Step 8: save.
    steps += 1
    k.key("ctrl+s")
    saved = open(scene).read()
    check(steps <= 8 and k.presses <= 40, "at most 8 steps and 40 key presses", f"{steps} steps, {k.presses} presses")
    print(f"  first scene: {steps} steps, {k.presses} key presses, 4 drags, 2 clicks")
    check(all(line in saved for line in starter.split("\n") if line.lstrip().startswith("#")),
          "the starter's comments are kept", saved)
    check("{name:" not in saved and re.search(r"\n    - name: button1\n      kind: button\n      frame: \[", saved),
          "the new views are written in block style, keys in the format's order", saved)
    check(re.search(r"\n      hitArea: circle\n      hitInsets: 20\n", saved) and "      passThrough: true\n" in saved
          and "      background: clear\n" in saved and "      cornerRadius: 60\n" in saved,
          "the file holds the round button, its hit area and the pass-through overlay", saved)
    app.quit()


def test_new_scene_card(display, tmp):
    """The gallery's last card writes a starter scene in the current folder, never over a file,
    and opens it in edit mode."""
    folder = os.path.join(tmp, "own")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "my-scene.yaml"), "w") as f:
        f.write("size: [200, 100]\nwindow: {background: \"#FFFFFF\"}\n")
    before = open(os.path.join(folder, "my-scene.yaml")).read()
    app = App(display, ["."], cwd=folder)
    s = app.state()
    check(field(s, "mode") == "gallery" and field(s, "index") == "0", "a folder opens as a gallery", s)
    app.key("Right")
    s = app.key("Return")
    check(field(s, "scene") == "my-scene-2.yaml" and field(s, "editing") == "true",
          "the new scene's card writes my-scene-2.yaml (my-scene.yaml exists) and opens it in edit mode", s)
    check(open(os.path.join(folder, "my-scene.yaml")).read() == before, "the existing file is untouched")
    check("title:" in open(os.path.join(folder, "my-scene-2.yaml")).read(), "the starter scene is written")
    app.quit()
