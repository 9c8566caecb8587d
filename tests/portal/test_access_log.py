from __future__ import annotations

import pytest

from portal.access_log import redact_path


@pytest.mark.parametrize(
    ("path", "logged"),
    [
        ("/api/v1/state/pending/sk-live-SECRET", "/api/v1/state/pending/:id"),
        ("/api/v1/runs/run-abc/reconcile", "/api/v1/runs/:id/reconcile"),
        ("/api/v1/memory/user/records/AKIAEXAMPLE", "/api/v1/memory/user/records/:id"),
        ("/api/v1/state/head", "/api/v1/state/head"),
        ("/healthz", "/healthz"),
    ],
)
def test_client_chosen_segments_are_not_logged(path: str, logged: str) -> None:
    assert redact_path(path) == logged
