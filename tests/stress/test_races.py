"""Clients racing load -> write pending -> commit on a few bindings of a real gunicorn server,
every operation recorded and the history checked (tests/stress/history.py), while leases are
fenced and the server SIGKILLed mid-load, PostgreSQL is crash-restarted, or every database
connection is cut or stalled.

The short loop of issue 15 (each fault three times) runs in the suite; ``make stress`` runs the
long loop with more rounds of each (``STATECORE_STRESS_KILLS``, ``_RESTARTS``, ``_CUTS``,
``_STALLS``, ``_FENCES``)."""

from __future__ import annotations

import os
import shutil
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx
import psycopg
import pytest

from statecore.models import Binding, NativeState
from tests.conftest import free_port, live_database_url, new_app_token
from tests.scripts.test_devdb import devdb
from tests.servers import ROOT, Server, create_binding, gunicorn_server, issue_lease, manage
from tests.stress.history import Event, Outcome, Recorder, check
from tests.stress.proxy import TcpProxy

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

CODEC = "stress/1"
BINDINGS = 3
CLIENTS_PER_BINDING = 2
#: how long a client keeps retrying an operation whose answer was lost (the server restarting)
RETRY_SECONDS = 60.0


def _rounds(fault: str) -> int:
    """How many times this run injects ``fault`` (3 in the suite's short loop)."""
    return int(os.environ.get(f"STATECORE_STRESS_{fault}", "3"))


@pytest.fixture
def server(transactional_db: None) -> Iterator[Server]:
    with gunicorn_server() as srv:
        yield srv


@dataclass
class Lease:
    """A binding's current lease, swapped by the fencer."""

    binding_id: str
    token: str
    generation: int
    lock: threading.Lock = field(default_factory=threading.Lock)

    def current(self) -> tuple[str, int]:
        with self.lock:
            return self.token, self.generation


def _control(server: Server, token: str | None = None) -> httpx.Client:
    token = token or new_app_token()
    return httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=10)


def _binding(control: httpx.Client) -> Lease:
    binding_id = create_binding(control, CODEC)
    token, generation = _issue(control, binding_id)
    return Lease(binding_id, token, generation)


def _issue(control: httpx.Client, binding_id: str) -> tuple[str, int]:
    issued = issue_lease(control, binding_id)
    return str(issued["lease_token"]), int(issued["generation"])


def _definitive(
    send: Callable[..., httpx.Response], *args: Any, **kwargs: Any
) -> tuple[httpx.Response | None, float, float, str | None]:
    """One attempt: the response, or None when no definitive answer came (a lost response, the
    server down, a 5xx), with its start and end, and a 5xx's problem code."""
    start = time.monotonic()
    try:
        response: httpx.Response | None = send(*args, **kwargs)
    except httpx.HTTPError:
        response = None
    end = time.monotonic()
    failed = None
    if response is not None and response.status_code >= 500:
        failed = _problem_code(response) or str(response.status_code)
        with _SERVER_ERRORS_LOCK:
            _SERVER_ERRORS.append((response.status_code, _problem_code(response)))
        response = None
    return response, start, end, failed


#: every 5xx the clients got in this test, as (status, problem code)
_SERVER_ERRORS: list[tuple[int, str | None]] = []
_SERVER_ERRORS_LOCK = threading.Lock()


def _problem_code(response: httpx.Response) -> str | None:
    if not response.headers.get("content-type", "").startswith("application/problem+json"):
        return None
    code = response.json().get("code")
    return str(code) if code is not None else None


