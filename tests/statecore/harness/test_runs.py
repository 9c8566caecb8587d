"""The control plane's start of a run (one statement) and its settling of runs whose control
plane died (the periodic sweep)."""

from __future__ import annotations

import base64
import queue
import threading
import time
from datetime import timedelta
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from statecore import frames, selectors
from statecore.crypto import token_hash
from statecore.errors import IdempotencyConflict, InvalidRequest, NotFound, RunInProgress
from statecore.harness.runs import (
    RelayThreads,
    Replay,
    RunConfig,
    Started,
    begin,
    parse_request,
    read_start,
    settle_stale,
)
from statecore.models import AuditEvent, Binding, HarnessRun, Lease, Run
from statecore.scope import AppPrincipal
from tests.conftest import Worker, new_app_token
from tests.portal.api.test_adapter_checkpoints import DELTA, VALUES, _put, _write_group


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


# --- the start: one statement (statecore_run_begin) ---------------------------------------------

CONFIG = RunConfig(
    service_url="http://127.0.0.1:1", heartbeat_seconds=1, stale_seconds=30, timeout_seconds=60
)


def _begin(
    binding: Binding, token: str | AppPrincipal, body: Any, key: str | None = None
) -> Replay | Started:
    principal = selectors.app_principal(token=token) if isinstance(token, str) else token
    return begin(principal=principal, binding=binding, request=parse_request(body, key), config=CONFIG)


HELLO = {"input": {"messages": [{"role": "user", "content": "hello"}]}}


@pytest.mark.django_db
def test_a_new_run_begins_in_one_statement_with_the_row_it_wrote(make_binding: Any) -> None:
    binding = Binding.objects.get(pk=make_binding()["id"])
    principal = selectors.app_principal(token=new_app_token())
    with CaptureQueriesContext(connection) as queries:
        started = _begin(binding, principal, HELLO, "key-1")
    # (the test's transaction puts the statement in a savepoint; a request runs it alone)
    statements = [q["sql"] for q in queries.captured_queries if "SAVEPOINT" not in q["sql"]]
    assert [s.split("(")[0] for s in statements] == ["SELECT * FROM statecore_run_begin"]
    assert isinstance(started, Started)
    stored = HarnessRun.objects.get(pk=started.run.pk)
    fields = [f.attname for f in HarnessRun._meta.concrete_fields]
    assert {f: getattr(started.run, f) for f in fields} == {f: getattr(stored, f) for f in fields}
    assert (stored.status, stored.resume, stored.idempotency_key) == ("running", False, "key-1")
    assert stored.lease_id is not None
    lease = Lease.objects.get(pk=stored.lease_id)
    assert lease.token_hash == token_hash(started.lease_token)
    assert (lease.generation, lease.epoch) == (1, stored.epoch)
    start = AuditEvent.objects.get(action="run.start", run_id=stored.run_id)
    assert (start.outcome, start.data) == ("started", {"lease_generation": 1})
    assert AuditEvent.objects.filter(action="lease.issue", binding_id=binding.pk).count() == 1


@pytest.mark.django_db
def test_the_one_statement_start_refuses_as_the_transaction_did(make_binding: Any) -> None:
    binding = Binding.objects.get(pk=make_binding()["id"])
    token = new_app_token()
    first = _begin(binding, token, HELLO, "key-1")
    assert isinstance(first, Started)
    replay = _begin(binding, token, HELLO, "key-1")  # the same request again: its run
    assert isinstance(replay, Replay)
    assert replay.run.pk == first.run.pk
    with pytest.raises(IdempotencyConflict):  # the key with another body
        _begin(binding, token, {"input": {"messages": [{"role": "user", "content": "other"}]}}, "key-1")
    with pytest.raises(RunInProgress):  # the first run is still running, its control plane beats
        _begin(binding, token, HELLO)
    other_org = new_app_token(organization_id="org-2")
    HarnessRun.objects.filter(pk=first.run.pk).update(status="failed", ended_at=timezone.now())
    with pytest.raises(NotFound):  # a binding outside the token's organization: nothing written
        _begin(binding, other_org, HELLO)
    assert HarnessRun.objects.filter(binding=binding).count() == 1
    assert Lease.objects.filter(binding=binding).count() == 1


@pytest.mark.django_db
def test_a_start_after_a_dead_control_plane_settles_its_run_first(make_binding: Any) -> None:
    binding = Binding.objects.get(pk=make_binding()["id"])
    dead = _running(binding, run_id="run-dead", message_sent=False, age_seconds=120)
    started = _begin(binding, new_app_token(), HELLO)
    assert isinstance(started, Started)
    dead.refresh_from_db()
    assert (dead.status, dead.reason) == ("failed", "control_plane_lost")
    assert HarnessRun.objects.get(pk=started.run.pk).status == "running"


