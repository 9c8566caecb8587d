"""An operator's record delete and expiry (the portal's), and the content a decision replaced."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from statecore import memory_policy
from statecore.errors import InvalidRequest, NotFound, RevisionConflict
from statecore.models import AuditEvent, MemoryPolicy, MemoryProposal, MemoryRecord, MemoryTombstone
from statecore.scope import Actor
from statecore.services.memory import (
    memory_proposal_decide,
    memory_record_delete,
    memory_record_expire,
)
from tests.portal.test_admin_memory import make_proposal, make_record

pytestmark = pytest.mark.django_db

OPERATOR = Actor(kind="user", ref="7")
CANARY = "CANARY-OPERATOR-BODY"


@pytest.fixture(autouse=True)
def _fresh_memory_policy() -> None:
    memory_policy.clear_cache()


def test_delete_at_the_revision_seen_tombstones_removes_every_copy_and_audits_the_reason() -> None:
    record = make_record(key="k", content=CANARY, revision=3)
    make_proposal(key="k", content=CANARY, status="applied")
    assert (
        memory_record_delete(record_id=record.pk, expected_revision=3, reason="  asked  ", actor=OPERATOR)
        == 3
    )
    assert not MemoryRecord.objects.exists()
    assert not MemoryProposal.objects.exists()
    tomb = MemoryTombstone.objects.get()
    assert (tomb.reason, tomb.last_revision, tomb.deleted_by) == ("operator", 3, "user:7")
    event = AuditEvent.objects.get(action="memory.delete")
    assert (event.outcome, event.revision, event.data["reason"]) == ("deleted", 3, "asked")
    assert CANARY not in str(list(AuditEvent.objects.values())) + str(list(MemoryTombstone.objects.values()))


def test_delete_refuses_a_moved_record_a_missing_one_and_no_reason() -> None:
    record = make_record(key="k", content="x", revision=2)
    with pytest.raises(RevisionConflict) as conflict:
        memory_record_delete(record_id=record.pk, expected_revision=1, reason="r", actor=OPERATOR)
    assert conflict.value.data["current_revision"] == 2
    for reason in ("", "   ", "x" * 501, "a\x00b"):
        with pytest.raises(InvalidRequest) as invalid:
            memory_record_delete(record_id=record.pk, expected_revision=2, reason=reason, actor=OPERATOR)
        assert invalid.value.data["field"] == "reason"
    with pytest.raises(NotFound):
        memory_record_delete(record_id=record.pk + 1000, expected_revision=2, reason="r", actor=OPERATOR)
    assert MemoryRecord.objects.filter(pk=record.pk).exists()
    assert not AuditEvent.objects.exists()


def test_expiry_is_bounded_by_the_policy_and_a_past_time_means_now() -> None:
    record = make_record(key="k", content="x")
    now = timezone.now()
    saved = memory_record_expire(
        record_id=record.pk,
        expected_revision=1,
        expires_at=now - timedelta(days=3),
        reason="r",
        actor=OPERATOR,
    )
    assert saved.expires_at is not None
    assert now <= saved.expires_at <= timezone.now()
    with pytest.raises(InvalidRequest):
        memory_record_expire(
            record_id=record.pk,
            expected_revision=1,
            expires_at=now + timedelta(days=4000),
            reason="r",
            actor=OPERATOR,
        )
    MemoryPolicy.objects.create(environment="prod", scope="user", retention_days={"semantic": 10})
    memory_policy.clear_cache()
    with pytest.raises(InvalidRequest) as ceiling:
        memory_record_expire(
            record_id=record.pk,
            expected_revision=1,
            expires_at=now + timedelta(days=11),
            reason="r",
            actor=OPERATOR,
        )
    assert ceiling.value.data["field"] == "expires_at"
    later = memory_record_expire(
        record_id=record.pk,
        expected_revision=1,
        expires_at=now + timedelta(days=9),
        reason="ok",
        actor=OPERATOR,
    )
    assert later.revision == 1  # neither content nor revision change
    events = AuditEvent.objects.filter(action="memory.expiry").order_by("id")
    assert [e.data["reason"] for e in events] == ["r", "ok"]
    with pytest.raises(RevisionConflict):
        memory_record_expire(
            record_id=record.pk, expected_revision=2, expires_at=now, reason="r", actor=OPERATOR
        )


def test_an_applied_proposal_keeps_the_content_it_replaced() -> None:
    make_record(key="k", content="before")
    replacing = make_proposal(key="k", content="after", base_revision=1)
    new = make_proposal(key="fresh", content="first")
    decided = memory_proposal_decide(proposal_id=replacing.pk, reviewer=OPERATOR, decision="approve")
    assert (decided.status, decided.record_revision, decided.previous_content) == ("applied", 2, "before")
    created = memory_proposal_decide(proposal_id=new.pk, reviewer=OPERATOR, decision="approve")
    assert (created.record_revision, created.previous_content) == (1, None)
    assert MemoryProposal.objects.get(pk=replacing.pk).previous_content == "before"
