"""The operator portal: Django admin screens over the thread-state plane.

Every screen here only reads, authorizes, calls a service and renders. Writes go through
``statecore.services`` (which own the transaction, the row locks and the audit event); the
one exception is EnvironmentPolicy, a plain settings row that has no service.

What never reaches a page: native payload bytes (NativeState is not registered, and the
binding screen shows only the head's metadata), token hashes (deferred and never listed),
interrupt values (only their size and top-level keys) and raw subjects (not stored at all;
``subject_ref`` is an HMAC). Memory content (already secret-redacted, but still a memory body)
is on two kinds of page only: a proposal's page (its review screen) and a record's own page;
never on a list or a confirmation. Harness run output and interrupts are never loaded.

People are shown by username; the audit log and the rows keep the stable ``user:<pk>`` (the
name is looked up when a page is rendered, and shown with the id on hover).
"""

from __future__ import annotations

import difflib
import functools
import itertools
import json
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any
from uuid import UUID

from django import forms
from django.conf import settings
from django.contrib import admin, messages
from django.contrib.admin import ActionLocation, helpers
from django.contrib.admin.utils import unquote
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import GroupAdmin, UserAdmin
from django.contrib.auth.models import Group
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.validators import RegexValidator
from django.db import connection, transaction
from django.db.models import (
    Case,
    CharField,
    F,
    IntegerField,
    OuterRef,
    QuerySet,
    Subquery,
    Value,
    When,
)
from django.db.models.expressions import Combinable, OrderBy
from django.db.models.functions import Cast, Concat
from django.http import HttpRequest, HttpResponse, HttpResponseNotAllowed, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import URLPattern, path, reverse
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.html import escape, format_html, format_html_join
from django.utils.http import urlencode
from django.utils.safestring import SafeString

from portal.site import RECENT
from portal.site import age as age_text
from statecore import limits, memory_policy
from statecore.crypto import keyed_ref
from statecore.errors import StatecoreError
from statecore.models import (
    AppToken,
    AuditEvent,
    Binding,
    EnvironmentPolicy,
    HarnessRun,
    Lease,
    MemoryKind,
    MemoryPolicy,
    MemoryProposal,
    MemoryRecord,
    MemoryTombstone,
    ProposalStatus,
    ReconcileDecision,
    Run,
    RunStatus,
)
from statecore.overview import fencing_events, run_counts
from statecore.scanning.authority import CATEGORIES, CATEGORY_NAMES
from statecore.scanning.explain import explain_finding
from statecore.scope import Actor, Permission
from statecore.selectors import binding_summary
from statecore.services.bindings import binding_clear
from statecore.services.memory import (
    MAX_RETENTION_DAYS,
    OPERATOR_REASON_CHARS,
    memory_proposal_decide,
    memory_record_delete,
    memory_record_expire,
)
from statecore.services.memory_policies import (
    ANY_AGENT,
    check_memory_policy,
    memory_policy_delete,
    memory_policy_upsert,
)
from statecore.services.state import run_reconcile
from statecore.services.tokens import app_token_create, app_token_revoke
from statecore.validation import (
    ENVIRONMENT_RE,
    IDENTIFIER_RE,
    MAX_REVISION,
    NAME_RE,
    canonical_json,
    check_environment,
)

# Django's admin and form classes are generic only in django-stubs, not at runtime.
if TYPE_CHECKING:
    from django.contrib.admin.options import _FieldsetSpec

    _BindingAdmin = admin.ModelAdmin[Binding]
    _RunAdmin = admin.ModelAdmin[Run]
    _HarnessRunAdmin = admin.ModelAdmin[HarnessRun]
    _AppTokenAdmin = admin.ModelAdmin[AppToken]
    _AuditEventAdmin = admin.ModelAdmin[AuditEvent]
    _EnvironmentPolicyAdmin = admin.ModelAdmin[EnvironmentPolicy]
    _MemoryProposalAdmin = admin.ModelAdmin[MemoryProposal]
    _MemoryRecordAdmin = admin.ModelAdmin[MemoryRecord]
    _MemoryPolicyAdmin = admin.ModelAdmin[MemoryPolicy]
    _MemoryTombstoneAdmin = admin.ModelAdmin[MemoryTombstone]
    _LeaseInline = admin.TabularInline[Lease, Binding]
    _EnvironmentPolicyForm = forms.ModelForm[EnvironmentPolicy]
    _AppTokenForm = forms.ModelForm[AppToken]
    _MemoryPolicyForm = forms.ModelForm[MemoryPolicy]
else:
    _BindingAdmin = _RunAdmin = _AppTokenAdmin = _AuditEventAdmin = _EnvironmentPolicyAdmin = admin.ModelAdmin
    _MemoryProposalAdmin = _MemoryRecordAdmin = _MemoryPolicyAdmin = _MemoryTombstoneAdmin = admin.ModelAdmin
    _LeaseInline = admin.TabularInline
    _HarnessRunAdmin = admin.ModelAdmin
    _EnvironmentPolicyForm = _AppTokenForm = _MemoryPolicyForm = forms.ModelForm

BOTH_LOCATIONS = [ActionLocation.CHANGE_LIST, ActionLocation.CHANGE_FORM]
_CONFIRMATION_TEMPLATE = "admin/statecore/action_confirmation.html"
_CONFIRM_LIST_LIMIT = 50
_INTERRUPT_KEYS_SHOWN = 20
_INTERRUPT_KEY_CHARS = 64
_LEASES_SHOWN = 20
_ID_CHARS_LISTED = 32  # a run id in a list column; whole on hover and on its page


def user_actor(request: HttpRequest) -> Actor:
    """The audit actor for a portal user: ``user:<pk>``, never a name or an email."""
    return Actor(kind="user", ref=str(request.user.pk))


def username_of(field: str) -> Subquery:
    """An annotation: the username behind an actor label column (``user:<pk>``), else NULL.

    Compared as text (``'user:' || pk``), so a label of another kind never reaches a cast;
    the user table is small, and a page lists at most a few hundred rows.
    """
    users = get_user_model().objects.annotate(
        actor_label=Concat(Value("user:"), Cast("pk", CharField()), output_field=CharField())
    )
    return Subquery(users.filter(actor_label=OuterRef(field)).values("username")[:1])


def username_for(label: str) -> str | None:
    """The username behind one actor label (``user:<pk>``), for a single object's page."""
    kind, _, ref = label.partition(":")
    if kind != "user" or not ref.isdigit() or len(ref) > 18:
        return None
    name: str | None = get_user_model().objects.filter(pk=int(ref)).values_list("username", flat=True).first()
    return name


def show_actor(label: str, name: str | None) -> SafeString | str:
    """A person by name with the stable label on hover; any other actor by its label, shortened
    when it is a long id (``lease:<uuid>``)."""
    if not label:
        return "-"
    if name:
        return format_html('<span class="actor" title="{}">{}</span>', label, name)
    kind, _, ref = label.partition(":")
    if len(ref) > 12:
        return format_html('<span class="actor" title="{}">{}:{}…</span>', label, kind, ref[:8])
    return label


def when_text(value: datetime) -> str:
    """A time as the portal shows every time (``portal/formats``: ISO 8601 to the second, UTC)."""
    return date_format(timezone.localtime(value), "DATETIME_FORMAT")


def shortened(text: str, limit: int) -> SafeString | str:
    """A long identifier cut to ``limit`` characters in a list column, whole on hover."""
    if len(text) <= limit:
        return text
    return format_html('<span title="{}">{}…</span>', text, text[: limit - 1])


def audit_url(**query: object) -> str:
    """The audit log filtered to one object's events (an indexed filter leads each query)."""
    return (
        reverse("admin:statecore_auditevent_changelist")
        + "?"
        + urlencode({k: str(v) for k, v in query.items()})
    )


def audit_link(url: str, text: str = "audit events") -> SafeString:
    return format_html('<a class="audit-link" href="{}">{}</a>', url, text)


@dataclass(frozen=True, slots=True)
class TextFormat:
    """The allowed format of an identifier field, stated with its errors: in words and as the
    regex of ``statecore.validation`` (so the message cannot drift from the rule)."""

    pattern: re.Pattern[str]
    words: str
    max_length: int

    @property
    def allowed(self) -> str:
        return f"{self.words} (pattern {self.pattern.pattern})"


NAME_FORMAT = TextFormat(
    NAME_RE, "1-100 characters: letters, digits and . _ : / + -, starting with a letter or digit", 100
)
ENVIRONMENT_FORMAT = TextFormat(
    ENVIRONMENT_RE, "1-64 characters: letters, digits and . _ -, starting with a letter or digit", 64
)
IDENTIFIER_FORMAT = TextFormat(
    IDENTIFIER_RE, "1-200 characters: letters, digits and . _ : @ / + -, starting with a letter or digit", 200
)


# What a list filter's own query parameters may end with (Django's field list filters and the
# date hierarchy); anything else in a URL (``__regex``, ``__contains`` on any column, ...) is
# refused before it reaches the database, where a bad pattern would fail as a 500.
_FILTER_SUFFIXES = frozenset({"", "exact", "isnull", "year", "month", "day", "id__exact"})


class StrictInput:
    """Only the input the portal itself offers reaches the database.

    Query parameters: its list filters, the date hierarchy, and ``url_lookups`` (the links
    from other pages, such as the audit log filtered by ``run_id``); Django answers any other
    one with a 400. An action's selection: ids of the model's primary key type and range (an
    id that is not would fail in the database, as a 500, when the action reads it).
    """

    url_lookups: frozenset[str] = frozenset()

    def response_action(
        self, request: HttpRequest, queryset: QuerySet[Any], *args: Any, **kwargs: Any
    ) -> Any:
        model_admin: admin.ModelAdmin[Any] = self  # type: ignore[assignment]
        pk = model_admin.model._meta.pk
        assert pk is not None
        try:
            for value in request.POST.getlist(helpers.ACTION_CHECKBOX_NAME):
                checked = pk.to_python(value)
                if isinstance(checked, int):
                    low, high = connection.ops.integer_field_range(pk.get_internal_type())
                    if not (low is None or low <= checked) or not (high is None or checked <= high):
                        raise ValidationError("out of range")
        except ValidationError:
            model_admin.message_user(request, "The selection names no such object.", messages.WARNING)
            return None
        return super().response_action(request, queryset, *args, **kwargs)  # type: ignore[misc]

    def lookup_allowed(self, lookup: str, value: str, request: HttpRequest) -> bool:
        model_admin: admin.ModelAdmin[Any] = self  # type: ignore[assignment]
        if lookup in self.url_lookups:
            return True
        field, _, suffix = lookup.partition("__")
        filterable = {model_admin.date_hierarchy} if model_admin.date_hierarchy else set()
        for item in model_admin.get_list_filter(request):
            if isinstance(item, type) and issubclass(item, admin.SimpleListFilter):
                if lookup == item.parameter_name:
                    return True
            elif isinstance(item, str):
                filterable.add(item)
            elif isinstance(item, (list, tuple)):
                filterable.add(str(item[0]))
        if field not in filterable or suffix not in _FILTER_SUFFIXES:
            return False
        allowed: bool = super().lookup_allowed(lookup, value, request)  # type: ignore[misc]
        return allowed


def windowed_filter(
    field: str, parameter: str, heading: str, *, past: bool = True
) -> type[admin.SimpleListFilter]:
    """A list filter on how long ago ``field`` was: within the last hour / day / week, or (for
    finding stuck rows) longer ago than an hour / a day. A plain range on an indexed column."""
    windows = {"1h": timedelta(hours=1), "24h": timedelta(hours=24), "7d": timedelta(days=7)}
    labels = {"1h": "last hour", "24h": "last 24 hours", "7d": "last 7 days"}

    class WindowFilter(admin.SimpleListFilter):
        title = heading
        parameter_name = parameter

        def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin[Any]) -> list[tuple[str, str]]:
            choices = [(key, f"in the {label}") for key, label in labels.items()]
            if past:
                choices += [("older-1h", "more than an hour ago"), ("older-24h", "more than a day ago")]
            return choices

        def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
            value = self.value() or ""
            now = timezone.now()
            if value in windows:
                return queryset.filter(**{f"{field}__gte": now - windows[value]})
            if value.startswith("older-") and value[6:] in windows:
                return queryset.filter(**{f"{field}__lt": now - windows[value[6:]]})
            return queryset

    WindowFilter.__name__ = WindowFilter.__qualname__ = f"{parameter.title()}WindowFilter"
    return WindowFilter


