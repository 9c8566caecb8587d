"""The memory review portal (Django admin), driven through Django's test client as real users.

Proposals awaiting approval are made as rows here (what the scan leaves behind: status
``pending_approval`` with redacted content and findings), so each screen can be checked against
an exact shape; decisions go through the real service. One test at the end runs the whole way
from a worker's PUT over HTTP, through the Celery scan, to a decision in the portal.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.contrib.admin.models import LogEntry
from django.contrib.auth.models import Permission as AuthPermission
from django.test import Client
from django.utils import timezone

from statecore import memory_policy
from statecore.models import (
    AuditEvent,
    MemoryPolicy,
    MemoryProposal,
    MemoryRecord,
    MemoryTombstone,
    ProposalStatus,
)
from statecore.services.memory import Namespace
from tests.conftest import Worker

pytestmark = pytest.mark.django_db

QUEUE = "/admin/statecore/memoryproposal/"
RECORDS = "/admin/statecore/memoryrecord/"
TOMBSTONES = "/admin/statecore/memorytombstone/"
POLICIES = "/admin/statecore/memorypolicy/"
CANARY = "CANARY-MEMORY-BODY-42"
SUBJECT_REF = "f" * 64


@pytest.fixture(autouse=True)
def _fresh_memory_policy() -> None:
    memory_policy.clear_cache()


def namespace(scope: str = "user", environment: str = "prod", agent_id: str = "agent-1") -> Namespace:
    if scope == "user":
        return Namespace(scope, environment, agent_id, subject_ref=SUBJECT_REF)
    if scope == "organization":
        return Namespace(scope, environment, agent_id, organization_id="org-1")
    return Namespace(scope, environment, agent_id)


def make_proposal(
    *,
    key: str = "proc.release",
    kind: str = "procedural",
    content: str = "Run the tests before tagging a release.",
    scope: str = "user",
    environment: str = "prod",
    status: str = ProposalStatus.PENDING_APPROVAL,
    findings: list[dict[str, Any]] | None = None,
    base_revision: int | None = None,
    age_minutes: int = 0,
    claimed: dict[str, Any] | None = None,
    writer: str = "lease:11111111-1111-1111-1111-111111111111",
) -> MemoryProposal:
    """A proposal as the scan leaves it when policy wants a human decision."""
    ns = namespace(scope, environment)
    return MemoryProposal.objects.create(
        namespace=ns.key,
        scope=ns.scope,
        environment=ns.environment,
        subject_ref=ns.subject_ref,
        agent_id=ns.agent_id,
        organization_id=ns.organization_id,
        key=key,
        kind=kind,
        content=content,
        content_type="text/plain",
        content_sha256="0" * 64,
        expected_revision=base_revision,
        base_revision=base_revision,
        provenance={"claimed": claimed or {}},
        writer=writer,
        source_binding_id=None,
        status=status,
        findings=findings or [],
        scanner_version="test-1",
        requires_approval=status == ProposalStatus.PENDING_APPROVAL,
        created_at=timezone.now() - timedelta(minutes=age_minutes),
    )


def make_record(*, key: str, content: str, revision: int = 1, scope: str = "user") -> MemoryRecord:
    ns = namespace(scope)
    return MemoryRecord.objects.create(
        namespace=ns.key,
        scope=ns.scope,
        environment=ns.environment,
        subject_ref=ns.subject_ref,
        agent_id=ns.agent_id,
        organization_id=ns.organization_id,
        key=key,
        kind="semantic",
        content=content,
        content_type="text/plain",
        revision=revision,
        content_hash="0" * 64,
        writer="lease:someone",
    )


def _statecore_perms(*codenames: str) -> list[AuthPermission]:
    return list(AuthPermission.objects.filter(content_type__app_label="statecore", codename__in=codenames))


@pytest.fixture
def superuser(django_user_model: Any) -> Any:
    return django_user_model.objects.create_superuser("root-admin", "root@example.com", "pw-unused")


@pytest.fixture
def viewer(django_user_model: Any) -> Any:
    """Staff who may look at every memory screen but holds no approve permission."""
    user = django_user_model.objects.create_user("viewer", "viewer@example.com", "pw-unused", is_staff=True)
    user.user_permissions.add(
        *_statecore_perms(
            "view_memoryproposal", "view_memoryrecord", "view_memorytombstone", "view_memorypolicy"
        )
    )
    return user


@pytest.fixture
def reviewer(django_user_model: Any) -> Any:
    """Staff with only the custom approve permission: that is enough to see and decide."""
    user = django_user_model.objects.create_user("reviewer", "rev@example.com", "pw-unused", is_staff=True)
    user.user_permissions.add(*_statecore_perms("approve_memoryproposal"))
    return user


def login(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def action_choices(response: Any) -> list[str]:
    form = response.context["action_form"]
    return [] if form is None else [name for name, _ in form.fields["action"].choices if name]


def messages_of(response: Any) -> list[str]:
    return [str(m) for m in response.context["messages"]]


def review_url(proposal: MemoryProposal) -> str:
    """A proposal's page is its review screen."""
    return f"{QUEUE}{proposal.pk}/change/"


def approve_url(proposal: MemoryProposal) -> str:
    return f"{QUEUE}{proposal.pk}/approve/"


def reject_url(proposal: MemoryProposal) -> str:
    return f"{QUEUE}{proposal.pk}/reject/"


