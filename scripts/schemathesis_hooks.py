"""schemathesis hooks for scripts/schemathesis.sh (loaded through ``SCHEMATHESIS_HOOKS``).

``STATECORE_FUZZ_CREDENTIAL`` chooses the credential every generated request carries:

- ``app``: the application token in ``STATECORE_APP_TOKEN`` (every permission, env prod, org-1);
- ``lease``: a lease token for a binding this module creates with that application token
  (create binding -> issue lease, the first two steps of the worker's chain); a new lease is
  issued every few seconds, since generated calls such as ``DELETE /state/thread`` fence the
  one in use and everything after it would only ever see ``lease_fenced``;
- ``none``: nothing here (schemathesis may still send made-up bearer tokens).

Most generated values of a few fields that the server checks against its own rows (the
token's environment and organization, the binding's codec, a fresh binding's revision 0) are
replaced by the right ones, so that requests get past those checks and the stateful phase can
follow the links (create binding -> lease; write pending -> commit -> read).

``python scripts/schemathesis_hooks.py count REPORT.ndjson`` prints the requests a run sent.
"""

from __future__ import annotations

import json
import os
import random
import sys
import threading
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

CODEC = "fuzz/1"
LEASE_REFRESH_SECONDS = 3
STEERED = 0.8  # share of generated values replaced
#: operation label -> body fields the server checks against its rows, and the right values
STEERED_BODY: dict[str, dict[str, Any]] = {
    "POST /api/v1/bindings": {"environment": "prod", "organization_id": "org-1"},
    "POST /api/v1/state/commit": {"expected_durable_revision": 0},  # each lease has a new binding
}
STEERED_HEADERS: dict[str, str] = {"X-State-Codec": CODEC}
_choice = random.Random(0)
_lock = threading.Lock()


def _steer(values: dict[str, Any], wanted: dict[str, Any]) -> dict[str, Any]:
    with _lock:
        return {**values, **{k: v for k, v in wanted.items() if k in values and _choice.random() < STEERED}}


def _issue_lease(base_url: str, app_token: str) -> str:
    import httpx

    headers = {"Authorization": f"Bearer {app_token}"}
    with httpx.Client(base_url=base_url, headers=headers, timeout=30) as client:
        binding = client.post(
            "/api/v1/bindings",
            json={
                "environment": "prod",
                "harness": "deepagents",
                "adapter": "langgraph",
                "adapter_codec_version": CODEC,
                "agent_id": "agent-1",
                "subject": f"fuzz-{uuid.uuid4().hex[:12]}@example.com",
                "organization_id": "org-1",
            },
        )
        binding.raise_for_status()
        lease = client.post(
            f"/api/v1/bindings/{binding.json()['id']}/leases",
            json={"sandbox_id": "fuzz", "ttl_seconds": 3600},
        )
        lease.raise_for_status()
        return str(lease.json()["lease_token"])


def _register(credential: str) -> None:
    import schemathesis
    from schemathesis import AuthContext, Case, HookContext

    base_url = os.environ.get("STATECORE_URL", "")
    app_token = os.environ.get("STATECORE_APP_TOKEN", "")

    def bearer(case: Case[Any], token: str) -> None:
        case.headers["Authorization"] = f"Bearer {token}"

    if credential == "app":

        @schemathesis.auth(refresh_interval=None)
        class AppToken:
            def get(self, case: Case[Any], ctx: AuthContext) -> str:
                return app_token

            def set(self, case: Case[Any], data: str, ctx: AuthContext) -> None:
                bearer(case, data)

    elif credential == "lease":

        @schemathesis.auth(refresh_interval=LEASE_REFRESH_SECONDS)
        class LeaseToken:
            def get(self, case: Case[Any], ctx: AuthContext) -> str:
                return _issue_lease(base_url, app_token)

            def set(self, case: Case[Any], data: str, ctx: AuthContext) -> None:
                bearer(case, data)

    elif credential != "none":
        raise SystemExit(f"STATECORE_FUZZ_CREDENTIAL must be app, lease or none, not {credential!r}")

    @schemathesis.hook
    def map_headers(context: HookContext, headers: dict[str, Any] | None) -> dict[str, Any] | None:
        return _steer(headers, STEERED_HEADERS) if headers else headers

    @schemathesis.hook
    def map_body(context: HookContext, body: Any) -> Any:
        wanted = STEERED_BODY.get(context.operation.label if context.operation else "")
        return _steer(body, wanted) if wanted and isinstance(body, dict) else body


def count(report: Path) -> str:
    """Requests sent, responses by status class and failed checks, from the NDJSON report; and
    per operation, how many schema-conforming (positive) requests were answered 400, i.e. where
    the schema allows more than the view accepts."""
    requests = 0
    statuses: Counter[str] = Counter()
    failed: Counter[str] = Counter()
    refused: Counter[str] = Counter()
    positive: Counter[str] = Counter()
    for line in report.read_text().splitlines():
        recorder = json.loads(line).get("ScenarioFinished", {}).get("recorder") or {}
        cases = recorder.get("cases") or {}
        for case_id, interaction in (recorder.get("interactions") or {}).items():
            requests += 1
            response = interaction.get("response") or {}
            code = response.get("status_code")
            statuses[f"{str(code)[0]}xx" if code else "no response"] += 1
            value = (cases.get(case_id) or {}).get("value") or {}
            if ((value.get("meta") or {}).get("generation") or {}).get("mode") == "positive":
                label = f"{value.get('method')} {value.get('path')}"
                positive[label] += 1
                if code == 400:
                    refused[label] += 1
        for checks in (recorder.get("checks") or {}).values():
            failed.update(c["name"] for c in checks if c.get("status") == "failure")
    lines = [
        f"{report.stem}: {requests} requests ("
        + ", ".join(f"{k} {v}" for k, v in sorted(statuses.items()))
        + "); failed checks: "
        + (", ".join(f"{k} {v}" for k, v in sorted(failed.items())) or "none")
    ]
    lines += [
        f"  {label}: {refused[label]} of {positive[label]} positive requests answered 400"
        for label in sorted(refused)
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "count":
        print(count(Path(sys.argv[2])))
    else:
        raise SystemExit("usage: schemathesis_hooks.py count REPORT.ndjson")
elif "schemathesis" in sys.modules:
    _register(os.environ.get("STATECORE_FUZZ_CREDENTIAL", "none"))