class FencingFilter(admin.SimpleListFilter):
    """Events that fenced a lease (a newer lease of the binding, or a clear): the dashboard's
    "leases fenced" count lists these."""

    title = "lease fencing"
    parameter_name = "fencing"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin[Any]) -> list[tuple[str, str]]:
        return [("1h", "fenced a lease in the last hour"), ("24h", "fenced a lease in the last 24 hours")]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        windows = {"1h": timedelta(hours=1), "24h": timedelta(hours=24)}
        window = windows.get(self.value() or "")
        if window is None:
            return queryset
        return queryset.filter(fencing_events(since=timezone.now() - window))


def interrupt_summary(interrupt: object) -> str:
    """Size and top-level keys of a run's interrupt. The values are model output: never shown."""
    if interrupt is None:
        return "-"
    size = len(canonical_json(interrupt).encode("utf-8"))
    if not isinstance(interrupt, dict):
        return f"{size} bytes ({type(interrupt).__name__})"
    keys = sorted(str(key)[:_INTERRUPT_KEY_CHARS] for key in interrupt)
    if not keys:
        return f"{size} bytes; no keys"
    shown = ", ".join(keys[:_INTERRUPT_KEYS_SHOWN])
    more = len(keys) - _INTERRUPT_KEYS_SHOWN
    return f"{size} bytes; keys: {shown}" + (f" (+{more} more)" if more > 0 else "")


def confirm_action(
    model_admin: admin.ModelAdmin[Any],
    request: HttpRequest,
    *,
    title: str,
    explanation: str,
    button: str,
    items: Sequence[str],
    template: str = _CONFIRMATION_TEMPLATE,
    error: str | None = None,
    extra: dict[str, Any] | None = None,
    fields: Sequence[str] = (),
) -> TemplateResponse | None:
    """An intermediate "are you sure" page for an irreversible action, as delete_selected has.

    Returns None once the operator has confirmed (``post=yes``) and there is no ``error`` (a
    field of the confirmation page, such as a required reason, that was refused: the page is
    shown again with the message and what was typed). The page re-posts the action form as it
    came in (change list or change form, selection and index), so the same admin view
    dispatches the same action again, permission checks included. ``fields`` are the
    confirmation page's own inputs, not replayed as hidden values.
    """
    if request.POST.get("post") == "yes" and error is None:
        return None
    replay = [
        (key, value)
        for key in request.POST
        if key not in ("csrfmiddlewaretoken", "post", *fields)
        for value in request.POST.getlist(key)
    ]
    context = {
        **model_admin.admin_site.each_context(request),
        "title": title,
        "subtitle": None,
        "opts": model_admin.opts,
        "explanation": explanation,
        "button": button,
        "items": items[:_CONFIRM_LIST_LIMIT],
        "more": max(0, len(items) - _CONFIRM_LIST_LIMIT),
        "replay": replay,
        "error": error,
        **(extra or {}),
    }
    request.current_app = model_admin.admin_site.name
    return TemplateResponse(request, template, context)


# --- people -----------------------------------------------------------------------------------

# Django's own user and group screens, with the portal's rule on query parameters too.
admin.site.unregister(get_user_model())
admin.site.unregister(Group)


@admin.register(get_user_model())
class PortalUserAdmin(StrictInput, UserAdmin):  # type: ignore[type-arg]
    pass


@admin.register(Group)
class PortalGroupAdmin(StrictInput, GroupAdmin):
    pass


# --- bindings ---------------------------------------------------------------------------------


class LeaseInline(_LeaseInline):
    """The binding's latest leases. ``token_hash`` is never selected, let alone shown."""

    model = Lease
    fields = ("generation", "epoch", "sandbox_id", "created_at", "expires_at", "lease_state")
    readonly_fields = fields
    ordering = ("-generation",)
    extra = 0
    can_delete = False
    show_change_link = False
    verbose_name_plural = f"leases (latest {_LEASES_SHOWN})"

    def get_queryset(self, request: HttpRequest) -> QuerySet[Lease]:
        latest = (Lease.objects.filter(binding=OuterRef("binding")).order_by("-generation").values("pk"))[
            :_LEASES_SHOWN
        ]
        return (
            super()
            .get_queryset(request)
            .filter(pk__in=Subquery(latest))
            .select_related("binding")
            .only(
                "id",
                "generation",
                "epoch",
                "sandbox_id",
                "created_at",
                "expires_at",
                "binding__id",
                "binding__epoch",
                "binding__lease_generation",
            )
        )

    def has_add_permission(self, request: HttpRequest, obj: Binding | None = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Binding | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Binding | None = None) -> bool:
        return False

    @admin.display(description="state")
    def lease_state(self, lease: Lease) -> str:
        binding = lease.binding
        if lease.generation != binding.lease_generation or lease.epoch != binding.epoch:
            return "fenced"
        if lease.expires_at <= timezone.now():
            return "current (expired)"
        return "current"


@admin.register(Binding)
class BindingAdmin(StrictInput, _BindingAdmin):
    list_display = (
        "id",
        "environment",
        "harness",
        "adapter",
        "codec",
        "epoch",
        "lease_generation",
        "head_revision",
        "created_at",
        "audit",
    )
    list_filter = ("environment", "harness")
    # ``id__exact`` is validated as a UUID by the admin, so a free-text term skips it.
    search_fields = ("id__exact", "agent_id")
    search_help_text = "Binding id (exact) or agent id"
    ordering = ("-created_at",)
    fieldsets = (
        (
            None,
            {
                "fields": (
                    "id",
                    "environment",
                    "harness",
                    "adapter",
                    "adapter_codec_version",
                    "agent_id",
                    "organization_id",
                    "subject_ref",
                    "created_at",
                    "updated_at",
                    "audit_events",
                )
            },
        ),
        ("Epoch and fencing", {"fields": ("epoch", "lease_generation", "head_revision", "pending_count")}),
    )
    readonly_fields = ("audit_events",)
    inlines = (LeaseInline,)
    actions = ("clear_epoch",)

    @admin.display(description="codec", ordering="adapter_codec_version")
    def codec(self, binding: Binding) -> str:
        return binding.adapter_codec_version

    @admin.display(description="audit")
    def audit(self, binding: Binding) -> SafeString:
        return audit_link(audit_url(binding_id=binding.pk), "events")

    @admin.display(description="audit events")
    def audit_events(self, binding: Binding) -> SafeString:
        return audit_link(audit_url(binding_id=binding.pk))

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # bindings are created by the control plane (POST /api/v1/bindings)

    def has_delete_permission(self, request: HttpRequest, obj: Binding | None = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Binding | None = None) -> bool:
        # Model-level "change" gates the Clear action. No binding is ever edited through a form:
        # a form save would write every column and could undo a concurrent commit's head.
        if obj is not None:
            return False
        return super().has_change_permission(request)

    def changelist_view(
        self, request: HttpRequest, extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        # "to change" would mislead: model-level change only gates the Clear action.
        return super().changelist_view(request, {"title": "Select binding to view", **(extra_context or {})})

    def change_view(
        self,
        request: HttpRequest,
        object_id: str,
        form_url: str = "",
        extra_context: dict[str, Any] | None = None,
    ) -> HttpResponse:
        binding = self.get_object(request, unquote(object_id))
        if binding is not None and self.has_view_permission(request, binding):
            summary = binding_summary(binding=binding)
            extra_context = {
                **(extra_context or {}),
                "head": summary.head,
                "open_runs": [
                    {
                        "run": run,
                        "url": reverse("admin:statecore_run_change", args=[run.pk]),
                        "interrupt": interrupt_summary(run.interrupt),
                    }
                    for run in summary.open_runs
                ],
            }
        return super().change_view(request, object_id, form_url, extra_context)

    @admin.action(description="Clear (start a new epoch)", permissions=["change"], location=BOTH_LOCATIONS)
    def clear_epoch(self, request: HttpRequest, queryset: QuerySet[Binding]) -> TemplateResponse | None:
        bindings = list(queryset.only("id", "environment", "harness", "epoch").order_by("pk"))
        confirmation = confirm_action(
            self,
            request,
            title="Clear bindings",
            explanation=(
                "Each binding below starts a new epoch with no head. Every lease is fenced at "
                "once; nothing written under the old epoch can become the new head."
            ),
            button="Yes, start new epochs",
            items=[f"{b} (epoch {b.epoch})" for b in bindings],
        )
        if confirmation is not None:
            return confirmation
        actor = user_actor(request)
        for binding in bindings:
            try:
                epoch = binding_clear(principal=None, binding_id=binding.id, actor=actor)
            except StatecoreError as exc:
                self.message_user(
                    request, f"Binding {binding.id}: {exc.code}: {exc.message}", messages.WARNING
                )
                continue
            self.log_change(request, binding, f"Cleared: started epoch {epoch}")
            self.message_user(request, f"Binding {binding.id}: started epoch {epoch}", messages.SUCCESS)
        return None


# --- runs -------------------------------------------------------------------------------------

# Runs awaiting a human decision come first, then the most recently touched.
UNCERTAIN_FIRST: list[str | Combinable | OrderBy] = [
    Case(
        When(status=RunStatus.UNCERTAIN_DURABILITY, then=Value(0)),
        default=Value(1),
        output_field=IntegerField(),
    ).asc(),
    "-updated_at",
]


def binding_short_link(binding_id: object) -> SafeString:
    url = reverse("admin:statecore_binding_change", args=[binding_id])
    full = str(binding_id)
    return format_html('<a href="{}" title="{}">{}…</a>', url, full, full[:8])


def binding_page_link(binding_id: object) -> SafeString | str:
    """A binding's id, whole, linking to its page ("-" without one)."""
    if binding_id is None:
        return "-"
    url = reverse("admin:statecore_binding_change", args=[binding_id])
    return format_html('<a href="{}">{}</a>', url, binding_id)


def json_block(value: object) -> SafeString:
    return format_html("<pre>{}</pre>", json.dumps(value, indent=2, sort_keys=True))


def yes_no(value: bool) -> str:
    """A boolean as plain text: an icon would make an ordinary ``False`` look like an error."""
    return "yes" if value else "no"


class RunColumns:
    """The list columns a state run and a harness run share (both carry a run id and a binding)."""

    @admin.display(description="run id", ordering="run_id")
    def run_id_short(self, run: Run | HarnessRun) -> SafeString | str:
        return shortened(run.run_id, _ID_CHARS_LISTED)

    @admin.display(description="binding", ordering="binding_id")
    def binding_link(self, run: Run | HarnessRun) -> SafeString:
        return binding_short_link(run.binding_id)

    @admin.display(description="audit")
    def audit(self, run: Run | HarnessRun) -> SafeString:
        return audit_link(audit_url(binding_id=run.binding_id, run_id=run.run_id), "events")


@admin.register(HarnessRun)
class HarnessRunAdmin(RunColumns, StrictInput, _HarnessRunAdmin):
    """Harness runs as the control plane drove them (read-only). One that ended
    ``uncertain_durability`` is reconciled on its run under Runs; its messages are never shown."""

    list_display = (
        "run_id_short",
        "binding_link",
        "status",
        "reason",
        "message_sent_text",
        "created_at",
        "age",
        "ended_at",
        "lease_expires",
        "state_run_link",
        "audit",
    )
    list_filter = ("status", windowed_filter("created_at", "started", "started"), "environment")
    search_fields = ("run_id",)
    search_help_text = "Run id (contains)"
    fields = (
        "run_id",
        "environment",
        "binding",
        "epoch",
        "resume",
        "status",
        "reason",
        "message_sent_text",
        "sandbox_id",
        "started_by",
        "heartbeat_at",
        "created_at",
        "age",
        "ended_at",
        "lease_expires",
        "state_run_link",
        "audit",
    )
    readonly_fields = fields
    ordering = ("-created_at",)

    def get_queryset(self, request: HttpRequest) -> QuerySet[HarnessRun]:
        # The state plane's run of the same id (unique per environment): one index probe per row.
        state_run = Run.objects.filter(environment=OuterRef("environment"), run_id=OuterRef("run_id"))
        return (
            super()
            .get_queryset(request)
            .defer("output", "interrupt")
            .annotate(
                state_run_pk=Subquery(state_run.values("pk")[:1]),
                # the run's own lease: its expiry only (never the row, which holds the hash)
                lease_expires_at=F("lease__expires_at"),
            )
        )

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: HarnessRun | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: HarnessRun | None = None) -> bool:
        return False

    @admin.display(description="message sent", ordering="message_sent")
    def message_sent_text(self, run: HarnessRun) -> str:
        return yes_no(run.message_sent)

    @admin.display(description="age", ordering="created_at")
    def age(self, run: HarnessRun) -> str:
        if run.ended_at is not None:
            return f"{age_text(run.created_at)} (ran {age_text(run.created_at, run.ended_at)})"
        return age_text(run.created_at)

    @admin.display(description="lease expires", ordering="lease__expires_at")
    def lease_expires(self, run: HarnessRun) -> str:
        expires = getattr(run, "lease_expires_at", None)
        return when_text(expires) if expires is not None else "-"

    @admin.display(description="state run")
    def state_run_link(self, run: HarnessRun) -> SafeString | str:
        pk = getattr(run, "state_run_pk", None)
        if pk is None:
            return "-"  # nothing committed or marked under this id
        url = reverse("admin:statecore_run_change", args=[pk])
        return format_html('<a class="state-run-link" href="{}">run</a>', url)


