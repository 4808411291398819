#!/usr/bin/env python3
"""A bot for `invokation serve` that plays random legal actions (docs/protocol.md).

    python3 examples/bot.py --room K7QX2M                 # join a room someone opened
    python3 examples/bot.py --create                      # open a room, print its code, wait
    python3 examples/bot.py --server ws://host:8080/ws --room K7QX2M --deck <share code>

Needs only the Python standard library (a minimal WebSocket client is included below).
"""
import argparse, base64, json, os, random, socket, struct, sys
from urllib.parse import urlparse


class WebSocket:
    """Just enough of RFC 6455 for text messages: handshake, masked frames, ping/pong."""

    def __init__(self, url):
        u = urlparse(url)
        self.sock = socket.create_connection((u.hostname, u.port or 80))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {u.path or '/'} HTTP/1.1\r\nHost: {u.hostname}:{u.port or 80}\r\n"
                           f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError("the server closed the connection during the handshake")
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError(head.split(b"\r\n")[0].decode())

    def _exact(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise ConnectionError("connection closed")
            data += chunk
        return data

    def _frame(self, opcode, payload):
        mask = os.urandom(4)
        n = len(payload)
        head = bytes([0x80 | opcode]) + (bytes([0x80 | n]) if n < 126 else
                                         struct.pack("!BH", 0x80 | 126, n) if n < 65536 else
                                         struct.pack("!BQ", 0x80 | 127, n))
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def send(self, obj):
        self._frame(0x1, json.dumps(obj).encode())

    def recv(self):
        """The next JSON message (answers pings on the way)."""
        message = b""
        while True:
            b0, b1 = self._exact(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack("!H", self._exact(2))[0]
            elif n == 127:
                n = struct.unpack("!Q", self._exact(8))[0]
            payload = self._exact(n)
            opcode = b0 & 0x0F
            if opcode == 0x9:
                self._frame(0xA, payload)
            elif opcode == 0x8:
                raise ConnectionError("the server closed the connection")
            elif opcode in (0x0, 0x1):
                message += payload
                if b0 & 0x80:
                    return json.loads(message)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--server", default="ws://127.0.0.1:8080/ws")
    ap.add_argument("--room", help="the code of the room to join")
    ap.add_argument("--create", action="store_true", help="open a room and wait for a second player")
    ap.add_argument("--deck", default=None, help="a built-in deck name or a share code")
    ap.add_argument("--name", default="python bot")
    ap.add_argument("--seed", type=int, default=None, help="seed of the bot's random choices")
    args = ap.parse_args()
    if not args.room and not args.create:
        ap.error("give --room CODE or --create")
    rng = random.Random(args.seed)
    ws = WebSocket(args.server)
    assert ws.recv()["type"] == "welcome"
    if args.create:
        ws.send({"type": "create", "protocol": 1, "mode": "room", "deck": args.deck, "name": args.name})
    else:
        ws.send({"type": "join", "protocol": 1, "room": args.room, "deck": args.deck, "name": args.name})
    decisions = 0
    joined = False
    while True:
        m = ws.recv()
        if m["type"] == "error":
            # An answer to a state another one overtook is refused as stale (or as not our
            # turn any more): the newer state follows. Anything else is a real problem.
            if not joined or m["code"] not in ("stale", "refused"):
                print(f"error: {m['message']}", file=sys.stderr)
                return 1
        elif m["type"] == "joined":
            joined = True
            print(f"room {m['room']} seat {m['seats']}", flush=True)
        elif m["type"] == "state" and m["board"]:
            if m["board"]["outcome"]:
                print(f"game over: {m['board']['outcome']} after {decisions} decisions of ours", flush=True)
                return 0
            d = m["decision"]
            if d:
                ws.send({"type": "act", "action": rng.choice(d["legal"]), "seq": m["seq"]})
                decisions += 1


if __name__ == "__main__":
    sys.exit(main())
