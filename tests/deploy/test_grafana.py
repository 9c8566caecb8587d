"""deploy/grafana/statecore.json: valid JSON, a Prometheus datasource variable, and every series
a panel queries is one the service exports, named as the collector's prometheus exporter names
the policy's instruments (telemetry.policy.MetricSpec.prometheus_names); every instrument of the
policy has a panel."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from telemetry import policy
from tests.deploy.manifests import DEPLOY

DASHBOARD = DEPLOY / "grafana" / "statecore.json"
#: series the collector's prometheus exporter adds of its own (the resource, as a series)
EXPORTER_SERIES = frozenset({"target_info"})
#: PromQL words that look like a series name in an expression but are not one
PROMQL_WORDS = frozenset(
    {
        "sum",
        "max",
        "min",
        "avg",
        "count",
        "by",
        "without",
        "rate",
        "increase",
        "histogram_quantile",
        "le",
        "job",
        "collector",
        "label_values",
    }
)
_IDENT = re.compile(r"[A-Za-z_:][A-Za-z0-9_:]*")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_GROUPING = re.compile(r"\b(?:by|without)\s*\(([^)]*)\)")
_MATCHERS = re.compile(r"\{[^}]*\}")
_RANGE = re.compile(r"\[[^\]]*\]")


def _dashboard() -> dict[str, Any]:
    return dict(json.loads(DASHBOARD.read_text(encoding="utf-8")))


def _panels(dashboard: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for panel in dashboard["panels"]:
        yield panel
        yield from panel.get("panels", [])


def _expressions(dashboard: dict[str, Any]) -> Iterator[tuple[str, str]]:
    for panel in _panels(dashboard):
        for target in panel.get("targets", []):
            yield panel["title"], target["expr"]


def series_names(expr: str) -> set[str]:
    """The series an expression selects: identifiers outside strings, label matchers, ranges
    and grouping clauses, that are not PromQL words or numbers."""
    text = _STRING.sub('""', expr)
    text = _MATCHERS.sub(" ", text)
    text = _RANGE.sub(" ", text)
    text = _GROUPING.sub(" ", text)
    return {name for name in _IDENT.findall(text) if name not in PROMQL_WORDS}


def _labels(expr: str) -> set[str]:
    text = _STRING.sub('""', expr)
    found: set[str] = set()
    for group in _GROUPING.findall(text):
        found |= {g.strip() for g in group.split(",") if g.strip()}
    for matchers in _MATCHERS.findall(text):
        found |= set(re.findall(r"([A-Za-z_][A-Za-z0-9_]*)\s*(?:=~|!~|!=|=)", matchers))
    return found


def _exported() -> dict[str, policy.MetricSpec]:
    return {name: spec for spec in policy.ALLOWED_METRICS.values() for name in spec.prometheus_names()}


def test_dashboard_is_valid_json_with_a_prometheus_datasource_variable() -> None:
    dashboard = _dashboard()
    variables = {v["name"]: v for v in dashboard["templating"]["list"]}
    assert variables["datasource"]["type"] == "datasource"
    assert variables["datasource"]["query"] == "prometheus"
    ids = [p["id"] for p in _panels(dashboard)]
    assert len(ids) == len(set(ids))
    for panel in _panels(dashboard):
        if panel["type"] == "row":
            continue
        assert panel["datasource"] == {"type": "prometheus", "uid": "${datasource}"}, panel["title"]
        assert panel["targets"], panel["title"]
        for target in panel["targets"]:
            assert target["datasource"]["uid"] == "${datasource}", panel["title"]


def test_every_queried_series_is_exported_by_the_service() -> None:
    exported = _exported()
    for title, expr in _expressions(_dashboard()):
        names = series_names(expr)
        assert names, (title, expr)
        for name in names:
            assert name in exported or name in EXPORTER_SERIES, (title, name)


def test_every_label_a_panel_uses_is_an_allowed_label() -> None:
    """Grouping and matching only on labels the policy allows (Prometheus spelling), plus
    `le`, `job` and the scrape's `collector`."""
    exported = _exported()
    for title, expr in _expressions(_dashboard()):
        allowed = {"le", "job", "collector", "__name__"}
        for name in series_names(expr):
            if name in exported:
                allowed |= {key.replace(".", "_") for key in exported[name].labels}
        assert _labels(expr) <= allowed, (title, expr)


def test_every_instrument_has_a_panel() -> None:
    queried = {name for _, expr in _expressions(_dashboard()) for name in series_names(expr)}
    for spec in policy.ALLOWED_METRICS.values():
        assert queried & set(spec.prometheus_names()), spec.name


def test_the_parser_sees_what_it_must() -> None:
    expr = 'sum by (le, http_route) (max without (collector) (rate(a_b_bucket{job=~"$job",x="rate"}[5m])))'
    assert series_names(expr) == {"a_b_bucket"}
    assert _labels(expr) == {"le", "http_route", "collector", "job", "x"}