_RECONCILABLE_ATTR = "_portal_run_reconcilable"


@admin.register(Run)
class RunAdmin(RunColumns, StrictInput, _RunAdmin):
    """Runs as the state plane recorded them. Uncertain runs come first; they are the only
    ones the reconcile actions are offered for (on the list they skip any other selected run)."""

    change_list_template = "admin/statecore/run/change_list.html"
    list_display = (
        "run_id_short",
        "binding_link",
        "status",
        "fenced_text",
        "age",
        "stuck_since",
        "short_reason",
        "decision",
        "decided_by_name",
        "audit",
    )
    list_filter = ("status", windowed_filter("updated_at", "updated", "last change"), "environment")
    search_fields = ("run_id",)
    search_help_text = "Run id (contains)"
    fields = (
        "run_id",
        "environment",
        "binding_full_link",
        "status",
        "fenced_text",
        "age",
        "stuck_since",
        "reason",
        "interrupt_size_and_keys",
        "marked_state_ref",
        "marked_epoch",
        "marked_head_revision",
        "last_state_ref",
        "decision",
        "decision_key",
        "decided_by_name",
        "decided_at",
        "created_at",
        "updated_at",
        "binding_lease",
        "audit_events",
    )
    readonly_fields = fields
    actions = ("reconcile_adopt_pending", "reconcile_keep_previous")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Run]:
        # The binding's current lease (unique per generation): its generation and expiry only.
        lease = Lease.objects.filter(
            binding=OuterRef("binding"), generation=OuterRef("binding__lease_generation")
        )
        return (
            super()
            .get_queryset(request)
            .defer("interrupt")
            .annotate(
                decided_by_username=username_of("decided_by"),
                lease_generation=F("binding__lease_generation"),
                lease_expires_at=Subquery(lease.values("expires_at")[:1]),
            )
        )

    def get_ordering(self, request: HttpRequest) -> list[str | Combinable | OrderBy]:
        return UNCERTAIN_FIRST

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # runs are recorded by commits and marks

    def has_change_permission(self, request: HttpRequest, obj: Run | None = None) -> bool:
        return False  # a run changes only by reconciliation (the actions below)

    def has_delete_permission(self, request: HttpRequest, obj: Run | None = None) -> bool:
        return False

    def has_reconcile_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm("statecore.reconcile_run")

    def get_actions(
        self, request: HttpRequest, action_location: ActionLocation = ActionLocation.CHANGE_LIST
    ) -> dict[str, Any]:
        actions: dict[str, Any] = super().get_actions(request, action_location=action_location)
        if action_location == ActionLocation.CHANGE_FORM and not getattr(request, _RECONCILABLE_ATTR, False):
            # A run's own page offers reconciling only while it is uncertain.
            actions.pop("reconcile_adopt_pending", None)
            actions.pop("reconcile_keep_previous", None)
        return actions

    def change_view(
        self,
        request: HttpRequest,
        object_id: str,
        form_url: str = "",
        extra_context: dict[str, Any] | None = None,
    ) -> HttpResponse:
        status = Run.objects.filter(pk__in=[object_id] if object_id.isdigit() else []).values_list(
            "status", flat=True
        )
        setattr(request, _RECONCILABLE_ATTR, status.first() == RunStatus.UNCERTAIN_DURABILITY)
        return super().change_view(request, object_id, form_url, extra_context)

    def changelist_view(
        self, request: HttpRequest, extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        counts = run_counts(now=timezone.now(), window=RECENT)
        context = {
            "run_counts": counts,
            "uncertain_url": "?" + urlencode({"status__exact": RunStatus.UNCERTAIN_DURABILITY}),
            "interrupted_url": "?" + urlencode({"status__exact": RunStatus.INTERRUPTED, "updated": "24h"}),
            **(extra_context or {}),
        }
        return super().changelist_view(request, context)

    @admin.display(description="binding")
    def binding_full_link(self, run: Run) -> SafeString | str:
        return binding_page_link(run.binding_id)

    @admin.display(description="fenced")
    def fenced_text(self, run: Run) -> str:
        return yes_no(run.fenced)

    @admin.display(description="age", ordering="created_at")
    def age(self, run: Run) -> str:
        return age_text(run.created_at)

    @admin.display(description="stuck since", ordering="updated_at")
    def stuck_since(self, run: Run) -> SafeString | str:
        # An uncertain run waits for a reconcile, an interrupted one for a resume: both since
        # their last change (the mark, the interrupting commit).
        if run.status not in (RunStatus.UNCERTAIN_DURABILITY, RunStatus.INTERRUPTED):
            return "-"
        return format_html("{} ({} ago)", when_text(run.updated_at), age_text(run.updated_at))

    @admin.display(description="reason", ordering="reason")
    def short_reason(self, run: Run) -> str:
        return run.reason if len(run.reason) <= 80 else run.reason[:79] + "…"

    @admin.display(description="decided by", ordering="decided_by")
    def decided_by_name(self, run: Run) -> SafeString | str:
        return show_actor(run.decided_by, getattr(run, "decided_by_username", None))

    @admin.display(description="interrupt")
    def interrupt_size_and_keys(self, run: Run) -> str:
        return interrupt_summary(run.interrupt)

    @admin.display(description="marked state ref")
    def marked_state_ref(self, run: Run) -> str:
        return str(run.marked_state_id or "-")

    @admin.display(description="last state ref")
    def last_state_ref(self, run: Run) -> str:
        return str(run.last_state_id or "-")

    @admin.display(description="binding's lease")
    def binding_lease(self, run: Run) -> str:
        expires = getattr(run, "lease_expires_at", None)
        if expires is None:
            return "none issued"
        state = "expired" if expires <= timezone.now() else "expires"
        return f"generation {getattr(run, 'lease_generation', '?')}: {state} {when_text(expires)}"

    @admin.display(description="audit events")
    def audit_events(self, run: Run) -> SafeString:
        return audit_link(audit_url(binding_id=run.binding_id, run_id=run.run_id))

    @admin.action(
        description="Reconcile: adopt pending write", permissions=["reconcile"], location=BOTH_LOCATIONS
    )
    def reconcile_adopt_pending(
        self, request: HttpRequest, queryset: QuerySet[Run]
    ) -> TemplateResponse | None:
        return self._reconcile(request, queryset, ReconcileDecision.ADOPT_PENDING)

    @admin.action(
        description="Reconcile: keep previous head", permissions=["reconcile"], location=BOTH_LOCATIONS
    )
    def reconcile_keep_previous(
        self, request: HttpRequest, queryset: QuerySet[Run]
    ) -> TemplateResponse | None:
        return self._reconcile(request, queryset, ReconcileDecision.KEEP_PREVIOUS)

    def _reconcile(
        self, request: HttpRequest, queryset: QuerySet[Run], decision: ReconcileDecision
    ) -> TemplateResponse | None:
        selected = list(queryset.only("id", "environment", "run_id", "status").order_by("pk"))
        runs = [run for run in selected if run.status == RunStatus.UNCERTAIN_DURABILITY]
        skipped = [run for run in selected if run.status != RunStatus.UNCERTAIN_DURABILITY]
        if not runs:
            # Nothing to confirm: only an uncertain run can be reconciled. A repeat of a
            # decision already taken is answered by the service (same key, same answer), so
            # it is still sent on, to say so.
            if request.POST.get("post") != "yes":
                self.message_user(
                    request,
                    "No selected run can be reconciled: only runs with uncertain durability can.",
                    messages.WARNING,
                )
                return None
            runs = selected
            skipped = []
        if decision == ReconcileDecision.ADOPT_PENDING:
            explanation = (
                "For each run below, the write named when it was marked uncertain becomes the "
                "head, if the head has not moved since. The runs stay fenced; nothing is replayed."
            )
        else:
            explanation = (
                "For each run below, the current head stays as it is and the run's pending write "
                "is abandoned. The runs stay fenced; nothing is replayed."
            )
        if skipped:
            explanation += (
                f" {len(skipped)} selected run(s) are not uncertain and are left as they are: "
                + ", ".join(run.run_id for run in skipped[:_CONFIRM_LIST_LIMIT])
                + "."
            )
        confirmation = confirm_action(
            self,
            request,
            title=f"Reconcile runs: {decision.label}",
            explanation=explanation,
            button=f"Yes, {decision.label.lower()}",
            items=[f"{run.environment} / {run.run_id} ({run.get_status_display()})" for run in runs],
        )
        if confirmation is not None:
            return confirmation
        actor = user_actor(request)
        for run in runs:
            # One service call per run: each decision is its own transaction, so one refusal
            # (head moved, already settled) does not undo the others.
            try:
                result = run_reconcile(
                    environment=run.environment,
                    organization_id="",
                    run_id=run.run_id,
                    decision=decision.value,
                    idempotency_key=f"portal-{run.pk}-{decision.value}",
                    actor=actor,
                )
            except StatecoreError as exc:
                self.message_user(request, f"Run {run.run_id}: {exc.code}: {exc.message}", messages.WARNING)
                continue
            head = f"revision {result.head.revision}" if result.head is not None else "no head"
            self.log_change(request, result.run, f"Reconciled: {decision.value}")
            self.message_user(
                request, f"Run {run.run_id}: reconciled ({decision.value}); head is {head}", messages.SUCCESS
            )
        for run in skipped:
            self.message_user(
                request, f"Run {run.run_id}: not reconciled ({run.get_status_display()})", messages.WARNING
            )
        return None


# --- application tokens -----------------------------------------------------------------------


# The session key of a token between its creating POST and the one page that shows it.
_NEW_TOKEN_KEY = "portal.new_app_token"


class AppTokenStatusFilter(admin.SimpleListFilter):
    title = "status"
    parameter_name = "status"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin[Any]) -> list[tuple[str, str]]:
        return [("active", "active"), ("revoked", "revoked")]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        if self.value() == "active":
            return queryset.filter(revoked_at__isnull=True)
        if self.value() == "revoked":
            return queryset.filter(revoked_at__isnull=False)
        return queryset


def format_field(text: TextFormat, *, label: str, purpose: str, required: bool = True) -> forms.CharField:
    """A text field whose every error (missing, too long, wrong characters) states the format."""
    message = f"Use {text.allowed}."
    return forms.CharField(
        label=label,
        max_length=text.max_length,
        required=required,
        strip=False,
        validators=[RegexValidator(rf"\A(?:{text.pattern.pattern})\Z", message)],
        error_messages={"required": f"Required. {message}", "max_length": f"Too long. {message}"},
        help_text=f"{purpose} Allowed: {text.allowed}".strip(),
    )


