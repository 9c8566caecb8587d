"""Output shapes shared by several views. Inputs are nested ``Input`` classes on each view."""

from __future__ import annotations

import re
from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from statecore.models import Binding, Run
from statecore.validation import MAX_INTERRUPT_BYTES, MAX_STATE_METADATA_BYTES


class StrictSerializer(serializers.Serializer[Any]):
    """Refuses fields it does not declare: a body field naming another scope never widens
    access, it is a 400 (CONTRACT 1)."""

    def to_internal_value(self, data: Any) -> Any:
        if isinstance(data, dict):
            unknown = set(data) - set(self.fields)
            if unknown:
                raise serializers.ValidationError(
                    {
                        name: [serializers.ErrorDetail("unknown field", code="unknown_field")]
                        for name in sorted(unknown)
                    }
                )
        return super().to_internal_value(data)


#: any text PostgreSQL can store: no NUL (what DRF's CharField refuses whatever the field)
TEXT_PATTERN = r"^[^\x00]*$"


def anchored(regex: re.Pattern[str]) -> str:
    """A full-match Python pattern as a JSON Schema pattern (which is searched, not matched)."""
    return f"^(?:{regex.pattern})$"


class PatternField(serializers.CharField):
    """Text whose format the service checks with ``regex`` (a rule of ``statecore.validation``,
    kept there): the schema states it as a pattern, the serializer does not check it twice."""

    def __init__(self, regex: re.Pattern[str], **kwargs: Any) -> None:
        self.schema_regex = regex
        super().__init__(**kwargs)


class NonBlankTextField(serializers.CharField):
    """Text kept exactly as sent (never trimmed) that must hold a character other than
    whitespace (the service refuses a blank one)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(trim_whitespace=False, **kwargs)


#: a run's interrupt as the service checks it (``statecore.validation.check_json_object``)
INTERRUPT_OBJECT: dict[str, Any] = {
    "type": "object",
    "additionalProperties": {},
    "description": f"a small JSON object of references, no content: at most {MAX_INTERRUPT_BYTES} "
    "bytes as canonical JSON (sorted keys, no spaces, UTF-8), with no NUL character in any key "
    "or string",
}


@extend_schema_field(
    {
        "type": "object",
        "additionalProperties": {},
        "description": f"the harness's metadata of this state: a JSON object of at most "
        f"{MAX_STATE_METADATA_BYTES} bytes as canonical JSON (sorted keys, no spaces, UTF-8), with no "
        "NUL character in any key or string",
    }
)
class StateMetadataField(serializers.JSONField):
    """A state's metadata: a JSON object the service bounds in bytes (stated in the schema)."""


@extend_schema_field(INTERRUPT_OBJECT)
class InterruptField(serializers.JSONField):
    """A run's interrupt: a JSON object the service bounds in bytes (stated in the schema)."""


@extend_schema_field(
    {
        "description": "how the run ended: `completed`, or `interrupted` with the interrupt "
        "it stopped at (an interrupt is only for an interrupted run)",
        "oneOf": [
            {
                "type": "object",
                "properties": {
                    "status": {"type": "string", "enum": ["completed"]},
                    "interrupt": {"type": "object", "nullable": True, "enum": [None]},
                },
                "required": ["status"],
                "additionalProperties": False,
            },
            {
                "type": "object",
                "properties": {
                    "status": {"type": "string", "enum": ["interrupted"]},
                    "interrupt": {**INTERRUPT_OBJECT, "nullable": True},
                },
                "required": ["status"],
                "additionalProperties": False,
            },
        ],
    }
)
class RunOutcomeInput(StrictSerializer):
    """A commit's run outcome; the view's plain validation (``bodies.run_outcome``) is the check."""

    status = serializers.ChoiceField(choices=["completed", "interrupted"])
    interrupt = InterruptField(required=False, allow_null=True)


class HeadSerializer(serializers.Serializer[Any]):
    revision = serializers.IntegerField()
    state_ref = serializers.UUIDField()
    codec = serializers.CharField()
    size = serializers.IntegerField()
    sha256 = serializers.CharField()
    run_id = serializers.CharField()
    committed_at = serializers.DateTimeField()


class HeadEnvelopeSerializer(serializers.Serializer[Any]):
    head = HeadSerializer(allow_null=True)


def run_data(run: Run) -> dict[str, Any]:
    return {
        "run_id": run.run_id,
        "binding_id": str(run.binding_id),
        "status": run.status,
        "interrupt": run.interrupt,
        "reason": run.reason or None,
        "fenced": run.fenced,
        "decision": run.decision or None,
    }


class RunSerializer(serializers.Serializer[Any]):
    run_id = serializers.CharField()
    binding_id = serializers.UUIDField()
    status = serializers.ChoiceField(
        choices=["running", "completed", "interrupted", "failed", "uncertain_durability", "reconciled"],
        help_text="running and failed only for harness runs (CONTRACT 3a)",
    )
    interrupt = serializers.JSONField(allow_null=True)
    reason = serializers.CharField(allow_null=True)
    fenced = serializers.BooleanField()
    decision = serializers.ChoiceField(choices=["adopt_pending", "keep_previous"], allow_null=True)


def binding_data(binding: Binding) -> dict[str, Any]:
    return {
        "id": str(binding.id),
        "environment": binding.environment,
        "harness": binding.harness,
        "adapter": binding.adapter,
        "adapter_codec_version": binding.adapter_codec_version,
        "agent_id": binding.agent_id,
        "organization_id": binding.organization_id,
        "subject_ref": binding.subject_ref,
        "epoch": binding.epoch,
        "lease_generation": binding.lease_generation,
    }


class BindingSerializer(serializers.Serializer[Any]):
    id = serializers.UUIDField()
    environment = serializers.CharField()
    harness = serializers.CharField()
    adapter = serializers.CharField()
    adapter_codec_version = serializers.CharField()
    agent_id = serializers.CharField()
    organization_id = serializers.CharField()
    subject_ref = serializers.CharField(help_text="HMAC of the subject; the raw subject is not stored")
    epoch = serializers.IntegerField()
    lease_generation = serializers.IntegerField()


class BindingDetailSerializer(BindingSerializer):
    head = HeadSerializer(allow_null=True)
    open_runs = RunSerializer(many=True)


class ProblemSerializer(serializers.Serializer[Any]):
    type = serializers.CharField()
    title = serializers.CharField()
    status = serializers.IntegerField()
    detail = serializers.CharField()
    code = serializers.CharField()
    current_revision = serializers.IntegerField(required=False, allow_null=True)
