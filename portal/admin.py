"""The operator portal: Django admin screens over the thread-state plane.

Every screen here only reads, authorizes, calls a service and renders. Writes go through
``statecore.services`` (which own the transaction, the row locks and the audit event); the
one exception is EnvironmentPolicy, a plain settings row that has no service.

What never reaches a page: native payload bytes (NativeState is not registered, and the
binding screen shows only the head's metadata), token hashes (deferred and never listed),
interrupt values (only their size and top-level keys) and raw subjects (not stored at all;
``subject_ref`` is an HMAC). Memory content (already secret-redacted, but still a memory body)
is on two pages only: a proposal's review screen and a record's own page; never on a list.
"""

from __future__ import annotations

import difflib
import itertools
import json
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any
from uuid import UUID

from django import forms
from django.conf import settings
from django.contrib import admin, messages
from django.contrib.admin import ActionLocation, helpers
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.db.models import Case, IntegerField, OuterRef, QuerySet, Subquery, Value, When
from django.db.models.expressions import Combinable, OrderBy
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import URLPattern, path, reverse
from django.utils import timezone
from django.utils.html import escape, format_html, format_html_join
from django.utils.safestring import SafeString

from statecore import limits, memory_policy
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
from statecore.scope import Actor, Permission
from statecore.selectors import binding_summary
from statecore.services.bindings import binding_clear
from statecore.services.memory import MAX_RETENTION_DAYS, memory_proposal_decide
from statecore.services.memory_policies import (
    ANY_AGENT,
    check_memory_policy,
    memory_policy_delete,
    memory_policy_upsert,
)
from statecore.services.state import run_reconcile
from statecore.services.tokens import app_token_create, app_token_revoke
from statecore.validation import canonical_json, check_environment

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

admin.site.site_header = "statecore portal"
admin.site.site_title = "statecore portal"
admin.site.index_title = "Operations"

BOTH_LOCATIONS = [ActionLocation.CHANGE_LIST, ActionLocation.CHANGE_FORM]
_CONFIRMATION_TEMPLATE = "admin/statecore/action_confirmation.html"
_CONFIRM_LIST_LIMIT = 50
_INTERRUPT_KEYS_SHOWN = 20
_INTERRUPT_KEY_CHARS = 64
_LEASES_SHOWN = 20


def user_actor(request: HttpRequest) -> Actor:
    """The audit actor for a portal user: ``user:<pk>``, never a name or an email."""
    return Actor(kind="user", ref=str(request.user.pk))


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
) -> TemplateResponse | None:
    """An intermediate "are you sure" page for an irreversible action, as delete_selected has.

    Returns None once the operator has confirmed (``post=yes``). The page re-posts the action
    form as it came in (change list or change form, selection and index), so the same admin
    view dispatches the same action again, permission checks included.
    """
    if request.POST.get("post") == "yes":
        return None
    replay = [
        (key, value)
        for key in request.POST
        if key not in ("csrfmiddlewaretoken", "post")
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
    }
    request.current_app = model_admin.admin_site.name
    return TemplateResponse(request, template, context)


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
class BindingAdmin(_BindingAdmin):
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
                )
            },
        ),
        ("Epoch and fencing", {"fields": ("epoch", "lease_generation", "head_revision", "pending_count")}),
    )
    inlines = (LeaseInline,)
    actions = ("clear_epoch",)

    @admin.display(description="codec", ordering="adapter_codec_version")
    def codec(self, binding: Binding) -> str:
        return binding.adapter_codec_version

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


@admin.register(HarnessRun)
class HarnessRunAdmin(_HarnessRunAdmin):
    """Harness runs as the control plane drove them (read-only). One that ended
    ``uncertain_durability`` is reconciled on its run under Runs; its messages are never shown."""

    list_display = ("run_id", "binding_link", "status", "reason", "message_sent", "created_at", "ended_at")
    list_filter = ("status", "environment")
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
        "message_sent",
        "sandbox_id",
        "started_by",
        "heartbeat_at",
        "created_at",
        "ended_at",
    )
    readonly_fields = fields
    ordering = ("-created_at",)

    def get_queryset(self, request: HttpRequest) -> QuerySet[HarnessRun]:
        return super().get_queryset(request).defer("output", "interrupt")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: HarnessRun | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: HarnessRun | None = None) -> bool:
        return False

    @admin.display(description="binding", ordering="binding_id")
    def binding_link(self, run: HarnessRun) -> SafeString:
        url = reverse("admin:statecore_binding_change", args=[run.binding_id])
        full = str(run.binding_id)
        return format_html('<a href="{}" title="{}">{}…</a>', url, full, full[:8])