PERMISSION_CHOICES = [(p.value, p.value) for p in Permission]


class AppTokenCreateForm(_AppTokenForm):
    """What an operator chooses. Never saved: the service generates the token and the row.

    Each field is checked on its own with ``statecore.validation``'s patterns, so every field's
    error arrives at once, each with the allowed format; the service checks again."""

    name = format_field(NAME_FORMAT, label="Name", purpose="Unique.")
    environment = format_field(
        ENVIRONMENT_FORMAT, label="Environment", purpose="The one environment this token acts in."
    )
    organization_id = format_field(
        IDENTIFIER_FORMAT,
        label="Organization id",
        purpose="Optional: restrict the token to one organization.",
        required=False,
    )
    permissions = forms.MultipleChoiceField(
        choices=PERMISSION_CHOICES,
        widget=forms.CheckboxSelectMultiple,
        error_messages={
            "required": "Choose at least one of: " + ", ".join(p for p, _ in PERMISSION_CHOICES) + ".",
            "invalid_choice": "Choose only from: " + ", ".join(p for p, _ in PERMISSION_CHOICES) + ".",
        },
    )

    class Meta:
        model = AppToken
        fields = ("name", "environment", "organization_id", "permissions")
        error_messages = {"name": {"unique": "A token with this name exists: choose another name."}}


