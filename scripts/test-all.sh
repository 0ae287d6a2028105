#!/usr/bin/env bash
# Every test: lint, type-check, unit, API on PGlite and on PostgreSQL, and the
# browser journeys. Ends with each part's time and one line "tests: N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-test-tools.sh
# The contract's list of areas is written from its folders (decision 035).
npm run -s areas
mkdir -p .tmp/results
rm -f .tmp/results/*.json .tmp/results/times.txt

# Each step's seconds go to times.txt, printed by the summary.
current=""
step() {
  if [ -n "$current" ]; then echo "$current	$((SECONDS - started))" >> .tmp/results/times.txt; fi
  current="$1"
  started=$SECONDS
  [ -n "$1" ] && { echo; echo "=== $1"; }
  return 0
}
step "lint";        npm run -s lint
step "type-check";  npm run -s typecheck
step "unit";        npx vitest run --project contract --project web --project layout --reporter=default --reporter=json --outputFile=.tmp/results/unit.json
step "API (PGlite)"; npx vitest run --project api --reporter=default --reporter=json --outputFile=.tmp/results/api-pglite.json
step "API (PostgreSQL)"; bash scripts/with-postgres.sh npx vitest run --project api --reporter=default --reporter=json --outputFile=.tmp/results/api-postgres.json
step "build";       npm run -s build
step "browser";     PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.tmp/results/e2e.json" npx playwright test -c apps/web/playwright.config.ts --reporter=list,json
step ""
node scripts/summarize-results.mjs .tmp/results
