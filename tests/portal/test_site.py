"""The portal's index: the operations dashboard (counts, each a link to the list it counts)."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.contrib.auth.models import Permission
from django.test import Client
from django.utils import timezone

from portal.site import age
from statecore.models import AuditEvent, MemoryProposal, MemoryRecord, ProposalStatus, Run
from telemetry.export import EXPORT_FAILED, SETUP_FAILED_HEALTH, HealthSnapshot
from tests.conftest import Worker
from tests.portal.test_admin import _harness_run
from tests.portal.test_admin_memory import make_proposal, make_record

pytestmark = pytest.mark.django_db


def login(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def staff_with(django_user_model: Any, username: str, codename: str) -> Any:
    """A staff user holding one statecore permission."""
    user = django_user_model.objects.create_user(username, f"{username}@example.com", "pw", is_staff=True)
    user.user_permissions.add(Permission.objects.get(content_type__app_label="statecore", codename=codename))
    return user


def figure(html: str, figure_id: str) -> tuple[int, str, str]:
    """(count, link, text) of one dashboard figure."""
    match = re.search(rf'<a class="figure[^"]*" id="{figure_id}" href="([^"]+)">(.*?)</a>', html, re.S)
    assert match is not None, figure_id
    count = re.search(r'<span class="count">(\d+)</span>', match.group(2))
    assert count is not None
    return int(count.group(1)), match.group(1).replace("&amp;", "&"), match.group(2)


@pytest.fixture
def world(
    make_binding: Callable[..., dict[str, Any]], make_worker: Callable[..., Worker], settings: Any
) -> None:
    """Two proposals awaiting approval (the oldest 3 hours), two scanning (one stuck), one
    applied; a record with a vector and one awaiting the back-fill; an uncertain, an
    interrupted and a completed run; harness runs running, failed today, failed last week."""
    settings.STATECORE_MEMORY_RESCAN_AFTER_SECONDS = 300
    make_proposal(key="oldest", age_minutes=180)
    make_proposal(key="newer", age_minutes=5)
    stuck = make_proposal(key="stuck", status=ProposalStatus.SCANNING, age_minutes=20)
    MemoryProposal.objects.filter(pk=stuck.pk).update(updated_at=timezone.now() - timedelta(minutes=10))
    make_proposal(key="scanning", status=ProposalStatus.SCANNING)
    make_proposal(key="done", status=ProposalStatus.APPLIED)
    make_record(key="unembedded", content="Written before the model existed.")
    make_record(key="embedded", content="Found by meaning.")
    MemoryRecord.objects.filter(key="embedded").update(embedding=[0.0] * 383 + [1.0])

    binding = make_binding()
    worker = make_worker(binding["id"])
    assert worker.write_and_commit(run_id="run-done").status_code == 200
    ref = worker.put_pending(b"s2").json()["state_ref"]
    assert (
        worker.commit(ref, 1, run_id="run-int", status="interrupted", interrupt={"q": 1}).status_code == 200
    )
    marked = worker.mark_uncertain("run-unc", body=b"s3")
    assert marked.status_code == 200, marked.content
    Run.objects.filter(run_id="run-unc").update(updated_at=timezone.now() - timedelta(minutes=50))
    _harness_run(binding["id"], "h-running", "running", 3)
    _harness_run(binding["id"], "h-failed", "failed", 60)
    _harness_run(binding["id"], "h-failed-old", "failed", 60 * 24 * 8)


@pytest.mark.usefixtures("world")
def test_dashboard_counts_what_waits_and_links_each_count_to_its_list(
    django_user_model: Any, django_assert_max_num_queries: Any
) -> None:
    admin_user = django_user_model.objects.create_superuser("root-admin", "r@example.com", "pw-unused")
    client = login(admin_user)
    # Counts only: five aggregates, whatever the tables hold (plus session, user, log).
    with django_assert_max_num_queries(10):
        html = client.get("/admin/").content.decode()

    expected = {
        "proposals-pending": (2, ["oldest", "newer"]),
        "proposals-scanning": (2, ["stuck", "scanning"]),
        "proposals-stuck": (1, ["stuck"]),
        "runs-uncertain": (1, ["run-unc"]),
        "runs-interrupted": (1, ["run-int"]),
        "harness-running": (1, ["h-running"]),
        "harness-failed": (1, ["h-failed"]),
        "records-without-vector": (1, ["unembedded"]),
    }
    for figure_id, (count, listed) in expected.items():
        shown, link, _ = figure(html, figure_id)
        assert shown == count, figure_id
        page = client.get(link)
        assert page.status_code == 200, link
        rows = page.context["cl"].result_list
        names = [getattr(row, "key", None) or row.run_id for row in rows]
        assert sorted(names) == sorted(listed), (figure_id, link)
    assert "oldest waiting 3h 0m" in figure(html, "proposals-pending")[2]
    assert "oldest marked 50m" in figure(html, "runs-uncertain")[2]
    assert 'id="telemetry-health"' in html
    assert re.search(r"As of \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", html)


def test_leases_fenced_in_the_last_hour_are_counted_and_listed(
    django_user_model: Any,
    make_binding: Callable[..., dict[str, Any]],
    make_worker: Callable[..., Worker],
    app: Any,
) -> None:
    """A lease issued over an earlier generation and a clear each fence; a first lease does not,
    nor a fencing two hours ago."""
    first, second, old = make_binding(), make_binding(), make_binding()
    make_worker(first["id"])
    make_worker(first["id"])  # fences generation 1
    make_worker(second["id"])  # a first lease: fences nothing
    assert app.post(f"/api/v1/bindings/{second['id']}/clear").status_code == 200  # fences it
    make_worker(old["id"])
    make_worker(old["id"])
    AuditEvent.objects.filter(binding_id=old["id"]).update(at=timezone.now() - timedelta(hours=2))
    html = login(django_user_model.objects.create_superuser("sre-root", "s@example.com", "x")).get("/admin/")
    count, link, _ = figure(html.content.decode(), "leases-fenced")
    assert count == 2
    page = login(django_user_model.objects.get(username="sre-root")).get(link)
    assert page.status_code == 200
    listed = sorted((str(e.binding_id), e.action) for e in page.context["cl"].result_list)
    assert listed == sorted([(first["id"], "lease.issue"), (second["id"], "binding.clear")])


@pytest.mark.usefixtures("world")
def test_a_reviewer_sees_the_memory_counts_only(django_user_model: Any) -> None:
    reviewer = staff_with(django_user_model, "rev", "approve_memoryproposal")
    html = login(reviewer).get("/admin/").content.decode()
    assert figure(html, "proposals-pending")[0] == 2
    assert 'id="runs-uncertain"' not in html
    assert 'id="harness-running"' not in html


def test_dashboard_without_any_statecore_permission_shows_no_counts(django_user_model: Any) -> None:
    user = django_user_model.objects.create_user("plain", "p@example.com", "pw-unused", is_staff=True)
    response = login(user).get("/admin/")
    assert response.status_code == 200
    assert 'id="dashboard"' not in response.content.decode()


def test_a_query_string_with_nul_is_refused_not_a_500(django_user_model: Any) -> None:
    admin_user = django_user_model.objects.create_superuser("root-admin", "r@example.com", "pw-unused")
    client = login(admin_user)
    for url in ("/admin/statecore/auditevent/?q=a%00b", "/admin/statecore/run/?run_id%00=x", "/admin/?x=%00"):
        assert client.get(url).status_code == 400, url


def test_age_is_short_and_never_negative() -> None:
    now = timezone.now()
    assert age(None) == "-"
    assert age(now + timedelta(seconds=5), now) == "0s"
    assert age(now - timedelta(seconds=42), now) == "42s"
    assert age(now - timedelta(minutes=3, seconds=2), now) == "3m 2s"
    assert age(now - timedelta(hours=2, minutes=5), now) == "2h 5m"
    assert age(now - timedelta(days=3, hours=4), now) == "3d 4h"


def test_an_auditor_sees_the_fenced_leases_count(
    django_user_model: Any, make_binding: Callable[..., dict[str, Any]], make_worker: Callable[..., Worker]
) -> None:
    """The audit log's figure is shown to a user who may view the audit log and nothing else."""
    binding = make_binding()
    make_worker(binding["id"])
    make_worker(binding["id"])  # fences generation 1
    html = login(staff_with(django_user_model, "aud", "view_auditevent")).get("/admin/").content.decode()
    assert figure(html, "leases-fenced")[0] == 1
    assert 'id="proposals-pending"' not in html
    assert 'id="runs-uncertain"' not in html
    assert 'id="telemetry-health"' in html


