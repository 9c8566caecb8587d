"""PostgreSQL full-text search for memory: a generated tsvector and a GIN index on
(namespace, vector), so the namespace filter and the match use one index. btree_gin (contrib)
gives GIN its operator class for the text column; it is a trusted extension, so a role with
CREATE on the database may create it."""

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


class Migration(migrations.Migration):
    dependencies = [("statecore", "0002_memory")]

    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