@admin.register(AppToken)
class AppTokenAdmin(StrictInput, _AppTokenAdmin):
    list_display = (
        "name",
        "environment",
        "organization_id",
        "permission_list",
        "created_at",
        "status",
    )
    list_filter = ("environment", AppTokenStatusFilter)
    search_fields = ("name",)
    ordering = ("-created_at",)
    fields = (
        "name",
        "environment",
        "organization_id",
        "permission_list",
        "created_by_name",
        "created_at",
        "revoked_at",
        "status",
    )
    readonly_fields = fields
    actions = ("revoke_selected",)

    def get_queryset(self, request: HttpRequest) -> QuerySet[AppToken]:
        return (
            super()
            .get_queryset(request)
            .defer("token_hash")
            .annotate(created_by_username=username_of("created_by"))
        )

    @admin.display(description="created by", ordering="created_by")
    def created_by_name(self, token: AppToken) -> SafeString | str:
        return show_actor(token.created_by, getattr(token, "created_by_username", None))

    @admin.display(description="permissions")
    def permission_list(self, token: AppToken) -> str:
        return ", ".join(str(p) for p in token.permissions)

    @admin.display(description="status")
    def status(self, token: AppToken) -> str:
        return "revoked" if token.revoked_at is not None else "active"

    def has_change_permission(self, request: HttpRequest, obj: AppToken | None = None) -> bool:
        # Model-level "change" gates Revoke; a token's fields never change after creation.
        if obj is not None:
            return False
        return super().has_change_permission(request)

    def has_delete_permission(self, request: HttpRequest, obj: AppToken | None = None) -> bool:
        return False  # revoke instead: the row and its audit trail stay

    def changelist_view(
        self, request: HttpRequest, extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        # "to change" would mislead: model-level change only gates the Revoke action.
        title = "Select application token to view"
        return super().changelist_view(request, {"title": title, **(extra_context or {})})

    def get_urls(self) -> list[URLPattern]:
        created = path(
            "<path:object_id>/created/",
            self.admin_site.admin_view(self.created_view),
            name=f"{self.opts.app_label}_{self.opts.model_name}_created",
        )
        return [created, *super().get_urls()]

    def add_view(
        self, request: HttpRequest, form_url: str = "", extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        """Create through the service, then redirect to the page that shows the token once.

        Post/Redirect/Get: a reload of that page does not post again. The token crosses the
        redirect in the server-side session (database sessions: never in a cookie, a message or
        a URL) and is removed from it by the one page that shows it.
        """
        if not self.has_add_permission(request):
            raise PermissionDenied
        form = AppTokenCreateForm(request.POST if request.method == "POST" else None)
        if request.method == "POST" and form.is_valid():
            data = form.cleaned_data
            try:
                created = app_token_create(
                    name=data["name"],
                    environment=data["environment"],
                    organization_id=data["organization_id"],
                    permissions=list(data["permissions"]),
                    actor=user_actor(request),
                )
            except StatecoreError as exc:
                field = exc.data.get("field")
                form.add_error(
                    field if isinstance(field, str) and field in form.fields else None, exc.message
                )
            else:
                self.log_addition(request, created.row, [{"added": {}}])
                request.session[_NEW_TOKEN_KEY] = {"id": created.row.pk, "token": created.token}
                return HttpResponseRedirect(
                    reverse(
                        f"admin:{self.opts.app_label}_{self.opts.model_name}_created", args=[created.row.pk]
                    )
                )
        admin_form = helpers.AdminForm(form, [(None, {"fields": list(form.fields)})], {}, model_admin=self)
        context = {
            **self.admin_site.each_context(request),
            "title": "Add application token",
            "subtitle": None,
            "adminform": admin_form,
            "object_id": None,
            "original": None,
            "is_popup": False,
            "to_field": None,
            "media": self.media + admin_form.media,
            "inline_admin_formsets": [],
            "errors": helpers.AdminErrorList(form, []),
            "preserved_filters": self.get_preserved_filters(request),
            "show_save_and_add_another": False,
            "show_save_and_continue": False,
            **(extra_context or {}),
        }
        return self.render_change_form(request, context, add=True, change=False, form_url=form_url)

    def created_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        """The token, once: taken out of the session as it is shown. A reload finds it gone."""
        if not self.has_add_permission(request):
            raise PermissionDenied
        stash = request.session.pop(_NEW_TOKEN_KEY, None)
        row = self.get_object(request, unquote(object_id))
        if row is None or not isinstance(stash, dict) or str(stash.get("id")) != str(row.pk):
            self.message_user(
                request,
                "A token is shown only once, right after it is created. If it was not copied, "
                "revoke it and create a new one.",
                messages.WARNING,
            )
            if row is None:
                return HttpResponseRedirect(reverse("admin:statecore_apptoken_changelist"))
            return HttpResponseRedirect(reverse("admin:statecore_apptoken_change", args=[row.pk]))
        context = {
            **self.admin_site.each_context(request),
            "title": "Application token created",
            "subtitle": None,
            "opts": self.opts,
            "row": row,
            "permissions": ", ".join(row.permissions),
            "token": stash.get("token", ""),
        }
        request.current_app = self.admin_site.name
        response = TemplateResponse(request, "admin/statecore/apptoken/token_created.html", context)
        response["Cache-Control"] = "no-store"
        return response

    @admin.action(description="Revoke", permissions=["change"], location=BOTH_LOCATIONS)
    def revoke_selected(self, request: HttpRequest, queryset: QuerySet[AppToken]) -> TemplateResponse | None:
        tokens = list(queryset.only("id", "name", "environment", "revoked_at").order_by("pk"))
        confirmation = confirm_action(
            self,
            request,
            title="Revoke application tokens",
            explanation="The next request with each token below is refused (401). This cannot be undone.",
            button="Yes, revoke",
            items=[f"{t.name} ({t.environment})" for t in tokens],
        )
        if confirmation is not None:
            return confirmation
        actor = user_actor(request)
        for token in tokens:
            if app_token_revoke(token_id=token.pk, actor=actor):
                self.log_change(request, token, "Revoked")
                self.message_user(request, f"Token {token.name}: revoked", messages.SUCCESS)
            else:
                self.message_user(request, f"Token {token.name}: already revoked", messages.WARNING)
        return None


# --- audit log --------------------------------------------------------------------------------


# The audit log's own filters as other pages link to them. Each link also carries an indexed
# column (binding_id, or a time range on ``at``), so the database never reads the whole log.
_AUDIT_URL_LOOKUPS = frozenset(
    {
        "binding_id",
        "run_id",
        "environment",
        "data__proposal_id",
        "data__key_ref",
        "at__gte",
        "action__startswith",
    }
)
_AUDIT_FILTER_LABELS = {
    "binding_id": "binding",
    "run_id": "run",
    "environment": "environment",
    "data__proposal_id": "proposal",
    "data__key_ref": "memory key (keyed reference)",
    "at__gte": "since",
    "action__startswith": "actions starting with",
}


@admin.register(AuditEvent)
class AuditEventAdmin(StrictInput, _AuditEventAdmin):
    change_list_template = "admin/statecore/auditevent/change_list.html"
    list_display = (
        "at",
        "action",
        "outcome",
        "actor_name",
        "environment",
        "binding_link",
        "run_id_short",
        "revision",
    )
    list_filter = (FencingFilter, "action", "outcome", "environment")
    search_fields = ("run_id", "binding_id__exact", "actor")
    search_help_text = "Run id, binding id (exact), actor (e.g. user:3) or a portal username"
    date_hierarchy = "at"
    ordering = ("-at", "-id")
    # The log only grows: a COUNT(*) over all of it on every page view is not worth it.
    show_full_result_count = False
    url_lookups = _AUDIT_URL_LOOKUPS
    fields = (
        "at",
        "action",
        "outcome",
        "actor_name",
        "environment",
        "binding_full_link",
        "epoch",
        "lease_generation",
        "run_id",
        "state_ref",
        "revision",
        "data_text",
        "trace_id",
    )
    readonly_fields = fields

    def get_queryset(self, request: HttpRequest) -> QuerySet[AuditEvent]:
        return super().get_queryset(request).annotate(actor_username=username_of("actor"))

    def get_search_results(
        self, request: HttpRequest, queryset: QuerySet[AuditEvent], search_term: str
    ) -> tuple[QuerySet[AuditEvent], bool]:
        results, duplicates = super().get_search_results(request, queryset, search_term)
        term = search_term.strip()
        if term:
            # A person is searched by the name the portal shows; the log holds their id.
            ids = get_user_model().objects.filter(username=term).values_list("pk", flat=True)[:1]
            labels = [f"user:{pk}" for pk in ids]
            if labels:
                results = results | queryset.filter(actor__in=labels)
        return results, duplicates

    def changelist_view(
        self, request: HttpRequest, extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        shown = [
            (_AUDIT_FILTER_LABELS[key], value[:200])
            for key, value in request.GET.items()
            if key in _AUDIT_FILTER_LABELS
        ]
        return super().changelist_view(request, {"object_filters": shown, **(extra_context or {})})

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: AuditEvent | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: AuditEvent | None = None) -> bool:
        return False

    @admin.display(description="actor", ordering="actor")
    def actor_name(self, event: AuditEvent) -> SafeString | str:
        return show_actor(event.actor, getattr(event, "actor_username", None))

    @admin.display(description="run id", ordering="run_id")
    def run_id_short(self, event: AuditEvent) -> SafeString | str:
        return shortened(event.run_id, _ID_CHARS_LISTED) or "-"

    @admin.display(description="binding", ordering="binding_id")
    def binding_link(self, event: AuditEvent) -> SafeString | str:
        return binding_short_link(event.binding_id) if event.binding_id else "-"

    @admin.display(description="binding")
    def binding_full_link(self, event: AuditEvent) -> SafeString | str:
        return binding_page_link(event.binding_id)

    @admin.display(description="data")
    def data_text(self, event: AuditEvent) -> SafeString:
        return json_block(event.data)


# --- environment policies ---------------------------------------------------------------------

_POLICY_DEFAULTS: dict[str, Callable[[], int]] = {
    "max_native_payload_bytes": lambda: settings.STATECORE_DEFAULT_MAX_NATIVE_PAYLOAD_BYTES,
    "max_pending_writes": lambda: settings.STATECORE_DEFAULT_MAX_PENDING_WRITES,
    "max_state_writes_per_minute": lambda: settings.STATECORE_DEFAULT_MAX_STATE_WRITES_PER_MINUTE,
    "max_memory_content_bytes": lambda: settings.STATECORE_DEFAULT_MAX_MEMORY_CONTENT_BYTES,
    "max_memory_writes_per_minute": lambda: settings.STATECORE_DEFAULT_MAX_MEMORY_WRITES_PER_MINUTE,
}


def _names_field(category: str) -> forms.CharField:
    return forms.CharField(
        required=False,
        widget=forms.Textarea(attrs={"rows": 2, "cols": 60}),
        label=f"Names: {CATEGORY_NAMES[category]}",
        help_text="One per line; added to the defaults and the deployment's settings.",
    )


#: form field -> authority category, one text box of names per category
_NAME_FIELDS = {f"names_{category}": category for category in CATEGORIES}


class EnvironmentPolicyForm(_EnvironmentPolicyForm):
    """Bounds (blank: the deployment default) and the environment's part of the memory scan's
    authority vocabulary (statecore.memory_policy.authority_vocabulary): names by category, and
    which categories' mere mentions go to approval."""

    names_tool = _names_field("tool")
    names_permission = _names_field("permission")
    names_sandbox = _names_field("sandbox")
    names_network = _names_field("network")
    names_model = _names_field("model")
    names_credential = _names_field("credential")
    names_control = _names_field("control")
    names_subject_data = _names_field("subject_data")
    names_destination = _names_field("destination")
    mention_approval_from = forms.ChoiceField(
        choices=[
            ("default", "the deployment's STATECORE_AUTHORITY_MENTION_APPROVAL"),
            ("listed", "the categories ticked below"),
        ],
        required=False,
        initial="default",
        widget=forms.RadioSelect,
        label="Mentions that go to approval: from",
    )
    mention_approval = forms.MultipleChoiceField(
        choices=[(c, CATEGORY_NAMES[c]) for c in CATEGORIES],
        required=False,
        widget=forms.CheckboxSelectMultiple,
        label="Mentions that go to approval",
        help_text='With "the categories ticked below": a memory that only names one of these (no '
        "grant, change or bypass) waits for a reviewer. One that grants, changes or bypasses any "
        "authority object is rejected whatever is ticked here.",
    )

    class Meta:
        model = EnvironmentPolicy
        fields = ("environment", *_POLICY_DEFAULTS)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for name, default in _POLICY_DEFAULTS.items():
            if name in self.fields:
                self.fields[name].help_text = f"Blank = deployment default ({default():,})"
        names = self.instance.authority_names if isinstance(self.instance.authority_names, dict) else {}
        for field, category in _NAME_FIELDS.items():
            values = names.get(category)
            self.initial.setdefault(field, "\n".join(values) if isinstance(values, list) else "")
        mention = self.instance.authority_mention_approval
        self.initial.setdefault("mention_approval_from", "default" if mention is None else "listed")
        self.initial.setdefault("mention_approval", mention if isinstance(mention, list) else [])

    def clean_environment(self) -> str:
        value = self.cleaned_data["environment"]
        try:
            return check_environment(value)
        except StatecoreError:
            raise forms.ValidationError(f"Use {ENVIRONMENT_FORMAT.allowed}.") from None

    def _names(self) -> dict[str, list[str]]:
        """The names typed, by category: one per non-blank line."""
        return {
            category: [
                n for line in str(self.cleaned_data.get(field) or "").splitlines() if (n := line.strip())
            ]
            for field, category in _NAME_FIELDS.items()
        }

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        names = self._names()
        for field, category in _NAME_FIELDS.items():
            try:
                memory_policy.check_authority_names({category: names[category]})
            except ValueError as exc:
                self.add_error(field, str(exc))
        if not self.errors:
            try:  # the bound on all of them together
                memory_policy.check_authority_names(names)
            except ValueError as exc:
                self.add_error(None, str(exc))
        return cleaned

    def save(self, commit: bool = True) -> EnvironmentPolicy:
        policy = super().save(commit=False)
        policy.authority_names = memory_policy.check_authority_names(self._names())
        policy.authority_mention_approval = (
            None
            if self.cleaned_data.get("mention_approval_from") != "listed"
            else memory_policy.check_mention_approval(list(self.cleaned_data.get("mention_approval") or []))
        )
        if commit:
            policy.save()
        return policy


@admin.register(EnvironmentPolicy)
class EnvironmentPolicyAdmin(StrictInput, _EnvironmentPolicyAdmin):
    form = EnvironmentPolicyForm
    list_display = ("environment", *_POLICY_DEFAULTS, "vocabulary", "updated_at")
    search_fields = ("environment",)
    ordering = ("environment",)
    fieldsets = (
        (None, {"fields": ("environment", *_POLICY_DEFAULTS)}),
        (
            "Authority vocabulary (the memory scan)",
            {
                "fields": (*_NAME_FIELDS, "mention_approval_from", "mention_approval"),
                "description": "What a memory may never grant in this environment, beyond the "
                "built-in vocabulary and the deployment's STATECORE_AUTHORITY_* settings.",
            },
        ),
    )

    def get_fieldsets(self, request: HttpRequest, obj: EnvironmentPolicy | None = None) -> Any:
        fieldsets = super().get_fieldsets(request, obj)
        if obj is None:  # updated_at is no form field: shown (read only) once the row exists
            return fieldsets
        (name, options), *rest = fieldsets
        return ((name, {**options, "fields": (*options["fields"], "updated_at")}), *rest)

    @admin.display(description="own authority names")
    def vocabulary(self, policy: EnvironmentPolicy) -> int:
        names = policy.authority_names if isinstance(policy.authority_names, dict) else {}
        return sum(len(v) for v in names.values() if isinstance(v, list))

    def get_readonly_fields(self, request: HttpRequest, obj: EnvironmentPolicy | None = None) -> list[str]:
        # The environment is the primary key: changing it in a form would copy the row.
        return ["environment", "updated_at"] if obj is not None else []

    def save_model(self, request: HttpRequest, obj: EnvironmentPolicy, form: Any, change: bool) -> None:
        super().save_model(request, obj, form, change)
        self._clear_limits_cache_on_commit()

    def delete_model(self, request: HttpRequest, obj: EnvironmentPolicy) -> None:
        super().delete_model(request, obj)
        self._clear_limits_cache_on_commit()

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[EnvironmentPolicy]) -> None:
        super().delete_queryset(request, queryset)
        self._clear_limits_cache_on_commit()

    def _clear_limits_cache_on_commit(self) -> None:
        # After commit, not now: the admin's save runs inside a transaction, and a request in
        # this process that re-read the row before the commit would cache the old bounds for
        # STATECORE_POLICY_CACHE_SECONDS. Other processes pick the change up within that time.
        transaction.on_commit(limits.clear_cache)
        transaction.on_commit(memory_policy.clear_cache)


# --- memory: the review queue -----------------------------------------------------------------

_DECISION_CONFIRMATION_TEMPLATE = "admin/statecore/memoryproposal/decision_confirmation.html"
_REVIEW_TEMPLATE = "admin/statecore/memoryproposal/review.html"
_DECIDE_TEMPLATE = "admin/statecore/memoryproposal/decide.html"
_FINDINGS_SHOWN = 500
_CATEGORY_SCAN_ROWS = 5000
_DECISION_REASON_CHARS = 500
_DECIDED = (ProposalStatus.APPLIED, ProposalStatus.REJECTED)
_KEY_CHARS_LISTED = 48


def finding_categories(findings: object) -> list[str]:
    """The distinct categories of a proposal's findings: names only, never text."""
    if not isinstance(findings, list):
        return []
    return sorted({str(f["category"]) for f in findings if isinstance(f, dict) and "category" in f})


def finding_rows(
    content: str, findings: object, classifier_score: float | None = None
) -> list[tuple[int, int, str, str]]:
    """(start, end, category, explanation) of each well-formed finding, for the review table."""
    if not isinstance(findings, list):
        return []
    rows = []
    for finding in findings[:_FINDINGS_SHOWN]:
        spans = finding_spans(content, [finding])
        if spans:
            start, end, category = spans[0]
            rows.append((start, end, category, explain_finding(finding, classifier_score)))
    return rows


def finding_explanations(findings: object, classifier_score: float | None = None) -> list[tuple[str, str]]:
    """(category, explanation) per distinct category, explained by its first finding."""
    if not isinstance(findings, list):
        return []
    first: dict[str, object] = {}
    for finding in findings:
        if isinstance(finding, dict) and "category" in finding:
            first.setdefault(str(finding["category"]), finding)
    return [(c, explain_finding(first[c], classifier_score)) for c in sorted(first)]


def finding_spans(content: str, findings: object) -> list[tuple[int, int, str]]:
    """Well-formed finding spans, clamped to the content. Findings index into the redacted
    content the proposal holds (the scanners' contract), so they can be shown in place."""
    if not isinstance(findings, list):
        return []
    spans = []
    for finding in findings[:_FINDINGS_SHOWN]:
        if not isinstance(finding, dict):
            continue
        start, end = finding.get("start"), finding.get("end")
        if type(start) is not int or type(end) is not int:
            continue
        start = max(0, min(start, len(content)))
        end = max(start, min(end, len(content)))
        spans.append((start, end, str(finding.get("category", "?"))))
    return spans


def highlight_findings(content: str, spans: Iterable[tuple[int, int, str]]) -> SafeString:
    """The content, escaped, with every finding span wrapped in ``<mark>`` (overlaps split)."""
    spans = [span for span in spans if span[0] < span[1]]
    cuts = sorted({0, len(content), *(s for s, _, _ in spans), *(e for _, e, _ in spans)})
    pieces: list[str | SafeString] = []
    for start, end in itertools.pairwise(cuts):
        categories = sorted({c for s, e, c in spans if s <= start and end <= e})
        text = content[start:end]
        if categories:
            pieces.append(format_html('<mark title="{}">{}</mark>', ", ".join(categories), text))
        else:
            pieces.append(escape(text))
    return format_html_join("", "{}", ((piece,) for piece in pieces))


def content_diff(before: str, after: str, *, before_label: str, after_label: str) -> list[tuple[str, str]]:
    """A unified diff of two memory bodies, as (css class, line) pairs.

    Lines are plain text; the template escapes them.
    """
    lines = difflib.unified_diff(
        before.splitlines(), after.splitlines(), fromfile=before_label, tofile=after_label, lineterm=""
    )
    diff = []
    for line in lines:
        if line.startswith(("---", "+++")):
            css = "file"
        elif line.startswith("@@"):
            css = "hunk"
        elif line.startswith("+"):
            css = "add"
        elif line.startswith("-"):
            css = "del"
        else:
            css = "context"
        diff.append((css, line))
    return diff


@dataclass(frozen=True, slots=True)
class Change:
    """What the review page shows as the change: a diff, or a note when there is none to show."""

    heading: str
    diff: list[tuple[str, str]]
    note: str = ""


def proposal_change(proposal: MemoryProposal, current: MemoryRecord | None) -> Change:
    """The change a proposal makes (awaiting a decision, refused) or made (applied).

    Before a decision: the current record against the proposal. After it was applied, the
    record holds the new content, so the comparison is the content it replaced (kept on the
    proposal when applied) against what it wrote: the record itself while still at that
    revision, else what the next write replaced.
    """
    if proposal.status != ProposalStatus.APPLIED or proposal.record_revision is None:
        heading = (
            "Change against the current record"
            if proposal.status in (ProposalStatus.PENDING_APPROVAL, ProposalStatus.SCANNING)
            else "Against the current record (this proposal wrote nothing)"
        )
        if current is None:
            return Change(heading, [], "New record: nothing is stored under this key yet.")
        diff = content_diff(
            current.content,
            proposal.content,
            before_label=f"current (revision {current.revision})",
            after_label="proposed",
        )
        return Change(
            heading,
            diff,
            "" if diff else f"Same content as the current record (revision {current.revision}).",
        )
    revision = proposal.record_revision
    heading = f"What this write changed (revision {revision})"
    if current is not None and current.revision == revision:
        written: str | None = current.content
    else:
        written = (
            MemoryProposal.objects.filter(
                namespace=proposal.namespace,
                key=proposal.key,
                status=ProposalStatus.APPLIED,
                record_revision=revision + 1,
            )
            .values_list("previous_content", flat=True)
            .first()
        )
    note = ""
    if written is None:
        written = proposal.content
        note = "The record has moved on; shown: this proposal's content as written. "
    if proposal.previous_content is None:
        if revision == 1:
            return Change(heading, [], note + "New record: revision 1 was created with this content.")
        return Change(
            heading,
            [],
            note + "The content this write replaced was not recorded (applied before the portal kept it).",
        )
    diff = content_diff(
        proposal.previous_content,
        written,
        before_label=f"revision {revision - 1} (before)",
        after_label=f"revision {revision} (applied)",
    )
    if not diff:
        note += f"Revision {revision} holds the same content as revision {revision - 1}."
    return Change(heading, diff, note.strip())


def claimed_provenance(provenance: object) -> list[tuple[str, str]]:
    """What the writer claims (source run and so on): unverified, shown as escaped text."""
    claimed = provenance.get("claimed") if isinstance(provenance, dict) else None
    if not isinstance(claimed, dict):
        return []
    return [
        (str(key), value if isinstance(value, str) else canonical_json(value))
        for key, value in sorted(claimed.items(), key=lambda item: str(item[0]))
    ]


def present_finding_categories() -> list[str]:
    """Categories found in the newest proposals with findings: what the filter offers.

    Bounded: older categories are still filterable by URL, just not offered as a choice.
    """
    rows = (
        MemoryProposal.objects.exclude(findings=[])
        .order_by("-created_at")
        .values_list("findings", flat=True)[:_CATEGORY_SCAN_ROWS]
    )
    return sorted({category for findings in rows for category in finding_categories(findings)})


class FindingCategoryFilter(admin.SimpleListFilter):
    title = "finding category"
    parameter_name = "finding"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin[Any]) -> list[tuple[str, str]]:
        categories = present_finding_categories()
        value = self.value()
        if value and value not in categories:
            categories.append(value[:200])
        return [(category, category) for category in categories]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        value = self.value()
        if not value:
            return queryset
        return queryset.filter(findings__contains=[{"category": value}])


