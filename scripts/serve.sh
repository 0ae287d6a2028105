#!/usr/bin/env bash
# Builds the contract, API and web app, then serves everything on PORT (8080)
# with the embedded database under DATA_DIR (./data) and the demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build
exec node apps/api/dist/server.js
