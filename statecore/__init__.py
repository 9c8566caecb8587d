"""statecore: the domain of thread state, memory and their audit trail.

The Django app lives in ``statecore.models`` / ``statecore.services`` / ``statecore.selectors``;
``statecore.client`` is a standalone HTTP client that imports no Django.
"""
