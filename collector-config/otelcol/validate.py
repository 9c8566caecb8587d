"""Offline validator for the shipped otelcol-contrib configuration (no collector binary needed).

Checks, in order:

1. the schema of the subset this project ships: every mapping refuses unknown keys, and the
   fail-closed settings are pinned (``error_mode: propagate``, ``allow_all_keys: false``,
   ``summary: silent``, ``include_metadata: false``, keyed hashing);
2. every component a pipeline names is defined, and every defined component is used;
3. every regular expression (OTTL ``IsMatch`` patterns and the redaction processor's lists)
   compiles with RE2 (``google-re2``), the engine the Go collector uses.

    python collector-config/otelcol/validate.py [CONFIG]    # exit 0 = valid, 1 = errors listed
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import re2
import yaml

DEFAULT = Path(__file__).resolve().parent / "statecore-collector.yaml"
SECTIONS = ("receivers", "processors", "exporters")

_STR = {"type": "string", "minLength": 1}
_STRINGS = {"type": "array", "items": {"type": "string"}}
_PROTOCOL = {
    "type": "object",
    "additionalProperties": False,
    "required": ["endpoint", "include_metadata"],
    "properties": {"endpoint": _STR, "include_metadata": {"const": False}},
}


def _statements(contexts: list[str]) -> dict[str, Any]:
    return {
        "type": "array",
        "minItems": 1,
        "items": {
            "type": "object",
            "additionalProperties": False,
            "required": ["context", "statements"],
            "properties": {
                "context": {"enum": contexts},
                "statements": {"type": "array", "minItems": 1, "items": _STR},
            },
        },
    }


_STATEMENTS = _statements(["resource", "scope", "span", "spanevent"])
_METRIC_STATEMENTS = _statements(["resource", "scope", "metric", "datapoint"])
_PROCESSOR_SCHEMAS: dict[str, dict[str, Any]] = {
    "memory_limiter": {
        "type": "object",
        "additionalProperties": False,
        "required": ["check_interval"],
        "properties": {
            "check_interval": _STR,
            "limit_percentage": {"type": "integer", "minimum": 1, "maximum": 100},
            "spike_limit_percentage": {"type": "integer", "minimum": 0, "maximum": 100},
            "limit_mib": {"type": "integer", "minimum": 1},
            "spike_limit_mib": {"type": "integer", "minimum": 0},
        },
    },
    "filter": {
        "type": "object",
        "additionalProperties": False,
        "required": ["error_mode"],
        "minProperties": 2,
        "properties": {
            "error_mode": {"const": "propagate"},
            "traces": {
                "type": "object",
                "additionalProperties": False,
                "minProperties": 1,
                "properties": {"span": _STRINGS, "spanevent": _STRINGS},
            },
            "metrics": {
                "type": "object",
                "additionalProperties": False,
                "minProperties": 1,
                "properties": {"metric": _STRINGS, "datapoint": _STRINGS},
            },
        },
    },
    "transform": {
        "type": "object",
        "additionalProperties": False,
        "required": ["error_mode"],
        "minProperties": 2,
        "properties": {
            "error_mode": {"const": "propagate"},
            "trace_statements": _STATEMENTS,
            "metric_statements": _METRIC_STATEMENTS,
        },
    },
    "redaction": {
        "type": "object",
        "additionalProperties": False,
        "required": [
            "allow_all_keys",
            "allowed_keys",
            "blocked_values",
            "hash_function",
            "hmac_key",
            "summary",
        ],
        "properties": {
            "allow_all_keys": {"const": False},
            "allowed_keys": {**_STRINGS, "minItems": 1},
            "ignored_keys": {"type": "array", "maxItems": 0},
            "blocked_key_patterns": _STRINGS,
            "blocked_values": {**_STRINGS, "minItems": 1},
            "allowed_values": _STRINGS,
            "hash_function": {"enum": ["hmac-sha256", "hmac-sha512"]},
            "hmac_key": {"type": "string", "pattern": r"^\$\{env:[A-Z_][A-Z0-9_]*\}$"},
            "summary": {"const": "silent"},
        },
    },
    "batch": {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "send_batch_size": {"type": "integer", "minimum": 1},
            "send_batch_max_size": {"type": "integer", "minimum": 0},
            "timeout": _STR,
        },
    },
}
_EXPORTER_SCHEMAS: dict[str, dict[str, Any]] = {
    "otlp": {
        "type": "object",
        "additionalProperties": False,
        "required": ["endpoint"],
        "properties": {
            "endpoint": _STR,
            "sending_queue": {
                "type": "object",
                "additionalProperties": False,
                "properties": {
                    "enabled": {"type": "boolean"},
                    "queue_size": {"type": "integer", "minimum": 1},
                },
            },
            "retry_on_failure": {
                "type": "object",
                "additionalProperties": False,
                "properties": {"enabled": {"type": "boolean"}, "max_elapsed_time": _STR},
            },
        },
    },
}
_EXPORTER_SCHEMAS["prometheus"] = {
    # the pull endpoint Prometheus scrapes: no resource attributes turned into labels (the
    # resource reaches only target_info), no OpenMetrics (its exemplars), no timestamps
    "type": "object",
    "additionalProperties": False,
    "required": ["endpoint", "resource_to_telemetry_conversion", "enable_open_metrics"],
    "properties": {
        "endpoint": _STR,
        "send_timestamps": {"type": "boolean"},
        "metric_expiration": _STR,
        "enable_open_metrics": {"const": False},
        "resource_to_telemetry_conversion": {
            "type": "object",
            "additionalProperties": False,
            "required": ["enabled"],
            "properties": {"enabled": {"const": False}},
        },
    },
}
_RECEIVER_SCHEMAS: dict[str, dict[str, Any]] = {
    "otlp": {
        "type": "object",
        "additionalProperties": False,
        "required": ["protocols"],
        "properties": {
            "protocols": {
                "type": "object",
                "additionalProperties": False,
                "minProperties": 1,
                "properties": {"grpc": _PROTOCOL, "http": _PROTOCOL},
            }
        },
    },
}
_COMPONENT_KEY = r"^[a-z_]+(/[A-Za-z0-9_.-]+)?$"
TOP_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["receivers", "processors", "exporters", "service"],
    "properties": {
        **{
            section: {"type": "object", "minProperties": 1, "propertyNames": {"pattern": _COMPONENT_KEY}}
            for section in SECTIONS
        },
        "service": {
            "type": "object",
            "additionalProperties": False,
            "required": ["pipelines"],
            "properties": {
                "pipelines": {
                    "type": "object",
                    "additionalProperties": False,
                    "minProperties": 1,
                    "patternProperties": {
                        r"^(traces|metrics)(/[A-Za-z0-9_.-]+)?$": {
                            "type": "object",
                            "additionalProperties": False,
                            "required": ["receivers", "exporters"],
                            "properties": {
                                "receivers": {**_STRINGS, "minItems": 1},
                                "processors": _STRINGS,
                                "exporters": {**_STRINGS, "minItems": 1},
                            },
                        }
                    },
                }
            },
        },
    },
}
_BY_SECTION = {
    "receivers": _RECEIVER_SCHEMAS,
    "processors": _PROCESSOR_SCHEMAS,
    "exporters": _EXPORTER_SCHEMAS,
}

# an OTTL string literal as IsMatch's second argument
_ISMATCH = re.compile(r'IsMatch\([^,]*,\s*"((?:[^"\\]|\\.)*)"\)')


def _ottl_unescape(literal: str) -> str:
    return re.sub(r"\\(.)", r"\1", literal)


def _schema_errors(config: Any) -> Iterator[str]:
    validator = jsonschema.Draft202012Validator(TOP_SCHEMA)
    for error in validator.iter_errors(config):
        yield f"schema: {'/'.join(map(str, error.absolute_path)) or '<root>'}: {error.message}"
    if not isinstance(config, dict):
        return
    for section in SECTIONS:
        components = config.get(section)
        if not isinstance(components, dict):
            continue
        for name, body in components.items():
            kind = str(name).split("/", 1)[0]
            schema = _BY_SECTION[section].get(kind)
            if schema is None:
                yield f"schema: {section}/{name}: component type {kind!r} is not in the shipped subset"
                continue
            for error in jsonschema.Draft202012Validator(schema).iter_errors(body):
                where = "/".join(map(str, error.absolute_path))
                yield f"schema: {section}/{name}{'/' + where if where else ''}: {error.message}"


def _reference_errors(config: dict[str, Any]) -> Iterator[str]:
    pipelines = (config.get("service") or {}).get("pipelines") or {}
    used: dict[str, set[str]] = {section: set() for section in SECTIONS}
    for pipeline_name, pipeline in pipelines.items():
        if not isinstance(pipeline, dict):
            continue
        for section in SECTIONS:
            names = pipeline.get(section) or []
            defined = config.get(section) or {}
            for name in names:
                used[section].add(name)
                if name not in defined:
                    yield f"reference: pipeline {pipeline_name!r} names undefined {section[:-1]} {name!r}"
            if len(set(names)) != len(names):
                yield f"reference: pipeline {pipeline_name!r} lists a {section[:-1]} twice"
        processors = pipeline.get("processors") or []
        if processors and processors[0] != "memory_limiter":
            yield f"reference: pipeline {pipeline_name!r} must start with memory_limiter"
    for section in SECTIONS:
        for name in config.get(section) or {}:
            if name not in used[section]:
                yield f"reference: {section[:-1]} {name!r} is defined but no pipeline uses it"


def regexes(config: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(where, pattern) for every regular expression in the config."""
    for name, body in (config.get("processors") or {}).items():
        if not isinstance(body, dict):
            continue
        for key in ("blocked_values", "allowed_values", "blocked_key_patterns"):
            for i, pattern in enumerate(body.get(key) or []):
                yield f"processors/{name}/{key}[{i}]", pattern
        statements: list[str] = []
        for group in [*(body.get("trace_statements") or []), *(body.get("metric_statements") or [])]:
            statements.extend(group.get("statements") or [])
        for signal in ("traces", "metrics"):
            for conditions in (body.get(signal) or {}).values():
                statements.extend(conditions or [])
        for i, statement in enumerate(statements):
            for match in _ISMATCH.finditer(statement):
                yield f"processors/{name}/statement[{i}]", _ottl_unescape(match.group(1))


def _regex_errors(config: dict[str, Any]) -> Iterator[str]:
    options = re2.Options()
    options.log_errors = False
    seen: set[str] = set()
    for where, pattern in regexes(config):
        if pattern in seen:
            continue
        seen.add(pattern)
        try:
            re2.compile(pattern, options)
        except Exception as exc:  # re2.error and friends
            yield f"regex: {where}: does not compile with RE2: {pattern!r} ({exc})"


def validate(config: Any) -> list[str]:
    errors = list(_schema_errors(config))
    if isinstance(config, dict):
        errors += _reference_errors(config)
        errors += _regex_errors(config)
    return errors


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    path = Path(args[0]) if args else DEFAULT
    config = yaml.safe_load(path.read_text(encoding="utf-8"))
    errors = validate(config)
    for error in errors:
        print(error)
    if errors:
        print(f"{path}: {len(errors)} error(s)")
        return 1
    print(f"{path}: valid ({sum(1 for _ in regexes(config))} regexes compiled with RE2)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
