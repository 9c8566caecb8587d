"""Memory search by meaning: pgvector, a ``vector(384)`` embedding on memory records and proposals,
an HNSW index by cosine distance, what a vector embeds (``index_fields``, ``unindexed``: a
LangGraph store's index fields) and a partial index of the records still waiting for one.

``CREATE EXTENSION vector`` needs a superuser (pgvector is not a trusted extension). The embedded
server of dev and tests migrates as its superuser; in production an administrator creates the
extension once in the database (``CREATE EXTENSION vector``) and this migration's ``IF NOT
EXISTS`` then asks nothing more of the service's role. Existing records get their vectors from
the back-fill task (``statecore.tasks.memory_embed_backfill``), not here: embedding is CPU work
of ~10-90 ms a record, too long for a migration.
"""

import pgvector.django.indexes
import pgvector.django.vector
from django.db import migrations, models
from pgvector.django import VectorExtension


class Migration(migrations.Migration):
    dependencies = [
        ("statecore", "0009_portal_indexes_previous_content"),
    ]

    operations = [
        VectorExtension(),
        migrations.AddField(
            model_name="memoryproposal",
            name="embedding",
            field=pgvector.django.vector.VectorField(blank=True, dimensions=384, editable=False, null=True),
        ),
        migrations.AddField(
            model_name="memoryproposal",
            name="index_fields",
            field=models.JSONField(blank=True, editable=False, null=True),
        ),
        migrations.AddField(
            model_name="memoryproposal",
            name="unindexed",
            field=models.BooleanField(default=False, editable=False),
        ),
        migrations.AddField(
            model_name="memoryrecord",
            name="embedding",
            field=pgvector.django.vector.VectorField(blank=True, dimensions=384, editable=False, null=True),
        ),
        migrations.AddField(
            model_name="memoryrecord",
            name="index_fields",
            field=models.JSONField(blank=True, editable=False, null=True),
        ),
        migrations.AddField(
            model_name="memoryrecord",
            name="unindexed",
            field=models.BooleanField(default=False, editable=False),
        ),
        migrations.AddIndex(
            model_name="memoryrecord",
            index=pgvector.django.indexes.HnswIndex(
                ef_construction=64,
                fields=["embedding"],
                m=16,
                name="memory_record_embedding",
                opclasses=["vector_cosine_ops"],
            ),
        ),
        migrations.AddIndex(
            model_name="memoryrecord",
            index=models.Index(
                condition=models.Q(("embedding__isnull", True), ("unindexed", False)),
                fields=["id"],
                name="memory_record_unembedded",
            ),
        ),
    ]
