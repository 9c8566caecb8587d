from typing import cast

from django.conf import settings
from django.contrib import admin
from django.urls import include, path, reverse_lazy
from django.views.generic import RedirectView
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerView

from portal.api import health

# The admin's "View site" link: the API docs (there is no public site; "/" is the portal).
admin.site.site_url = cast(str, reverse_lazy("docs"))

urlpatterns = [
    path("", RedirectView.as_view(pattern_name="admin:index"), name="home"),
    path("healthz", health.healthz),
    path("readyz", health.readyz),
    path("api/v1/", include("portal.api.urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="docs"),
    path(
        "api/redoc/",
        SpectacularRedocView.as_view(url_name="schema", template_name="portal/redoc.html"),
        name="redoc",
    ),
    path("admin/", admin.site.urls),
]

if settings.STATECORE_TRACECONTEXT_TEST_ENDPOINT:
    # The W3C Trace Context test hook (CONTRACT 6): absent, so a 404, unless switched on.
    from portal.api import tracecontext

    urlpatterns.append(path(tracecontext.PATH.lstrip("/"), tracecontext.tracecontext_test))

handler400 = "portal.api.problems.handler400"
handler403 = "portal.api.problems.handler403"
handler404 = "portal.api.problems.handler404"
handler500 = "portal.api.problems.handler500"
