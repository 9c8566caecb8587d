"""The one HTTP transport of the client and the harness adapters (sync and async).

A transport sends one ``Request`` to the service it was built for and returns the whole
``Response``, or raises ``TransportError`` saying whether the request may have reached the
server (``sent``). It never retries, follows redirects or interprets statuses: what may be sent
again, and what an unknown outcome means, is decided once, above it, in ``_wire.Attempts``.

- ``HttpClientTransport`` (blocking, thread-safe): a small keep-alive pool over the standard
  library's ``http.client``;
- ``AiohttpTransport`` (asyncio): one aiohttp session per event loop;
- ``HttpxTransport`` / ``AsyncHttpxTransport``: any httpx transport (a mock, a proxy-aware
  one); httpx is not a dependency of the client and is imported only here, when used.

Why these: ``benchmarks/client_transport.py`` (docs/benchmarks.md, "Client transport")
measures client CPU per request. httpx cost several times the 0.3 ms budget, urllib3 2.x about
the budget before the client's own work; ``http.client`` and aiohttp stay well inside it. Both
keep connections alive, bound every wait (connect, free connection, read) and never retry on
their own. No proxy support: for a proxy, pass an httpx transport.
"""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import select
import socket
import ssl
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, cast
from urllib.parse import urlsplit

if TYPE_CHECKING:
    import aiohttp
    import httpx

USER_AGENT = "statecore-client/0.2"


@dataclass(frozen=True, slots=True)
class Timeout:
    """Seconds: ``connect`` to open a connection, ``read`` for each wait on the server (and for a
    free pooled connection)."""

    connect: float = 5.0
    read: float = 30.0

    @classmethod
    def of(cls, value: Timeout | float | None) -> Timeout:
        if value is None:
            return cls()
        if isinstance(value, Timeout):
            return value
        return cls(float(value), float(value))


@dataclass(frozen=True, slots=True)
class Request:
    """``target`` is the path and query below the transport's base URL, already percent-encoded."""

    method: str
    target: str
    headers: Mapping[str, str] = field(default_factory=dict)
    body: bytes | None = None


class Response:
    """A complete answer. ``headers`` is looked up by lower-case name."""

    __slots__ = ("content", "headers", "status")

    def __init__(self, status: int, headers: Mapping[str, str], content: bytes) -> None:
        self.status = status
        self.headers = headers
        self.content = content

    def json(self) -> Any:
        return json.loads(self.content)


class TransportError(Exception):
    """No complete response. ``sent`` is False only when the request cannot have reached the
    server (the connection never opened, no pooled connection was free)."""

    def __init__(self, message: str, *, sent: bool) -> None:
        super().__init__(message)
        self.sent = sent


class SyncTransport(Protocol):
    def send(self, request: Request) -> Response: ...

    def close(self) -> None: ...


class AsyncTransport(Protocol):
    async def send(self, request: Request) -> Response: ...

    async def aclose(self) -> None: ...


