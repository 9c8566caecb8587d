from django.urls import path, register_converter

from portal.api import adapter, control, health, memory, memory_batch, runs, state


class KeyConverter:
    """Idempotency keys and run ids as the contract allows them; anything else is a 404 route
    miss, which the service would refuse anyway."""

    regex = r"[^/]{1,256}"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(KeyConverter, "key")

urlpatterns = [
    path("bindings", control.BindingCreateApi.as_view()),
    path("bindings/<uuid:binding_id>", control.BindingDetailApi.as_view()),
    path("bindings/<uuid:binding_id>/leases", control.LeaseIssueApi.as_view()),
    path("bindings/<uuid:binding_id>/clear", control.BindingClearApi.as_view()),
    path("bindings/<uuid:binding_id>/runs", runs.BindingRunsApi.as_view()),
    path("runs/<key:run_id>", control.RunDetailApi.as_view()),
    path("runs/<key:run_id>/reconcile", control.RunReconcileApi.as_view()),
    path("state/scope", state.ScopeApi.as_view()),
    path("state/head", state.HeadApi.as_view()),
    path("state/native/<uuid:state_ref>", state.NativeStateApi.as_view()),
    path("state/pending/<key:idempotency_key>", state.PendingWriteApi.as_view()),
    path("state/commit", state.CommitApi.as_view()),
    path("state/uncertain", state.UncertainApi.as_view()),
    path("state/history", adapter.StateHistoryApi.as_view()),
    path("state/checkpoints", adapter.CheckpointsApi.as_view()),
    path("state/writes", adapter.WritesApi.as_view()),
    path("state/writes/batch", adapter.WritesBatchApi.as_view()),
    path("state/delta", adapter.DeltaHistoryApi.as_view()),
    path("state/thread", adapter.ThreadApi.as_view()),
    path("state/prune", adapter.PruneApi.as_view()),
    path("state/runs/delete", adapter.RunsDeleteApi.as_view()),
    path("health/telemetry", health.TelemetryHealthApi.as_view()),
]

urlpatterns += [
    path("memory/batch", memory_batch.MemoryBatchApi.as_view()),
    path("memory/proposals/<uuid:proposal_id>", memory.ProposalApi.as_view()),
    path("memory/proposals/<uuid:proposal_id>/decision", memory.ProposalDecisionApi.as_view()),
    path("memory/<str:scope>/records/<key:key>", memory.MemoryRecordApi.as_view()),
    path("memory/<str:scope>/search", memory.MemorySearchApi.as_view()),
]
