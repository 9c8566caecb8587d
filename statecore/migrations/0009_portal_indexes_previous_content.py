# The portal's dashboard counts (runs by status and age, harness runs by status and age) and
# the content a proposal replaced when applied (its diff after the decision). The indexes are
# built concurrently: on a large statecore_run a plain CREATE INDEX would block every commit.

from django.contrib.postgres.operations import AddIndexConcurrently
from django.db import migrations, models


class Migration(migrations.Migration):
    atomic = False

    dependencies = [
        ("statecore", "0008_harness_runs"),
    ]

    operations = [
        migrations.AddField(
            model_name="memoryproposal",
            name="previous_content",
            field=models.TextField(blank=True, null=True),
        ),
        AddIndexConcurrently(
            model_name="harnessrun",
            index=models.Index(fields=["status", "created_at"], name="harness_run_status_created"),
        ),
        AddIndexConcurrently(
            model_name="run",
            index=models.Index(fields=["status", "updated_at"], name="run_status_updated"),
        ),
    ]
