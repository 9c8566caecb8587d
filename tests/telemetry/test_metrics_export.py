"""Metrics end to end: a real gunicorn server (deploy/gunicorn.conf.py, metrics configured after
fork) exports through the real OTLP/HTTP exporter to a local sink, after commits, a conflict, a
fenced request, an uncertain mark and a memory write whose request bodies, keys, subjects, run
ids and reasons carry secret-shaped canaries. Every exported instrument and label must be the
policy's, and no canary may appear in any exported byte (UTF-8, hex, base64)."""

from __future__ import annotations

import time
import urllib.parse
import uuid
from collections.abc import Iterator

import httpx
import pytest

from telemetry import policy
from tests.collector_config.conftest import load
from tests.conftest import new_app_token
from tests.servers import Server, gunicorn_server, issue_lease
from tests.telemetry.otlp_sink import OtlpSink, otlp_sink, wait_for

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

harness = load("canary/harness.py", "statecore_canary_harness")
CODEC = "metrics/1"


@pytest.fixture
def sink() -> Iterator[OtlpSink]:
    with otlp_sink() as s:
        yield s


@pytest.fixture
def server(transactional_db: None, sink: OtlpSink) -> Iterator[Server]:
    env = {
        "OTEL_EXPORTER_OTLP_ENDPOINT": sink.endpoint,
        "OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf",
        "OTEL_METRIC_EXPORT_INTERVAL": "300",
        "OTEL_BSP_SCHEDULE_DELAY": "200",
        "STATECORE_METRICS_GAUGE_CACHE_SECONDS": "1",
        "CELERY_BROKER_URL": "",  # memory scans in process: the scan histogram is this server's
    }
    with gunicorn_server(workers=1, env=env) as srv:
        yield srv


def _client(server: Server, token: str) -> httpx.Client:
    return httpx.Client(base_url=server.url, timeout=30, headers={"Authorization": f"Bearer {token}"})


def _plant(server: Server, c: dict[str, str]) -> None:
    """Commits, a conflict, a fenced commit, an uncertain mark, memory writes: canaries in
    every place a client chooses (bodies, keys, subject, agent, sandbox, run ids, reasons)."""
    key_safe = {n: v for n, v in c.items() if all(ch.isalnum() or ch in "._:-" for ch in v)}
    with _client(server, new_app_token()) as app:
        binding = app.post(
            "/api/v1/bindings",
            json={
                "environment": "prod",
                "harness": "h",
                "adapter": "a",
                "adapter_codec_version": CODEC,
                "agent_id": c["openai_key"],
                "subject": c["email"],
                "organization_id": "org-1",
            },
        )
        assert binding.status_code == 201, binding.text
        bid = binding.json()["id"]
        old = issue_lease(app, bid)["lease_token"]
        with _client(server, old) as worker:
            revision = 0
            for name, canary in key_safe.items():
                pending = worker.put(
                    f"/api/v1/state/pending/{canary}",
                    content=f"state {canary} {c['jwt']}".encode(),
                    headers={"X-State-Codec": CODEC, "Content-Type": "application/octet-stream"},
                )
                assert pending.status_code == 201, pending.text
                commit = worker.post(
                    "/api/v1/state/commit",
                    json={
                        "state_ref": pending.json()["state_ref"],
                        "expected_durable_revision": revision,
                        "run_id": canary,
                        "run": {"status": "completed"},
                    },
                )
                assert commit.status_code == 200, (name, commit.text)
                revision = commit.json()["head"]["revision"]
            stale = worker.put(
                f"/api/v1/state/pending/{uuid.uuid4().hex}",
                content=c["anthropic_key"].encode(),
                headers={"X-State-Codec": CODEC, "Content-Type": "application/octet-stream"},
            )
            conflict = worker.post(
                "/api/v1/state/commit",
                json={
                    "state_ref": stale.json()["state_ref"],
                    "expected_durable_revision": 0,
                    "run_id": c["aws_key"],
                    "run": {"status": "completed"},
                },
            )
            assert conflict.json()["code"] == "revision_conflict", conflict.text
            mark = worker.post(
                "/api/v1/state/uncertain",
                json={"run_id": "lost-" + c["slack_token"], "reason": f"lost {c['bearer']} {c['email']}"},
            )
            assert mark.status_code in (200, 201), mark.text
            for name, canary in key_safe.items():
                memory = worker.put(
                    f"/api/v1/memory/user/records/{urllib.parse.quote(canary, safe='')}",
                    headers={"Prefer": "wait=5"},
                    json={
                        "kind": "semantic",
                        "content": f"Remember {canary} for {c['email']}",
                        "content_type": "text/plain",
                        "expected_revision": None,
                        "provenance": {"source": canary},
                    },
                )
                assert memory.status_code in (200, 201, 202, 422), (name, memory.text)
            issue_lease(app, bid)  # every earlier lease is fenced now
            fenced = worker.post(
                "/api/v1/state/commit",
                json={
                    "state_ref": stale.json()["state_ref"],
                    "expected_durable_revision": revision,
                    "run_id": c["aws_key"],
                    "run": {"status": "completed"},
                },
            )
            assert fenced.json()["code"] == "lease_fenced", fenced.text


