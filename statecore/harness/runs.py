"""The reference harness's control plane (CONTRACT 3a): start or resume a run on a binding, hand
it to a sandbox worker, relay the worker's events, record the outcome.

One run, in order (the span of each step in brackets; the view opens ``harness.request``,
``authn`` and ``authz.agent``):

1. [``session.binding``] under the binding's row lock: an idempotent replay is answered from
   its row; a ``running`` run of the binding refuses (``run_in_progress``) unless its control
   plane stopped beating (it died: the run is settled as lost, below); a resume needs the
   binding's latest run at its epoch to be ``interrupted``; the run's lease is issued (which
   fences every earlier lease of the binding) and the run row inserted (``running``: a partial
   unique index keeps it one per binding), in one transaction.
2. [``sandbox.claim_or_reuse`` > ``sandbox.worker.bind``] the driver gives a sandbox (an idle
   one that served this binding, or a new one); the job (lease token, service URL, the
   ``harness.run`` span's context, the input or resume value) is sent to it, with the run's
   start read [``thread_state.load`` under ``harness.run``]: ``GET /state/checkpoints``'s answer
   to the worker's first request (latest checkpoint, head, delta history, namespaces), read here
   on the run's own lease, so the worker starts without a round trip to the service (the
   worker reads it itself when the answer is over ``START_READ_MAX_BYTES``, refused or failed).
3. [``harness.run``] a relay thread reads the worker's events until ``end``, beating the
   run row's ``heartbeat_at``; the first ``message`` is recorded (``message_sent``) before any
   client can see it. The relay does not depend on the client: a client that disconnects
   leaves the run to end and commit (or be settled).
4. Settling checks the state plane, never the worker's word alone: the run's commit (the
   state :class:`Run` with the same ``run_id``) decides ``completed`` / ``interrupted``; with
   no commit, a run that sent a message becomes ``uncertain_durability`` (fenced, previous
   head kept, reconciled through ``/runs/{id}/reconcile``), otherwise ``failed``. Nothing is
   retried or replayed.
5. [``stream.validate_and_encode``] each event is checked against the protocol and encoded
   (server-sent events, or one JSON body when the run ends).
"""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import queue
import secrets
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, Final
from uuid import UUID

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, close_old_connections, connection, transaction
from django.db.models.functions import Now
from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

from statecore import checkpoint_reads, db, selectors
from statecore.crypto import LEASE_TOKEN_PREFIX, new_token, token_hash
from statecore.errors import (
    IdempotencyConflict,
    InvalidRequest,
    NotFound,
    RunInProgress,
    RunNotInterrupted,
    StatecoreError,
)
from statecore.harness import protocol
from statecore.harness.sandbox import LocalDriver, Sandbox, SandboxDriver, SandboxError, get_driver
from statecore.models import Binding, HarnessRun, HarnessRunStatus, Run, RunStatus
from statecore.scope import SYSTEM, Actor, AppPrincipal, MemoryContext
from statecore.services.audit import audit, current_trace_id
from statecore.services.bindings import check_lease_request, lease_issue_unchecked
from statecore.services.state import DurableHead, Lease, refusal
from statecore.validation import check_idempotency_key
from telemetry import metrics
from telemetry.spans import ref, service_span

log = logging.getLogger(__name__)

#: the harness the reference worker serves (CONTRACT 3a); a run on another binding is 400
HARNESS: Final = "deepagents"
#: the largest start read sent with a job (framed bytes; a third more in base64, inside the job
#: line's bound): a larger one the worker reads itself
START_READ_MAX_BYTES: Final = 1024 * 1024
MAX_MESSAGES: Final = 100
MAX_CONTENT_CHARS: Final = 32 * 1024
#: seconds a client is told to wait before asking again while a run is in progress
RETRY_AFTER_SECONDS: Final = 2
_PROPAGATOR = TraceContextTextMapPropagator()


@dataclass(frozen=True, slots=True)
class RunConfig:
    service_url: str
    heartbeat_seconds: float
    stale_seconds: float
    timeout_seconds: float

    @classmethod
    def from_settings(cls) -> RunConfig:
        return cls(
            service_url=settings.STATECORE_HARNESS_SERVICE_URL,
            heartbeat_seconds=float(settings.STATECORE_RUN_HEARTBEAT_SECONDS),
            stale_seconds=float(settings.STATECORE_RUN_STALE_SECONDS),
            timeout_seconds=float(settings.STATECORE_RUN_TIMEOUT_SECONDS),
        )