def listed(response: Any) -> list[Any]:
    return list(response.context["cl"].result_list)


# --- the queue ------------------------------------------------------------------------------------


def test_queue_shows_proposals_awaiting_approval_oldest_first_by_default(superuser: Any) -> None:
    old_pending = make_proposal(key="a", age_minutes=30)
    applied = make_proposal(key="b", status=ProposalStatus.APPLIED, age_minutes=40)
    new_pending = make_proposal(key="c", age_minutes=10)
    rejected = make_proposal(key="d", status=ProposalStatus.REJECTED, age_minutes=20)
    scanning = make_proposal(key="e", status=ProposalStatus.SCANNING, age_minutes=1)

    client = login(superuser)
    response = client.get(QUEUE)
    assert response.status_code == 200
    assert [p.pk for p in listed(response)] == [old_pending.pk, new_pending.pk]
    html = response.content.decode()
    for column in ("Key", "Scope", "Kind", "Status", "Findings", "Waiting", "Writer", "Reviewer"):
        assert f">{column}<" in html, column
    # One link per row, to the one page of the proposal: its review screen.
    rows = html.split('<table id="result_list">', 1)[1].split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    assert [row.count("<a href=") for row in rows.split("<tr")[1:]] == [1, 1]
    assert f'<a href="{review_url(old_pending)}">a</a>' in html
    assert "/review/" not in html

    everything = client.get(QUEUE, {"status": "all"})
    assert [p.pk for p in listed(everything)] == [
        applied.pk,
        old_pending.pk,
        rejected.pk,
        new_pending.pk,
        scanning.pk,
    ]
    assert [p.pk for p in listed(client.get(QUEUE, {"status": "scanning"}))] == [scanning.pk]
    assert listed(client.get(QUEUE, {"status": "no-such-status"})) == []


def test_queue_shows_stuck_scans(superuser: Any, settings: Any) -> None:
    settings.STATECORE_MEMORY_RESCAN_AFTER_SECONDS = 300
    stuck = make_proposal(key="stuck", status=ProposalStatus.SCANNING)
    MemoryProposal.objects.filter(pk=stuck.pk).update(updated_at=timezone.now() - timedelta(minutes=6))
    make_proposal(key="fresh", status=ProposalStatus.SCANNING)
    response = login(superuser).get(QUEUE, {"status": "stuck"})
    assert [p.key for p in listed(response)] == ["stuck"]


def test_queue_filters_by_status_scope_kind_environment_and_finding_category(superuser: Any) -> None:
    aws = make_proposal(key="aws", findings=[{"category": "secret.aws", "start": 0, "end": 4}])
    aws_x = make_proposal(key="awsx", findings=[{"category": "secret.aws_session", "start": 0, "end": 2}])
    injection = make_proposal(
        key="inj",
        kind="semantic",
        findings=[
            {"category": "injection.authority", "start": 0, "end": 3},
            {"category": "secret.aws", "start": 5, "end": 9},
        ],
    )
    agent = make_proposal(key="agent-note", scope="agent", kind="semantic")
    staging = make_proposal(key="stg", environment="staging", status=ProposalStatus.APPLIED)
    client = login(superuser)

    def keys(**query: str) -> set[str]:
        response = client.get(QUEUE, query)
        assert response.status_code == 200, query
        return {p.key for p in listed(response)}

    assert keys(finding="secret.aws") == {aws.key, injection.key}  # not secret.aws_session
    assert keys(finding="injection.authority") == {injection.key}
    assert keys(finding="pii.email") == set()
    assert keys(status="applied") == {staging.key}
    assert keys(scope__exact="agent") == {agent.key}
    assert keys(kind__exact="semantic") == {injection.key, agent.key}
    assert keys(environment__exact="staging", status="all") == {staging.key}
    assert keys(status="pending_approval", finding="secret.aws_session") == {aws_x.key}

    # The finding filter offers the categories present, by name.
    page = client.get(QUEUE).content.decode()
    for category in ("secret.aws", "secret.aws_session", "injection.authority"):
        assert f"finding={category}" in page, category
    assert "injection.authority, secret.aws" in page  # the row's categories, names only


# --- no bulk approval; bulk reject with a reason ----------------------------------------------------


def test_there_is_no_bulk_approve(superuser: Any) -> None:
    proposal = make_proposal(content=CANARY)
    client = login(superuser)
    listing = client.get(QUEUE)
    assert action_choices(listing) == ["reject_selected"]
    forged = client.post(
        QUEUE,
        {"action": "approve_selected", "_selected_action": [proposal.pk], "index": "0", "post": "yes"},
        follow=True,
    )
    assert forged.status_code == 200
    assert MemoryProposal.objects.get(pk=proposal.pk).status == "pending_approval"
    assert not MemoryRecord.objects.exists()


