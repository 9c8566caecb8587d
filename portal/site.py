"""The portal's admin site: Django's, with an operations dashboard on its index page.

Installed as the default admin site (``portal.apps.PortalAdminConfig``), so ``admin.site`` and
``@admin.register`` are this site and ``portal/urls.py`` stays as it is.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, TypeVar, cast

from django.conf import settings
from django.contrib import admin
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.http import urlencode

from statecore.models import AuditEvent, HarnessRun, MemoryProposal, MemoryRecord, Run
from statecore.overview import Overview, operations_overview
from telemetry.setup import health as telemetry_health

_View = TypeVar("_View", bound=Callable[..., Any])

#: The recent window of the dashboard's "failed" and "interrupted" counts.
RECENT = timedelta(hours=24)


def age(then: datetime | None, now: datetime | None = None) -> str:
    """A short age ("3d 4h", "2h 5m", "45s"); "-" without a time."""
    if then is None:
        return "-"
    seconds = max(0, int(((now or timezone.now()) - then).total_seconds()))
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, seconds = divmod(rest, 60)
    if days:
        return f"{days}d {hours}h"
    if hours:
        return f"{hours}h {minutes}m"
    if minutes:
        return f"{minutes}m {seconds}s" if seconds else f"{minutes}m"
    return f"{seconds}s"


@dataclass(frozen=True, slots=True)
class Figure:
    """One dashboard count: what it is, how many, a note (the oldest's age), its filtered list."""

    id: str
    label: str
    count: int
    url: str
    note: str = ""
    alert: bool = False  # worth an operator's attention when non-zero


def _list_url(model: str, **query: str) -> str:
    return reverse(f"admin:statecore_{model}_changelist") + "?" + urlencode(query)


def dashboard(overview: Overview, *, may_view: Callable[[type], bool]) -> list[tuple[str, list[Figure]]]:
    """The dashboard's sections, with only the figures of models the user may view."""
    now = overview.now
    sections: list[tuple[str, list[Figure]]] = []
    if may_view(MemoryProposal):
        stuck_after = age(overview.stuck_before, now)
        sections.append(
            (
                "Memory review",
                [
                    Figure(
                        "proposals-pending",
                        "Proposals awaiting approval",
                        overview.proposals_pending,
                        _list_url("memoryproposal", status="pending_approval"),
                        f"oldest waiting {age(overview.oldest_pending_at, now)}"
                        if overview.oldest_pending_at
                        else "",
                        alert=True,
                    ),
                    Figure(
                        "proposals-scanning",
                        "Proposals being scanned",
                        overview.proposals_scanning,
                        _list_url("memoryproposal", status="scanning"),
                    ),
                    Figure(
                        "proposals-stuck",
                        f"Scans stuck (no result for {stuck_after})",
                        overview.proposals_stuck,
                        _list_url("memoryproposal", status="stuck"),
                        alert=True,
                    ),
                ],
            )
        )
    if may_view(MemoryRecord):
        sections.append(
            (
                "Memory search",
                [
                    Figure(
                        "records-without-vector",
                        "Memories awaiting their vector (not yet found by meaning)",
                        overview.records_without_vector,
                        _list_url("memoryrecord", vector="missing"),
                        "the back-fill task embeds them, every 5 minutes and after each append",
                    )
                ],
            )
        )
    runs: list[Figure] = []
    if may_view(Run):
        runs += [
            Figure(
                "runs-uncertain",
                "Runs with uncertain durability (to reconcile)",
                overview.runs_uncertain,
                _list_url("run", status__exact="uncertain_durability"),
                f"oldest marked {age(overview.oldest_uncertain_at, now)} ago"
                if overview.oldest_uncertain_at
                else "",
                alert=True,
            ),
            Figure(
                "runs-interrupted",
                "Runs interrupted in the last 24 h",
                overview.runs_interrupted_recent,
                _list_url("run", status__exact="interrupted", updated="24h"),
            ),
        ]
    if may_view(HarnessRun):
        runs += [
            Figure(
                "harness-running",
                "Harness runs running",
                overview.harness_running,
                _list_url("harnessrun", status__exact="running"),
                f"oldest started {age(overview.oldest_running_at, now)} ago"
                if overview.oldest_running_at
                else "",
            ),
            Figure(
                "harness-failed",
                "Harness runs failed in the last 24 h",
                overview.harness_failed_recent,
                _list_url("harnessrun", status__exact="failed", started="24h"),
                alert=True,
            ),
        ]
    if may_view(AuditEvent):
        runs.append(
            Figure(
                "leases-fenced",
                "Leases fenced in the last hour (new lease or clear)",
                overview.leases_fenced_recent,
                _list_url("auditevent", fencing="1h"),
            )
        )
    if runs:
        sections.append(("Runs", runs))
    return sections


class PortalAdminSite(admin.AdminSite):
    site_header = "statecore portal"
    site_title = "statecore portal"
    index_title = "Operations"
    index_template = "admin/statecore/dashboard.html"
    # The lists are wide (ids, times to the second, filters on the right): the page's width
    # goes to them. The dashboard and the breadcrumbs lead everywhere the sidebar did.
    enable_nav_sidebar = False

    def admin_view(self, view: _View, cacheable: bool = False) -> _View:
        """Every admin page: a query string holding NUL is refused (400) before any view runs.

        PostgreSQL text cannot hold U+0000, so a NUL in a search term or a list filter would
        fail in the database as a 500; forms already refuse it per field, with a message.
        """
        inner = super().admin_view(view, cacheable)

        @functools.wraps(inner)
        def guarded(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if any("\x00" in key or any("\x00" in v for v in values) for key, values in request.GET.lists()):
                return HttpResponseBadRequest(
                    "A query parameter holds a NUL character.", content_type="text/plain"
                )
            response: HttpResponse = inner(request, *args, **kwargs)
            return response

        return cast(_View, guarded)

    def index(self, request: HttpRequest, extra_context: dict[str, Any] | None = None) -> TemplateResponse:
        registry = self._registry

        def may_view(model: type) -> bool:
            model_admin = registry.get(model)
            return model_admin is not None and bool(model_admin.has_view_permission(request))

        now = timezone.now()
        sections: list[tuple[str, list[Figure]]] = []
        if any(may_view(m) for m in (MemoryProposal, MemoryRecord, Run, HarnessRun, AuditEvent)):
            overview = operations_overview(
                now=now,
                window=RECENT,
                stuck_after=timedelta(seconds=settings.STATECORE_MEMORY_RESCAN_AFTER_SECONDS),
            )
            sections = dashboard(overview, may_view=may_view)
        context = {
            "dashboard": sections,
            "telemetry": telemetry_health().as_dict(),
            "generated_at": now,
            **(extra_context or {}),
        }
        return super().index(request, context)