# --- the request --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RunRequest:
    messages: tuple[dict[str, str], ...] = ()
    resume: Any = None
    is_resume: bool = False
    idempotency_key: str = ""
    digest: str = ""


def parse_request(body: Any, idempotency_key: str | None) -> RunRequest:
    """``{input: {messages: [{role: "user", content}]}}`` or ``{resume: <JSON value>}``, exactly."""
    if not isinstance(body, dict):
        raise InvalidRequest("the body must be a JSON object", field="body")
    for name in body:
        if name not in ("input", "resume"):
            raise InvalidRequest("unknown field", field=str(name)[:64])
    if ("input" in body) == ("resume" in body):
        raise InvalidRequest("send exactly one of input and resume", field="input")
    key = idempotency_key or ""
    if key:
        check_idempotency_key(key)
    digest = hashlib.sha256(json.dumps(body, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
    if "resume" in body:
        return RunRequest(resume=body["resume"], is_resume=True, idempotency_key=key, digest=digest)
    given = body["input"]
    if not isinstance(given, dict) or set(given) != {"messages"}:
        raise InvalidRequest("input must be {messages: [...]}", field="input")
    messages = given["messages"]
    if not isinstance(messages, list) or not 1 <= len(messages) <= MAX_MESSAGES:
        raise InvalidRequest(f"input.messages must hold 1 to {MAX_MESSAGES} messages", field="input.messages")
    out = []
    for i, message in enumerate(messages):
        where = f"input.messages[{i}]"
        if not isinstance(message, dict) or set(message) != {"role", "content"}:
            raise InvalidRequest("a message is {role, content}", field=where)
        if message["role"] != "user":
            raise InvalidRequest("role must be user", field=where + ".role")
        content = message["content"]
        if not isinstance(content, str) or not content.strip() or len(content) > MAX_CONTENT_CHARS:
            raise InvalidRequest(
                f"content must be non-blank text of at most {MAX_CONTENT_CHARS} characters",
                field=where + ".content",
            )
        out.append({"role": "user", "content": content})
    return RunRequest(messages=tuple(out), idempotency_key=key, digest=digest)


# --- reading runs -------------------------------------------------------------------------------


def run_view(hr: HarnessRun, run: Run | None) -> dict[str, Any]:
    """The run as GET /runs/{id} shows it. While running or failed, the control plane's row
    speaks; once a commit or a mark exists, the state plane's run does (it alone moves on to
    ``reconciled``). The interrupt is the one the client saw in the ``interrupt`` event."""
    if hr.status in (HarnessRunStatus.RUNNING, HarnessRunStatus.FAILED) or run is None:
        status, reason, fenced, decision = hr.status, hr.reason, False, None
    else:
        status, reason, fenced, decision = (
            run.status,
            run.reason or hr.reason,
            run.fenced,
            run.decision or None,
        )
    interrupt = (
        (hr.interrupt or (run.interrupt if run else None)) if status == RunStatus.INTERRUPTED else None
    )
    return {
        "run_id": hr.run_id,
        "binding_id": str(hr.binding_id),
        "status": status,
        "interrupt": interrupt,
        "reason": reason or None,
        "fenced": fenced,
        "decision": decision,
    }


def harness_run(
    *, environment: str, organization_id: str, run_id: str
) -> tuple[HarnessRun, Run | None] | None:
    qs = HarnessRun.objects.filter(environment=environment, run_id=run_id)
    if organization_id:
        qs = qs.filter(binding__organization_id=organization_id)
    hr = qs.first()
    if hr is None:
        return None
    return hr, Run.objects.filter(environment=environment, run_id=run_id).first()


def running_runs(binding: Binding) -> list[dict[str, Any]]:
    """The binding's run in progress, if any, as GET /runs/{id} shows it (for the binding's
    open runs)."""
    return [
        run_view(hr, None)
        for hr in HarnessRun.objects.filter(binding=binding, status=HarnessRunStatus.RUNNING)
    ]


def binding_head(binding_id: UUID) -> DurableHead | None:
    binding = Binding.objects.select_related("head_state").get(pk=binding_id)
    return DurableHead.of(binding.head_state) if binding.head_state is not None else None


# --- settling -----------------------------------------------------------------------------------


def settle(hr: HarnessRun, *, reason: str, actor: Actor) -> str:
    """End a run by what the state plane says happened, under the binding's row lock (the
    commit's compare-and-set takes the same lock before it records its run, so a late commit
    of a lost worker either landed before, and is adopted, or finds the run fenced).

    Returns the run's final status: the committed run's (``completed`` / ``interrupted``, or
    ``uncertain_durability`` when the worker marked it); with no commit, ``uncertain_durability``
    when a message reached the client (the state run is recorded fenced here, the head kept),
    else ``failed``."""
    with transaction.atomic():
        binding = Binding.objects.select_for_update(no_key=True).get(pk=hr.binding_id)
        row = HarnessRun.objects.select_for_update().get(pk=hr.pk)
        if row.status != HarnessRunStatus.RUNNING:
            return row.status  # settled meanwhile (the stale sweep of another process)
        run = Run.objects.filter(environment=row.environment, run_id=row.run_id).first()
        if run is not None and run.status in (RunStatus.COMPLETED, RunStatus.INTERRUPTED):
            status = str(run.status)
        elif run is not None:
            status = HarnessRunStatus.UNCERTAIN_DURABILITY
        elif row.message_sent:
            Run.objects.create(
                environment=row.environment,
                run_id=row.run_id,
                binding=binding,
                status=RunStatus.UNCERTAIN_DURABILITY,
                reason=reason,
                marked_epoch=binding.epoch,
                marked_head_revision=binding.head_revision,
            )
            audit(
                action="run.mark_uncertain",
                outcome="marked",
                actor=actor,
                environment=row.environment,
                binding_id=binding.id,
                run_id=row.run_id,
                revision=binding.head_revision,
                data={"reason": reason},
            )
            status = HarnessRunStatus.UNCERTAIN_DURABILITY
        else:
            status = HarnessRunStatus.FAILED
        row.status = status
        row.reason = "" if status in (HarnessRunStatus.COMPLETED, HarnessRunStatus.INTERRUPTED) else reason
        row.ended_at = Now()
        row.output = hr.output
        row.interrupt = hr.interrupt if status == HarnessRunStatus.INTERRUPTED else None
        row.save(update_fields=["status", "reason", "ended_at", "output", "interrupt"])
        audit(
            action="run.end",
            outcome=status,
            actor=actor,
            environment=row.environment,
            binding_id=binding.id,
            run_id=row.run_id,
            data={"reason": row.reason or None, "messages": len(hr.output)},
        )
    hr.status, hr.reason = row.status, row.reason
    metrics.harness_run_settled(status)
    return status


def settle_stale(*, binding_id: UUID | None = None, stale_seconds: float) -> int:
    """Settle runs whose control plane stopped beating (it died): as lost workers. Returns how
    many. Called before a new run of the binding, and by the periodic sweep for all bindings."""
    qs = HarnessRun.objects.filter(
        status=HarnessRunStatus.RUNNING, heartbeat_at__lt=Now() - timedelta(seconds=stale_seconds)
    )
    if binding_id is not None:
        qs = qs.filter(binding_id=binding_id)
    count = 0
    for hr in qs[:500]:
        settle(hr, reason="control_plane_lost", actor=SYSTEM)
        count += 1
    return count


# --- starting -----------------------------------------------------------------------------------


@dataclass
class Replay:
    """An idempotent repeat: the run the key first started, as it stands."""

    run: HarnessRun


@dataclass
class Started:
    run: HarnessRun
    lease_token: str
    lease_ttl_seconds: int


def configured_driver() -> SandboxDriver:
    return LocalDriver(
        module=settings.STATECORE_SANDBOX_WORKER_MODULE,
        max_idle=settings.STATECORE_SANDBOX_MAX_IDLE,
        idle_seconds=float(settings.STATECORE_SANDBOX_IDLE_SECONDS),
    )


def _new_run_id() -> str:
    return "run_" + secrets.token_urlsafe(18)


_RUN_BEGIN = (
    "SELECT * FROM statecore_run_begin(%s::text, %s::text, %s::uuid, %s::text, %s::text, %s::text,"
    " %s::float8, %s::text, %s::int4, %s::text, %s::text, %s::text)"
)


def begin(
    *, principal: AppPrincipal, binding: Binding, request: RunRequest, config: RunConfig
) -> Replay | Started:
    """Step 1, in one transaction under the binding's row lock: a new run in one statement
    (``statecore_run_begin``); a resume, or a start that finds a dead control plane's run to
    settle first, in an ORM transaction (:func:`_begin_in_transaction`)."""
    with service_span("session.binding", binding_ref=ref(str(binding.id)), harness=binding.harness):
        begun = None
        if not request.is_resume:
            begun = _begin_new(principal=principal, binding=binding, request=request, config=config)
        if begun is None:
            begun = _begin_in_transaction(
                principal=principal, binding=binding, request=request, config=config
            )
    if isinstance(begun, Started):
        # The worker's memory read then checks its lease in the read's round trip (this
        # process's: the relay and the worker's calls usually land on one server process).
        selectors.remember_memory_context(
            token_hash(begun.lease_token),
            MemoryContext(
                environment=binding.environment,
                subject_ref=binding.subject_ref,
                agent_id=binding.agent_id,
                organization_id=binding.organization_id,
            ),
        )
    return begun


def _begin_new(
    *, principal: AppPrincipal, binding: Binding, request: RunRequest, config: RunConfig
) -> Replay | Started | None:
    """A new run in one statement; None when a run of the binding must be settled first."""
    run_id = _new_run_id()
    sandbox_id, ttl = "run-" + run_id[4:20], _lease_ttl(config)
    check_lease_request(sandbox_id, ttl)
    token = new_token(LEASE_TOKEN_PREFIX)
    row = db.call(
        _RUN_BEGIN,
        [
            principal.environment,
            principal.organization_id,
            binding.id,
            run_id,
            request.idempotency_key,
            request.digest,
            float(config.stale_seconds),
            sandbox_id,
            ttl,
            token_hash(token),
            principal.actor.label,
            current_trace_id(),
        ],
    )
    if row.code == "replay":
        return Replay(HarnessRun.objects.get(pk=row.harness_run))
    if row.code == "idempotency_conflict":
        raise IdempotencyConflict("this Idempotency-Key was used with another request")
    if row.code == "run_in_progress":
        raise RunInProgress("a run of this binding is in progress", retry_after=RETRY_AFTER_SECONDS)
    if row.code == "settle_first":
        return None
    if row.code != "ok":
        raise refusal(row.code, row)
    run = HarnessRun(
        id=row.harness_run,
        environment=row.environment,
        run_id=run_id,
        binding=binding,
        epoch=row.epoch,
        resume=False,
        status=HarnessRunStatus.RUNNING,
        idempotency_key=request.idempotency_key,
        request_digest=request.digest,
        lease_id=row.lease_id,
        started_by=principal.actor.label,
        heartbeat_at=row.created_at,
        created_at=row.created_at,
    )
    run._state.adding = False
    run._state.db = DEFAULT_DB_ALIAS
    return Started(run, token, ttl)


def _lease_ttl(config: RunConfig) -> int:
    return int(config.timeout_seconds + config.stale_seconds) + 60


def _begin_in_transaction(
    *, principal: AppPrincipal, binding: Binding, request: RunRequest, config: RunConfig
) -> Replay | Started:
    with transaction.atomic():
        locked = Binding.objects.select_for_update(no_key=True).get(pk=binding.pk)
        if request.idempotency_key:
            prior = HarnessRun.objects.filter(binding=locked, idempotency_key=request.idempotency_key).first()
            if prior is not None:
                if prior.request_digest != request.digest:
                    raise IdempotencyConflict("this Idempotency-Key was used with another request")
                return Replay(prior)
        running = HarnessRun.objects.filter(binding=locked, status=HarnessRunStatus.RUNNING).first()
        if running is not None:
            alive = HarnessRun.objects.filter(
                pk=running.pk, heartbeat_at__gte=Now() - timedelta(seconds=config.stale_seconds)
            ).exists()
            if alive:
                raise RunInProgress("a run of this binding is in progress", retry_after=RETRY_AFTER_SECONDS)
            settle(running, reason="control_plane_lost", actor=SYSTEM)
        if request.is_resume:
            latest = (
                HarnessRun.objects.filter(binding=locked, epoch=locked.epoch).order_by("-created_at").first()
            )
            run = (
                Run.objects.filter(environment=latest.environment, run_id=latest.run_id).first()
                if latest is not None
                else None
            )
            if latest is None or run_view(latest, run)["status"] != RunStatus.INTERRUPTED:
                raise RunNotInterrupted("the binding's latest run is not interrupted")
        run_id = _new_run_id()
        lease = lease_issue_unchecked(
            principal=principal,
            binding_id=locked.id,
            sandbox_id="run-" + run_id[4:20],
            ttl_seconds=_lease_ttl(config),
        )
        hr = HarnessRun.objects.create(
            environment=locked.environment,
            run_id=run_id,
            binding=locked,
            epoch=lease.epoch,
            resume=request.is_resume,
            status=HarnessRunStatus.RUNNING,
            idempotency_key=request.idempotency_key,
            request_digest=request.digest,
            lease_id=lease.lease_id,
            started_by=principal.actor.label,
        )
        audit(
            action="run.start",
            outcome="resumed" if request.is_resume else "started",
            actor=principal.actor,
            environment=locked.environment,
            binding_id=locked.id,
            run_id=run_id,
            data={"lease_generation": lease.generation},
        )
    return Started(hr, lease.token, _lease_ttl(config))


# --- relaying -----------------------------------------------------------------------------------


class RelayThreads:
    """The threads that relay runs: a thread that has relayed a run waits for the next one and
    keeps its database connection (as a request thread does, by ``CONN_MAX_AGE``), so a run's
    relay does not open a connection (a PostgreSQL backend) in the middle of its turn.

    A run never waits for a thread: one is started whenever none is idle. At most
    ``max_idle`` wait, each for ``idle_seconds`` at most; a thread that leaves closes its
    connection. One per process (``relays``); its threads start with the first run, after a
    server's fork."""

    def __init__(self, *, max_idle: int, idle_seconds: float) -> None:
        self.max_idle, self.idle_seconds = max_idle, idle_seconds
        self._lock = threading.Lock()
        self._jobs: queue.SimpleQueue[Callable[[], None] | None] = queue.SimpleQueue()
        self._idle = 0
        self._started = 0
        self._closed = False
        self._threads: set[threading.Thread] = set()

    def submit(self, job: Callable[[], None]) -> None:
        with self._lock:
            if self._closed:
                raise RuntimeError("the relay threads are closed")
            if self._idle > 0:
                self._idle -= 1  # taken by this job: the next submit starts a thread if need be
                self._jobs.put(job)
                return
            self._started += 1
            thread = threading.Thread(
                target=self._serve, args=(job,), name=f"run-relay-{self._started}", daemon=True
            )
            self._threads.add(thread)
        thread.start()

    def close(self, wait: float = 1.0) -> None:
        """Stop the idle threads, each closing its connection, waiting ``wait`` seconds at most
        in all; a thread still relaying leaves when its run ends. Later relays are refused. For
        a process's orderly exit (gunicorn's ``worker_exit``)."""
        with self._lock:
            self._closed = True
            idle, self._idle = self._idle, 0
            threads = list(self._threads)
        for _ in range(idle):
            self._jobs.put(None)
        deadline = time.monotonic() + wait
        for thread in threads:
            thread.join(max(0.0, deadline - time.monotonic()))

    def _serve(self, job: Callable[[], None] | None) -> None:
        try:
            while job is not None:
                close_old_connections()  # past CONN_MAX_AGE, or broken: a new one on first use
                try:
                    job()
                except Exception:
                    log.exception("run relay failed")
                close_old_connections()
                job = self._next()
        finally:
            connection.close()
            with self._lock:
                self._threads.discard(threading.current_thread())

    def _next(self) -> Callable[[], None] | None:
        with self._lock:
            if self._closed or self._idle >= self.max_idle:
                return None
            self._idle += 1
        try:
            return self._jobs.get(timeout=self.idle_seconds)
        except queue.Empty:
            with self._lock:
                if self._idle > 0:  # an idle thread no job was handed to: this one leaves
                    self._idle -= 1
                    return None
            return self._jobs.get()  # every idle thread has an item queued for it: take one


relays = RelayThreads(
    max_idle=settings.STATECORE_RUN_RELAY_IDLE_THREADS,
    idle_seconds=float(settings.STATECORE_RUN_RELAY_IDLE_SECONDS),
)


@dataclass
class ClientEvent:
    name: str  # run | message | interrupt | end
    data: dict[str, Any]


@dataclass
class RunSession:
    """One run in progress in this process. The relay thread owns the sandbox and the run row;
    the response reads :attr:`events` (bounded only by the run's own output)."""

    run: HarnessRun
    binding: Binding
    sandbox: Sandbox
    driver: SandboxDriver
    config: RunConfig
    run_span: trace.Span
    actor: Actor
    events: queue.Queue[ClientEvent] = field(default_factory=queue.Queue)
    ended: threading.Event = field(default_factory=threading.Event)
    final: dict[str, Any] = field(default_factory=dict)

    def start(self) -> None:
        self.events.put(ClientEvent("run", {"run_id": self.run.run_id, "status": HarnessRunStatus.RUNNING}))
        relays.submit(self._relay)

    # the relay thread -----------------------------------------------------------------------

    def _relay(self) -> None:
        token = otel_context.attach(trace.set_span_in_context(self.run_span))
        try:
            reason, clean = self._pump()
            status = settle(self.run, reason=reason, actor=self.actor)
            head = binding_head(self.binding.id)
            self.final = {"status": status, "head": head}
            if clean and status in (HarnessRunStatus.COMPLETED, HarnessRunStatus.INTERRUPTED):
                self.driver.release(self.sandbox)
            else:
                self.driver.discard(self.sandbox)
            self.run_span.set_attribute("statecore.outcome", _span_outcome(status))
            self.run_span.set_attribute("statecore.event_count", len(self.run.output))
        except Exception:
            log.exception("run relay failed")
            self.driver.discard(self.sandbox)
            self.final = {"status": HarnessRunStatus.FAILED, "head": None}
            self.run_span.set_attribute("statecore.outcome", "error")
        finally:
            self.run_span.end()
            otel_context.detach(token)
            status, head = self.final.get("status", HarnessRunStatus.FAILED), self.final.get("head")
            self.events.put(ClientEvent("end", {"run_id": self.run.run_id, "status": status, "head": head}))
            self.ended.set()

    def _pump(self) -> tuple[str, bool]:
        """Relay events until the worker's ``end``; returns (reason, whether the worker ended
        its job cleanly and may be reused)."""
        started = time.monotonic()
        beat = started
        while True:
            now = time.monotonic()
            left = started + self.config.timeout_seconds - now
            if left <= 0:
                return "run_timeout", False
            if now - beat >= self.config.heartbeat_seconds:
                HarnessRun.objects.filter(pk=self.run.pk, status=HarnessRunStatus.RUNNING).update(
                    heartbeat_at=Now()
                )
                beat = now
            try:
                event = self.sandbox.next_event(timeout=min(self.config.heartbeat_seconds, left))
            except queue.Empty:
                continue
            if event is None:
                return "worker_lost", False
            kind = event["type"]
            if kind == protocol.READY:
                continue
            if event.get("run_id") != self.run.run_id:
                return "protocol_error", False
            if kind == protocol.MESSAGE:
                if not self.run.message_sent:
                    # durable before any client can see the output: a lost worker is then uncertain
                    HarnessRun.objects.filter(pk=self.run.pk).update(message_sent=True)
                    self.run.message_sent = True
                message = {"role": event["role"], "content": event["content"]}
                self.run.output.append(message)
                self.events.put(ClientEvent("message", message))
            elif kind == protocol.INTERRUPT:
                self.run.interrupt = event["interrupt"]
                self.events.put(
                    ClientEvent("interrupt", {"run_id": self.run.run_id, "interrupt": event["interrupt"]})
                )
            elif kind == protocol.END:
                reason = str(event.get("reason") or "")[:64]
                return reason or "worker_" + event["status"], True

    # the response ---------------------------------------------------------------------------

    def client_events(self, timeout: float) -> Iterator[ClientEvent]:
        """Every event for the client, ``run`` first and ``end`` last."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                event = self.events.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                if self.ended.is_set() or time.monotonic() >= deadline:
                    return
                continue
            yield event
            if event.name == "end":
                return


def _span_outcome(status: str) -> str:
    return {"completed": "ok", "interrupted": "ok", "failed": "error"}.get(status, "error")


def launch(
    *,
    principal: AppPrincipal,
    binding: Binding,
    started: Started,
    request: RunRequest,
    config: RunConfig,
    driver: SandboxDriver | None = None,
) -> RunSession:
    """Steps 2 and 3: claim a sandbox, bind the run to it, start the relay."""
    driver = driver or get_driver(configured_driver)
    hr = started.run
    tracer = trace.get_tracer("statecore.harness")
    request_context = otel_context.get_current()  # harness.run is a child of harness.request
    try:
        with service_span("sandbox.claim_or_reuse", sandbox_profile=driver.name) as claim:
            try:
                sandbox = driver.claim(str(binding.id))
            except SandboxError as exc:
                settle(hr, reason=exc.code, actor=principal.actor)
                raise SandboxUnavailable(exc.code) from None
            claim.set(sandbox_ref=ref(sandbox.sandbox_id), execution_mode="warm" if sandbox.warm else "cold")
            run_span = tracer.start_span("harness.run", context=request_context)
            run_span.set_attribute("harness.id", HARNESS)
            run_ref = ref(hr.run_id)
            if run_ref:
                run_span.set_attribute("statecore.run_ref", run_ref)
            with trace.use_span(run_span, end_on_exit=False):
                start = read_start(started.lease_token)
            with service_span("sandbox.worker.bind", sandbox_ref=ref(sandbox.sandbox_id)):
                carrier: dict[str, str] = {}
                _PROPAGATOR.inject(carrier, context=trace.set_span_in_context(run_span))
                job: dict[str, Any] = {
                    "type": protocol.RUN,
                    "run_id": hr.run_id,
                    "lease_token": started.lease_token,
                    "service_url": config.service_url,
                    "codec": binding.adapter_codec_version,
                    "traceparent": carrier.get("traceparent", ""),
                    "tracestate": carrier.get("tracestate", ""),
                }
                if start is not None:
                    job["start"] = start
                if request.is_resume:
                    job["resume"] = request.resume
                else:
                    job["input"] = {"messages": list(request.messages)}
                try:
                    sandbox.send(job)
                except SandboxError as exc:
                    run_span.end()
                    driver.discard(sandbox)
                    settle(hr, reason=exc.code, actor=principal.actor)
                    raise SandboxUnavailable(exc.code) from None
                HarnessRun.objects.filter(pk=hr.pk).update(sandbox_id=sandbox.sandbox_id)
    except StatecoreError:
        raise
    session = RunSession(
        run=hr,
        binding=binding,
        sandbox=sandbox,
        driver=driver,
        config=config,
        run_span=run_span,
        actor=principal.actor,
    )
    session.start()
    return session


def read_start(lease_token: str) -> str | None:
    """The run's start read for its worker, in base64: what ``GET /state/checkpoints?limit=1&
    checkpoint_ns=&include=head&include=delta&include=namespaces`` answers (framed) on the run's
    lease, read in this process. None when the answer is over ``START_READ_MAX_BYTES`` or the
    read is refused or fails: the worker then asks the service itself (and meets the refusal or
    the failure there, before any model work)."""
    with service_span("thread_state.load", operation="start_read") as span:
        try:
            answer = checkpoint_reads.checkpoints(
                lease=Lease(token_hash(lease_token)),
                include=checkpoint_reads.INCLUDES,
                framed=True,
                native_ns="",
                limit=1,
            )
        except Exception as exc:  # the worker's own read meets it and reports it
            span.fail(exc)
            if not isinstance(exc, StatecoreError):
                log.warning("a run's start read failed (%s); the worker reads it", type(exc).__name__)
            return None
        body = answer.framed_body()
        span.set(
            outcome="found" if answer.page.states else "empty",
            result_count=len(answer.page.states),
            size_bytes=len(body),
            binding_ref=ref(str(answer.page.scope.binding_id)),
            epoch=answer.page.scope.epoch,
            lease_generation=answer.page.scope.lease_generation,
        )
        if len(body) > START_READ_MAX_BYTES:
            return None
        return base64.b64encode(body).decode("ascii")


class SandboxUnavailable(StatecoreError):
    """No sandbox could take the run (the driver could not start a worker); the run is
    ``failed`` and nothing was committed; retrying starts a new run."""

    code, status, title = "service_unavailable", 503, "No sandbox available"

    def __init__(self, reason: str) -> None:
        super().__init__("no sandbox could take the run", retry_after=RETRY_AFTER_SECONDS)
        self.reason = reason


def access_binding_for_run(*, principal: AppPrincipal, binding_id: UUID) -> Binding:
    qs = Binding.objects.filter(pk=binding_id, environment=principal.environment)
    if principal.organization_id:
        qs = qs.filter(organization_id=principal.organization_id)
    binding = qs.first()
    if binding is None:
        raise NotFound("no such binding")
    if binding.harness != HARNESS:
        raise InvalidRequest(f"runs are offered for bindings whose harness is {HARNESS}", field="harness")
    return binding
