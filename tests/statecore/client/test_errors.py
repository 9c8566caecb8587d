"""Problem+json to typed errors, without a server (httpx.MockTransport)."""

from __future__ import annotations

import hashlib

import httpx
import pytest

from statecore.client import (
    CodecMismatch,
    Forbidden,
    IdempotencyConflict,
    InvalidRequest,
    InvalidResponse,
    LeaseFenced,
    NotFound,
    PayloadTooLarge,
    PolicyRejected,
    RateLimited,
    RevisionConflict,
    RunFenced,
    StatecoreClientError,
    StateNotPending,
    StateScope,
    ThreadStateStore,
    Unauthenticated,
)
from tests.conftest import CODEC
from tests.statecore.client.conftest import FAST, problem

BINDING_ID = "00000000-0000-0000-0000-000000000001"
SCOPE_BODY: dict[str, str | int] = {
    "binding_id": BINDING_ID,
    "environment": "prod",
    "harness": "deepagents",
    "epoch": 1,
    "adapter_codec_version": CODEC,
    "lease_generation": 1,
    "expires_at": "2030-01-01T00:00:00Z",
}

CASES = [
    (400, "invalid_request", InvalidRequest),
    (401, "unauthenticated", Unauthenticated),
    (403, "forbidden", Forbidden),
    (404, "not_found", NotFound),
    (409, "revision_conflict", RevisionConflict),
    (409, "idempotency_conflict", IdempotencyConflict),
    (409, "lease_fenced", LeaseFenced),
    (409, "run_fenced", RunFenced),
    (409, "state_not_pending", StateNotPending),
    (409, "codec_mismatch", CodecMismatch),
    (413, "payload_too_large", PayloadTooLarge),
    (422, "policy_rejected", PolicyRejected),
    (429, "rate_limited", RateLimited),
]


def store_answering(response: httpx.Response) -> ThreadStateStore:
    def handler(request: httpx.Request) -> httpx.Response:
        return response

    return ThreadStateStore(
        "http://statecore.test", "stl_secret-token", retry=FAST, transport=httpx.MockTransport(handler)
    )


@pytest.mark.parametrize(("status", "code", "cls"), CASES)
def test_each_code_maps_to_its_exception(status: int, code: str, cls: type[StatecoreClientError]) -> None:
    with store_answering(problem(status, code)) as store, pytest.raises(cls) as caught:
        store.scope()
    assert (caught.value.status, caught.value.code, caught.value.problem["code"]) == (status, code, code)


def test_code_wins_over_status_and_unknown_codes_keep_theirs() -> None:
    with (
        store_answering(problem(409, "something_new")) as store,
        pytest.raises(StatecoreClientError) as caught,
    ):
        store.scope()
    assert type(caught.value) is StatecoreClientError
    assert caught.value.code == "something_new"


def test_extension_members_and_retry_after_header() -> None:
    conflicted = store_answering(problem(409, "revision_conflict", current_revision=7))
    with conflicted as store, pytest.raises(RevisionConflict) as conflict:
        store.scope()
    assert conflict.value.current_revision == 7
    limited = problem(429, "rate_limited", retry_after=3)
    limited.headers["Retry-After"] = "11"
    with store_answering(limited) as store, pytest.raises(RateLimited) as caught:
        store.scope()
    assert caught.value.retry_after == 11


def test_a_body_that_is_not_problem_json_is_never_echoed() -> None:
    echoed = httpx.Response(404, text="<html>stl_secret-token payload-canary</html>")
    with store_answering(echoed) as store, pytest.raises(NotFound) as caught:
        store.scope()
    assert caught.value.problem == {}
    assert "canary" not in str(caught.value)
    assert "secret-token" not in str(caught.value)


def test_a_success_with_a_malformed_body_is_invalid_response() -> None:
    scope = StateScope(BINDING_ID, "prod", "deepagents", 1, CODEC, 1)
    malformed = store_answering(httpx.Response(200, json={"head": {"revision": "one"}}))
    with malformed as store, pytest.raises(InvalidResponse):
        store.load_head(scope)


def test_scope_parses_the_server_body() -> None:
    with store_answering(httpx.Response(200, json=SCOPE_BODY)) as store:
        scope = store.scope()
    assert (scope.binding_id, scope.epoch, scope.lease_generation) == (BINDING_ID, 1, 1)


def test_a_native_payload_that_does_not_match_its_etag_is_refused() -> None:
    scope = StateScope(BINDING_ID, "prod", "deepagents", 1, CODEC, 1)
    etag = '"' + hashlib.sha256(b"the real payload").hexdigest() + '"'
    truncated = httpx.Response(200, content=b"the real pay", headers={"ETag": etag})
    with store_answering(truncated) as store, pytest.raises(InvalidResponse):
        store.read_native(scope, "00000000-0000-0000-0000-000000000002")
