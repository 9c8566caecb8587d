"""The live-server fixtures of the client tests, reused."""

from tests.statecore.client.conftest import app_token, base_url

__all__ = ["app_token", "base_url"]
