"""portal/urls.py: the API docs are served by the service itself (no CDN), and "/" and the admin's
"View site" lead somewhere that exists."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.test import Client, override_settings

# What production serves: collectstatic's hashed, compressed files through whitenoise.
PRODUCTION_STATIC = {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"}
ASSET = re.compile(r'(?:src|href)="([^"]+)"')


@pytest.fixture(scope="module")
def static_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("static")
    with override_settings(STATIC_ROOT=root, STORAGES={"staticfiles": PRODUCTION_STATIC}):
        call_command("collectstatic", interactive=False, verbosity=0)
    return root


@pytest.fixture
def production_static(settings: Any, static_root: Path) -> Client:
    """A client whose whitenoise serves only the collected files (no finders), as in production."""
    settings.STATIC_ROOT = static_root
    settings.STORAGES = {**settings.STORAGES, "staticfiles": PRODUCTION_STATIC}
    settings.WHITENOISE_USE_FINDERS = False
    return Client()  # a new handler: the middleware reads the settings above


@pytest.mark.parametrize(
    ("path", "marker"), [("/api/docs/", "swagger-ui"), ("/api/redoc/", "redoc.standalone")]
)
def test_docs_page_and_every_asset_it_references_are_served_by_the_service(
    production_static: Client, path: str, marker: str
) -> None:
    page = production_static.get(path)
    assert page.status_code == 200
    html = page.content.decode()
    assert marker in html
    assert re.findall(r"https?://|//[a-z]", html) == []  # no absolute URL: nothing loads from outside
    assets = ASSET.findall(html)
    assert any(a.endswith(".js") for a in assets), assets
    for asset in assets:
        assert asset.startswith("/static/drf_spectacular_sidecar/"), asset
        response = production_static.get(asset)
        assert response.status_code == 200, asset
        assert b"".join(response.streaming_content), asset  # whitenoise answers with the file
    assert production_static.get("/api/schema/").status_code == 200  # what the page then fetches


def test_root_redirects_to_the_portal(client: Client) -> None:
    response = client.get("/")
    assert response.status_code == 302
    assert response["Location"] == "/admin/"


@pytest.mark.django_db
def test_admin_view_site_leads_to_the_api_docs(admin_client: Client) -> None:
    index = admin_client.get("/admin/")
    assert index.status_code == 200
    assert '<a href="/api/docs/">View site</a>' in index.content.decode()
    assert admin_client.get("/api/docs/").status_code == 200