@pytest.mark.parametrize(
    ("snapshot", "shown"),
    [
        (HealthSnapshot("ok", 12, 0, 0, 2048), "<strong>ok</strong>;"),
        (
            HealthSnapshot("degraded", 12, 3, 7, 2048, reason=EXPORT_FAILED),
            '<strong>degraded</strong> (<span class="reason">export_failed</span>);',
        ),
        (SETUP_FAILED_HEALTH, '<strong>degraded</strong> (<span class="reason">setup_failed</span>);'),
    ],
    ids=["ok", "export_failed", "setup_failed"],
)
def test_telemetry_health_says_why_it_is_degraded(
    django_user_model: Any, monkeypatch: pytest.MonkeyPatch, snapshot: HealthSnapshot, shown: str
) -> None:
    monkeypatch.setattr("portal.site.telemetry_health", lambda: snapshot)
    admin_user = django_user_model.objects.create_superuser("root-admin", "r@example.com", "pw-unused")
    html = login(admin_user).get("/admin/").content.decode()
    line = " ".join(html.split('id="telemetry-health">', 1)[1].split("</p>", 1)[0].split())
    assert shown in line
    counts = f"{snapshot.exported} spans exported, {snapshot.failed} failed, {snapshot.dropped} dropped."
    assert counts in line
    assert ("telemetry attention" in html) == (snapshot.reason is not None)