@admin.register(Run)
class RunAdmin(_RunAdmin):
    list_display = (
        "run_id",
        "binding_link",
        "status",
        "fenced",
        "short_reason",
        "decision",
        "decided_by",
        "updated_at",
    )
    list_filter = ("status", "environment")
    search_fields = ("run_id",)
    search_help_text = "Run id (contains)"
    fields = (
        "run_id",
        "environment",
        "binding_full_link",
        "status",
        "fenced",
        "reason",
        "interrupt_size_and_keys",
        "marked_state_ref",
        "marked_epoch",
        "marked_head_revision",
        "last_state_ref",
        "decision",
        "decision_key",
        "decided_by",
        "decided_at",
        "created_at",
        "updated_at",
    )
    readonly_fields = fields
    actions = ("reconcile_adopt_pending", "reconcile_keep_previous")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Run]:
        return super().get_queryset(request).defer("interrupt")

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

    @admin.display(description="binding", ordering="binding_id")
    def binding_link(self, run: Run) -> SafeString:
        url = reverse("admin:statecore_binding_change", args=[run.binding_id])
        full = str(run.binding_id)
        return format_html('<a href="{}" title="{}">{}…</a>', url, full, full[:8])

    @admin.display(description="binding")
    def binding_full_link(self, run: Run) -> SafeString:
        url = reverse("admin:statecore_binding_change", args=[run.binding_id])
        return format_html('<a href="{}">{}</a>', url, run.binding_id)

    @admin.display(boolean=True, description="fenced")
    def fenced(self, run: Run) -> bool:
        return run.fenced

    @admin.display(description="reason", ordering="reason")
    def short_reason(self, run: Run) -> str:
        return run.reason if len(run.reason) <= 80 else run.reason[:79] + "…"

    @admin.display(description="interrupt")
    def interrupt_size_and_keys(self, run: Run) -> str:
        return interrupt_summary(run.interrupt)

    @admin.display(description="marked state ref")
    def marked_state_ref(self, run: Run) -> str:
        return str(run.marked_state_id or "-")

    @admin.display(description="last state ref")
    def last_state_ref(self, run: Run) -> str:
        return str(run.last_state_id or "-")

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
        runs = list(queryset.only("id", "environment", "run_id", "status").order_by("pk"))
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
        return None


# --- application tokens -----------------------------------------------------------------------


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


class AppTokenCreateForm(_AppTokenForm):
    """What an operator chooses. Never saved: the service generates the token and the row."""

    permissions = forms.MultipleChoiceField(
        choices=[(p.value, p.value) for p in Permission], widget=forms.CheckboxSelectMultiple
    )

    class Meta:
        model = AppToken
        fields = ("name", "environment", "organization_id", "permissions")
        help_texts = {
            "name": "Unique; letters, digits and . _ : / + -",
            "environment": "The one environment this token acts in",
            "organization_id": "Optional: restrict the token to one organization",
        }


