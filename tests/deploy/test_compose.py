"""deploy/compose.yaml: valid for Compose (`docker compose config` where it is installed, the
Compose JSON schema always), and the single-host trial docs/deploy.md describes."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from tests.deploy.manifests import DEPLOY, ROOT

COMPOSE = DEPLOY / "compose.yaml"
# compose-go's schema, vendored (tests/deploy/compose_spec/SOURCE.md)
SCHEMA = Path(__file__).resolve().parent / "compose_spec" / "compose-spec.json"
APP = ("migrate", "api", "worker", "beat")


def _compose() -> dict[str, Any]:
    return dict(yaml.safe_load(COMPOSE.read_text(encoding="utf-8")))


def test_compose_file_matches_the_compose_schema() -> None:
    validator = jsonschema.Draft202012Validator(json.loads(SCHEMA.read_text(encoding="utf-8")))
    errors = [f"{e.json_path}: {e.message}" for e in validator.iter_errors(_compose())]
    assert errors == []
    broken = _compose()
    broken["services"]["api"]["healthcheck"]["intervall"] = "5s"
    assert list(validator.iter_errors(broken))  # the schema refuses unknown keys


def _docker_compose() -> list[str] | None:
    docker = shutil.which("docker")
    if docker is None:
        return None
    probe = subprocess.run([docker, "compose", "version"], capture_output=True, check=False, timeout=30)
    return [docker, "compose"] if probe.returncode == 0 else None


def test_docker_compose_config_accepts_the_file(tmp_path: Path) -> None:
    command = _docker_compose()
    if command is None:
        pytest.skip("docker compose is not installed (the schema check above still runs)")
    # The layout the file expects, with placeholder secret files (deploy/secrets/ is the operator's).
    deploy = tmp_path / "deploy"
    (deploy / "secrets").mkdir(parents=True)
    shutil.copy(COMPOSE, deploy / "compose.yaml")
    for name in _compose()["secrets"].values():
        (deploy / name["file"]).write_text("placeholder\n")
    (deploy / "secrets" / "collector.env").write_text("STATECORE_COLLECTOR_HMAC_KEY=placeholder\n")
    otelcol = tmp_path / "collector-config" / "otelcol"
    otelcol.mkdir(parents=True)
    shutil.copy(ROOT / "collector-config" / "otelcol" / "statecore-collector.yaml", otelcol)
    out = subprocess.run(
        [*command, "-f", str(deploy / "compose.yaml"), "config", "-q"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr


def test_the_trial_runs_every_component_locked_down() -> None:
    compose = _compose()
    services = compose["services"]
    assert set(services) == {"postgres", "redis", "migrate", "api", "worker", "beat", "collector", "jaeger"}
    commands = {name: services[name]["command"] for name in APP}
    assert commands["migrate"] == ["python", "manage.py", "migrate", "--noinput"]
    assert commands["api"] == ["gunicorn", "-c", "deploy/gunicorn.conf.py"]
    assert commands["worker"][:4] == ["celery", "-A", "portal", "worker"]
    assert commands["beat"][:4] == ["celery", "-A", "portal", "beat"]
    for name in APP:
        service = services[name]
        assert service["build"] == {"context": "..", "dockerfile": "deploy/Dockerfile"}
        assert service["user"] == "10001:10001"
        assert service["read_only"] is True
        assert service["tmpfs"] == ["/tmp"]
        assert service["cap_drop"] == ["ALL"]
        environment = service["environment"]
        for variable in ("DATABASE_URL", "DJANGO_SECRET_KEY", "STATECORE_HMAC_KEY"):
            assert variable not in environment
            secret = environment[f"{variable}_FILE"].removeprefix("/run/secrets/")
            assert secret in service["secrets"]
        assert environment["OTEL_EXPORTER_OTLP_ENDPOINT"] == "http://collector:4318"
    for name in ("api", "worker", "beat"):
        assert services[name]["depends_on"]["migrate"] == {"condition": "service_completed_successfully"}
    for service in services.values():
        for port in service.get("ports", []):
            assert port.startswith("127.0.0.1:"), port  # nothing published beyond this host


def test_collector_runs_the_bundled_config_and_secrets_stay_out_of_git() -> None:
    compose = _compose()
    collector = compose["services"]["collector"]
    (volume,) = collector["volumes"]
    source, target, mode = volume.split(":")
    assert (DEPLOY / source).resolve() == ROOT / "collector-config" / "otelcol" / "statecore-collector.yaml"
    assert mode == "ro"
    assert collector["command"][0] == f"--config={target}"
    files = [s["file"] for s in compose["secrets"].values()] + collector["env_file"]
    for file in files:
        assert file.startswith("secrets/"), file
        ignored = subprocess.run(
            ["git", "check-ignore", "-q", f"deploy/{file}"], cwd=ROOT, check=False, timeout=30
        )
        assert ignored.returncode == 0, f"deploy/{file} is not ignored by git"
