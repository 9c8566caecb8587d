"""The one settings module. Everything an operator may change comes from the environment.

Defaults are for a first look on a laptop (the embedded PostgreSQL of ``make dev``, tasks
in-process). Outside ``DJANGO_DEBUG=true`` the process refuses to start with a default or missing
secret, or without DATABASE_URL.
"""

from __future__ import annotations

from pathlib import Path

import dj_database_url

from portal.env import ConfigError, env_bool, env_int, env_list, env_optional, env_str

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = env_bool("DJANGO_DEBUG", False)

_DEV_SECRET = "dev-insecure-secret-key-change-me"
_DEV_HMAC = "dev-insecure-hmac-key-change-me"
SECRET_KEY = env_str("DJANGO_SECRET_KEY", _DEV_SECRET)
STATECORE_HMAC_KEY = env_str("STATECORE_HMAC_KEY", _DEV_HMAC)

# Test runs set keys that are not the defaults but are not secret either; they are allowed
# only together with the explicit flag, and never together with DJANGO_DEBUG=false in prod
# (the flag is documented as test-only).
_ALLOW_TEST_KEYS = env_bool("STATECORE_ALLOW_TEST_KEYS", False)
if not DEBUG:
    for _name, _value, _default in (
        ("DJANGO_SECRET_KEY", SECRET_KEY, _DEV_SECRET),
        ("STATECORE_HMAC_KEY", STATECORE_HMAC_KEY, _DEV_HMAC),
    ):
        if _value == _default:
            raise ConfigError(f"{_name} is the built-in default; set a real secret (or DJANGO_DEBUG=true)")
        if len(_value) < 32:
            raise ConfigError(f"{_name} must be at least 32 characters")
        if _value.startswith("test-only-") and not _ALLOW_TEST_KEYS:
            raise ConfigError(f"{_name} is a test key; refusing to start outside tests")

ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"] if not DEBUG else ["*"])
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "portal.apps.PortalAdminConfig",  # django.contrib.admin with the portal's site
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    # HNSW index on memory vectors (pgvector.django.HnswIndex is a contrib.postgres index)
    "django.contrib.postgres",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "statecore",
    "portal",
]

