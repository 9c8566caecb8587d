"""The thread-state transitions as PL/pgSQL functions (statecore/sql/state_v1.sql).

The file is read when the migration runs; it is never edited once released: a change ships as
state_v2.sql with a new migration that installs it.
"""

from pathlib import Path

from django.db import migrations

_SQL = Path(__file__).resolve().parents[1] / "sql" / "state_v1.sql"

_FUNCTIONS = [
    "statecore_lease_scope(text)",
    "statecore_state_limits(text, bigint, integer, integer)",
    "statecore_audit(text, text, text, text, uuid, integer, integer, text, uuid, integer, jsonb, text)",
    "statecore_take_write_slot(uuid, integer, integer, boolean, integer, integer)",
    "statecore_run_may_commit(text, text, uuid)",
    "statecore_run_record(text, text, uuid, text, jsonb, uuid)",
    "statecore_write_pending(text, text, text, bytea, text, text, uuid, jsonb, text, text, bigint, integer, integer, text)",
    "statecore_commit_scoped(uuid, text, integer, integer, uuid, integer, text, text, jsonb, text)",
    "statecore_commit(text, uuid, integer, text, text, jsonb, text)",
    "statecore_store_writes(uuid, integer, integer, integer, text[], text[], text[], text[], integer[], text[], text[], bytea[])",
    "statecore_put_writes(text, text[], text[], text[], text[], integer[], text[], text[], bytea[], text, jsonb, bigint, integer, integer, text)",
    "statecore_checkpoint_put(text, text, text, bytea, text, text, text, text, text, jsonb, integer, text, text, jsonb, text[], text[], text[], text[], integer[], text[], text[], bytea[], bigint, integer, integer, text)",
    "statecore_load_head(text)",
    "statecore_mark_uncertain(text, text, text, uuid, text)",
    "statecore_reconcile(text, text, text, text, text, text, text)",
    "statecore_lease_issue(text, text, uuid, text, integer, text, text, text)",
    "statecore_clear(text, text, uuid, integer, integer, text, text)",
    "statecore_metadata_matches(jsonb, jsonb)",
    "statecore_checkpoints(text, text, text, uuid, text, integer, jsonb, boolean)",
    "statecore_read_native(text, uuid)",
]


def _install(apps: object, schema_editor: object) -> None:
    schema_editor.execute(_SQL.read_text(encoding="utf-8"), None)  # type: ignore[attr-defined]


class Migration(migrations.Migration):
    dependencies = [("statecore", "0004_adapter_writes")]

    operations = [
        migrations.RunPython(_install, migrations.RunPython.noop),
        migrations.RunSQL(
            migrations.RunSQL.noop,
            reverse_sql=[f"DROP FUNCTION IF EXISTS {f}" for f in _FUNCTIONS],
        ),
    ]
