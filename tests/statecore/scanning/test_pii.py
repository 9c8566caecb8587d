from __future__ import annotations

import socket

import pytest

from statecore.scanning import scan
from statecore.scanning.pii import build_analyzer, pii_findings

# entity -> (text, the PII substring)
PII_CASES = {
    "pii.email_address": ("Reach her at priya.nair@example.co.uk after 5pm.", "priya.nair@example.co.uk"),
    "pii.phone_number": ("His mobile is +1 (415) 555-2671, call before noon.", "+1 (415) 555-2671"),
    "pii.credit_card": ("Card on file: 4111 1111 1111 1111.", "4111 1111 1111 1111"),
    "pii.iban_code": ("Pay to DE89 3704 0044 0532 0130 00 by Friday.", "DE89 3704 0044 0532 0130 00"),
    "pii.us_ssn": ("The form listed SSN 536-22-8726.", "536-22-8726"),
    "pii.ip_address": ("They connect from 8.8.4.4 every morning.", "8.8.4.4"),
    "pii.crypto": ("Donations: 1BoatSLRHtKNngkdXEeobR76b53LETtpyT", "1BoatSLRHtKNngkdXEeobR76b53LETtpyT"),
    "pii.uk_nhs": ("NHS number 943 476 5919 is on the letter.", "943 476 5919"),
}


@pytest.mark.parametrize("category", sorted(PII_CASES))
def test_each_pii_entity_is_found_with_its_span(category: str) -> None:
    text, value = PII_CASES[category]
    start = text.index(value)
    found = pii_findings(text)
    assert any(f.category == category and f.start <= start and f.end >= start + len(value) for f in found), (
        found
    )


@pytest.mark.parametrize("category", sorted(PII_CASES))
def test_pii_makes_the_scan_suspicious_without_copying_it(category: str) -> None:
    text, value = PII_CASES[category]
    result = scan(text)
    assert result.verdict == "suspicious"
    assert category in {f.category for f in result.findings}
    assert value not in repr(result)


@pytest.mark.parametrize(
    "text",
    [
        "Prefers vim keybindings.",
        "Run the tests before tagging release 1.2.3 on 2024-05-01.",
        "The service listens on 10.0.4.17:8080 and 127.0.0.1.",
        "Reverted 0497855 on main.",
        "Order 948213 shipped; issue #20931 tracks the refund.",
        "Request id 550e8400-e29b-41d4-a716-446655440000 failed with 503.",
        "The regression came in with commit 3f786850e387550fdab836ed7e6dc881de23001b.",
        "Timeout is 30000 ms; retry 3 times; port 5432.",
    ],
)
def test_ordinary_numbers_and_ids_are_not_pii(text: str) -> None:
    assert pii_findings(text) == ()


def test_analyzer_works_offline_without_a_spacy_model(monkeypatch: pytest.MonkeyPatch) -> None:
    """The no_op engine loads no model and the e-mail check reads tldextract's bundled snapshot."""

    def no_network(*args: object, **kwargs: object) -> None:
        raise AssertionError("PII scanning opened a network connection")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    engine = build_analyzer()
    assert engine.nlp_engine.__class__.__name__ == "NoOpNlpEngine"
    results = engine.analyze(text="write to a.person@newdomain.example.org", language="en")
    assert [r.entity_type for r in results if r.score >= 0.5] == ["EMAIL_ADDRESS"]


@pytest.mark.parametrize(
    "text",
    [
        "Returns go to support@acme-widgets.com within 30 days.",
        "Invoices arrive at ap@northwind-traders.de and finance reconciles them monthly.",
        "Password resets come from no-reply@contoso.io.",
    ],
)
def test_a_role_mailbox_names_no_person(text: str) -> None:
    assert pii_findings(text) == ()


def test_a_persons_address_at_the_same_domain_is_still_pii() -> None:
    found = pii_findings("Returns go to support@acme-widgets.com; escalate to jana.novak@acme-widgets.com.")
    assert [f.category for f in found] == ["pii.email_address"]
