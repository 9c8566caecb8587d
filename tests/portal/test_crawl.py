"""Every portal page and every portal form, crawled: no 500 for any input, no secret where it must
not be.

The world holds one of everything (made through the API and services where the product makes
it), each carrying a canary: a native payload, a raw subject, state metadata, an interrupt, a
harness run's output and interrupt, lease and application tokens (and their hashes), memory
content. Every page of every registered model (lists, each object's page, history, add and
delete where offered, the portal's own pages) is fetched as a superuser and as a reviewer who
may look but not approve; then every form is submitted with empty, over-long (10,000
characters), markup, NUL and out-of-range values, and every list with such query parameters.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from django.contrib import admin
from django.contrib.auth.models import Group
from django.contrib.auth.models import Permission as AuthPermission
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from statecore.models import (
    AppToken,
    HarnessRun,
    MemoryPolicy,
    MemoryProposal,
    MemoryRecord,
    MemoryTombstone,
)
from statecore.scope import Actor
from statecore.services.tokens import app_token_create
from tests.portal.test_admin import (
    Scenario,
    _forbidden_strings,
    _harness_run,
    scenario,  # noqa: F401  (a fixture)
)
from tests.portal.test_admin_memory import make_proposal, make_record

pytestmark = pytest.mark.django_db

CANARY_MEMORY = "CANARY-CRAWL-MEMORY-5c1e"
CANARY_OUTPUT = "CANARY-CRAWL-HARNESS-OUTPUT-77b0"
CANARY_HARNESS_INTERRUPT = "CANARY-CRAWL-HARNESS-INTERRUPT-19d4"
PASSWORD = "crawl-pw-unused-3e8a"
LONG = "x" * 10_000
MARKUP = '<script>alert("crawl")</script>'
BAD_VALUES = {"empty": "", "long": LONG, "markup": MARKUP, "overflow": "9" * 25, "nul": "a\x00b"}


@dataclass
class World:
    scenario: Scenario
    proposal: MemoryProposal
    record: MemoryRecord
    token: str
    forbidden: list[str]
    made: list[MemoryProposal] = field(default_factory=list)

    def fresh_proposal(self) -> MemoryProposal:
        """Another proposal awaiting approval, for a form that decides one."""
        proposal = make_proposal(key=f"crawl.fresh.{len(self.made)}", content=f"Fresh {CANARY_MEMORY}.")
        self.made.append(proposal)
        return proposal


@pytest.fixture
def world(scenario: Scenario, app: APIClient, superuser: Any) -> World:  # noqa: F811
    proposal = make_proposal(
        key="crawl.pending",
        content=f"Remember {CANARY_MEMORY}.",
        findings=[{"category": "secret.aws_access_key", "start": 0, "end": 8}],
    )
    record = make_record(key="crawl.record", content=f"Stored {CANARY_MEMORY}.")
    make_proposal(key="crawl.record", content=f"Stored {CANARY_MEMORY}.", status="applied")
    MemoryTombstone.objects.create(
        namespace_ref="a" * 64,
        key_ref="b" * 64,
        content_ref="c" * 64,
        last_revision=1,
        reason="delete",
        deleted_by=f"user:{superuser.pk}",
    )
    MemoryPolicy.objects.create(
        environment="prod", scope="agent", agent_id="*", retention_days={"semantic": 30}
    )
    _harness_run(
        scenario.binding_id,
        "run-uncertain",
        "uncertain_durability",
        10,
        message_sent=True,
        output=[{"role": "assistant", "content": CANARY_OUTPUT}],
        interrupt={"question": CANARY_HARNESS_INTERRUPT},
    )
    token = app_token_create(
        name="crawl-token",
        environment="prod",
        permissions=["runs:start"],
        actor=Actor("user", str(superuser.pk)),
    ).token
    # The thread-state canaries and every token and hash (the same list as the admin tests'),
    # and this world's own.
    forbidden = [
        *_forbidden_strings(app, scenario),
        CANARY_OUTPUT,
        CANARY_HARNESS_INTERRUPT,
        token,
        superuser.password,
    ]
    return World(
        scenario=scenario,
        proposal=proposal,
        record=record,
        token=token,
        forbidden=forbidden,
    )


@pytest.fixture
def superuser(django_user_model: Any) -> Any:
    return django_user_model.objects.create_superuser("crawl-admin", "crawl@example.com", PASSWORD)


@pytest.fixture
def reviewer_without_approve(django_user_model: Any) -> Any:
    """Staff who may view every statecore screen but neither approve nor change anything."""
    user = django_user_model.objects.create_user("looker", "look@example.com", PASSWORD, is_staff=True)
    user.user_permissions.add(
        *AuthPermission.objects.filter(content_type__app_label="statecore", codename__startswith="view_")
    )
    return user


def login(user: Any) -> Client:
    client = Client(raise_request_exception=False)
    client.force_login(user)
    return client


def pages(world: World) -> Iterator[str]:
    """Every page of the portal with a real object: lists, object pages, history, add and delete
    where the model has them, and the portal's own views."""
    yield reverse("admin:index")
    yield reverse("admin:app_list", args=["statecore"])
    yield reverse("admin:app_list", args=["auth"])
    for model in admin.site._registry:
        opts = model._meta
        name = f"admin:{opts.app_label}_{opts.model_name}"
        yield reverse(f"{name}_changelist")
        yield reverse(f"{name}_add")
        for pk in model._default_manager.order_by("pk").values_list("pk", flat=True)[:25]:
            yield reverse(f"{name}_change", args=[pk])
            yield reverse(f"{name}_history", args=[pk])
            yield reverse(f"{name}_delete", args=[pk])
    proposal, record = world.proposal.pk, world.record.pk
    yield reverse("admin:statecore_memoryproposal_approve", args=[proposal])
    yield reverse("admin:statecore_memoryproposal_reject", args=[proposal])
    yield reverse("admin:statecore_memoryrecord_expire", args=[record])
    token_pk = AppToken.objects.values_list("pk", flat=True).first()
    yield reverse("admin:statecore_apptoken_created", args=[token_pk])
    yield reverse("admin:password_change")


