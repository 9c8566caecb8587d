"""No secret value in anything an SRE applies: deploy/ and docs/deploy.md are scanned for credential
shapes, passwords in URLs, secret-named settings with literal values, Secret objects, and long
random strings. A negative control plants fresh canaries and each must be found."""

from __future__ import annotations

import base64
import importlib.util
import math
import re
import secrets
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.deploy.manifests import DEPLOY, ROOT

SHAPES = {
    "provider key": re.compile(r"\bsk-[A-Za-z0-9_-]{20,}"),
    "GitHub token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{30,}"),
    "Slack token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}"),
    "AWS key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "JWT": re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"),
    "private key": re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----"),
    "statecore token": re.compile(r"\bst[la]_[A-Za-z0-9_-]{16,}"),
    "bearer token": re.compile(r"(?i:bearer)\s+[A-Za-z0-9._~+/=-]{8,}"),
}
# user:password@ in a URL, unless the password is a placeholder the reader fills in
URL_PASSWORD = re.compile(r"[a-z][a-z0-9+.-]*://[^/\s:@'\"]+:([^/\s@'\"]+)@")
PLACEHOLDER = re.compile(r"%s|\$\{?\w+\}?|\$\(.*|<[^>]+>|(?i:password)|\.\.\.")
SECRET_NAME = re.compile(r"(?i)secret|passw(or)?d|token|hmac|api_?key|private|credential")
RANDOM = re.compile(r"[A-Za-z0-9+/_=-]{24,}")


def _entropy(text: str) -> float:
    counts = Counter(text)
    return -sum(n / len(text) * math.log2(n / len(text)) for n in counts.values())


def _looks_random(token: str) -> bool:
    return any(c.isdigit() for c in token) and any(c.isalpha() for c in token) and _entropy(token) >= 4.0


def _settings(doc: Any) -> Iterator[tuple[str, Any]]:
    """(name, literal value) of every setting in a YAML document: Kubernetes env entries and
    ConfigMap data, Compose environment maps (valueFrom and *_FILE paths are not values)."""
    if isinstance(doc, dict):
        if doc.get("kind") == "ConfigMap":
            yield from (doc.get("data") or {}).items()
        if isinstance(doc.get("name"), str) and "value" in doc:
            yield doc["name"], doc["value"]
        environment = doc.get("environment")
        if isinstance(environment, dict):
            yield from environment.items()
        for value in doc.values():
            yield from _settings(value)
    elif isinstance(doc, list):
        for item in doc:
            yield from _settings(item)


def findings(name: str, text: str) -> list[str]:
    out = [f"{name}: {label}" for label, pattern in SHAPES.items() if pattern.search(text)]
    for match in URL_PASSWORD.finditer(text):
        if not PLACEHOLDER.fullmatch(match.group(1)):
            out.append(f"{name}: password in a URL")
    for token in RANDOM.findall(text):
        if _looks_random(token):
            out.append(f"{name}: random string {token[:6]}...")
    if name.endswith((".yaml", ".yml")):
        for doc in yaml.safe_load_all(text):
            if isinstance(doc, dict) and doc.get("kind") == "Secret":
                out.append(f"{name}: a Secret object")
            for key, value in _settings(doc):
                if (
                    SECRET_NAME.search(str(key))
                    and not str(key).endswith("_FILE")
                    and value not in (None, "")
                ):
                    out.append(f"{name}: {key} has a literal value")
    return out


def scanned() -> list[Path]:
    files = [p for p in DEPLOY.rglob("*") if p.is_file() and "secrets" not in p.relative_to(DEPLOY).parts]
    return [*sorted(p for p in files if "__pycache__" not in p.parts), ROOT / "docs" / "deploy.md"]


def test_nothing_an_sre_applies_carries_a_secret_value() -> None:
    files = scanned()
    assert DEPLOY / "kubernetes" / "base" / "api-deployment.yaml" in files
    assert DEPLOY / "compose.yaml" in files
    found = [
        f for path in files for f in findings(str(path.relative_to(ROOT)), path.read_text(encoding="utf-8"))
    ]
    assert found == []


def _canaries() -> dict[str, str]:
    spec = importlib.util.spec_from_file_location(
        "statecore_canary_deploy", ROOT / "collector-config/canary/harness.py"
    )
    assert spec is not None
    assert spec.loader is not None
    harness = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = harness  # its dataclasses look their module up
    spec.loader.exec_module(harness)
    canaries: dict[str, str] = harness.make_canaries()
    canaries.pop("email")  # an address is not a credential; the shapes above do not look for one
    return canaries


@pytest.mark.parametrize("target", ["kubernetes/base/api-deployment.yaml", "compose.yaml"])
def test_negative_control_each_planted_canary_is_found(target: str) -> None:
    text = (DEPLOY / target).read_text(encoding="utf-8")
    assert findings(target, text) == []
    for label, canary in _canaries().items():
        assert findings(target, text.replace("statecore-api", f"statecore-api {canary}", 1)), label
    random_value = base64.b64encode(secrets.token_bytes(30)).decode() + "7"  # a digit, always
    assert findings(target, text.replace("statecore-api", f"statecore-api {random_value}", 1))


def test_negative_control_settings_secret_objects_and_url_passwords() -> None:
    compose = (DEPLOY / "compose.yaml").read_text(encoding="utf-8")
    literal = compose.replace(
        "DJANGO_SECRET_KEY_FILE: /run/secrets/django-secret-key", "DJANGO_SECRET_KEY: hunter2"
    )
    # (once per service that merges the shared environment)
    assert set(findings("compose.yaml", literal)) == {"compose.yaml: DJANGO_SECRET_KEY has a literal value"}
    url = compose.replace("redis://redis:6379/0", "redis://default:hunter2@redis:6379/0")
    assert set(findings("compose.yaml", url)) == {"compose.yaml: password in a URL"}
    secret = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: statecore\nstringData:\n  k: v\n"
    assert findings("secret.yaml", secret) == ["secret.yaml: a Secret object"]
    assert findings("deploy.md", "printf 'postgres://statecore:%s@postgres:5432/statecore'") == []