def _client_loop(url: str, lease: Lease, recorder: Recorder, stop: threading.Event) -> None:
    binding = lease.binding_id
    with httpx.Client(base_url=url, timeout=10) as http:
        while not stop.is_set():
            token, generation = lease.current()
            auth = {"Authorization": f"Bearer {token}"}
            got, start, end, _ = _definitive(http.get, "/api/v1/state/head", headers=auth)
            if got is None or got.status_code != 200:
                time.sleep(0.05)  # server down or lease fenced: the fencer swaps the lease
                continue
            head = got.json()["head"]
            revision = head["revision"] if head else 0
            recorder.add(Event("load", binding, start, end, revision=revision))
            key = uuid.uuid4().hex
            written, *_ = _definitive(
                http.put,
                f"/api/v1/state/pending/{key}",
                content=key.encode(),
                headers={**auth, "X-State-Codec": CODEC},
            )
            if written is None or written.status_code not in (200, 201):
                continue
            ref = written.json()["state_ref"]
            if int(key[:2], 16) < 16:  # one cycle in 16 also sends bad input first
                _bad_input(http, auth, ref)
            body = {
                "state_ref": ref,
                "expected_durable_revision": revision,
                "run_id": f"run-{key}",
                "run": {"status": "completed"},
            }
            _commit(http, auth, body, binding, generation, recorder)


#: bad input and the contract's answer to it (under a fault: the same, or a clear 503)
_BAD_INPUT = [
    ("commit with a malformed expected revision", 400, "invalid_request"),
    ("commit with an unknown field", 400, "invalid_request"),
    ("pending write in another codec", 409, "codec_mismatch"),
]
#: what bad input got, as (case, status, problem code): checked by every test
_BAD_ANSWERS: list[tuple[str, int, str | None]] = []


def _bad_input(http: httpx.Client, auth: dict[str, str], ref: str) -> None:
    """Send each bad request once: it must answer its problem (or 503 under a fault), and change
    nothing: the pending state stays committable by the good commit that follows."""
    requests: list[tuple[str, str, dict[str, Any]]] = [
        (
            "POST",
            "/api/v1/state/commit",
            {"json": {"state_ref": ref, "expected_durable_revision": "x", "run_id": "r"}},
        ),
        (
            "POST",
            "/api/v1/state/commit",
            {"json": {"state_ref": ref, "expected_durable_revision": 0, "run_id": "r", "extra": 1}},
        ),
        (
            "PUT",
            f"/api/v1/state/pending/{uuid.uuid4().hex}",
            {"content": b"x", "headers": {**auth, "X-State-Codec": "other/1"}},
        ),
    ]
    for (case, _, _), (method, path, kwargs) in zip(_BAD_INPUT, requests, strict=True):
        try:
            answer = http.request(method, path, **{"headers": auth, **kwargs})
        except httpx.HTTPError:
            continue  # no answer at all (the server killed): nothing to check
        with _SERVER_ERRORS_LOCK:
            _BAD_ANSWERS.append((case, answer.status_code, _problem_code(answer)))


def _commit(
    http: httpx.Client,
    auth: dict[str, str],
    body: dict[str, Any],
    binding: str,
    generation: int,
    recorder: Recorder,
) -> None:
    """The commit, retried with the same body while its answer is lost (the contract's retry)."""
    deadline = time.monotonic() + RETRY_SECONDS
    while True:
        answer, start, end, failed = _definitive(http.post, "/api/v1/state/commit", json=body, headers=auth)
        ref, revision, code = body["state_ref"], None, None
        if answer is None:
            outcome: Outcome = "indeterminate"
            code = failed  # the 5xx's problem code; None when no answer came at all
        elif answer.status_code == 200:
            head = answer.json()["head"]
            outcome, ref, revision = "ok", head["state_ref"], head["revision"]
        else:
            outcome, code = "refused", answer.json().get("code")
        recorder.add(Event("commit", binding, start, end, outcome, revision, ref, code, generation))
        if outcome != "indeterminate" or time.monotonic() > deadline:
            return
        time.sleep(0.1)


def _fence(control: httpx.Client, lease: Lease, recorder: Recorder) -> None:
    """Issue a new lease: every earlier one is fenced once the answer arrives."""
    _, fenced = lease.current()
    start = time.monotonic()
    token, generation = _issue(control, lease.binding_id)
    recorder.add(Event("fence", lease.binding_id, start, time.monotonic(), generation=fenced))
    with lease.lock:
        lease.token, lease.generation = token, generation


