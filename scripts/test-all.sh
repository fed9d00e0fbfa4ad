#!/usr/bin/env bash
# `npm test`: every check of the project, in the order a failure is cheapest to find.
# Typecheck, lint, migration drift, unit tests, integration tests on SQLite (always) and
# PostgreSQL (when TEST_POSTGRES_URL is set), then browser tests against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."

results=$(mktemp -d)
step() { printf '\n=== %s (%s)\n' "$*" "$(date +%T)"; }

node scripts/ensure-env.mjs

step "Typecheck"
npx tsc --noEmit

step "Lint and format"
npx biome ci .

step "PostgreSQL migrations match the CMS schema"
bash scripts/check-migrations.sh

step "Unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$results/unit.json"

step "Integration tests: SQLite and PostgreSQL, side by side"
# Each suite runs its files one after another (one Payload and one throwaway database per file),
# so each keeps about one core busy: on two cores the two suites together take the time of the
# longer one. SQLite's output is kept in a file and shown when both are done.
postgres_note=""
if [ -z "${TEST_POSTGRES_URL:-}" ]; then
  postgres_note="NOT RUN: TEST_POSTGRES_URL is not set (e.g. TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/test)"
elif ! node -e "
  const c = new (require('pg').Client)({ connectionString: process.env.TEST_POSTGRES_URL, connectionTimeoutMillis: 5000 });
  c.connect().then(() => c.end(), (e) => { console.error(e.message); process.exit(1) })" 2>"$results/pg-error.txt"; then
  postgres_note="NOT RUN: cannot reach TEST_POSTGRES_URL ($(head -1 "$results/pg-error.txt"))"
  # CI promises a server: there an unreachable database is a failure, not a skip.
  if [ "${CI:-}" = "true" ]; then echo "$postgres_note" >&2; exit 1; fi
fi
# The SQLite run keeps a copy of its seeded demo (tests/integration/seed-snapshot.ts) for the
# browser tests' database below.
SEED_SNAPSHOT_DIR="$results/seed-snapshot" TEST_DB=sqlite npx vitest run --project integration \
  --reporter=default --reporter=json --outputFile.json="$results/int-sqlite.json" \
  >"$results/int-sqlite.log" 2>&1 &
sqlite_pid=$!
postgres_rc=0
if [ -n "$postgres_note" ]; then
  echo "PostgreSQL integration tests $postgres_note"
else
  TEST_DB=postgres npx vitest run --project integration \
    --reporter=default --reporter=json --outputFile.json="$results/int-postgres.json" ||
    postgres_rc=$?
fi
sqlite_rc=0
wait "$sqlite_pid" || sqlite_rc=$?
step "Integration tests: SQLite (output)"
cat "$results/int-sqlite.log"
if [ "$sqlite_rc" -ne 0 ] || [ "$postgres_rc" -ne 0 ]; then
  echo "Integration tests failed: SQLite exit $sqlite_rc, PostgreSQL exit $postgres_rc" >&2
  exit 1
fi

step "Production build for the browser tests (seeded SQLite)"
export DATABASE_URL="file:$PWD/data/e2e.db" MEDIA_DIR="$PWD/data/e2e-media"
# The browser tests' server is the public origin: links in member mail and the members API's
# same-origin check use SITE_URL only, and a production server without it sends no member mail.
export E2E_PORT="${E2E_PORT:-3100}"
export SITE_URL="http://127.0.0.1:$E2E_PORT"
rm -rf data/e2e.db data/e2e.db-wal data/e2e.db-shm data/e2e-media
# The cluster test (two instances on PostgreSQL + Redis, after the browser tests) seeds its own
# database meanwhile, on the PostgreSQL server of the integration tests.
cluster_note=""
cluster_seed_pid=""
if [ -n "$postgres_note" ]; then
  cluster_note="NOT RUN: PostgreSQL $postgres_note"
elif ! (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then
  cluster_note="NOT RUN: no Redis on 127.0.0.1:6379"
  if [ "${CI:-}" = "true" ]; then echo "$cluster_note" >&2; exit 1; fi
else
  export CLUSTER_DATABASE_URL="${CLUSTER_DATABASE_URL:-${TEST_POSTGRES_URL%/*}/solaine_cluster}"
  node deploy/local-cluster.mjs --seed-only >"$results/cluster-seed.log" 2>&1 &
  cluster_seed_pid=$!
fi
# Start from the integration tests' freshly seeded SQLite copy when there is one: the seed then
# only adds what that run leaves out (the 50,000 generated outlets) and checks the rest is there,
# about a minute instead of five. Without a copy it seeds everything.
snapshot="$results/seed-snapshot"
if [ -f "$snapshot/seeded.db" ]; then
  mkdir -p data
  cp "$snapshot/seeded.db" data/e2e.db
  if [ -d "$snapshot/media" ]; then cp -r "$snapshot/media" data/e2e-media; fi
fi
npm run seed
# The typecheck step above has checked the types the build would check again.
TYPES_CHECKED=1 npm run build

step "Browser tests (Debian Chromium)"
# The member flows read their emails from the in-process outbox (README: DEV_OUTBOX).
export DEV_OUTBOX=1
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npx playwright test

step "Several instances: PostgreSQL, Redis, front cache"
if [ -n "$cluster_seed_pid" ]; then
  if wait "$cluster_seed_pid"; then
    npx vitest run --project cluster \
      --reporter=default --reporter=json --outputFile.json="$results/cluster.json" || true
  else
    tail -40 "$results/cluster-seed.log"
    cluster_note="FAILED: seeding the cluster's database (above)"
  fi
else
  echo "Cluster test $cluster_note"
fi

step "Summary"
CLUSTER_NOTE="$cluster_note" node scripts/test-summary.mjs "$results" "$postgres_note"