def test_bulk_reject_needs_a_reason_then_rejects_each_and_writes_nothing(superuser: Any) -> None:
    pending = make_proposal(key="k1", content=f"{CANARY} one")
    applied = make_proposal(key="k2", status=ProposalStatus.APPLIED)
    client = login(superuser)
    form = {"action": "reject_selected", "_selected_action": [pending.pk, applied.pk], "index": "0"}
    everything = f"{QUEUE}?status=all"  # the list the selection was made on

    confirm = client.post(everything, form)
    assert confirm.status_code == 200
    html = confirm.content.decode()
    assert "user / procedural / k1 (pending_approval)" in html
    assert "k2" not in html.split("<ul>", 1)[1].split("</ul>", 1)[0]  # only what can be rejected
    assert "1 selected proposal(s) are not awaiting approval" in html
    assert CANARY not in html  # the confirmation names proposals, it does not show them

    # Confirmed without a reason: the same page again, with the message; nothing decided.
    no_reason = client.post(everything, {**form, "post": "yes", "reason": "   "})
    assert no_reason.status_code == 200
    assert 'id="reason-error"' in no_reason.content.decode()
    assert "A reason is required" in no_reason.content.decode()
    assert MemoryProposal.objects.get(pk=pending.pk).status == "pending_approval"
    too_long = client.post(everything, {**form, "post": "yes", "reason": "<script>x</script>" + "r" * 10_000})
    assert too_long.status_code == 200
    assert "At most 500 characters" in too_long.content.decode()
    assert "&lt;script&gt;x&lt;/script&gt;rrr" in too_long.content.decode()  # kept, escaped
    assert "<script>x</script>" not in too_long.content.decode()
    assert MemoryProposal.objects.get(pk=pending.pk).status == "pending_approval"

    done = client.post(everything, {**form, "post": "yes", "reason": "not useful"}, follow=True)
    notes = messages_of(done)
    assert any(f"Proposal {pending.pk} (user/k1): rejected" in m for m in notes), notes
    pending.refresh_from_db()
    assert (pending.status, pending.reviewer, pending.decision_reason) == (
        "rejected",
        f"user:{superuser.pk}",
        "not useful",
    )
    assert MemoryProposal.objects.get(pk=applied.pk).status == "applied"
    assert not MemoryRecord.objects.exists()
    assert AuditEvent.objects.filter(
        action="memory.approval", outcome="rejected", actor=f"user:{superuser.pk}"
    ).exists()
    nothing = client.post(everything, {**form, "_selected_action": [applied.pk]}, follow=True)
    assert any("nothing to reject" in m for m in messages_of(nothing))


# --- the review screen ----------------------------------------------------------------------------


def test_review_screen_shows_content_findings_explained_provenance_and_diff(superuser: Any) -> None:
    make_record(key="deploy", content="Deploy from main.\nTag after CI passes.")
    content = "Deploy from main.\nKey [REDACTED:secret.aws] <b>bold</b>.\nTag after CI passes."
    start = content.index("[REDACTED")
    end = start + len("[REDACTED:secret.aws]")
    proposal = make_proposal(
        key="deploy",
        content=content,
        base_revision=1,
        findings=[{"category": "secret.aws", "start": start, "end": end}],
        claimed={"run_id": "run-<script>alert(1)</script>", "step": 3},
    )
    response = login(superuser).get(review_url(proposal))
    assert response.status_code == 200
    html = response.content.decode()
    assert '<mark title="secret.aws">[REDACTED:secret.aws]</mark>' in html
    assert "&lt;b&gt;bold&lt;/b&gt;" in html  # escaped, never markup
    assert "<b>bold</b>" not in html
    assert "run-&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "<script>alert(1)" not in html
    assert f"<td>secret.aws</td><td>{start}-{end}</td><td>A credential (aws) was found" in html
    assert 'title="lease:11111111-1111-1111-1111-111111111111">lease:11111111…' in html  # the writer
    # The diff against revision 1: one line added, context kept.
    assert '<span class="diff-add">+Key [REDACTED:secret.aws] &lt;b&gt;bold&lt;/b&gt;.</span>' in html
    assert '<span class="diff-context"> Deploy from main.</span>' in html
    assert "current (revision 1)" in html
    assert 'id="stale-note"' not in html  # base == current
    assert 'class="stale-flag"' not in html
    assert f'href="{approve_url(proposal)}"' in html
    assert f'href="{reject_url(proposal)}"' in html
    assert f"/admin/statecore/auditevent/?data__proposal_id={proposal.pk}" in html


def test_review_findings_name_the_rule_or_the_score_and_threshold(superuser: Any) -> None:
    content = "Send the digest to https://wiki.example.org/in. Prefers short answers."
    url_end = content.index(". Prefers")
    proposal = make_proposal(
        content=content,
        findings=[
            {
                "category": "authority.mention.destination",
                "start": 0,
                "end": url_end,
                "rule": "authority.mention.destination",
            },
            {
                "category": "injection.classifier",
                "start": 0,
                "end": len(content),
                "rule": "minilm-logreg-0123456789",
                "score": 0.8123,
                "threshold": 0.6479,
            },
        ],
    )
    client = login(superuser)
    html = client.get(review_url(proposal)).content.decode()
    assert (
        "names an outbound destination (URL, host, address, webhook) without granting or changing it" in html
    )
    assert "(rule authority.mention.destination)" in html
    assert "The injection model (rule minilm-logreg-0123456789)" in html
    assert "score 0.812, at or above its threshold 0.648" in html
    confirm = client.get(approve_url(proposal)).content.decode()
    assert "score 0.812, at or above its threshold 0.648" in confirm
    assert "(rule authority.mention.destination)" in confirm


def test_review_screen_of_a_new_key_says_new_record(superuser: Any) -> None:
    proposal = make_proposal(key="fresh")
    html = login(superuser).get(review_url(proposal)).content.decode()
    assert "New record: nothing is stored under this key yet." in html
    assert "No findings." in html


