from django.conf import settings
from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from portal.api import health

urlpatterns = [
    path("healthz", health.healthz),
    path("readyz", health.readyz),
    path("api/v1/", include("portal.api.urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="docs"),
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
