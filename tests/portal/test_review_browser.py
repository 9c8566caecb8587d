"""The review queue in a real browser: Playwright driving Debian's Chromium against live_server.

A reviewer logs in through the login form, opens a pending proposal from the queue, approves it
and sees it applied. Chromium is the distribution's (``apt-get install chromium``, done by
``.ci/run``'s environment); ``playwright install`` is never run, so nothing is downloaded.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from django.utils import timezone
from playwright.sync_api import sync_playwright

from statecore.models import AuditEvent, MemoryProposal, MemoryRecord, ProposalStatus
from statecore.services.memory import Namespace

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
PASSWORD = "review-browser-pw-7f3a"  # a throwaway test account
CONTENT = "Run the tests before tagging a release.\nToken: [REDACTED:secret.github]"
SCREENSHOT = Path("/tmp/review.png")  # test artefacts to look at
SCREENSHOT_APPLIED = Path("/tmp/review-applied.png")


def pending_proposal() -> MemoryProposal:
    ns = Namespace("user", "prod", "agent-1", subject_ref="e" * 64)
    start = CONTENT.index("[REDACTED")
    return MemoryProposal.objects.create(
        namespace=ns.key,
        scope=ns.scope,
        environment=ns.environment,
        subject_ref=ns.subject_ref,
        agent_id=ns.agent_id,
        key="proc.release",
        kind="procedural",
        content=CONTENT,
        content_type="text/plain",
        content_sha256="0" * 64,
        provenance={"claimed": {"run_id": "run-42"}},
        writer="lease:11111111-1111-1111-1111-111111111111",
        status=ProposalStatus.PENDING_APPROVAL,
        findings=[{"category": "secret.github", "start": start, "end": len(CONTENT)}],
        scanner_version="test-1",
        requires_approval=True,
        created_at=timezone.now(),
    )


def test_reviewer_logs_in_opens_a_pending_proposal_and_approves_it(
    live_server: Any, django_user_model: Any
) -> None:
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail("Debian's Chromium is needed: apt-get install -y chromium")
    user = django_user_model.objects.create_superuser("reviewer", "reviewer@example.com", PASSWORD)
    proposal = pending_proposal()
    queue_url = f"{live_server.url}/admin/statecore/memoryproposal/"

    # No ORM calls inside this block: Playwright's sync API runs an event loop in this thread,
    # and Django refuses database access there as async-unsafe. The live server answers in its
    # own threads, so the data is made before and checked after.
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 1100})
            page.set_default_timeout(15_000)

            page.goto(f"{live_server.url}/admin/login/?next=/admin/statecore/memoryproposal/")
            page.fill("#id_username", "reviewer")
            page.fill("#id_password", PASSWORD)
            page.click("input[type=submit]")
            page.wait_for_url(queue_url)
            queue_text = page.locator("#result_list").inner_text()
            assert "proc.release" in queue_text
            assert "secret.github" in queue_text
            assert "Run the tests" not in page.content()  # no memory body on the queue

            page.click(f'#result_list a[href$="/{proposal.pk}/change/"]')
            page.wait_for_url(f"{queue_url}{proposal.pk}/change/")
            shown = page.locator(".memory-content").inner_text()
            assert "Run the tests before tagging a release." in shown
            assert page.locator(".memory-content mark").inner_text() == "[REDACTED:secret.github]"
            assert "New record" in page.locator("#diff").inner_text()
            assert "run-42" in page.locator("#claimed-provenance").inner_text()
            page.screenshot(path=str(SCREENSHOT), full_page=True)

            page.click("#approve-button")  # the confirmation, with an optional reason
            page.wait_for_url(f"{queue_url}{proposal.pk}/approve/")
            page.fill("#id_reason", "checked in the browser")
            page.click("#confirm-approve")
            page.wait_for_url(queue_url)
            success = page.locator("ul.messagelist li.success").inner_text()
            assert "approved and applied as revision 1" in success
            assert "Run the tests" not in success
            page.screenshot(path=str(SCREENSHOT_APPLIED), full_page=True)
        finally:
            browser.close()

    label = f"user:{user.pk}"
    record = MemoryRecord.objects.get(key="proc.release")
    assert (record.revision, record.approved_by, record.content) == (1, label, CONTENT)
    proposal.refresh_from_db()
    assert (proposal.status, proposal.reviewer, proposal.decision_reason) == (
        "applied",
        label,
        "checked in the browser",
    )
    assert AuditEvent.objects.filter(
        action="memory.approval", outcome="approved", actor=label, data__proposal_id=str(proposal.pk)
    ).exists()
