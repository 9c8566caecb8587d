#!/usr/bin/env bash
# Make sure Redis (the Celery broker of the tests) is reachable on 127.0.0.1:6379, starting the
# machine's redis-server when it is not. PostgreSQL comes from scripts/database.sh.
set -euo pipefail

redis_up() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }

if ! redis_up; then
  echo "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
fi
for _ in $(seq 1 30); do
  if redis_up; then exit 0; fi
  sleep 1
done
echo "Redis did not come up" >&2
exit 1
