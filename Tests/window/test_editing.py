"""Edit mode: a scene shaped by hand, the key field, hot reload."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from harness import *  # noqa: F401,F403


SHAPED = """# A scene shaped by hand in the window (issue 23): comments stay.
title: Shaped by hand
size: [480, 320]
window:
  background: "#F2F2F7"   # light grey
  subviews:
    # the card holds the button
    - name: card
      frame: [40, 40, 240, 160]
      background: "#D6E4FF"
      subviews:
        - {name: buy, kind: button, frame: [20, 20, 120, 44], background: "#0A84FF", text: Buy, textColor: white}
    - name: note      # a plain view
      frame: [300, 60, 140, 100]
      background: "#FFE1B3"
"""


def test_edit_mode(display, tmp):
    """Edit mode with real input: F2, a view dragged by (40, 30), another resized by its corner,
    a button added and undone, Ctrl+S; the file's diff is exactly those edits, every comment
    kept, and the file opened again shows the same picture."""
    scene = os.path.join(tmp, "shaped.yaml")
    with open(scene, "w") as f:
        f.write(SHAPED)
    app = App(display, ["shaped.yaml", "--paused"], cwd=tmp)
    s = app.key("F2")
    check("edit mode" in s or field(app.state(), "notice") is not None, "F2 enters edit mode", s)
    app.drag((370, 110), (410, 140), event="edited")
    s = app.state()
    check(field(s, "selection") == "note", "the drag took the view under the pointer", s)
    app.drag((278, 198), (298, 218), event="edited")
    s = app.state()
    check(field(s, "selection") == "card", "a drag at the card's corner resizes it", s)
    s = app.key("ctrl+b")
    check(field(s, "selection") == "button1", "Ctrl+B adds a button in the selected view", s)
    app.screenshot(os.path.join(tmp, "edited.png"))
    compare_with_golden(os.path.join(tmp, "edited.png"), "edit-mode-added.png")
    s = app.key("ctrl+z")
    check(field(s, "notice") == "undone" and field(s, "selection") == "-", "Ctrl+Z takes the button away again", s)
    app.key("ctrl+s")
    saved = open(scene).read()
    changed = [(a, b) for a, b in zip(SHAPED.split("\n"), saved.split("\n")) if a != b]
    check(len(SHAPED.split("\n")) == len(saved.split("\n")) and
          changed == [("      frame: [40, 40, 240, 160]", "      frame: [40, 40, 260, 180]"),
                      ("      frame: [300, 60, 140, 100]", "      frame: [340, 90, 140, 100]")],
          "the file's diff is the move and the resize, nothing else", str(changed))
    check(all(line in saved for line in SHAPED.split("\n") if "#" in line), "every comment kept", saved)
    app.quit()
    again = App(display, ["shaped.yaml", "--paused"], cwd=tmp)
    again.screenshot(os.path.join(tmp, "reopened.png"))
    compare_with_golden(os.path.join(tmp, "reopened.png"), "edit-mode-reopened.png")
    again.quit()


def typed_field(state):
    """The key field's line in a state line (it holds spaces), or None."""
    m = re.search(r" field=(.*?)(?: refused=(.*?))?(?= [a-zA-Z]+=)", state)
    return (m.group(1), m.group(2)) if m else None


