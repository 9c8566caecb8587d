.PHONY: dev dev-stop test stress soak bench bench-growth bench-replicas bench-profile bench-memory bench-memory-read bench-seeds bench-langgraph bench-harness bench-tracing bench-metrics bench-collector bench-client lint

dev:  ## set up and run the service (embedded PostgreSQL, demo login and token printed)
	scripts/dev.sh

dev-stop:  ## stop the embedded PostgreSQL (one a killed make dev or make test left running, too)
	scripts/bootstrap.sh embedded
	.venv/bin/python scripts/devdb.py stop

test:  ## the whole test suite on the embedded PostgreSQL (or DATABASE_URL's) + Redis (starts them when needed)
	scripts/test.sh

stress:  ## the long fault loop: 100 API kills, 10 PostgreSQL crash restarts, 10 cuts, 10 stalls, 10 fences over two servers; every history checked
	scripts/stress.sh

bench:  ## thread-state commit benchmark against gunicorn + PostgreSQL (the tests' server)
	scripts/bench.sh

bench-growth:  ## commit and load_head at 10k vs 10M committed states (generated in the database), EXPLAIN
	scripts/bench_growth.sh

bench-replicas:  ## commit-cycle throughput: two gunicorn servers with W/2 workers each vs one with W, same database
	scripts/bench_replicas.sh

soak:  ## 8, 32 and 64 thread-state workers for 10 minutes each against gunicorn + PostgreSQL + Celery: errors, p50/p99, memory, tables
	scripts/soak.sh

bench-profile:  ## server CPU per worker request in process, by route and by layer (cProfile), vs GET /healthz
	scripts/bench_profile.sh

bench-memory:  ## memory search (1M records) and write-pipeline benchmark vs LangGraph's PostgresStore
	scripts/bench_memory.sh

bench-memory-read:  ## the worker's memory read over HTTP: a lease's first read against a seen lease's (one round trip)
	scripts/bench_memory_read.sh

bench-seeds:  ## a warm worker's delta seed: decoded every load vs SeedCache hits (no service)
	.venv/bin/python benchmarks/seed_cache.py

bench-langgraph:  ## 30-turn Deep Agent conversation + put/get throughput: StatecoreSaver vs PostgresSaver
	scripts/bench_langgraph.sh

bench-harness:  ## agent turn through the run API: warm and cold sandbox, statecore's share, vs the turn in process
	scripts/bench_harness.sh

bench-tracing:  ## in-process cost per span: BatchSpanProcessor vs statecore's scrubbing processor (+ cProfile)
	.venv/bin/python benchmarks/span_cost.py --profile

bench-metrics:  ## in-process cost of recording metrics per commit request: metrics off vs on, 1 and 4 threads
	.venv/bin/python benchmarks/metrics_cost.py

bench-client:  ## client CPU per request: httpx vs urllib3, http.client, aiohttp, and statecore's client on each
	.venv/bin/python benchmarks/client_transport.py

bench-collector:  ## rotel throughput: no processor vs the statecore processor(s), same run
	.venv/bin/python collector-config/rotel/bench.py
