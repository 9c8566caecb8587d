"""The control plane's settling of runs whose control plane died (the periodic sweep)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from statecore.errors import InvalidRequest
from statecore.harness.runs import parse_request, settle_stale
from statecore.models import AuditEvent, Binding, HarnessRun, Run


def _running(binding: Binding, *, run_id: str, message_sent: bool, age_seconds: float) -> HarnessRun:
    hr = HarnessRun.objects.create(
        environment=binding.environment,
        run_id=run_id,
        binding=binding,
        epoch=binding.epoch,
        status="running",
        request_digest="0" * 64,
        message_sent=message_sent,
        started_by="app:test",
    )
    HarnessRun.objects.filter(pk=hr.pk).update(heartbeat_at=timezone.now() - timedelta(seconds=age_seconds))
    return hr


@pytest.mark.django_db
def test_the_sweep_settles_only_runs_whose_heartbeat_stopped(make_binding: Any) -> None:
    quiet = Binding.objects.get(pk=make_binding()["id"])
    spoke = Binding.objects.get(pk=make_binding()["id"])
    alive = Binding.objects.get(pk=make_binding()["id"])
    _running(quiet, run_id="run-quiet", message_sent=False, age_seconds=120)
    _running(spoke, run_id="run-spoke", message_sent=True, age_seconds=120)
    _running(alive, run_id="run-alive", message_sent=True, age_seconds=1)
    assert settle_stale(stale_seconds=30) == 2
    statuses = dict(HarnessRun.objects.values_list("run_id", "status"))
    assert statuses == {"run-quiet": "failed", "run-spoke": "uncertain_durability", "run-alive": "running"}
    marked = Run.objects.get(run_id="run-spoke")
    assert marked.status == "uncertain_durability"
    assert marked.fenced
    assert marked.marked_head_revision == 0
    assert not Run.objects.filter(run_id="run-quiet").exists()
    assert AuditEvent.objects.filter(run_id="run-spoke", action="run.mark_uncertain").exists()
    assert settle_stale(stale_seconds=30) == 0  # settled once


@pytest.mark.parametrize(
    "body",
    [
        None,
        {"input": {"messages": [{"role": "user", "content": "x" * 40_000}]}},
        {"input": {"messages": [{"role": "user", "content": "x"}] * 101}},
        {"input": {"messages": "hi"}},
        {"input": {}},
    ],
)
def test_parse_request_refuses(body: Any) -> None:
    with pytest.raises(InvalidRequest):
        parse_request(body, None)


def test_parse_request_digests_the_body_not_its_key_order() -> None:
    a = parse_request({"resume": {"approved": True, "note": 1}}, "k")
    b = parse_request({"resume": {"note": 1, "approved": True}}, "k")
    assert a.digest == b.digest
    assert a.is_resume
