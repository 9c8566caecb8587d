"""deploy/kubernetes/collector_configmap.py: the committed collector ConfigMap is the generator's
output, and the collector Deployment runs that config."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest
import yaml

from tests.deploy.manifests import BASE, ROOT, containers, documents, one, rendered


def _load(path: str, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


configmap = _load("deploy/kubernetes/collector_configmap.py", "statecore_collector_configmap")
generate = _load("collector-config/otelcol/generate.py", "statecore_collector_generate_for_deploy")


def test_committed_configmap_equals_the_generator_output() -> None:
    assert configmap.OUTPUT == BASE / "collector-config.yaml"
    assert configmap.OUTPUT.read_text(encoding="utf-8") == configmap.render(), (
        "run: python deploy/kubernetes/collector_configmap.py --write"
    )


def test_configmap_carries_the_bundled_config_byte_for_byte() -> None:
    (doc,) = documents(configmap.OUTPUT)
    text = doc["data"][configmap.KEY]
    assert text == generate.render()
    assert text == (ROOT / "collector-config" / "otelcol" / "statecore-collector.yaml").read_text(
        encoding="utf-8"
    )
    assert yaml.safe_load(text)["processors"]["redaction/statecore"]["allow_all_keys"] is False


def test_check_cli_is_clean_and_refuses_a_stale_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert configmap.main(["--check"]) == 0
    stale = tmp_path / "collector-config.yaml"
    stale.write_text(configmap.render().replace("allow_all_keys: false", "allow_all_keys: true"))
    monkeypatch.setattr(configmap, "OUTPUT", stale)
    assert configmap.main(["--check"]) == 1


def test_collector_runs_the_configmap() -> None:
    docs = rendered("base")
    collector = one(docs, "Deployment", "statecore-collector")
    (container,) = containers(collector)
    (mount,) = container["volumeMounts"]
    (volume,) = collector["spec"]["template"]["spec"]["volumes"]
    assert volume == {"name": mount["name"], "configMap": {"name": configmap.NAME}}
    assert container["args"] == [f"--config={mount['mountPath']}/{configmap.KEY}"]
    env = {e["name"]: e["valueFrom"] for e in container["env"]}
    # the two variables the generated config reads (collector-config/README.md)
    assert env["STATECORE_COLLECTOR_HMAC_KEY"] == {
        "secretKeyRef": {"name": "statecore-collector", "key": "hmac-key"}
    }
    assert env["STATECORE_COLLECTOR_UPSTREAM"]["configMapKeyRef"]["name"] == "statecore-collector-settings"
    assert str(container["image"]).startswith("otel/opentelemetry-collector-contrib:")