_DEFAULT_QUEUE_STATUS = ProposalStatus.PENDING_APPROVAL.value
_QUEUE_STATUSES = [
    (ProposalStatus.PENDING_APPROVAL.value, "awaiting approval"),
    (ProposalStatus.SCANNING.value, "being scanned"),
    ("stuck", "scan stuck"),
    (ProposalStatus.RECEIVED.value, "received"),
    (ProposalStatus.APPROVED.value, "approved (being applied)"),
    (ProposalStatus.APPLIED.value, "applied"),
    (ProposalStatus.REJECTED.value, "rejected"),
    (ProposalStatus.CONFLICT.value, "conflict"),
    ("all", "all"),
]


def stuck_scan_cutoff() -> datetime:
    """A proposal still ``scanning`` since before this has a lost scan (the rescan sweep's rule)."""
    return timezone.now() - timedelta(seconds=settings.STATECORE_MEMORY_RESCAN_AFTER_SECONDS)


class ProposalStatusFilter(admin.SimpleListFilter):
    """The queue shows proposals awaiting approval unless told otherwise (``?status=all``)."""

    title = "status"
    parameter_name = "status"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin[Any]) -> list[tuple[str, str]]:
        return _QUEUE_STATUSES

    def value(self) -> str:
        value = super().value()
        return str(value) if value else _DEFAULT_QUEUE_STATUS

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        value = self.value()
        if value == "all":
            return queryset
        if value == "stuck":
            return queryset.filter(status=ProposalStatus.SCANNING, updated_at__lte=stuck_scan_cutoff())
        if value in ProposalStatus.values:
            return queryset.filter(status=value)
        return queryset.none()

    def choices(self, changelist: Any) -> Iterator[Any]:
        value = self.value()
        for lookup, title in self.lookup_choices:
            yield {
                "selected": value == str(lookup),
                "query_string": changelist.get_query_string({self.parameter_name: lookup}),
                "display": title,
            }


