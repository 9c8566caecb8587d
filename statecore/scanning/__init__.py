"""Scanners for memory content: secrets, PII and authority-widening instructions.

Pure Python: no Django, no database, no network. Memory content is untrusted model output;
the write pipeline calls :func:`redact_secrets` inline before anything is stored and
:func:`scan` (in a Celery task) on the redacted text. Findings carry categories and character
spans only, never the offending text.

- secrets: detect-secrets plugins in-process (no verification, no baseline) plus
  ``secret_rules.toml``;
- PII: presidio-analyzer's pattern recognizers on the ``no_op`` NLP engine (no spaCy model);
- authority widening: ``injection_rules.toml`` over normalised and decoded views (reject);
- a small TF-IDF/logistic-regression classifier (``injection_model.json``) whose score only
  routes a write to approval.
"""

from statecore.scanning.scanner import SCANNER_VERSION, scan, warm_up
from statecore.scanning.secrets import redact_secrets
from statecore.scanning.types import Finding, Redaction, ScanResult, Verdict

__all__ = [
    "SCANNER_VERSION",
    "Finding",
    "Redaction",
    "ScanResult",
    "Verdict",
    "redact_secrets",
    "scan",
    "warm_up",
]
