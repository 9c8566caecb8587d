"""The operator portal (Django admin), driven through Django's test client as real users.

Data is made through the API and services (conftest fixtures), never by writing rows here, so
the pages are checked against what the product really stores.
"""

from __future__ import annotations

import base64
import hashlib
import re
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import pytest
from django.contrib.admin.models import LogEntry
from django.contrib.auth.models import Permission as AuthPermission
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from statecore import memory_policy
from statecore.models import (
    AppToken,
    AuditEvent,
    Binding,
    EnvironmentPolicy,
    HarnessRun,
    Lease,
    Run,
    RunStatus,
)
from tests.conftest import Worker, assert_problem, bearer

pytestmark = pytest.mark.django_db

CANARY_PAYLOAD = b"CANARY-PAYLOAD-123"
CANARY_SUBJECT = "canary-subject@example.com"
CANARY_METADATA = "CANARY-METADATA-789"
CANARY_INTERRUPT = "CANARY-INTERRUPT-456"
APP_TOKEN_RE = re.compile(r"sta_[A-Za-z0-9_-]{43}")

LISTS = {
    "binding": "/admin/statecore/binding/",
    "run": "/admin/statecore/run/",
    "apptoken": "/admin/statecore/apptoken/",
    "auditevent": "/admin/statecore/auditevent/",
    "environmentpolicy": "/admin/statecore/environmentpolicy/",
}


@dataclass
class Scenario:
    binding_id: str
    worker: Worker
    fenced_worker: Worker
    head_ref: str
    head_sha256: str
    uncertain: Run
    interrupted: Run
    completed: Run
    late: Run


@pytest.fixture
def scenario(make_binding: Callable[..., dict[str, Any]], make_worker: Callable[..., Worker]) -> Scenario:
    """One binding with a canary subject: a committed canary payload, an interrupted run with a
    canary interrupt value, an uncertain run naming a pending write, a fenced older lease; and
    a second binding whose completed run is the most recently updated of all."""
    binding = make_binding(subject=CANARY_SUBJECT)
    fenced_worker = make_worker(binding["id"])
    worker = make_worker(binding["id"])

    ref = worker.put_pending(CANARY_PAYLOAD, HTTP_X_STATE_METADATA=f'{{"note": "{CANARY_METADATA}"}}')
    assert ref.status_code == 201, ref.content
    assert worker.commit(ref.json()["state_ref"], 0, run_id="run-done").status_code == 200

    ref2 = worker.put_pending(CANARY_PAYLOAD + b"-2").json()["state_ref"]
    interrupted = worker.commit(
        ref2, 1, run_id="run-interrupted", status="interrupted", interrupt={"question": CANARY_INTERRUPT}
    )
    assert interrupted.status_code == 200, interrupted.content
    head = interrupted.json()["head"]

    pending = worker.put_pending(CANARY_PAYLOAD + b"-pending").json()["state_ref"]
    marked = worker.client.post(
        "/api/v1/state/uncertain",
        {"run_id": "run-uncertain", "reason": "commit timed out", "state_ref": pending},
        format="json",
    )
    assert marked.status_code == 200, marked.content

    other = make_binding()
    other_worker = make_worker(other["id"])
    assert other_worker.write_and_commit(b"other", run_id="run-late").status_code == 200

    return Scenario(
        binding_id=binding["id"],
        worker=worker,
        fenced_worker=fenced_worker,
        head_ref=head["state_ref"],
        head_sha256=head["sha256"],
        uncertain=Run.objects.get(run_id="run-uncertain"),
        interrupted=Run.objects.get(run_id="run-interrupted"),
        completed=Run.objects.get(run_id="run-done"),
        late=Run.objects.get(run_id="run-late"),
    )


def _statecore_perms(*codenames: str) -> list[AuthPermission]:
    return list(AuthPermission.objects.filter(content_type__app_label="statecore", codename__in=codenames))


def _view_perms() -> list[AuthPermission]:
    return list(
        AuthPermission.objects.filter(content_type__app_label="statecore", codename__startswith="view_")
    )


@pytest.fixture
def superuser(django_user_model: Any) -> Any:
    return django_user_model.objects.create_superuser("root-admin", "root@example.com", "pw-unused")


@pytest.fixture
def viewer(django_user_model: Any) -> Any:
    """Staff who may look at everything but holds neither reconcile_run nor change_binding."""
    user = django_user_model.objects.create_user("viewer", "viewer@example.com", "pw-unused", is_staff=True)
    user.user_permissions.add(*_view_perms())
    return user


@pytest.fixture
def reconciler(django_user_model: Any) -> Any:
    """Staff with only view_run + the custom reconcile_run permission (not a superuser)."""
    user = django_user_model.objects.create_user("reconciler", "rec@example.com", "pw-unused", is_staff=True)
    user.user_permissions.add(*_statecore_perms("view_run", "reconcile_run"))
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


def change_url(model: str, pk: object) -> str:
    return f"{LISTS[model]}{pk}/change/"


# --- pages render ---------------------------------------------------------------------------------


