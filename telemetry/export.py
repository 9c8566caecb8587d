"""Bounded export: a scrubbing batch processor, an exporter wrapper, and the health counters.

Everything here is bounded independently of the collector: the queue (spans beyond it are
dropped and counted), the batch, each export call (the exporter's own timeout, which also
bounds its retries) and shutdown (3 s in total, even against a collector that accepts the
connection and never answers: the export thread is a daemon and is abandoned, not joined).
"""

from __future__ import annotations

import collections
import logging
import os
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass

from opentelemetry.context import _SUPPRESS_INSTRUMENTATION_KEY, Context, attach, detach, set_value
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, Span, SpanProcessor
from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult
from opentelemetry.trace import SpanContext, TraceFlags

from telemetry.scrub import ScrubbedSpan, is_clean, scrub_resource, scrub_span

log = logging.getLogger(__name__)

SHUTDOWN_TIMEOUT_MILLIS = 3000
_SAMPLED = TraceFlags.SAMPLED


#: why a health report is ``degraded``: the last export failed / this process's setup raised
EXPORT_FAILED = "export_failed"
SETUP_FAILED = "setup_failed"


@dataclass(frozen=True)
class HealthSnapshot:
    status: str
    exported: int
    failed: int
    dropped: int
    queue_capacity: int
    #: set exactly when ``status`` is ``degraded``: :data:`EXPORT_FAILED` or :data:`SETUP_FAILED`
    reason: str | None = None

    def as_dict(self) -> dict[str, str | int]:
        body: dict[str, str | int] = {
            "status": self.status,
            "exported": self.exported,
            "failed": self.failed,
            "dropped": self.dropped,
            "queue_capacity": self.queue_capacity,
        }
        if self.reason is not None:
            body["reason"] = self.reason
        return body


DISABLED_HEALTH = HealthSnapshot(status="ok", exported=0, failed=0, dropped=0, queue_capacity=0)
SETUP_FAILED_HEALTH = HealthSnapshot(
    status="degraded", exported=0, failed=0, dropped=0, queue_capacity=0, reason=SETUP_FAILED
)


class ExportCounters:
    """Counts per process since start; read by ``GET /api/v1/health/telemetry``."""

    def __init__(self, queue_capacity: int) -> None:
        self._lock = threading.Lock()
        self.queue_capacity = queue_capacity
        self.exported = 0
        self.failed = 0
        self.dropped = 0
        self.last_export_failed = False

    def record_export(self, count: int, ok: bool) -> None:
        with self._lock:
            if ok:
                self.exported += count
            else:
                self.failed += count
            self.last_export_failed = not ok

    def record_drop(self, count: int = 1) -> None:
        with self._lock:
            self.dropped += count

    def snapshot(self) -> HealthSnapshot:
        with self._lock:
            return HealthSnapshot(
                status="degraded" if self.last_export_failed else "ok",
                exported=self.exported,
                failed=self.failed,
                dropped=self.dropped,
                queue_capacity=self.queue_capacity,
                reason=EXPORT_FAILED if self.last_export_failed else None,
            )