MIDDLEWARE = [
    # first: a request's duration by URL template (a call and a return while metrics are off)
    "telemetry.metrics.RequestMetricsMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "portal.urls"
WSGI_APPLICATION = "portal.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "portal" / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- database -------------------------------------------------------------------------------
# PostgreSQL 15+ through psycopg 3 is the only database. With DJANGO_DEBUG=true the default is the
# checkout's embedded PostgreSQL (scripts/devdb.py; `make dev` starts it); anywhere else DATABASE_URL
# must be set: a production process never falls back to a local development server.
_EMBEDDED_PORT = env_int("STATECORE_EMBEDDED_PG_PORT", 5499, minimum=1)
EMBEDDED_DATABASE_URL = f"postgres://postgres@127.0.0.1:{_EMBEDDED_PORT}/statecore"
DATABASE_URL = env_str("DATABASE_URL", EMBEDDED_DATABASE_URL if DEBUG else "")
if not DATABASE_URL:
    raise ConfigError(
        "DATABASE_URL is not set: name a PostgreSQL 15+ database (postgres://user@host:5432/statecore); "
        "only DJANGO_DEBUG=true defaults to the embedded development server"
    )
_db = dj_database_url.parse(DATABASE_URL)
if _db["ENGINE"] != "django.db.backends.postgresql":
    raise ConfigError("DATABASE_URL must be a postgres:// URL: statecore runs on PostgreSQL only")
_db["CONN_MAX_AGE"] = env_int("DATABASE_CONN_MAX_AGE", 600)
# No `SELECT 1` before each request's first query by default: a connection that died fails its
# request with a 503 (service_unavailable) and is replaced on the next one.
_db["CONN_HEALTH_CHECKS"] = env_bool("DATABASE_HEALTH_CHECKS", False)
# Django's PostgreSQL backend with every round trip under the client-side deadline below.
_db["ENGINE"] = "statecore.postgresql"
_STATEMENT_TIMEOUT_MS = env_int("DATABASE_STATEMENT_TIMEOUT_MS", 15000, minimum=0)
_db["OPTIONS"] = {
    # Fail fast instead of hanging a worker when the database is unreachable.
    "connect_timeout": env_int("DATABASE_CONNECT_TIMEOUT", 5, minimum=1),
    "application_name": "statecore",
    # No request waits on a row lock, or runs, until the HTTP server's own timeout: past these
    # the statement fails and the request answers 503 service_unavailable. A memory search by
    # meaning scans its namespace's HNSW graph past ef_search candidates until it has enough
    # that pass the namespace filter (pgvector 0.8's iterative scan; statecore.selectors), set
    # once per connection rather than per search (a transaction and a SET: three round trips).
    "options": "-c lock_timeout={} -c statement_timeout={} -c hnsw.iterative_scan=relaxed_order".format(
        env_int("DATABASE_LOCK_TIMEOUT_MS", 5000, minimum=0), _STATEMENT_TIMEOUT_MS
    ),
}
# The client's own bound on a round trip (statecore.deadline), for when the server's timeouts
# cannot answer (a stalled network path, a hung server): past it the connection is dropped and
# the request answers 503. Later than the statement timeout, so the server answers first
# whenever it can; 0 turns it off (and is the default when the statement timeout is off).
STATECORE_DB_CLIENT_TIMEOUT_MS = env_int(
    "DATABASE_CLIENT_TIMEOUT_MS", _STATEMENT_TIMEOUT_MS + 2000 if _STATEMENT_TIMEOUT_MS else 0, minimum=0
)
# The state plane's statements (statecore.db: the state transitions, one PL/pgSQL function call
# each, and the reads sent with them) are prepared statements: parsed and planned once per
# connection (measured ~36 us a call less: docs/benchmarks.md, session 13). The ORM's statements
# never are: psycopg prepares a statement only when asked (prepare=True) or after
# prepare_threshold executions, which this threshold never reaches. false: nothing is prepared,
# for a pooler in transaction mode that cannot keep prepared statements (PgBouncer before 1.21,
# or later without max_prepared_statements).
STATECORE_DB_PREPARED_STATEMENTS = env_bool("DATABASE_PREPARED_STATEMENTS", True)
_db["OPTIONS"]["prepare_threshold"] = 2**62 if STATECORE_DB_PREPARED_STATEMENTS else None
if env_bool("DATABASE_POOL", False):
    # psycopg_pool inside each process: useful with threaded workers (gthread, ASGI).
    _db["CONN_MAX_AGE"] = 0
    _db["OPTIONS"]["pool"] = {
        "min_size": env_int("DATABASE_POOL_MIN_SIZE", 2),
        "max_size": env_int("DATABASE_POOL_MAX_SIZE", 10, minimum=1),
        "timeout": env_int("DATABASE_POOL_TIMEOUT", 10, minimum=1),
    }
DATABASES = {"default": _db}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
# The portal shows times as ISO 8601 to the second in UTC (portal/formats).
FORMAT_MODULE_PATH = ["portal.formats"]
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = Path(env_str("DJANGO_STATIC_ROOT", str(BASE_DIR / "var" / "static")))
STATIC_ROOT.mkdir(parents=True, exist_ok=True)
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if not DEBUG
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}
WHITENOISE_USE_FINDERS = DEBUG

# --- security headers (check --deploy) ----------------------------------------------------------
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SECURE = env_bool("DJANGO_SECURE_COOKIES", not DEBUG)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", False)
SECURE_HSTS_SECONDS = env_int("DJANGO_SECURE_HSTS_SECONDS", 0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS", False)
SECURE_HSTS_PRELOAD = env_bool("DJANGO_SECURE_HSTS_PRELOAD", False)
SECURE_PROXY_SSL_HEADER = (
    ("HTTP_X_FORWARDED_PROTO", "https") if env_bool("DJANGO_BEHIND_TLS_PROXY", False) else None
)
# The request body of a native state write is read as a stream with its own bound; this
# limit applies to form and JSON bodies parsed by Django/DRF.
DATA_UPLOAD_MAX_MEMORY_SIZE = env_int("DJANGO_DATA_UPLOAD_MAX_MEMORY_SIZE", 1024 * 1024)

# --- REST framework -----------------------------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "portal.api.authentication.LeaseTokenAuthentication",
        "portal.api.authentication.AppTokenAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    "DEFAULT_SCHEMA_CLASS": "portal.api.schema.AutoSchema",
    "EXCEPTION_HANDLER": "portal.api.problems.exception_handler",
    "UNAUTHENTICATED_USER": None,
}

