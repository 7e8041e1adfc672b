"""`scripts/soak model`: hitlab-bench's soak through the model, streamed."""

import os
import subprocess

from .common import BENCH, ROOT, say, signal_name


# MARK: the model soak

def soak_model(clicks):
    if not os.access(BENCH, os.X_OK):
        say(f"soak model: {os.path.relpath(BENCH, ROOT)} is missing: run `swift build -c release` first")
        return 2
    command = [BENCH, "soak"] + (["--clicks", str(clicks)] if clicks is not None else [])
    say("soak model: " + " ".join([os.path.relpath(BENCH, ROOT)] + command[1:]))
    proc = subprocess.Popen(command, cwd=ROOT)
    try:
        status = proc.wait()
    except KeyboardInterrupt:
        proc.terminate()
        proc.wait()
        raise
    if status < 0:
        say(f"soak model: hitlab-bench was killed by {signal_name(-status)}")
        return 128 - status
    if status != 0:
        say(f"soak model: hitlab-bench exited with status {status}")
    return status
