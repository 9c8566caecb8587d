"""Scanners for memory content: secrets, PII and authority widening.

Pure Python: no Django, no database, no network. Memory content is untrusted model output;
the write pipeline calls :func:`redact_secrets` inline before anything is stored and
:func:`scan` (in a Celery task) on the redacted text. Findings carry categories, character
spans and what raised them (a rule id, or the model's score and threshold), never the
offending text.

- secrets: detect-secrets plugins in-process (no verification, no baseline) plus
  ``secret_rules.toml``;
- PII: presidio-analyzer's pattern recognizers on the ``no_op`` NLP engine (no spaCy model);
- authority: ``authority.py``, the deployment's closed vocabulary of what memory may never
  grant, and the judge of what a memory does with it (widening rejects, a named mention goes
  to approval); ``injection_rules.toml`` over normalised and decoded views (reject);
- a fine-tuned injection head (``injection_head.onnx``: MiniLM's layers 3-5 and a linear unit)
  reading the hidden states of the scan's one MiniLM run (and a window head, trained also on
  texts set among prose, for the short windows of a long memory), whose score only routes a
  write to approval; that run's sentence embedding is handed on in the result for search.
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