SPECTACULAR_SETTINGS = {
    "TITLE": "statecore API",
    "DESCRIPTION": "Durable thread state, memory and tracing plane for agent harnesses (wire contract v1).",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SERVE_PERMISSIONS": ["rest_framework.permissions.AllowAny"],
    "SERVE_AUTHENTICATION": [],
    # Swagger UI and Redoc from drf-spectacular-sidecar's static files (whitenoise serves them):
    # no CDN, so /api/docs/ works where nothing outside is reachable.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # Swagger UI's default validator badge loads from validator.swagger.io.
    "SWAGGER_UI_SETTINGS": {"deepLinking": True, "validatorUrl": None},
    "COMPONENT_SPLIT_REQUEST": True,
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "portal.api.schema.postprocess",
    ],
    "ENUM_NAME_OVERRIDES": {
        "ReconcileDecisionEnum": ["adopt_pending", "keep_previous"],
        "MemoryDecisionEnum": ["approve", "reject"],
        "RunStatusEnum": ["completed", "interrupted", "uncertain_durability", "reconciled"],
        "MemoryKindEnum": ["semantic", "episodic_reference", "procedural"],
        "TelemetryHealthReasonEnum": ["export_failed", "setup_failed"],
    },
}

# --- Celery -------------------------------------------------------------------------------------
# No broker configured: tasks run in-process (first look only). Production sets a Redis URL.
CELERY_BROKER_URL = env_optional("CELERY_BROKER_URL")
CELERY_TASK_ALWAYS_EAGER = CELERY_BROKER_URL is None
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_TASK_TIME_LIMIT = env_int("CELERY_TASK_TIME_LIMIT", 300, minimum=1)
# acks_late is only safe with a visibility timeout longer than any task's time limit: a task still
# running past it is delivered again to another worker. It is also how long the message of a
# worker killed mid-task (SIGKILL, OOM, node loss) waits in Redis before it is delivered again;
# the memory rescan sweep (below) brings a killed scan back sooner.
_VISIBILITY_TIMEOUT = env_int("CELERY_BROKER_VISIBILITY_TIMEOUT", CELERY_TASK_TIME_LIMIT * 4, minimum=1)
if _VISIBILITY_TIMEOUT <= CELERY_TASK_TIME_LIMIT:
    raise ConfigError("CELERY_BROKER_VISIBILITY_TIMEOUT must be longer than CELERY_TASK_TIME_LIMIT")
# A broker that is down or stalled (no answer on an open socket) costs a publish at most about
# (retries + 2) x the socket timeout (measured: 4.2 s with the defaults), never a hung request:
# without a socket timeout redis-py waits forever on a stalled Redis. A publish that fails is not
# an error for the caller (see statecore.services.memory.memory_propose).
_BROKER_SOCKET_TIMEOUT = env_int("CELERY_BROKER_SOCKET_TIMEOUT_MS", 1000, minimum=1) / 1000
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": _VISIBILITY_TIMEOUT,
    "socket_timeout": _BROKER_SOCKET_TIMEOUT,
    "socket_connect_timeout": _BROKER_SOCKET_TIMEOUT,
}
CELERY_TASK_PUBLISH_RETRY = True
CELERY_TASK_PUBLISH_RETRY_POLICY = {
    # One retry at least: the first publish after Redis restarted meets a dead pooled connection.
    "max_retries": env_int("CELERY_PUBLISH_MAX_RETRIES", 2, minimum=0),
    "interval_start": 0,
    "interval_step": 0.2,
    "interval_max": 0.5,
}
CELERY_RESULT_BACKEND = None
CELERY_TASK_IGNORE_RESULT = True
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
# A prefork pool process warms the memory scanners before it reports up (portal/celery.py), about
# a second, far longer on a loaded node; past this the parent kills it and forks another, so a
# pool process lost mid-scan (OOM, SIGKILL) would never be replaced under Celery's 4 s default.
CELERY_WORKER_PROC_ALIVE_TIMEOUT = env_int("CELERY_WORKER_PROC_ALIVE_TIMEOUT", 60, minimum=1)
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BEAT_SCHEDULE = {
    "sweep-stale-pending-writes": {"task": "statecore.tasks.sweep_stale_pending", "schedule": 3600.0},
    "memory-retention": {"task": "statecore.tasks.memory_retention", "schedule": 900.0},
    "harness-settle-stale-runs": {"task": "statecore.tasks.harness_settle_stale", "schedule": 60.0},
    # records without a vector (older than the model, or a consolidation's append); each run
    # chains batches until none is left
    "memory-embed-backfill": {"task": "statecore.tasks.memory_embed_backfill", "schedule": 300.0},
    "memory-rescan": {
        "task": "statecore.tasks.memory_rescan",
        "schedule": float(env_int("STATECORE_MEMORY_RESCAN_EVERY_SECONDS", 60, minimum=1)),
    },
}

