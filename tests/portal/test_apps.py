"""The trace ingress's credential check (``portal.apps.trace_credential_is_valid``): a valid
lease or application token, remembered for a bounded time for that decision only."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from portal import apps
from statecore.crypto import token_hash
from statecore.models import AppToken, Lease
from tests.conftest import new_app_token


@pytest.fixture(autouse=True)
def _empty_cache() -> Iterator[None]:
    apps._trusted.clear()
    yield
    apps._trusted.clear()


def _lookups(authorization: str) -> tuple[bool, bool]:
    """Whether the credential is valid, and whether that took a query."""
    with CaptureQueriesContext(connection) as queries:
        valid = apps.trace_credential_is_valid(authorization)
    return valid, any("SELECT" in q["sql"] for q in queries.captured_queries)


@pytest.mark.django_db
def test_a_valid_lease_is_looked_up_once_then_remembered(worker: Any) -> None:
    assert _lookups(f"Bearer {worker.token}") == (True, True)
    assert _lookups(f"Bearer {worker.token}") == (True, False)


@pytest.mark.django_db
def test_an_invalid_credential_is_never_remembered(worker: Any) -> None:
    for header in ("Bearer stl_unknown", "Bearer sta_unknown", "Basic abc", f"Token {worker.token}"):
        assert apps.trace_credential_is_valid(header) is False
        assert apps.trace_credential_is_valid(header) is False
    assert _lookups("Bearer stl_unknown") == (False, True)  # looked up again each time


@pytest.mark.django_db
def test_zero_seconds_looks_up_every_time(worker: Any, settings: Any) -> None:
    settings.STATECORE_TRACE_TRUST_CACHE_SECONDS = 0
    assert _lookups(f"Bearer {worker.token}") == (True, True)
    assert _lookups(f"Bearer {worker.token}") == (True, True)


@pytest.mark.django_db
def test_a_lease_is_remembered_no_longer_than_it_lives(worker: Any, settings: Any) -> None:
    settings.STATECORE_TRACE_TRUST_CACHE_SECONDS = 3600
    Lease.objects.filter(token_hash=token_hash(worker.token)).update(
        expires_at=timezone.now() + timedelta(seconds=20)
    )
    assert apps.trace_credential_is_valid(f"Bearer {worker.token}")
    left = apps._trusted._until[token_hash(worker.token)] - time.monotonic()
    assert 0 < left <= 20


@pytest.mark.django_db
def test_a_revoked_token_is_honoured_only_until_its_entry_lapses(settings: Any) -> None:
    settings.STATECORE_TRACE_TRUST_CACHE_SECONDS = 0.3
    token = new_app_token()
    assert apps.trace_credential_is_valid(f"Bearer {token}")
    AppToken.objects.filter(token_hash=token_hash(token)).update(revoked_at=timezone.now())
    assert apps.trace_credential_is_valid(f"Bearer {token}")  # within the bound, as documented
    time.sleep(0.35)
    assert not apps.trace_credential_is_valid(f"Bearer {token}")


def test_the_cache_keeps_its_size_bound_oldest_first() -> None:
    cache = apps._TrustCache(size=3)
    for i in range(5):
        cache.keep(f"d{i}", until=time.monotonic() + 60)
    now = time.monotonic()
    assert [cache.valid(f"d{i}", now) for i in range(5)] == [False, False, True, True, True]


@pytest.mark.django_db
def test_a_credential_this_process_issued_needs_no_lookup(worker: Any, settings: Any) -> None:
    apps.trust_issued_credential(worker.token, ttl_seconds=300)
    assert _lookups(f"Bearer {worker.token}") == (True, False)
    apps._trusted.clear()
    settings.STATECORE_TRACE_TRUST_CACHE_SECONDS = 3600
    apps.trust_issued_credential(worker.token, ttl_seconds=5)  # never past the lease's life
    assert apps._trusted._until[token_hash(worker.token)] - time.monotonic() <= 5
    apps._trusted.clear()
    settings.STATECORE_TRACE_TRUST_CACHE_SECONDS = 0
    apps.trust_issued_credential(worker.token, ttl_seconds=300)
    assert _lookups(f"Bearer {worker.token}") == (True, True)
