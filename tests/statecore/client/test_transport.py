"""The transports on real sockets: a connection dropped after the request was sent, keep-alive,
idle connections the server closed, read timeouts and the connection bound. No Django."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Callable, Iterator

import pytest

from statecore.client import (
    AsyncMemoryBroker,
    AsyncThreadStateStore,
    ControlPlane,
    DurabilityUnknown,
    MemoryBroker,
    MemoryProposal,
    PendingStateRef,
    RetryPolicy,
    ServiceUnavailable,
    StateScope,
    ThreadStateStore,
)
from statecore.client.transport import (
    AiohttpTransport,
    HttpClientTransport,
    Request,
    Timeout,
    TransportError,
)

FAST = RetryPolicy(attempts=3, base_delay=0.01, max_delay=0.02)
CODEC = "lg/1"
SCOPE = StateScope("00000000-0000-0000-0000-000000000001", "prod", "deepagents", 1, CODEC, 1)
PENDING = PendingStateRef("00000000-0000-0000-0000-000000000002", 1, "0" * 64, CODEC, None)
HEAD = {
    "revision": 1,
    "state_ref": PENDING.state_ref,
    "codec": CODEC,
    "size": 1,
    "sha256": "0" * 64,
    "run_id": "run-1",
    "committed_at": "2030-01-01T00:00:00Z",
}

# What the server does with each request it has read completely.
Action = Callable[[socket.socket, bytes], bool]  # returns False to close the connection


def answer(status: int = 200, body: object = None, *, close: bool = False) -> Action:
    def act(conn: socket.socket, _: bytes) -> bool:
        payload = json.dumps({"head": HEAD} if body is None else body).encode()
        extra = "Connection: close\r\n" if close else ""
        conn.sendall(
            f"HTTP/1.1 {status} X\r\nContent-Type: application/json\r\n{extra}"
            f"Content-Length: {len(payload)}\r\n\r\n".encode()
            + payload
        )
        return not close

    return act


def drop(conn: socket.socket, _: bytes) -> bool:
    """Read the whole request, then close without a word: the server may have acted on it."""
    return False


def stall(seconds: float) -> Action:
    def act(conn: socket.socket, data: bytes) -> bool:
        time.sleep(seconds)
        return False

    return act


class RawServer:
    """A loopback HTTP/1.1 server on raw sockets; ``actions`` are used in order (the last one
    repeats). It counts connections and the requests it read completely."""

    def __init__(self, *actions: Action) -> None:
        self.actions = list(actions)
        self.connections = 0
        self.requests: list[bytes] = []
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self._lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _next(self) -> Action:
        with self._lock:
            return self.actions.pop(0) if len(self.actions) > 1 else self.actions[0]

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.connections += 1
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        buffer = b""
        with conn:
            while True:
                while b"\r\n\r\n" not in buffer:
                    chunk = conn.recv(65536)
                    if not chunk:
                        return
                    buffer += chunk
                head, _, rest = buffer.partition(b"\r\n\r\n")
                length = 0
                for line in head.split(b"\r\n")[1:]:
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value)
                while len(rest) < length:
                    chunk = conn.recv(65536)
                    if not chunk:
                        return
                    rest += chunk
                request, buffer = head + b"\r\n\r\n" + rest[:length], rest[length:]
                with self._lock:
                    self.requests.append(request)
                if not self._next()(conn, request):
                    return

    def close(self) -> None:
        self.sock.close()


@pytest.fixture
def serve() -> Iterator[Callable[..., RawServer]]:
    servers: list[RawServer] = []

    def make(*actions: Action) -> RawServer:
        servers.append(RawServer(*actions))
        return servers[-1]

    yield make
    for server in servers:
        server.close()


def test_a_commit_whose_connection_drops_after_sending_is_durability_unknown(
    serve: Callable[..., RawServer],
) -> None:
    server = serve(drop)
    with (
        ThreadStateStore(server.url, "stl_x", retry=FAST) as store,
        pytest.raises(DurabilityUnknown) as caught,
    ):
        store.commit_head(SCOPE, PENDING, 0, "run-1")
    error = caught.value
    assert (error.operation, error.run_id, error.state_ref) == ("commit_head", "run-1", PENDING.state_ref)
    assert error.maybe_applied
    assert len(server.requests) == FAST.attempts  # the contract makes an identical commit safe to repeat
    assert all(b"POST /api/v1/state/commit " in r for r in server.requests)


def test_the_async_commit_too(serve: Callable[..., RawServer]) -> None:
    server = serve(drop)

    async def scenario() -> DurabilityUnknown:
        async with AsyncThreadStateStore(server.url, "stl_x", retry=FAST) as store:
            with pytest.raises(DurabilityUnknown) as caught:
                await store.commit_head(SCOPE, PENDING, 0, "run-1")
            return caught.value

    error = asyncio.run(scenario())
    assert error.maybe_applied
    assert len(server.requests) == FAST.attempts


def test_a_dropped_write_is_retried_with_the_same_key_then_answers(serve: Callable[..., RawServer]) -> None:
    pending = {"state_ref": PENDING.state_ref, "size": 1, "sha256": "0" * 64, "codec": CODEC}
    server = serve(drop, answer(201, pending))
    with ThreadStateStore(server.url, "stl_x", retry=FAST) as store:
        got = store.write_native_state(SCOPE, CODEC, b"x", "k-1")
    assert got.state_ref == PENDING.state_ref
    assert [r.split(b" ")[1] for r in server.requests] == [b"/api/v1/state/pending/k-1"] * 2


@pytest.mark.parametrize("flavour", ["sync", "async"])
def test_a_memory_put_is_never_sent_twice(serve: Callable[..., RawServer], flavour: str) -> None:
    """A PUT that arrives creates a proposal: neither we nor aiohttp's own reconnect may resend it."""
    server = serve(drop)
    proposal = MemoryProposal("pref.editor", "semantic", "vim")
    if flavour == "sync":
        memory = MemoryBroker(server.url, "stl_x", retry=FAST)
        with memory, pytest.raises(ServiceUnavailable) as caught:
            memory.put("user", proposal, None)
    else:

        async def scenario() -> pytest.ExceptionInfo[ServiceUnavailable]:
            async with AsyncMemoryBroker(server.url, "stl_x", retry=FAST) as memory:
                # a first answered request, so that the PUT goes over a reused connection (the
                # case in which aiohttp would re-send by itself)
                server.actions = [answer(404, {"code": "not_found"}), drop]
                assert await memory.get("user", "pref.editor") is None
                with pytest.raises(ServiceUnavailable) as caught:
                    await memory.put("user", proposal, None)
                return caught

        caught = asyncio.run(scenario())
    assert caught.value.maybe_applied
    assert sum(b"PUT " in r for r in server.requests) == 1


