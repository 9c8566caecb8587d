"""Memory search independent of the other namespaces (issue 10): a search index table,
``statecore_memorysearch``, hash-partitioned by namespace, with per partition a GIN index on
(namespace, tsvector) and an HNSW index by cosine distance. A namespace's search reads one
partition: its posting lists and its graph hold ~1/SEARCH_PARTITIONS of all records, not all of
them.

One row per memory record: its id, namespace, kind, key, expiry, update time, tsvector (the
record's generated ``search_vector``) and vector. No content: the record itself is read by id
after the ranking. An AFTER trigger on ``statecore_memoryrecord`` keeps the table exact in the
transaction of every insert, update and delete (writes, consolidation, vector back-fill, expiry
changes, deletion, retention sweep, subject erasure) and a TRUNCATE empties it.

On an existing database: the table and the trigger are created, then the back-fill copies every
record, then the indexes are built, all in this migration's transaction. ``CREATE TRIGGER`` locks
``statecore_memoryrecord`` against writes until the commit, so no write falls between the copy
and the trigger (the price: writes wait for the copy and the index builds; reads do not).

The record table's own search indexes (the GIN on (namespace, search_vector) and the global
HNSW graph) are dropped: nothing reads them any more, and every write would pay for both.
"""

from django.db import migrations

#: Hash partitions by namespace. Fixed here: changing it is a new migration (re-partition).
SEARCH_PARTITIONS = 64

_TABLE = """
CREATE TABLE statecore_memorysearch (
    record_id bigint NOT NULL,
    namespace varchar(400) NOT NULL,
    kind varchar(32) NOT NULL,
    key varchar(200) NOT NULL,
    expires_at timestamptz NULL,
    updated_at timestamptz NOT NULL,
    search_vector tsvector NOT NULL,
    embedding vector(384) NULL,
    PRIMARY KEY (namespace, record_id)
) PARTITION BY HASH (namespace)
"""

_PARTITIONS = [
    f"CREATE TABLE statecore_memorysearch_{i:02d} PARTITION OF statecore_memorysearch "
    f"FOR VALUES WITH (MODULUS {SEARCH_PARTITIONS}, REMAINDER {i})"
    for i in range(SEARCH_PARTITIONS)
]

_SYNC = """
CREATE FUNCTION statecore_memorysearch_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.namespace <> NEW.namespace OR OLD.id <> NEW.id)) THEN
        DELETE FROM statecore_memorysearch WHERE namespace = OLD.namespace AND record_id = OLD.id;
    END IF;
    IF TG_OP = 'DELETE' THEN
        RETURN NULL;
    END IF;
    INSERT INTO statecore_memorysearch
        (record_id, namespace, kind, key, expires_at, updated_at, search_vector, embedding)
    VALUES (NEW.id, NEW.namespace, NEW.kind, NEW.key, NEW.expires_at, NEW.updated_at,
            NEW.search_vector, NEW.embedding)
    ON CONFLICT (namespace, record_id) DO UPDATE SET
        kind = EXCLUDED.kind, key = EXCLUDED.key, expires_at = EXCLUDED.expires_at,
        updated_at = EXCLUDED.updated_at, search_vector = EXCLUDED.search_vector,
        embedding = EXCLUDED.embedding;
    RETURN NULL;
END
$$
"""

_TRUNCATE = """
CREATE FUNCTION statecore_memorysearch_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    TRUNCATE statecore_memorysearch;
    RETURN NULL;
END
$$
"""

# AFTER: the stored generated search_vector is computed by then. Only the columns the search
# table copies (search_vector is generated from key and content).
_TRIGGERS = [
    "CREATE TRIGGER statecore_memorysearch_sync AFTER INSERT OR DELETE OR UPDATE OF "
    "id, namespace, kind, key, content, expires_at, updated_at, embedding "
    "ON statecore_memoryrecord FOR EACH ROW EXECUTE FUNCTION statecore_memorysearch_sync()",
    "CREATE TRIGGER statecore_memorysearch_truncate AFTER TRUNCATE ON statecore_memoryrecord "
    "FOR EACH STATEMENT EXECUTE FUNCTION statecore_memorysearch_truncate()",
]

BACKFILL = """
INSERT INTO statecore_memorysearch
    (record_id, namespace, kind, key, expires_at, updated_at, search_vector, embedding)
SELECT id, namespace, kind, key, expires_at, updated_at, search_vector, embedding
  FROM statecore_memoryrecord
"""

# On the partitioned table: PostgreSQL builds one index per partition (and for partitions
# created later). The HNSW parameters are the ones the global graph had.
INDEXES = [
    "CREATE INDEX memory_search_text ON statecore_memorysearch USING gin (namespace, search_vector)",
    "CREATE INDEX memory_search_embedding ON statecore_memorysearch "
    "USING hnsw (embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64)",
]

FORWARD = [
    _TABLE,
    *_PARTITIONS,
    _SYNC,
    _TRUNCATE,
    *_TRIGGERS,
    BACKFILL,
    *INDEXES,
    "ANALYZE statecore_memorysearch",
    "DROP INDEX IF EXISTS memory_record_search",
]

BACKWARD = [
    "CREATE INDEX IF NOT EXISTS memory_record_search ON statecore_memoryrecord "
    "USING gin (namespace, search_vector)",
    "DROP TRIGGER IF EXISTS statecore_memorysearch_truncate ON statecore_memoryrecord",
    "DROP TRIGGER IF EXISTS statecore_memorysearch_sync ON statecore_memoryrecord",
    "DROP FUNCTION IF EXISTS statecore_memorysearch_truncate()",
    "DROP FUNCTION IF EXISTS statecore_memorysearch_sync()",
    "DROP TABLE IF EXISTS statecore_memorysearch",
]


class Migration(migrations.Migration):
    dependencies = [("statecore", "0011_run_begin")]

    operations = [
        migrations.RunSQL(FORWARD, BACKWARD),
        migrations.RemoveIndex(model_name="memoryrecord", name="memory_record_embedding"),
    ]