@admin.register(AppToken)
class AppTokenAdmin(_AppTokenAdmin):
    list_display = (
        "name",
        "environment",
        "organization_id",
        "permission_list",
        "created_at",
        "revoked_at",
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
        "created_by",
        "created_at",
        "revoked_at",
        "status",
    )
    readonly_fields = fields
    actions = ("revoke_selected",)

    def get_queryset(self, request: HttpRequest) -> QuerySet[AppToken]:
        return super().get_queryset(request).defer("token_hash")

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

    def add_view(
        self, request: HttpRequest, form_url: str = "", extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        """Create through the service, then show the token once on its own page.

        The token is in that one response body only: not in ``messages`` (the message store
        may be a cookie or the session), not in a redirect URL, and never stored.
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
                context = {
                    **self.admin_site.each_context(request),
                    "title": "Application token created",
                    "subtitle": None,
                    "opts": self.opts,
                    "row": created.row,
                    "permissions": ", ".join(created.row.permissions),
                    "token": created.token,
                }
                request.current_app = self.admin_site.name
                response = TemplateResponse(request, "admin/statecore/apptoken/token_created.html", context)
                response["Cache-Control"] = "no-store"
                return response
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


@admin.register(AuditEvent)
class AuditEventAdmin(_AuditEventAdmin):
    list_display = ("at", "action", "outcome", "actor", "environment", "binding_id", "run_id", "revision")
    list_filter = ("action", "outcome", "environment")
    search_fields = ("run_id", "binding_id__exact", "actor")
    search_help_text = "Run id, binding id (exact) or actor (e.g. user:3)"
    date_hierarchy = "at"
    ordering = ("-at", "-id")
    # The log only grows: a COUNT(*) over all of it on every page view is not worth it.
    show_full_result_count = False

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: AuditEvent | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: AuditEvent | None = None) -> bool:
        return False


# --- environment policies ---------------------------------------------------------------------

_POLICY_DEFAULTS: dict[str, Callable[[], int]] = {
    "max_native_payload_bytes": lambda: settings.STATECORE_DEFAULT_MAX_NATIVE_PAYLOAD_BYTES,
    "max_pending_writes": lambda: settings.STATECORE_DEFAULT_MAX_PENDING_WRITES,
    "max_state_writes_per_minute": lambda: settings.STATECORE_DEFAULT_MAX_STATE_WRITES_PER_MINUTE,
    "max_memory_content_bytes": lambda: settings.STATECORE_DEFAULT_MAX_MEMORY_CONTENT_BYTES,
    "max_memory_writes_per_minute": lambda: settings.STATECORE_DEFAULT_MAX_MEMORY_WRITES_PER_MINUTE,
}


class EnvironmentPolicyForm(_EnvironmentPolicyForm):
    class Meta:
        model = EnvironmentPolicy
        fields = ("environment", *_POLICY_DEFAULTS)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for name, default in _POLICY_DEFAULTS.items():
            if name in self.fields:
                self.fields[name].help_text = f"Blank = deployment default ({default():,})"

    def clean_environment(self) -> str:
        value = self.cleaned_data["environment"]
        try:
            return check_environment(value)
        except StatecoreError as exc:
            raise forms.ValidationError(exc.message) from None


@admin.register(EnvironmentPolicy)
class EnvironmentPolicyAdmin(_EnvironmentPolicyAdmin):
    form = EnvironmentPolicyForm
    list_display = ("environment", *_POLICY_DEFAULTS, "updated_at")
    search_fields = ("environment",)
    ordering = ("environment",)

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


# --- memory: the review queue -----------------------------------------------------------------

# Proposals awaiting a human decision come first, then the newest.
PENDING_APPROVAL_FIRST: list[str | Combinable | OrderBy] = [
    Case(
        When(status=ProposalStatus.PENDING_APPROVAL, then=Value(0)),
        default=Value(1),
        output_field=IntegerField(),
    ).asc(),
    "-created_at",
]
_DECISION_CONFIRMATION_TEMPLATE = "admin/statecore/memoryproposal/decision_confirmation.html"
_REVIEW_TEMPLATE = "admin/statecore/memoryproposal/review.html"
_FINDINGS_SHOWN = 500
_CATEGORY_SCAN_ROWS = 5000
_DECISION_REASON_CHARS = 500
_DECIDED = (ProposalStatus.APPLIED, ProposalStatus.REJECTED)


def finding_categories(findings: object) -> list[str]:
    """The distinct categories of a proposal's findings: names only, never text."""
    if not isinstance(findings, list):
        return []
    return sorted({str(f["category"]) for f in findings if isinstance(f, dict) and "category" in f})


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


def content_diff(current: MemoryRecord, proposed: str) -> list[tuple[str, str]]:
    """A unified diff of the current record against the proposal, as (css class, line) pairs.

    Lines are plain text; the template escapes them.
    """
    lines = difflib.unified_diff(
        current.content.splitlines(),
        proposed.splitlines(),
        fromfile=f"current (revision {current.revision})",
        tofile="proposed",
        lineterm="",
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
            categories.append(value)
        return [(category, category) for category in categories]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        value = self.value()
        if not value:
            return queryset
        return queryset.filter(findings__contains=[{"category": value}])


class ReviewDecisionForm(forms.Form):
    decision = forms.ChoiceField(choices=[("approve", "Approve"), ("reject", "Reject")])
    reason = forms.CharField(
        max_length=_DECISION_REASON_CHARS,
        required=False,
        widget=forms.Textarea(attrs={"rows": 3, "cols": 80}),
        help_text="Recorded with the decision. Do not paste memory content here.",
    )


@admin.register(MemoryProposal)
class MemoryProposalAdmin(_MemoryProposalAdmin):
    """The review queue. Decisions go through ``memory_proposal_decide``, the service the
    API's decision endpoint calls too, so self-approval, stale and already-decided proposals
    are refused by one rule. Content is on the review screen only, never on this list."""

    list_display = (
        "created_at",
        "scope",
        "kind",
        "key_review_link",
        "status",
        "finding_list",
        "short_writer",
        "reviewer",
    )
    list_filter = ("status", "scope", "kind", "environment", FindingCategoryFilter)
    # ``id__exact`` is validated as a UUID by the admin, so a free-text term skips it.
    search_fields = ("key", "id__exact")
    search_help_text = "Key (contains) or proposal id (exact)"
    fields = (
        "id",
        "review_link",
        "environment",
        "scope",
        "agent_id",
        "organization_id",
        "key",
        "kind",
        "content_type",
        "content_sha256",
        "status",
        "finding_list",
        "expected_revision",
        "base_revision",
        "retention_days",
        "writer",
        "source_binding_link",
        "scanner_version",
        "classifier_score",
        "requires_approval",
        "decision",
        "reviewer",
        "decision_reason",
        "decided_at",
        "record_revision",
        "created_at",
        "updated_at",
    )
    readonly_fields = fields
    actions = ("approve_selected", "reject_selected")

    def get_queryset(self, request: HttpRequest) -> QuerySet[MemoryProposal]:
        # Lists never load the body; the review screen reads it on demand.
        return super().get_queryset(request).defer("content", "provenance")

    def get_ordering(self, request: HttpRequest) -> list[str | Combinable | OrderBy]:
        return PENDING_APPROVAL_FIRST

    def get_urls(self) -> list[URLPattern]:
        review = path(
            "<path:object_id>/review/",
            self.admin_site.admin_view(self.review_view),
            name=f"{self.opts.app_label}_{self.opts.model_name}_review",
        )
        return [review, *super().get_urls()]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # proposals are made by the write pipeline

    def has_change_permission(self, request: HttpRequest, obj: MemoryProposal | None = None) -> bool:
        return False  # a proposal changes only by a decision (the actions and the review screen)

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
        title = "Memory proposals (awaiting approval first)"
        return super().changelist_view(request, {"title": title, **(extra_context or {})})

    @admin.display(description="findings")
    def finding_list(self, proposal: MemoryProposal) -> str:
        return ", ".join(finding_categories(proposal.findings)) or "-"

    @admin.display(description="review")
    def review_link(self, proposal: MemoryProposal) -> SafeString:
        url = reverse("admin:statecore_memoryproposal_review", args=[proposal.pk])
        return format_html('<a class="review-link" href="{}">Review</a>', url)

    @admin.display(description="key (review)", ordering="key")
    def key_review_link(self, proposal: MemoryProposal) -> SafeString:
        url = reverse("admin:statecore_memoryproposal_review", args=[proposal.pk])
        return format_html('<a class="review-link" href="{}" title="Review">{}</a>', url, proposal.key)

    @admin.display(description="writer", ordering="writer")
    def short_writer(self, proposal: MemoryProposal) -> SafeString:
        # Lease writers are "lease:<uuid>": the prefix is enough in a column, the rest on hover.
        writer = proposal.writer
        kind, _, ref = writer.partition(":")
        shown = writer if len(ref) <= 12 else f"{kind}:{ref[:8]}…"
        return format_html('<span title="{}">{}</span>', writer, shown)

    @admin.display(description="source binding")
    def source_binding_link(self, proposal: MemoryProposal) -> SafeString | str:
        if proposal.source_binding_id is None:
            return "-"
        url = reverse("admin:statecore_binding_change", args=[proposal.source_binding_id])
        return format_html('<a href="{}">{}</a>', url, proposal.source_binding_id)

    # --- decisions -------------------------------------------------------------------------

    @admin.action(description="Approve selected proposals", permissions=["approve"])
    def approve_selected(
        self, request: HttpRequest, queryset: QuerySet[MemoryProposal]
    ) -> TemplateResponse | None:
        return self._decide_selected(request, queryset, "approve")

    @admin.action(description="Reject selected proposals", permissions=["approve"])
    def reject_selected(
        self, request: HttpRequest, queryset: QuerySet[MemoryProposal]
    ) -> TemplateResponse | None:
        return self._decide_selected(request, queryset, "reject")

    def _decide_selected(
        self, request: HttpRequest, queryset: QuerySet[MemoryProposal], decision: str
    ) -> TemplateResponse | None:
        proposals = list(
            queryset.only("id", "scope", "kind", "key", "status", "findings").order_by("created_at", "pk")
        )
        if decision == "approve":
            explanation = (
                "Each proposal below that awaits approval is written to its memory record, unless "
                "the record changed since the proposal was made (then it is refused as a conflict). "
                "Read each one on its review screen first: the content is shown only there."
            )
        else:
            explanation = "Each proposal below that awaits approval is rejected; nothing is written."
        verb = "Approve" if decision == "approve" else "Reject"
        confirmation = confirm_action(
            self,
            request,
            title=f"{verb} memory proposals",
            explanation=explanation,
            button=f"Yes, {verb.lower()}",
            items=[_describe_proposal(p) for p in proposals],
            template=_DECISION_CONFIRMATION_TEMPLATE,
        )
        if confirmation is not None:
            return confirmation
        reason = request.POST.get("reason", "").strip()[:_DECISION_REASON_CHARS]
        actor = user_actor(request)
        for proposal in proposals:
            # One service call per proposal: each decision is its own transaction, so one
            # refusal (stale, already decided) does not undo the others.
            self._decide_one(request, proposal.pk, decision, reason, actor)
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

    # --- the review screen -----------------------------------------------------------------

    def review_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        """One proposal in full: content with findings marked, the diff against the current
        record, claimed provenance, and Approve / Reject (``approve_memoryproposal`` only)."""
        proposal = self.get_object(request, unquote(object_id))
        queue = reverse("admin:statecore_memoryproposal_changelist")
        if proposal is None:
            self.message_user(request, "No such memory proposal.", messages.WARNING)
            return HttpResponseRedirect(queue)
        if not self.has_view_permission(request, proposal):
            raise PermissionDenied
        may_decide = self.has_approve_permission(request)
        form = ReviewDecisionForm(request.POST if request.method == "POST" else None)
        if request.method == "POST":
            if not may_decide:
                raise PermissionDenied
            if form.is_valid():
                decided = self._decide_one(
                    request,
                    proposal.pk,
                    form.cleaned_data["decision"],
                    form.cleaned_data["reason"].strip(),
                    user_actor(request),
                )
                if decided is not None and decided.status in _DECIDED:
                    return HttpResponseRedirect(queue)
                # Refused: back to this screen, which now shows why (stale, already decided).
                return HttpResponseRedirect(request.path)

        current = (
            MemoryRecord.objects.filter(namespace=proposal.namespace, key=proposal.key)
            .only("id", "revision", "content", "updated_at")
            .first()
        )
        pending = proposal.status == ProposalStatus.PENDING_APPROVAL
        current_rev = current.revision if current is not None else None
        spans = finding_spans(proposal.content, proposal.findings)
        context = {
            **self.admin_site.each_context(request),
            "title": "Review memory proposal",
            "subtitle": None,
            "opts": self.opts,
            "proposal": proposal,
            "pending": pending,
            "stale": pending and current_rev != proposal.base_revision,
            "current": current,
            "current_url": (
                reverse("admin:statecore_memoryrecord_change", args=[current.pk]) if current else None
            ),
            "diff": content_diff(current, proposal.content) if current is not None else None,
            "highlighted": highlight_findings(proposal.content, spans),
            "findings": spans,
            "categories": finding_categories(proposal.findings),
            "claimed": claimed_provenance(proposal.provenance),
            "binding_url": (
                reverse("admin:statecore_binding_change", args=[proposal.source_binding_id])
                if proposal.source_binding_id
                else None
            ),
            "may_decide": may_decide and pending,
            "may_approve_at_all": may_decide,
            "form": form,
            "queue_url": queue,
        }
        request.current_app = self.admin_site.name
        return TemplateResponse(request, _REVIEW_TEMPLATE, context)


def _describe_proposal(proposal: MemoryProposal) -> str:
    categories = finding_categories(proposal.findings)
    findings = f"; findings: {', '.join(categories)}" if categories else ""
    return f"{proposal.scope} / {proposal.kind} / {proposal.key} ({proposal.status}){findings}"


# --- memory: records and tombstones -----------------------------------------------------------


@admin.register(MemoryRecord)
class MemoryRecordAdmin(_MemoryRecordAdmin):
    """Live memories, read-only. Written only by the pipeline; the body is on a record's own
    page, never on the list."""

    list_display = (
        "namespace",
        "scope",
        "key",
        "kind",
        "revision",
        "writer",
        "approved_by",
        "expires_at",
        "updated_at",
    )
    list_filter = ("scope", "kind", "environment")
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
        "writer",
        "approved_by",
        "proposal_link",
        "source_binding_id",
        "expires_at",
        "created_at",
        "updated_at",
    )
    readonly_fields = fields

    def get_queryset(self, request: HttpRequest) -> QuerySet[MemoryRecord]:
        # The list never loads bodies; the record page reads them on demand.
        return super().get_queryset(request).defer("content", "provenance")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: MemoryRecord | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: MemoryRecord | None = None) -> bool:
        return False  # deletes go through the API (revision-checked, tombstoned) or erasure

    @admin.display(description="provenance")
    def provenance_text(self, record: MemoryRecord) -> SafeString:
        return format_html("<pre>{}</pre>", json.dumps(record.provenance, indent=2, sort_keys=True))

    @admin.display(description="proposal")
    def proposal_link(self, record: MemoryRecord) -> SafeString | str:
        if record.proposal_id is None:
            return "-"
        url = reverse("admin:statecore_memoryproposal_review", args=[record.proposal_id])
        return format_html('<a href="{}">{}</a>', url, record.proposal_id)


@admin.register(MemoryTombstone)
class MemoryTombstoneAdmin(_MemoryTombstoneAdmin):
    """What remains of deleted memories: keyed HMACs and counts, never content."""

    list_display = ("deleted_at", "reason", "last_revision", "deleted_by", "namespace_ref", "key_ref")
    list_filter = ("reason",)
    ordering = ("-deleted_at", "-id")
    show_full_result_count = False

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: MemoryTombstone | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: MemoryTombstone | None = None) -> bool:
        return False


# --- memory: write policies -------------------------------------------------------------------

_RETENTION_FIELDS = {
    "retention_semantic": MemoryKind.SEMANTIC.value,
    "retention_episodic_reference": MemoryKind.EPISODIC_REFERENCE.value,
    "retention_procedural": MemoryKind.PROCEDURAL.value,
}
_POLICY_FIELDS = ("environment", "scope", "agent_id", "worker_writes", "auto_apply_kinds", "consolidation")
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
            self.add_error(field if field in self.fields else None, exc.message)
        return data


@admin.register(MemoryPolicy)
class MemoryPolicyAdmin(_MemoryPolicyAdmin):
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
