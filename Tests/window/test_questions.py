"""Why-not questions in the window, and several fingers."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from harness import *  # noqa: F401,F403


def test_why_not_in_the_window(display, tmp):
    """Issue 20 in the window: right-click again cycles through the views under the pointer,
    `/` finds a view by name, a click with a view selected outlines and names what blocks it,
    Esc closes the inspector first, and a dump at rest is a wireframe of its classes."""
    app = App(display, ["Scenes/24-windows.yaml", "--paused"])
    names = []
    for _ in range(3):
        app.click(570, 355, button="3")
        names.append(field(app.state(), "selection"))
    check(names == ["returnKey", "keyboard", "sendButton"],
          "right-click again at the same place selects the next view behind, across windows (W1)", names)
    state = app.click(570, 355)
    check(field(state, "why") == "sendButton:windowInFront",
          "a click with sendButton selected names the keyboard window in front", state)
    shot = os.path.join(tmp, "why-not.png")
    app.screenshot(shot)
    compare_with_golden(shot, "why-not-send-button.png")
    state = app.key("Escape")
    check(field(state, "selection") == "-" and field(state, "mode") == "scene",
          "Esc closes the inspector and stays in the scene", state)
    app.key("slash")
    for letter in "mess":
        state = app.key(letter)
    check(field(state, "find") == "mess" and field(state, "selection") == "messageList",
          "/ then typing selects the first view whose name holds it", state)
    state = app.key("Tab")
    check(field(state, "selection") == "messageField", "Tab: the next match", state)
    state = app.key("Return")
    check(field(state, "find") is None and field(state, "selection") == "messageField",
          "Enter keeps the view found and leaves the search", state)
    app.quit()

    dump = App(display, ["Tests/Dumps/07-sentry-sample-app-navigation-sentry-mock.txt", "--paused"])
    shot = os.path.join(tmp, "wireframe.png")
    dump.screenshot(shot)
    compare_with_golden(shot, "dump-wireframe.png")
    dump.quit()


def test_several_fingers(display, tmp):
    """Issue 21 in the window: a two-finger interaction played from --script, its screenshot
    against a golden; then real input: Shift+click pins finger 1 on Buy, a click there is
    finger 2 and reaches no view (T4), Shift+click on finger 1 lifts it."""
    script, shot = os.path.join(tmp, "fingers.script"), os.path.join(tmp, "fingers.png")
    with open(script, "w") as f:
        f.write("wait 0.2\npress 120 100 finger 1\nwait 0.2\npress 220 110 finger 2\nwait 0.2\nkey end\nwait 0.3\n"
                f"screenshot {shot}\nrelease 220 110 finger 2\nrelease 120 100 finger 1\nquit\n")
    env = dict(os.environ, DISPLAY=display)
    r = subprocess.run([BIN, "open", os.path.join(ROOT, "Scenes", "25-multiple-touch.yaml"), "--script", script, "--size", "1280x800"],
                       cwd=tmp, env=env, capture_output=True, text=True, timeout=60)
    check(r.returncode == 0 and os.path.exists(shot), "a two-finger script plays in the window", r.stderr[-300:])
    if os.path.exists(shot):
        compare_with_golden(shot, "two-fingers-script.png")

    app = App(display, ["Scenes/25-multiple-touch.yaml", "--paused"])
    wx, wy = app.to_window(120, 100)

    def shift_click():
        """Shift held down around a real left click at finger 1's place."""
        app.xdo("mousemove", "--window", app.window, str(wx), str(wy))
        time.sleep(0.05)
        app.xdo("keydown", "shift")
        app.xdo("click", "1")
        app.xdo("keyup", "shift")

    before = len(app.lines())
    shift_click()
    app.wait_for(lambda l: l.startswith("ui: pin finger 1 at 120 100"), "Shift+click pins finger 1", after=before)
    check(field(app.state(), "fingers") == "1", "finger 1 stays down after Shift+click", app.state())
    state = app.click(220, 110)
    check(field(state, "refused") == "2:T4", "a click on Buy while finger 1 holds it reaches no view (T4)", state)
    app.key("End")
    shot = os.path.join(tmp, "pinned.png")
    app.screenshot(shot)
    compare_with_golden(shot, "two-fingers-pinned.png")
    before = len(app.lines())
    shift_click()
    line = app.wait_for(lambda l: l.startswith("ui: lift finger 1"), "Shift+click on finger 1 lifts it", after=before)
    check(field(line, "fingers") == "0", "no finger is left down", line)
    app.quit()
