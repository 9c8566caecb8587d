.PHONY: dev test bench lint

dev:  ## set up and run the service (embedded SQLite, demo login and token printed)
	scripts/dev.sh

test:  ## the whole test suite on PostgreSQL + Redis (starts them when needed)
	scripts/test.sh

bench:  ## thread-state commit benchmark against gunicorn + PostgreSQL
	scripts/bench.sh
