"""invokation's side of the differential tool: one long-lived `invokation pipe` process."""
from __future__ import annotations

import json
import subprocess


class InvokationError(RuntimeError):
    """invokation refused a request (the message is its one-line error)."""


class Pipe:
    """A game of invokation driven through `invokation pipe` (JSON lines)."""

    def __init__(self, binary: str):
        self.proc = subprocess.Popen(
            [binary, "pipe"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )

    def call(self, cmd: str, **fields) -> dict:
        req = {"cmd": cmd, **fields}
        self.proc.stdin.write(json.dumps(req) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise InvokationError(f"invokation pipe exited (request {cmd})")
        ans = json.loads(line)
        if not ans.get("ok"):
            raise InvokationError(ans.get("error", "unknown error"))
        return ans

    def close(self):
        try:
            self.proc.stdin.close()
            self.proc.wait(timeout=5)
        except Exception:  # noqa: BLE001 - best effort on shutdown
            self.proc.kill()
