"""deploy/Dockerfile (not built in CI: no registry for base images): what it must say, and a build
context that holds everything it copies."""

from __future__ import annotations

import fnmatch
import re

from tests.deploy.manifests import DEPLOY, ROOT

DOCKERFILE = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
# BuildKit reads <Dockerfile>.dockerignore beside the Dockerfile before the context's own.
IGNORE = (DEPLOY / "Dockerfile.dockerignore").read_text(encoding="utf-8")
JOINED = DOCKERFILE.replace("\\\n", " ")  # continuation lines joined


def _instructions(keyword: str) -> list[str]:
    return [line.split(None, 1)[1] for line in JOINED.splitlines() if line.startswith(keyword + " ")]


def test_python_312_slim_non_root_gunicorn() -> None:
    assert _instructions("FROM") == ["python:3.12-slim"]
    assert _instructions("USER") == ["10001:10001"]  # numeric: runAsNonRoot can check it
    assert _instructions("CMD") == ['["gunicorn", "-c", "deploy/gunicorn.conf.py"]']
    runs = " ".join(_instructions("RUN"))
    assert 'pip install -c constraints.txt ".[server]"' in runs
    assert "manage.py collectstatic --noinput" in runs


def _sent(path: str) -> bool:
    """Whether the .dockerignore rules (last match wins) send path in the build context."""
    sent = True
    for rule in (r.strip() for r in IGNORE.splitlines()):
        if not rule or rule.startswith("#"):
            continue
        negated, pattern = rule.startswith("!"), rule.lstrip("!")
        if fnmatch.fnmatch(path, pattern) or path.startswith(pattern.rstrip("/") + "/"):
            sent = negated
    return sent


def test_every_copied_path_exists_and_is_in_the_build_context() -> None:
    sources = []
    for copy in _instructions("COPY"):
        sources += copy.split()[:-1]
    assert sources
    for source in sources:
        assert (ROOT / source).exists(), source
        assert _sent(source), source
    assert not _sent(".venv")
    assert not _sent("var/postgres")
    assert not _sent("deploy/secrets/django-secret-key")


def test_no_secret_is_baked_into_the_image() -> None:
    # collectstatic's keys are random and live in that RUN step only
    for env in _instructions("ENV"):
        assert not re.search(r"SECRET|HMAC|PASSWORD|DATABASE_URL|BROKER_URL", env), env
    assert not _instructions("ARG")