def test_the_review_screen_is_the_proposals_only_page_and_takes_no_post(superuser: Any) -> None:
    proposal = make_proposal(content=CANARY)
    client = login(superuser)
    assert CANARY in client.get(review_url(proposal)).content.decode()
    assert client.post(review_url(proposal), {"decision": "approve", "_save": "1"}).status_code == 403
    assert MemoryProposal.objects.get(pk=proposal.pk).status == "pending_approval"


def test_approve_asks_to_confirm_then_applies_audits_and_returns_to_the_queue(superuser: Any) -> None:
    proposal = make_proposal(key="proc.release", content=CANARY)
    client = login(superuser)
    confirm = client.get(approve_url(proposal))
    assert confirm.status_code == 200
    page = confirm.content.decode()
    assert 'id="confirm-approve"' in page
    assert "A new record is created (revision 1)." in page
    assert "Reason (optional)" in page
    assert CANARY not in page  # the confirmation names the proposal; the content is on the review
    assert not MemoryRecord.objects.exists()  # asking changes nothing

    response = client.post(approve_url(proposal), {"reason": "fine"})
    assert response.status_code == 302
    assert response["Location"] == QUEUE
    label = f"user:{superuser.pk}"
    record = MemoryRecord.objects.get(key="proc.release")
    assert (record.revision, record.approved_by, record.content) == (1, label, CANARY)
    assert record.provenance["approved_by"] == label
    proposal.refresh_from_db()
    assert (proposal.status, proposal.reviewer, proposal.record_revision) == ("applied", label, 1)
    assert proposal.decision_reason == "fine"
    events = AuditEvent.objects.filter(data__proposal_id=str(proposal.pk), actor=label)
    assert {(e.action, e.outcome) for e in events} >= {
        ("memory.approval", "approved"),
        ("memory.persist", "applied"),
    }
    assert all(CANARY not in str(e.data) for e in AuditEvent.objects.all())
    assert LogEntry.objects.filter(
        object_id=str(proposal.pk), change_message="Approved: applied as revision 1"
    ).exists()

    queue = client.get(QUEUE)
    notes = messages_of(queue)
    assert notes == [f"Proposal {proposal.pk} (user/proc.release): approved and applied as revision 1"]
    assert CANARY not in queue.content.decode()
    # Decided: the screen says so, by whom (by name), and offers no buttons.
    again = client.get(review_url(proposal)).content.decode()
    assert "there is nothing to decide" in again
    assert 'id="approve-button"' not in again
    assert f'Approved by <span class="actor" title="{label}">root-admin</span>' in again
    assert "New record: revision 1 was created with this content." in again
    # A second approval is refused without a confirmation page.
    late = client.get(approve_url(proposal), follow=True)
    assert any("nothing to decide" in m for m in messages_of(late))


def test_reject_needs_a_reason_and_keeps_what_was_typed(superuser: Any) -> None:
    proposal = make_proposal()
    client = login(superuser)
    page = client.get(reject_url(proposal)).content.decode()
    assert 'id="confirm-reject"' in page
    assert 'class="required"' in page
    missing = client.post(reject_url(proposal), {"reason": ""})
    assert missing.status_code == 200
    assert "A reason is required to reject" in missing.content.decode()
    long = client.post(reject_url(proposal), {"reason": "<script>alert(2)</script>" + "x" * 10_000})
    assert long.status_code == 200
    html = long.content.decode()
    assert "At most 500 characters" in html
    assert "&lt;script&gt;alert(2)&lt;/script&gt;xxx" in html
    assert "<script>alert(2)" not in html
    assert MemoryProposal.objects.get(pk=proposal.pk).status == "pending_approval"

    response = client.post(reject_url(proposal), {"reason": "wrong"}, follow=True)
    assert response.redirect_chain[-1][0] == QUEUE
    assert any("rejected" in m for m in messages_of(response))
    proposal.refresh_from_db()
    assert (proposal.status, proposal.decision_reason) == ("rejected", "wrong")
    assert not MemoryRecord.objects.exists()


def test_after_approval_the_review_shows_what_the_write_changed(superuser: Any) -> None:
    record = make_record(key="deploy", content="Deploy from main.")
    first = make_proposal(key="deploy", content="Deploy from main.\nTag after CI passes.", base_revision=1)
    client = login(superuser)
    assert client.post(approve_url(first), {"reason": ""}).status_code == 302
    assert MemoryRecord.objects.get(pk=record.pk).revision == 2

    def diff_of(proposal: MemoryProposal) -> str:
        html = client.get(review_url(proposal)).content.decode()
        return html.split('id="diff"', 1)[1].split('id="findings"', 1)[0]

    shown = diff_of(first)
    assert "Same content as the current record" not in shown
    assert "revision 1 (before)" in shown
    assert "revision 2 (applied)" in shown
    assert '<span class="diff-add">+Tag after CI passes.</span>' in shown
    assert '<span class="diff-context"> Deploy from main.</span>' in shown

    # The record moves on: the first write's change is still shown as it was made.
    second = make_proposal(key="deploy", content="Deploy from release branches.", base_revision=2)
    assert client.post(approve_url(second), {"reason": "ok"}).status_code == 302
    shown = diff_of(first)
    assert '<span class="diff-add">+Tag after CI passes.</span>' in shown
    assert "revision 2 (applied)" in shown
    shown = diff_of(second)
    assert '<span class="diff-del">-Tag after CI passes.</span>' in shown
    assert "revision 3 (applied)" in shown


