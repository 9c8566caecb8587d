"""Memory search (selectors.memory_search / memory_query) in every mode: conformance 5 for search
by meaning, property-based (no cross-subject, cross-agent, cross-environment or cross-organization
hit, whatever the query), liveness and kind filters before ranking, bounds, and the fusion."""

from __future__ import annotations

import hashlib
import uuid
from datetime import timedelta
from itertools import product
from typing import Any

import pytest
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from statecore import embeddings, selectors
from statecore.errors import InvalidRequest, ServiceUnavailable
from statecore.models import MemoryRecord
from statecore.scope import LeasePrincipal, MemoryContext, StateScope
from statecore.services.memory import Namespace, access_namespace, caller_for_lease

pytestmark = pytest.mark.django_db

ENVIRONMENTS, SUBJECTS, AGENTS, ORGS = (
    ("prod", "staging"),
    ("s1", "s2", "s3"),
    ("agent-1", "agent-2"),
    ("o1", "o2"),
)
SCOPES = ("user", "agent", "organization")
# The same texts in every namespace: ranking alone would put another namespace's copy first as
# often as the caller's own, so any leak shows.
TEXTS = (
    "Prefers vim keybindings for coding.",
    "Drinks green tea every morning.",
    "The weekly report is due on Friday.",
)
QUERIES = ("which text editor", "tea", "beverage in the morning", "report deadline", "vim", "zzz unknown")

contexts = st.tuples(
    st.sampled_from(ENVIRONMENTS), st.sampled_from(SUBJECTS), st.sampled_from(AGENTS), st.sampled_from(ORGS)
)


def _namespace(scope: str, env: str, subject: str, agent: str, org: str) -> Namespace:
    principal = LeasePrincipal(
        lease_id=uuid.uuid4(),
        scope=StateScope(uuid.uuid4(), env, "h", 1, "c/1", 1),
        memory=MemoryContext(environment=env, subject_ref=subject, agent_id=agent, organization_id=org),
        expires_at=timezone.now(),
    )
    return access_namespace(caller=caller_for_lease(principal), scope=scope, write=False)


def _record(namespace: Namespace, key: str, content: str, vector: Any, **extra: Any) -> MemoryRecord:
    return MemoryRecord.objects.create(
        namespace=namespace.key,
        scope=namespace.scope,
        environment=namespace.environment,
        subject_ref=namespace.subject_ref,
        agent_id=namespace.agent_id,
        organization_id=namespace.organization_id,
        key=key,
        kind=extra.pop("kind", "semantic"),
        content=content,
        content_type="text/plain",
        content_hash=hashlib.sha256(content.encode()).hexdigest(),
        revision=1,
        provenance={"writer": "test", "namespace": namespace.key},
        writer="test",
        embedding=vector,
        **extra,
    )


@pytest.fixture
def everywhere() -> dict[str, list[int]]:
    """TEXTS in every namespace any context can reach, with their real vectors."""
    vectors = embeddings.default_embedder().embed(list(TEXTS))
    ids: dict[str, list[int]] = {}
    for scope, (env, subject, agent, org) in product(SCOPES, product(ENVIRONMENTS, SUBJECTS, AGENTS, ORGS)):
        namespace = _namespace(scope, env, subject, agent, org)
        if namespace.key in ids:
            continue
        ids[namespace.key] = [
            _record(namespace, f"k{i}", text, vector).pk
            for i, (text, vector) in enumerate(zip(TEXTS, vectors, strict=True))
        ]
    return ids


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    context=contexts,
    scope=st.sampled_from(SCOPES),
    mode=st.sampled_from(selectors.SEARCH_MODES),
    # NUL is refused by the API's parser (DRF's CharField) before any search, a lone surrogate
    # by the query itself (test_a_query_that_is_not_unicode_is_refused)
    text=st.sampled_from(QUERIES)
    | st.text(st.characters(codec="utf-8", exclude_characters="\x00"), min_size=1, max_size=40),
    limit=st.integers(1, 50),
)
def test_conformance_5_search_by_meaning_never_crosses_a_namespace(
    everywhere: dict[str, list[int]],
    context: tuple[str, str, str, str],
    scope: str,
    mode: str,
    text: str,
    limit: int,
) -> None:
    namespace = _namespace(scope, *context)
    answer = selectors.memory_query(namespace=namespace.key, text=text, kinds=None, limit=limit, mode=mode)
    assert answer.mode == mode
    assert len(answer.results) <= limit
    own = set(everywhere[namespace.key])
    for hit in answer.results:
        record = hit.record
        assert record.pk in own
        assert record.namespace == namespace.key
        assert record.environment == namespace.environment
        assert record.agent_id == namespace.agent_id
        if scope == "user":
            assert record.subject_ref == namespace.subject_ref
        if scope == "organization":
            assert record.organization_id == namespace.organization_id
        assert record.provenance["namespace"] == namespace.key
    if mode == "vector":  # every record of the namespace has a vector: the nearest always come back
        assert len(answer.results) == min(limit, len(TEXTS))