def may_show_content(url: str) -> bool:
    """The memory body belongs on two kinds of page only: a proposal's (its review screen) and a
    record's own page."""
    return url.endswith("/change/") and url.startswith(
        ("/admin/statecore/memoryproposal/", "/admin/statecore/memoryrecord/")
    )


def check_page(url: str, response: Any, world: World) -> None:
    assert response.status_code in (200, 302, 400, 403, 404), (url, response.status_code)
    html = response.content.decode(errors="replace")
    leaked = [value for value in world.forbidden if value in html]
    assert not leaked, (url, leaked)
    if not may_show_content(url):
        assert CANARY_MEMORY not in html, url
    assert MARKUP not in html, url


@pytest.mark.parametrize("who", ["superuser", "reviewer_without_approve"])
def test_every_page_renders_without_a_500_or_a_secret(
    world: World, who: str, request: pytest.FixtureRequest
) -> None:
    client = login(request.getfixturevalue(who))
    seen = 0
    for url in pages(world):
        response = client.get(url)
        check_page(url, response, world)
        seen += 1
        if response.status_code == 302:  # where a page sends one, it must render too
            target = response["Location"]
            check_page(target, client.get(target), world)
    assert seen > 60
    # The body is where it belongs, for those who may see it.
    for url in (
        reverse("admin:statecore_memoryproposal_change", args=[world.proposal.pk]),
        reverse("admin:statecore_memoryrecord_change", args=[world.record.pk]),
    ):
        assert CANARY_MEMORY in client.get(url).content.decode(), url


# --- every list with bad query parameters ------------------------------------------------------------