def test_stale_proposal_is_refused_as_a_conflict_with_a_warning(superuser: Any) -> None:
    record = make_record(key="k", content="First.")
    proposal = make_proposal(key="k", content="Second.", base_revision=1)
    # The record moves after the proposal was made (another writer's change was applied).
    MemoryRecord.objects.filter(pk=record.pk).update(revision=2, content="Other.")
    client = login(superuser)

    page = client.get(review_url(proposal)).content.decode()
    assert 'id="stale-note"' in page
    assert '<span class="stale-flag">stale</span>' in page
    assert 'id="stale-note"' in client.get(approve_url(proposal)).content.decode()

    response = client.post(approve_url(proposal), {"reason": ""}, follow=True)
    assert response.redirect_chain[-1][0] == review_url(proposal)
    notes = messages_of(response)
    assert any(f"Proposal {proposal.pk}: revision_conflict" in m for m in notes), notes
    assert MemoryRecord.objects.get(pk=record.pk).content == "Other."
    proposal.refresh_from_db()
    assert proposal.status == "conflict"
    assert AuditEvent.objects.filter(
        action="memory.approval", outcome="stale", actor=f"user:{superuser.pk}"
    ).exists()


def test_review_links_to_the_proposals_audit_events(superuser: Any) -> None:
    proposal = make_proposal(key="audited")
    other = make_proposal(key="other")
    client = login(superuser)
    client.post(approve_url(proposal), {"reason": ""})
    client.post(reject_url(other), {"reason": "no"})
    html = client.get(review_url(proposal)).content.decode()
    link = html.split('class="audit-link" href="', 1)[1].split('"', 1)[0].replace("&amp;", "&")
    events = client.get(link)
    assert events.status_code == 200
    shown = {(e.action, e.outcome) for e in listed(events)}
    assert shown >= {("memory.approval", "approved"), ("memory.persist", "applied")}
    assert ("memory.approval", "rejected") not in shown  # the other proposal's


# --- permissions ----------------------------------------------------------------------------------


def test_user_without_approve_permission_can_look_but_not_decide(viewer: Any) -> None:
    proposal = make_proposal()
    client = login(viewer)
    listing = client.get(QUEUE)
    assert listing.status_code == 200
    assert action_choices(listing) == []
    page = client.get(review_url(proposal))
    assert page.status_code == 200
    html = page.content.decode()
    assert 'id="approve-button"' not in html
    assert "may view this proposal but not decide" in html

    for url in (approve_url(proposal), reject_url(proposal)):
        assert client.get(url).status_code == 403
        assert client.post(url, {"reason": "forged"}).status_code == 403
    forged_action = client.post(
        QUEUE,
        {
            "action": "reject_selected",
            "_selected_action": [proposal.pk],
            "index": "0",
            "post": "yes",
            "reason": "x",
        },
        follow=True,
    )
    assert forged_action.status_code == 200  # no action is offered to this user, so none runs
    assert MemoryProposal.objects.get(pk=proposal.pk).status == "pending_approval"
    assert not MemoryRecord.objects.exists()
    assert not AuditEvent.objects.filter(action="memory.approval").exists()


def test_staff_without_any_memory_permission_sees_nothing(django_user_model: Any) -> None:
    proposal = make_proposal()
    user = django_user_model.objects.create_user("plain", "p@example.com", "pw-unused", is_staff=True)
    client = login(user)
    assert client.get(QUEUE).status_code == 403
    assert client.get(review_url(proposal)).status_code == 403
    assert client.post(approve_url(proposal), {"reason": "x"}).status_code == 403
    assert MemoryProposal.objects.get(pk=proposal.pk).status == "pending_approval"


def test_the_approve_permission_alone_is_enough_to_review(reviewer: Any) -> None:
    proposal = make_proposal()
    client = login(reviewer)
    listing = client.get(QUEUE)
    assert action_choices(listing) == ["reject_selected"]
    assert client.get(review_url(proposal)).status_code == 200
    assert client.post(approve_url(proposal), {"reason": ""}).status_code == 302
    assert MemoryRecord.objects.get().approved_by == f"user:{reviewer.pk}"
    # The queue names the reviewer.
    everything = client.get(QUEUE, {"status": "all"}).content.decode()
    assert f'<span class="actor" title="user:{reviewer.pk}">reviewer</span>' in everything
    assert f">user:{reviewer.pk}<" not in everything


def test_review_of_an_unknown_proposal_goes_back_to_the_queue(superuser: Any) -> None:
    client = login(superuser)
    for bad in (str(uuid.uuid4()), "not-a-uuid", "x" * 10_000):
        for url in (f"{QUEUE}{bad}/change/", f"{QUEUE}{bad}/approve/", f"{QUEUE}{bad}/reject/"):
            response = client.get(url)
            assert response.status_code == 302, url[:80]
            assert response["Location"] == QUEUE


def test_proposals_and_tombstones_are_read_only(superuser: Any) -> None:
    proposal = make_proposal()
    tomb = MemoryTombstone.objects.create(
        namespace_ref="a" * 64,
        key_ref="b" * 64,
        content_ref="c" * 64,
        last_revision=1,
        reason="delete",
        deleted_by="lease:x",
    )
    client = login(superuser)
    for base, pk in ((QUEUE, proposal.pk), (TOMBSTONES, tomb.pk)):
        assert client.get(f"{base}add/").status_code == 403, base
        assert client.get(f"{base}{pk}/delete/").status_code == 403, base
        assert client.post(f"{base}{pk}/change/", {"_save": "1", "key": "other"}).status_code == 403, base
        page = client.get(f"{base}{pk}/change/")
        assert page.status_code == 200, base
        assert 'name="_save"' not in page.content.decode(), base
        assert "delete_selected" not in action_choices(client.get(base)), base


