"""The reference harness (CONTRACT 3a): a control plane that runs agent turns in sandbox workers.

- ``protocol``: the job and event lines exchanged between the control plane and a worker (no
  Django; both sides import it);
- ``worker``: the reference sandbox worker, ``python -m statecore.harness.worker`` (no Django:
  it reaches statecore only over HTTP with its lease token);
- ``sandbox``: the sandbox driver interface and the local driver (one OS process per worker,
  warm reuse);
- ``runs``: the control plane's run lifecycle (serialization per binding, events, outcomes).
"""