# --- statecore ----------------------------------------------------------------------------------
# Bounds are per environment (EnvironmentPolicy rows); these are the defaults for environments
# without a row, as CONTRACT.md section 4 fixes them.
STATECORE_DEFAULT_MAX_NATIVE_PAYLOAD_BYTES = env_int("STATECORE_MAX_NATIVE_PAYLOAD_BYTES", 16 * 1024 * 1024)
STATECORE_DEFAULT_MAX_PENDING_WRITES = env_int("STATECORE_MAX_PENDING_WRITES", 1000, minimum=1)
STATECORE_DEFAULT_MAX_STATE_WRITES_PER_MINUTE = env_int(
    "STATECORE_MAX_STATE_WRITES_PER_MINUTE", 6000, minimum=1
)
STATECORE_DEFAULT_MAX_MEMORY_CONTENT_BYTES = env_int("STATECORE_MAX_MEMORY_CONTENT_BYTES", 64 * 1024)
STATECORE_DEFAULT_MAX_MEMORY_WRITES_PER_MINUTE = env_int(
    "STATECORE_MAX_MEMORY_WRITES_PER_MINUTE", 600, minimum=1
)
STATECORE_MAX_LEASE_TTL_SECONDS = env_int("STATECORE_MAX_LEASE_TTL_SECONDS", 7 * 24 * 3600, minimum=1)
# Pending writes of fenced generations / old epochs older than this are deleted by the sweep.
# Harness runs (CONTRACT 3a): the URL sandbox workers call back (never derived from a request's
# Host header: the worker sends its lease token there), the relay's heartbeat, after how long
# without one a running run's control plane counts as dead, and a run's time limit.
STATECORE_HARNESS_SERVICE_URL = env_str("STATECORE_HARNESS_SERVICE_URL", "http://127.0.0.1:8000")
STATECORE_RUN_HEARTBEAT_SECONDS = env_int("STATECORE_RUN_HEARTBEAT_SECONDS", 5, minimum=1)
STATECORE_RUN_STALE_SECONDS = env_int("STATECORE_RUN_STALE_SECONDS", 30, minimum=2)
STATECORE_RUN_TIMEOUT_SECONDS = env_int("STATECORE_RUN_TIMEOUT_SECONDS", 900, minimum=1)
# Relay threads that wait for the next run with their database connection open, per process.
STATECORE_RUN_RELAY_IDLE_THREADS = env_int("STATECORE_RUN_RELAY_IDLE_THREADS", 4, minimum=0)
STATECORE_RUN_RELAY_IDLE_SECONDS = env_int("STATECORE_RUN_RELAY_IDLE_SECONDS", 300, minimum=1)
if STATECORE_RUN_STALE_SECONDS < 2 * STATECORE_RUN_HEARTBEAT_SECONDS:
    raise ConfigError("STATECORE_RUN_STALE_SECONDS must be at least twice STATECORE_RUN_HEARTBEAT_SECONDS")
