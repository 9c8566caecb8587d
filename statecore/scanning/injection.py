"""Deterministic authority-widening rules over normalised and decoded views of a text.

A hit on any view is reported once per (category, source span); a decoded view reports the
whole encoded run, since the offending words exist only after decoding.
"""

from __future__ import annotations

import re
import threading
import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any, cast

from statecore.scanning.normalize import views
from statecore.scanning.types import Finding

RULES_FILE = "injection_rules.toml"
_MACRO = re.compile(r"\{([a-z_]+)\}")
EXCLUDE_LOOKAHEAD = 40
EXCLUDE_LOOKBEHIND = 40


@dataclass(frozen=True, slots=True)
class InjectionRule:
    id: str
    category: str
    source: str  # the pattern after macro expansion (what RE2 compatibility is checked on)
    pattern: re.Pattern[str]
    exclude: re.Pattern[str] | None
    exclude_before: re.Pattern[str] | None = None


def expand(pattern: str, macros: dict[str, str]) -> str:
    def sub(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in macros:
            raise KeyError(f"unknown macro {{{name}}}")
        return macros[name]

    return _MACRO.sub(sub, pattern)


def load_rules(text: str | None = None) -> tuple[InjectionRule, ...]:
    if text is None:
        text = resources.files("statecore.scanning").joinpath(RULES_FILE).read_text(encoding="utf-8")
    data = tomllib.loads(text)
    macros = {str(k): str(v) for k, v in cast(dict[str, Any], data.get("macros", {})).items()}
    rules = []
    seen: set[str] = set()
    for raw in cast(list[dict[str, Any]], data["rule"]):
        rule_id = str(raw["id"])
        if rule_id in seen:
            raise ValueError(f"duplicate injection rule id {rule_id}")
        seen.add(rule_id)
        source = expand(str(raw["pattern"]), macros)
        exclude = raw.get("exclude")
        before = raw.get("exclude_before")
        rules.append(
            InjectionRule(
                id=rule_id,
                category=str(raw["category"]),
                source=source,
                pattern=re.compile(source),
                exclude=re.compile(expand(str(exclude), macros)) if exclude else None,
                exclude_before=re.compile(expand(str(before), macros)) if before else None,
            )
        )
    return tuple(rules)


@dataclass(frozen=True, slots=True)
class RuleHit:
    """A finding plus the rule and view that produced it (for tests and the evaluation only)."""

    finding: Finding
    rule_id: str
    view: str


class InjectionDetector:
    def __init__(self, rules: tuple[InjectionRule, ...] | None = None) -> None:
        self.rules = load_rules() if rules is None else rules

    def hits(self, text: str) -> list[RuleHit]:
        found: dict[tuple[str, int, int], RuleHit] = {}
        for view in views(text):
            for rule in self.rules:
                for match in rule.pattern.finditer(view.text):
                    if rule.exclude is not None:
                        window = view.text[match.start() : match.end() + EXCLUDE_LOOKAHEAD]
                        if rule.exclude.search(window):
                            continue
                    if rule.exclude_before is not None:
                        window = view.text[max(0, match.start() - EXCLUDE_LOOKBEHIND) : match.start()]
                        if rule.exclude_before.search(window):
                            continue
                    start, end = view.source_span(*match.span())
                    key = (rule.category, start, end)
                    if key not in found:
                        found[key] = RuleHit(Finding(rule.category, start, end), rule.id, view.label)
        return sorted(found.values(), key=lambda h: (h.finding.start, h.finding.end, h.finding.category))

    def findings(self, text: str) -> tuple[Finding, ...]:
        """One finding per (category, span); overlapping spans of one category are merged."""
        by_category: dict[str, list[tuple[int, int, str]]] = {}
        for hit in self.hits(text):
            by_category.setdefault(hit.finding.category, []).append(
                (hit.finding.start, hit.finding.end, hit.rule_id)
            )
        merged: list[Finding] = []
        for category, spans in by_category.items():
            spans.sort()
            start, end, rule = spans[0]
            for next_start, next_end, next_rule in spans[1:]:
                if next_start < end:
                    end = max(end, next_end)
                    continue
                merged.append(Finding(category, start, end, rule=f"injection.{rule}"))
                start, end, rule = next_start, next_end, next_rule
            merged.append(Finding(category, start, end, rule=f"injection.{rule}"))
        return tuple(sorted(merged, key=lambda f: (f.start, f.end, f.category)))


_detector: InjectionDetector | None = None
_detector_lock = threading.Lock()


def default_detector() -> InjectionDetector:
    global _detector
    detector = _detector
    if detector is None:
        with _detector_lock:
            detector = _detector
            if detector is None:
                detector = _detector = InjectionDetector()
    return detector


def injection_findings(text: str) -> tuple[Finding, ...]:
    return default_detector().findings(text)