@pytest.mark.parametrize("who", ["superuser", "viewer"])
def test_every_list_page_renders(scenario: Scenario, who: str, request: pytest.FixtureRequest) -> None:
    client = login(request.getfixturevalue(who))
    index = client.get("/admin/")
    assert index.status_code == 200
    assert "statecore portal" in index.content.decode()
    for url in LISTS.values():
        response = client.get(url)
        assert response.status_code == 200, url
    audit = client.get(LISTS["auditevent"])
    assert audit.context["cl"].date_hierarchy == "at"


def test_list_filters_and_search(scenario: Scenario, superuser: Any) -> None:
    client = login(superuser)
    by_id = client.get(LISTS["binding"], {"q": scenario.binding_id})
    assert [str(b.pk) for b in by_id.context["cl"].result_list] == [scenario.binding_id]
    by_agent = client.get(LISTS["binding"], {"q": "agent-1"})
    assert by_agent.context["cl"].result_count == 2
    assert client.get(LISTS["binding"], {"environment": "prod", "harness": "deepagents"}).status_code == 200
    uncertain = client.get(LISTS["run"], {"status__exact": RunStatus.UNCERTAIN_DURABILITY})
    assert [r.run_id for r in uncertain.context["cl"].result_list] == ["run-uncertain"]
    actions = client.get(LISTS["auditevent"], {"action": "run.reconcile"})
    assert actions.status_code == 200


def test_uncertain_runs_come_first(scenario: Scenario, superuser: Any) -> None:
    response = login(superuser).get(LISTS["run"])
    run_ids = [run.run_id for run in response.context["cl"].result_list]
    assert run_ids[0] == "run-uncertain"
    # The rest by most recently updated: the other binding's run was committed last.
    assert run_ids[1:] == ["run-late", "run-interrupted", "run-done"]


def test_binding_page_shows_head_metadata_leases_and_open_runs(scenario: Scenario, superuser: Any) -> None:
    response = login(superuser).get(change_url("binding", scenario.binding_id))
    assert response.status_code == 200
    html = response.content.decode()
    assert scenario.head_ref in html
    assert scenario.head_sha256 in html
    assert "run-interrupted" in html  # head run id and an open run
    assert "run-uncertain" in html
    assert "keys: question" in html  # the interrupt's top-level key, not its value
    leases = {lease.generation: lease for lease in Lease.objects.filter(binding_id=scenario.binding_id)}
    assert set(leases) == {1, 2}
    assert ">fenced<" in html
    assert ">current<" in html
    assert 'name="_save"' not in html  # read-only: nothing to submit


def test_binding_and_run_pages_cannot_be_saved_or_deleted(scenario: Scenario, superuser: Any) -> None:
    client = login(superuser)
    before = Binding.objects.values().get(pk=scenario.binding_id)
    response = client.post(change_url("binding", scenario.binding_id), {"_save": "1", "epoch": "99"})
    assert response.status_code == 403
    assert Binding.objects.values().get(pk=scenario.binding_id) == before
    assert client.get(f"{LISTS['binding']}{scenario.binding_id}/delete/").status_code == 403
    assert client.get(f"{LISTS['binding']}add/").status_code == 403
    assert client.post(change_url("run", scenario.uncertain.pk), {"_save": "1"}).status_code == 403
    assert client.get(f"{LISTS['run']}{scenario.uncertain.pk}/delete/").status_code == 403


# --- reconcile ------------------------------------------------------------------------------------


def test_reconcile_adopt_pending_asks_first_then_adopts_and_audits(
    scenario: Scenario, superuser: Any
) -> None:
    client = login(superuser)
    form = {"action": "reconcile_adopt_pending", "_selected_action": [scenario.uncertain.pk], "index": "0"}

    confirm = client.post(LISTS["run"], form)
    assert confirm.status_code == 200
    assert "admin/statecore/action_confirmation.html" in [t.name for t in confirm.templates]
    assert "run-uncertain" in confirm.content.decode()
    assert Run.objects.get(pk=scenario.uncertain.pk).status == RunStatus.UNCERTAIN_DURABILITY

    done = client.post(LISTS["run"], {**form, "post": "yes"}, follow=True)
    assert done.status_code == 200
    run = Run.objects.get(pk=scenario.uncertain.pk)
    assert run.status == RunStatus.RECONCILED
    assert run.decision == "adopt_pending"
    assert run.decided_by == f"user:{superuser.pk}"
    assert run.fenced
    binding = Binding.objects.get(pk=scenario.binding_id)
    assert binding.head_revision == 3
    assert binding.head_state_id == run.marked_state_id
    event = AuditEvent.objects.get(action="run.reconcile", run_id="run-uncertain")
    assert event.actor == f"user:{superuser.pk}"
    assert event.outcome == "adopt_pending"
    assert LogEntry.objects.filter(object_id=str(run.pk), change_message__contains="adopt_pending").exists()
    assert any("head is revision 3" in m for m in messages_of(done))