@pytest.mark.django_db
def test_a_started_runs_lease_is_known_with_the_memory_context_it_will_verify_with(make_binding: Any) -> None:
    """So the worker's first memory read checks the lease in the read's round trip
    (``selectors.lease_principal_with_reads``): the remembered context must be the verified one,
    for a new run and for one begun in a transaction (after a dead control plane's run)."""
    binding = Binding.objects.get(pk=make_binding()["id"])

    def known_as_verified(started: Replay | Started) -> None:
        assert isinstance(started, Started)
        hashed = token_hash(started.lease_token)
        remembered = selectors.seen_memory_context(hashed)  # before verifying (which remembers)
        assert remembered is not None
        assert remembered == selectors.lease_principal_by_hash(token_hash=hashed).memory

    first = _begin(binding, new_app_token(), HELLO)
    known_as_verified(first)
    HarnessRun.objects.filter(pk=first.run.pk).update(status="failed", ended_at=timezone.now())
    _running(binding, run_id="run-dead", message_sent=False, age_seconds=120)
    known_as_verified(_begin(binding, new_app_token(), HELLO))


# --- the relay threads ----------------------------------------------------------------------


def _backend_pid() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        return int(cursor.fetchone()[0])


def _relay_on(threads: RelayThreads, job: Any) -> Any:
    done: queue.Queue[Any] = queue.Queue()

    def run() -> None:
        done.put((threading.current_thread().name, job()))

    threads.submit(run)
    return done.get(timeout=10)


@pytest.mark.django_db(transaction=True)
def test_a_relay_thread_keeps_its_database_connection_for_the_next_run(monkeypatch: Any) -> None:
    monkeypatch.setitem(connection.settings_dict, "CONN_MAX_AGE", 600)  # production's default
    threads = RelayThreads(max_idle=2, idle_seconds=30)
    try:
        first = _relay_on(threads, _backend_pid)
        second = _relay_on(threads, _backend_pid)
        assert second == first  # the same thread, the same PostgreSQL backend: no connect mid-run
    finally:
        threads.close(wait=5)
    assert not threads._threads  # each closed its connection and left
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE pid = %s", [first[1]])
        assert cursor.fetchone()[0] == 0


@pytest.mark.django_db(transaction=True)
def test_a_run_never_waits_for_a_busy_relay_thread() -> None:
    threads = RelayThreads(max_idle=4, idle_seconds=30)
    release = threading.Event()
    names: queue.Queue[str] = queue.Queue()

    def busy() -> None:
        names.put(threading.current_thread().name)
        release.wait(10)

    try:
        threads.submit(busy)
        threads.submit(busy)  # the first is busy: a second thread, at once
        assert {names.get(timeout=5), names.get(timeout=5)} == {"run-relay-1", "run-relay-2"}
        release.set()
    finally:
        release.set()
        threads.close(wait=5)
    with pytest.raises(RuntimeError):
        threads.submit(busy)


@pytest.mark.django_db(transaction=True)
def test_idle_relay_threads_past_their_bound_or_time_leave() -> None:
    threads = RelayThreads(max_idle=1, idle_seconds=0.2)
    release = threading.Event()
    started = threading.Barrier(3)

    def busy() -> None:
        started.wait(5)
        release.wait(10)

    try:
        threads.submit(busy)
        threads.submit(busy)
        started.wait(5)
        release.set()
        deadline = time.monotonic() + 5
        while threads._threads and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not threads._threads  # one left at once (over max_idle), the other after 0.2 s
        assert threads._idle == 0
        assert _relay_on(threads, lambda: 7)[1] == 7  # and a new one serves the next run
    finally:
        release.set()
        threads.close(wait=5)


_START = "/api/v1/state/checkpoints?limit=1&checkpoint_ns=&include=head&include=delta&include=namespaces"


@pytest.mark.django_db
def test_the_start_read_sent_with_a_job_is_the_answer_the_worker_would_get(worker: Worker) -> None:
    assert _put(worker, "c1", 0, metadata={VALUES: ["messages"], DELTA: ["messages"]}).status_code == 200
    group = _write_group("c1", "t1", [(0, "messages", b"m1")])
    meta = {VALUES: [], DELTA: ["messages"]}
    assert _put(worker, "c2", 1, parent="c1", metadata=meta, writes=[group]).status_code == 200
    asked = worker.client.get(_START, HTTP_ACCEPT=frames.MEDIA_TYPE)
    assert asked.status_code == 200
    sent = read_start(worker.token)
    assert sent is not None
    assert base64.b64decode(sent) == asked.content
    header, _ = frames.decode(asked.content)
    assert (header["head"]["revision"], header["delta"]["checkpoint_id"], header["namespaces"]) == (
        2,
        "c2",
        [""],
    )


@pytest.mark.django_db
def test_a_start_read_over_its_bound_or_refused_is_left_to_the_worker(
    worker: Worker, make_worker: Any, monkeypatch: Any
) -> None:
    assert read_start(worker.token) is not None  # an empty thread's read is sent too
    assert _put(worker, "c1", 0, payload=b"x" * 2048).status_code == 200
    monkeypatch.setattr("statecore.harness.runs.START_READ_MAX_BYTES", 1024)
    assert read_start(worker.token) is None
    monkeypatch.undo()
    assert read_start(worker.token) is not None
    make_worker(worker.binding_id)  # a newer lease fences this one: the worker meets the refusal
    assert read_start(worker.token) is None


def test_a_start_read_that_fails_is_left_to_the_worker(monkeypatch: Any) -> None:
    def broken(**kwargs: Any) -> None:
        raise OSError("the database went away")

    monkeypatch.setattr("statecore.checkpoint_reads.checkpoints", broken)
    assert read_start("stl_" + "x" * 40) is None
