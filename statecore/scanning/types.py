"""Result types of the memory-content scanners.

A finding names a category and a character span, never the offending text: findings travel
to the audit log, the review screen and API responses (CONTRACT section 5), where a copy of a
secret or of an injection payload must not appear.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Verdict = Literal["clean", "suspicious", "reject"]


@dataclass(frozen=True, slots=True)
class Finding:
    """One detection: ``category`` (``secret.*``, ``pii.*``, ``injection.*``) over ``text[start:end]``."""

    category: str
    start: int
    end: int

    def __post_init__(self) -> None:
        if not 0 <= self.start <= self.end:
            raise ValueError("finding span must satisfy 0 <= start <= end")


@dataclass(frozen=True, slots=True)
class Redaction:
    """Text with every detected secret replaced by ``[REDACTED:<category>]``.

    ``findings`` index into the redacted ``text``: each covers its placeholder, so a reviewer
    can highlight what was removed without the original ever being kept.
    """

    text: str
    findings: tuple[Finding, ...]


@dataclass(frozen=True, slots=True)
class ScanResult:
    """Outcome of the full scan; ``findings`` index into the scanned text."""

    verdict: Verdict
    findings: tuple[Finding, ...]
    scanner_version: str
    classifier_score: float | None
