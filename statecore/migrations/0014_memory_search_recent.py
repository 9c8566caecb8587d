"""The search table's newest-first index: (namespace, updated_at DESC, record_id DESC).

A lexical search ranks only the newest ``STATECORE_MEMORY_LEXICAL_WINDOW`` matches of its query
(``statecore.selectors``). For a word most of a namespace holds, the planner walks this index
from the namespace's newest record and stops at the window's last match, instead of reading and
ranking every match through the GIN index.

Built without blocking writes: the index is declared on the partitioned table only (``ON ONLY``:
invalid until every partition has its own), each partition's is built ``CONCURRENTLY`` and then
attached; the parent becomes valid with the last attachment. Partitions created later get the
index from the parent. Hence a non-atomic migration: a failure part way leaves the built
partitions' indexes in place, and running it again builds the rest (attaching an attached
index does nothing). A concurrent build that failed leaves an invalid index: drop it
(``DROP INDEX CONCURRENTLY memory_search_recent_NN``) before running the migration again.
"""

import importlib

from django.db import migrations

#: The partitions migration 0012 created (its constant: one source of the number).
SEARCH_PARTITIONS: int = importlib.import_module(
    "statecore.migrations.0012_memory_search_partitioned"
).SEARCH_PARTITIONS

INDEX = "memory_search_recent"
COLUMNS = "(namespace, updated_at DESC, record_id DESC)"

FORWARD = [f"CREATE INDEX IF NOT EXISTS {INDEX} ON ONLY statecore_memorysearch {COLUMNS}"]
for _i in range(SEARCH_PARTITIONS):
    FORWARD += [
        f"CREATE INDEX CONCURRENTLY IF NOT EXISTS {INDEX}_{_i:02d} ON statecore_memorysearch_{_i:02d} {COLUMNS}",
        f"ALTER INDEX {INDEX} ATTACH PARTITION {INDEX}_{_i:02d}",
    ]

BACKWARD = [f"DROP INDEX IF EXISTS {INDEX}"]


class Migration(migrations.Migration):
    atomic = False

    dependencies = [("statecore", "0013_environment_authority_vocabulary")]

    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