def test_reconcile_keep_previous_from_the_change_page(
    scenario: Scenario, reconciler: Any, worker_head_revision: Callable[[Scenario], int]
) -> None:
    client = login(reconciler)
    page = client.get(change_url("run", scenario.uncertain.pk))
    assert page.status_code == 200
    assert {"reconcile_adopt_pending", "reconcile_keep_previous"} <= set(action_choices(page))
    form = {"CHANGE_FORM-action": "reconcile_keep_previous", "_selected_action": str(scenario.uncertain.pk)}
    confirm = client.post(change_url("run", scenario.uncertain.pk), form)
    assert confirm.status_code == 200
    assert 'name="CHANGE_FORM-action" value="reconcile_keep_previous"' in confirm.content.decode()
    assert Run.objects.get(pk=scenario.uncertain.pk).status == RunStatus.UNCERTAIN_DURABILITY
    response = client.post(change_url("run", scenario.uncertain.pk), {**form, "post": "yes"})
    assert response.status_code == 302
    run = Run.objects.get(pk=scenario.uncertain.pk)
    assert (run.status, run.decision, run.decided_by) == (
        RunStatus.RECONCILED,
        "keep_previous",
        f"user:{reconciler.pk}",
    )
    assert worker_head_revision(scenario) == 2  # the head stayed
    assert AuditEvent.objects.filter(
        action="run.reconcile", outcome="keep_previous", actor=f"user:{reconciler.pk}"
    ).exists()


@pytest.fixture
def worker_head_revision() -> Callable[[Scenario], int]:
    def read(scenario: Scenario) -> int:
        return int(scenario.worker.head().json()["head"]["revision"])

    return read


def test_repeating_the_same_reconcile_is_harmless_and_a_refusal_is_a_warning(
    scenario: Scenario, superuser: Any
) -> None:
    client = login(superuser)
    selected = [scenario.uncertain.pk, scenario.completed.pk]
    form = {"action": "reconcile_keep_previous", "_selected_action": selected, "index": "0", "post": "yes"}
    first = client.post(LISTS["run"], form, follow=True)
    notes = messages_of(first)
    assert any("Run run-done: not reconciled (Completed)" in m for m in notes), notes  # never sent
    assert any("Run run-uncertain: reconciled (keep_previous)" in m for m in notes), notes
    # Same decision, same portal key: the service answers again without a second event.
    client.post(LISTS["run"], {**form, "_selected_action": [scenario.uncertain.pk]})
    assert AuditEvent.objects.filter(action="run.reconcile", run_id="run-uncertain").count() == 1
    # The other decision on a settled run is refused, as a warning, and changes nothing.
    other = client.post(
        LISTS["run"],
        {**form, "action": "reconcile_adopt_pending", "_selected_action": [scenario.uncertain.pk]},
    )
    assert other.status_code == 302
    assert Run.objects.get(pk=scenario.uncertain.pk).decision == "keep_previous"


def test_user_without_reconcile_permission_neither_sees_nor_runs_it(scenario: Scenario, viewer: Any) -> None:
    client = login(viewer)
    listing = client.get(LISTS["run"])
    assert listing.status_code == 200
    assert "reconcile_adopt_pending" not in action_choices(listing)
    assert "reconcile_keep_previous" not in action_choices(listing)
    assert "Reconcile:" not in listing.content.decode()
    page = client.get(change_url("run", scenario.uncertain.pk))
    assert "Reconcile:" not in page.content.decode()

    forged = client.post(
        LISTS["run"],
        {
            "action": "reconcile_adopt_pending",
            "_selected_action": [scenario.uncertain.pk],
            "index": "0",
            "post": "yes",
        },
        follow=True,
    )
    assert forged.status_code == 200  # no action is offered to this user, so none is dispatched
    forged_form = client.post(
        change_url("run", scenario.uncertain.pk),
        {
            "CHANGE_FORM-action": "reconcile_adopt_pending",
            "_selected_action": str(scenario.uncertain.pk),
            "post": "yes",
        },
    )
    assert forged_form.status_code in (302, 403)
    assert Run.objects.get(pk=scenario.uncertain.pk).status == RunStatus.UNCERTAIN_DURABILITY
    assert not AuditEvent.objects.filter(action="run.reconcile").exists()


# --- what an SRE looks for ------------------------------------------------------------------------

ISO_SECONDS = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z")