# --- records: read-only, deleted and expired with a reason ------------------------------------------


@pytest.fixture
def record_keeper(django_user_model: Any) -> Any:
    """Staff who may view records and delete or expire them (not a superuser)."""
    user = django_user_model.objects.create_user("keeper", "k@example.com", "pw-unused", is_staff=True)
    user.user_permissions.add(
        *_statecore_perms("view_memoryrecord", "delete_memoryrecord", "change_memoryrecord")
    )
    return user


def test_records_are_never_edited_in_a_form(superuser: Any) -> None:
    record = make_record(key="k", content="x")
    client = login(superuser)
    assert client.get(f"{RECORDS}add/").status_code == 403
    assert client.post(f"{RECORDS}{record.pk}/change/", {"_save": "1", "key": "other"}).status_code == 403
    page = client.get(f"{RECORDS}{record.pk}/change/").content.decode()
    assert 'name="_save"' not in page
    assert "delete_selected" not in action_choices(client.get(RECORDS))
    assert MemoryRecord.objects.get(pk=record.pk).key == "k"


def test_record_delete_asks_for_a_reason_then_tombstones_and_audits(record_keeper: Any) -> None:
    record = make_record(key="k.del", content=CANARY)
    proposal = make_proposal(key="k.del", status=ProposalStatus.APPLIED, content=CANARY)
    client = login(record_keeper)
    page = client.get(f"{RECORDS}{record.pk}/change/").content.decode()
    assert f'href="{RECORDS}{record.pk}/delete/"' in page
    assert f'href="{RECORDS}{record.pk}/expire/"' in page

    confirm = client.get(f"{RECORDS}{record.pk}/delete/")
    assert confirm.status_code == 200
    assert CANARY not in confirm.content.decode()
    for bad in ("", "   ", "y" * 10_000):
        refused = client.post(f"{RECORDS}{record.pk}/delete/", {"expected_revision": "1", "reason": bad})
        assert refused.status_code == 200
        assert refused.context["form"].errors
    assert MemoryRecord.objects.filter(pk=record.pk).exists()
    # A record that moved since the page was opened is not deleted.
    stale = client.post(f"{RECORDS}{record.pk}/delete/", {"expected_revision": "7", "reason": "old"})
    assert "The record changed since this page was opened" in stale.content.decode()
    assert 'name="reason"' in stale.content.decode()
    assert "old</textarea>" in stale.content.decode()  # what was typed is kept

    done = client.post(
        f"{RECORDS}{record.pk}/delete/", {"expected_revision": "1", "reason": "user asked"}, follow=True
    )
    assert done.redirect_chain[-1][0] == RECORDS
    assert any("deleted" in m for m in messages_of(done))
    assert not MemoryRecord.objects.filter(pk=record.pk).exists()
    assert not MemoryProposal.objects.filter(pk=proposal.pk).exists()  # every copy of the content goes
    tomb = MemoryTombstone.objects.get()
    assert (tomb.reason, tomb.last_revision, tomb.deleted_by) == ("operator", 1, f"user:{record_keeper.pk}")
    event = AuditEvent.objects.get(action="memory.delete")
    assert (event.actor, event.outcome, event.revision) == (f"user:{record_keeper.pk}", "deleted", 1)
    assert event.data["reason"] == "user asked"
    assert CANARY not in str(list(AuditEvent.objects.values()))


def test_record_expiry_is_set_with_a_reason_within_the_policy(record_keeper: Any) -> None:
    record = make_record(key="k.exp", content="x")
    client = login(record_keeper)
    url = f"{RECORDS}{record.pk}/expire/"
    assert client.get(url).status_code == 200
    for days, reason, field in (
        ("", "why", "days"),
        ("-1", "why", "days"),
        ("99999", "why", "days"),
        ("abc", "why", "days"),
        ("3", "", "reason"),
    ):
        refused = client.post(url, {"expected_revision": "1", "days": days, "reason": reason})
        assert refused.status_code == 200
        assert field in refused.context["form"].errors, (days, reason)
    MemoryPolicy.objects.create(environment="prod", scope="user", retention_days={"semantic": 30})
    memory_policy.clear_cache()
    over = client.post(url, {"expected_revision": "1", "days": "31", "reason": "keep"})
    assert "at most 30 days" in str(over.context["form"].errors["days"])
    assert MemoryRecord.objects.get(pk=record.pk).expires_at is None

    done = client.post(url, {"expected_revision": "1", "days": "7", "reason": "short-lived"}, follow=True)
    assert done.redirect_chain[-1][0] == f"{RECORDS}{record.pk}/change/"
    expires = MemoryRecord.objects.get(pk=record.pk).expires_at
    assert expires is not None
    assert timedelta(days=6, hours=23) < expires - timezone.now() <= timedelta(days=7)
    event = AuditEvent.objects.get(action="memory.expiry")
    assert (event.actor, event.data["reason"]) == (f"user:{record_keeper.pk}", "short-lived")
    # The record's page links to its audit events (by its keyed reference, never its key).
    record_keeper.user_permissions.add(*_statecore_perms("view_auditevent"))
    page = login(record_keeper).get(f"{RECORDS}{record.pk}/change/").content.decode()
    link = page.split('class="audit-link" href="', 1)[1].split('"', 1)[0].replace("&amp;", "&")
    assert "k.exp" not in link
    trail = login(record_keeper).get(link)
    assert [e.action for e in listed(trail)] == ["memory.expiry"]

    # Expired now: gone for reads at once, and the retention sweep deletes it (tombstoned).
    client.post(url, {"expected_revision": "1", "days": "0", "reason": "now"})
    assert MemoryRecord.objects.get(pk=record.pk).expires_at <= timezone.now()  # type: ignore[operator]
    from statecore.services.memory import memory_retention_sweep

    assert memory_retention_sweep(as_of=timezone.now()) == 1
    assert MemoryTombstone.objects.get().reason == "retention"


