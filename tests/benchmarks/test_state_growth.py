"""The growth benchmark's generator (benchmarks/state_growth.py): a tiny population, loaded both
ways (indexes in place, and bulk with indexes and constraints dropped and rebuilt), holds every
constraint and invariant, and the real functions and API work on it as on states they wrote."""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from statecore.crypto import token_hash

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import state_growth  # benchmarks/ is a directory of scripts

pytestmark = pytest.mark.postgres


def _dsn() -> str:
    connection.ensure_connection()
    params = connection.get_connection_params()
    keys = ("dbname", "user", "password", "host", "port")
    return " ".join(f"{k}={params[k]}" for k in keys if params.get(k) not in (None, ""))


def _one(query: str, params: list[Any]) -> Any:
    with connection.cursor() as cur:
        cur.execute(query, params)
        return cur.fetchone()


def test_generated_population_is_what_the_commit_path_leaves() -> None:
    dsn = _dsn()
    layout = state_growth.Layout.make(states=65, bindings=10, small_states=13, payload_bytes=40)
    assert layout.small_bindings == 2
    state_growth.generate(dsn, layout, 0, layout.small_bindings, bulk=False, jobs=1, chunk=5, log=print)
    with state_growth.psycopg.connect(dsn) as conn:
        before = state_growth.definitions(conn).fingerprint
    state_growth.generate(dsn, layout, layout.small_bindings, 10, bulk=True, jobs=2, chunk=3, log=print)
    with state_growth.psycopg.connect(dsn) as conn:
        assert state_growth.definitions(conn).fingerprint == before  # as the migrations made them

    assert state_growth.check(dsn) == dict.fromkeys(state_growth.CHECKS, 0)
    assert _one("SELECT count(*) FROM statecore_nativestate WHERE status = 'durable'", [])[0] == 65
    # one binding in ten was cleared halfway: its head is in epoch 2, its epoch-1 states stay
    assert _one("SELECT count(*) FROM statecore_binding WHERE epoch = 2", [])[0] == 1

    for i in range(10):
        n = layout.n(i)
        expected = n - n // 2 if layout.cleared(i) else n
        row = _one(
            "SELECT code, epoch, generation, revision, state_ref FROM statecore_load_head(%s)",
            [token_hash(layout.token(i))],
        )
        assert row[:4] == ("ok", layout.head_epoch(i), layout.generations(i), expected), i
        head = _one(
            "SELECT head_state_id FROM statecore_binding WHERE id = "
            "(SELECT binding_id FROM statecore_nativestate WHERE id = %s)",
            [row[4]],
        )
        assert head[0] == row[4]
        # an older lease of the binding is fenced
        if layout.generations(i) > 1:
            old = f"stl_growth-{layout.salt}-{i}-{layout.generations(i) - 1}"
            assert _one("SELECT code FROM statecore_load_head(%s)", [token_hash(old)])[0] == "unauthenticated"

    # the commit cycle through the API on a generated binding (the benchmark's operation)
    sample = state_growth.targets(dsn, layout, 10, 4, seed=1)
    assert len(sample) == 4
    for target in sample:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {target.token}")
        r = client.put(
            "/api/v1/state/pending/k-test",
            data=b"state",
            content_type="application/octet-stream",
            HTTP_X_STATE_CODEC=state_growth.CODEC,
        )
        assert r.status_code == 201, r.content
        r = client.post(
            "/api/v1/state/commit",
            {
                "state_ref": r.json()["state_ref"],
                "expected_durable_revision": target.revision,
                "run_id": f"run-test-{target.index}",
                "run": {"status": "completed"},
            },
            format="json",
        )
        assert r.status_code == 200, r.content
        assert r.json()["head"]["revision"] == target.revision + 1
    assert state_growth.check(dsn) == dict.fromkeys(state_growth.CHECKS, 0)

    # the hot statements as the benchmark explains them: valid SQL, each with its plans
    plans = state_growth.explain(dsn, layout, 3)
    names = [name for name, _, _, _ in state_growth.hot_statements(defaultdict(int))]
    assert [plan.name for plan in plans] == names
    assert all(plan.nodes and plan.text for plan in plans)
    # the writes were rolled back
    assert (
        _one("SELECT count(*) FROM statecore_nativestate WHERE idempotency_key LIKE 'explain-%%'", [])[0] == 0
    )
