"""Leak-canary machinery: canaries shaped like real secrets, a raw-bytes OTLP sink, a rotel
launcher, and the search of the sink's bytes in UTF-8, hex and base64 forms.

Used by ``check.py`` (the CLI CI runs) and by tests/collector_config. Only 127.0.0.1.
"""

from __future__ import annotations

import base64
import binascii
import gzip
import os
import secrets
import shutil
import signal
import socket
import string
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
ROTEL_DIR = ROOT / "collector-config" / "rotel"
PROCESSOR = ROTEL_DIR / "statecore_processor.py"
TRIPWIRE = ROTEL_DIR / "statecore_tripwire.py"

_ALNUM = string.ascii_letters + string.digits


def _rand(n: int, alphabet: str = _ALNUM) -> str:
    return "".join(secrets.choice(alphabet) for _ in range(n))


def make_canaries() -> dict[str, str]:
    """One fresh canary per secret shape (unique per run, so a hit is never a stale artefact)."""
    b64url = string.ascii_letters + string.digits + "-_"
    return {
        "openai_key": "sk-proj-" + _rand(40),
        "anthropic_key": "sk-ant-api03-" + _rand(40, b64url),
        "github_token": "ghp_" + _rand(36),
        "slack_token": "xoxb-" + _rand(12, string.digits) + "-" + _rand(24),
        "statecore_token": "stl_" + _rand(32, b64url),
        "bearer": "Bearer " + _rand(40, b64url),
        "jwt": "eyJhbGciOiJIUzI1NiJ9." + "eyJ" + _rand(30, b64url) + "." + _rand(43, b64url),
        "aws_key": "AKIA" + _rand(16, string.ascii_uppercase + string.digits),
        "email": f"canary.{_rand(12).lower()}@example.com",
    }


def forms(canary: str) -> dict[str, bytes]:
    """The byte strings whose presence in the sink means ``canary`` leaked."""
    raw = canary.encode("utf-8")
    out = {"utf8": raw, "hex": binascii.hexlify(raw), "HEX": binascii.hexlify(raw).upper()}
    # base64 of a substring depends on its alignment: encode at the three offsets and keep the
    # characters that do not depend on the neighbouring bytes
    for offset in range(3):
        encoded = base64.b64encode(b"\0" * offset + raw)
        start = (offset * 4 + 2) // 3 + (1 if offset else 0)
        end = len(encoded) - 4  # the last group may mix in padding
        if end - start >= 16:
            core = encoded[start:end]
            out[f"base64@{offset}"] = core
            out[f"base64url@{offset}"] = core.replace(b"+", b"-").replace(b"/", b"_")
    return out


@dataclass(frozen=True)
class Hit:
    canary: str
    form: str


def search(blob: bytes, canaries: dict[str, str]) -> list[Hit]:
    hits: list[Hit] = []
    for name, canary in canaries.items():
        for form, needle in forms(canary).items():
            if needle in blob:
                hits.append(Hit(name, form))
    return hits


# --- sink ---------------------------------------------------------------------------------------
@dataclass
class Sink:
    """An OTLP/HTTP endpoint on 127.0.0.1 that keeps every request's raw bytes (path, headers, body)."""

    requests: list[bytes] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    server: ThreadingHTTPServer | None = None

    def start(self) -> Sink:
        sink = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length)
                if (self.headers.get("Content-Encoding") or "").lower() == "gzip":
                    body = gzip.decompress(body)  # the bytes a backend would store
                with sink.lock:
                    sink.requests.append(self.requestline.encode() + b"\n" + bytes(self.headers) + body)
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, format: str, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    @property
    def url(self) -> str:
        assert self.server is not None
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def blob(self) -> bytes:
        with self.lock:
            return b"\n".join(self.requests)

    def wait_for(self, needle: bytes, timeout: float = 10.0) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if needle in self.blob():
                return True
            time.sleep(0.02)
        return False

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()


# --- rotel ---------------------------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def rotel_binary() -> Path | None:
    try:
        import rotel
    except ImportError:
        return None
    path = Path(rotel.__file__).resolve().parent / "rotel-agent"
    return path if path.exists() else None


