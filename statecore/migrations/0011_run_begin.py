"""The harness control plane's run start as one statement (statecore/sql/state_v3.sql).

The file is read when the migration runs; it is never edited once released: a change ships as
state_v4.sql with a new migration that installs it.
"""

from pathlib import Path

from django.db import migrations

_SQL = Path(__file__).resolve().parents[1] / "sql" / "state_v3.sql"

_FUNCTIONS = [
    "statecore_run_begin(text, text, uuid, text, text, text, double precision, text, integer, text, text, text)"
]


def _install(apps: object, schema_editor: object) -> None:
    schema_editor.execute(_SQL.read_text(encoding="utf-8"), None)  # type: ignore[attr-defined]


class Migration(migrations.Migration):
    dependencies = [("statecore", "0010_embeddings")]

    operations = [
        migrations.RunPython(_install, migrations.RunPython.noop),
        migrations.RunSQL(
            migrations.RunSQL.noop,
            reverse_sql=[f"DROP FUNCTION IF EXISTS {f}" for f in _FUNCTIONS],
        ),
    ]
