"""A TCP proxy the tests control, between the API and PostgreSQL.

``cut()`` drops every connection through it at once (both sides closed, as a network failure
would); new connections are accepted again right after. ``stall()`` holds every byte in both
directions while the connections stay open (a hung middlebox, a partition behind something that
still acknowledges): neither side sees an error, nothing arrives, until the stall ends and the
held bytes flow on."""

from __future__ import annotations

import contextlib
import socket
import threading
import time


class TcpProxy:
    def __init__(self, host: str, port: int) -> None:
        self._target = (host, port)
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self._listener.getsockname()[1])
        self._pairs: set[tuple[socket.socket, socket.socket]] = set()
        self._lock = threading.Lock()
        self._closed = False
        self._flowing = threading.Event()
        self._flowing.set()
        threading.Thread(target=self._accept, name="proxy-accept", daemon=True).start()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(self._target, timeout=5)
                upstream.settimeout(None)
            except OSError:
                client.close()
                continue
            pair = (client, upstream)
            with self._lock:
                self._pairs.add(pair)
            for src, dst in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(src, dst, pair), daemon=True).start()

    def _pump(
        self, src: socket.socket, dst: socket.socket, pair: tuple[socket.socket, socket.socket]
    ) -> None:
        try:
            while data := src.recv(65536):
                self._flowing.wait()
                dst.sendall(data)
        except OSError:
            pass
        finally:
            self._drop(pair)

    def _drop(self, pair: tuple[socket.socket, socket.socket]) -> None:
        with self._lock:
            if pair not in self._pairs:
                return
            self._pairs.discard(pair)
        for sock in pair:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()

    def cut(self) -> int:
        """Drop every open connection; how many there were."""
        with self._lock:
            pairs = list(self._pairs)
        for pair in pairs:
            self._drop(pair)
        return len(pairs)

    def stall(self, seconds: float) -> int:
        """Hold every byte for ``seconds``, then let them flow; how many connections were open."""
        self._flowing.clear()
        try:
            with self._lock:
                held = len(self._pairs)
            time.sleep(seconds)
        finally:
            self._flowing.set()
        return held

    def close(self) -> None:
        self._closed = True
        self._flowing.set()
        self._listener.close()
        self.cut()