def test_run_list_counts_ages_and_links_each_run_to_its_audit_events(
    scenario: Scenario, superuser: Any
) -> None:
    # The interrupt is recent, the mark two hours old: "stuck since" says when it started waiting.
    Run.objects.filter(pk=scenario.uncertain.pk).update(updated_at=timezone.now() - timedelta(hours=2))
    client = login(superuser)
    listing = client.get(LISTS["run"])
    html = listing.content.decode()
    counts = html.split('id="run-counts"', 1)[1].split("</p>", 1)[0]
    assert "<strong>1</strong> with uncertain durability" in counts
    assert "<strong>1</strong> interrupted in the last 24 h" in counts
    for column in ("Age", "Stuck since", "Fenced", "Audit"):
        assert f">{column}<" in html, column
    uncertain_row = html.split(">run-uncertain<", 1)[1].split("</tr>", 1)[0]
    assert '<td class="field-fenced_text">yes</td>' in uncertain_row
    assert "(2h 0m ago)" in uncertain_row or "(2h 1m ago)" in uncertain_row
    assert ISO_SECONDS.search(uncertain_row)
    done_row = html.split(">run-done<", 1)[1].split("</tr>", 1)[0]
    assert '<td class="field-fenced_text">no</td>' in done_row  # plain text, no red cross
    assert "icon-no" not in html

    # The filter for uncertain runs, as the count links to it.
    uncertain = client.get(LISTS["run"], {"status__exact": "uncertain_durability"})
    assert [r.run_id for r in uncertain.context["cl"].result_list] == ["run-uncertain"]
    recent = client.get(LISTS["run"], {"status__exact": "interrupted", "updated": "24h"})
    assert [r.run_id for r in recent.context["cl"].result_list] == ["run-interrupted"]
    stale = client.get(LISTS["run"], {"updated": "older-1h"})
    assert [r.run_id for r in stale.context["cl"].result_list] == ["run-uncertain"]

    # From a run to its audit events, and the same from its page and its binding's page.
    audit = f"{LISTS['auditevent']}?binding_id={scenario.binding_id}&amp;run_id=run-uncertain"
    assert audit in uncertain_row
    run_page = client.get(change_url("run", scenario.uncertain.pk)).content.decode()
    assert audit in run_page
    assert re.search(r"generation 2: expires \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", run_page)
    events = client.get(LISTS["auditevent"], {"binding_id": scenario.binding_id, "run_id": "run-uncertain"})
    assert events.status_code == 200
    listed = list(events.context["cl"].result_list)
    assert listed
    assert {e.run_id for e in listed} == {"run-uncertain"}
    assert "thread_state.mark_uncertain" in {e.action for e in listed}
    assert 'id="object-filters"' in events.content.decode()
    binding_page = client.get(change_url("binding", scenario.binding_id)).content.decode()
    assert f"{LISTS['auditevent']}?binding_id={scenario.binding_id}" in binding_page
    by_binding = client.get(LISTS["auditevent"], {"binding_id": scenario.binding_id})
    assert {str(e.binding_id) for e in by_binding.context["cl"].result_list} == {scenario.binding_id}


def test_reconcile_is_offered_only_for_uncertain_runs(scenario: Scenario, superuser: Any) -> None:
    client = login(superuser)
    uncertain_page = client.get(change_url("run", scenario.uncertain.pk))
    assert {"reconcile_adopt_pending", "reconcile_keep_previous"} <= set(action_choices(uncertain_page))
    for run in (scenario.completed, scenario.interrupted):
        page = client.get(change_url("run", run.pk))
        assert "reconcile_adopt_pending" not in action_choices(page), run.run_id
        # Posted anyway (a stale page): refused as "no action", nothing reconciled.
        client.post(
            change_url("run", run.pk),
            {"CHANGE_FORM-action": "reconcile_keep_previous", "_selected_action": str(run.pk), "post": "yes"},
        )
        assert Run.objects.get(pk=run.pk).status == run.status

    # From the list: no confirmation for runs that cannot be reconciled, only a warning.
    only_settled = client.post(
        LISTS["run"],
        {"action": "reconcile_adopt_pending", "_selected_action": [scenario.completed.pk], "index": "0"},
        follow=True,
    )
    assert "admin/statecore/action_confirmation.html" not in [t.name for t in only_settled.templates]
    assert any("only runs with uncertain durability" in m for m in messages_of(only_settled))
    # A mixed selection confirms the uncertain one and says the other is left alone.
    mixed = client.post(
        LISTS["run"],
        {
            "action": "reconcile_adopt_pending",
            "_selected_action": [scenario.completed.pk, scenario.uncertain.pk],
            "index": "0",
        },
    )
    html = mixed.content.decode()
    assert "prod / run-uncertain" in html
    assert "prod / run-done" not in html
    assert "1 selected run(s) are not uncertain" in html
    assert not AuditEvent.objects.filter(action="run.reconcile").exists()


def _harness_run(binding_id: str, run_id: str, status: str, minutes_ago: int, **fields: Any) -> HarnessRun:
    created = timezone.now() - timedelta(minutes=minutes_ago)
    return HarnessRun.objects.create(
        environment="prod",
        run_id=run_id,
        binding_id=binding_id,
        epoch=1,
        status=status,
        request_digest="0" * 64,
        started_by="app:1",
        created_at=created,
        heartbeat_at=created,
        ended_at=None if status == "running" else created + timedelta(seconds=30),
        **fields,
    )


