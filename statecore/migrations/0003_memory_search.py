"""PostgreSQL full-text search for memory: a generated tsvector and a GIN index on
(namespace, vector), so the namespace filter and the match use one index. The embedded SQLite
default has neither; its search falls back to a substring match."""

from django.db import migrations

FORWARD = [
    "CREATE EXTENSION IF NOT EXISTS btree_gin",
    """ALTER TABLE statecore_memoryrecord ADD COLUMN search_vector tsvector
       GENERATED ALWAYS AS (
         setweight(to_tsvector('english', translate(key, '._:-', '    ')), 'B') ||
         setweight(to_tsvector('english', content), 'A')
       ) STORED""",
    "CREATE INDEX memory_record_search ON statecore_memoryrecord USING gin (namespace, search_vector)",
]
BACKWARD = [
    "DROP INDEX IF EXISTS memory_record_search",
    "ALTER TABLE statecore_memoryrecord DROP COLUMN IF EXISTS search_vector",
]


def _run(statements: list[str]):  # type: ignore[no-untyped-def]
    def apply(apps, schema_editor):  # type: ignore[no-untyped-def]
        if schema_editor.connection.vendor != "postgresql":
            return
        for statement in statements:
            schema_editor.execute(statement)

    return apply


class Migration(migrations.Migration):
    dependencies = [("statecore", "0002_memory")]

    operations = [migrations.RunPython(_run(FORWARD), _run(BACKWARD))]