class ScrubbingExporter(SpanExporter):
    """Filters every batch again and counts what the collector accepted or refused.

    Every span is either rebuilt by :func:`telemetry.scrub.scrub_span` here, or - if it is a
    :class:`~telemetry.scrub.ScrubbedSpan` (the class ``scrub_span`` builds, matched by exact
    type), with a resource that is already a fixed point of the resource filter - re-validated
    by :func:`telemetry.scrub.is_clean`, and rebuilt if that finds anything it would not
    have produced. This is still a second, independent filter, not a trust in the first:

    * the marker only selects the *cheaper* check, it never skips checking. The re-validation
      applies the same policy tables to what is actually about to be exported (name, every
      attribute key and value - validator and tripwire -, events and their attributes,
      status, tracestate, links, scope, resource); it just does not allocate a copy;
    * a span that reaches this exporter by any other path (another processor, an SDK span, a
      subclass of ``ScrubbedSpan``) is not of that exact type and is rebuilt in full, as before;
    * a ``ScrubbedSpan`` changed after it was built (its private fields are writable) fails
      the re-validation and is rebuilt in full; so does one the check cannot even read (any
      exception). Its output is then the same as the full rebuild's on any span.

    What the second pass no longer does is *rebuild* a span the first pass already rebuilt -
    and rebuilding a clean span is the identity (``scrub_span`` is idempotent), so the
    exported bytes are the same as with two full passes.

    An exception from the inner exporter counts as a failed batch and never propagates."""

    def __init__(self, inner: SpanExporter, counters: ExportCounters) -> None:
        self._inner = inner
        self._counters = counters
        # id(resource) -> (resource, scrubbed, resource is already scrubbed). The resource is
        # held so its id cannot be reused by another object while the entry exists.
        self._resources: dict[int, tuple[Resource, Resource, bool]] = {}

    def _resource_entry(self, resource: Resource) -> tuple[Resource, Resource, bool]:
        key = id(resource)
        cached = self._resources.get(key)
        if cached is None or cached[0] is not resource:
            if len(self._resources) > 16:
                self._resources.clear()
            scrubbed = scrub_resource(resource)
            clean = (
                type(resource) is Resource
                and resource.schema_url == scrubbed.schema_url
                and dict(resource.attributes) == dict(scrubbed.attributes)
            )
            cached = self._resources[key] = (resource, scrubbed, clean)
        return cached

    def _resource(self, resource: Resource) -> Resource:
        return self._resource_entry(resource)[1]

    def _filter(self, span: ReadableSpan) -> ReadableSpan:
        if type(span) is not ScrubbedSpan:
            return scrub_span(span, self._resource(span.resource))
        resource = span._resource  # what ``span.resource`` returns (ScrubbedSpan's exact type)
        entry = self._resources.get(id(resource))
        if entry is None or entry[0] is not resource:
            entry = self._resource_entry(resource)
        if entry[2]:
            try:
                if is_clean(span):
                    return span
            except Exception:
                log.debug("re-validation failed; the span is rebuilt", exc_info=False)
        return scrub_span(span, entry[1])

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        check = self._filter
        clean = [check(s) for s in spans]
        try:
            result = self._inner.export(clean)
        except Exception:
            log.warning("span export raised; batch counted as failed", exc_info=False)
            result = SpanExportResult.FAILURE
        self._counters.record_export(len(clean), result is SpanExportResult.SUCCESS)
        return result

    def shutdown(self) -> None:
        self._inner.shutdown()

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return self._inner.force_flush(timeout_millis)


