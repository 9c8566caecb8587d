from __future__ import annotations

import dataclasses
import string

import pytest

from statecore.scanning import Finding, redact_secrets, scan
from statecore.scanning.injection import load_rules as load_injection_rules
from statecore.scanning.secrets import SecretDetector, load_rules
from tests.statecore.scanning.synthetic import ALNUM, SECRET_CASES, rand, seeded

CARRIERS = [
    "Remember this for later: {s}",
    "export TOKEN={s}",
    'config = {{"credential": "{s}"}}',
    "For the staging deploy use\n{s}\nand nothing else.",
]


def _assert_redacted(text: str, secret_parts: list[str], category: str | None) -> None:
    result = redact_secrets(text)
    for part in secret_parts:
        assert part not in result.text
        # Not even a long run of it survives (a partial match would leak the rest).
        for i in range(0, max(1, len(part) - 11)):
            assert part[i : i + 12] not in result.text
    assert result.findings
    if category is not None:
        assert category in {f.category for f in result.findings}
    for finding in result.findings:
        assert result.text[finding.start : finding.end] == f"[REDACTED:{finding.category}]"


@pytest.mark.parametrize("name", sorted(SECRET_CASES))
def test_each_secret_format_is_detected_and_redacted(name: str) -> None:
    rng = seeded()
    category, make = SECRET_CASES[name]
    for carrier in CARRIERS:
        value = make(rng)
        parts = [line for line in value.splitlines() if len(line) >= 12] if "\n" in value else [value]
        _assert_redacted(carrier.format(s=value), parts, category)


def test_aws_secret_key_labelled_and_next_to_its_key_id() -> None:
    rng = seeded()
    secret = rand(rng, ALNUM + "/+", 39) + "Q"
    _assert_redacted(f"aws_secret_access_key = {secret}", [secret], "secret.aws_secret_key")
    key_id = "AKIA" + rand(rng, string.ascii_uppercase + string.digits, 16)
    pair = f"keys: {key_id} / {secret}"
    _assert_redacted(pair, [key_id, secret], "secret.aws_secret_key")


def test_url_credentials_redact_the_userinfo_and_keep_the_host() -> None:
    result = redact_secrets("db is postgres://svc:Xk29-vLq_8pRt@db.internal:5432/app")
    assert "Xk29-vLq_8pRt" not in result.text
    assert "db.internal:5432/app" in result.text
    assert [f.category for f in result.findings] == ["secret.url_credentials"]


def test_bearer_token_in_an_authorization_header() -> None:
    rng = seeded()
    token = rand(rng, ALNUM + "-._~", 40)
    _assert_redacted(
        f'curl -H "Authorization: Bearer {token}" https://api.internal/v1', [token], "secret.bearer_token"
    )


def test_truncated_pem_block_without_an_end_line_is_still_redacted() -> None:
    rng = seeded()
    body = "\n".join(rand(rng, ALNUM + "+/", 64) for _ in range(5))
    text = f"pasted:\n-----BEGIN RSA PRIVATE KEY-----\n{body}\n"
    _assert_redacted(text, body.splitlines(), "secret.private_key")


BENIGN = [
    "Run the tests before tagging a release.",
    "Prefers vim keybindings.",
    "The regression came in with commit 3f786850e387550fdab836ed7e6dc881de23001b.",
    "Request id 550e8400-e29b-41d4-a716-446655440000 failed with 503.",
    "image: registry.internal/app@sha256:9b2c7d1a0f3e4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9012345678",
    "password = os.environ['DB_PASSWORD']",
    "API_KEY=${API_KEY}",
    'token: "{{ secrets.GITHUB_TOKEN }}"',
    "DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app",
    "postgres://root@127.0.0.1:5432/statecore",
    "Authorization: Bearer $TOKEN",
    "def add(a: int, b: int) -> int:\n    return a + b",
    '"integrity": "sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+SFwKzfLq4gWhG6fX'
    'KXxnK+L8l0QtBVbq+v7w=="',
    "Uses the password manager for logins.",
    "scikit-learn_pipeline_configuration is documented in the wiki.",
]


@pytest.mark.parametrize("text", BENIGN)
def test_benign_text_has_no_secret_findings(text: str) -> None:
    result = redact_secrets(text)
    assert result.findings == ()
    assert result.text == text


def test_findings_carry_only_a_category_a_span_and_what_raised_them() -> None:
    rng = seeded()
    # rule: a rule id or model version; score and threshold: numbers. Never the text.
    assert [f.name for f in dataclasses.fields(Finding)] == [
        "category",
        "start",
        "end",
        "rule",
        "score",
        "threshold",
    ]
    secret = "ghp_" + rand(rng, ALNUM, 36)
    redaction = redact_secrets(f"token {secret}")
    result = scan(f"token {secret}")
    for finding in (*redaction.findings, *result.findings):
        assert secret not in repr(finding)
    assert secret not in repr(result)


def test_scan_reports_a_leftover_secret_as_suspicious() -> None:
    rng = seeded()
    secret = "glpat-" + rand(rng, ALNUM, 20)
    # found in a log, not handed over (a token handed over, "the deploy token is ...", also rejects)
    result = scan(f"Found {secret} in last week's build log.")
    assert result.verdict == "suspicious"
    assert [f.category for f in result.findings if f.category.startswith("secret.")] == [
        "secret.gitlab_token"
    ]
    assert scan(f"The deploy token is {secret}.").verdict == "reject"
    redacted = redact_secrets(f"The deploy token is {secret}.")
    assert not [f for f in scan(redacted.text).findings if f.category.startswith("secret.")]


def test_overlapping_detections_are_merged_into_one_placeholder() -> None:
    rng = seeded()
    # detect-secrets and our rules both match a GitHub token; one placeholder results.
    secret = "ghp_" + rand(rng, ALNUM, 36)
    result = redact_secrets(f"{secret} {secret}")
    assert result.text == "[REDACTED:secret.github_token] [REDACTED:secret.github_token]"


def test_detect_secrets_runs_without_global_settings_or_network(monkeypatch: pytest.MonkeyPatch) -> None:
    import socket

    def no_network(*args: object, **kwargs: object) -> None:
        raise AssertionError("the secret scanner opened a connection")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    detector = SecretDetector()
    assert detector.findings("AKIAIOSFODNN7EXAMPLX and password = 'Tr0ub4dor&3xyz'")


def _re2() -> object:
    return pytest.importorskip("re2", reason="google-re2 is a dev extra")


def test_secret_patterns_compile_under_re2() -> None:
    re2 = _re2()
    for rule in load_rules():
        re2.compile(rule.pattern.pattern)  # type: ignore[attr-defined]


def test_injection_patterns_compile_under_re2() -> None:
    re2 = _re2()
    for rule in load_injection_rules():
        re2.compile(rule.source)  # type: ignore[attr-defined]
        for extra in (rule.exclude, rule.exclude_before):
            if extra is not None:
                re2.compile(extra.pattern)  # type: ignore[attr-defined]


def test_rule_file_rejects_unknown_character_classes() -> None:
    with pytest.raises(ValueError, match="unknown require"):
        load_rules('[[rule]]\nid = "x"\ncategory = "secret.x"\npattern = "x"\nrequire = ["vowels"]\n')
