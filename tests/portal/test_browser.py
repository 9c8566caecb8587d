"""The portal in a real browser: Playwright driving Debian's Chromium against live_server.

A reviewer logs in, sees how many proposals wait, opens the oldest, rejects it with a reason,
approves another and finds both decisions in the audit trail. An SRE sees the uncertain run on
the dashboard, filters the run list to uncertain runs and reconciles one. Every wide list fits a
1400 px window (a wide table scrolls inside its own box). Screenshots of the dashboard, the
review page and the lists are left in /tmp to look at.

Chromium is the distribution's (``apt-get install chromium``, scripts/system_deps.sh);
``playwright install`` is never run, so nothing is downloaded. No ORM call runs inside a
``sync_playwright`` block: Playwright's sync API runs an event loop in this thread, and Django
refuses database access there; the live server answers in its own threads, so the data is made
before and checked after.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import Permission as AuthPermission
from django.utils import timezone
from playwright.sync_api import Browser, Page, sync_playwright

from statecore.models import AuditEvent, MemoryProposal, MemoryRecord, Run, RunStatus
from statecore.scope import Actor
from statecore.services.tokens import app_token_create
from tests.conftest import Worker
from tests.portal.test_admin_memory import make_proposal, make_record

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PASSWORD = "portal-browser-pw-7f3a"  # throwaway test accounts
VIEWPORT = {"width": 1400, "height": 900}
SHOTS = Path("/tmp")  # test artefacts to look at, never committed
OLD_CONTENT = "Run the tests before tagging a release.\nToken: [REDACTED:secret.github_token]"


@contextlib.contextmanager
def chromium() -> Iterator[Browser]:
    """Headless Chromium, for one block of a test with no ORM call inside."""
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail("Debian's Chromium is needed: scripts/system_deps.sh (apt-get install -y chromium)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def staff(django_user_model: Any, username: str, *codenames: str) -> Any:
    user = django_user_model.objects.create_user(username, f"{username}@example.com", PASSWORD, is_staff=True)
    user.user_permissions.add(
        *AuthPermission.objects.filter(content_type__app_label="statecore", codename__in=codenames)
    )
    return user


def log_in(page: Page, base: str, username: str) -> None:
    page.goto(f"{base}/admin/login/?next=/admin/")
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    page.click("input[type=submit]")
    page.wait_for_url(f"{base}/admin/")


def fits_the_window(page: Page) -> bool:
    """Nothing wider than the window: a wide table scrolls inside its own box, not the page."""
    return bool(page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))


def review_in_the_browser(
    browser: Browser, base: str, queue: str, oldest_pk: object, newer_pk: object
) -> None:
    page = browser.new_page(viewport=VIEWPORT)
    page.set_default_timeout(15_000)
    log_in(page, base, "reviewer")
    assert page.locator("#proposals-pending .count").inner_text() == "2"
    assert "oldest waiting 1h 35m" in page.locator("#proposals-pending .note").inner_text()
    assert page.locator("#runs-uncertain").count() == 0  # not a reviewer's business
    page.screenshot(path=str(SHOTS / "portal-dashboard.png"))

    # The count leads to the queue: awaiting approval, oldest first, one link per row.
    page.click("#proposals-pending")
    page.wait_for_url(f"{queue}?status=pending_approval")
    rows = page.locator("#result_list tbody tr")
    assert rows.count() == 2
    assert rows.nth(0).locator("a").count() == 1
    assert "proc.release" in rows.nth(0).inner_text()
    assert "Run the tests" not in page.content()  # no memory body on the queue
    rows.nth(0).locator("a").click()
    page.wait_for_url(f"{queue}{oldest_pk}/change/?_changelist_filters=*")  # the queue's filter kept
    assert "Run the tests before tagging a release." in page.locator(".memory-content").inner_text()
    assert page.locator(".memory-content mark").inner_text() == "[REDACTED:secret.github_token]"
    assert "A credential (github token)" in page.locator("#findings").inner_text()
    assert "run-42" in page.locator("#claimed-provenance").inner_text()
    page.screenshot(path=str(SHOTS / "portal-review.png"))
    page.screenshot(path=str(SHOTS / "portal-review-full.png"), full_page=True)
    assert fits_the_window(page)

    # Reject: confirmed, and not without a reason.
    page.click("#reject-button")
    page.wait_for_url(f"{queue}{oldest_pk}/reject/")
    page.click("#confirm-reject")
    assert "A reason is required to reject" in page.locator(".field-reason").inner_text()
    page.fill("#id_reason", "holds a token placeholder, not a procedure")
    page.click("#confirm-reject")
    page.wait_for_url(queue)
    assert "rejected" in page.locator("ul.messagelist li.success").inner_text()

    # Approve the other: confirmed, the reason optional but recorded.
    assert page.locator("#result_list tbody tr").count() == 1
    page.locator("#result_list tbody tr a").first.click()
    page.wait_for_url(f"{queue}{newer_pk}/change/**")
    assert "+Uses tabs." in page.locator("#diff").inner_text()
    page.click("#approve-button")
    page.wait_for_url(f"{queue}{newer_pk}/approve/")
    assert "becomes revision 2" in page.locator("#decision-summary").inner_text()
    page.fill("#id_reason", "a preference, fine")
    page.click("#confirm-approve")
    page.wait_for_url(queue)
    assert "approved and applied as revision 2" in page.locator("ul.messagelist li.success").inner_text()
    assert page.locator("#result_list tbody tr").count() == 0

    # After the decision the review shows who decided (by name) and what the write changed.
    page.goto(f"{queue}{newer_pk}/change/")
    assert "Approved by reviewer" in page.locator("#proposal-decision").inner_text()
    assert "revision 2 (applied)" in page.locator("#diff").inner_text()
    page.screenshot(path=str(SHOTS / "portal-review-decided.png"), full_page=True)

    # Both decisions in the audit trail, by name.
    page.goto(f"{base}/admin/statecore/auditevent/?action=memory.approval")
    trail = page.locator("#result_list").inner_text()
    assert "rejected" in trail
    assert "approved" in trail
    assert trail.count("reviewer") == 2
    page.close()


def test_reviewer_rejects_the_oldest_approves_another_and_finds_both_in_the_audit(
    live_server: Any, django_user_model: Any
) -> None:
    staff(
        django_user_model,
        "reviewer",
        "approve_memoryproposal",
        "view_memoryproposal",
        "view_memoryrecord",
        "view_auditevent",
    )
    start = OLD_CONTENT.index("[REDACTED")
    oldest = make_proposal(
        key="proc.release",
        content=OLD_CONTENT,
        age_minutes=95,
        findings=[{"category": "secret.github_token", "start": start, "end": len(OLD_CONTENT)}],
        claimed={"run_id": "run-42"},
    )
    make_record(key="pref.editor", content="Prefers vim.")
    newer = make_proposal(
        key="pref.editor",
        kind="semantic",
        content="Prefers vim.\nUses tabs.",
        base_revision=1,
        age_minutes=20,
    )
    base = live_server.url
    queue = f"{base}/admin/statecore/memoryproposal/"
    with chromium() as browser:
        review_in_the_browser(browser, base, queue, oldest.pk, newer.pk)

    reviewer = django_user_model.objects.get(username="reviewer")
    label = f"user:{reviewer.pk}"
    oldest.refresh_from_db()
    newer.refresh_from_db()
    assert (oldest.status, oldest.reviewer, oldest.decision_reason) == (
        "rejected",
        label,
        "holds a token placeholder, not a procedure",
    )
    assert (newer.status, newer.reviewer, newer.decision_reason) == ("applied", label, "a preference, fine")
    assert MemoryRecord.objects.get(key="pref.editor").content == "Prefers vim.\nUses tabs."
    assert set(
        AuditEvent.objects.filter(action="memory.approval", actor=label).values_list("outcome", flat=True)
    ) == {"rejected", "approved"}


def reconcile_in_the_browser(browser: Browser, base: str) -> None:
    runs = f"{base}/admin/statecore/run/"
    page = browser.new_page(viewport=VIEWPORT)
    page.set_default_timeout(15_000)
    log_in(page, base, "sre")
    assert page.locator("#runs-uncertain .count").inner_text() == "1"
    assert page.locator("#proposals-pending").count() == 0
    page.screenshot(path=str(SHOTS / "portal-dashboard-sre.png"))

    page.goto(runs)
    assert "1 with uncertain durability" in page.locator("#run-counts").inner_text()
    page.click("#count-uncertain")  # the filter for uncertain runs
    page.wait_for_url(f"{runs}?status__exact=uncertain_durability")
    rows = page.locator("#result_list tbody tr")
    assert rows.count() == 1
    row = rows.nth(0).inner_text()
    assert "run-lost" in row
    assert "42m" in row  # stuck since, with its age
    assert page.locator("#result_list tbody tr td.field-fenced_text").inner_text() == "yes"
    page.screenshot(path=str(SHOTS / "portal-runs-uncertain.png"))

    page.check("#result_list tbody tr input.action-select")
    page.select_option("select[name=action]", "reconcile_keep_previous")
    page.click("button[name=index]")
    assert "prod / run-lost" in page.locator("#content").inner_text()
    page.click("input[type=submit][value^='Yes']")
    page.wait_for_url(f"{runs}?status__exact=uncertain_durability")
    assert "reconciled (keep_previous)" in page.locator("ul.messagelist li.success").inner_text()
    assert page.locator("#result_list tbody tr").count() == 0

    # From the run to its audit events.
    page.goto(f"{runs}?q=run-lost")
    page.locator("#result_list tbody tr a.audit-link").click()
    trail = page.locator("#result_list").inner_text()
    assert "run.reconcile" in trail
    assert "sre" in trail
    page.close()


def test_sre_filters_uncertain_runs_and_reconciles_one(
    live_server: Any,
    django_user_model: Any,
    make_binding: Callable[..., dict[str, Any]],
    make_worker: Callable[..., Worker],
) -> None:
    staff(
        django_user_model,
        "sre",
        "view_run",
        "reconcile_run",
        "view_binding",
        "view_auditevent",
        "view_harnessrun",
    )
    binding = make_binding()
    worker = make_worker(binding["id"])
    assert worker.write_and_commit(run_id="run-ok").status_code == 200
    marked = worker.mark_uncertain("run-lost")
    assert marked.status_code == 200, marked.content
    Run.objects.filter(run_id="run-lost").update(updated_at=timezone.now() - timedelta(minutes=42))
    with chromium() as browser:
        reconcile_in_the_browser(browser, live_server.url)

    run = Run.objects.get(run_id="run-lost")
    sre = django_user_model.objects.get(username="sre")
    assert (run.status, run.decision, run.decided_by) == (
        RunStatus.RECONCILED,
        "keep_previous",
        f"user:{sre.pk}",
    )


def overflowing_lists(browser: Browser, base: str, lists: dict[str, str]) -> list[str]:
    """The lists wider than the window (each screenshot left in /tmp)."""
    page = browser.new_page(viewport=VIEWPORT)
    page.set_default_timeout(15_000)
    log_in(page, base, "root-admin")
    overflowing = []
    for name, url in lists.items():
        page.goto(f"{base}{url}")
        page.screenshot(path=str(SHOTS / f"portal-list-{name}.png"))
        if not fits_the_window(page):
            overflowing.append(name)
        # The last column is reachable: on screen, or by scrolling the table's own box.
        reachable = page.evaluate(
            """() => {
                const box = document.querySelector('#changelist-form .results');
                const table = document.querySelector('#result_list');
                if (!box || !table) return false;
                const right = table.getBoundingClientRect().right;
                return right <= window.innerWidth || box.scrollWidth > box.clientWidth;
            }"""
        )
        assert reachable, name
    page.close()
    return overflowing


def test_wide_lists_fit_a_1400_px_window(
    live_server: Any,
    django_user_model: Any,
    make_binding: Callable[..., dict[str, Any]],
    make_worker: Callable[..., Worker],
) -> None:
    django_user_model.objects.create_superuser("root-admin", "root@example.com", PASSWORD)
    long_key = "k." + "segment-" * 24
    for n in range(3):
        make_proposal(
            key=f"{long_key}{n}",
            findings=[{"category": "injection.instruction_override", "start": 0, "end": 3}],
        )
        make_record(key=f"{long_key}{n}", content="x")
    app_token_create(
        name="a-rather-long-token-name-for-the-control-plane-of-production",
        environment="production-eu-west-1",
        organization_id="organization-with-a-long-identifier-0001",
        permissions=["bindings:manage", "runs:start", "runs:reconcile", "memory:approve"],
        actor=Actor("system", "tests"),
    )
    worker = make_worker(make_binding(agent_id="agent-with-a-long-name-0001")["id"])
    assert worker.write_and_commit(run_id="run-" + "x" * 100).status_code == 200
    assert MemoryProposal.objects.count() == 3
    lists = {
        "proposals": "/admin/statecore/memoryproposal/?status=all",
        "records": "/admin/statecore/memoryrecord/",
        "audit": "/admin/statecore/auditevent/",
        "tokens": "/admin/statecore/apptoken/",
        "runs": "/admin/statecore/run/",
        "bindings": "/admin/statecore/binding/",
    }
    with chromium() as browser:
        overflowing = overflowing_lists(browser, live_server.url, lists)
    assert overflowing == []
