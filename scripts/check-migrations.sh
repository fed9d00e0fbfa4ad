#!/usr/bin/env bash
# Fails when the CMS schema changed without a committed PostgreSQL migration.
# Payload compares the config with the last migration's snapshot; no database is needed.
set -euo pipefail
cd "$(dirname "$0")/.."
before=$(ls src/migrations)
# The development condition keeps Lexical's top-level-await entry points out of the graph
# (docs/decisions.md, "Scripts load Lexical through its development build").
DATABASE_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}" \
  NODE_OPTIONS="--conditions=development ${NODE_OPTIONS:-}" npx payload migrate:create schema-drift-check --skip-empty >/tmp/migration-check.log 2>&1 || {
  cat /tmp/migration-check.log
  exit 1
}
after=$(ls src/migrations)
if [ "$before" != "$after" ]; then
  git checkout -- src/migrations/index.ts 2>/dev/null || true
  comm -13 <(echo "$before") <(echo "$after") | sed 's#^#src/migrations/#' | xargs rm -f
  echo "The CMS schema changed without a migration. Run: npm run migrate:create <name> (with DATABASE_URL set to a PostgreSQL URL) and commit src/migrations." >&2
  exit 1
fi
echo "PostgreSQL migrations match the CMS schema."
