"""Secret detection and redaction: detect-secrets' plugins in-process plus our own rule file.

detect-secrets is used through its plugin classes only. Its ``scan_line`` entry point goes
through process-global settings (``transient_settings`` swaps them under every caller) and,
with the default filters, may call provider APIs to verify a candidate. Here every plugin is
instantiated once, ``analyze_string`` is called directly (that path never verifies), and the
package's heuristic filters are applied as plain functions, so scanning is thread-safe,
offline and free of baseline files.

``secret_rules.toml`` adds the formats detect-secrets misses or only half-matches; where both
engines hit overlapping text the spans are merged and the higher-priority rule names the
redaction.
"""

from __future__ import annotations

import re
import threading
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources
from typing import Any, cast

from statecore.scanning.types import Finding, Redaction

RULES_FILE = "secret_rules.toml"

# detect-secrets plugins left out, and why:
# - HexHighEntropyString: git SHAs, digests and build ids are everyday memory content and are
#   indistinguishable from hex secrets by shape; the formats that matter have their own rules.
# - IPPublicDetector: an IP address is not a credential; PII scanning decides about addresses.
EXCLUDED_PLUGINS = frozenset({"HexHighEntropyString", "IPPublicDetector"})

# detect-secrets' secret_type -> our category vocabulary (shared with secret_rules.toml).
_DETECT_SECRETS_CATEGORIES = {
    "AWS Access Key": "secret.aws_access_key",
    "Basic Auth Credentials": "secret.url_credentials",
    "GitHub Token": "secret.github_token",
    "GitLab Token": "secret.gitlab_token",
    "JSON Web Token": "secret.jwt",
    "OpenAI Token": "secret.openai_api_key",
    "Private Key": "secret.private_key",
    "Secret Keyword": "secret.credential_assignment",
    "Slack Token": "secret.slack_token",
    "Stripe Access Key": "secret.stripe_key",
    "Base64 High Entropy String": "secret.high_entropy_string",
}
_DETECT_SECRETS_PRIORITY = 5
MIN_SECRET_LINE = 8
_HIGH_ENTROPY_PRIORITY = 1

# Characters a token is made of; a detect-secrets hit is widened over them because several
# plugins yield only a capture group (e.g. "ghp" for a whole GitHub token).
_TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+/=.~")

_PLACEHOLDER = re.compile(
    r"(?i)^(?:\$\{?[a-z_][a-z0-9_]*\}?|\{\{?\s*[\w.]+\s*\}?\}|<[^>]*>|%\(?\w*\)?s|\*+|x+|\.{3,}|"
    r"pass(?:word)?|secret|changeme|redacted|your[_-]?\w*|example\w*|dummy\w*|placeholder)$"
)
_INDIRECT = re.compile(r"[(\[{$%]")
_SRI_PREFIXES = ("sha1-", "sha256-", "sha384-", "sha512-")


@dataclass(frozen=True, slots=True)
class SecretRule:
    id: str
    category: str
    pattern: re.Pattern[str]
    priority: int
    require: frozenset[str]
    near: str | None
    window: int
    placeholder_check: bool


@dataclass(frozen=True, slots=True)
class _Hit:
    category: str
    start: int
    end: int
    priority: int


def load_rules(text: str | None = None) -> tuple[SecretRule, ...]:
    """Parse the rule file (or ``text``, for tests) into compiled rules."""
    if text is None:
        text = resources.files("statecore.scanning").joinpath(RULES_FILE).read_text(encoding="utf-8")
    data = tomllib.loads(text)
    rules = []
    for raw in cast(list[dict[str, Any]], data["rule"]):
        require = frozenset(cast(list[str], raw.get("require", [])))
        unknown = require - {"upper", "lower", "digit"}
        if unknown:
            raise ValueError(f"rule {raw['id']}: unknown require classes {sorted(unknown)}")
        rules.append(
            SecretRule(
                id=str(raw["id"]),
                category=str(raw["category"]),
                pattern=re.compile(str(raw["pattern"])),
                priority=int(raw.get("priority", 10)),
                require=require,
                near=cast(str | None, raw.get("near")),
                window=int(raw.get("window", 0)),
                placeholder_check=bool(raw.get("placeholder_check", False)),
            )
        )
    return tuple(rules)


