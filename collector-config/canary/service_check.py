"""Leak-canary check through a running statecore: requests carrying canaries -> gunicorn + a
Celery worker (production settings, PostgreSQL, tracing on) -> rotel (statecore processors) ->
a local OTLP sink that keeps raw bytes; then search those bytes in UTF-8, hex and base64 forms.

    python collector-config/canary/service_check.py            # exit 0: no canary in the sink
    python collector-config/canary/service_check.py --no-collector-scrub
                                                               # rotel without processors: the
                                                               # service's own scrubbing alone

Positive-only: statecore always scrubs in-process (there is no switch to turn that off), so this
run cannot be made to fail by switching scrubbing off. The negative control of the checker is
``check.py --no-scrub`` (canaries planted with the OTel SDK straight into rotel without
processors). To show that this run is not vacuous it requires the service's own span names
(``thread_state.*``, ``memory.*``) to reach the sink.

Needs PostgreSQL and Redis on 127.0.0.1 (``--database-url``, ``--broker-url``); the database is
dropped and created afresh. Only 127.0.0.1.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import secrets
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if "statecore_canary_harness" in sys.modules:
    harness = sys.modules["statecore_canary_harness"]
else:
    _spec = importlib.util.spec_from_file_location(
        "statecore_canary_harness", Path(__file__).with_name("harness.py")
    )
    assert _spec is not None
    assert _spec.loader is not None
    harness = importlib.util.module_from_spec(_spec)
    sys.modules[_spec.name] = harness
    _spec.loader.exec_module(harness)

ROOT: Path = harness.ROOT
VENV_BIN = Path(sys.executable).parent
# the embedded PostgreSQL of `make dev` / `make test` (scripts/devdb.py) on its default port
DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5499/statecore_canary"
DEFAULT_BROKER_URL = "redis://127.0.0.1:6379/6"
CODEC = "canary-codec/1"
#: span names the service must export for the run to count (proof the path carried traffic)
EXPECTED_SPANS = (b"thread_state.write", b"thread_state.commit", b"memory.write")

SERVICE_CARRIERS = (
    "authorization (invalid bearer tokens)",
    "cookies",
    "query strings",
    "custom HTTP headers",
    "traceparent/tracestate/baggage (trusted with a valid token, and without)",
    "native state payload bytes",
    "X-State-Metadata",
    "idempotency keys (path)",
    "memory bodies, keys, provenance",
    "run ids and reasons",
)


@dataclass
class Result:
    hits: list[Any]
    blob: bytes
    tripwire_alerts: list[str]
    missing_spans: list[bytes]
    statuses: dict[str, int] = field(default_factory=dict)
    logs: str = ""


def _recreate_database(database_url: str) -> None:
    import psycopg

    parts = urllib.parse.urlsplit(database_url)
    name = parts.path.lstrip("/")
    if not name.replace("_", "").isalnum():
        raise ValueError("database name must be alphanumeric")
    admin = urllib.parse.urlunsplit(parts._replace(path="/postgres"))
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')


def _flush_broker(broker_url: str) -> None:
    import redis

    redis.Redis.from_url(broker_url).flushdb()


def service_env(database_url: str, broker_url: str, otlp_endpoint: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OTEL_", "GUNICORN_", "STATECORE_"))}
    env.pop("DJANGO_SETTINGS_MODULE", None)
    env.update(
        {
            "DATABASE_URL": database_url,
            "CELERY_BROKER_URL": broker_url,
            "DJANGO_DEBUG": "false",
            "DJANGO_SECRET_KEY": "canary-" + secrets.token_urlsafe(32),
            "STATECORE_HMAC_KEY": "canary-" + secrets.token_urlsafe(32),
            "OTEL_EXPORTER_OTLP_ENDPOINT": otlp_endpoint,
            "OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf",
            "OTEL_BSP_SCHEDULE_DELAY": "100",
            "PYTHONUNBUFFERED": "1",
        }
    )
    return env


def _manage(env: dict[str, str], *args: str) -> str:
    out = subprocess.run(
        [str(VENV_BIN / "python"), "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    if out.returncode != 0:
        raise RuntimeError(f"manage.py {args[0]} failed: {out.stderr[-2000:]}")
    return out.stdout.strip()


def _stop(process: subprocess.Popen[bytes], timeout: float) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)


def send_requests(base: str, app_token: str, canaries: dict[str, str]) -> dict[str, int]:
    """Every request carries canaries; returns {label: status} (outcomes are not the point)."""
    import httpx

    c = canaries
    statuses: dict[str, int] = {}
    trace_id, parent_id = secrets.token_hex(16), secrets.token_hex(8)
    propagation = {
        "traceparent": f"00-{trace_id}-{parent_id}-01",
        "tracestate": f"vendor={c['statecore_token'].replace('_', '-').lower()[:200]},"
        f"other={c['openai_key'][8:40].lower()}",
        "baggage": f"user.email={urllib.parse.quote(c['email'])},api_key={c['openai_key']},"
        f"token={c['jwt']},session={c['github_token']}",
    }
    noise = {
        "Cookie": f"sessionid={c['slack_token']}; csrftoken={c['github_token']}; jwt={c['jwt']}",
        "X-Api-Key": c["anthropic_key"],
        "X-Forwarded-For": "127.0.0.1",
        "X-Amz-Security-Token": c["aws_key"],
        "X-User-Email": c["email"],
        "User-Agent": f"canary-agent/{c['openai_key']}",
        "Referer": f"http://127.0.0.1/?token={c['jwt']}",
        **propagation,
    }
    query = urllib.parse.urlencode(
        {"token": c["openai_key"], "email": c["email"], "key": c["aws_key"], "jwt": c["jwt"]}
    )

    def record(label: str, response: httpx.Response) -> httpx.Response:
        statuses[label] = response.status_code
        return response

    with (
        httpx.Client(base_url=base, timeout=20) as anon,
        httpx.Client(base_url=base, timeout=20, headers={"Authorization": f"Bearer {app_token}"}) as app,
    ):
        # invalid credentials shaped like real ones, with and without trace context
        for label, auth in (
            ("bearer", c["bearer"]),
            ("bearer-stl", f"Bearer {c['statecore_token']}"),
            ("bearer-jwt", f"Bearer {c['jwt']}"),
            ("bearer-openai", f"Bearer {c['openai_key']}"),
        ):
            record(
                f"head:{label}",
                anon.get(f"/api/v1/state/head?{query}", headers={**noise, "Authorization": auth}),
            )
        record("healthz", anon.get(f"/healthz?{query}", headers=noise))
        record("404", anon.get(f"/api/v1/state/native/{c['aws_key']}?{query}", headers=noise))
        # control plane with a valid application token (trusted network: context honoured)
        binding = record(
            "binding",
            app.post(
                f"/api/v1/bindings?{query}",
                headers=noise,
                json={
                    "environment": "prod",
                    "harness": "canary",
                    "adapter": "canary-adapter",
                    "adapter_codec_version": CODEC,
                    "agent_id": "agent-canary",
                    "subject": c["email"],
                    "organization_id": "org-1",
                },
            ),
        )
        if binding.status_code != 201:
            raise RuntimeError(f"binding: {binding.status_code} {binding.text[:500]}")
        bid = binding.json()["id"]
        lease = record(
            "lease",
            app.post(
                f"/api/v1/bindings/{bid}/leases",
                headers=noise,
                json={"sandbox_id": c["github_token"], "ttl_seconds": 300},
            ),
        )
        if lease.status_code != 201:
            raise RuntimeError(f"lease: {lease.status_code} {lease.text[:500]}")
        with httpx.Client(
            base_url=base, timeout=30, headers={"Authorization": f"Bearer {lease.json()['lease_token']}"}
        ) as worker:
            record("head", worker.get(f"/api/v1/state/head?{query}", headers=noise))
            payload = json.dumps({"messages": list(c.values()), "secret": c["anthropic_key"]}).encode()
            metadata = json.dumps({"note": c["email"], "key": c["openai_key"], "aws": c["aws_key"]})
            pending = record(
                "pending",
                worker.put(
                    f"/api/v1/state/pending/{uuid.uuid4().hex}?{query}",
                    content=payload,
                    headers={
                        **noise,
                        "Content-Type": "application/octet-stream",
                        "X-State-Codec": CODEC,
                        "X-State-Metadata": metadata,
                    },
                ),
            )
            record(
                "pending:key",
                worker.put(
                    f"/api/v1/state/pending/{c['github_token']}",
                    content=payload,
                    headers={"Content-Type": "application/octet-stream", "X-State-Codec": CODEC},
                ),
            )
            record(
                "pending:bad-codec",
                worker.put(
                    f"/api/v1/state/pending/{uuid.uuid4().hex}",
                    content=payload,
                    headers={"Content-Type": "application/octet-stream", "X-State-Codec": c["slack_token"]},
                ),
            )
            ref = pending.json().get("state_ref") if pending.status_code == 201 else None
            if ref:
                record("native", worker.get(f"/api/v1/state/native/{ref}", headers=noise))
            run_id = c["openai_key"]
            record(
                "commit",
                worker.post(
                    f"/api/v1/state/commit?{query}",
                    headers=noise,
                    json={
                        "state_ref": ref,
                        "expected_durable_revision": 0,
                        "run_id": run_id,
                        "run": {"status": "interrupted", "interrupt": {"why": c["jwt"], "who": c["email"]}},
                    },
                ),
            )
            record(
                "uncertain",
                worker.post(
                    "/api/v1/state/uncertain",
                    headers=noise,
                    json={"run_id": c["anthropic_key"], "reason": f"timeout {c['bearer']} {c['aws_key']}"},
                ),
            )
            record("run", app.get(f"/api/v1/runs/{run_id}", headers=noise))
            record("run:unknown", app.get(f"/api/v1/runs/{c['slack_token']}", headers=noise))
            record(
                "reconcile",
                app.post(
                    f"/api/v1/runs/{c['anthropic_key']}/reconcile",
                    headers=noise,
                    json={"decision": "keep_previous", "idempotency_key": c["github_token"]},
                ),
            )
            # memory: bodies, keys, provenance (the write pipeline runs in the Celery worker)
            for i, (name, canary) in enumerate(c.items()):
                key = f"pref.{name}" if i % 2 else canary.replace(" ", "_")[:100]
                record(
                    f"memory:{name}",
                    worker.put(
                        f"/api/v1/memory/user/records/{urllib.parse.quote(key, safe='')}?{query}",
                        headers={**noise, "Prefer": "wait=2"},
                        json={
                            "kind": "semantic",
                            "content": f"Remember {canary} and {c['email']}",
                            "content_type": "text/plain",
                            "expected_revision": None,
                            "provenance": {"source": canary, "by": c["email"], "run": run_id},
                        },
                    ),
                )
            record(
                "memory:clean",
                worker.put(
                    "/api/v1/memory/user/records/pref.editor",
                    headers={"Prefer": "wait=5"},
                    json={
                        "kind": "semantic",
                        "content": "Prefers vim keybindings.",
                        "content_type": "text/plain",
                        "expected_revision": None,
                        "provenance": {"source": c["jwt"], "ticket": c["slack_token"]},
                    },
                ),
            )
            record("memory:get", worker.get(f"/api/v1/memory/user/records/{c['aws_key']}", headers=noise))
            record(
                "memory:search",
                worker.post(
                    "/api/v1/memory/user/search",
                    headers=noise,
                    json={"query": {"text": f"{c['openai_key']} {c['email']}"}, "limit": 5},
                ),
            )
            record(
                "memory:delete",
                worker.delete(
                    f"/api/v1/memory/user/records/{c['github_token']}?expected_revision=1", headers=noise
                ),
            )
        record("telemetry", app.get("/api/v1/health/telemetry", headers=noise))
    return statuses


def _exported(base: str, app_token: str) -> int:
    import httpx

    try:
        r = httpx.get(
            f"{base}/api/v1/health/telemetry", headers={"Authorization": f"Bearer {app_token}"}, timeout=5
        )
        return int(r.json().get("exported", 0))
    except Exception:
        return -1


def run_service(
    processors: list[Path],
    canaries: dict[str, str],
    *,
    database_url: str = DEFAULT_DATABASE_URL,
    broker_url: str = DEFAULT_BROKER_URL,
    timeout: float = 60.0,
) -> Result:
    started = time.monotonic()
    sink = harness.Sink().start()
    rotel = harness.start_rotel(sink.url, processors)
    logdir = Path(tempfile.mkdtemp(prefix="statecore-canary-service-"))
    procs: list[subprocess.Popen[bytes]] = []
    try:
        _recreate_database(database_url)
        _flush_broker(broker_url)
        env = service_env(database_url, broker_url, rotel.http_endpoint)
        _manage(env, "migrate", "--verbosity", "0")
        app_token = _manage(
            env,
            "create_app_token",
            f"canary-{secrets.token_hex(4)}",
            "--environment",
            "prod",
            "--organization",
            "org-1",
            "--permission",
            "bindings:manage",
            "--permission",
            "runs:reconcile",
            "--permission",
            "memory:approve",
        )
        port = harness.free_port()
        base = f"http://127.0.0.1:{port}"
        with (logdir / "gunicorn.log").open("wb") as log:
            gunicorn = subprocess.Popen(
                [str(VENV_BIN / "gunicorn"), "-c", "deploy/gunicorn.conf.py"],
                cwd=ROOT,
                env={
                    **env,
                    "GUNICORN_BIND": f"127.0.0.1:{port}",
                    "GUNICORN_WORKERS": "1",
                    "GUNICORN_GRACEFUL_TIMEOUT": "5",
                },
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        procs.append(gunicorn)
        with (logdir / "celery.log").open("wb") as log:
            celery = subprocess.Popen(
                [
                    str(VENV_BIN / "celery"),
                    "-A",
                    "portal",
                    "worker",
                    "--pool",
                    "solo",
                    "--loglevel",
                    "WARNING",
                    "--without-heartbeat",
                    "--without-gossip",
                    "--without-mingle",
                ],
                cwd=ROOT,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        procs.append(celery)
        import httpx

        deadline = time.monotonic() + 30
        last: object = None
        while True:
            try:
                last = httpx.get(f"{base}/healthz", timeout=1).status_code
                if last == 200:
                    break
            except httpx.HTTPError as exc:
                last = type(exc).__name__
            if time.monotonic() > deadline or gunicorn.poll() is not None:
                raise RuntimeError(
                    f"gunicorn did not answer /healthz (exit code {gunicorn.poll()}, last status {last}): "
                    + (logdir / "gunicorn.log").read_text(errors="replace")[-2000:]
                )
            time.sleep(0.1)
        statuses = send_requests(base, app_token, canaries)
        # wait until this worker's exporter reports spans sent, then stop: worker_exit flushes
        deadline = min(time.monotonic() + 10, started + timeout)
        while time.monotonic() < deadline and _exported(base, app_token) <= 0:
            time.sleep(0.1)
        time.sleep(0.3)
        _stop(celery, 15)
        _stop(gunicorn, 15)
        deadline = min(time.monotonic() + 10, started + timeout)
        while time.monotonic() < deadline and not all(s in sink.blob() for s in EXPECTED_SPANS):
            time.sleep(0.1)
        time.sleep(0.5)  # rotel forwards without batching; a last in-flight request
        rotel.stop()
        blob = sink.blob()
        alerts = [line for line in rotel.log().splitlines() if "ALERT" in line or "ERROR" in line]
        logs = "\n".join(
            f"--- {p.name}\n" + p.read_text(errors="replace")[-3000:] for p in sorted(logdir.iterdir())
        )
        return Result(
            hits=harness.search(blob, canaries),
            blob=blob,
            tripwire_alerts=alerts,
            missing_spans=[s for s in EXPECTED_SPANS if s not in blob],
            statuses=statuses,
            logs=logs + "\n--- rotel\n" + rotel.log()[-3000:],
        )
    finally:
        for p in reversed(procs):
            _stop(p, 10)
        rotel.stop()
        sink.stop()
        harness.cleanup_workdir(rotel)
        for f in logdir.iterdir():
            f.unlink()
        logdir.rmdir()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="statecore leak-canary check through a running service")
    parser.add_argument(
        "--no-collector-scrub",
        action="store_true",
        help="rotel without processors (the service's in-process scrubbing alone)",
    )
    parser.add_argument(
        "--database-url", default=os.environ.get("STATECORE_CANARY_DATABASE_URL", DEFAULT_DATABASE_URL)
    )
    parser.add_argument(
        "--broker-url", default=os.environ.get("STATECORE_CANARY_BROKER_URL", DEFAULT_BROKER_URL)
    )
    parser.add_argument("--verbose", action="store_true", help="print request statuses and process logs")
    args = parser.parse_args(argv)
    processors = [] if args.no_collector_scrub else [harness.PROCESSOR, harness.TRIPWIRE]
    canaries = harness.make_canaries()
    started = time.monotonic()
    result = run_service(processors, canaries, database_url=args.database_url, broker_url=args.broker_url)
    print(
        f"sent {len(result.statuses)} requests with {len(canaries)} canaries "
        f"in {len(SERVICE_CARRIERS)} carriers; "
        f"sink received {len(result.blob)} bytes in {time.monotonic() - started:.1f}s"
    )
    if args.verbose:
        print(json.dumps(result.statuses, indent=1))
        print(result.logs)
    failed = False
    for line in harness.iter_lines(result.hits):
        print(line)
        failed = True
    for line in result.tripwire_alerts:
        print(f"COLLECTOR: {line}")  # the service let something through that the collector caught
        failed = True
    if result.missing_spans:
        print(
            "FAIL: service spans never reached the sink: "
            + ", ".join(s.decode() for s in result.missing_spans)
        )
        failed = True
    if failed:
        print("FAIL")
        return 1
    print("OK: no canary in the sink (service path)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
