"""PII detection with presidio-analyzer's pattern recognizers on the ``no_op`` NLP engine.

The ``no_op`` engine (presidio-analyzer >= 2.2.361) runs no spaCy pipeline, so no model is
downloaded or loaded; only the regex/checksum recognizers take part. Context words cannot lift
a score without lemmas, which is why recognizers whose base score is "very weak" (passport,
bank account, driver licence shapes) are left out: they could never pass the threshold.

Presidio's stock ``EmailRecognizer`` validates the domain with ``tldextract.extract``, whose
default extractor downloads the public-suffix list on first use (and writes a disk cache).
``_OfflineEmailRecognizer`` uses an extractor pinned to the snapshot bundled in the wheel.
"""

from __future__ import annotations

import ipaddress
import threading
from typing import TYPE_CHECKING, Any

from statecore.scanning.types import Finding

if TYPE_CHECKING:
    from presidio_analyzer import AnalyzerEngine

LANGUAGE = "en"

# Entity -> the minimum presidio score reported. Validated matches (Luhn, IBAN/NHS/DEA
# checksums, crypto address checksums, a resolvable e-mail suffix) score 1.0; unvalidated
# shapes score their pattern's base (phone 0.4, SSN/ITIN "medium" 0.5, IP 0.6).
MIN_SCORES: dict[str, float] = {
    "EMAIL_ADDRESS": 0.5,
    "PHONE_NUMBER": 0.4,
    "CREDIT_CARD": 0.5,
    "IBAN_CODE": 0.5,
    "US_SSN": 0.5,
    "US_ITIN": 0.5,
    "IP_ADDRESS": 0.5,
    "CRYPTO": 0.5,
    "UK_NHS": 0.5,
    "UK_NINO": 0.5,
    "MEDICAL_LICENSE": 0.5,
    "ES_NIF": 0.5,
    "ES_NIE": 0.5,
    "IT_FISCAL_CODE": 0.5,
    "PL_PESEL": 0.5,
    "FI_PERSONAL_IDENTITY_CODE": 0.5,
    "SE_PERSONNUMMER": 0.5,
}
ENTITIES = tuple(MIN_SCORES)
# Mailbox names that name a service or a team, not a person (RFC 2142, section 3-5, and the role
# addresses organisations commonly add)
ROLE_MAILBOXES = frozenset(
    {
        *("info", "marketing", "sales", "support", "abuse", "noc", "security", "postmaster", "hostmaster"),
        *("usenet", "news", "webmaster", "www", "uucp", "ftp"),
        *("help", "helpdesk", "servicedesk", "billing", "accounts", "ap", "ar", "invoices", "payables"),
        *("receivables", "finance", "jobs", "careers", "recruiting", "hr", "privacy", "legal", "compliance"),
        *("noreply", "no-reply", "donotreply", "do-not-reply", "notifications", "alerts", "contact", "hello"),
        *("press", "media", "office", "team", "admissions", "orders", "returns", "reservations", "bookings"),
    }
)


def _recognizers() -> list[Any]:
    import tldextract
    from presidio_analyzer.predefined_recognizers import (
        CreditCardRecognizer,
        CryptoRecognizer,
        EmailRecognizer,
        EsNieRecognizer,
        EsNifRecognizer,
        FiPersonalIdentityCodeRecognizer,
        IbanRecognizer,
        IpRecognizer,
        ItFiscalCodeRecognizer,
        MedicalLicenseRecognizer,
        NhsRecognizer,
        PhoneRecognizer,
        PlPeselRecognizer,
        SePersonnummerRecognizer,
        UkNinoRecognizer,
        UsItinRecognizer,
        UsSsnRecognizer,
    )

    # No URLs and no cache directory: tldextract reads only its bundled snapshot.
    offline_extract = tldextract.TLDExtract(cache_dir=None, suffix_list_urls=(), fallback_to_snapshot=True)

    class _OfflineEmailRecognizer(EmailRecognizer):
        def validate_result(self, pattern_text: str) -> bool:
            return bool(offline_extract(pattern_text).fqdn)

        def invalidate_result(self, pattern_text: str) -> bool:
            """A role mailbox (RFC 2142's and their kin: support@, billing@, jobs@) names a
            function of an organisation, not a person."""
            return pattern_text.partition("@")[0].lower() in ROLE_MAILBOXES

    class _GlobalIpRecognizer(IpRecognizer):
        """Loopback, private, link-local and documentation ranges identify nobody."""

        def invalidate_result(self, pattern_text: str) -> bool:
            if super().invalidate_result(pattern_text):
                return True
            try:
                return not ipaddress.ip_address(pattern_text).is_global
            except ValueError:
                return False

    english = [
        _OfflineEmailRecognizer(),
        PhoneRecognizer(),
        CreditCardRecognizer(),
        IbanRecognizer(),
        UsSsnRecognizer(),
        UsItinRecognizer(),
        _GlobalIpRecognizer(),
        CryptoRecognizer(),
        NhsRecognizer(),
        UkNinoRecognizer(),
        MedicalLicenseRecognizer(),
    ]
    # Checksummed national identifiers; their recognizers default to their own language, but
    # the identifiers appear verbatim in English text.
    national = [
        cls(supported_language=LANGUAGE)
        for cls in (
            EsNifRecognizer,
            EsNieRecognizer,
            ItFiscalCodeRecognizer,
            PlPeselRecognizer,
            FiPersonalIdentityCodeRecognizer,
            SePersonnummerRecognizer,
        )
    ]
    return english + national


def build_analyzer() -> AnalyzerEngine:
    """A fresh AnalyzerEngine on the no_op NLP engine with the recognizers above."""
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    nlp_engine = NlpEngineProvider(
        nlp_configuration={
            "nlp_engine_name": "no_op",
            "models": [{"lang_code": LANGUAGE, "model_name": "no_op"}],
        }
    ).create_engine()
    registry = RecognizerRegistry(recognizers=_recognizers(), supported_languages=[LANGUAGE])
    return AnalyzerEngine(nlp_engine=nlp_engine, registry=registry, supported_languages=[LANGUAGE])


_analyzer: AnalyzerEngine | None = None
_analyzer_lock = threading.Lock()


def analyzer() -> AnalyzerEngine:
    """The process-wide engine: construction imports spaCy and takes about a second."""
    global _analyzer
    engine = _analyzer
    if engine is None:
        with _analyzer_lock:
            engine = _analyzer
            if engine is None:
                engine = _analyzer = build_analyzer()
    return engine


def _phone_shaped(span: str) -> bool:
    """A bare run of 7-8 digits is far more often an id or short commit hash than a phone number."""
    digits = sum(c.isdigit() for c in span)
    return digits >= 9 or (digits >= 7 and any(c in span for c in " -.()+/"))


def pii_findings(text: str) -> tuple[Finding, ...]:
    """``pii.<entity>`` findings over ``text``, de-duplicated and sorted by position."""
    if not text.strip():
        return ()
    results = analyzer().analyze(
        text=text, language=LANGUAGE, entities=list(ENTITIES), score_threshold=min(MIN_SCORES.values())
    )
    found = {
        Finding(f"pii.{r.entity_type.lower()}", r.start, r.end)
        for r in results
        if r.score >= MIN_SCORES.get(r.entity_type, 1.0)
        and (r.entity_type != "PHONE_NUMBER" or _phone_shaped(text[r.start : r.end]))
    }
    return tuple(sorted(found, key=lambda f: (f.start, f.end, f.category)))
