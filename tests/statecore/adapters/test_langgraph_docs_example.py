"""docs/examples/langgraph_quickstart.py runs against a live server, so the example cannot rot."""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from statecore.client import ControlPlane
from tests.statecore.client.conftest import FAST

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = ROOT / "docs" / "examples" / "langgraph_quickstart.py"


def test_quickstart_runs_and_leaves_only_ciphertext(base_url: str, app_token: str) -> None:
    done = subprocess.run(
        [sys.executable, str(EXAMPLE)],
        cwd=ROOT,
        env={**os.environ, "STATECORE_URL": base_url, "STATECORE_APP_TOKEN": app_token},
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode(errors="replace")[-4000:]
    summary = json.loads(done.stdout.decode().strip().splitlines()[-1])
    assert summary["answer"] == "refunded 40"

    with ControlPlane(base_url, app_token, retry=FAST) as control:
        binding = control.get_binding(summary["binding_id"])
        assert binding.head is not None
        assert binding.head.revision == summary["head_revision"] > 0
        lease = control.issue_lease(binding.id, sandbox_id="auditor", ttl_seconds=60).lease_token
    r = httpx.get(
        f"{base_url}/api/v1/state/checkpoints",
        params={"limit": 100},
        headers={"Authorization": f"Bearer {lease}"},
        timeout=10,
    )
    assert r.status_code == 200, r.text
    checkpoints = r.json()["checkpoints"]
    assert len(checkpoints) == summary["head_revision"]
    for item in checkpoints:
        payload = base64.b64decode(item["payload"])
        type_, _, blob = payload.partition(b"\n")
        assert type_.endswith(b"+aesgcm")  # encrypted in the pod: the service holds ciphertext
        assert b"parcel" not in blob
        assert "parcel" not in json.dumps(item["metadata"])
        for write in item["writes"]:
            assert write["type"].endswith("+aesgcm")
