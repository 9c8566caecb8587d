"""Synthetic secrets: random characters in each provider's shape, never real credentials."""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Callable

ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "_-"
UPPER_DIGITS = string.ascii_uppercase + string.digits


def rand(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _pem(rng: random.Random, label: str) -> str:
    body = base64.b64encode(rng.randbytes(700)).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def _jwt(rng: random.Random) -> str:
    def enc(obj: object) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    header, claims = enc({"alg": "HS256", "typ": "JWT"}), enc({"sub": rand(rng, string.digits, 9)})
    return f"{header}.{claims}.{rand(rng, URLSAFE, 43)}"


# format -> (expected category, generator of the secret value, the part that must disappear)
SECRET_CASES: dict[str, tuple[str, Callable[[random.Random], str]]] = {
    "openai_legacy": (
        "secret.openai_api_key",
        lambda r: "sk-" + rand(r, ALNUM, 20) + "T3BlbkFJ" + rand(r, ALNUM, 20),
    ),
    "openai_project": ("secret.openai_api_key", lambda r: "sk-proj-" + rand(r, URLSAFE, 156)),
    "anthropic": ("secret.anthropic_api_key", lambda r: "sk-ant-api03-" + rand(r, URLSAFE, 93) + "AA"),
    "github_classic": ("secret.github_token", lambda r: "ghp_" + rand(r, ALNUM, 36)),
    "github_fine_grained": (
        "secret.github_token",
        lambda r: "github_pat_" + rand(r, ALNUM, 22) + "_" + rand(r, ALNUM, 59),
    ),
    "gitlab": ("secret.gitlab_token", lambda r: "glpat-" + rand(r, URLSAFE, 20)),
    "slack_bot": (
        "secret.slack_token",
        lambda r: f"xoxb-{rand(r, string.digits, 12)}-{rand(r, string.digits, 13)}-{rand(r, ALNUM, 24)}",
    ),
    "slack_webhook": (
        "secret.slack_webhook",
        lambda r: (
            f"https://hooks.slack.com/services/T{rand(r, UPPER_DIGITS, 8)}/B{rand(r, UPPER_DIGITS, 10)}/"
            + rand(r, ALNUM, 24)
        ),
    ),
    "stripe_live": ("secret.stripe_live_key", lambda r: "sk_live_" + rand(r, ALNUM, 24)),
    "stripe_restricted_live": ("secret.stripe_live_key", lambda r: "rk_live_" + rand(r, ALNUM, 99)),
    "google_api": ("secret.google_api_key", lambda r: "AIza" + rand(r, URLSAFE, 35)),
    "aws_access_key_id": ("secret.aws_access_key", lambda r: "AKIA" + rand(r, UPPER_DIGITS, 16)),
    "pem_rsa": ("secret.private_key", lambda r: _pem(r, "RSA PRIVATE KEY")),
    "pem_openssh": ("secret.private_key", lambda r: _pem(r, "OPENSSH PRIVATE KEY")),
    "pem_pkcs8_encrypted": ("secret.private_key", lambda r: _pem(r, "ENCRYPTED PRIVATE KEY")),
    "jwt": ("secret.jwt", _jwt),
}


def seeded() -> random.Random:
    """Seeded, so a failing synthetic sample can be reproduced."""
    return random.Random(20260501)
