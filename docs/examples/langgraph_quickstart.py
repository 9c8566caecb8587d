"""statecore with LangGraph: a graph pauses for approval, its pod dies, a new pod resumes it.

Runs offline (no model, no provider keys) against a statecore server::

    make dev    # in another terminal; prints an application token (sta_...)
    STATECORE_URL=http://127.0.0.1:8000 STATECORE_APP_TOKEN=sta_... \\
        .venv/bin/python docs/examples/langgraph_quickstart.py

The script plays both roles: the control plane (an application token with ``bindings:manage``:
create a binding, issue leases) and two sandbox pods (each holds one lease token, nothing else).
Checkpoints are encrypted in the pod (AES-GCM through LangGraph's ``EncryptedSerializer``), so
the service stores opaque bytes. It exits non-zero if anything is off, and prints one JSON line:
``{"binding_id", "thread_id", "head_revision", "answer"}``.
"""

from __future__ import annotations

import json
import os
import sys
import uuid
from typing import Any, TypedDict

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.serde.encrypted import EncryptedSerializer
from langgraph.graph import END, START, StateGraph
from langgraph.types import Command, interrupt

from statecore.adapters.langgraph import LeaseFencedError, StatecoreSaver
from statecore.client import BindingSpec, ControlPlane

CODEC = "lg/1"  # the binding's adapter_codec_version; every write carries it


class AesGcm:
    """A ``CipherProtocol`` for ``EncryptedSerializer``. The key lives in the pods only."""

    def __init__(self, key: bytes) -> None:
        self._aead = AESGCM(key)

    def encrypt(self, plaintext: bytes) -> tuple[str, bytes]:
        nonce = os.urandom(12)
        return "aesgcm", nonce + self._aead.encrypt(nonce, plaintext, None)

    def decrypt(self, ciphername: str, ciphertext: bytes) -> bytes:
        if ciphername != "aesgcm":
            raise ValueError(f"unknown cipher {ciphername}")
        return self._aead.decrypt(ciphertext[:12], ciphertext[12:], None)


class Refund(TypedDict, total=False):
    request: str
    amount: int
    decision: str
    answer: str


def build_graph(saver: StatecoreSaver) -> Any:
    """propose -> approve (``interrupt()``: a human decides) -> answer."""

    def propose(state: Refund) -> Refund:
        return {"amount": 40}

    def approve(state: Refund) -> Refund:
        return {"decision": interrupt({"question": "Refund?", "amount": state["amount"]})}

    def answer(state: Refund) -> Refund:
        refunded = state["decision"] == "approve"
        return {"answer": f"refunded {state['amount']}" if refunded else "declined"}

    graph = StateGraph(Refund)
    graph.add_node("propose", propose)
    graph.add_node("approve", approve)
    graph.add_node("answer", answer)
    graph.add_edge(START, "propose")
    graph.add_edge("propose", "approve")
    graph.add_edge("approve", "answer")
    graph.add_edge("answer", END)
    return graph.compile(checkpointer=saver)


def pod_saver(url: str, lease_token: str, key: bytes, thread_id: str) -> StatecoreSaver:
    """What a sandbox pod builds: one lease, so one binding, so one LangGraph thread."""
    serde = EncryptedSerializer(AesGcm(key))
    return StatecoreSaver.for_lease(url, lease_token, codec=CODEC, thread_id=thread_id, serde=serde)


def main() -> int:
    url = os.environ.get("STATECORE_URL", "http://127.0.0.1:8000")
    app_token = os.environ["STATECORE_APP_TOKEN"]
    key = AESGCM.generate_key(bit_length=256)  # in production: a secret mounted in every pod
    thread_id = f"quickstart-{uuid.uuid4().hex[:8]}"
    config: RunnableConfig = {"configurable": {"thread_id": thread_id}}

    with ControlPlane(url, app_token) as control:
        binding = control.create_binding(
            BindingSpec(
                environment=os.environ.get("STATECORE_ENVIRONMENT", "prod"),
                harness="langgraph",
                adapter="langgraph",
                adapter_codec_version=CODEC,
                agent_id="quickstart",
                subject=f"{thread_id}@example.com",
                organization_id=os.environ.get("STATECORE_ORGANIZATION", "org-1"),
            )
        )

        # Pod 1 runs the graph until the interrupt; the checkpoint is durable when invoke returns.
        lease_1 = control.issue_lease(binding.id, sandbox_id="pod-1", ttl_seconds=600).lease_token
        pod_1 = pod_saver(url, lease_1, key, thread_id)
        build_graph(pod_1).invoke({"request": "parcel arrived damaged"}, config)

        # Pod 1 dies. The control plane gives the binding to pod 2: a new lease fences the old.
        lease_2 = control.issue_lease(binding.id, sandbox_id="pod-2", ttl_seconds=600).lease_token
        try:
            pod_1.get_tuple(config)
        except LeaseFencedError:
            pass  # a zombie pod 1 can neither read nor write any more
        else:
            raise SystemExit("pod 1's lease should be fenced")

        # Pod 2 finds the pending interrupt and resumes with the human's decision.
        pod_2 = pod_saver(url, lease_2, key, thread_id)
        graph = build_graph(pod_2)
        waiting = graph.get_state(config)
        if [i.value for i in waiting.interrupts] != [{"question": "Refund?", "amount": 40}]:
            raise SystemExit("the interrupt did not survive the pod")
        result = graph.invoke(Command(resume="approve"), config)
        if graph.get_state(config).interrupts:
            raise SystemExit("the run should be complete")

        head = control.get_binding(binding.id).head
        pod_1.close()
        pod_2.close()

    summary = {
        "binding_id": binding.id,
        "thread_id": thread_id,
        "head_revision": head.revision if head else 0,
        "answer": result["answer"],
    }
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