def _final(leases: list[Lease], database_url: str) -> dict[str, dict[int, str]]:
    """Each binding's durable chain at its current epoch, read from the database afterwards."""
    chains: dict[str, dict[int, str]] = {lease.binding_id: {} for lease in leases}
    query = (
        f"SELECT s.binding_id::text, s.revision, s.id::text FROM {NativeState._meta.db_table} s"
        f" JOIN {Binding._meta.db_table} b ON b.id = s.binding_id AND b.epoch = s.epoch"
        " WHERE s.status = 'durable' AND s.revision IS NOT NULL AND s.binding_id::text = ANY(%s)"
    )
    with psycopg.connect(database_url, autocommit=True) as conn:
        for binding_id, revision, state_id in conn.execute(query, (list(chains),)):
            chains[binding_id][revision] = state_id
    return chains


def _race(
    server: Server,
    rounds: Callable[[httpx.Client, list[Lease], Recorder], None],
    also: tuple[Server, ...] = (),
    database_url: str | None = None,
    app_token: str | None = None,
) -> tuple[list[Event], int]:
    """Race the clients while ``rounds`` injects faults; the checked history, and how many
    commits answered 5xx were durable afterwards. With ``also``, the
    clients of each binding are spread over ``server`` and those servers (one database). The
    database is the test database unless ``database_url`` (with an ``app_token`` made there)."""
    _SERVER_ERRORS.clear()
    _BAD_ANSWERS.clear()
    control = _control(server, app_token)
    leases = [_binding(control) for _ in range(BINDINGS)]
    recorder = Recorder()
    stop = threading.Event()
    urls = [server.url, *(other.url for other in also)]
    threads = [
        threading.Thread(target=_client_loop, args=(urls[i % len(urls)], lease, recorder, stop), daemon=True)
        for lease in leases
        for i in range(CLIENTS_PER_BINDING)
    ]
    for thread in threads:
        thread.start()
    try:
        rounds(control, leases, recorder)
        time.sleep(2.0)  # progress after the last fault
    finally:
        stop.set()
        for thread in threads:
            thread.join(timeout=RETRY_SECONDS + 15)
        control.close()
    events = recorder.events
    final = _final(leases, database_url or live_database_url())
    anomalies = check(events, final)
    assert anomalies == [], anomalies[:5]
    # bad input under faults kept the contract's answers: its problem, a clear 503, or the
    # fence of a lease the fencer replaced meanwhile
    expected = {case: (status, code) for case, status, code in _BAD_INPUT}
    also = {(503, "service_unavailable"), (409, "lease_fenced")}
    wrong = [a for a in _BAD_ANSWERS if a[1:] != expected[a[0]] and a[1:] not in also]
    assert _BAD_ANSWERS, "no bad input was sent"
    assert wrong == [], wrong[:5]
    # 5xx answers to a commit that took effect all the same (the connection was lost after the
    # server committed): no anomaly, since the contract's retry with the same body finds the head
    durable = {ref for chain in final.values() for ref in chain.values()}
    answered_5xx = {
        e.state_ref for e in events if e.kind == "commit" and e.outcome == "indeterminate" and e.code
    }
    committed_5xx = len(answered_5xx & durable)
    acked = [e for e in events if e.kind == "commit" and e.outcome == "ok"]
    refused = {e.code for e in events if e.kind == "commit" and e.outcome == "refused"}
    lost = sum(1 for e in events if e.kind == "commit" and e.outcome == "indeterminate")
    faults = sum(1 for e in events if e.kind == "fault")
    fences = sum(1 for e in events if e.kind == "fence")
    print(
        f"history: {len(events)} events, {faults} faults, {fences} fences, {len(acked)} acknowledged"
        f" commits, {lost} answers lost, refused {sorted(c or '' for c in refused)},"
        f" server errors {sorted(set(_SERVER_ERRORS))}, commits answered 5xx {len(answered_5xx)}"
        f" ({committed_5xx} durable afterwards), bad input answered {len(_BAD_ANSWERS)}, anomalies"
        f" {len(anomalies)}"
    )
    # the history is worth checking: commits raced, some lost their compare-and-set
    assert len(acked) >= 10, len(acked)
    assert "revision_conflict" in refused, refused
    return events, committed_5xx