def test_a_lease_issue_is_not_resent_after_a_drop(serve: Callable[..., RawServer]) -> None:
    server = serve(drop)
    control = ControlPlane(server.url, "sta_x", retry=FAST)
    with control, pytest.raises(ServiceUnavailable) as caught:
        control.issue_lease("b-1", sandbox_id="pod", ttl_seconds=60)
    assert caught.value.maybe_applied
    assert len(server.requests) == 1


def test_a_read_timeout_is_sent_and_unknown(serve: Callable[..., RawServer]) -> None:
    server = serve(stall(2.0))
    transport = HttpClientTransport(server.url, timeout=Timeout(connect=1.0, read=0.2))
    with pytest.raises(TransportError) as caught:
        transport.send(Request("POST", "/api/v1/state/commit", {}, b"{}"))
    assert caught.value.sent
    transport.close()


def test_a_refused_connection_is_unsent() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    transport = HttpClientTransport(url)
    with pytest.raises(TransportError) as caught:
        transport.send(Request("GET", "/healthz"))
    assert not caught.value.sent
    with ThreadStateStore(url, "stl_x", retry=FAST) as store, pytest.raises(DurabilityUnknown) as unknown:
        store.commit_head(SCOPE, PENDING, 0, "run-1")
    assert not unknown.value.maybe_applied