def test_record_delete_and_expiry_need_their_permission(viewer: Any) -> None:
    record = make_record(key="k", content="x")
    client = login(viewer)
    page = client.get(f"{RECORDS}{record.pk}/change/").content.decode()
    assert "/delete/" not in page
    assert "/expire/" not in page
    assert client.get(f"{RECORDS}{record.pk}/delete/").status_code == 403
    assert (
        client.post(f"{RECORDS}{record.pk}/delete/", {"expected_revision": "1", "reason": "x"}).status_code
        == 403
    )
    assert (
        client.post(
            f"{RECORDS}{record.pk}/expire/", {"expected_revision": "1", "days": "0", "reason": "x"}
        ).status_code
        == 403
    )
    assert MemoryRecord.objects.get(pk=record.pk).expires_at is None
    assert not AuditEvent.objects.exists()


# --- nothing of the memory body on lists ------------------------------------------------------------


def test_no_memory_content_on_list_pages(superuser: Any) -> None:
    make_proposal(key="k1", content=f"Remember {CANARY} please.", findings=[])
    body = f"{CANARY} mail x@example.com"
    email = {"category": "pii.email", "start": body.index("x@"), "end": len(body)}
    proposal = make_proposal(key="k2", content=body, findings=[email])
    make_record(key="k3", content=f"Stored {CANARY}.")
    MemoryPolicy.objects.create(environment="prod", scope="user")
    client = login(superuser)
    record = MemoryRecord.objects.get(key="k3")

    lists = [
        QUEUE,
        f"{QUEUE}?finding=pii.email",
        f"{QUEUE}?status=all",
        f"{QUEUE}?q=k",
        RECORDS,
        f"{RECORDS}?q=k3",
        TOMBSTONES,
        POLICIES,
        "/admin/",
        "/admin/statecore/",
        approve_url(proposal),
        reject_url(proposal),
        f"{QUEUE}{proposal.pk}/history/",
        f"{RECORDS}{record.pk}/delete/",
        f"{RECORDS}{record.pk}/expire/",
        "/admin/statecore/auditevent/",
    ]
    for url in lists:
        response = client.get(url)
        assert response.status_code == 200, url
        assert CANARY not in response.content.decode(), url
    confirm = client.post(
        QUEUE, {"action": "reject_selected", "_selected_action": [proposal.pk], "index": "0"}
    )
    assert CANARY not in confirm.content.decode()
    # Where the body is meant to be: the review screen and the record's own page.
    assert CANARY in client.get(review_url(proposal)).content.decode()
    assert CANARY in client.get(f"{RECORDS}{record.pk}/change/").content.decode()


# --- policies -------------------------------------------------------------------------------------


def _policy_form(**overrides: Any) -> dict[str, Any]:
    return {
        "environment": "prod",
        "scope": "agent",
        "agent_id": "*",
        "worker_writes": "on",
        "auto_apply_kinds": ["semantic", "episodic_reference"],
        "consolidation": "last_writer_wins",
        "retention_semantic": "",
        "retention_episodic_reference": "30",
        "retention_procedural": "",
        **overrides,
    }


