"""Metrics: the policy's instruments and labels, the exporter wrapper's second filter, the
configuration from ``OTEL_*``, and what the services record (in process, on the test database,
through the real recorder with a capturing exporter in place of OTLP)."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from opentelemetry.sdk.metrics import Exemplar as SdkExemplar
from opentelemetry.sdk.metrics.export import (
    AggregationTemporality,
    Gauge,
    Histogram,
    HistogramDataPoint,
    Metric,
    MetricExporter,
    MetricExportResult,
    MetricsData,
    NumberDataPoint,
    ResourceMetrics,
    ScopeMetrics,
    Sum,
)
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.util.instrumentation import InstrumentationScope

from telemetry import metrics, policy
from tests.conftest import Worker, assert_problem


class CapturingExporter(MetricExporter):
    """Keeps every batch the reader exported (after the scrubbing wrapper)."""

    def __init__(self) -> None:
        super().__init__()
        self.batches: list[MetricsData] = []

    def export(
        self, metrics_data: MetricsData, timeout_millis: float = 10_000, **kwargs: Any
    ) -> MetricExportResult:
        self.batches.append(metrics_data)
        return MetricExportResult.SUCCESS

    def force_flush(self, timeout_millis: float = 10_000) -> bool:
        return True

    def shutdown(self, timeout_millis: float = 30_000, **kwargs: Any) -> None:
        pass


@dataclass
class Captured:
    handle: metrics.MetricsHandle
    exporter: CapturingExporter
    queue_reads: list[int] = field(default_factory=list)

    def collect(self) -> list[tuple[str, dict[str, Any], Any]]:
        """(instrument, labels, value) of the latest export: a sum's value, a histogram's count."""
        self.exporter.batches.clear()
        self.handle.force_flush()
        out: list[tuple[str, dict[str, Any], Any]] = []
        for batch in self.exporter.batches:
            for rm in batch.resource_metrics:
                for sm in rm.scope_metrics:
                    for metric in sm.metrics:
                        for point in metric.data.data_points:
                            value = point.count if isinstance(point, HistogramDataPoint) else point.value
                            out.append((metric.name, dict(point.attributes or {}), value))
        return out

    def value(self, name: str, **labels: Any) -> Any:
        found = [v for n, attrs, v in self.collect() if n == name and attrs == labels]
        return found[0] if found else 0


@pytest.fixture
def captured() -> Iterator[Callable[..., Captured]]:
    metrics.shutdown_metrics()

    def start(**kwargs: Any) -> Captured:
        exporter = CapturingExporter()
        handle = metrics.configure_metrics(
            metrics.MetricsConfig(export_interval_millis=3_600_000), exporter=exporter, **kwargs
        )
        return Captured(handle, exporter)

    yield start
    metrics.shutdown_metrics()


# --- the policy ---------------------------------------------------------------------------------


def _enum_values(validator: policy.Validator) -> frozenset[str] | None:
    cells = [c.cell_contents for c in (getattr(validator, "__closure__", None) or ())]
    if getattr(validator, "__qualname__", "").startswith("enum.") and len(cells) == 1:
        return frozenset(cells[0])
    return None


def test_every_label_is_a_closed_set_or_the_url_template() -> None:
    """No label can carry an identifier, token, subject, key or content: each is an enum, except
    the request's URL template (validated as a template, never a concrete path)."""
    for spec in policy.ALLOWED_METRICS.values():
        for key, validator in spec.labels.items():
            if key == "http.route":
                assert validator is policy.route
                continue
            values = _enum_values(validator)
            assert values is not None, (spec.name, key)
            assert len(values) <= 32, (spec.name, key)
            for value in values:
                assert not policy.trips(value)
        assert not {"id", "ref", "key", "subject", "token", "content"} & set(
            part for key in spec.labels for part in key.replace(".", "_").split("_")
        ), spec.name