def list_queries(model_admin: Any) -> Iterator[dict[str, str]]:
    """Search terms and each filter parameter the list offers, with bad values, plus the
    parameters Django reads (page, order, the date hierarchy) and some it must refuse."""
    for value in BAD_VALUES.values():
        yield {"q": value}
        yield {"p": value}
        yield {"o": value}
    names: list[str] = []
    for item in model_admin.list_filter:
        if isinstance(item, str):
            names += [item, f"{item}__exact", f"{item}__isnull"]
        elif isinstance(item, type):
            names.append(str(getattr(item, "parameter_name", "")))
    for name in names + list(getattr(model_admin, "url_lookups", ())):
        for value in BAD_VALUES.values():
            yield {name: value}
    if model_admin.date_hierarchy:
        field_name = model_admin.date_hierarchy
        for part, value in (("year", "99999"), ("month", "13"), ("day", "abc"), ("year", LONG)):
            yield {f"{field_name}__{part}": value}
    # Lookups no page offers: refused, never run (a bad regex would fail in the database).
    yield {"id__regex": "("}
    yield {"pk__in": "1,a"}
    yield {"_to_field": "password"}


def test_every_list_survives_bad_query_parameters(world: World, superuser: Any) -> None:
    client = login(superuser)
    for model, model_admin in admin.site._registry.items():
        url = reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_changelist")
        for query in list_queries(model_admin):
            response = client.get(url, query)
            check_page(f"{url}?{list(query)}", response, world)


# --- every form with bad values ----------------------------------------------------------------------


@dataclass
class FormCase:
    name: str
    url: Callable[[World], str]
    fields: dict[str, str | list[str]]  # the form as a person would fill it in, valid
    text_fields: tuple[str, ...]  # the fields the bad value goes into
    number_fields: tuple[str, ...] = ()  # these take every bad value, "overflow" included
    extra: dict[str, str | list[str]] = field(default_factory=dict)
    # values for which the form may succeed (a redirect): e.g. an optional reason left empty
    accepts: tuple[str, ...] = ()


def _url(name: str, *pk: Callable[[World], Any]) -> Callable[[World], str]:
    return lambda w: reverse(name, args=[get(w) for get in pk])


FORMS = [
    FormCase(
        "app token",
        _url("admin:statecore_apptoken_add"),
        {"name": "t-1", "environment": "prod", "organization_id": "org-1", "permissions": ["runs:start"]},
        ("name", "environment", "organization_id"),
    ),
    FormCase(
        "environment policy (add)",
        _url("admin:statecore_environmentpolicy_add"),
        {"environment": "staging", "max_native_payload_bytes": "1000", "max_pending_writes": ""},
        ("environment",),
        ("max_native_payload_bytes", "max_pending_writes", "max_memory_writes_per_minute"),
    ),
    FormCase(
        "memory policy (add)",
        _url("admin:statecore_memorypolicy_add"),
        {
            "environment": "staging",
            "scope": "agent",
            "agent_id": "*",
            "auto_apply_kinds": ["semantic"],
            "consolidation": "reject",
            "retention_semantic": "3",
        },
        ("environment", "agent_id", "scope", "consolidation"),
        ("retention_semantic", "retention_procedural"),
    ),
    FormCase(
        "memory policy (change)",
        lambda w: reverse("admin:statecore_memorypolicy_change", args=[MemoryPolicy.objects.get().pk]),
        {"consolidation": "reject", "retention_semantic": "3", "_save": "1"},
        ("consolidation",),
        ("retention_semantic", "retention_episodic_reference"),
    ),
    # A reason is free text: markup is a valid one (stored, and shown escaped).
    FormCase(
        "reject a proposal",
        _url("admin:statecore_memoryproposal_reject", lambda w: w.fresh_proposal().pk),
        {"reason": "no"},
        ("reason",),
        accepts=("markup",),
    ),
    FormCase(
        "bulk reject",
        _url("admin:statecore_memoryproposal_changelist"),
        {"reason": "no"},
        ("reason",),
        extra={"action": "reject_selected", "index": "0", "post": "yes"},
        accepts=("markup",),
    ),
    FormCase(
        "delete a record",
        _url("admin:statecore_memoryrecord_delete", lambda w: w.record.pk),
        {"reason": "asked", "expected_revision": "1"},
        ("reason",),
        ("expected_revision",),
    ),
    FormCase(
        "expire a record",
        _url("admin:statecore_memoryrecord_expire", lambda w: w.record.pk),
        {"days": "3", "reason": "asked", "expected_revision": "1"},
        ("reason",),
        ("days", "expected_revision"),
    ),
    FormCase(
        "add a user",
        _url("admin:auth_user_add"),
        {
            "username": "new-user",
            "password1": "pw-Crawl-Valid-91",
            "password2": "pw-Crawl-Valid-91",
            "usable_password": "true",
        },
        ("username", "password1", "password2"),
    ),
    # Markup is a valid group name (any text): it is stored, and shown escaped.
    FormCase("add a group", _url("admin:auth_group_add"), {"name": "sre"}, ("name",), accepts=("markup",)),
    # The reason is optional to approve.
    FormCase(
        "approve a proposal",
        _url("admin:statecore_memoryproposal_approve", lambda w: w.fresh_proposal().pk),
        {"reason": "ok"},
        ("reason",),
        accepts=("empty", "markup"),
    ),
]


