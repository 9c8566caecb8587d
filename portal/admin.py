"""The operator portal: Django admin screens over the thread-state plane.

Every screen here only reads, authorizes, calls a service and renders. Writes go through
``statecore.services`` (which own the transaction, the row locks and the audit event); the
one exception is EnvironmentPolicy, a plain settings row that has no service.

What never reaches a page: native payload bytes (NativeState is not registered, and the
binding screen shows only the head's metadata), token hashes (deferred and never listed),
interrupt values (only their size and top-level keys) and raw subjects (not stored at all;
``subject_ref`` is an HMAC).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from django import forms
from django.conf import settings
from django.contrib import admin, messages
from django.contrib.admin import ActionLocation, helpers
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.db.models import Case, IntegerField, OuterRef, QuerySet, Subquery, Value, When
from django.db.models.expressions import Combinable, OrderBy
from django.http import HttpRequest, HttpResponse
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html
from django.utils.safestring import SafeString

from statecore import limits
from statecore.errors import StatecoreError
from statecore.models import (
    AppToken,
    AuditEvent,
    Binding,
    EnvironmentPolicy,
    Lease,
    ReconcileDecision,
    Run,
    RunStatus,
)
from statecore.scope import Actor, Permission
from statecore.selectors import binding_summary
from statecore.services.bindings import binding_clear
from statecore.services.state import run_reconcile
from statecore.services.tokens import app_token_create, app_token_revoke
from statecore.validation import canonical_json, check_environment

# Django's admin and form classes are generic only in django-stubs, not at runtime.
if TYPE_CHECKING:
    _BindingAdmin = admin.ModelAdmin[Binding]
    _RunAdmin = admin.ModelAdmin[Run]
    _AppTokenAdmin = admin.ModelAdmin[AppToken]
    _AuditEventAdmin = admin.ModelAdmin[AuditEvent]
    _EnvironmentPolicyAdmin = admin.ModelAdmin[EnvironmentPolicy]
    _LeaseInline = admin.TabularInline[Lease, Binding]
    _EnvironmentPolicyForm = forms.ModelForm[EnvironmentPolicy]
    _AppTokenForm = forms.ModelForm[AppToken]
else:
    _BindingAdmin = _RunAdmin = _AppTokenAdmin = _AuditEventAdmin = _EnvironmentPolicyAdmin = admin.ModelAdmin
    _LeaseInline = admin.TabularInline
    _EnvironmentPolicyForm = _AppTokenForm = forms.ModelForm

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
    return TemplateResponse(request, _CONFIRMATION_TEMPLATE, context)


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
