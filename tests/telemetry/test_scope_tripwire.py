from __future__ import annotations

from opentelemetry.sdk.util.instrumentation import InstrumentationScope

from telemetry import scrub


def test_token_shaped_scope_name_or_version_is_not_exported() -> None:
    token = "stl_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v"
    cleaned = scrub._scope_uncached(InstrumentationScope(token, token))
    assert cleaned.name == "unknown"
    assert cleaned.version is None
    kept = scrub._scope_uncached(InstrumentationScope("opentelemetry.instrumentation.django", "0.66b1"))
    assert (kept.name, kept.version) == ("opentelemetry.instrumentation.django", "0.66b1")