def _selected(case: FormCase, world: World) -> dict[str, str | list[str]]:
    if case.name == "bulk reject":
        return {"_selected_action": [str(world.fresh_proposal().pk)]}
    return {}


@pytest.mark.parametrize("kind", list(BAD_VALUES))
def test_every_form_refuses_bad_values_with_a_message_and_keeps_what_was_typed(
    world: World, superuser: Any, kind: str
) -> None:
    client = login(superuser)
    value = BAD_VALUES[kind]
    for case in FORMS:
        url = case.url(world)
        targets = case.number_fields if kind == "overflow" else case.text_fields + case.number_fields
        if not targets:
            continue
        data: dict[str, Any] = {**case.fields, **case.extra, **_selected(case, world)}
        for name in targets:
            data[name] = value
        response = client.post(url, data)
        label = f"{case.name} / {kind}"
        check_page(url, response, world)
        if response.status_code == 302:
            assert kind in case.accepts, (label, response["Location"])
            target = response["Location"]
            check_page(target, client.get(target), world)
            continue
        assert response.status_code == 200, (label, response.status_code)
        html = response.content.decode()
        assert "errornote" in html or "errorlist" in html, label  # the refusal is explained
        if kind in ("long", "markup"):
            typed = value.replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
            assert typed in html, label  # what was typed is still there, escaped
    # Nothing was created or decided by a refused form.
    assert not AppToken.objects.filter(name__in=["", LONG, MARKUP]).exists()
    assert MemoryRecord.objects.filter(pk=world.record.pk).exists()
    assert MemoryProposal.objects.get(pk=world.proposal.pk).status == "pending_approval"
    assert set(Group.objects.values_list("name", flat=True)) <= {MARKUP}
    # A decision's reason, as typed, is shown escaped on the proposal's page.
    for proposal in world.made:
        url = reverse("admin:statecore_memoryproposal_change", args=[proposal.pk])
        check_page(url, client.get(url), world)


def test_actions_and_object_urls_survive_bad_ids(world: World, superuser: Any) -> None:
    client = login(superuser)
    for model in admin.site._registry:
        opts = model._meta
        base = reverse(f"admin:{opts.app_label}_{opts.model_name}_changelist")
        for bad in ("0", "-1", "9" * 25, "not-an-id", LONG, MARKUP):
            for url in (f"{base}{bad}/change/", f"{base}{bad}/history/", f"{base}{bad}/delete/"):
                check_page(url, client.get(url), world)
            posted = client.post(base, {"action": "delete_selected", "_selected_action": [bad], "index": "0"})
            check_page(base, posted, world)
        for action in ("reconcile_adopt_pending", "clear_epoch", "revoke_selected", "reject_selected"):
            posted = client.post(base, {"action": action, "_selected_action": ["9" * 25, "x"], "index": LONG})
            check_page(base, posted, world)
    for url in (
        reverse("admin:statecore_memoryproposal_approve", args=[MARKUP]),
        reverse("admin:statecore_memoryrecord_expire", args=["9" * 25]),
        reverse("admin:statecore_apptoken_created", args=[LONG]),
    ):
        check_page(url, client.post(url, {"reason": "x", "days": "1", "expected_revision": "1"}), world)
    assert HarnessRun.objects.count() == 1