class ScrubbingBatchProcessor(SpanProcessor):
    """Rebuilds each ended span with only allowed content, then queues it for a batch export.

    The queue is a bounded deque: when it is full the new span is dropped and counted (a
    collector outage never grows memory). One daemon thread exports batches through a
    :class:`ScrubbingExporter`.
    """

    def __init__(
        self,
        exporter: SpanExporter,
        *,
        resource: Resource,
        max_queue_size: int = 2048,
        max_export_batch_size: int = 512,
        schedule_delay_millis: float = 5000,
        counters: ExportCounters | None = None,
    ) -> None:
        if max_queue_size < 1 or max_export_batch_size < 1:
            raise ValueError("queue and batch sizes must be positive")
        self.counters = counters or ExportCounters(max_queue_size)
        self._exporter = ScrubbingExporter(exporter, self.counters)
        self._resource = scrub_resource(resource)
        self._max_queue_size = max_queue_size
        self._batch_size = min(max_export_batch_size, max_queue_size)
        self._delay = schedule_delay_millis / 1000
        self._queue: collections.deque[ReadableSpan] = collections.deque()
        self._queue_lock = threading.Lock()
        self._export_lock = threading.Lock()
        self._wake = threading.Event()
        self._shutdown = False
        self._start_worker()
        if hasattr(os, "register_at_fork"):
            os.register_at_fork(after_in_child=self._after_fork_in_child)

    def _start_worker(self) -> None:
        self._pid = os.getpid()
        self._worker = threading.Thread(target=self._run, name="statecore-span-export", daemon=True)
        self._worker.start()

    def _after_fork_in_child(self) -> None:
        # The parent's thread does not exist in the child; its queue belongs to the parent.
        self._queue = collections.deque()
        self._queue_lock = threading.Lock()
        self._export_lock = threading.Lock()
        self._wake = threading.Event()
        if not self._shutdown:
            self._start_worker()

    # --- SpanProcessor ---------------------------------------------------------------------------
    def on_start(self, span: Span, parent_context: Context | None = None) -> None:
        return None

    def on_end(self, span: ReadableSpan) -> None:
        # Cheap checks first, before any scrubbing: nothing after shutdown, and nothing for a
        # span the sampler recorded but did not sample (RECORD_ONLY: it is not to be exported;
        # the SDK's BatchSpanProcessor skips it the same way).
        if self._shutdown:
            return
        ctx = span.context
        if ctx is None:
            return
        # ctx.trace_flags.sampled, without two property calls for a plain SpanContext
        flags = ctx[3] if type(ctx) is SpanContext else ctx.trace_flags
        if not flags & _SAMPLED:
            return
        clean = scrub_span(span, self._resource)
        with self._queue_lock:
            if len(self._queue) >= self._max_queue_size:
                self.counters.record_drop()
                return
            self._queue.append(clean)
            full_batch = len(self._queue) >= self._batch_size
        if full_batch:
            self._wake.set()

    def shutdown(self, timeout_millis: int = SHUTDOWN_TIMEOUT_MILLIS) -> None:
        """Flush what can be flushed within ``timeout_millis`` (capped at 3 s), then give up.

        The export thread is a daemon: if the collector never answers, it is abandoned rather
        than joined, and the process can exit."""
        if self._shutdown:
            return
        deadline = time.monotonic() + min(timeout_millis, SHUTDOWN_TIMEOUT_MILLIS) / 1000
        self._shutdown = True
        self._wake.set()
        self._worker.join(max(0.0, deadline - time.monotonic()))
        if not self._worker.is_alive():
            self._exporter.shutdown()  # nothing in flight: closing cannot block
            return
        # An export is still in flight: close from a daemon thread we do not wait for beyond
        # the deadline (at interpreter exit no thread can start; the process is ending anyway).
        try:
            closer = threading.Thread(
                target=self._exporter.shutdown, name="statecore-span-close", daemon=True
            )
            closer.start()
        except RuntimeError:
            return
        closer.join(max(0.0, deadline - time.monotonic()))

    def abandon(self) -> None:
        """Stop without exporting or closing the exporter: for a forked child that inherited this
        processor (its queue, connections and counters are the parent's)."""
        with self._queue_lock:
            self._queue.clear()
        self._shutdown = True
        self._wake.set()

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        if self._shutdown:
            return False
        self._export_all(deadline=time.monotonic() + timeout_millis / 1000)
        return True

    # --- worker ----------------------------------------------------------------------------------
    def _run(self) -> None:
        while not self._shutdown:
            batch_ready = self._wake.wait(self._delay)
            self._wake.clear()
            if self._shutdown:
                break
            # Woken by a full batch: export full batches only, as the SDK's processor does; the
            # rest waits for the next full batch or the schedule delay. Exporting the remainder
            # too would send a trickle of tiny batches while spans keep arriving (one request
            # to the collector per few spans, and a thread switch per batch).
            self._export_all(deadline=None, full_batches_only=batch_ready)
        # Final flush on shutdown: bounded by shutdown()'s join, not by this loop.
        self._export_all(deadline=None)

    def _take_batch(self, full_batches_only: bool = False) -> list[ReadableSpan]:
        with self._queue_lock:
            if full_batches_only and len(self._queue) < self._batch_size:
                return []
            count = min(self._batch_size, len(self._queue))
            return [self._queue.popleft() for _ in range(count)]

    def _export_all(self, deadline: float | None, full_batches_only: bool = False) -> None:
        wait = -1.0 if deadline is None else max(0.0, deadline - time.monotonic())
        if not self._export_lock.acquire(timeout=wait):
            return
        try:
            while deadline is None or time.monotonic() < deadline:
                batch = self._take_batch(full_batches_only)
                if not batch:
                    return
                # The exporter's own HTTP call must not be traced (it would feed itself).
                token = attach(set_value(_SUPPRESS_INSTRUMENTATION_KEY, True))
                try:
                    self._exporter.export(batch)
                finally:
                    detach(token)
        finally:
            self._export_lock.release()
