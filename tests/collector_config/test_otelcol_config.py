"""The SRE collector config: generated from telemetry.policy, committed, offline-valid."""

from __future__ import annotations

import copy
import re
import shutil
import subprocess
import sys
from typing import Any

import pytest
import yaml

from telemetry import policy

from .conftest import COLLECTOR_CONFIG, ROOT, load

generate = load("otelcol/generate.py", "statecore_collector_generate")
validate = load("otelcol/validate.py", "statecore_collector_validate")


def _committed() -> dict[str, Any]:
    return yaml.safe_load(generate.OUTPUT.read_text(encoding="utf-8"))


def test_committed_config_equals_generator_output() -> None:
    assert generate.OUTPUT.read_text(encoding="utf-8") == generate.render(), (
        "run: python collector-config/otelcol/generate.py --write"
    )


def test_generator_check_cli_is_clean() -> None:
    out = subprocess.run(
        [sys.executable, str(COLLECTOR_CONFIG / "otelcol/generate.py"), "--check"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_committed_config_is_valid() -> None:
    assert validate.validate(_committed()) == []


def test_config_carries_the_policy() -> None:
    config = _committed()
    redaction = config["processors"]["redaction/statecore"]
    assert set(redaction["allowed_keys"]) >= set(policy.ALLOWED_ATTRIBUTES) | set(
        policy.ALLOWED_RESOURCE_KEYS
    )
    assert redaction["blocked_values"] == list(policy.TRIPWIRE_PATTERNS)
    assert redaction["allow_all_keys"] is False
    assert redaction["summary"] == "silent"
    assert config["processors"]["transform/statecore"]["error_mode"] == "propagate"
    span_statements = next(
        g["statements"]
        for g in config["processors"]["transform/statecore"]["trace_statements"]
        if g["context"] == "span"
    )
    text = "\n".join(span_statements)
    for key in policy.ALLOWED_ATTRIBUTES:
        assert f'"{key}"' in text
    for protocol in config["receivers"]["otlp"]["protocols"].values():
        assert protocol["include_metadata"] is False


def test_every_policy_validator_has_a_translation() -> None:
    for allowed in (policy.ALLOWED_ATTRIBUTES, policy.ALLOWED_RESOURCE_KEYS, *policy.ALLOWED_EVENTS.values()):
        for validator in allowed.values():
            assert generate.describe(validator)[0] in {"regex", "int", "number", "bool"}


def test_unknown_validator_stops_the_generator() -> None:
    with pytest.raises(SystemExit):
        generate.describe(lambda v: True)


def test_enum_translation_matches_the_python_validator() -> None:
    import re2

    kind, pattern = generate.describe(policy.ALLOWED_ATTRIBUTES["statecore.outcome"])
    assert kind == "regex"
    for value in [*policy.OUTCOMES, "okay", "ok\n", "", "OK"]:
        assert (re2.search(pattern, value) is not None) == policy.ALLOWED_ATTRIBUTES["statecore.outcome"](
            value
        )


@pytest.mark.parametrize(
    ("mutate", "expected"),
    [
        (
            lambda c: c["processors"]["redaction/statecore"].__setitem__("allow_all_keys", True),
            "allow_all_keys",
        ),
        (lambda c: c["processors"]["transform/statecore"].__setitem__("error_mode", "ignore"), "error_mode"),
        (lambda c: c["processors"]["redaction/statecore"].__setitem__("summary", "debug"), "summary"),
        (lambda c: c["processors"]["batch"].__setitem__("unknown_knob", 1), "unknown_knob"),
        (lambda c: c.__setitem__("extensions", {}), "extensions"),
        (
            lambda c: c["receivers"]["otlp"]["protocols"]["grpc"].__setitem__("include_metadata", True),
            "include_metadata",
        ),
        (lambda c: c["processors"].__setitem__("attributes/x", {"actions": []}), "not in the shipped subset"),
    ],
)
def test_validator_refuses_unknown_keys_and_unsafe_settings(mutate: Any, expected: str) -> None:
    config = copy.deepcopy(_committed())
    mutate(config)
    errors = validate.validate(config)
    assert any(expected in e for e in errors), errors


def test_validator_refuses_dangling_and_unused_references() -> None:
    config = copy.deepcopy(_committed())
    config["service"]["pipelines"]["traces"]["processors"].append("tail_sampling")
    config["service"]["pipelines"]["traces"]["exporters"] = ["otlp/elsewhere"]
    errors = validate.validate(config)
    assert any("undefined processor 'tail_sampling'" in e for e in errors), errors
    assert any("undefined exporter 'otlp/elsewhere'" in e for e in errors), errors
    assert any("exporter 'otlp/upstream' is defined but no pipeline uses it" in e for e in errors), errors


@pytest.mark.parametrize(
    "pattern",
    [r"(?=lookahead)secret", r"(a)\1", r"(?<!x)y", r"a++"],
)
def test_validator_refuses_non_re2_regex(pattern: str) -> None:
    config = copy.deepcopy(_committed())
    config["processors"]["redaction/statecore"]["blocked_values"].append(pattern)
    errors = validate.validate(config)
    assert any("does not compile with RE2" in e for e in errors), errors


def test_validator_compiles_ottl_ismatch_patterns() -> None:
    config = copy.deepcopy(_committed())
    config["processors"]["filter/statecore"]["traces"]["spanevent"].append('IsMatch(name, "(?=x)y")')
    errors = validate.validate(config)
    assert any("filter/statecore/statement" in e and "RE2" in e for e in errors), errors


def test_validate_cli() -> None:
    out = subprocess.run(
        [sys.executable, str(COLLECTOR_CONFIG / "otelcol/validate.py")],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "valid" in out.stdout, out.stdout + out.stderr


def test_check_script_skips_or_validates() -> None:
    out = subprocess.run(
        ["bash", str(COLLECTOR_CONFIG / "otelcol/check.sh")],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        env={"PATH": "/usr/bin:/bin", "PYTHON": sys.executable},
    )
    assert out.returncode == 0, out.stdout + out.stderr
    if shutil.which("otelcol-contrib") is None:
        assert "skipped: otelcol-contrib not installed" in out.stdout


def test_metrics_pipeline_carries_the_metric_policy() -> None:
    """Metrics: only the policy's instruments pass the filter, each data point keeps only its
    instrument's label keys (values checked by the same validators and tripwires), the resource
    is scrubbed as for spans, and Prometheus gets no resource attribute as a label."""
    config = _committed()
    pipeline = config["service"]["pipelines"]["metrics"]
    assert pipeline["processors"] == [
        "memory_limiter",
        "filter/statecore-metrics",
        "transform/statecore-metrics",
        "redaction/statecore-metrics",
        "batch",
    ]
    assert pipeline["exporters"] == ["prometheus"]
    (condition,) = config["processors"]["filter/statecore-metrics"]["metrics"]["metric"]
    names = re.fullmatch(r'not IsMatch\(name, "\^\(\?:(.*)\)\$"\)', condition)
    assert names is not None
    assert {n.replace("\\\\.", ".") for n in names.group(1).split("|")} == set(policy.ALLOWED_METRICS)
    groups = {
        g["context"]: g["statements"]
        for g in config["processors"]["transform/statecore-metrics"]["metric_statements"]
    }
    for name, spec in policy.ALLOWED_METRICS.items():
        scoped = [s for s in groups["datapoint"] if s.endswith(f'metric.name == "{name}"')]
        keep = f"keep_keys(attributes, [{', '.join(f'{chr(34)}{k}{chr(34)}' for k in sorted(spec.labels))}])"
        assert scoped[0].startswith(keep + " where"), (name, scoped[0])
        assert len(scoped) == 1 + len(spec.labels), name
    assert any('"service.instance.id"' in s for s in groups["resource"])
    redaction = config["processors"]["redaction/statecore-metrics"]
    assert set(redaction["allowed_keys"]) == set(policy.ALLOWED_RESOURCE_KEYS) | {
        k for spec in policy.ALLOWED_METRICS.values() for k in spec.labels
    }
    assert redaction["blocked_values"] == list(policy.TRIPWIRE_PATTERNS)
    prometheus = config["exporters"]["prometheus"]
    assert prometheus["resource_to_telemetry_conversion"] == {"enabled": False}
    assert prometheus["enable_open_metrics"] is False
    assert prometheus["endpoint"].endswith(":8889}")


@pytest.mark.parametrize(
    ("mutate", "expected"),
    [
        (
            lambda c: c["exporters"]["prometheus"]["resource_to_telemetry_conversion"].__setitem__(
                "enabled", True
            ),
            "resource_to_telemetry_conversion",
        ),
        (
            lambda c: c["exporters"]["prometheus"].__setitem__("enable_open_metrics", True),
            "enable_open_metrics",
        ),
        (
            lambda c: c["processors"]["transform/statecore-metrics"].__setitem__("error_mode", "ignore"),
            "error_mode",
        ),
        (lambda c: c["service"]["pipelines"]["metrics"]["exporters"].append("debug"), "undefined exporter"),
    ],
)
def test_validator_refuses_unsafe_metric_settings(mutate: Any, expected: str) -> None:
    config = copy.deepcopy(_committed())
    mutate(config)
    errors = validate.validate(config)
    assert any(expected in e for e in errors), errors
