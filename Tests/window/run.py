#!/usr/bin/env python3
"""Window tests: the real program in a real X server (Xvfb), real input (xdotool), and
screenshots of the window read back from the X server (ImageMagick's `import`).

Usage: Tests/window/run.py PATH/TO/hitlab
Prints one line per test and ends with 'window: N passed, N failed'. Screenshots are compared
with goldens in Tests/Snapshots/window/ (a channel may differ by 3%, at most 16 pixels may
change); a missing golden is recorded unless CI is set. Also prints the frame-time and
idle-CPU figures it measured."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import harness
from harness import Xvfb, check, run_guarded  # noqa: F401
from test_editing import test_edit_mode, test_hot_reload, test_key_field
from test_first_scene import test_first_scene, test_new_scene_card
from test_questions import test_several_fingers, test_why_not_in_the_window
from test_scale import test_huge_window, test_idle_cpu, test_large_scenes, test_no_display
from test_story import test_click_story_and_goldens, test_every_key
from test_teaching import (test_every_lesson_predicts, test_lesson, test_lesson_file, test_lesson_on_a_small_projector,
                           test_readme_pictures)


def main():
    for tool in ["Xvfb", "xdotool", "import", "convert"]:
        if shutil.which(tool) is None:
            print(f"window tests need {tool} (scripts/setup installs it)")
            print("window: 0 passed, 1 failed")
            sys.exit(1)
    test_no_display()
    with tempfile.TemporaryDirectory() as tmp, Xvfb() as x:
        for test in [test_click_story_and_goldens, test_every_key, test_lesson, test_lesson_file, test_every_lesson_predicts, test_edit_mode, test_key_field, test_first_scene, test_new_scene_card, test_hot_reload, test_large_scenes, test_readme_pictures,
                     test_why_not_in_the_window, test_several_fingers]:
            # HITLAB_WINDOW_TESTS=test_lesson,test_lesson_file runs only those (while working on them).
            only = os.environ.get("HITLAB_WINDOW_TESTS", "")
            if only and test.__name__ not in only.split(","):
                continue
            run_guarded(test, x.display, tmp)
        for own_screen in [test_huge_window, test_lesson_on_a_small_projector]:
            # Each starts an X server of the size it needs.
            if not os.environ.get("HITLAB_WINDOW_TESTS") or own_screen.__name__ in os.environ["HITLAB_WINDOW_TESTS"]:
                run_guarded(own_screen, tmp)
        try:
            test_idle_cpu(x.display)
        except Exception as e:
            print(f"  idle CPU: not measured ({e!r})")
    print(f"window: {harness.passed} passed, {harness.failed} failed")
    sys.exit(1 if harness.failed else 0)


if __name__ == "__main__":
    main()
