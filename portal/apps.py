from django.apps import AppConfig


class PortalConfig(AppConfig):
    name = "portal"
    verbose_name = "statecore portal"

    def ready(self) -> None:
        from portal.api import schema  # noqa: F401  (registers the OpenAPI auth extensions)
