"""Conformance 4: zero cross-binding, epoch, adapter or lease-generation state access.

A hypothesis state machine drives random sequences of lease issues, clears, pending writes,
commits, native reads and head loads over several bindings through the real API, and checks
every answer against a model of what each lease may see. Any cross-scope read or write, any
head that is not the model's last committed state, fails the run.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from rest_framework.test import APIClient

from statecore.scope import Actor
from statecore.services.tokens import app_token_create
from tests.conftest import bearer

CODECS = ("lg/1", "other/2")
PICK = st.integers(-12, 8)


@dataclass
class Ref:
    binding: int
    epoch: int
    generation: int
    status: str = "pending"


@dataclass
class BindingModel:
    id: str
    codec: str
    epoch: int = 1
    generation: int = 0
    head: str | None = None
    revision: int = 0
    leases: list[tuple[APIClient, int, int]] = field(default_factory=list)  # (client, generation, epoch)


class StateIsolation(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.app = bearer(
            app_token_create(
                name=f"prop-{uuid.uuid4().hex[:10]}",
                environment="prod",
                organization_id="org-1",
                permissions=["bindings:manage"],
                actor=Actor(kind="system", ref="tests"),
            ).token
        )
        self.bindings: list[BindingModel] = []
        self.refs: dict[str, Ref] = {}
        for codec in CODECS:
            body = {
                "environment": "prod",
                "harness": "h",
                "adapter": "a",
                "adapter_codec_version": codec,
                "agent_id": "agent",
                "subject": uuid.uuid4().hex,
                "organization_id": "org-1",
            }
            response = self.app.post("/api/v1/bindings", body, format="json")
            assert response.status_code == 201
            self.bindings.append(BindingModel(id=response.json()["id"], codec=codec))
            self._issue(len(self.bindings) - 1)

    # --- helpers ---------------------------------------------------------------------------------

    def _issue(self, b: int) -> None:
        model = self.bindings[b]
        response = self.app.post(
            f"/api/v1/bindings/{model.id}/leases", {"sandbox_id": "s", "ttl_seconds": 600}, format="json"
        )
        assert response.status_code == 201
        body = response.json()
        model.generation += 1
        assert body["generation"] == model.generation
        assert body["epoch"] == model.epoch
        model.leases.append((bearer(body["lease_token"]), model.generation, model.epoch))

    def _lease(self, b: int, pick: int) -> tuple[BindingModel, APIClient, bool]:
        model = self.bindings[b]
        client, generation, epoch = model.leases[self._index(model, pick)]
        current = generation == model.generation and epoch == model.epoch
        return model, client, current

    @staticmethod
    def _index(model: BindingModel, pick: int) -> int:
        """Negative picks mean the newest lease, so most steps act with a current one."""
        return len(model.leases) - 1 if pick < 0 else pick % len(model.leases)

    def _readable(self, ref: Ref, b: int, pick: int) -> bool:
        model = self.bindings[b]
        _, generation, epoch = model.leases[self._index(model, pick)]
        return (
            ref.binding == b
            and ref.epoch == epoch
            and (ref.status == "durable" or ref.generation == generation)
        )

    # --- rules -----------------------------------------------------------------------------------

    @rule(b=st.integers(0, 1))
    def issue_lease(self, b: int) -> None:
        self._issue(b)

    @rule(b=st.integers(0, 1))
    def clear(self, b: int) -> None:
        model = self.bindings[b]
        response = self.app.post(f"/api/v1/bindings/{model.id}/clear")
        assert response.status_code == 200
        model.epoch += 1
        model.head, model.revision = None, 0
        assert response.json()["epoch"] == model.epoch
        self._issue(b)  # as the control plane does after a clear

    @rule(b=st.integers(0, 1), pick=PICK, wrong_codec=st.integers(0, 4), body=st.binary(max_size=16))
    def write(self, b: int, pick: int, wrong_codec: int, body: bytes) -> None:
        model, client, current = self._lease(b, pick)
        codec = model.codec if wrong_codec else CODECS[1 - CODECS.index(model.codec)]
        response = client.put(
            f"/api/v1/state/pending/{uuid.uuid4().hex}",
            data=body,
            content_type="application/octet-stream",
            HTTP_X_STATE_CODEC=codec,
        )
        if not current:
            assert response.json()["code"] == "lease_fenced"
        elif codec != model.codec:
            assert response.json()["code"] == "codec_mismatch"
        else:
            assert response.status_code == 201, response.content
            self.refs[response.json()["state_ref"]] = Ref(b, model.epoch, model.generation)

    @precondition(lambda self: bool(self.refs))
    @rule(b=st.integers(0, 1), pick=PICK, data=st.data())
    def commit(self, b: int, pick: int, data: st.DataObject) -> None:
        model, client, current = self._lease(b, pick)
        # Mostly a write this binding's current lease can commit, so that heads advance;
        # sometimes any state at all, to probe every cross-scope combination.
        own = [
            r
            for r, v in self.refs.items()
            if v.binding == b
            and v.status == "pending"
            and (v.epoch, v.generation) == (model.epoch, model.generation)
        ]
        ref_id = data.draw(
            st.sampled_from(own) if own and data.draw(st.integers(0, 3)) else st.sampled_from(list(self.refs))
        )
        ref = self.refs[ref_id]
        response = client.post(
            "/api/v1/state/commit",
            {
                "state_ref": ref_id,
                "expected_durable_revision": model.revision,
                "run_id": uuid.uuid4().hex,
                "run": {"status": "completed"},
            },
            format="json",
        )
        code = response.json().get("code")
        if not current:
            assert code == "lease_fenced"
        elif not self._readable(ref, b, pick):
            assert code == "not_found", (code, ref, b)
        elif ref.status == "durable":
            assert code == "state_not_pending"
        else:
            assert response.status_code == 200, response.content
            ref.status = "durable"
            model.head, model.revision = ref_id, model.revision + 1
            assert response.json()["head"]["revision"] == model.revision

    @precondition(lambda self: bool(self.refs))
    @rule(b=st.integers(0, 1), pick=PICK, data=st.data())
    def read_native(self, b: int, pick: int, data: st.DataObject) -> None:
        _, client, current = self._lease(b, pick)
        durable = [r for r, v in self.refs.items() if v.status == "durable"]
        ref_id = data.draw(
            st.sampled_from(durable)
            if durable and data.draw(st.booleans())
            else st.sampled_from(list(self.refs))
        )
        response = client.get(f"/api/v1/state/native/{ref_id}")
        if not current:
            assert response.json()["code"] == "lease_fenced"
        elif self._readable(self.refs[ref_id], b, pick):
            assert response.status_code == 200
        else:
            assert response.status_code == 404, (ref_id, self.refs[ref_id], b)

    @invariant()
    def current_leases_read_exactly_their_scope(self) -> None:
        """Every durable state and the newest writes, read through each binding's newest lease."""
        probe = [r for r, v in self.refs.items() if v.status == "durable"] + list(self.refs)[-4:]
        for b, model in enumerate(self.bindings):
            client, generation, epoch = model.leases[-1]
            if generation != model.generation or epoch != model.epoch:
                continue
            for ref_id in dict.fromkeys(probe):
                status = client.get(f"/api/v1/state/native/{ref_id}").status_code
                assert status == (200 if self._readable(self.refs[ref_id], b, -1) else 404), (ref_id, b)

    @invariant()
    def heads_match_the_model(self) -> None:
        for model in self.bindings:
            client, generation, epoch = model.leases[-1]
            if generation != model.generation or epoch != model.epoch:
                continue
            head = client.get("/api/v1/state/head").json()["head"]
            if model.head is None:
                assert head is None
            else:
                assert head["state_ref"] == model.head
                assert head["revision"] == model.revision
                ref = self.refs[model.head]
                assert ref.binding == self.bindings.index(model)
                assert ref.epoch == model.epoch


@pytest.mark.django_db
def test_conformance_4_zero_cross_scope_state_access() -> None:
    machine = StateIsolation.TestCase
    machine.settings = settings(
        max_examples=25,
        stateful_step_count=25,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    )
    machine().runTest()