def test_harness_runs_show_age_and_link_to_their_state_run_and_audit(
    scenario: Scenario, superuser: Any
) -> None:
    # As the control plane leaves them: one whose id the state plane knows (it was marked
    # uncertain), one running, one failed before any output.
    marked = _harness_run(
        scenario.binding_id,
        "run-uncertain",
        "uncertain_durability",
        90,
        message_sent=True,
        output=[{"role": "assistant", "content": "CANARY-HARNESS-OUTPUT"}],
    )
    other = Binding.objects.exclude(pk=scenario.binding_id).get()
    _harness_run(str(other.pk), f"run-{uuid.uuid4().hex[:8]}", "running", 5)
    _harness_run(str(other.pk), "run-failed", "failed", 30, reason="worker_lost")
    client = login(superuser)
    listing = client.get("/admin/statecore/harnessrun/")
    html = listing.content.decode()
    assert "CANARY-HARNESS-OUTPUT" not in html
    row = html.split(">run-uncertain<", 1)[1].split("</tr>", 1)[0]
    assert f'href="{change_url("run", scenario.uncertain.pk)}"' in row  # its state run
    assert f"{LISTS['auditevent']}?binding_id={scenario.binding_id}&amp;run_id=run-uncertain" in row
    assert "1h 30m (ran 30s)" in row
    assert '<td class="field-message_sent_text">yes</td>' in row
    failed = client.get("/admin/statecore/harnessrun/", {"status__exact": "failed", "started": "24h"})
    assert [r.run_id for r in failed.context["cl"].result_list] == ["run-failed"]
    page = client.get(f"/admin/statecore/harnessrun/{marked.pk}/change/").content.decode()
    assert "CANARY-HARNESS-OUTPUT" not in page
    assert f'href="{change_url("run", scenario.uncertain.pk)}"' in page