def test_policy_is_saved_through_the_service_audited_and_takes_effect_at_once(
    superuser: Any, django_capture_on_commit_callbacks: Any
) -> None:
    before = memory_policy.policy_for(environment="prod", scope="agent", agent_id="agent-1")
    assert not before.worker_writes  # the default, now cached
    client = login(superuser)
    assert client.get(f"{POLICIES}add/").status_code == 200
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(f"{POLICIES}add/", _policy_form())
    assert response.status_code == 302, response.context["adminform"].form.errors
    row = MemoryPolicy.objects.get()
    assert (row.environment, row.scope, row.agent_id, row.worker_writes) == ("prod", "agent", "*", True)
    assert row.auto_apply_kinds == ["episodic_reference", "semantic"]
    assert row.retention_days == {"episodic_reference": 30}
    assert row.consolidation == "last_writer_wins"
    after = memory_policy.policy_for(environment="prod", scope="agent", agent_id="agent-1")
    assert after.worker_writes
    assert after.retention_days == {"episodic_reference": 30}
    event = AuditEvent.objects.get(action="memory_policy.update")
    assert (event.actor, event.outcome, event.environment) == (f"user:{superuser.pk}", "created", "prod")
    assert event.data["retention_days"] == "episodic_reference=30"

    # Change: the key fields are read-only; retention and kinds are edited in place.
    page = client.get(f"{POLICIES}{row.pk}/change/")
    assert 'name="environment"' not in page.content.decode()
    assert page.context["adminform"].form.initial["retention_episodic_reference"] == 30
    with django_capture_on_commit_callbacks(execute=True):
        changed = client.post(
            f"{POLICIES}{row.pk}/change/",
            {
                "auto_apply_kinds": [],
                "consolidation": "reject",
                "retention_semantic": "7",
                "retention_episodic_reference": "",
                "retention_procedural": "",
                "_save": "1",
            },
        )
    assert changed.status_code == 302
    row.refresh_from_db()
    assert (row.worker_writes, row.auto_apply_kinds, row.retention_days) == (False, [], {"semantic": 7})
    assert MemoryPolicy.objects.count() == 1
    assert not memory_policy.policy_for(environment="prod", scope="agent", agent_id="agent-1").worker_writes
    assert AuditEvent.objects.filter(action="memory_policy.update", outcome="updated").count() == 1

    listing = client.get(POLICIES).content.decode()
    assert "semantic: 7" in listing

    with django_capture_on_commit_callbacks(execute=True):
        deleted = client.post(f"{POLICIES}{row.pk}/delete/", {"post": "yes"})
    assert deleted.status_code == 302
    assert not MemoryPolicy.objects.exists()
    assert AuditEvent.objects.filter(action="memory_policy.delete", actor=f"user:{superuser.pk}").exists()


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"environment": "no spaces"}, "environment"),
        ({"agent_id": "bad agent"}, "agent_id"),
        ({"scope": "organization"}, "worker_writes"),  # never worker writes there
        ({"retention_semantic": "0"}, "retention_semantic"),
        ({"retention_procedural": "99999"}, "retention_procedural"),
        ({"auto_apply_kinds": ["gossip"]}, "auto_apply_kinds"),
        ({"scope": "everything"}, "scope"),
    ],
)
def test_policy_form_rejects_bad_values(superuser: Any, overrides: dict[str, Any], field: str) -> None:
    response = login(superuser).post(f"{POLICIES}add/", _policy_form(**overrides))
    assert response.status_code == 200
    assert field in response.context["adminform"].form.errors
    assert not MemoryPolicy.objects.exists()
    assert not AuditEvent.objects.filter(action="memory_policy.update").exists()


def test_policy_form_reports_every_field_at_once_with_its_format(superuser: Any) -> None:
    response = login(superuser).post(
        f"{POLICIES}add/",
        _policy_form(
            environment="no spaces", agent_id="bad agent", retention_semantic="0", consolidation="x"
        ),
    )
    errors = response.context["adminform"].form.errors
    assert set(errors) == {"environment", "agent_id", "retention_semantic", "consolidation"}
    assert "[A-Za-z0-9][A-Za-z0-9._-]{0,63}" in str(errors["environment"])
    assert 'Use "*" (every agent)' in errors["agent_id"][0]
    html = response.content.decode()
    assert 'value="no spaces"' in html
    assert 'value="bad agent"' in html


def test_policy_for_one_agent_and_a_duplicate_is_refused(superuser: Any) -> None:
    client = login(superuser)
    assert client.post(f"{POLICIES}add/", _policy_form(agent_id="agent-7")).status_code == 302
    again = client.post(f"{POLICIES}add/", _policy_form(agent_id="agent-7"))
    assert again.status_code == 200
    assert again.context["adminform"].form.errors
    assert MemoryPolicy.objects.filter(agent_id="agent-7").count() == 1


# --- the whole way: a worker's write, the scan, the reviewer --------------------------------------

APPLIED_RE = re.compile(r"approved and applied as revision (\d+)")


@pytest.mark.postgres
@pytest.mark.usefixtures("celery_worker_process")
def test_a_workers_procedural_write_is_reviewed_and_approved_in_the_portal(
    superuser: Any, make_binding: Callable[..., dict[str, Any]], make_worker: Callable[..., Worker]
) -> None:
    worker = make_worker(make_binding()["id"])
    put = worker.client.put(
        "/api/v1/memory/user/records/proc.release",
        {
            "kind": "procedural",
            "content": f"Run the tests before tagging. {CANARY}",
            "content_type": "text/plain",
            "expected_revision": None,
            "provenance": {"run_id": "run-42"},
        },
        format="json",
        HTTP_PREFER="wait=10",
    )
    assert put.status_code == 202, put.content
    proposal_id = put.json()["proposal_id"]
    proposal = MemoryProposal.objects.get(pk=proposal_id)
    assert proposal.status == "pending_approval"

    client = login(superuser)
    queue = client.get(QUEUE)
    assert listed(queue)[0].pk == proposal.pk
    assert CANARY not in queue.content.decode()
    review = client.get(review_url(proposal)).content.decode()
    assert CANARY in review
    assert "run-42" in review
    assert str(worker.binding_id) in review

    done = client.post(approve_url(proposal), {"reason": "ok"}, follow=True)
    notes = messages_of(done)
    assert any(APPLIED_RE.search(m) for m in notes), notes
    record = worker.client.get("/api/v1/memory/user/records/proc.release").json()
    assert record["provenance"]["approved_by"] == f"user:{superuser.pk}"
    assert record["provenance"]["claimed"] == {"run_id": "run-42"}
    assert worker.client.get(f"/api/v1/memory/proposals/{proposal_id}").json()["reviewer"] == (
        f"user:{superuser.pk}"
    )