def test_vector_and_hybrid_rank_by_meaning_and_keep_the_scores(everywhere: dict[str, list[int]]) -> None:
    namespace = _namespace("user", "prod", "s1", "agent-1", "o1")
    found = selectors.memory_query(
        namespace=namespace.key, text="what does the user drink", kinds=None, limit=3, mode="vector"
    )
    assert found.results[0].record.key == "k1"
    assert found.embed_ms > 0
    scores = [h.score for h in found.results]
    assert scores == sorted(scores, reverse=True)
    assert -1.0 <= scores[-1] <= scores[0] <= 1.0
    # No word in common with any record: lexical finds nothing, hybrid finds it by meaning.
    assert (
        selectors.memory_query(
            namespace=namespace.key, text="beverage", kinds=None, limit=3, mode="lexical"
        ).results
        == []
    )
    hybrid = selectors.memory_query(
        namespace=namespace.key, text="beverage", kinds=None, limit=1, mode="hybrid"
    )
    assert [h.record.key for h in hybrid.results] == ["k1"]
    # A record both rankings hold is fused above one only the vector ranking holds.
    both = selectors.memory_query(
        namespace=namespace.key, text="vim keybindings", kinds=None, limit=3, mode="hybrid"
    )
    assert both.results[0].record.key == "k0"
    k = selectors.RRF_K
    assert both.results[0].score == pytest.approx(2 / (k + 1))
    assert all(h.score <= 1 / (k + 1) + 1e-12 for h in both.results[1:])


def test_expired_other_kinds_and_unembedded_records_are_filtered_before_ranking() -> None:
    namespace = _namespace("user", "prod", "s1", "agent-1", "o1")
    model = embeddings.default_embedder()
    tea = model.embed_one("Drinks green tea.")
    _record(namespace, "expired", "Drinks green tea.", tea, expires_at=timezone.now() - timedelta(seconds=1))
    _record(namespace, "procedure", "Drinks green tea.", tea, kind="procedural")
    _record(namespace, "later", "Drinks green tea.", None)  # not embedded yet
    live = _record(namespace, "live", "Drinks green tea.", tea)

    def keys(mode: str, kinds: list[str] | None) -> set[str]:
        answer = selectors.memory_query(namespace=namespace.key, text="tea", kinds=kinds, limit=10, mode=mode)
        return {h.record.key for h in answer.results}

    assert keys("vector", ["semantic"]) == {live.key}
    assert keys("hybrid", ["semantic"]) == {live.key, "later"}  # lexical still finds it
    assert keys("lexical", None) == {live.key, "later", "procedure"}


def test_without_the_model_hybrid_runs_lexical_and_vector_is_unavailable(
    everywhere: dict[str, list[int]], monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    corrupt = tmp_path / "model.onnx"
    corrupt.write_bytes(b"\x00")
    monkeypatch.setattr(embeddings, "default_embedder", lambda: embeddings.Embedder(model_path=corrupt))
    namespace = _namespace("user", "prod", "s1", "agent-1", "o1")
    answer = selectors.memory_query(namespace=namespace.key, text="tea", kinds=None, limit=5, mode="hybrid")
    assert answer.mode == "lexical"
    assert [h.record.key for h in answer.results] == ["k1"]
    with pytest.raises(ServiceUnavailable) as raised:
        selectors.memory_query(namespace=namespace.key, text="tea", kinds=None, limit=5, mode="vector")
    assert raised.value.code == "service_unavailable"


def test_a_vector_search_without_a_vector_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="vector"):
        selectors.memory_search(namespace="n", text="t", kinds=None, limit=1, mode="hybrid")
    with pytest.raises(ValueError, match="mode"):
        selectors.memory_search(namespace="n", text="t", kinds=None, limit=1, mode="psychic")


@pytest.mark.parametrize("mode", selectors.SEARCH_MODES)
def test_a_query_that_is_not_unicode_is_refused(mode: str) -> None:
    with pytest.raises(InvalidRequest):
        selectors.memory_query(namespace="ns", text="tea \ud800", kinds=None, limit=5, mode=mode)