def test_racing_clients_under_fences_and_api_kills_show_no_anomaly(server: Server) -> None:
    kills = _rounds("KILLS")

    def rounds(control: httpx.Client, leases: list[Lease], recorder: Recorder) -> None:
        for round_ in range(kills):
            time.sleep(1.0)
            _fence(control, leases[round_ % BINDINGS], recorder)
            time.sleep(1.0)
            with recorder.fault():
                server.kill()
                server.start()

    events, _ = _race(server, rounds)
    assert sum(1 for e in events if e.kind == "fault") == kills
    assert sum(1 for e in events if e.kind == "fence") == kills


@contextmanager
def _through_proxy(env: dict[str, str] | None = None) -> Iterator[tuple[Server, TcpProxy]]:
    """gunicorn whose database connections all pass through a proxy the test controls."""
    parts = urlsplit(live_database_url())
    proxy = TcpProxy(parts.hostname or "127.0.0.1", parts.port or 5432)
    url = urlunsplit(parts._replace(netloc=f"{parts.username or 'root'}@127.0.0.1:{proxy.port}"))
    try:
        with gunicorn_server(database_url=url, env=env) as srv:
            yield srv, proxy
    finally:
        proxy.close()


@pytest.fixture
def proxied(transactional_db: None) -> Iterator[tuple[Server, TcpProxy]]:
    with _through_proxy() as both:
        yield both


def test_racing_clients_across_cut_database_connections_show_no_anomaly(
    proxied: tuple[Server, TcpProxy],
) -> None:
    """Every connection between the API and PostgreSQL dropped at once, three times: a worker
    transition in flight runs again on a fresh connection (they are idempotent), so its answer
    says what happened; anything else answers 503; nothing is half-written; work resumes."""
    server, proxy = proxied
    cut: list[int] = []
    cuts = _rounds("CUTS")

    def rounds(control: httpx.Client, leases: list[Lease], recorder: Recorder) -> None:
        for _ in range(cuts):
            time.sleep(1.5)
            with recorder.fault():
                cut.append(proxy.cut())

    events, committed_5xx = _race(server, rounds)
    assert sum(1 for e in events if e.kind == "fault") == cuts
    assert all(n > 0 for n in cut), cut  # each cut dropped live connections
    # what a client saw meanwhile: clear 503 problems, never another 5xx
    assert {error for error in _SERVER_ERRORS} <= {(503, "service_unavailable")}, _SERVER_ERRORS[:5]
    # and never a 5xx for a commit that took effect: the lost connection's commit was run again
    assert committed_5xx == 0, committed_5xx


#: the server's timeouts in the stall test (the deployment defaults are 15 s / 5 s, the client's
#: deadline 2 s past the statement timeout), shortened so a stall outlasts them in seconds
STALL_TIMEOUTS = {
    "DATABASE_STATEMENT_TIMEOUT_MS": "1500",
    "DATABASE_LOCK_TIMEOUT_MS": "1000",
    "DATABASE_CLIENT_TIMEOUT_MS": "2500",
    "DATABASE_CONNECT_TIMEOUT": "2",
}
STALL_SECONDS = 8.0


@pytest.fixture
def stalling(transactional_db: None) -> Iterator[tuple[Server, TcpProxy]]:
    with _through_proxy(STALL_TIMEOUTS) as both:
        yield both


