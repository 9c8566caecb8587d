"""Tracing for statecore: policy, scrubbing, propagation, export and health.

``telemetry`` imports neither ``portal`` nor ``statecore`` nor Django models: the delivery
layer passes in what it needs (the HMAC key, trusted networks, a credential check) when it
calls :func:`telemetry.setup.configure_tracing` after fork. Nothing here runs at import.
"""
