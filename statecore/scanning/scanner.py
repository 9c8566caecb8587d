"""The full scan of one memory body: secrets, PII, authority-widening rules, classifier."""

from __future__ import annotations

import hashlib
import json
from importlib import metadata, resources
from typing import Any

from statecore.scanning.classifier import MODEL_FILE, default_classifier
from statecore.scanning.injection import RULES_FILE as INJECTION_RULES_FILE
from statecore.scanning.injection import default_detector as default_injection_detector
from statecore.scanning.injection import injection_findings
from statecore.scanning.pii import analyzer, pii_findings
from statecore.scanning.secrets import RULES_FILE as SECRET_RULES_FILE
from statecore.scanning.secrets import default_detector as default_secret_detector
from statecore.scanning.secrets import secret_findings
from statecore.scanning.types import Finding, ScanResult, Verdict

# Bump when detection code changes behaviour; data-file and library changes are picked up by
# the digest and the versions below.
ENGINE_REVISION = 2
CLASSIFIER_CATEGORY = "injection.classifier"
# In a JSON document the classifier reads each string (keys and values) on its own, and only
# strings of at least this many words: the model is trained on prose, scores JSON punctuation
# and one- or two-word labels ("text", "dark mode") as noise, and an instruction needs a phrase.
# The rules (secrets, PII, authority widening) still read the whole raw document.
JSON_MIN_WORDS = 3


def _scanner_version() -> str:
    digest = hashlib.sha256()
    package = resources.files("statecore.scanning")
    for name in (SECRET_RULES_FILE, INJECTION_RULES_FILE, MODEL_FILE):
        ref = package.joinpath(name)
        digest.update(name.encode())
        digest.update(ref.read_bytes() if ref.is_file() else b"-")
    libraries = "+".join(
        f"{short}{metadata.version(dist)}"
        for short, dist in (("ds", "detect-secrets"), ("pa", "presidio-analyzer"))
    )
    return f"{ENGINE_REVISION}+{libraries}+{digest.hexdigest()[:10]}"


# Scan results are keyed by (proposal, content_sha256, scanner_version): a changed rule file,
# model or library version yields a new key, so old results are not reused for a new scanner.
SCANNER_VERSION: str = _scanner_version()


def _json_strings(text: str) -> list[str] | None:
    """Every string key and value of a JSON document (None when ``text`` is not JSON)."""
    try:
        document = json.loads(text)
    except ValueError:
        return None
    out: list[str] = []
    stack: list[Any] = [document]
    while stack:
        node = stack.pop()
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, dict):
            out.extend(str(k) for k in node)
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return out


def _classifier_score(classifier: Any, text: str, content_type: str) -> tuple[float, int, int]:
    strings = _json_strings(text) if content_type == "application/json" else None
    if strings is None:
        score: tuple[float, int, int] = classifier.score_span(text)
        return score
    phrases = [s for s in strings if len(s.split()) >= JSON_MIN_WORDS]
    best = max((classifier.score_span(p)[0] for p in phrases), default=0.0)
    return best, 0, len(text)  # the finding covers the document: a string has no single span


def scan(text: str, content_type: str = "text/plain") -> ScanResult:
    """Scan already-redacted memory content; findings index into ``text``.

    - a leftover secret (redaction runs inline before storage, so this is a miss there) or any
      PII makes the write "suspicious": a human decides;
    - an authority-widening rule hit makes it "reject";
    - a classifier score at or above the tuned threshold makes it "suspicious", never "reject".
    """
    secrets = secret_findings(text)
    pii = pii_findings(text)
    injection = injection_findings(text)
    findings = [*secrets, *pii, *injection]

    classifier = default_classifier()
    score: float | None = None
    flagged_by_classifier = False
    if classifier is not None:
        score, start, end = _classifier_score(classifier, text, content_type)
        flagged_by_classifier = classifier.is_suspicious(score)
        if flagged_by_classifier:
            findings.append(Finding(CLASSIFIER_CATEGORY, start, end))

    verdict: Verdict = "clean"
    if injection:
        verdict = "reject"
    elif secrets or pii or flagged_by_classifier:
        verdict = "suspicious"
    ordered = tuple(sorted(findings, key=lambda f: (f.start, f.end, f.category)))
    return ScanResult(
        verdict=verdict,
        findings=ordered,
        scanner_version=SCANNER_VERSION,
        classifier_score=None if score is None else round(score, 4),
    )


def warm_up() -> None:
    """Build every lazy singleton now (e.g. in Celery's ``worker_process_init``), not on the first scan."""
    default_secret_detector()
    default_injection_detector()
    default_classifier()
    analyzer()
