from django.apps import AppConfig


class StatecoreConfig(AppConfig):
    name = "statecore"
    verbose_name = "statecore"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.conf import settings

        from statecore import deadline

        deadline.configure(getattr(settings, "STATECORE_DB_CLIENT_TIMEOUT_MS", 0))
