"""An X server of our own (Xvfb) for the window tests and the soak: it picks a free display
number itself (-displayfd) and is answering before the first client starts. Only the server
it started is ever stopped."""

import os
import subprocess
import time


class Xvfb:
    def __init__(self, screen="1280x800", log_path=None):
        self.screen = screen
        self.log_path = log_path
        self.proc = None
        self.display = None

    def start(self):
        """Starts the server; returns its display (":N")."""
        r, w = os.pipe()
        log = open(self.log_path, "ab") if self.log_path else subprocess.DEVNULL
        try:
            self.proc = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", self.screen + "x24", "-nolisten", "tcp"],
                                         pass_fds=[w], stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True)
        finally:
            if self.log_path:
                log.close()
        os.close(w)
        number = b""
        while not number.endswith(b"\n"):
            chunk = os.read(r, 64)
            if not chunk:
                break
            number += chunk
        os.close(r)
        if not number.strip():
            self.stop()
            raise RuntimeError("could not start Xvfb" + (f" (see its log: {self.log_path})" if self.log_path else ""))
        self.display = ":" + number.decode().strip()
        # Wait until the server answers, so no client ever races its start.
        for _ in range(100):
            if subprocess.run(["xdpyinfo"], env=dict(os.environ, DISPLAY=self.display), capture_output=True).returncode == 0:
                break
            time.sleep(0.05)
        return self.display

    def stop(self):
        if self.proc is None:
            return
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc):
        self.stop()