def test_key_field(display, tmp):
    """The inspector types any key (issue 23) with real keys: a click just right of the button
    hits the card; Enter on the button, Down to hitInsets, "20" typed through SDL's text
    input, Enter: the click replays and hits the button (C2). A value the loader refuses stays
    in the field with its message. Ctrl+S writes the one key into the file."""
    scene = os.path.join(tmp, "typed.yaml")
    with open(scene, "w") as f:
        f.write(SHAPED)
    app = App(display, ["typed.yaml", "--paused"], cwd=tmp)
    s = app.click(190, 82)
    check(field(s, "hit") == "card", "10 points right of the button hits the card", s)
    s = app.click(120, 82, button="3")
    check(field(s, "selection") == "buy", "a right-click selects the button", s)
    s = app.key("Return")
    check(typed_field(s) == ("frame: [20, 20, 120, 44]", None), "Enter opens the key field on the frame, as written", s)
    for _ in range(30):
        if typed_field(s)[0].startswith("hitInsets"):
            break
        s = app.key("Down")
    check(typed_field(s) == ("hitInsets: ", None), "Down reaches hitInsets, a key the button does not have yet", s)
    before = len(app.lines())
    app.xdo("type", "--delay", "30", "2x")
    s = app.wait_for(lambda l: l.startswith("ui: text x"), "the typed text", after=before)
    check(typed_field(s) == ("hitInsets: 2x", None), "letters arrive as text, not as commands", s)
    s = app.key("Return")
    check(typed_field(s) is not None and typed_field(s)[1] is not None and "2x" in typed_field(s)[1],
          "a value the loader refuses stays in the field with the loader's words", s)
    app.key("BackSpace")
    app.key("BackSpace")
    before = len(app.lines())
    app.xdo("type", "--delay", "30", "20")
    s = app.wait_for(lambda l: l.startswith("ui: text 0"), "the typed text", after=before)
    app.screenshot(os.path.join(tmp, "key-field.png"))
    compare_with_golden(os.path.join(tmp, "key-field.png"), "key-field.png")
    s = app.key("Return")
    check(typed_field(s) is None and field(s, "hit") == "buy", "Enter sets it: the click replays and hits the grown button (C2)", s)
    app.key("ctrl+s")
    saved = open(scene).read()
    changed = [(a, b) for a, b in zip(SHAPED.split("\n"), saved.split("\n")) if a != b]
    check(len(changed) == 1 and changed[0][1].endswith("textColor: white, hitInsets: 20}"), "the file gains the one key", str(changed))
    app.quit()


def test_hot_reload(display, tmp):
    """A changed scene reloads; a broken one keeps the last good scene with its errors."""
    scene = os.path.join(tmp, "live.yaml")
    shutil.copy(os.path.join(ROOT, "Scenes", "04-round-button.yaml"), scene)
    app = App(display, ["live.yaml", "--paused"], cwd=tmp)
    app.click(240, 160)
    text = open(scene).read()
    before = len(app.lines())
    open(scene, "w").write(text.replace("hitArea: circle", "hitArea: rect"))
    app.wait_for(lambda l: l.startswith("ui: reloaded"), "the reload", after=before)
    s = app.click(185, 105)
    check(field(s, "hit") == "roundButton", "after the reload the square's corner hits the button", s)
    before = len(app.lines())
    open(scene, "w").write(text.replace("size: [480, 320]", "size: [480, -320]").replace("kind: button", "kind: buton"))
    s = app.wait_for(lambda l: l.startswith("ui: reload-failed"), "the failed reload", after=before)
    check(field(s, "banner") == "2", "both errors are in the banner", s)
    app.screenshot(os.path.join(tmp, "banner.png"))
    compare_with_golden(os.path.join(tmp, "banner.png"), "reload-banner.png")
    s = app.click(185, 105)
    check(field(s, "hit") == "roundButton", "the last good scene stays on screen", s)
    # Issue 7: scenes that used to kill or freeze the window on reload now fail to load.
    os.mkfifo(os.path.join(tmp, "pipe.png"))
    hostile = [
        ("a 30000-point canvas", text.replace("size: [480, 320]", "size: [30000, 30000]")),
        ("a 1e300 scale", text.replace("hitArea: circle", "hitArea: circle\n          transform: {scale: 1e300}")),
        ("a 1000-point font", text.replace("text: {en: Tap, zh-Hans: \"点击\"}", "text: " + "W" * 29 + "\n          fontSize: 1000")),
        ("an image that is a FIFO", text.replace("text: {en: Tap, zh-Hans: \"点击\"}", "text: Tap\n          image: pipe.png")),
    ]
    for what, body in hostile:
        before = len(app.lines())
        open(scene, "w").write(body)
        s = app.wait_for(lambda l: l.startswith("ui: reload-failed"), f"the failed reload of {what}", after=before)
        s = app.click(240, 160)
        check(app.proc.poll() is None and field(s, "hit") == "roundButton", f"the window survives {what} and keeps the last good scene", s)
    before = len(app.lines())
    open(scene, "w").write(text)
    s = app.wait_for(lambda l: l.startswith("ui: reloaded"), "the repaired reload", after=before)
    check(field(s, "banner") is None, "the banner goes once the file loads", s)
    app.quit()