def test_prometheus_names_are_distinct_and_follow_the_translation() -> None:
    names = [n for spec in policy.ALLOWED_METRICS.values() for n in spec.prometheus_names()]
    assert len(names) == len(set(names))
    spec = policy.ALLOWED_METRICS
    assert spec["statecore.state.commits"].prometheus_names() == ("statecore_state_commits_total",)
    assert spec["statecore.http.server.request.duration"].prometheus_names() == (
        "statecore_http_server_request_duration_seconds_bucket",
        "statecore_http_server_request_duration_seconds_sum",
        "statecore_http_server_request_duration_seconds_count",
    )
    assert spec["statecore.memory.review_queue.oldest_age"].prometheus_names() == (
        "statecore_memory_review_queue_oldest_age_seconds",
    )
    assert spec["statecore.memory.review_queue.depth"].prometheus_names() == (
        "statecore_memory_review_queue_depth",
    )


def test_instance_id_is_a_uuid_and_nothing_else() -> None:
    assert policy.instance_id(str(uuid.uuid4()))
    for bad in ("host-1", "canary@example.com", str(uuid.uuid4()).upper(), "", 7):
        assert not policy.instance_id(bad)


# --- the exporter wrapper -------------------------------------------------------------------------


def _point(attributes: dict[str, Any], value: int = 1) -> NumberDataPoint:
    exemplar = SdkExemplar({"user": "canary"}, 1, 0, 0xABC, 0xDEF)
    return NumberDataPoint(attributes, 0, 1, value, exemplars=[exemplar])


def _sum(name: str, points: list[NumberDataPoint]) -> Metric:
    return Metric(name, "", "", Sum(points, AggregationTemporality.CUMULATIVE, True))


def test_scrub_keeps_only_policy_instruments_labels_and_resource() -> None:
    canary = "sk-proj-" + uuid.uuid4().hex
    data = MetricsData(
        [
            ResourceMetrics(
                Resource(
                    {
                        "service.name": "statecore",
                        "service.instance.id": canary,
                        "host.name": canary,
                        "process.command_args": canary,
                    }
                ),
                [
                    ScopeMetrics(
                        InstrumentationScope(f"scope-{canary}", canary),
                        [
                            _sum(
                                "statecore.state.commits",
                                [
                                    _point({"operation": "commit", "outcome": "ok", "binding": canary}),
                                    _point({"operation": canary, "outcome": "revision_conflict"}),
                                ],
                            ),
                            _sum("http.server.active_requests", [_point({"http.target": canary})]),
                            Metric(
                                "statecore.memory.review_queue.depth",
                                "",
                                "",
                                Gauge([_point({"status": "pending_approval", "subject": canary})]),
                            ),
                            Metric(
                                "statecore.http.server.request.duration",
                                "",
                                "s",
                                Histogram(
                                    [
                                        HistogramDataPoint(
                                            {
                                                "http.route": f"api/v1/memory/{canary}",
                                                "http.request.method": "GET",
                                                "http.response.status_class": "2xx",
                                                "url.full": canary,
                                            },
                                            0,
                                            1,
                                            1,
                                            0.5,
                                            (0, 1),
                                            (0.1,),
                                            0.5,
                                            0.5,
                                        )
                                    ],
                                    AggregationTemporality.CUMULATIVE,
                                ),
                            ),
                        ],
                        "https://schema.example/" + canary,
                    )
                ],
                "",
            )
        ]
    )
    clean = metrics.scrub_metrics(data)
    assert canary not in repr(clean)
    (rm,) = clean.resource_metrics
    assert dict(rm.resource.attributes) == {"service.name": "statecore"}
    (sm,) = rm.scope_metrics
    assert sm.scope.name == policy.METER_NAME
    by_name = {m.name: m for m in sm.metrics}
    assert set(by_name) == {
        "statecore.state.commits",
        "statecore.memory.review_queue.depth",
        "statecore.http.server.request.duration",
    }
    assert [dict(p.attributes) for p in by_name["statecore.state.commits"].data.data_points] == [
        {"operation": "commit", "outcome": "ok"},
        {"outcome": "revision_conflict"},
    ]
    assert all(not p.exemplars for m in sm.metrics for p in m.data.data_points)
    (hp,) = by_name["statecore.http.server.request.duration"].data.data_points
    assert dict(hp.attributes) == {"http.request.method": "GET", "http.response.status_class": "2xx"}