class DecisionForm(forms.Form):
    """The reason of one decision: required to reject, optional (and still recorded) to approve."""

    reason = forms.CharField(
        max_length=_DECISION_REASON_CHARS,
        required=False,
        widget=forms.Textarea(attrs={"rows": 4, "cols": 80}),
        help_text="Recorded with the decision. Do not paste memory content here.",
    )

    def __init__(self, decision: str, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        field = self.fields["reason"]
        field.required = decision == "reject"
        field.error_messages["required"] = (
            "A reason is required to reject: say why, for the writer and the audit."
        )
        field.error_messages["max_length"] = (
            f"At most {_DECISION_REASON_CHARS} characters (it has %(show_value)d)."
        )

    def clean_reason(self) -> str:
        return str(self.cleaned_data["reason"]).strip()


@admin.register(MemoryProposal)
class MemoryProposalAdmin(StrictInput, _MemoryProposalAdmin):
    """The review queue. Decisions go through ``memory_proposal_decide``, the service the
    API's decision endpoint calls too, so self-approval, stale and already-decided proposals
    are refused by one rule. A proposal's page is its review screen (content, findings
    explained, the change, the decision); the content is never on this list."""

    list_display = (
        "key_display",
        "scope",
        "kind",
        "status",
        "finding_list",
        "waiting",
        "short_writer",
        "reviewer_name",
    )
    list_display_links = ("key_display",)
    list_filter = (ProposalStatusFilter, "scope", "kind", "environment", FindingCategoryFilter)
    # ``id__exact`` is validated as a UUID by the admin, so a free-text term skips it.
    search_fields = ("key", "id__exact")
    search_help_text = "Key (contains) or proposal id (exact)"
    ordering = ("created_at", "id")  # oldest first: the longest wait is decided first
    actions = ("reject_selected",)

    def get_queryset(self, request: HttpRequest) -> QuerySet[MemoryProposal]:
        # Lists never load the body; the review screen reads it on demand.
        return (
            super()
            .get_queryset(request)
            .defer("content", "provenance", "previous_content", "embedding")
            .annotate(reviewer_username=username_of("reviewer"))
        )

    def get_urls(self) -> list[URLPattern]:
        name = f"{self.opts.app_label}_{self.opts.model_name}"
        decide = [
            path(
                f"<path:object_id>/{decision}/",
                self.admin_site.admin_view(functools.partial(self.decide_view, decision=decision)),
                name=f"{name}_{decision}",
            )
            for decision in ("approve", "reject")
        ]
        return [*decide, *super().get_urls()]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # proposals are made by the write pipeline

    def has_change_permission(self, request: HttpRequest, obj: MemoryProposal | None = None) -> bool:
        return False  # a proposal changes only by a decision (its review screen, bulk reject)

    def has_delete_permission(self, request: HttpRequest, obj: MemoryProposal | None = None) -> bool:
        return False

    def has_view_permission(self, request: HttpRequest, obj: MemoryProposal | None = None) -> bool:
        # A reviewer must see what they decide on.
        return super().has_view_permission(request, obj) or self.has_approve_permission(request)

    def has_approve_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm("statecore.approve_memoryproposal")

    def changelist_view(
        self, request: HttpRequest, extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        return super().changelist_view(request, {"title": "Memory proposals", **(extra_context or {})})

    @admin.display(description="key", ordering="key")
    def key_display(self, proposal: MemoryProposal) -> SafeString | str:
        key = proposal.key
        if len(key) <= _KEY_CHARS_LISTED:
            return key
        return format_html('<span title="{}">{}…</span>', key, key[: _KEY_CHARS_LISTED - 1])

    @admin.display(description="findings")
    def finding_list(self, proposal: MemoryProposal) -> str:
        return ", ".join(finding_categories(proposal.findings)) or "-"

    @admin.display(description="waiting", ordering="created_at")
    def waiting(self, proposal: MemoryProposal) -> SafeString:
        # Oldest first: the age says how long; the time itself is on hover.
        return format_html(
            '<span title="{}">{}</span>', when_text(proposal.created_at), age_text(proposal.created_at)
        )

    @admin.display(description="writer", ordering="writer")
    def short_writer(self, proposal: MemoryProposal) -> SafeString | str:
        # Lease writers are "lease:<uuid>": the prefix is enough in a column, the rest on hover.
        return show_actor(proposal.writer, None)

    @admin.display(description="reviewer", ordering="reviewer")
    def reviewer_name(self, proposal: MemoryProposal) -> SafeString | str:
        return show_actor(proposal.reviewer, getattr(proposal, "reviewer_username", None))

    # --- decisions -------------------------------------------------------------------------

    @admin.action(description="Reject selected proposals (a reason is required)", permissions=["approve"])
    def reject_selected(
        self, request: HttpRequest, queryset: QuerySet[MemoryProposal]
    ) -> TemplateResponse | None:
        """Bulk reject only: nothing is written, so nothing unread gets in. There is no bulk
        approve: each approval is made on the proposal's own page, after reading it."""
        selected = list(
            queryset.only("id", "scope", "kind", "key", "status", "findings").order_by("created_at", "pk")
        )
        proposals = [p for p in selected if p.status == ProposalStatus.PENDING_APPROVAL]
        skipped = len(selected) - len(proposals)
        if not proposals:
            self.message_user(
                request, "No selected proposal is awaiting approval: nothing to reject.", messages.WARNING
            )
            return None
        form = DecisionForm("reject", request.POST if request.POST.get("post") == "yes" else None)
        error = None
        if form.is_bound and not form.is_valid():
            error = " ".join(str(e) for e in form.errors.get("reason", []))
        explanation = "Each proposal below is rejected; nothing is written."
        if skipped:
            explanation += (
                f" {skipped} selected proposal(s) are not awaiting approval and are left as they are."
            )
        confirmation = confirm_action(
            self,
            request,
            title="Reject memory proposals",
            explanation=explanation,
            button="Yes, reject",
            items=[_describe_proposal(p) for p in proposals],
            template=_DECISION_CONFIRMATION_TEMPLATE,
            error=error,
            extra={"reason": request.POST.get("reason", ""), "reason_chars": _DECISION_REASON_CHARS},
            fields=("reason",),
        )
        if confirmation is not None:
            return confirmation
        reason = form.cleaned_data["reason"]
        actor = user_actor(request)
        for proposal in proposals:
            # One service call per proposal: each decision is its own transaction, so one
            # refusal (already decided) does not undo the others.
            self._decide_one(request, proposal.pk, "reject", reason, actor)
        return None

    def _decide_one(
        self, request: HttpRequest, proposal_id: UUID, decision: str, reason: str, actor: Actor
    ) -> MemoryProposal | None:
        """Decide through the service and report it. Messages name ids and keys, never content
        (the message store may be a cookie or the session)."""
        try:
            proposal = memory_proposal_decide(
                proposal_id=proposal_id, reviewer=actor, decision=decision, reason=reason
            )
        except StatecoreError as exc:
            self.message_user(request, f"Proposal {proposal_id}: {exc.code}: {exc.message}", messages.WARNING)
            return None
        label = f"Proposal {proposal.pk} ({proposal.scope}/{proposal.key})"
        if proposal.status == ProposalStatus.APPLIED:
            self.log_change(request, proposal, f"Approved: applied as revision {proposal.record_revision}")
            self.message_user(
                request,
                f"{label}: approved and applied as revision {proposal.record_revision}",
                messages.SUCCESS,
            )
        elif proposal.status == ProposalStatus.REJECTED:
            self.log_change(request, proposal, "Rejected")
            self.message_user(request, f"{label}: rejected", messages.SUCCESS)
        else:
            # Approved, but the record moved before the write: the service recorded a conflict.
            self.log_change(request, proposal, f"Approved, not applied: {proposal.status}")
            self.message_user(
                request, f"{label}: revision_conflict: not applied ({proposal.status})", messages.WARNING
            )
        return proposal

    # --- the review screen (the proposal's page) ------------------------------------------

    def change_view(
        self,
        request: HttpRequest,
        object_id: str,
        form_url: str = "",
        extra_context: dict[str, Any] | None = None,
    ) -> HttpResponse:
        """A proposal's one page: the review screen. Read-only; decisions are posted to its
        approve and reject pages, each a confirmation."""
        if request.method not in ("GET", "HEAD"):
            raise PermissionDenied
        proposal, redirect = self._proposal_or_redirect(request, object_id)
        if proposal is None:
            return redirect
        current = self._current_record(proposal)
        pending = proposal.status == ProposalStatus.PENDING_APPROVAL
        may_decide = self.has_approve_permission(request)
        spans = finding_spans(proposal.content, proposal.findings)
        context = {
            **self._proposal_context(request, proposal, current),
            "title": "Review memory proposal",
            "change": proposal_change(proposal, current),
            "highlighted": highlight_findings(proposal.content, spans),
            "findings": finding_rows(proposal.content, proposal.findings, proposal.classifier_score),
            "claimed": claimed_provenance(proposal.provenance),
            "may_decide": may_decide and pending,
            "may_approve_at_all": may_decide,
            "approve_url": self._url("approve", proposal),
            "reject_url": self._url("reject", proposal),
        }
        request.current_app = self.admin_site.name
        return TemplateResponse(request, _REVIEW_TEMPLATE, context)

    def decide_view(self, request: HttpRequest, object_id: str, *, decision: str) -> HttpResponse:
        """Approve or reject one proposal: a confirmation page (GET), then the decision (POST),
        then a redirect. A refused reason shows the page again, with what was typed."""
        if not self.has_approve_permission(request):
            raise PermissionDenied
        proposal, redirect = self._proposal_or_redirect(request, object_id)
        if proposal is None:
            return redirect
        review = self._url("change", proposal)
        if proposal.status != ProposalStatus.PENDING_APPROVAL:
            self.message_user(
                request,
                f"Proposal {proposal.pk} is {proposal.get_status_display()}: there is nothing to decide.",
                messages.WARNING,
            )
            return HttpResponseRedirect(review)
        if request.method not in ("GET", "HEAD", "POST"):
            return HttpResponseNotAllowed(["GET", "POST"])
        form = DecisionForm(decision, request.POST if request.method == "POST" else None)
        if form.is_bound and form.is_valid():
            decided = self._decide_one(
                request, proposal.pk, decision, form.cleaned_data["reason"], user_actor(request)
            )
            if decided is not None and decided.status in _DECIDED:
                return HttpResponseRedirect(reverse("admin:statecore_memoryproposal_changelist"))
            # Refused (stale, already decided): back to the review screen, which says why.
            return HttpResponseRedirect(review)
        current = self._current_record(proposal)
        context = {
            **self._proposal_context(request, proposal, current),
            "title": f"{'Approve' if decision == 'approve' else 'Reject'} memory proposal",
            "decision": decision,
            "form": form,
            "review_url": review,
            "findings": finding_explanations(proposal.findings, proposal.classifier_score),
        }
        request.current_app = self.admin_site.name
        return TemplateResponse(request, _DECIDE_TEMPLATE, context, status=200)

    def _proposal_or_redirect(
        self, request: HttpRequest, object_id: str
    ) -> tuple[MemoryProposal | None, HttpResponse]:
        queue = HttpResponseRedirect(reverse("admin:statecore_memoryproposal_changelist"))
        proposal = self.get_object(request, unquote(object_id))
        if proposal is None:
            self.message_user(request, "No such memory proposal.", messages.WARNING)
            return None, queue
        if not self.has_view_permission(request, proposal):
            raise PermissionDenied
        return proposal, queue

    def _current_record(self, proposal: MemoryProposal) -> MemoryRecord | None:
        return (
            MemoryRecord.objects.filter(namespace=proposal.namespace, key=proposal.key)
            .only("id", "revision", "content", "updated_at")
            .first()
        )

    def _url(self, view: str, proposal: MemoryProposal) -> str:
        return reverse(f"admin:statecore_memoryproposal_{view}", args=[proposal.pk])

    def _proposal_context(
        self, request: HttpRequest, proposal: MemoryProposal, current: MemoryRecord | None
    ) -> dict[str, Any]:
        pending = proposal.status == ProposalStatus.PENDING_APPROVAL
        current_rev = current.revision if current is not None else None
        since = proposal.created_at - timedelta(seconds=1)
        return {
            **self.admin_site.each_context(request),
            "subtitle": None,
            "opts": self.opts,
            "proposal": proposal,
            "pending": pending,
            "stale": pending and current_rev != proposal.base_revision,
            "current": current,
            "current_url": (
                reverse("admin:statecore_memoryrecord_change", args=[current.pk]) if current else None
            ),
            "categories": finding_categories(proposal.findings),
            "writer": show_actor(proposal.writer, None),
            "reviewer": show_actor(proposal.reviewer, getattr(proposal, "reviewer_username", None)),
            "binding_url": (
                reverse("admin:statecore_binding_change", args=[proposal.source_binding_id])
                if proposal.source_binding_id
                else None
            ),
            "audit_url": audit_url(data__proposal_id=proposal.pk, at__gte=since.isoformat()),
            "queue_url": reverse("admin:statecore_memoryproposal_changelist"),
            "waiting": age_text(proposal.created_at),
        }


def _describe_proposal(proposal: MemoryProposal) -> str:
    categories = finding_categories(proposal.findings)
    findings = f"; findings: {', '.join(categories)}" if categories else ""
    return f"{proposal.scope} / {proposal.kind} / {proposal.key} ({proposal.status}){findings}"


# --- memory: records and tombstones -----------------------------------------------------------

_RECORD_DELETE_TEMPLATE = "admin/statecore/memoryrecord/delete_confirmation.html"
_RECORD_EXPIRE_TEMPLATE = "admin/statecore/memoryrecord/expire.html"


class RecordActionForm(forms.Form):
    """What a delete or an expiry needs: the revision the operator saw, and why."""

    expected_revision = forms.IntegerField(
        min_value=1,
        max_value=MAX_REVISION,
        widget=forms.HiddenInput,
        error_messages={"required": "Reload the page."},
    )
    reason = forms.CharField(
        max_length=OPERATOR_REASON_CHARS,
        widget=forms.Textarea(attrs={"rows": 3, "cols": 80}),
        help_text="Required. Recorded in the audit log with your name. Do not paste memory content here.",
        error_messages={
            "required": "A reason is required: say why, for the audit log.",
            "max_length": f"At most {OPERATOR_REASON_CHARS} characters (it has %(show_value)d).",
        },
    )

    def clean_reason(self) -> str:
        reason = str(self.cleaned_data["reason"]).strip()
        if not reason:
            raise forms.ValidationError("A reason is required: say why, for the audit log.")
        return reason


class RecordExpireForm(RecordActionForm):
    days = forms.IntegerField(
        min_value=0,
        max_value=MAX_RETENTION_DAYS,
        label="Expires in (days)",
        help_text=f"0 = now (gone for reads at once, deleted by the next retention sweep); at most "
        f"{MAX_RETENTION_DAYS}, and never past the retention the memory policy sets for this kind.",
        error_messages={
            "required": f"Enter a number of days from 0 (now) to {MAX_RETENTION_DAYS}.",
            "invalid": f"Enter a whole number of days from 0 (now) to {MAX_RETENTION_DAYS}.",
            "min_value": "0 (now) is the earliest.",
            "max_value": f"At most {MAX_RETENTION_DAYS} days.",
        },
    )
    field_order = ("days", "reason", "expected_revision")


class VectorFilter(admin.SimpleListFilter):
    """Records by whether search by meaning can find them yet: the dashboard's back-fill count
    links to ``?vector=missing`` (the partial index ``memory_record_unembedded``)."""

    title = "vector"
    parameter_name = "vector"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin[Any]) -> list[tuple[str, str]]:
        return [("missing", "awaiting the back-fill"), ("stored", "stored")]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        if self.value() == "missing":
            return queryset.filter(embedding__isnull=True, unindexed=False)
        if self.value() == "stored":
            return queryset.filter(embedding__isnull=False)
        return queryset


@admin.register(MemoryRecord)
class MemoryRecordAdmin(StrictInput, _MemoryRecordAdmin):
    """Live memories. Written only by the pipeline; deleted or expired here (with a reason, by
    users holding ``delete_memoryrecord`` / ``change_memoryrecord``) through the memory service,
    which tombstones and audits as the API's delete does. The body is on a record's own page,
    never on the list."""

    list_display = (
        "key_display",
        "scope",
        "kind",
        "revision",
        "short_writer",
        "approved_by_name",
        "expires_at",
        "updated_at",
    )
    list_display_links = ("key_display",)
    list_filter = ("scope", "kind", "environment", VectorFilter)
    search_fields = ("key",)
    search_help_text = "Key (contains)"
    ordering = ("-updated_at", "-id")
    fields = (
        "namespace",
        "scope",
        "environment",
        "agent_id",
        "organization_id",
        "subject_ref",
        "key",
        "kind",
        "content_type",
        "revision",
        "content_hash",
        "content",
        "provenance_text",
        "short_writer",
        "approved_by_name",
        "proposal_link",
        "source_binding_id",
        "expires_at",
        "created_at",
        "updated_at",
        "audit_events",
    )
    readonly_fields = fields
    actions: Sequence[Any] = ()

    def get_queryset(self, request: HttpRequest) -> QuerySet[MemoryRecord]:
        # The list never loads bodies (nor vectors); the record page reads them on demand.
        return (
            super()
            .get_queryset(request)
            .defer("content", "provenance", "embedding")
            .annotate(approved_by_username=username_of("approved_by"))
        )

    def get_urls(self) -> list[URLPattern]:
        expire = path(
            "<path:object_id>/expire/",
            self.admin_site.admin_view(self.expire_view),
            name=f"{self.opts.app_label}_{self.opts.model_name}_expire",
        )
        return [expire, *super().get_urls()]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: MemoryRecord | None = None) -> bool:
        return False  # never edited in a form: content changes only through the write pipeline

    def has_expire_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm("statecore.change_memoryrecord")

    def change_view(
        self,
        request: HttpRequest,
        object_id: str,
        form_url: str = "",
        extra_context: dict[str, Any] | None = None,
    ) -> HttpResponse:
        context = {
            "may_expire": self.has_expire_permission(request),
            "may_delete": self.has_delete_permission(request),
            **(extra_context or {}),
        }
        return super().change_view(request, object_id, form_url, context)

    def delete_view(
        self, request: HttpRequest, object_id: str, extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        """Delete with a reason, through ``memory_record_delete`` (revision-checked, tombstoned,
        audited), then back to the list."""
        record = self.get_object(request, unquote(object_id))
        if record is None:
            return self._missing(request)
        if not self.has_delete_permission(request, record):
            raise PermissionDenied
        form = RecordActionForm(
            request.POST if request.method == "POST" else None, initial={"expected_revision": record.revision}
        )
        if form.is_bound and form.is_valid():
            try:
                memory_record_delete(
                    record_id=record.pk,
                    expected_revision=form.cleaned_data["expected_revision"],
                    reason=form.cleaned_data["reason"],
                    actor=user_actor(request),
                )
            except StatecoreError as exc:
                self._service_error(form, exc)
            else:
                self.message_user(
                    request,
                    f"Memory {record.scope}/{record.key} (revision {record.revision}) deleted.",
                    messages.SUCCESS,
                )
                return HttpResponseRedirect(reverse("admin:statecore_memoryrecord_changelist"))
        return self._record_form_page(request, record, form, _RECORD_DELETE_TEMPLATE, "Delete memory record")

    def expire_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        """Set when a record expires, through ``memory_record_expire``, then back to its page."""
        if not self.has_expire_permission(request):
            raise PermissionDenied
        record = self.get_object(request, unquote(object_id))
        if record is None:
            return self._missing(request)
        form = RecordExpireForm(
            request.POST if request.method == "POST" else None,
            initial={"expected_revision": record.revision, "days": 0},
        )
        if form.is_bound and form.is_valid():
            data = form.cleaned_data
            try:
                saved = memory_record_expire(
                    record_id=record.pk,
                    expected_revision=data["expected_revision"],
                    expires_at=timezone.now() + timedelta(days=data["days"]),
                    reason=data["reason"],
                    actor=user_actor(request),
                )
            except StatecoreError as exc:
                self._service_error(form, exc, days_field="days")
            else:
                assert saved.expires_at is not None
                self.log_change(request, saved, f"Expiry set to {when_text(saved.expires_at)}")
                self.message_user(
                    request,
                    f"Memory {saved.scope}/{saved.key}: expires {when_text(saved.expires_at)}.",
                    messages.SUCCESS,
                )
                return HttpResponseRedirect(reverse("admin:statecore_memoryrecord_change", args=[saved.pk]))
        return self._record_form_page(request, record, form, _RECORD_EXPIRE_TEMPLATE, "Set memory expiry")

    def _missing(self, request: HttpRequest) -> HttpResponse:
        self.message_user(request, "No such memory record (deleted, or expired and swept).", messages.WARNING)
        return HttpResponseRedirect(reverse("admin:statecore_memoryrecord_changelist"))

    def _service_error(self, form: forms.Form, exc: StatecoreError, days_field: str | None = None) -> None:
        if exc.code == "revision_conflict":
            form.add_error(
                None,
                f"The record changed since this page was opened (now revision "
                f"{exc.data.get('current_revision')}): open it again and review it first.",
            )
        elif exc.data.get("field") == "expires_at" and days_field:
            form.add_error(days_field, exc.message)
        elif exc.data.get("field") == "reason":
            form.add_error("reason", exc.message)
        else:
            form.add_error(None, f"{exc.code}: {exc.message}")

    def _record_form_page(
        self, request: HttpRequest, record: MemoryRecord, form: forms.Form, template: str, title: str
    ) -> TemplateResponse:
        context = {
            **self.admin_site.each_context(request),
            "title": title,
            "subtitle": None,
            "opts": self.opts,
            "record": record,
            "form": form,
            "record_url": reverse("admin:statecore_memoryrecord_change", args=[record.pk]),
        }
        request.current_app = self.admin_site.name
        return TemplateResponse(request, template, context, status=200)

    def get_actions(
        self, request: HttpRequest, action_location: ActionLocation = ActionLocation.CHANGE_LIST
    ) -> dict[str, Any]:
        actions: dict[str, Any] = super().get_actions(request, action_location=action_location)
        actions.pop("delete_selected", None)  # one at a time, each with its reason
        return actions

    @admin.display(description="key", ordering="key")
    def key_display(self, record: MemoryRecord) -> SafeString | str:
        key = record.key
        if len(key) <= _KEY_CHARS_LISTED:
            return key
        return format_html('<span title="{}">{}…</span>', key, key[: _KEY_CHARS_LISTED - 1])

    @admin.display(description="writer", ordering="writer")
    def short_writer(self, record: MemoryRecord) -> SafeString | str:
        return show_actor(record.writer, None)

    @admin.display(description="approved by", ordering="approved_by")
    def approved_by_name(self, record: MemoryRecord) -> SafeString | str:
        return show_actor(record.approved_by, getattr(record, "approved_by_username", None))

    @admin.display(description="provenance")
    def provenance_text(self, record: MemoryRecord) -> SafeString:
        return json_block(record.provenance)

    @admin.display(description="proposal")
    def proposal_link(self, record: MemoryRecord) -> SafeString | str:
        if record.proposal_id is None:
            return "-"
        url = reverse("admin:statecore_memoryproposal_change", args=[record.proposal_id])
        return format_html('<a href="{}">{}</a>', url, record.proposal_id)

    @admin.display(description="audit events")
    def audit_events(self, record: MemoryRecord) -> SafeString:
        key_ref = keyed_ref("memory-key", f"{record.namespace}\x00{record.key}")[:32]
        since = record.created_at - timedelta(seconds=1)
        return audit_link(
            audit_url(data__key_ref=key_ref, environment=record.environment, at__gte=since.isoformat())
        )


@admin.register(MemoryTombstone)
class MemoryTombstoneAdmin(StrictInput, _MemoryTombstoneAdmin):
    """What remains of deleted memories: keyed HMACs and counts, never content."""

    list_display = ("deleted_at", "reason", "last_revision", "deleted_by_name", "namespace_ref", "key_ref")
    list_filter = ("reason",)
    ordering = ("-deleted_at", "-id")
    show_full_result_count = False

    def get_queryset(self, request: HttpRequest) -> QuerySet[MemoryTombstone]:
        return super().get_queryset(request).annotate(deleted_by_username=username_of("deleted_by"))

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: MemoryTombstone | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: MemoryTombstone | None = None) -> bool:
        return False

    @admin.display(description="deleted by", ordering="deleted_by")
    def deleted_by_name(self, tombstone: MemoryTombstone) -> SafeString | str:
        return show_actor(tombstone.deleted_by, getattr(tombstone, "deleted_by_username", None))