@dataclass(frozen=True, slots=True)
class _Origin:
    scheme: str
    netloc: str
    host: str
    port: int
    prefix: str  # the base URL's path, without a trailing slash

    @classmethod
    def parse(cls, base_url: str) -> _Origin:
        parts = urlsplit(base_url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError("base_url must be an http(s) URL")
        if parts.query or parts.fragment or parts.username or parts.password:
            raise ValueError("base_url must not carry a query, a fragment or credentials")
        port = parts.port or (443 if parts.scheme == "https" else 80)
        return cls(parts.scheme, parts.netloc, parts.hostname, port, parts.path.rstrip("/"))

    @property
    def url(self) -> str:
        return f"{self.scheme}://{self.netloc}{self.prefix}"


def check_base_url(base_url: str) -> None:
    """ValueError unless ``base_url`` is an http(s) URL without query, fragment or credentials."""
    _Origin.parse(base_url)


def _with_agent(headers: Mapping[str, str]) -> dict[str, str]:
    return {"User-Agent": USER_AGENT, **headers}


class HttpClientTransport:
    """Blocking and thread-safe, over the standard library's ``http.client``: at most
    ``max_connections`` keep-alive connections (TCP_NODELAY), reused newest first. A caller that
    finds none free waits up to ``timeout.read``, then gets an unsent TransportError.

    An idle connection the server has closed (keep-alive timeout) is noticed before reuse (it
    polls readable) and replaced; a connection is reused only after a complete answer that
    does not ask to close it.
    """

    def __init__(
        self,
        base_url: str,
        *,
        timeout: Timeout | float | None = None,
        max_connections: int = 10,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        if max_connections < 1:
            raise ValueError("max_connections must be >= 1")
        origin = _Origin.parse(base_url)
        self._timeout = Timeout.of(timeout)
        self._host, self._port, self._prefix = origin.host, origin.port, origin.prefix
        self._tls: ssl.SSLContext | None = None
        if origin.scheme == "https":
            self._tls = ssl_context if ssl_context is not None else ssl.create_default_context()
        self._idle: list[http.client.HTTPConnection] = []
        self._lock = threading.Lock()
        self._slots = threading.BoundedSemaphore(max_connections)
        self._closed = False

    def _connect(self) -> http.client.HTTPConnection:
        connection: http.client.HTTPConnection
        if self._tls is not None:
            connection = http.client.HTTPSConnection(
                self._host, self._port, timeout=self._timeout.connect, context=self._tls
            )
        else:
            connection = http.client.HTTPConnection(self._host, self._port, timeout=self._timeout.connect)
        try:
            connection.connect()
            sock = connection.sock
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            sock.settimeout(self._timeout.read)
        except OSError as exc:  # refused, unreachable, connect timeout, DNS, TLS handshake
            connection.close()
            raise TransportError(f"not connected ({type(exc).__name__})", sent=False) from exc
        return connection

    def _checkout(self) -> http.client.HTTPConnection:
        if self._closed:
            raise TransportError("the transport is closed", sent=False)
        if not self._slots.acquire(timeout=self._timeout.read):
            raise TransportError("no free connection in time", sent=False)
        try:
            while True:
                with self._lock:
                    connection = self._idle.pop() if self._idle else None
                if connection is None:
                    return self._connect()
                if not _readable(connection.sock):
                    return connection
                connection.close()  # closed by the server while idle (or it sent junk)
        except BaseException:
            self._slots.release()
            raise

    def _checkin(self, connection: http.client.HTTPConnection, reusable: bool) -> None:
        if reusable and not self._closed:
            with self._lock:
                self._idle.append(connection)
        else:
            connection.close()
        self._slots.release()

    def send(self, request: Request) -> Response:
        connection = self._checkout()
        reusable = False
        try:
            connection.request(
                request.method,
                self._prefix + request.target,
                body=request.body,
                headers=_with_agent(request.headers),
            )
            answer = connection.getresponse()
            content = answer.read()
            reusable = not answer.will_close
        except (OSError, http.client.HTTPException) as exc:
            # Reset, closed mid-exchange, read timeout, a malformed answer: the request may
            # have been read and acted on.
            raise TransportError(f"exchange failed ({type(exc).__name__})", sent=True) from exc
        finally:
            self._checkin(connection, reusable)
        return Response(answer.status, {k.lower(): v for k, v in answer.getheaders()}, content)

    def close(self) -> None:
        self._closed = True
        with self._lock:
            idle, self._idle = self._idle, []
        for connection in idle:
            connection.close()


def _readable(sock: socket.socket | None) -> bool:
    """True when an idle connection has something to read: EOF (the server closed it) or bytes
    nobody asked for. Either way it must not carry another request."""
    if sock is None:
        return True
    try:
        if hasattr(select, "poll"):  # select.select is limited to descriptors below 1024
            poller = select.poll()
            poller.register(sock, select.POLLIN)
            return bool(poller.poll(0))
        return bool(select.select([sock], [], [], 0)[0])
    except (OSError, ValueError):
        return True


class AiohttpTransport:
    """asyncio: one aiohttp session (at most ``max_connections`` keep-alive connections) per
    event loop, opened on first use inside that loop."""

    def __init__(
        self,
        base_url: str,
        *,
        timeout: Timeout | float | None = None,
        max_connections: int = 10,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        import aiohttp
        import yarl

        self._url = yarl.URL
        self._invalid = aiohttp.InvalidURL
        self._unsent = (aiohttp.ConnectionTimeoutError, aiohttp.ClientConnectorError)
        self._failed = (aiohttp.ClientError, TimeoutError)
        self._base = _Origin.parse(base_url).url
        limits = Timeout.of(timeout)
        # ``connect`` bounds the wait for a pooled connection plus opening one, as the sync pool.
        self._timeout = aiohttp.ClientTimeout(
            total=None,
            connect=limits.read + limits.connect,
            sock_connect=limits.connect,
            sock_read=limits.read,
        )
        self._max_connections = max_connections
        self._ssl: ssl.SSLContext | bool = ssl_context if ssl_context is not None else True
        # One session per event loop: a session and its connections belong to the loop that
        # opened them (asyncio.run per call in scripts; one loop per thread in some servers).
        self._sessions: dict[asyncio.AbstractEventLoop, aiohttp.ClientSession] = {}
        self._lock = threading.Lock()

    def _current(self) -> aiohttp.ClientSession:
        loop = asyncio.get_running_loop()
        session = self._sessions.get(loop)
        if session is not None and not session.closed:
            return session
        return self._open(loop)

    def _open(self, loop: asyncio.AbstractEventLoop) -> aiohttp.ClientSession:
        import aiohttp

        session = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=self._max_connections, ssl=self._ssl),
            timeout=self._timeout,
            cookie_jar=aiohttp.DummyCookieJar(),
            trust_env=False,
        )
        # aiohttp re-sends GET/PUT/DELETE once by itself when a reused connection drops; a
        # memory PUT sent twice is two proposals. Retries are decided in one place, above the
        # transport. (aiohttp's own test client sets the same attribute; there is no option.)
        session._retry_connection = False
        with self._lock:
            for old_loop in [old for old in self._sessions if old.is_closed()]:
                _drop(self._sessions.pop(old_loop))
            self._sessions[loop] = session
        return session

    async def send(self, request: Request) -> Response:
        session = self._current()
        try:
            async with session.request(
                request.method,
                # already percent-encoded: sent as built, not re-quoted
                self._url(self._base + request.target, encoded=True),
                data=request.body,
                headers=_with_agent(request.headers),
                allow_redirects=False,
            ) as answer:
                return Response(answer.status, answer.headers, await answer.read())
        except self._invalid:
            raise
        except self._unsent as exc:
            raise TransportError(f"not connected ({type(exc).__name__})", sent=False) from exc
        except self._failed as exc:
            # SocketTimeoutError, ServerDisconnectedError, ClientOSError, ClientPayloadError...
            raise TransportError(f"exchange failed ({type(exc).__name__})", sent=True) from exc

    async def aclose(self) -> None:
        """Close this loop's session; those of loops that have ended are dropped too."""
        loop = asyncio.get_running_loop()
        with self._lock:
            session = self._sessions.pop(loop, None)
            for old_loop in [old for old in self._sessions if old.is_closed()]:
                _drop(self._sessions.pop(old_loop))
        if session is not None:
            await session.close()


def _drop(session: aiohttp.ClientSession) -> None:
    """Close the connections of a session whose event loop has ended (nothing to await in)."""
    with contextlib.suppress(Exception):
        connector = session.connector
        if connector is not None:
            connector._close()  # private: aiohttp has no public synchronous close


def _httpx_error(exc: Exception) -> TransportError:
    import httpx

    unsent = isinstance(exc, (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout))
    return TransportError(
        f"{'not connected' if unsent else 'exchange failed'} ({type(exc).__name__})", sent=not unsent
    )


def _httpx_timeout(timeout: Timeout | float | None) -> httpx.Timeout:
    import httpx

    limits = Timeout.of(timeout)
    return httpx.Timeout(limits.read, connect=limits.connect)


class HttpxTransport:
    """Any ``httpx.BaseTransport`` (``httpx.MockTransport``, a proxy-aware ``HTTPTransport``...)
    behind the client. Misuse (``UnsupportedProtocol``, ``LocalProtocolError``) is raised as is."""

    def __init__(
        self, base_url: str, transport: httpx.BaseTransport, *, timeout: Timeout | float | None = None
    ) -> None:
        import httpx

        self._httpx = httpx
        self._client = httpx.Client(
            base_url=_Origin.parse(base_url).url,
            transport=transport,
            timeout=_httpx_timeout(timeout),
            follow_redirects=False,
        )

    def send(self, request: Request) -> Response:
        httpx = self._httpx
        outgoing = self._client.build_request(
            request.method, request.target, headers=_with_agent(request.headers), content=request.body
        )
        try:
            answer = self._client.send(outgoing)
        except (httpx.UnsupportedProtocol, httpx.LocalProtocolError):
            raise
        except httpx.TransportError as exc:
            raise _httpx_error(exc) from exc
        return Response(answer.status_code, answer.headers, answer.content)

    def close(self) -> None:
        self._client.close()


class AsyncHttpxTransport:
    """The asyncio twin of ``HttpxTransport``, over any ``httpx.AsyncBaseTransport``."""

    def __init__(
        self, base_url: str, transport: httpx.AsyncBaseTransport, *, timeout: Timeout | float | None = None
    ) -> None:
        import httpx

        self._httpx = httpx
        self._client = httpx.AsyncClient(
            base_url=_Origin.parse(base_url).url,
            transport=transport,
            timeout=_httpx_timeout(timeout),
            follow_redirects=False,
        )

    async def send(self, request: Request) -> Response:
        httpx = self._httpx
        outgoing = self._client.build_request(
            request.method, request.target, headers=_with_agent(request.headers), content=request.body
        )
        try:
            answer = await self._client.send(outgoing)
        except (httpx.UnsupportedProtocol, httpx.LocalProtocolError):
            raise
        except httpx.TransportError as exc:
            raise _httpx_error(exc) from exc
        return Response(answer.status_code, answer.headers, answer.content)

    async def aclose(self) -> None:
        await self._client.aclose()


def sync_transport(
    base_url: str,
    transport: SyncTransport | httpx.BaseTransport | None,
    *,
    timeout: Timeout | float | None = None,
    max_connections: int = 10,
) -> SyncTransport:
    """The transport a blocking client uses: ``transport`` as given (an httpx transport is
    wrapped), else a new ``HttpClientTransport``."""
    _Origin.parse(base_url)
    if transport is None:
        return HttpClientTransport(base_url, timeout=timeout, max_connections=max_connections)
    if hasattr(transport, "handle_request"):
        return HttpxTransport(base_url, cast("httpx.BaseTransport", transport), timeout=timeout)
    return transport


def async_transport(
    base_url: str,
    transport: AsyncTransport | httpx.AsyncBaseTransport | None,
    *,
    timeout: Timeout | float | None = None,
    max_connections: int = 10,
) -> AsyncTransport:
    """The transport an asyncio client uses: ``transport`` as given (an httpx transport is
    wrapped), else a new ``AiohttpTransport``."""
    _Origin.parse(base_url)
    if transport is None:
        return AiohttpTransport(base_url, timeout=timeout, max_connections=max_connections)
    if hasattr(transport, "handle_async_request"):
        return AsyncHttpxTransport(base_url, cast("httpx.AsyncBaseTransport", transport), timeout=timeout)
    return transport


__all__ = [
    "USER_AGENT",
    "AiohttpTransport",
    "AsyncHttpxTransport",
    "AsyncTransport",
    "HttpClientTransport",
    "HttpxTransport",
    "Request",
    "Response",
    "SyncTransport",
    "Timeout",
    "TransportError",
    "async_transport",
    "check_base_url",
    "sync_transport",
]