@pytest.mark.parametrize("flavour", ["sync", "async"])
def test_keep_alive_reuses_one_connection(serve: Callable[..., RawServer], flavour: str) -> None:
    server = serve(answer())
    if flavour == "sync":
        with ThreadStateStore(server.url, "stl_x") as store:
            for _ in range(20):
                store.load_head(SCOPE)
    else:

        async def scenario() -> None:
            async with AsyncThreadStateStore(server.url, "stl_x") as store:
                for _ in range(20):
                    await store.load_head(SCOPE)

        asyncio.run(scenario())
    assert (server.connections, len(server.requests)) == (1, 20)


@pytest.mark.parametrize("flavour", ["sync", "async"])
def test_an_idle_connection_closed_by_the_server_is_replaced(
    serve: Callable[..., RawServer], flavour: str
) -> None:
    """The server answers, then closes the idle connection (its keep-alive timeout): the next
    request, even a commit, goes over a new connection instead of failing."""

    def answer_then_close(conn: socket.socket, data: bytes) -> bool:
        answer()(conn, data)
        time.sleep(0.05)
        return False

    server = serve(answer_then_close)
    no_retry = RetryPolicy(attempts=1)
    if flavour == "sync":
        with ThreadStateStore(server.url, "stl_x", retry=no_retry) as store:
            for _ in range(3):
                store.commit_head(SCOPE, PENDING, 0, "run-1")
                time.sleep(0.2)
    else:

        async def scenario() -> None:
            async with AsyncThreadStateStore(server.url, "stl_x", retry=no_retry) as store:
                for _ in range(3):
                    await store.commit_head(SCOPE, PENDING, 0, "run-1")
                    await asyncio.sleep(0.2)

        asyncio.run(scenario())
    assert (server.connections, len(server.requests)) == (3, 3)


def test_requests_wait_for_a_free_connection_within_the_bound(serve: Callable[..., RawServer]) -> None:
    def slow(conn: socket.socket, data: bytes) -> bool:
        time.sleep(0.05)
        return answer()(conn, data)

    server = serve(slow)
    transport = HttpClientTransport(server.url, max_connections=2)
    errors: list[BaseException] = []

    def work() -> None:
        try:
            for _ in range(3):
                assert transport.send(Request("GET", "/api/v1/state/head")).status == 200
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    transport.close()
    assert not errors
    assert server.connections <= 2
    assert len(server.requests) == 18


def test_one_aiohttp_transport_survives_a_new_event_loop(serve: Callable[..., RawServer]) -> None:
    """Scripts call asyncio.run more than once with one client: each loop gets its own session."""
    server = serve(answer())
    transport = AiohttpTransport(server.url)
    for _ in range(2):
        response = asyncio.run(transport.send(Request("GET", "/api/v1/state/head")))
        assert response.json()["head"]["revision"] == 1
    asyncio.run(transport.aclose())


def test_the_base_url_path_prefixes_every_target(serve: Callable[..., RawServer]) -> None:
    server = serve(answer())
    with ThreadStateStore(server.url + "/statecore/", "stl_x") as store:
        store.load_head(SCOPE)
    assert server.requests[0].startswith(b"GET /statecore/api/v1/state/head HTTP/1.1\r\n")
    assert b"Authorization: Bearer stl_x\r\n" in server.requests[0]


def test_bad_base_urls_are_refused() -> None:
    for url in ("ftp://host", "statecore.internal", "http://user:pw@host", "http://host/?q=1"):
        with pytest.raises(ValueError):
            ThreadStateStore(url, "stl_x")
