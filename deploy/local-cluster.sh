#!/usr/bin/env bash
# Two app instances + the nginx front cache on one machine, sharing PostgreSQL, Redis and the
# media directory (docs/deploy.md "Several instances"). Starts Redis and PostgreSQL when Debian's
# servers are installed but not running. Needs a production build: `npm run build` first.
#   bash deploy/local-cluster.sh [--seed] [--ports 3401,3402] [--listen 8480]
set -euo pipefail
cd "$(dirname "$0")/.."
if ! (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then
  command -v redis-server >/dev/null || { echo "Redis is not running on 127.0.0.1:6379 and redis-server is not installed" >&2; exit 1; }
  redis-server --daemonize yes --port 6379 --save '' >/dev/null
fi
if ! (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  command -v pg_ctlcluster >/dev/null || { echo "PostgreSQL is not running on 127.0.0.1:5432 and is not installed" >&2; exit 1; }
  pg_ctlcluster "$(ls /etc/postgresql | sort -V | tail -1)" main start
fi
[ -f .next/BUILD_ID ] || { echo "No production build: run npm run build first" >&2; exit 1; }
exec node deploy/local-cluster.mjs "$@"
