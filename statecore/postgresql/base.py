"""Django's PostgreSQL backend (psycopg 3) with every round trip under the client-side deadline
(``statecore.deadline``): each statement the ORM runs, and each transaction's COMMIT and ROLLBACK.
The state plane's own statements (``statecore.db``) bound themselves. Everything else is
Django's backend unchanged; settings name it as ``ENGINE`` in place of
``django.db.backends.postgresql``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.db.backends.postgresql import base

from statecore import deadline


class DatabaseWrapper(base.DatabaseWrapper):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.execute_wrappers.append(self._bounded_execute)

    def _bounded_execute(
        self, execute: Callable[..., Any], sql: str, params: Any, many: bool, context: dict[str, Any]
    ) -> Any:
        with deadline.bounded(self.connection):
            return execute(sql, params, many, context)

    def _commit(self) -> None:
        if self.connection is None:
            return
        with deadline.bounded(self.connection):
            super()._commit()  # type: ignore[misc]  # not in django-stubs

    def _rollback(self) -> None:
        if self.connection is None:
            return
        with deadline.bounded(self.connection):
            super()._rollback()  # type: ignore[misc]  # not in django-stubs
