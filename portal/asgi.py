"""``portal.asgi:application``: Django's ASGI handler, tracing in the process that serves it
(``portal.handlers``), e.g. ``uvicorn portal.asgi:application``."""

import os

from portal.handlers import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")

application = get_asgi_application()