# --- configuration ------------------------------------------------------------------------------


def test_config_follows_the_standard_variables() -> None:
    base = {"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318/"}
    config = metrics.MetricsConfig.from_environ(base)
    assert not config.disabled
    assert config.endpoint == "http://collector:4318/v1/metrics"
    assert config.export_interval_millis == 60_000
    assert (
        metrics.MetricsConfig.from_environ(
            {**base, "OTEL_METRIC_EXPORT_INTERVAL": "500"}
        ).export_interval_millis
        == 500
    )
    assert metrics.MetricsConfig.from_environ(
        {**base, "OTEL_METRIC_EXPORT_TIMEOUT": "600000"}
    ).export_timeout_millis == (metrics.MAX_EXPORT_TIMEOUT_MILLIS)
    assert metrics.MetricsConfig.from_environ({**base, "OTEL_METRICS_EXPORTER": "none"}).disabled
    assert metrics.MetricsConfig.from_environ({**base, "OTEL_SDK_DISABLED": "true"}).disabled
    assert metrics.MetricsConfig.from_environ({}).disabled  # nowhere to send them
    grpc = metrics.MetricsConfig.from_environ({**base, "OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"})
    assert grpc.endpoint == "http://collector:4318/"
    specific = metrics.MetricsConfig.from_environ(
        {**base, "OTEL_EXPORTER_OTLP_METRICS_ENDPOINT": "http://m:1/x"}
    )
    assert specific.endpoint == "http://m:1/x"
    for bad in ({"OTEL_METRICS_EXPORTER": "prometheus"}, {"OTEL_METRIC_EXPORT_INTERVAL": "soon"}):
        with pytest.raises(metrics.MetricsConfigError):
            metrics.MetricsConfig.from_environ({**base, **bad})


def test_disabled_metrics_record_nothing_and_cost_a_return() -> None:
    metrics.shutdown_metrics()
    handle = metrics.configure_metrics(metrics.MetricsConfig(disabled=True))
    try:
        assert handle.provider is None
        assert metrics._recorder is None
        metrics.state_outcome("commit", "ok")
        metrics.request_served("healthz", "GET", 200, 0.001)
    finally:
        metrics.shutdown_metrics()


def test_configure_is_idempotent(captured: Callable[..., Captured]) -> None:
    first = captured()
    assert metrics.configure_metrics(metrics.MetricsConfig()) is first.handle


# --- recording ------------------------------------------------------------------------------------


def test_state_outcomes_count_commits_conflicts_and_fences(captured: Callable[..., Captured]) -> None:
    c = captured()
    metrics.state_outcome("commit", "ok")
    metrics.state_outcome("commit", "ok")
    metrics.state_outcome("commit", "revision_conflict")
    metrics.state_outcome("checkpoint_put", "run_fenced")
    metrics.state_outcome("write_pending", "lease_fenced")
    metrics.state_outcome("commit", "service_unavailable")
    metrics.state_outcome("load_head", "ok")
    points = c.collect()
    commits = {(a["operation"], a["outcome"]): v for n, a, v in points if n == "statecore.state.commits"}
    assert commits == {
        ("commit", "ok"): 2,
        ("commit", "revision_conflict"): 1,
        ("checkpoint_put", "run_fenced"): 1,
        ("commit", "unavailable"): 1,
    }
    assert [(a, v) for n, a, v in points if n == "statecore.state.revision_conflicts"] == [
        ({"operation": "commit"}, 1)
    ]
    fenced = {
        (a["operation"], a["reason"]): v for n, a, v in points if n == "statecore.state.fenced_requests"
    }
    assert fenced == {("checkpoint_put", "run_fenced"): 1, ("write_pending", "lease_fenced"): 1}