# The local sandbox driver: the worker module each sandbox runs (a wrapper module may confine it),
# how many idle sandboxes a server process keeps for their bindings' next turns, and for how long.
STATECORE_SANDBOX_WORKER_MODULE = env_str("STATECORE_SANDBOX_WORKER_MODULE", "statecore.harness.worker")
STATECORE_SANDBOX_MAX_IDLE = env_int("STATECORE_SANDBOX_MAX_IDLE", 8)
STATECORE_SANDBOX_IDLE_SECONDS = env_int("STATECORE_SANDBOX_IDLE_SECONDS", 300, minimum=1)
STATECORE_STALE_PENDING_HOURS = env_int("STATECORE_STALE_PENDING_HOURS", 24, minimum=1)
# Memory proposals still in `scanning` this long after their scan was enqueued are enqueued again
# (the broker was down at the write, Redis lost its queue, or the worker died mid-scan). Shorter
# than a scan can take only costs a duplicate scan task, which finds the result already written.
STATECORE_MEMORY_RESCAN_AFTER_SECONDS = env_int("STATECORE_MEMORY_RESCAN_AFTER_SECONDS", 300, minimum=1)
# A lexical memory search ranks the newest this many records that match its query (a word most of
# a namespace holds would otherwise rank all of them: the work grows with the namespace); 0 ranks
# every match. At least the search's limit is always ranked. 200 is four pages of the largest
# limit (50); docs/benchmarks.md (session 13, the lexical window) has 500's cost against it.
STATECORE_MEMORY_LEXICAL_WINDOW = env_int("STATECORE_MEMORY_LEXICAL_WINDOW", 200, minimum=0)
STATECORE_POLICY_CACHE_SECONDS = env_int("STATECORE_POLICY_CACHE_SECONDS", 30)
# The authority vocabulary beyond statecore.scanning.authority's defaults: the names this
# deployment gives its tools, permissions, sandbox profiles, model providers and hosts. A memory
# that grants, claims a past grant of, or instructs a change to or a bypass of any of them is
# rejected; one that merely names one goes to approval for the categories listed in
# STATECORE_AUTHORITY_MENTION_APPROVAL ("none", the default; "all"; or category names such as
# "destination,credential": see statecore.scanning.authority.CATEGORIES). The default holds no
# mention: on the judge's development sets, holding every mention sent about six benign memories
# to a reviewer for each widening one it stopped (docs/benchmarks.md, session 24); a procedural
# memory (an instruction) waits for approval by its kind anyway.
STATECORE_AUTHORITY_TOOLS = env_list("STATECORE_AUTHORITY_TOOLS", [])
STATECORE_AUTHORITY_PERMISSIONS = env_list("STATECORE_AUTHORITY_PERMISSIONS", [])
STATECORE_AUTHORITY_SANDBOX_PROFILES = env_list("STATECORE_AUTHORITY_SANDBOX_PROFILES", [])
STATECORE_AUTHORITY_PROVIDERS = env_list("STATECORE_AUTHORITY_PROVIDERS", [])
STATECORE_AUTHORITY_HOSTS = env_list("STATECORE_AUTHORITY_HOSTS", [])
STATECORE_AUTHORITY_MENTION_APPROVAL = env_list("STATECORE_AUTHORITY_MENTION_APPROVAL", ["none"])
STATECORE_TRUSTED_NETWORKS = env_list("STATECORE_TRUSTED_NETWORKS", ["127.0.0.0/8", "::1/128"])
# How long a process remembers that a caller's credential was valid, for the decision to honour
# its trace context only (never for authentication); 0: looked up on every request.
STATECORE_TRACE_TRUST_CACHE_SECONDS = env_int("STATECORE_TRACE_TRUST_CACHE_SECONDS", 30, minimum=0)

# --- telemetry ----------------------------------------------------------------------------------
# Tracing is configured after fork (deploy/gunicorn.conf.py post_fork, portal/celery.py
# worker_process_init), never here: this block only reads and checks the configuration.
# OTEL_* variables are read by telemetry.setup.TracingConfig.from_environ; without
# OTEL_EXPORTER_OTLP_ENDPOINT nothing is exported.
import os as _os  # noqa: E402

from telemetry.policy import BaggageSchema, content_capture_switches  # noqa: E402

_content_capture = content_capture_switches(_os.environ)
if _content_capture:
    raise ConfigError("content capture is switched on for telemetry: " + ", ".join(_content_capture))
# Baggage keys an operator allows (``key[:max_length],...``); empty: all baggage is dropped.
STATECORE_BAGGAGE_SCHEMA = env_str("STATECORE_BAGGAGE_SCHEMA", "")
BaggageSchema.parse(STATECORE_BAGGAGE_SCHEMA)  # refuse to start on a malformed schema
# Egress: destinations (origin ``https://host:port`` or host) that get full context, and
# external ones that opted in to ``traceparent`` only. Everything else gets nothing.
STATECORE_TRACE_INTERNAL_DESTINATIONS = env_list("STATECORE_TRACE_INTERNAL_DESTINATIONS", [])
STATECORE_TRACE_CORRELATED_DESTINATIONS = env_list("STATECORE_TRACE_CORRELATED_DESTINATIONS", [])
STATECORE_TRACECONTEXT_TEST_ENDPOINT = env_bool("STATECORE_TRACECONTEXT_TEST_ENDPOINT", False)
if STATECORE_TRACECONTEXT_TEST_ENDPOINT and not DEBUG and not _ALLOW_TEST_KEYS:
    raise ConfigError("STATECORE_TRACECONTEXT_TEST_ENDPOINT is a test hook; refused by production settings")
STATECORE_TRACECONTEXT_TEST_CALLBACK_PREFIXES = env_list("STATECORE_TRACECONTEXT_TEST_CALLBACK_PREFIXES", [])

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "filters": {"redact_api_paths": {"()": "portal.access_log.RedactApiPaths"}},
    "handlers": {
        "console": {"class": "logging.StreamHandler", "formatter": "plain", "filters": ["redact_api_paths"]}
    },
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    "loggers": {
        # Request lines carry no bodies or headers; Django's own request logger is kept at WARNING
        # so that 4xx do not log the URL with a state ref or key at INFO.
        "django.request": {"level": "ERROR"},
        "django.server": {"level": env_str("DJANGO_SERVER_LOG_LEVEL", "INFO")},
    },
}
