"""Harness adapters over the statecore HTTP API (CONTRACT 4, "Harness adapters"). No Django."""