def test_requests_are_labelled_by_template_method_and_status_class(captured: Callable[..., Captured]) -> None:
    c = captured()
    metrics.request_served("api/v1/state/commit", "POST", 409, 0.002)
    metrics.request_served("", "GET", 404, 0.001)
    metrics.request_served("^static/(?P<path>.*)$", "BREW", 200, 0.001)
    name = "statecore.http.server.request.duration"
    got = sorted((tuple(sorted(a.items())), v) for n, a, v in c.collect() if n == name)
    assert got == sorted(
        [
            (
                (
                    ("http.request.method", "POST"),
                    ("http.response.status_class", "4xx"),
                    ("http.route", "api/v1/state/commit"),
                ),
                1,
            ),
            (
                (
                    ("http.request.method", "GET"),
                    ("http.response.status_class", "4xx"),
                    ("http.route", "unmatched"),
                ),
                1,
            ),
            (
                (
                    ("http.request.method", "_OTHER"),
                    ("http.response.status_class", "2xx"),
                    ("http.route", "unmatched"),
                ),
                1,
            ),
        ]
    )


def test_queue_gauges_read_once_per_cache_period_and_survive_a_failing_read(
    captured: Callable[..., Captured],
) -> None:
    calls: list[int] = []
    answers: list[Any] = [{"pending_approval": (3, 42.0), "scanning": (1, 2.0)}, RuntimeError("db down")]

    def read() -> dict[str, tuple[int, float]]:
        calls.append(1)
        answer = answers[min(len(calls) - 1, len(answers) - 1)]
        if isinstance(answer, Exception):
            raise answer
        return dict(answer)

    c = captured(review_queue=read)
    assert c.value("statecore.memory.review_queue.depth", status="pending_approval") == 3
    assert c.value("statecore.memory.review_queue.oldest_age", status="pending_approval") == 42.0
    assert c.value("statecore.memory.review_queue.depth", status="scanning") == 1
    assert len(calls) == 1  # two gauges, several collections: one read within the cache period
    recorder = metrics._recorder
    assert recorder is not None
    assert recorder._queue is not None
    recorder._queue._at = float("-inf")  # the period is over
    points = c.collect()
    assert len(calls) == 2
    assert not [p for p in points if p[0].startswith("statecore.memory.review_queue.")]


def test_span_export_counters_are_observed(captured: Callable[..., Captured]) -> None:
    from telemetry.export import HealthSnapshot

    snapshot = HealthSnapshot(status="degraded", exported=10, failed=4, dropped=2, queue_capacity=8)
    c = captured(span_health=lambda: snapshot)
    points = c.collect()
    assert {a["result"]: v for n, a, v in points if n == "statecore.telemetry.spans"} == {
        "exported": 10,
        "failed": 4,
        "dropped": 2,
    }
    assert [v for n, _, v in points if n == "statecore.telemetry.export.degraded"] == [1]


# --- the services, in process ---------------------------------------------------------------------


@pytest.mark.django_db
def test_service_calls_are_counted_where_they_happen(
    captured: Callable[..., Captured], worker: Worker, client: Any
) -> None:
    from statecore import selectors

    c = captured(review_queue=selectors.review_queue)
    assert worker.write_and_commit(b"one", expected=0).status_code == 200
    assert_problem(worker.write_and_commit(b"two", expected=0), 409, "revision_conflict")
    assert worker.client.post(
        "/api/v1/state/uncertain",
        {"run_id": "run-uncertain", "reason": "lost the worker"},
        format="json",
    ).status_code in (200, 201)
    points = c.collect()
    commits = {(a["operation"], a["outcome"]): v for n, a, v in points if n == "statecore.state.commits"}
    assert commits == {("commit", "ok"): 1, ("commit", "revision_conflict"): 1}
    assert [v for n, _, v in points if n == "statecore.runs.marked_uncertain"] == [1]
    assert {a["status"]: v for n, a, v in points if n == "statecore.memory.review_queue.depth"} == {
        "pending_approval": 0,
        "scanning": 0,
    }
    routes = {a["http.route"] for n, a, _ in points if n == "statecore.http.server.request.duration"}
    assert {"api/v1/state/commit", "api/v1/state/pending/<key:idempotency_key>"} <= routes