def _has_classes(value: str, required: frozenset[str]) -> bool:
    if "upper" in required and not any(c.isupper() for c in value):
        return False
    if "lower" in required and not any(c.islower() for c in value):
        return False
    return not ("digit" in required and not any(c.isdigit() for c in value))


def _is_placeholder(value: str) -> bool:
    # For "user:password" userinfo only the password half can be a template.
    candidate = value.split(":", 1)[1] if ":" in value else value
    return bool(_PLACEHOLDER.match(candidate)) or bool(_INDIRECT.search(candidate))


class _DetectSecretsAdapter:
    """detect-secrets plugins, instantiated once and called without the global settings."""

    def __init__(self) -> None:
        from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
        from detect_secrets.filters import heuristic
        from detect_secrets.plugins.base import RegexBasedDetector
        from detect_secrets.plugins.high_entropy_strings import HighEntropyStringsPlugin
        from detect_secrets.plugins.keyword import KeywordDetector

        self._heuristic = heuristic
        self._regex_base = RegexBasedDetector
        self._entropy_base = HighEntropyStringsPlugin
        self._keyword_cls = KeywordDetector
        mapping: dict[str, Any] = get_mapping_from_secret_type_to_class()
        # The mapping is typed with the abstract base class; every entry is a concrete plugin.
        plugin_classes = [cast(Any, cls) for cls in mapping.values() if cls.__name__ not in EXCLUDED_PLUGINS]
        self.plugins: tuple[Any, ...] = tuple(cls() for cls in plugin_classes)

    @staticmethod
    def category_for(secret_type: str) -> str:
        known = _DETECT_SECRETS_CATEGORIES.get(secret_type)
        if known is not None:
            return known
        return "secret." + re.sub(r"[^a-z0-9]+", "_", secret_type.lower()).strip("_")

    def _filtered(self, plugin: Any, secret: str, line: str) -> bool:
        h = self._heuristic
        if (
            h.is_sequential_string(secret)
            or h.is_potential_uuid(secret)
            or h.is_likely_id_string(secret, line, plugin)
            or h.is_templated_secret(secret)
            or h.is_prefixed_with_dollar_sign(secret)
            or h.is_not_alphanumeric_string(secret)
            or _PLACEHOLDER.match(secret)
        ):
            return True
        if isinstance(plugin, self._keyword_cls):
            return bool(h.is_indirect_reference(line)) or _is_placeholder(secret)
        if isinstance(plugin, self._entropy_base):
            # Subresource-integrity digests ("integrity": "sha512-...") in lock files.
            return secret.startswith(_SRI_PREFIXES)
        return False

    def hits(self, text: str) -> Iterator[_Hit]:
        offset = 0
        for line in text.splitlines(keepends=True):
            body = line.rstrip("\r\n")
            # No plugin matches fewer than 8 visible characters; skipping such lines keeps a
            # text of many tiny lines from costing one pass of every plugin per line.
            if len(body.strip()) >= MIN_SECRET_LINE:
                yield from self._line_hits(body, offset)
            offset += len(line)

    def _line_hits(self, line: str, offset: int) -> Iterator[_Hit]:
        for plugin in self.plugins:
            category = self.category_for(str(plugin.secret_type))
            if isinstance(plugin, self._regex_base):
                spans = self._regex_spans(plugin, line)
                priority = _DETECT_SECRETS_PRIORITY
            else:
                spans = self._value_spans(plugin, line)
                is_entropy = isinstance(plugin, self._entropy_base)
                priority = _HIGH_ENTROPY_PRIORITY if is_entropy else _DETECT_SECRETS_PRIORITY
            for start, end in spans:
                yield _Hit(category, offset + start, offset + end, priority)

    def _regex_spans(self, plugin: Any, line: str) -> Iterator[tuple[int, int]]:
        for regex in plugin.denylist:
            for match in regex.finditer(line):
                groups = [i for i in range(1, (regex.groups or 0) + 1) if match.group(i)]
                spans = [match.span(i) for i in groups] or [match.span()]
                for start, end in spans:
                    value = line[start:end]
                    if self._filtered(plugin, value, line):
                        continue
                    yield _widen(line, start, end)

    def _value_spans(self, plugin: Any, line: str) -> Iterator[tuple[int, int]]:
        for value in set(plugin.analyze_string(line)):
            if not value:
                continue
            if isinstance(plugin, self._entropy_base) and not (
                plugin.calculate_shannon_entropy(value) > plugin.entropy_limit
            ):
                continue
            if self._filtered(plugin, value, line):
                continue
            for match in re.finditer(re.escape(value), line):
                yield _widen(line, *match.span())


