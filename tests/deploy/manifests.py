"""Reading deploy/: the Kubernetes files as they are committed and as kustomize renders them."""

from __future__ import annotations

import functools
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
KUBERNETES = DEPLOY / "kubernetes"
BASE = KUBERNETES / "base"
OVERLAYS = {
    "dev": KUBERNETES / "overlays" / "dev",
    "production": KUBERNETES / "overlays" / "production",
    # production with the rotel collector component (a pre-release)
    "production-rotel": KUBERNETES / "overlays" / "production-rotel",
}
KUSTOMIZATIONS = {"base": BASE, **OVERLAYS}
APP_IMAGE = "statecore"
SECRET_MOUNT = "/run/secrets/statecore"

Doc = dict[str, Any]


def documents(path: Path) -> list[Doc]:
    return [doc for doc in yaml.safe_load_all(path.read_text(encoding="utf-8")) if doc]


def kustomization(directory: Path) -> Doc:
    (doc,) = documents(directory / "kustomization.yaml")
    return doc


def resource_files() -> list[Path]:
    """Every file a kustomization lists as a resource (directories are other kustomizations)."""
    files = []
    for directory in KUSTOMIZATIONS.values():
        for entry in kustomization(directory)["resources"]:
            path = (directory / entry).resolve()
            if path.is_file():
                files.append(path)
    return sorted(files)


@functools.cache
def _render(directory: Path) -> tuple[Doc, ...]:
    kubectl = shutil.which("kubectl")
    if kubectl is None:
        pytest.skip("kubectl (its built-in kustomize) is not installed")
    out = subprocess.run(
        [kubectl, "kustomize", str(directory)], capture_output=True, text=True, check=False, timeout=120
    )
    assert out.returncode == 0, out.stderr
    return tuple(doc for doc in yaml.safe_load_all(out.stdout) if doc)


def rendered(name: str) -> list[Doc]:
    """`kubectl kustomize` of the base or an overlay (kubectl ships kustomize)."""
    return list(_render(KUSTOMIZATIONS[name]))


def one(docs: list[Doc], kind: str, name: str) -> Doc:
    (doc,) = [d for d in docs if d["kind"] == kind and d["metadata"]["name"] == name]
    return doc


def workloads(docs: list[Doc]) -> Iterator[Doc]:
    return (d for d in docs if d["kind"] in {"Deployment", "Job", "CronJob"})


def pod_template(workload: Doc) -> Doc:
    """The pod template of a Deployment, a Job or a CronJob's Job."""
    spec = workload["spec"]
    if workload["kind"] == "CronJob":
        spec = spec["jobTemplate"]["spec"]
    return dict(spec["template"])


def containers(workload: Doc) -> list[Doc]:
    """Its containers, then its init containers (native sidecars among them)."""
    pod = pod_template(workload)["spec"]
    return [*pod["containers"], *pod.get("initContainers", [])]


def image_name(container: Doc) -> str:
    """The image without registry path and tag: `registry.example.com/statecore:0.1.0` -> statecore."""
    return str(container["image"]).rsplit("/", 1)[-1].split(":", 1)[0]


def selects(selector: Doc, labels: dict[str, str]) -> bool:
    """A LabelSelector (matchLabels and In/NotIn/Exists expressions) against a pod's labels."""
    if any(labels.get(k) != v for k, v in selector.get("matchLabels", {}).items()):
        return False
    for expression in selector.get("matchExpressions", []):
        key, operator, values = expression["key"], expression["operator"], expression.get("values", [])
        if operator == "In" and labels.get(key) not in values:
            return False
        if operator == "NotIn" and labels.get(key) in values:
            return False
        if operator == "Exists" and key not in labels:
            return False
        if operator == "DoesNotExist" and key in labels:
            return False
    return True
