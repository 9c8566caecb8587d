"""Result types of the memory-content scanners.

A finding names a category and a character span, never the offending text: findings travel
to the audit log, the review screen and API responses (CONTRACT section 5), where a copy of a
secret or of an injection payload must not appear.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

import numpy as np
from numpy.typing import NDArray

Verdict = Literal["clean", "suspicious", "reject"]


@dataclass(frozen=True, slots=True)
class Finding:
    """One detection: ``category`` (``secret.*``, ``pii.*``, ``injection.*``, ``authority.*``)
    over ``text[start:end]``.

    ``rule`` names what raised it (a rule id, ``authority.<action>.<object>``, or the
    classifier's version); a classifier finding also carries its ``score`` and the
    ``threshold`` it met, so a reviewer can see why it was raised.
    """

    category: str
    start: int
    end: int
    rule: str = ""
    score: float | None = None
    threshold: float | None = None

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
    """Outcome of the full scan; ``findings`` index into the scanned text.

    ``embedding`` is the MiniLM embedding of the whole scanned text (the content as it will
    be stored), computed once for the classifier, so vector search can store it as is.
    """

    verdict: Verdict
    findings: tuple[Finding, ...]
    scanner_version: str
    classifier_score: float | None
    embedding: NDArray[np.float32] | None = field(default=None, compare=False, repr=False)