def _widen(line: str, start: int, end: int) -> tuple[int, int]:
    while start > 0 and line[start - 1] in _TOKEN_CHARS:
        start -= 1
    while end < len(line) and line[end] in _TOKEN_CHARS:
        end += 1
    while end > start and line[end - 1] == ".":
        end -= 1
    return start, end


class SecretDetector:
    """Both engines behind one ``findings(text)``; build once, reuse across threads."""

    def __init__(
        self, rules: tuple[SecretRule, ...] | None = None, *, use_detect_secrets: bool = True
    ) -> None:
        self.rules = load_rules() if rules is None else rules
        self._adapter = _DetectSecretsAdapter() if use_detect_secrets else None

    def _rule_hits(self, text: str) -> list[_Hit]:
        hits: list[_Hit] = []
        deferred: list[SecretRule] = []
        for rule in self.rules:
            if rule.near is not None:
                deferred.append(rule)
                continue
            hits.extend(self._apply(rule, text))
        for rule in deferred:
            anchors = [h for h in hits if h.category == rule.near]
            if not anchors:
                continue
            for hit in self._apply(rule, text):
                if any(
                    hit.start - rule.window <= a.end and a.start <= hit.end + rule.window for a in anchors
                ):
                    hits.append(hit)
        return hits

    @staticmethod
    def _apply(rule: SecretRule, text: str) -> Iterator[_Hit]:
        has_group = "secret" in rule.pattern.groupindex
        for match in rule.pattern.finditer(text):
            start, end = match.span("secret") if has_group else match.span()
            value = text[start:end]
            if not value or (rule.require and not _has_classes(value, rule.require)):
                continue
            if rule.placeholder_check and _is_placeholder(value):
                continue
            yield _Hit(rule.category, start, end, rule.priority)

    def findings(self, text: str) -> tuple[Finding, ...]:
        """Merged, non-overlapping secret spans over ``text``, sorted by position."""
        hits = self._rule_hits(text)
        if self._adapter is not None:
            hits.extend(self._adapter.hits(text))
        return _merge(hits)


def _merge(hits: list[_Hit]) -> tuple[Finding, ...]:
    """Fold overlapping hits into one span named by the highest-priority (then longest) hit."""
    merged: list[Finding] = []
    cluster: list[_Hit] = []
    cluster_end = -1

    def flush() -> None:
        if cluster:
            best = max(cluster, key=lambda h: (h.priority, h.end - h.start, h.category))
            merged.append(Finding(best.category, min(h.start for h in cluster), cluster_end))

    for hit in sorted(hits, key=lambda h: (h.start, -h.end)):
        if hit.start >= hit.end:
            continue
        if cluster and hit.start < cluster_end:
            cluster.append(hit)
            cluster_end = max(cluster_end, hit.end)
            continue
        flush()
        cluster = [hit]
        cluster_end = hit.end
    flush()
    return tuple(merged)


def placeholder(category: str) -> str:
    return f"[REDACTED:{category}]"


def apply_redaction(text: str, findings: tuple[Finding, ...]) -> Redaction:
    """Replace each (non-overlapping, sorted) finding by its placeholder."""
    parts: list[str] = []
    out: list[Finding] = []
    cursor = 0
    length = 0
    for finding in findings:
        kept = text[cursor : finding.start]
        parts.append(kept)
        length += len(kept)
        mark = placeholder(finding.category)
        parts.append(mark)
        out.append(Finding(finding.category, length, length + len(mark)))
        length += len(mark)
        cursor = finding.end
    parts.append(text[cursor:])
    return Redaction(text="".join(parts), findings=tuple(out))


_detector: SecretDetector | None = None
_detector_lock = threading.Lock()


def default_detector() -> SecretDetector:
    """The process-wide detector, built on first use (double-checked under a lock)."""
    global _detector
    detector = _detector
    if detector is None:
        with _detector_lock:
            detector = _detector
            if detector is None:
                detector = _detector = SecretDetector()
    return detector


def secret_findings(text: str) -> tuple[Finding, ...]:
    return default_detector().findings(text)


def redact_secrets(text: str) -> Redaction:
    """Replace every detected secret by ``[REDACTED:<category>]``; fast and synchronous."""
    return apply_redaction(text, secret_findings(text))
