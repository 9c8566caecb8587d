# Built concurrently: on a large statecore_nativestate a plain CREATE INDEX would block every
# write to the table while it scans.

from django.contrib.postgres.operations import AddIndexConcurrently
from django.db import migrations, models


class Migration(migrations.Migration):
    atomic = False

    dependencies = [
        ("statecore", "0006_delta_history"),
    ]

    operations = [
        AddIndexConcurrently(
            model_name="nativestate",
            index=models.Index(
                condition=models.Q(("status", "pending")), fields=["created_at"], name="native_state_pending_age"
            ),
        ),
    ]
