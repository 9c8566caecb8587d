"""The live-server fixtures of the client tests, reused, and one way to make an adapter binding."""

from __future__ import annotations

import uuid

from statecore.client import BindingSpec, ControlPlane
from tests.conftest import CODEC
from tests.statecore.client.conftest import app_token, base_url

__all__ = ["adapter_binding", "app_token", "base_url"]


def adapter_binding(control: ControlPlane, label: str, harness: str = "deepagents") -> str:
    """A new LangGraph binding (its own subject, so its own user namespace); returns its id."""
    spec = BindingSpec(
        environment="prod",
        harness=harness,
        adapter="langgraph",
        adapter_codec_version=CODEC,
        agent_id="agent-1",
        subject=f"{label}-{uuid.uuid4().hex[:8]}@example.com",
        organization_id="org-1",
    )
    return control.create_binding(spec).id