def rotel_env() -> dict[str, str]:
    """The agent embeds CPython: it needs this interpreter's libpython and the repo on sys.path."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ROTEL_")}
    libdir = sysconfig.get_config_var("LIBDIR") or ""
    env["LD_LIBRARY_PATH"] = os.pathsep.join(p for p in (libdir, env.get("LD_LIBRARY_PATH", "")) if p)
    site = sysconfig.get_paths()["purelib"]
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), site])
    env["STATECORE_ROOT"] = str(ROOT)
    return env


@dataclass
class Rotel:
    process: subprocess.Popen[bytes]
    http_endpoint: str
    grpc_endpoint: str
    log_path: Path

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def stop(self, timeout: float = 5) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)


def start_rotel(
    sink_url: str,
    processors: Iterable[Path] = (),
    *,
    batching: bool = False,
    wrapper: Iterable[str] = (),
    ready_timeout: float = 10,
) -> Rotel:
    """Start the agent (under ``wrapper``, e.g. valgrind, if given) and wait until it listens."""
    binary = rotel_binary()
    if binary is None:
        raise RuntimeError("rotel is not installed (pip install rotel==0.0.1a15)")
    http_port, grpc_port = free_port(), free_port()
    workdir = Path(tempfile.mkdtemp(prefix="statecore-rotel-"))
    log_path = workdir / "rotel.log"
    args = [
        *wrapper,
        str(binary),
        "start",
        "--pid-file",
        str(workdir / "rotel.pid"),
        "--otlp-http-endpoint",
        f"127.0.0.1:{http_port}",
        "--otlp-grpc-endpoint",
        f"127.0.0.1:{grpc_port}",
        "--exporter",
        "otlp",
        "--otlp-exporter-endpoint",
        sink_url,
        "--otlp-exporter-protocol",
        "http",
        "--otlp-exporter-compression",
        "none",
        "--otlp-exporter-retry-max-elapsed-time",
        "1s",
    ]
    if batching:
        args += ["--traces-batch-timeout", "50ms"]
    else:
        args += ["--disable-batching"]
    processors = list(processors)
    if processors:
        args += ["--otlp-with-trace-processor", ",".join(str(p) for p in processors)]
    with log_path.open("wb") as log:
        process = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT, env=rotel_env(), cwd=workdir)
    rotel = Rotel(process, f"http://127.0.0.1:{http_port}", f"127.0.0.1:{grpc_port}", log_path)
    deadline = time.monotonic() + ready_timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"rotel exited ({process.returncode}): {rotel.log()[-2000:]}")
        try:
            with socket.create_connection(("127.0.0.1", http_port), timeout=0.2):
                return rotel
        except OSError:
            time.sleep(0.05)
    rotel.stop()
    raise RuntimeError(f"rotel did not listen: {rotel.log()[-2000:]}")


def cleanup_workdir(rotel: Rotel) -> None:
    shutil.rmtree(rotel.log_path.parent, ignore_errors=True)


# --- planting through the OTel SDK (no service-side scrubbing: this tests the collector) -------
CARRIERS = (
    "span.attributes",
    "events",
    "exception.message",
    "status.description",
    "span.name",
    "resource",
    "scope",
    "links",
    "tracestate",
    "baggage",
    "http.headers",
    "cookies",
    "query.strings",
    "state.payloads",
    "memory.bodies",
)


def plant_spans(endpoint: str, canaries: dict[str, str], *, fault: bool = False, beacon: str) -> None:
    """Export spans that carry every canary in every carrier the SDK can express, then a clean
    beacon span in a separate request (its arrival at the sink means the pipeline drained)."""
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.trace import (
        Link,
        SpanContext,
        SpanKind,
        Status,
        StatusCode,
        TraceFlags,
        TraceState,
        set_span_in_context,
    )
    from opentelemetry.trace.span import NonRecordingSpan

    values = list(canaries.values())
    joined = " ".join(values)
    resource = Resource(
        {
            "service.name": "statecore",
            "service.instance.id": canaries["email"],
            "host.name": canaries["aws_key"],
            "service.namespace": canaries["aws_key"],  # an allowed key, a tripwire value
            "process.command_args": [joined],
            "deployment.environment.name": "ci",
        }
    )
    exporter = OTLPSpanExporter(endpoint=f"{endpoint}/v1/traces", timeout=5)
    provider = TracerProvider(resource=resource)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer(
        f"scope-{canaries['github_token']}", canaries["slack_token"], attributes={"scope.secret": joined}
    )
    state = TraceState([("vendor", canaries["statecore_token"].replace("_", "-").lower()[:200])])
    parent = NonRecordingSpan(
        SpanContext(int(secrets.token_hex(16), 16), int(secrets.token_hex(8), 16), True, TraceFlags(1), state)
    )
    link_ctx = SpanContext(
        int(secrets.token_hex(16), 16),
        int(secrets.token_hex(8), 16),
        True,
        TraceFlags(1),
        TraceState([("linkvendor", "v" + canaries["openai_key"][8:30].lower())]),
    )
    for i, (name, canary) in enumerate(canaries.items()):
        attributes: dict[str, object] = {
            "http.request.header.authorization": canaries["bearer"],
            "http.request.header.cookie": f"sessionid={canary}; csrftoken={canary}",
            "url.query": f"token={canary}&email={canaries['email']}",
            "url.full": f"http://127.0.0.1/api/v1/state/head?key={canary}",
            "baggage.user": canary,
            "statecore.state.payload": '{"messages": ["' + canary + '"]}',
            "statecore.memory.body": f"remember {canary}",
            "statecore.operation": canary if name == "aws_key" else "thread_state.load",
            "harness.id": canaries["aws_key"],
            "gen_ai.request.model": canaries["email"],
            "db.statement": f"SELECT * FROM t WHERE secret = '{canary}'",  # noqa: S608 (a planted canary, not a query)
            "tool.args": [canary, joined],
        }
        if fault and i == 0:
            attributes["statecore.test.fault"] = True
        span_name = f"GET /state/{canary}" if i % 2 else canary
        with tracer.start_as_current_span(
            span_name,
            context=set_span_in_context(parent),
            kind=SpanKind.SERVER if i % 2 else SpanKind.INTERNAL,
            attributes=attributes,
            links=[Link(link_ctx, {"link.secret": canary})],
        ) as span:
            span.add_event(f"event {canary}", {"detail": canary})
            span.record_exception(RuntimeError(f"failed with {canary} for {canaries['email']}"))
            span.set_status(Status(StatusCode.ERROR, f"boom {canary}"))
    provider.shutdown()
    beacon_provider = TracerProvider(resource=Resource({"service.name": "statecore"}))
    beacon_provider.add_span_processor(
        SimpleSpanProcessor(OTLPSpanExporter(endpoint=f"{endpoint}/v1/traces", timeout=5))
    )
    with beacon_provider.get_tracer("statecore").start_as_current_span(
        "internal", attributes={"harness.id": beacon}
    ):
        pass
    beacon_provider.shutdown()


def run_pipeline(
    processors: Iterable[Path], canaries: dict[str, str], *, fault: bool = False, timeout: float = 10.0
) -> tuple[list[Hit], bytes, str]:
    """Sink + rotel + planted spans; returns (hits, sink bytes, rotel log)."""
    sink = Sink().start()
    rotel = start_rotel(sink.url, processors)
    try:
        beacon = "beacon-" + _rand(16)
        plant_spans(rotel.http_endpoint, canaries, fault=fault, beacon=beacon)
        if not sink.wait_for(beacon.encode(), timeout=timeout):
            raise RuntimeError(f"the beacon never reached the sink; rotel log:\n{rotel.log()[-3000:]}")
        time.sleep(0.1)
        blob = sink.blob()
        return search(blob, canaries), blob, rotel.log()
    finally:
        rotel.stop()
        sink.stop()
        cleanup_workdir(rotel)


def iter_lines(hits: list[Hit]) -> Iterator[str]:
    for hit in hits:
        yield f"LEAK: canary {hit.canary} found in the sink ({hit.form})"


if __name__ == "__main__":  # pragma: no cover
    sys.exit("use collector-config/canary/check.py")
