"""CONTRACT 5 search by meaning over HTTP, with the real Celery worker computing each memory's
vector in its scan: modes, bounds, provenance, isolation (conformance 5) and the model missing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rest_framework.test import APIClient

from statecore import embeddings
from statecore.models import MemoryRecord
from tests.conftest import Worker, assert_problem
from tests.portal.api.test_memory import put

pytestmark = [pytest.mark.postgres, pytest.mark.usefixtures("celery_worker_process")]

MEMORIES = {
    "editor": "Prefers vim keybindings for coding.",
    "drink": "Drinks green tea every morning.",
    "report": "The weekly report is due on Friday.",
}


def search(client: APIClient, text: str, mode: str | None = None, scope: str = "user", **body: Any) -> Any:
    query: dict[str, Any] = {"text": text}
    if mode is not None:
        query["mode"] = mode
    return client.post(f"/api/v1/memory/{scope}/search", {"query": query, **body}, format="json")


@pytest.fixture
def remembered(worker: Worker) -> Worker:
    for key, content in MEMORIES.items():
        assert put(worker.client, "user", key, content).status_code == 200
    return worker


def test_the_scan_task_stores_each_memory_vector(remembered: Worker) -> None:
    assert MemoryRecord.objects.filter(embedding__isnull=True).count() == 0
    assert MemoryRecord.objects.count() == len(MEMORIES)


def test_hybrid_and_vector_find_by_meaning_bounded_with_provenance_and_say_which_ran(
    remembered: Worker,
) -> None:
    lexical = search(remembered.client, "beverage")
    assert lexical.status_code == 200
    assert lexical.json() == {"results": [], "mode": "lexical"}  # the default mode is lexical
    for mode in ("vector", "hybrid"):
        r = search(remembered.client, "beverage", mode, limit=1)
        assert r.status_code == 200, r.content
        body = r.json()
        assert body["mode"] == mode
        assert [x["key"] for x in body["results"]] == ["drink"]
        hit = body["results"][0]
        assert hit["content"] == MEMORIES["drink"]
        assert hit["provenance"]["source_binding_id"] == remembered.binding_id
        assert isinstance(hit["score"], float)
    everything = search(remembered.client, "anything at all", "vector", limit=50).json()["results"]
    assert len(everything) == len(MEMORIES)
    for bad in ({"limit": 51}, {"limit": 0}):
        assert_problem(search(remembered.client, "tea", "hybrid", **bad), 400, "invalid_request")
    assert_problem(search(remembered.client, "tea", "semantic"), 400, "invalid_request")


def test_conformance_5_search_by_meaning_is_isolated_across_subjects_agents_and_environments(
    remembered: Worker,
    make_binding: Callable[..., Any],
    make_worker: Callable[..., Worker],
    make_app_client: Callable[..., APIClient],
    app: APIClient,
) -> None:
    other_subject = make_worker(make_binding()["id"])
    other_agent = make_worker(make_binding(agent_id="agent-2")["id"])
    staging = make_app_client(environment="staging")
    other_env = make_worker(make_binding(client=staging, environment="staging")["id"], client=staging)
    for w in (other_subject, other_agent, other_env):
        for mode in ("vector", "hybrid"):
            r = search(w.client, "green tea in the morning", mode, limit=50)
            assert r.status_code == 200
            assert r.json()["results"] == []
    # User memory is in no other scope's namespace, whoever asks.
    assert search(remembered.client, "tea", "vector", scope="agent").json()["results"] == []
    r = app.post(
        "/api/v1/memory/agent/search?agent_id=agent-1",
        {"query": {"text": "tea", "mode": "vector"}},
        format="json",
    )
    assert r.status_code == 200
    assert r.json()["results"] == []
    assert_problem(
        app.post(
            "/api/v1/memory/user/search?agent_id=agent-1",
            {"query": {"text": "tea", "mode": "hybrid"}},
            format="json",
        ),
        403,
        "forbidden",
    )


def test_without_the_model_hybrid_answers_lexical_and_vector_is_503(
    remembered: Worker, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    corrupt = tmp_path / "model.onnx"
    corrupt.write_bytes(b"\x00")
    monkeypatch.setattr(embeddings, "default_embedder", lambda: embeddings.Embedder(model_path=corrupt))
    r = search(remembered.client, "tea", "hybrid")
    assert r.status_code == 200
    assert r.json()["mode"] == "lexical"
    assert [x["key"] for x in r.json()["results"]] == ["drink"]
    problem = assert_problem(search(remembered.client, "tea", "vector"), 503, "service_unavailable")
    assert "tea" not in str(problem)
