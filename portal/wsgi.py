"""``portal.wsgi:application``: Django's WSGI handler, tracing in the process that serves it
(``portal.handlers``), whatever the server: ``gunicorn portal.wsgi:application``,
``gunicorn -c deploy/gunicorn.conf.py``, granian, ``manage.py runserver``."""

import os

from portal.handlers import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")

application = get_wsgi_application()
