#!/usr/bin/env bash
# Every test: lint, type-check, unit, API on PGlite and on PostgreSQL, and the
# browser journeys. Ends with one line "tests: N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-test-tools.sh
mkdir -p .tmp/results
rm -f .tmp/results/*.json

step() { echo; echo "=== $1"; }
step "lint";        npm run -s lint
step "type-check";  npm run -s typecheck
step "unit";        npx vitest run --project contract --project web --project layout --reporter=default --reporter=json --outputFile=.tmp/results/unit.json
step "API (PGlite)"; npx vitest run --project api --reporter=default --reporter=json --outputFile=.tmp/results/api-pglite.json
step "API (PostgreSQL)"; bash scripts/with-postgres.sh npx vitest run --project api --reporter=default --reporter=json --outputFile=.tmp/results/api-postgres.json
step "build";       npm run -s build
step "browser";     PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.tmp/results/e2e.json" npx playwright test -c apps/web/playwright.config.ts --reporter=list,json
node scripts/summarize-results.mjs .tmp/results
