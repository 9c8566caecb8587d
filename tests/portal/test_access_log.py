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


def test_django_request_log_lines_are_redacted() -> None:
    import logging

    from portal.access_log import RedactApiPaths

    record = logging.LogRecord(
        "django.request",
        logging.ERROR,
        __file__,
        1,
        "Internal Server Error: %s",
        ("/api/v1/memory/user/records/AKIAEXAMPLE",),
        None,
    )
    assert RedactApiPaths().filter(record)
    assert record.getMessage() == "Internal Server Error: /api/v1/memory/user/records/:id"
    line = logging.LogRecord(
        "django.server",
        logging.INFO,
        __file__,
        1,
        '"%s" %s %s',
        ("PUT /api/v1/state/pending/sk-SECRET HTTP/1.1", "201", "169"),
        None,
    )
    RedactApiPaths().filter(line)
    assert "sk-SECRET" not in line.getMessage()