def test_metrics_reach_the_sink_with_policy_labels_only_and_no_canary(server: Server, sink: OtlpSink) -> None:
    canaries = harness.make_canaries()
    _plant(server, canaries)
    commit_route = "api/v1/state/commit"

    def missing() -> list[str]:
        names = {p.name for p in sink.latest().values()}
        wanted = {
            "commits ok": sink.total("statecore.state.commits", outcome="ok") >= 3,
            "commit conflict": sink.total("statecore.state.commits", outcome="revision_conflict") >= 1,
            "conflicts": sink.total("statecore.state.revision_conflicts", operation="commit") >= 1,
            "fenced": sink.total("statecore.state.fenced_requests", reason="lease_fenced") >= 1,
            "marked uncertain": sink.total("statecore.runs.marked_uncertain") >= 1,
            "scans": sink.total("statecore.memory.scan.duration") >= 1,
            "requests": sink.total("statecore.http.server.request.duration", **{"http.route": commit_route})
            >= 5,
            "queue": "statecore.memory.review_queue.depth" in names,
            "spans": "statecore.telemetry.spans" in names,
        }
        return [what for what, ok in wanted.items() if not ok]

    assert wait_for(lambda: not missing(), 60), missing()
    points = list(sink.latest().values())
    for point in points:
        spec = policy.ALLOWED_METRICS.get(point.name)
        assert spec is not None, point.name
        assert point.scope == policy.METER_NAME
        assert point.exemplars == 0, point.name
        assert set(point.labels) <= set(spec.labels), (point.name, point.labels)
        for key, value in point.labels.items():
            assert policy.allowed_value(spec.labels[key], value), (point.name, key, value)
        assert set(point.resource) <= set(policy.ALLOWED_RESOURCE_KEYS), point.resource
        assert policy.instance_id(point.resource["service.instance.id"])
        assert (
            point.kind
            == {
                "counter": "sum",
                "observable_counter": "sum",
                "histogram": "histogram",
                "observable_gauge": "gauge",
            }[spec.kind]
        ), point.name
        assert point.monotonic == spec.monotonic, point.name
    fenced = {p.labels["operation"] for p in points if p.name == "statecore.state.fenced_requests"}
    assert "commit" in fenced
    routes = {
        p.labels.get("http.route") for p in points if p.name == "statecore.http.server.request.duration"
    }
    assert {commit_route, "api/v1/memory/<str:scope>/records/<key:key>", "api/v1/bindings"} <= routes
    classes = {p.labels.get("http.response.status_class") for p in points}
    assert {"2xx", "4xx"} <= classes
    # the canary check on every exported byte: metrics, and the traces of the same requests
    metrics_bytes = sink.metrics_raw()
    assert metrics_bytes
    assert harness.search(metrics_bytes, canaries) == []
    assert harness.search(sink.raw(), canaries) == []
    # not vacuous: the same search finds a canary that does reach the bytes
    planted = metrics_bytes + canaries["email"].encode()
    assert harness.search(planted, canaries) == [harness.Hit("email", "utf8")]


def test_metrics_off_with_otel_metrics_exporter_none(transactional_db: None, sink: OtlpSink) -> None:
    env = {
        "OTEL_EXPORTER_OTLP_ENDPOINT": sink.endpoint,
        "OTEL_METRICS_EXPORTER": "none",
        "OTEL_METRIC_EXPORT_INTERVAL": "200",
        "OTEL_BSP_SCHEDULE_DELAY": "200",
    }
    with gunicorn_server(workers=1, env=env) as srv:
        for _ in range(3):
            assert httpx.get(srv.url + "/healthz", timeout=10).status_code == 200
        with _client(srv, new_app_token()) as app:
            assert app.get("/api/v1/health/telemetry").status_code == 200
        # spans still flow (the same endpoint), metrics never do
        assert wait_for(lambda: bool(sink.bodies), 30)
        time.sleep(1)  # several export intervals
        assert not sink.metric_bodies