def test_harness_runs_show_their_leases_expiry_to_the_second(scenario: Scenario, superuser: Any) -> None:
    """The run's own lease: its expiry (ISO 8601, to the second) on the list and the page; a run
    without a lease shows "-"."""
    lease = Lease.objects.filter(binding_id=scenario.binding_id).order_by("-generation").first()
    assert lease is not None
    with_lease = _harness_run(scenario.binding_id, "h-leased", "running", 2, lease=lease)
    _harness_run(scenario.binding_id, "h-no-lease", "failed", 40)
    client = login(superuser)
    html = client.get("/admin/statecore/harnessrun/").content.decode()
    expires = lease.expires_at.astimezone(timezone.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    leased = html.split(">h-leased<", 1)[1].split("</tr>", 1)[0]
    assert f'<td class="field-lease_expires">{expires}</td>' in leased
    without = html.split(">h-no-lease<", 1)[1].split("</tr>", 1)[0]
    assert '<td class="field-lease_expires">-</td>' in without
    page = client.get(f"/admin/statecore/harnessrun/{with_lease.pk}/change/").content.decode()
    assert expires in page
    assert lease.token_hash not in html + page


def test_audit_times_are_iso_to_the_second_in_list_and_detail(scenario: Scenario, superuser: Any) -> None:
    client = login(superuser)
    event = AuditEvent.objects.order_by("-at").first()
    assert event is not None
    stamp = event.at.astimezone(timezone.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    listing = client.get(LISTS["auditevent"]).content.decode()
    assert (
        f'<th class="field-at nowrap"><a href="{LISTS["auditevent"]}{event.pk}/change/">{stamp}</a></th>'
        in listing
    )
    detail = client.get(change_url("auditevent", event.pk)).content.decode()
    assert f'<div class="readonly">{stamp}</div>' in detail
    # A person is shown by name, with the stable id the log keeps on hover.
    client.post(
        LISTS["run"],
        {
            "action": "reconcile_keep_previous",
            "_selected_action": [scenario.uncertain.pk],
            "index": "0",
            "post": "yes",
        },
    )
    reconciled = AuditEvent.objects.get(action="run.reconcile")
    assert reconciled.actor == f"user:{superuser.pk}"
    listing = client.get(LISTS["auditevent"], {"action": "run.reconcile"}).content.decode()
    assert f'<span class="actor" title="user:{superuser.pk}">root-admin</span>' in listing
    by_name = client.get(LISTS["auditevent"], {"q": "root-admin"})
    assert [e.pk for e in by_name.context["cl"].result_list] == [reconciled.pk]
    run_page = client.get(change_url("run", scenario.uncertain.pk)).content.decode()
    assert "root-admin" in run_page


# --- clear ----------------------------------------------------------------------------------------


def test_clear_starts_a_new_epoch_fences_leases_and_audits(scenario: Scenario, superuser: Any) -> None:
    client = login(superuser)
    form = {"action": "clear_epoch", "_selected_action": [scenario.binding_id], "index": "0"}
    confirm = client.post(LISTS["binding"], form)
    assert confirm.status_code == 200
    assert Binding.objects.get(pk=scenario.binding_id).epoch == 1

    assert client.post(LISTS["binding"], {**form, "post": "yes"}).status_code == 302
    binding = Binding.objects.get(pk=scenario.binding_id)
    assert (binding.epoch, binding.head_revision, binding.head_state_id) == (2, 0, None)
    assert_problem(scenario.worker.head(), 409, "lease_fenced")
    event = AuditEvent.objects.get(action="binding.clear", binding_id=scenario.binding_id)
    assert event.actor == f"user:{superuser.pk}"
    page = client.get(change_url("binding", scenario.binding_id)).content.decode()
    assert "No head in epoch 2" in page
    assert ">current<" not in page  # every lease is fenced now


def test_clear_needs_change_binding_permission(scenario: Scenario, viewer: Any) -> None:
    client = login(viewer)
    assert "clear_epoch" not in action_choices(client.get(LISTS["binding"]))
    client.post(
        LISTS["binding"],
        {"action": "clear_epoch", "_selected_action": [scenario.binding_id], "index": "0", "post": "yes"},
    )
    assert Binding.objects.get(pk=scenario.binding_id).epoch == 1
    viewer.user_permissions.add(*_statecore_perms("change_binding"))
    assert "clear_epoch" in action_choices(login(viewer).get(LISTS["binding"]))


# --- application tokens ---------------------------------------------------------------------------


def test_token_creation_shows_the_token_once_and_stores_only_its_hash(superuser: Any) -> None:
    client = login(superuser)
    assert client.get(f"{LISTS['apptoken']}add/").status_code == 200
    form = {
        "name": "portal-made",
        "environment": "prod",
        "organization_id": "org-1",
        "permissions": ["bindings:manage", "runs:reconcile"],
    }
    posted = client.post(f"{LISTS['apptoken']}add/", form)
    assert posted.status_code == 302  # post/redirect/get: the token is on the page redirected to
    assert not APP_TOKEN_RE.search(posted["Location"])
    created = client.get(posted["Location"])
    assert created.status_code == 200
    assert "no-store" in created["Cache-Control"]
    found = APP_TOKEN_RE.findall(created.content.decode())
    assert len(set(found)) == 1
    token = found[0]

    # Reloading the page shows it no more (it left the session as it was shown), and posts nothing.
    reload = client.get(posted["Location"], follow=True)
    assert not APP_TOKEN_RE.search(reload.content.decode())
    assert any("shown only once" in m for m in messages_of(reload))
    assert AppToken.objects.filter(name="portal-made").count() == 1

    row = AppToken.objects.get(name="portal-made")
    assert row.token_hash == hashlib.sha256(token.encode()).hexdigest()
    assert token not in str(AppToken.objects.values().get(pk=row.pk))
    assert row.permissions == ["bindings:manage", "runs:reconcile"]
    assert row.created_by == f"user:{superuser.pk}"
    assert AuditEvent.objects.filter(action="app_token.create", actor=f"user:{superuser.pk}").exists()

    # Never again: not on the list, the change page, the history, nor in cookies/session.
    for url in (LISTS["apptoken"], change_url("apptoken", row.pk), f"{LISTS['apptoken']}{row.pk}/history/"):
        html = client.get(url).content.decode()
        assert token not in html, url
        assert row.token_hash not in html, url
    assert all(token not in morsel.value for morsel in client.cookies.values())
    assert token not in str(dict(client.session))
    assert all(token not in str(entry.change_message) for entry in LogEntry.objects.all())

    # It works, for what it was given.
    response = bearer(token).post(
        "/api/v1/bindings",
        {
            "environment": "prod",
            "harness": "h",
            "adapter": "a",
            "adapter_codec_version": "c/1",
            "agent_id": "agent-1",
            "subject": "someone@example.com",
            "organization_id": "org-1",
        },
        format="json",
    )
    assert response.status_code == 201, response.content

    # Posting the same form again does not mint a second token under the name.
    again = client.post(f"{LISTS['apptoken']}add/", form)
    assert again.status_code == 200
    assert not APP_TOKEN_RE.search(again.content.decode())
    assert "name" in again.context["adminform"].form.errors
    assert AppToken.objects.filter(name="portal-made").count() == 1


def test_token_form_rejects_bad_input_without_creating_anything(superuser: Any) -> None:
    client = login(superuser)
    bad = client.post(
        f"{LISTS['apptoken']}add/",
        {"name": "bad name!", "environment": "prod", "permissions": ["bindings:manage"]},
    )
    assert bad.status_code == 200
    assert bad.context["adminform"].form.errors
    no_perms = client.post(f"{LISTS['apptoken']}add/", {"name": "np", "environment": "prod"})
    assert "permissions" in no_perms.context["adminform"].form.errors
    assert not AppToken.objects.filter(name__in=["bad name!", "np"]).exists()


def test_token_form_reports_every_field_at_once_with_the_allowed_format(superuser: Any) -> None:
    typed = {
        "name": "bad name <b>",
        "environment": "-starts-with-a-dash",
        "organization_id": "org with spaces",
        "permissions": ["root:everything"],
    }
    response = login(superuser).post(f"{LISTS['apptoken']}add/", typed)
    assert response.status_code == 200
    errors = response.context["adminform"].form.errors
    assert set(errors) == {"name", "environment", "organization_id", "permissions"}
    assert "[A-Za-z0-9][A-Za-z0-9._:/+-]{0,99}" in str(errors["name"])
    assert "[A-Za-z0-9][A-Za-z0-9._-]{0,63}" in str(errors["environment"])
    assert "[A-Za-z0-9][A-Za-z0-9._:@/+-]{0,199}" in str(errors["organization_id"])
    assert "bindings:manage" in str(errors["permissions"])  # what may be chosen
    html = response.content.decode()
    assert 'value="bad name &lt;b&gt;"' in html  # kept, escaped
    assert 'value="-starts-with-a-dash"' in html
    assert "bad name <b>" not in html  # never as markup
    assert not AppToken.objects.exists()


def test_revoke_action_revokes_and_tokens_are_read_only(superuser: Any, viewer: Any) -> None:
    client = login(superuser)
    created = client.post(
        f"{LISTS['apptoken']}add/",
        {
            "name": "to-revoke",
            "environment": "prod",
            "organization_id": "",
            "permissions": ["runs:reconcile"],
        },
        follow=True,
    )
    token = APP_TOKEN_RE.findall(created.content.decode())[0]
    row = AppToken.objects.get(name="to-revoke")

    assert "revoke_selected" not in action_choices(login(viewer).get(LISTS["apptoken"]))
    assert client.post(change_url("apptoken", row.pk), {"_save": "1", "name": "renamed"}).status_code == 403
    assert client.get(f"{LISTS['apptoken']}{row.pk}/delete/").status_code == 403
    assert 'name="_save"' not in client.get(change_url("apptoken", row.pk)).content.decode()

    response = client.post(
        LISTS["apptoken"],
        {"action": "revoke_selected", "_selected_action": [row.pk], "index": "0", "post": "yes"},
    )
    assert response.status_code == 302
    row.refresh_from_db()
    assert row.revoked_at is not None
    assert AuditEvent.objects.filter(action="app_token.revoke", actor=f"user:{superuser.pk}").exists()
    assert_problem(bearer(token).get("/api/v1/runs/anything"), 401, "unauthenticated")
    listing = client.get(LISTS["apptoken"], {"status": "revoked"})
    assert [t.name for t in listing.context["cl"].result_list] == ["to-revoke"]


# --- audit log and policies -----------------------------------------------------------------------


def test_audit_log_is_read_only(scenario: Scenario, superuser: Any) -> None:
    client = login(superuser)
    event = AuditEvent.objects.order_by("id").first()
    assert event is not None
    assert client.get(f"{LISTS['auditevent']}add/").status_code == 403
    page = client.get(change_url("auditevent", event.pk))
    assert page.status_code == 200
    assert 'name="_save"' not in page.content.decode()
    assert client.post(change_url("auditevent", event.pk), {"_save": "1", "outcome": "x"}).status_code == 403
    assert client.get(f"{LISTS['auditevent']}{event.pk}/delete/").status_code == 403
    assert "delete_selected" not in action_choices(client.get(LISTS["auditevent"]))


def test_policy_save_takes_effect_at_once_in_this_process(
    scenario: Scenario, superuser: Any, django_capture_on_commit_callbacks: Any
) -> None:
    assert scenario.worker.put_pending(b"0123456789").status_code == 201  # caches the defaults
    client = login(superuser)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            f"{LISTS['environmentpolicy']}add/", {"environment": "prod", "max_native_payload_bytes": "8"}
        )
    assert response.status_code == 302, response.content
    assert_problem(scenario.worker.put_pending(b"0123456789"), 413, "payload_too_large")
    assert EnvironmentPolicy.objects.get(pk="prod").max_pending_writes is None  # blank = default

    page = client.get(change_url("environmentpolicy", "prod")).content.decode()
    assert "Blank = deployment default" in page
    with django_capture_on_commit_callbacks(execute=True):
        client.post(change_url("environmentpolicy", "prod"), {"max_native_payload_bytes": "", "_save": "1"})
    assert scenario.worker.put_pending(b"0123456789").status_code == 201


def test_environment_authority_vocabulary_is_kept_and_takes_effect_at_once(
    superuser: Any, django_capture_on_commit_callbacks: Any
) -> None:
    before = memory_policy.authority_vocabulary("prod")
    client = login(superuser)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            f"{LISTS['environmentpolicy']}add/",
            {
                "environment": "prod",
                "names_tool": "vault-cli\r\n  release train \r\n\r\nvault-cli",
                "names_destination": "ledger.internal",
                "mention_approval_from": "listed",
                "mention_approval": ["credential", "destination"],
            },
        )
    assert response.status_code == 302, response.content
    row = EnvironmentPolicy.objects.get(pk="prod")
    assert row.authority_names == {"tool": ["vault-cli", "release train"], "destination": ["ledger.internal"]}
    assert row.authority_mention_approval == ["credential", "destination"]
    after = memory_policy.authority_vocabulary("prod")  # the save cleared this process's cache
    assert after is not before
    assert after.mention_approval == frozenset({"credential", "destination"})
    page = client.get(change_url("environmentpolicy", "prod")).content.decode()
    assert "Authority vocabulary" in page
    assert "release train" in page
    # back to the deployment's mention setting; names kept as edited
    with django_capture_on_commit_callbacks(execute=True):
        client.post(
            change_url("environmentpolicy", "prod"),
            {"names_tool": "vault-cli", "mention_approval_from": "default", "_save": "1"},
        )
    row.refresh_from_db()
    assert (row.authority_names, row.authority_mention_approval) == ({"tool": ["vault-cli"]}, None)