@pytest.mark.parametrize("outage", ["refused", "blackholed"])
def test_shutdown_during_a_collector_outage_takes_at_most_about_3_seconds(
    outage: str, request: pytest.FixtureRequest
) -> None:
    """The exit hook is bounded like the span processor's: an export to a collector that refuses
    the connection, or accepts it and never answers, cannot hold a worker's exit."""
    import time

    port = request.getfixturevalue("refused_port" if outage == "refused" else "blackhole")
    metrics.shutdown_metrics()
    config = metrics.MetricsConfig.from_environ(
        {"OTEL_EXPORTER_OTLP_ENDPOINT": f"http://127.0.0.1:{port}", "OTEL_METRIC_EXPORT_INTERVAL": "3600000"}
    )
    handle = metrics.configure_metrics(config)
    assert handle.recorder is not None
    metrics.state_outcome("commit", "ok")
    started = time.monotonic()
    metrics.shutdown_metrics()
    assert time.monotonic() - started < 4.5
    assert metrics.current() is None


@pytest.mark.django_db
def test_a_settled_harness_run_is_counted_by_its_final_status(
    captured: Callable[..., Captured], binding: dict[str, Any]
) -> None:
    """``settle`` counts the run once, by the status it settled on; a run settled meanwhile by
    another process is not counted again."""
    from django.utils import timezone

    from statecore.harness.runs import settle
    from statecore.models import HarnessRun, HarnessRunStatus
    from statecore.scope import SYSTEM

    c = captured()
    runs = [
        HarnessRun.objects.create(
            environment="prod",
            run_id=f"run-{uuid.uuid4().hex}",
            binding_id=binding["id"],
            epoch=1,
            status=HarnessRunStatus.RUNNING if i == 0 else HarnessRunStatus.FAILED,
            ended_at=None if i == 0 else timezone.now(),
            message_sent=False,
            request_digest="0" * 64,
            started_by="tests",
        )
        for i in range(2)
    ]
    assert settle(runs[0], reason="worker_lost", actor=SYSTEM) == HarnessRunStatus.FAILED
    assert settle(runs[1], reason="worker_lost", actor=SYSTEM) == HarnessRunStatus.FAILED  # already settled
    assert (
        settle(runs[0], reason="worker_lost", actor=SYSTEM) == HarnessRunStatus.FAILED
    )  # again: not counted
    points = c.collect()
    assert [(a, v) for n, a, v in points if n == "statecore.harness.runs"] == [({"status": "failed"}, 1)]


def test_a_bad_setting_leaves_metrics_off_and_the_process_serving(caplog: pytest.LogCaptureFixture) -> None:
    metrics.shutdown_metrics()
    try:
        handle = metrics.configure_or_off(
            lambda: metrics.MetricsConfig.from_environ(
                {"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:9", "OTEL_METRICS_EXPORTER": "console"}
            )
        )
        assert handle.recorder is None
        assert metrics._recorder is None
        metrics.state_outcome("commit", "ok")  # a no-op, not an error
        assert any("OTEL_METRICS_EXPORTER" in r.getMessage() for r in caplog.records)
    finally:
        metrics.shutdown_metrics()


@pytest.mark.filterwarnings("ignore:This process .* is multi-threaded")
def test_a_forked_child_exports_nothing_it_inherited(captured: Callable[..., Captured]) -> None:
    """The parent's aggregates (under the parent's instance id) never leave a child: the child
    drops the inherited handle and configures its own."""
    import os

    c = captured()
    metrics.state_outcome("commit", "ok")
    data = MetricsData([])
    pid = os.fork()
    if pid == 0:  # the child: exit codes say what failed
        code = 0
        if metrics.current() is not None or metrics._recorder is not None:
            code = 1
        elif c.handle.exporter is not None and (
            c.handle.exporter.export(data) is not MetricExportResult.SUCCESS or c.exporter.batches
        ):
            code = 2
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert metrics.current() is c.handle  # the parent keeps its own
    assert c.value("statecore.state.commits", operation="commit", outcome="ok") == 1
