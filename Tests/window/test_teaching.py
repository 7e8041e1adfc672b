"""Lessons (a scene's checks, a lesson file) and the README's pictures."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from harness import *  # noqa: F401,F403


def test_lesson(display, tmp):
    """A lesson over a bundled scene runs from start to end on the right arrow alone: each
    check a question first, its note as the answer after the story."""
    app = App(display, [os.path.join(ROOT, "Scenes", "12-target-action.yaml")], cwd=tmp)
    s = app.key("e")
    check(field(s, "lesson") == "1/5:before" and field(s, "predict") == "true", "e starts a lesson on the first check's question", s)
    app.screenshot(os.path.join(tmp, "lesson.png"))
    compare_with_golden(os.path.join(tmp, "lesson.png"), "lesson-note.png")
    answers, presses = set(), 0
    while not field(s, "lesson").endswith(":done") and presses < 300:
        if field(s, "lesson").endswith(":after"):
            answers.add(field(s, "lesson"))
        s = app.key("Right")
        presses += 1
    check(field(s, "lesson") == "5/5:done", f"Right alone reaches the lesson's end ({presses} presses)", s)
    check(len(answers) == 5, "every check's note was shown as its answer on the way", str(sorted(answers)))
    app.quit()


def test_lesson_file(display, tmp):
    """The bundled lesson (the responder chain, five parts over four scenes) plays from start
    to end with real keys: each part's question, its stops, its answer; a number and Enter
    jumps to a step, c to the chain, Left goes back into the previous part."""
    lesson = os.path.join(ROOT, "Scenes", "lessons", "responder-chain.yaml")
    app = App(display, [lesson, "--projector"], cwd=tmp)
    s = app.state()
    check(field(s, "lesson") == "1/5:before" and field(s, "predict") == "true", "the lesson opens on its first question", s)
    app.screenshot(os.path.join(tmp, "lesson-file.png"))
    compare_with_golden(os.path.join(tmp, "lesson-file.png"), "lesson-file-question.png")
    s = app.key("Right")
    check(field(s, "lesson") == "1/5:story" and field(s, "step").startswith("9/"), "Right plays the click and stops at the first stop (step 9)", s)
    s = app.key("c")
    check(field(s, "step").startswith("10/"), "c jumps to the responder chain's step", s)
    for k in ["2", "0"]:
        s = app.key(k)
    check(field(s, "goto") == "20", "digits type a step number", s)
    s = app.key("Return")
    check(field(s, "step").startswith("20/") and field(s, "goto") is None, "Enter jumps to step 20", s)
    app.screenshot(os.path.join(tmp, "lesson-file-step.png"))
    compare_with_golden(os.path.join(tmp, "lesson-file-step.png"), "lesson-file-step.png")
    seen, presses, scenes = {"1/5:before"}, 0, set()
    while not field(s, "lesson").endswith(":done") and presses < 200:
        seen.add(field(s, "lesson"))
        scenes.add(field(s, "scene"))
        s = app.key("Right")
        presses += 1
    check(field(s, "lesson") == "5/5:done", f"Right alone reaches the lesson's end ({presses} presses)", s)
    check(all(f"{i}/5:{phase}" in seen for i in range(1, 6) for phase in ["before", "story", "after"]),
          "every part showed its question, its story and its answer", str(sorted(seen)))
    check(len(scenes) == 4, "the parts opened four scenes", str(sorted(scenes)))
    s = app.key("Left")
    s = app.key("Left")
    s = app.key("Left")
    check(field(s, "lesson").startswith("5/5:"), "Left goes back through the last part", s)
    app.quit()


def test_lesson_on_a_small_projector(tmp):
    """Issue 38: with no --size, the window fits a 1024x768 projector whole (it opened at
    1280x800, centred off the screen); PgDn, PgUp and Home move through the lesson's parts with
    real keys (going back to part 1 took 24 presses of Left)."""
    lesson = os.path.join(ROOT, "Scenes", "lessons", "responder-chain.yaml")
    with Xvfb("1024x768") as projector:
        app = App(projector.display, [lesson, "--projector"], cwd=tmp, size=None)
        check(app.size == (1024, 768) and app.origin == (0, 0), "the window fills the 1024x768 screen",
              f"{app.size} at {app.origin}")
        s = app.key("Next")
        s = app.key("Next")
        check(field(s, "lesson") == "3/5:before", "PgDn twice: part 3's question", s)
        s = app.key("Right")
        s = app.key("Prior")
        check(field(s, "lesson") == "2/5:before", "PgUp: the previous part's question", s)
        s = app.key("Right")
        s = app.key("Home")
        check(field(s, "lesson") == "2/5:before", "Home: this part's question", s)
        s = app.key("Home")
        check(field(s, "lesson") == "1/5:before", "Home again: the lesson's start", s)
        shot = os.path.join(tmp, "projector-1024.png")
        app.screenshot(shot)
        app.quit()


def test_every_lesson_predicts(display, tmp):
    """Issue 38: each bundled lesson played with real keys in predict mode: a question never
    has the scene's summary beside it, and no press of Right shows more than one new responder
    of the chain (a stop revealed the whole chain at once)."""
    folder = os.path.join(ROOT, "Scenes", "lessons")
    for name in sorted(f for f in os.listdir(folder) if f.endswith(".yaml")):
        app = App(display, [os.path.join(folder, name), "--projector"], cwd=tmp)
        s, presses, worst, answered = app.state(), 0, 0, []
        while not field(s, "lesson").endswith(":done") and presses < 400:
            if field(s, "lesson").endswith(":before") and field(s, "withheld") != "summary":
                answered.append(field(s, "lesson"))
            before = int(field(s, "chain") or 0)
            s = app.key("Right")
            presses += 1
            after = int(field(s, "chain") or 0)
            if field(s, "lesson").endswith(":story"):
                worst = max(worst, after - before)
        check(field(s, "lesson").endswith(":done"), f"{name}: Right alone reaches the end ({presses} presses)", s)
        check(not answered, f"{name}: every question without the summary beside it", str(answered))
        check(worst <= 1, f"{name}: one responder of the chain at a time (at most {worst} at once)")
        app.quit()


def test_readme_pictures(display, tmp):
    """The README shows the window as Hitlab draws it; the pictures must still be current."""
    env = dict(os.environ, DISPLAY=display)
    r = subprocess.run([BIN, "open", "--script", os.path.join(ROOT, "Tests", "window", "readme.script"), "--size", "1280x800"],
                       cwd=tmp, env=env, capture_output=True, text=True, timeout=60)
    check(r.returncode == 0, "the README script runs", r.stderr[-300:])
    for name in ["window.png", "gallery.png"]:
        fresh, kept = os.path.join(tmp, "docs", name), os.path.join(ROOT, "docs", name)
        if not os.path.exists(fresh):
            check(False, f"docs/{name} was drawn")
            continue
        if not os.path.exists(kept):
            check(not CI, f"docs/{name} exists")
            shutil.copy(fresh, kept)
            continue
        changed = changed_pixels(kept, fresh)
        if changed == 0:
            check(True, f"docs/{name} is current")
        elif RECORD:
            shutil.copy(fresh, kept)
            print(f"updated docs/{name} ({changed} pixels differed): look at it before committing")
        else:
            check(False, f"docs/{name} is current", f"({changed} pixels differ: HITLAB_RECORD=1 Tests/window/run.py rewrites it; look at it before committing)")
