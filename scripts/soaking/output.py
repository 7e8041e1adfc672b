"""The window's output, read as it comes."""

import collections
import threading
import time


class Output:
    """Reads hitlab's stdout line by line (a thread), writes it to a file and keeps what the
    soak needs: reload events with the time they arrived, key acknowledgements, the tail."""

    def __init__(self, stream, path):
        self.stream = stream
        self.file = open(path, "w", encoding="utf-8", errors="replace")
        self.cond = threading.Condition()
        self.ready = False
        self.reloads = []  # (monotonic time, "reloaded" | "reload-failed", line)
        self.tail = collections.deque(maxlen=30)
        self.last_line = time.monotonic()
        self.lines = 0
        self.keys_sent = collections.deque()  # send times of keys not yet acknowledged
        self.key_latency = []
        self.keys_handled = 0
        self.unexpected_keys = 0
        self.gallery_lines = 0
        self.frames = ""
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def run(self):
        for raw in self.stream:
            line = raw.decode("utf-8", "replace").rstrip("\n")
            now = time.monotonic()
            self.file.write(line + "\n")
            with self.cond:
                self.lines += 1
                self.last_line = now
                self.tail.append(line)
                if line.startswith("ui: ready"):
                    self.ready = True
                elif line.startswith("ui: reloaded"):
                    self.reloads.append((now, "reloaded", line))
                elif line.startswith("ui: reload-failed"):
                    self.reloads.append((now, "reload-failed", line))
                elif line.startswith("ui: key "):
                    self.keys_handled += 1
                    if self.keys_sent:
                        self.key_latency.append(now - self.keys_sent.popleft())
                    else:
                        self.unexpected_keys += 1
                elif line.startswith("ui: frames"):
                    self.frames = line[4:]
                if " mode=gallery" in line:
                    self.gallery_lines += 1
                self.cond.notify_all()
        self.file.flush()

    def sent_key(self):
        with self.cond:
            self.keys_sent.append(time.monotonic())

    def wait(self, predicate, timeout):
        with self.cond:
            return self.cond.wait_for(lambda: predicate(self), timeout)

    def close(self):
        self.thread.join(timeout=5)
        self.file.close()