def test_environment_authority_names_are_checked(superuser: Any) -> None:
    response = login(superuser).post(
        f"{LISTS['environmentpolicy']}add/", {"environment": "prod", "names_tool": "deploy\r\n---"}
    )
    assert response.status_code == 200
    assert "names_tool" in response.context["adminform"].form.errors
    assert not EnvironmentPolicy.objects.exists()
    # each box within bounds, too many in all: the form says so, nothing is saved
    half = memory_policy.MAX_AUTHORITY_NAMES // 2 + 1
    response = login(superuser).post(
        f"{LISTS['environmentpolicy']}add/",
        {
            "environment": "prod",
            "names_tool": "\r\n".join(f"tool-{i}" for i in range(half)),
            "names_destination": "\r\n".join(f"host-{i}.internal" for i in range(half)),
        },
    )
    assert response.status_code == 200
    assert response.context["adminform"].form.non_field_errors()
    assert not EnvironmentPolicy.objects.exists()


def test_policy_environment_is_validated(superuser: Any) -> None:
    response = login(superuser).post(f"{LISTS['environmentpolicy']}add/", {"environment": "no spaces"})
    assert response.status_code == 200
    assert "environment" in response.context["adminform"].form.errors
    assert not EnvironmentPolicy.objects.exists()


# --- nothing secret on any page -------------------------------------------------------------------


