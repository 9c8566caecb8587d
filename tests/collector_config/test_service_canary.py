"""The leak-canary check through a running statecore (gunicorn + Celery worker, production
settings, PostgreSQL) -> rotel with the statecore processors -> a raw-bytes sink. 127.0.0.1 only.

Positive-only: the service always scrubs in-process; the checker's negative control is
test_rotel_pipeline.py::test_negative_control_without_processor_detects_leaks."""

from __future__ import annotations

import os
import shutil
import urllib.parse

import pytest

from .conftest import load

harness = load("canary/harness.py", "statecore_canary_harness")
service_check = load("canary/service_check.py", "statecore_canary_service_check")


def _database_url() -> str:
    # a database of its own, next to the one the test run uses (never the test database itself)
    base = urllib.parse.urlsplit(
        os.environ.get("DATABASE_URL", "postgres://postgres@127.0.0.1:5499/statecore")
    )
    if not base.scheme.startswith("postgres"):
        pytest.skip("the service-path canary check needs PostgreSQL (DATABASE_URL)")
    return urllib.parse.urlunsplit(base._replace(path="/" + base.path.lstrip("/") + "_canary_service"))


pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(harness.rotel_binary() is None, reason="rotel==0.0.1a15 is not installed"),
    pytest.mark.skipif(
        shutil.which("gunicorn", path=str(service_check.VENV_BIN)) is None, reason="no gunicorn"
    ),
]


def test_service_path_leaks_no_canary() -> None:
    canaries = harness.make_canaries()
    broker = urllib.parse.urlsplit(os.environ.get("CELERY_BROKER_URL", "redis://127.0.0.1:6379/5"))
    broker_url = urllib.parse.urlunsplit(broker._replace(path="/6"))
    result = service_check.run_service(
        [harness.PROCESSOR, harness.TRIPWIRE], canaries, database_url=_database_url(), broker_url=broker_url
    )
    assert result.hits == [], list(harness.iter_lines(result.hits))
    assert result.tripwire_alerts == [], result.tripwire_alerts
    assert result.missing_spans == [], result.logs  # the service's spans did reach the sink
    assert result.statuses["binding"] == 201
    assert result.statuses["commit"] == 200
    assert result.statuses["head:bearer"] == 401
