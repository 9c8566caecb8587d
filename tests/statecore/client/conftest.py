"""Fixtures for the HTTP client: a real server (pytest-django's live_server), real tokens.

The client under test imports no Django; the fixtures here use the services only to mint an
application token, then go through the client for everything else.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Callable, Iterator

import httpx
import pytest

from statecore.client import Binding, BindingSpec, ControlPlane, IssuedLease, RetryPolicy
from statecore.scope import Actor
from statecore.services.tokens import app_token_create
from tests.conftest import ALL_PERMISSIONS, CODEC

# Fast backoff: the tests exercise retries, not wall-clock waits.
FAST = RetryPolicy(attempts=3, base_delay=0.01, max_delay=0.02)


@pytest.fixture
def base_url(live_server: object, transactional_db: None) -> str:
    return str(live_server.url)  # type: ignore[attr-defined]


@pytest.fixture
def app_token(transactional_db: None) -> str:
    created = app_token_create(
        name=f"client-{uuid.uuid4().hex[:12]}",
        environment="prod",
        organization_id="org-1",
        permissions=ALL_PERMISSIONS,
        actor=Actor(kind="system", ref="tests"),
    )
    return created.token


@pytest.fixture
def control(base_url: str, app_token: str) -> Iterator[ControlPlane]:
    with ControlPlane(base_url, app_token, retry=FAST) as plane:
        yield plane


@pytest.fixture
def make_remote_binding(control: ControlPlane) -> Callable[..., Binding]:
    def make(**overrides: str) -> Binding:
        spec = BindingSpec(
            environment="prod",
            harness="deepagents",
            adapter="langgraph",
            adapter_codec_version=CODEC,
            agent_id="agent-1",
            subject=f"user-{uuid.uuid4().hex[:8]}@example.com",
            organization_id="org-1",
        )
        return control.create_binding(dataclasses.replace(spec, **overrides))

    return make


@pytest.fixture
def remote_binding(make_remote_binding: Callable[..., Binding]) -> Binding:
    return make_remote_binding()


@pytest.fixture
def lease(control: ControlPlane, remote_binding: Binding) -> IssuedLease:
    return control.issue_lease(remote_binding.id, sandbox_id="sbx-1", ttl_seconds=300)


Step = str | httpx.Response
"""A scripted step for a matching request: "pass" (send it), "lose" (send it, then raise
ReadTimeout: the server acted, the client never heard), or a canned response (not sent)."""


class Scripted(httpx.BaseTransport):
    """Real HTTP, except that requests whose path contains ``path_part`` follow ``script``
    (then "pass" once it runs out). ``on_lost`` runs each time a response is lost."""

    def __init__(self, path_part: str, script: list[Step], on_lost: Callable[[], None] | None = None) -> None:
        self.inner = httpx.HTTPTransport()
        self.path_part, self.script, self.on_lost = path_part, list(script), on_lost
        self.seen = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if self.path_part not in request.url.path:
            return self.inner.handle_request(request)
        self.seen += 1
        step = self.script.pop(0) if self.script else "pass"
        if isinstance(step, httpx.Response):
            return step
        response = self.inner.handle_request(request)
        if step == "lose":
            response.read()
            response.close()
            if self.on_lost is not None:
                self.on_lost()
            raise httpx.ReadTimeout("simulated: the response was lost", request=request)
        return response

    def close(self) -> None:
        self.inner.close()


class AsyncScripted(httpx.AsyncBaseTransport):
    """The asyncio twin of ``Scripted``."""

    def __init__(self, path_part: str, script: list[Step]) -> None:
        self.inner = httpx.AsyncHTTPTransport()
        self.path_part, self.script = path_part, list(script)
        self.seen = 0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self.path_part not in request.url.path:
            return await self.inner.handle_async_request(request)
        self.seen += 1
        step = self.script.pop(0) if self.script else "pass"
        if isinstance(step, httpx.Response):
            return step
        response = await self.inner.handle_async_request(request)
        if step == "lose":
            await response.aread()
            await response.aclose()
            raise httpx.ReadTimeout("simulated: the response was lost", request=request)
        return response

    async def aclose(self) -> None:
        await self.inner.aclose()


def problem(status: int, code: str, **extra: object) -> httpx.Response:
    body = {"type": f"urn:statecore:problem:{code}", "title": code, "status": status, "detail": code}
    return httpx.Response(
        status, json={**body, "code": code, **extra}, headers={"Content-Type": "application/problem+json"}
    )


def unreachable_url() -> str:
    """A local port nothing listens on: connections are refused at once."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"