def _forbidden_strings(app: APIClient, scenario: Scenario) -> list[str]:
    forbidden = [
        CANARY_PAYLOAD.decode(),
        base64.b64encode(CANARY_PAYLOAD).decode(),
        CANARY_PAYLOAD.hex(),
        CANARY_SUBJECT,
        CANARY_METADATA,
        CANARY_INTERRUPT,
        scenario.worker.token,
        scenario.fenced_worker.token,
        str(app._credentials["HTTP_AUTHORIZATION"]).removeprefix("Bearer "),  # type: ignore[attr-defined]
    ]
    forbidden += list(AppToken.objects.values_list("token_hash", flat=True))
    forbidden += list(Lease.objects.values_list("token_hash", flat=True))
    return forbidden


def test_no_payload_token_hash_or_raw_subject_on_any_admin_page(
    scenario: Scenario, superuser: Any, app: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    client = login(superuser)
    with django_capture_on_commit_callbacks(execute=True):
        client.post(f"{LISTS['environmentpolicy']}add/", {"environment": "prod", "max_pending_writes": "50"})
    # The reconcile confirmation (offered only while the run is uncertain), then settle the run
    # through the portal so the reconciled shapes are on the pages too.
    confirm_reconcile = client.post(
        LISTS["run"],
        {"action": "reconcile_keep_previous", "_selected_action": [scenario.uncertain.pk], "index": "0"},
    )
    client.post(
        LISTS["run"],
        {
            "action": "reconcile_adopt_pending",
            "_selected_action": [scenario.uncertain.pk],
            "index": "0",
            "post": "yes",
        },
    )
    urls = ["/admin/", "/admin/statecore/", *LISTS.values()]
    urls += [f"{LISTS['apptoken']}add/", f"{LISTS['environmentpolicy']}add/"]
    for model, pks in (
        ("binding", Binding.objects.values_list("pk", flat=True)),
        ("run", Run.objects.values_list("pk", flat=True)),
        ("apptoken", AppToken.objects.values_list("pk", flat=True)),
        ("auditevent", AuditEvent.objects.values_list("pk", flat=True)),
        ("environmentpolicy", EnvironmentPolicy.objects.values_list("pk", flat=True)),
    ):
        for pk in pks:
            urls += [change_url(model, pk), f"{LISTS[model]}{pk}/history/"]
    urls += [f"{LISTS['run']}?q=run", f"{LISTS['auditevent']}?action=run.reconcile"]

    pages = {url: client.get(url) for url in urls}
    pages["confirm-reconcile"] = confirm_reconcile
    # The confirmation pages of every action, too.
    pages["confirm-clear"] = client.post(
        LISTS["binding"], {"action": "clear_epoch", "_selected_action": [scenario.binding_id], "index": "0"}
    )
    pages["confirm-revoke"] = client.post(
        LISTS["apptoken"],
        {
            "action": "revoke_selected",
            "_selected_action": list(AppToken.objects.values_list("pk", flat=True)),
            "index": "0",
        },
    )

    forbidden = _forbidden_strings(app, scenario)
    assert len(forbidden) >= 12
    for url, response in pages.items():
        assert response.status_code == 200, url
        html = response.content.decode()
        leaked = [value for value in forbidden if value in html]
        assert not leaked, (url, leaked)
    # The interrupt is there as its shape only.
    assert "keys: question" in pages[change_url("run", scenario.interrupted.pk)].content.decode()
