"""deploy/kubernetes: every resource file and every rendered overlay validates strictly against the
Kubernetes schemas (kubernetes-validate, offline), and the properties docs/deploy.md promises hold
in each rendering: non-root read-only pods without tokens, secrets only as files from the Secret,
probes, one beat, NetworkPolicies, the apply order."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest
from kubernetes_validate.utils import latest_version

from tests.deploy.manifests import (
    APP_IMAGE,
    KUSTOMIZATIONS,
    OVERLAYS,
    ROOT,
    SECRET_MOUNT,
    Doc,
    containers,
    documents,
    image_name,
    kustomization,
    one,
    pod_template,
    rendered,
    resource_files,
    selects,
    workloads,
)

# The oldest Kubernetes the manifests are for, and the newest the validator ships schemas of.
VERSIONS = ("1.30.0", latest_version())
RENDERINGS = ["base", *OVERLAYS]
# docs/deploy.md's apply order: one `kubectl apply -k ... -l app.kubernetes.io/component=C` per C.
APPLY_ORDER = ("shared", "collector", "migrate", "api", "worker", "beat", "canary")
SECRETS = ("DATABASE_URL", "CELERY_BROKER_URL", "DJANGO_SECRET_KEY", "STATECORE_HMAC_KEY")


def _validate(doc: Doc, version: str) -> None:
    """Strict: unknown fields are errors; a kind without a schema is an error too (the CLI only
    warns)."""
    kubernetes_validate.validate(doc, version, strict=True)


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("path", resource_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_resource_file_validates_strictly(path: Path, version: str) -> None:
    docs = documents(path)
    assert docs
    for doc in docs:
        _validate(doc, version)


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("name", RENDERINGS)
def test_rendered_kustomization_validates_strictly(name: str, version: str) -> None:
    docs = rendered(name)
    assert len(docs) >= 19
    for doc in docs:
        _validate(doc, version)


@pytest.mark.parametrize("name", list(KUSTOMIZATIONS))
def test_kustomization_uses_every_file_of_its_directory(name: str) -> None:
    directory = KUSTOMIZATIONS[name]
    spec = kustomization(directory)
    listed = {entry for entry in spec["resources"] if (directory / entry).is_file()}
    listed |= {patch["path"] for patch in spec.get("patches", []) if "path" in patch}
    present = {p.name for p in directory.glob("*.yaml")} - {"kustomization.yaml"}
    assert listed == present


@pytest.mark.parametrize("name", list(OVERLAYS))
def test_overlay_sets_its_namespace_and_tagged_images(name: str) -> None:
    docs = rendered(name)
    namespace = kustomization(OVERLAYS[name])["namespace"]
    assert one(docs, "Namespace", namespace)["metadata"]["labels"]["pod-security.kubernetes.io/enforce"] == (
        "restricted"
    )
    for doc in docs:
        if doc["kind"] != "Namespace":
            assert doc["metadata"]["namespace"] == namespace, doc["metadata"]["name"]
    for workload in workloads(docs):
        for container in containers(workload):
            tag = str(container["image"]).rsplit(":", 1)
            assert len(tag) == 2, container["image"]
            assert tag[1] != "latest", container["image"]


@pytest.mark.parametrize("name", RENDERINGS)
def test_every_pod_is_non_root_read_only_bounded_and_without_a_token(name: str) -> None:
    docs = rendered(name)
    for workload in workloads(docs):
        pod = pod_template(workload)["spec"]
        where = workload["metadata"]["name"]
        assert pod["securityContext"]["runAsNonRoot"] is True, where
        assert pod["securityContext"]["runAsUser"] == 10001, where
        assert pod["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}, where
        assert pod["automountServiceAccountToken"] is False, where
        account = one(docs, "ServiceAccount", pod["serviceAccountName"])
        assert account["automountServiceAccountToken"] is False, where
        for container in containers(workload):
            context = container["securityContext"]
            assert context["readOnlyRootFilesystem"] is True, where
            assert context["allowPrivilegeEscalation"] is False, where
            assert context["capabilities"] == {"drop": ["ALL"]}, where
            resources = container["resources"]
            assert {"cpu", "memory"} <= set(resources["requests"]), where
            assert "memory" in resources["limits"], where
            if image_name(container) == APP_IMAGE:
                volumes = {v["name"]: v for v in pod["volumes"]}
                (tmp,) = [m for m in container["volumeMounts"] if m["mountPath"] == "/tmp"]
                assert "emptyDir" in volumes[tmp["name"]], where


def _app_containers(docs: list[Doc]) -> list[tuple[Doc, Doc]]:
    return [(w, c) for w in workloads(docs) for c in containers(w) if image_name(c) == APP_IMAGE]


@pytest.mark.parametrize("name", RENDERINGS)
def test_app_pods_read_every_secret_as_a_file_of_the_secret(name: str) -> None:
    docs = rendered(name)
    settings = one(docs, "ConfigMap", "statecore-config")["data"]
    # the leak canary runs the app image for its check, and holds no secret of the app's
    canary = [c for w, c in _app_containers(docs) if w["metadata"]["name"] == "statecore-leak-canary"]
    assert canary
    for container in canary:
        assert "envFrom" not in container
        assert SECRET_MOUNT not in {m["mountPath"] for m in container["volumeMounts"]}
    app = [(w, c) for w, c in _app_containers(docs) if w["metadata"]["name"] != "statecore-leak-canary"]
    assert {w["metadata"]["name"] for w, _ in app} == {
        "statecore-api",
        "statecore-worker",
        "statecore-beat",
        "statecore-migrate",
    }
    for variable in SECRETS:
        assert variable not in settings
        path = settings[f"{variable}_FILE"]
        assert path == f"{SECRET_MOUNT}/{variable.lower().replace('_', '-')}"
    for workload, container in app:
        assert {"configMapRef": {"name": "statecore-config"}} in container["envFrom"]
        assert not {e["name"] for e in container.get("env", [])} & {*SECRETS, *(f"{s}_FILE" for s in SECRETS)}
        (mount,) = [m for m in container["volumeMounts"] if m["mountPath"] == SECRET_MOUNT]
        assert mount["readOnly"] is True
        (volume,) = [v for v in pod_template(workload)["spec"]["volumes"] if v["name"] == mount["name"]]
        assert volume["secret"]["secretName"] == "statecore"
        assert "items" not in volume["secret"]  # every key of the Secret, under its own name


@pytest.mark.parametrize("name", RENDERINGS)
def test_api_probes_service_and_disruption_budget(name: str) -> None:
    docs = rendered(name)
    api = one(docs, "Deployment", "statecore-api")
    labels = api["spec"]["template"]["metadata"]["labels"]
    (container,) = containers(api)
    assert container["command"] == ["gunicorn", "-c", "deploy/gunicorn.conf.py"]
    ports = {p["name"]: p["containerPort"] for p in container["ports"]}
    settings = one(docs, "ConfigMap", "statecore-config")["data"]
    assert settings["GUNICORN_BIND"] == f"0.0.0.0:{ports['http']}"
    allowed_hosts = settings["DJANGO_ALLOWED_HOSTS"].split(",")
    for probe, path in (
        ("readinessProbe", "/readyz"),
        ("livenessProbe", "/healthz"),
        ("startupProbe", "/healthz"),
    ):
        get = container[probe]["httpGet"]
        assert (get["path"], get["port"]) == (path, "http"), probe
        (host,) = [h["value"] for h in get["httpHeaders"] if h["name"] == "Host"]
        assert host in allowed_hosts, probe  # else Django answers the probe 400
    service = one(docs, "Service", "statecore-api")
    assert service["spec"]["selector"] == labels
    assert [p["targetPort"] for p in service["spec"]["ports"]] == ["http"]
    budget = one(docs, "PodDisruptionBudget", "statecore-api")
    assert selects(budget["spec"]["selector"], labels)


@pytest.mark.parametrize("name", RENDERINGS)
def test_traces_go_to_the_collector_service(name: str) -> None:
    docs = rendered(name)
    settings = one(docs, "ConfigMap", "statecore-config")["data"]
    service = one(docs, "Service", "statecore-collector")
    (http,) = [p for p in service["spec"]["ports"] if p["name"] == "otlp-http"]
    assert settings["OTEL_EXPORTER_OTLP_ENDPOINT"] == f"http://statecore-collector:{http['port']}"
    assert settings["OTEL_EXPORTER_OTLP_PROTOCOL"] == "http/protobuf"
    collector = one(docs, "Deployment", "statecore-collector")
    assert selects(
        {"matchLabels": service["spec"]["selector"]}, collector["spec"]["template"]["metadata"]["labels"]
    )
    (container,) = containers(collector)
    assert http["targetPort"] in {p["name"] for p in container["ports"]}


@pytest.mark.parametrize("name", RENDERINGS)
def test_one_beat_replaced_not_rolled_and_a_migration_job(name: str) -> None:
    docs = rendered(name)
    beat = one(docs, "Deployment", "statecore-beat")
    assert beat["spec"]["replicas"] == 1
    assert beat["spec"]["strategy"] == {"type": "Recreate"}
    job = one(docs, "Job", "statecore-migrate")
    (container,) = containers(job)
    assert container["command"] == ["python", "manage.py", "migrate", "--noinput"]
    assert job["spec"]["template"]["spec"]["restartPolicy"] == "Never"


def test_production_api_replicas_belong_to_the_autoscaler() -> None:
    docs = rendered("production")
    assert "replicas" not in one(docs, "Deployment", "statecore-api")["spec"]
    autoscaler = one(docs, "HorizontalPodAutoscaler", "statecore-api")
    assert autoscaler["spec"]["scaleTargetRef"]["name"] == "statecore-api"
    assert autoscaler["spec"]["minReplicas"] >= 2


def _rules_reach(rules: list[Doc], labels: dict[str, str], port: int) -> bool:
    """Whether egress rules let a pod reach a pod of this namespace with these labels on port."""
    for rule in rules:
        if port not in {p["port"] for p in rule.get("ports", [])}:
            continue
        peers = rule.get("to")
        if not peers or any(
            "podSelector" in p and "namespaceSelector" not in p and selects(p["podSelector"], labels)
            for p in peers
        ):
            return True
    return False


@pytest.mark.parametrize("name", RENDERINGS)
def test_network_policies(name: str) -> None:
    docs = rendered(name)
    policies = [d["spec"] for d in docs if d["kind"] == "NetworkPolicy"]
    pods = {w["metadata"]["name"]: pod_template(w)["metadata"]["labels"] for w in workloads(docs)}
    for workload, labels in pods.items():
        (policy,) = [p for p in policies if selects(p["podSelector"], labels)]
        assert sorted(policy["policyTypes"]) == ["Egress", "Ingress"], workload
    api, collector = pods["statecore-api"], pods["statecore-collector"]
    # the API: its port, from anywhere
    (api_policy,) = [p for p in policies if selects(p["podSelector"], api)]
    assert api_policy["ingress"] == [{"ports": [{"protocol": "TCP", "port": 8000}]}]
    # nothing reaches the Celery pods or the migration
    for workload in ("statecore-worker", "statecore-beat", "statecore-migrate"):
        (policy,) = [p for p in policies if selects(p["podSelector"], pods[workload])]
        assert policy["ingress"] == [], workload
    # the leak canary talks to itself over loopback: nothing in, nothing out
    (canary_policy,) = [p for p in policies if selects(p["podSelector"], pods["statecore-leak-canary"])]
    assert canary_policy["ingress"] == []
    assert canary_policy["egress"] == []
    # the collector: OTLP from this namespace only; its metrics port from the labelled
    # monitoring namespace, and nothing else from there
    (collector_policy,) = [p for p in policies if selects(p["podSelector"], collector)]
    assert [rule["from"] for rule in collector_policy["ingress"]] == [
        [{"podSelector": {}}],
        [{"namespaceSelector": {"matchLabels": {"statecore.dev/prometheus": "true"}}}],
    ]
    assert collector_policy["ingress"][1]["ports"] == [{"protocol": "TCP", "port": 8889}]
    # out: DNS, and the trace backend's ports (OTLP/gRPC 4317, TLS 443) only; never the database,
    # the broker or the API (the base cannot know the backend's address, so its ports only)
    dns, backend = collector_policy["egress"]
    assert dns["to"] == [
        {
            "namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "kube-system"}},
            "podSelector": {"matchLabels": {"k8s-app": "kube-dns"}},
        }
    ]
    assert {(p["protocol"], p["port"]) for p in dns["ports"]} == {("UDP", 53), ("TCP", 53)}
    assert {(p["protocol"], p["port"]) for p in backend["ports"]} == {("TCP", 4317), ("TCP", 443)}
    # sandbox workers: the API, the collector, DNS, and nothing else
    (sandbox,) = [
        p for p in policies if p["podSelector"] == {"matchLabels": {"statecore.dev/role": "sandbox-worker"}}
    ]
    assert sandbox["policyTypes"] == ["Egress"]
    assert _rules_reach(sandbox["egress"], api, 8000)
    assert _rules_reach(sandbox["egress"], collector, 4318)
    assert _rules_reach(sandbox["egress"], collector, 4317)
    for rule in sandbox["egress"]:
        assert rule.get("to"), rule  # every rule names its peers: no port open to any address
        for peer in rule["to"]:
            if "namespaceSelector" in peer:
                assert peer["podSelector"] == {"matchLabels": {"k8s-app": "kube-dns"}}
                assert {p["port"] for p in rule["ports"]} == {53}
            else:
                assert selects(peer["podSelector"], api) or selects(peer["podSelector"], collector)


@pytest.mark.parametrize("name", RENDERINGS)
def test_every_resource_belongs_to_one_apply_step_of_the_docs(name: str) -> None:
    docs_text = (ROOT / "docs" / "deploy.md").read_text(encoding="utf-8")
    commands = [f"kubectl apply -k $O -l app.kubernetes.io/component={c}\n" for c in APPLY_ORDER]
    positions = [docs_text.index(command) for command in commands]
    assert positions == sorted(positions)
    for doc in rendered(name):
        labels: dict[str, Any] = doc["metadata"].get("labels", {})
        assert labels.get("app.kubernetes.io/name") == "statecore", doc["metadata"]["name"]
        assert labels.get("app.kubernetes.io/component") in APPLY_ORDER, doc["metadata"]["name"]


@pytest.mark.parametrize("name", RENDERINGS)
def test_leak_canary_checks_the_deployed_collector_config(name: str) -> None:
    """The CronJob's sidecar is the collector as deployed (image, ConfigMap, arguments), with
    only its trace exporter and listeners moved to the pod's loopback, where the check serves
    its sink and reads the Prometheus page."""
    docs = rendered(name)
    cronjob = one(docs, "CronJob", "statecore-leak-canary")
    assert cronjob["spec"]["concurrencyPolicy"] == "Forbid"
    job = cronjob["spec"]["jobTemplate"]["spec"]
    assert job["backoffLimit"] == 0
    pod = pod_template(cronjob)["spec"]
    assert pod["restartPolicy"] == "Never"
    (sidecar,) = pod["initContainers"]
    assert sidecar["restartPolicy"] == "Always"
    # (with the rotel component the canary still checks the otelcol config: docs/deploy.md)
    otelcol = rendered("production") if name == "production-rotel" else docs
    (deployed,) = containers(one(otelcol, "Deployment", "statecore-collector"))
    assert sidecar["image"] == deployed["image"]
    assert sidecar["args"][0] == deployed["args"][0]
    assert sidecar["args"][1:] == ["--config=yaml:exporters::otlp/upstream::tls::insecure: true"]
    volumes = {v["name"]: v for v in pod["volumes"]}
    (config,) = [m for m in sidecar["volumeMounts"] if m["mountPath"] == "/etc/statecore-collector"]
    assert volumes[config["name"]]["configMap"]["name"] == "statecore-collector-config"
    env = {e["name"]: e.get("value") for e in sidecar["env"]}
    (check,) = pod["containers"]
    assert image_name(check) == APP_IMAGE
    args = dict(a.removeprefix("--").split("=", 1) for a in check["command"][2:])
    assert check["command"][:2] == ["python", "collector-config/canary/collector_check.py"]
    assert args["sink"] == env["STATECORE_COLLECTOR_UPSTREAM"]
    assert args["collector"] == f"http://{env['STATECORE_COLLECTOR_HTTP']}"
    assert args["prometheus"] == f"http://{env['STATECORE_COLLECTOR_PROMETHEUS']}/metrics"
    for value in (env["STATECORE_COLLECTOR_GRPC"], *args.values()):
        assert "127.0.0.1:" in value
    assert (ROOT / check["command"][1]).is_file()


def test_rotel_component_replaces_the_collector_and_turns_metrics_off() -> None:
    docs = rendered("production-rotel")
    (container,) = containers(one(docs, "Deployment", "statecore-collector"))
    assert image_name(container) == "statecore-rotel"
    assert container["command"] == ["rotel-agent"]
    (processors,) = [a for a in container["args"] if a.startswith("--otlp-with-trace-processor=")]
    paths = processors.split("=", 1)[1].split(",")
    assert [p.rsplit("/", 1)[1] for p in paths] == ["statecore_processor.py", "statecore_tripwire.py"]
    for path in paths:
        assert (ROOT / path.removeprefix("/app/")).is_file()
    assert "--otlp-exporter-endpoint=$(STATECORE_COLLECTOR_UPSTREAM)" in container["args"]
    assert {e["name"] for e in container["env"]} >= {"STATECORE_COLLECTOR_UPSTREAM", "PYTHONPATH"}
    # rotel scrubs spans only: the service sends it no metrics
    assert one(docs, "ConfigMap", "statecore-config")["data"]["OTEL_METRICS_EXPORTER"] == "none"
    assert (
        one(rendered("production"), "ConfigMap", "statecore-config")["data"]["OTEL_METRICS_EXPORTER"]
        == "otlp"
    )
    dockerfile = (ROOT / "deploy" / "rotel" / "Dockerfile").read_text(encoding="utf-8")
    assert 'pip install "rotel==0.0.1a15"' in dockerfile
    assert "COPY collector-config/rotel ./collector-config/rotel" in dockerfile