# --- memory: write policies -------------------------------------------------------------------

_RETENTION_FIELDS = {
    "retention_semantic": MemoryKind.SEMANTIC.value,
    "retention_episodic_reference": MemoryKind.EPISODIC_REFERENCE.value,
    "retention_procedural": MemoryKind.PROCEDURAL.value,
}
_POLICY_FIELDS = ("environment", "scope", "agent_id", "worker_writes", "auto_apply_kinds", "consolidation")
_POLICY_FIELD_FORMATS = {"environment": ENVIRONMENT_FORMAT, "agent_id": IDENTIFIER_FORMAT}
_POLICY_ERROR_FIELDS = {f"retention_days.{kind}": name for name, kind in _RETENTION_FIELDS.items()}


def _retention_field(kind: str) -> forms.IntegerField:
    return forms.IntegerField(
        required=False,
        min_value=1,
        max_value=MAX_RETENTION_DAYS,
        label=f"{kind} (days)",
        help_text="Blank = kept until deleted. A write that sends its own retention_days overrides this.",
    )


def _default_policies() -> str:
    parts = []
    for scope, policy in memory_policy.DEFAULTS.items():
        writes = "workers may write" if policy.worker_writes else "workers may not write"
        kinds = ", ".join(sorted(policy.auto_apply_kinds)) or "none"
        parts.append(f"{scope}: {writes}; applied once scanned clean: {kinds}")
    return "Without a row, the built-in defaults apply. " + ". ".join(parts) + "."


class MemoryPolicyForm(_MemoryPolicyForm):
    """Syntax here; the rules (organization scope never takes worker writes, retention bounds,
    agent id format) are the service's ``check_memory_policy``, reported on the fields."""

    auto_apply_kinds = forms.MultipleChoiceField(
        choices=MemoryKind.choices,
        required=False,
        widget=forms.CheckboxSelectMultiple,
        label="Apply without approval",
        help_text="Kinds applied once scanned clean. Every other write, and every write the scan "
        "flags as suspicious, waits for a reviewer.",
    )
    retention_semantic = _retention_field(MemoryKind.SEMANTIC.value)
    retention_episodic_reference = _retention_field(MemoryKind.EPISODIC_REFERENCE.value)
    retention_procedural = _retention_field(MemoryKind.PROCEDURAL.value)

    class Meta:
        model = MemoryPolicy
        fields = _POLICY_FIELDS
        labels = {"worker_writes": "Worker writes (shared learning for agent scope)"}
        help_texts = {
            "agent_id": f'"{ANY_AGENT}" for every agent of the environment, or one agent id (wins over "*")',
            "consolidation": "What a write whose expected revision is stale does.",
        }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        retention = self.instance.retention_days if isinstance(self.instance.retention_days, dict) else {}
        for name, kind in _RETENTION_FIELDS.items():
            self.initial.setdefault(name, retention.get(kind))

    def retention_days(self) -> dict[str, int | None]:
        return {kind: self.cleaned_data.get(name) for name, kind in _RETENTION_FIELDS.items()}

    # The identifiers are checked field by field (every error at once, each with its format);
    # the service's check_memory_policy then checks the combination.
    def clean_environment(self) -> str:
        value = str(self.cleaned_data["environment"])
        if ENVIRONMENT_FORMAT.pattern.fullmatch(value) is None:
            raise forms.ValidationError(f"Use {ENVIRONMENT_FORMAT.allowed}.")
        return value

    def clean_agent_id(self) -> str:
        value = str(self.cleaned_data["agent_id"])
        if value != ANY_AGENT and IDENTIFIER_FORMAT.pattern.fullmatch(value) is None:
            raise forms.ValidationError(f'Use "{ANY_AGENT}" (every agent) or {IDENTIFIER_FORMAT.allowed}.')
        return value

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        values: dict[str, Any] = {}
        for name in _POLICY_FIELDS:
            if name in self.fields:
                if name not in data:
                    return data  # that field's own error is already reported
                values[name] = data[name]
            else:  # read-only once the row exists
                values[name] = getattr(self.instance, name)
        if any(name in self.fields and name not in data for name in _RETENTION_FIELDS):
            return data
        try:
            check_memory_policy(**values, retention_days=self.retention_days())
        except StatecoreError as exc:
            field = str(exc.data.get("field", ""))
            field = _POLICY_ERROR_FIELDS.get(field, field)
            text = _POLICY_FIELD_FORMATS.get(field)
            message = f"{exc.message}: use {text.allowed}." if text else exc.message
            self.add_error(field if field in self.fields else None, message)
        return data


@admin.register(MemoryPolicy)
class MemoryPolicyAdmin(StrictInput, _MemoryPolicyAdmin):
    """Per environment and scope (optionally per agent): who may write, what is applied
    without approval, retention per kind, and the consolidation policy on revision conflicts.
    Saves and deletes go through ``statecore.services.memory_policies`` (audited; the policy
    cache is cleared on commit)."""

    form = MemoryPolicyForm
    list_display = (
        "environment",
        "scope",
        "agent_id",
        "worker_writes",
        "auto_apply",
        "consolidation",
        "retention",
        "updated_at",
    )
    list_filter = ("environment", "scope", "consolidation")
    search_fields = ("environment", "agent_id")
    ordering = ("environment", "scope", "agent_id")

    def get_fieldsets(self, request: HttpRequest, obj: MemoryPolicy | None = None) -> _FieldsetSpec:
        where: tuple[str, ...] = ("environment", "scope", "agent_id")
        if obj is not None:
            where += ("updated_at",)
        return [
            (None, {"fields": where, "description": _default_policies()}),
            ("Writes", {"fields": ("worker_writes", "auto_apply_kinds", "consolidation")}),
            ("Retention per kind", {"fields": tuple(_RETENTION_FIELDS)}),
        ]

    def get_readonly_fields(self, request: HttpRequest, obj: MemoryPolicy | None = None) -> list[str]:
        # What the row is for never changes in a form: that would silently move the policy.
        return ["environment", "scope", "agent_id", "updated_at"] if obj is not None else []

    @admin.display(description="applied without approval")
    def auto_apply(self, policy: MemoryPolicy) -> str:
        return ", ".join(policy.auto_apply_kinds or []) or "-"

    @admin.display(description="retention (days)")
    def retention(self, policy: MemoryPolicy) -> str:
        days = policy.retention_days or {}
        return ", ".join(f"{kind}: {value}" for kind, value in sorted(days.items())) or "-"

    def save_model(self, request: HttpRequest, obj: MemoryPolicy, form: Any, change: bool) -> None:
        saved = memory_policy_upsert(
            environment=obj.environment,
            scope=obj.scope,
            agent_id=obj.agent_id,
            worker_writes=obj.worker_writes,
            auto_apply_kinds=list(obj.auto_apply_kinds or []),
            consolidation=obj.consolidation,
            retention_days=form.retention_days(),
            actor=user_actor(request),
        )
        # The admin logs and redirects with this instance: make it the saved row.
        obj.pk = saved.pk
        obj.auto_apply_kinds = saved.auto_apply_kinds
        obj.retention_days = saved.retention_days
        obj.updated_at = saved.updated_at

    def delete_model(self, request: HttpRequest, obj: MemoryPolicy) -> None:
        memory_policy_delete(policy_id=obj.pk, actor=user_actor(request))

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[MemoryPolicy]) -> None:
        actor = user_actor(request)
        for policy_id in queryset.order_by("pk").values_list("pk", flat=True):
            memory_policy_delete(policy_id=policy_id, actor=actor)