def test_racing_clients_across_stalled_database_connections_show_no_anomaly(
    stalling: tuple[Server, TcpProxy],
) -> None:
    """Every connection between the API and PostgreSQL stalls (open, silent) for longer than the
    statement timeout: no request hangs past the client's deadline, what clients see meanwhile is
    503 service_unavailable, nothing is half-written, and work resumes when the path flows."""
    server, proxy = stalling
    held: list[int] = []
    windows: list[tuple[float, float]] = []
    stalls = _rounds("STALLS")

    def rounds(control: httpx.Client, leases: list[Lease], recorder: Recorder) -> None:
        for _ in range(stalls):
            time.sleep(1.5)
            start = time.monotonic()
            with recorder.fault():
                held.append(proxy.stall(STALL_SECONDS))
            windows.append((start, time.monotonic()))

    events, _ = _race(server, rounds)
    assert sum(1 for e in events if e.kind == "fault") == stalls
    assert all(n > 0 for n in held), held  # each stall held live connections
    assert {error for error in _SERVER_ERRORS} <= {(503, "service_unavailable")}, _SERVER_ERRORS[:5]
    assert (503, "service_unavailable") in _SERVER_ERRORS  # the stalls were felt, and answered
    # No operation that began in a stall waited for the stall to end: each round trip ends by the
    # client's deadline (2.5 s, checked every 0.5 s; connecting anew, 2 s), and a request makes at
    # most two (a connection and its statement), so each ended within 6 s, before the 8 s stall
    # did. (With DATABASE_CLIENT_TIMEOUT_MS=0 the slowest waits out the whole stall.)
    bound = 2 * (float(STALL_TIMEOUTS["DATABASE_CLIENT_TIMEOUT_MS"]) / 1000 + 0.5)
    in_stall = [e for e in events if e.kind != "fault" and any(a <= e.start < b for a, b in windows)]
    assert in_stall, "no operation ran into a stall"
    slowest = max(in_stall, key=lambda e: e.end - e.start)
    assert slowest.end - slowest.start < bound < STALL_SECONDS, slowest


@pytest.fixture
def own_postgres(transactional_db: None) -> Iterator[tuple[Any, str, str]]:
    """A PostgreSQL cluster of this test's own (it crashes it), migrated, with an application
    token: (server, database URL, token)."""
    # under the checkout's var/: as root the server's own user must traverse every parent
    data_dir = ROOT / "var" / f"stress-pg-{uuid.uuid4().hex[:8]}"
    server = devdb.EmbeddedPostgres(data_dir, free_port())
    try:
        server.start()
        url = server.url("statecore")
        devdb.ensure_database(url)
        manage(url, "migrate", "--verbosity", "0")
        args = ("--environment", "prod", "--organization", "org-1", "--permission", "bindings:manage")
        token = manage(url, "create_app_token", "stress", *args).strip()
        yield server, url, token
    finally:
        server.stop()
        shutil.rmtree(data_dir, ignore_errors=True)


def test_racing_clients_across_postgresql_crash_restarts_show_no_anomaly(
    own_postgres: tuple[Any, str, str],
) -> None:
    """PostgreSQL stopped as by a power cut (``pg_ctl -m immediate``: no shutdown checkpoint)
    mid-load and started again (crash recovery): what was acknowledged survives, requests in the
    gap answer 503 service_unavailable, and the API reconnects by itself."""
    postgres, url, token = own_postgres
    restarts = _rounds("RESTARTS")
    with gunicorn_server(database_url=url) as server:

        def rounds(control: httpx.Client, leases: list[Lease], recorder: Recorder) -> None:
            for _ in range(restarts):
                time.sleep(1.5)
                with recorder.fault():
                    postgres.crash()
                    time.sleep(0.5)
                    postgres.start()

        events, _ = _race(server, rounds, database_url=url, app_token=token)
    assert sum(1 for e in events if e.kind == "fault") == restarts
    assert {error for error in _SERVER_ERRORS} <= {(503, "service_unavailable")}, _SERVER_ERRORS[:5]
    assert (503, "service_unavailable") in _SERVER_ERRORS


@pytest.fixture
def second_server(server: Server) -> Iterator[Server]:
    with gunicorn_server() as srv:
        yield srv


def test_racing_clients_over_two_api_servers_on_one_database_show_no_anomaly(
    server: Server, second_server: Server
) -> None:
    """Each binding's clients on different API processes: one compare-and-set winner per
    revision and fencing hold across them (the database is the only coordination)."""

    fences = _rounds("FENCES")

    def rounds(control: httpx.Client, leases: list[Lease], recorder: Recorder) -> None:
        for round_ in range(fences):
            time.sleep(1.0)
            _fence(control, leases[round_ % BINDINGS], recorder)
        time.sleep(1.0)

    events, _ = _race(server, rounds, also=(second_server,))
    assert sum(1 for e in events if e.kind == "fence") == fences
