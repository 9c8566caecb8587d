from django.apps import AppConfig


class StatecoreConfig(AppConfig):
    name = "statecore"
    verbose_name = "statecore"
    default_auto_field = "django.db.models.BigAutoField"
