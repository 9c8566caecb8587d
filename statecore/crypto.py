"""Tokens and keyed references.

Tokens are 256 random bits with a kind prefix (so that secret scanners and our own log filters
recognise them); only their SHA-256 is stored. SHA-256 without salt is right here: the input
has 256 bits of entropy, so there is nothing to brute-force, and lookups stay one indexed query.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from django.conf import settings

LEASE_TOKEN_PREFIX = "stl_"
APP_TOKEN_PREFIX = "sta_"


def new_token(prefix: str) -> str:
    return prefix + secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def keyed_ref(purpose: str, value: str) -> str:
    """HMAC-SHA256 of ``value`` under the deployment's key, domain-separated by ``purpose``.

    Used for subject references (the raw subject is never stored) and tombstones.
    """
    key = settings.STATECORE_HMAC_KEY.encode("utf-8")
    return hmac.new(key, f"{purpose}\x00{value}".encode(), hashlib.sha256).hexdigest()


def subject_ref(subject: str) -> str:
    return keyed_ref("subject", subject)
