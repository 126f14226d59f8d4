#!/usr/bin/env bash
# A deployment across hosts, on this machine (docs/deploy.md, "A deployment across hosts, tested"):
# a network namespace per host, joined by veth pairs to a bridge in a namespace of the run's own, on
# 10.213.0.0/24 (no route out, no address outside the namespaces it makes):
#
#   lb     10.213.0.2     nginx, with docs/deploy.md's configuration (read from that page)
#   pg     10.213.0.10    PostgreSQL, a throwaway cluster
#   redis  10.213.0.11    Redis, no persistence
#   a, b   10.213.0.21/22 parlor serve, on that PostgreSQL and that Redis, behind nginx
#   lg     10.213.0.100   parlor loadtest --netns --failover --acks FILE, through nginx
#
# It plays a bounded load through nginx, kills server a's process (kill -9) a second or two in (once
# every table has an acknowledged action, and ten a table in all), and once the load test is over checks in PostgreSQL that every action the load
# generator saw acknowledged is in its table's log, and that every table being played at the kill
# went on after it. Prints one JSON line of what it found; exit 0 only when all holds (1 when it does
# not, 2 when it cannot run here). Everything it started is killed and everything it made removed on
# any exit, Ctrl-C included. Every wait is for an event (a log line, a port answering, a process
# exiting), bounded.
#
#   sudo bash scripts/hosts.sh [--tables N] [--seconds S]      (npm run build first)
#
# Needs root, Linux's network namespaces, iproute2 (ip), nginx, PostgreSQL's programs (PARLOR_PG_BIN,
# else Debian's newest /usr/lib/postgresql/<version>/bin), redis-server and node.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

tables=30
seconds=12
while [ $# -gt 0 ]; do
  case "$1" in
    --tables) tables=${2:-}; shift $(($# > 1 ? 2 : 1)) ;;
    --seconds) seconds=${2:-}; shift $(($# > 1 ? 2 : 1)) ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "hosts.sh: unknown argument '$1' (--tables N, --seconds S)" >&2; exit 2 ;;
  esac
done
if ! [[ "$tables" =~ ^[0-9]+$ && "$tables" -ge 1 && "$tables" -le 200 ]]; then
  echo "hosts.sh: --tables is a whole number 1-200, not '$tables'" >&2
  exit 2
fi
if ! [[ "$seconds" =~ ^[0-9]+$ && "$seconds" -ge 4 && "$seconds" -le 120 ]]; then
  echo "hosts.sh: --seconds is a whole number 4-120, not '$seconds'" >&2
  exit 2
fi

# --- What it needs.
cannot() {
  echo "hosts.sh: cannot run here: $*" >&2
  exit 2
}
[ "$(id -u)" = 0 ] || cannot "network namespaces need root"
command -v ip >/dev/null || cannot "no ip (apt-get install iproute2)"
command -v nginx >/dev/null || cannot "no nginx (apt-get install nginx)"
command -v redis-server >/dev/null || cannot "no redis-server (apt-get install redis-server)"
pg_bin=${PARLOR_PG_BIN:-$(compgen -G "/usr/lib/postgresql/*/bin" | sort -V | tail -n 1 || true)}
[ -n "$pg_bin" ] && [ -x "$pg_bin/initdb" ] || cannot "no PostgreSQL (apt-get install postgresql, or PARLOR_PG_BIN)"
id -u postgres >/dev/null 2>&1 || cannot "no 'postgres' user to run PostgreSQL as"
parlor="$root/packages/cli/bin/parlor.js"
[ -f "$root/packages/cli/dist/main.js" ] || cannot "the command line is not built: npm run build"

# --- The hosts and their addresses (docs/deploy.md's nginx block names lb, a and b's).
subnet=10.213.0
declare -A address=([lb]=$subnet.2 [pg]=$subnet.10 [redis]=$subnet.11 [a]=$subnet.21 [b]=$subnet.22 [lg]=$subnet.100)
port=8080
# How long each wait may take (s): starting a host's program, the load generator's first
# acknowledgements at every table, the load test itself beyond its measured seconds.
start_timeout=60
acks_timeout=60
run_timeout=$((seconds + 90))

# A run's own names: two runs side by side cannot clash (their namespaces, bridge and addresses are
# each run's own; nothing is made in the machine's namespace).
run_id=$(od -An -N4 -tx1 /dev/urandom | tr -d ' \n')
prefix="parlor-$run_id"
# What it made and started, for the teardown.
work=""
made_namespaces=()
started=()
nginx_pid=""

# Whether process PID has exited (gone, or a zombie waiting for its parent to read its status).
exited() {
  local state
  state=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d ' ' -f 1) || return 0
  [ -z "$state" ] || [ "$state" = Z ]
}

# Each line says when (s since the start): where a run's time went.
started_at=$(date +%s%N)
elapsed() {
  local cs=$((($(date +%s%N) - started_at) / 10000000))
  printf '%d.%02d' $((cs / 100)) $((cs % 100))
}
log() { echo "hosts.sh: [$(elapsed) s] $*" >&2; }

# --- Teardown: on any exit (a failure, Ctrl-C, TERM), every process in the namespaces it made
# (PostgreSQL stopped first, so that it leaves no shared memory behind), then the namespaces (their
# links and bridge with them), then its files.
teardown() {
  local status=$? ns pids
  trap - EXIT INT TERM
  set +e
  # Quiet: what failed was said before; bash's own "Killed" notices of the processes below are noise.
  exec 2>/dev/null
  if [ -n "$work" ] && [ -f "$work/pg/data/postmaster.pid" ]; then
    runuser -u postgres -- "$pg_bin/pg_ctl" -D "$work/pg/data" -m immediate -w -t 10 stop >/dev/null 2>&1
  fi
  # nginx's master stops its workers itself (killed together, a worker would outlive its parent).
  if [ -n "$nginx_pid" ]; then
    kill -TERM "$nginx_pid"
    local deadline=$((SECONDS + 10))
    until exited "$nginx_pid" || [ "$SECONDS" -ge "$deadline" ]; do sleep 0.05; done
  fi
  for ns in "${made_namespaces[@]}"; do
    pids=$(ip netns pids "$ns" 2>/dev/null)
    [ -n "$pids" ] && kill -9 $pids 2>/dev/null
  done
  # Its own children: reaped, so that none outlives the run.
  for pid in "${started[@]}"; do wait "$pid"; done
  for ns in "${made_namespaces[@]}"; do
    ip netns del "$ns"
  done
  [ -n "$work" ] && rm -rf "$work"
  exit "$status"
}
trap teardown EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
work=$(mktemp -d "${TMPDIR:-/tmp}/parlor-hosts-XXXXXX")
chmod 755 "$work"

# What it printed, shown when something failed.
show_logs() {
  local file
  for file in "$work"/*.log "$work"/pg/postgres.log "$work"/nginx/error.log "$work"/loadtest.err; do
    [ -s "$file" ] || continue
    echo "---- ${file#"$work"/} (last lines)" >&2
    tail -n 30 "$file" >&2
  done
}
fail() {
  log "FAILED: $*"
  show_logs
  exit 1
}

# Waits until a command succeeds (tried every 0.1 s) while process PID, whose doing it waits for,
# runs; at most `timeout` seconds. An event (a port answering, a log line), never a guess of how long
# it takes; a process that exits first ends the wait (a failure).
wait_for() {
  local what=$1 timeout=$2 pid=$3
  shift 3
  local deadline=$((SECONDS + timeout))
  until "$@" >/dev/null 2>&1; do
    exited "$pid" && fail "no $what: its process exited (its log below)"
    [ "$SECONDS" -lt "$deadline" ] || fail "no $what within ${timeout} s"
    sleep 0.1
  done
}

# The status line of GET http://HOST:PORT/PATH, asked from inside namespace NS (bash's /dev/tcp, 2 s at most).
http_status() {
  local ns=$1 host=$2 port=$3 path=$4
  timeout 2 ip netns exec "$ns" bash -c \
    'exec 3<>"/dev/tcp/$0/$1" && printf "GET %s HTTP/1.0\r\nHost: %s\r\n\r\n" "$2" "$0" >&3 && head -n 1 <&3' \
    "$host" "$port" "$path"
}
answers_200() { http_status "$@" | grep -q '^HTTP/1\.[01] 200'; }

# --- The network: a bridge in the run's own namespace, and a host per namespace joined to it.
ns() { echo "$prefix-$1"; }
# (Listed for the teardown before it is made: an interrupt in between leaves nothing behind.)
made_namespaces+=("$(ns net)")
ip netns add "$(ns net)"
ip -n "$(ns net)" link add br0 type bridge
ip -n "$(ns net)" link set dev br0 up
for host in lb pg redis a b lg; do
  made_namespaces+=("$(ns $host)")
  ip netns add "$(ns $host)"
  # Both ends made where they belong: the host's eth0 in its namespace, its peer on the bridge's.
  ip link add eth0 netns "$(ns $host)" type veth peer name "$host" netns "$(ns net)"
  ip -n "$(ns net)" link set dev "$host" master br0 up
  ip -n "$(ns $host)" link set dev lo up
  ip -n "$(ns $host)" addr add "${address[$host]}/24" dev eth0
  ip -n "$(ns $host)" link set dev eth0 up
done
log "run $prefix: namespaces ${made_namespaces[*]}; files in $work"

# --- PostgreSQL on pg: a throwaway cluster, trusting only the hosts' subnet (and its own socket).
mkdir -p "$work/pg"
chown postgres: "$work/pg"
timeout 120 runuser -u postgres -- "$pg_bin/initdb" -D "$work/pg/data" -U parlor --auth=trust -E UTF8 --locale=C --no-sync \
  >"$work/pg/initdb.out" 2>&1 || fail "initdb: $(tail -n 20 "$work/pg/initdb.out")"
cat >"$work/pg/data/pg_hba.conf" <<EOF
local all all trust
host  all all $subnet.0/24 trust
EOF
ip netns exec "$(ns pg)" runuser -u postgres -- "$pg_bin/pg_ctl" -D "$work/pg/data" -l "$work/pg/postgres.log" \
  -w -t "$start_timeout" -o "-c listen_addresses=${address[pg]} -k $work/pg -c max_connections=60" start \
  >/dev/null || fail "PostgreSQL did not start"
timeout 30 runuser -u postgres -- "$pg_bin/createdb" -h "$work/pg" -U parlor parlor || fail "createdb"
database_url="postgresql://parlor@${address[pg]}:5432/parlor"
log "PostgreSQL ready on ${address[pg]}"

# --- Redis on redis.
mkdir -p "$work/redis"
ip netns exec "$(ns redis)" redis-server --bind "${address[redis]}" --port 6379 --save "" --appendonly no \
  --protected-mode no --dir "$work/redis" --daemonize no >"$work/redis.log" 2>&1 &
started+=($!)
wait_for "Redis ready" "$start_timeout" $! grep -q "Ready to accept connections" "$work/redis.log"
redis_url="redis://${address[redis]}:6379"
log "Redis ready on ${address[redis]}"

# --- parlor serve on a and b, behind the load balancer (docs/deploy.md, "Load balancer").
declare -A server_pid=()
for host in a b; do
  ip netns exec "$(ns $host)" env DATABASE_URL="$database_url" REDIS_URL="$redis_url" \
    node --max-semi-space-size=64 "$parlor" serve --host "${address[$host]}" --port "$port" \
    --db "$work/$host-unused.db" --lease-ms 1500 --trust-proxy "${address[lb]}" \
    --allowed-hosts "${address[lb]}" --max-tables-per-minute 0 --max-connections-per-address 0 \
    --bot-threads 0 --log-level warn >"$work/server-$host.log" 2>&1 &
  server_pid[$host]=$!
  started+=($!)
done
for host in a b; do
  wait_for "server $host ready (GET /readyz)" "$start_timeout" "${server_pid[$host]}" \
    answers_200 "$(ns lb)" "${address[$host]}" "$port" /readyz
done
log "servers a and b ready on ${address[a]} and ${address[b]}"

# --- nginx on lb: docs/deploy.md's block, as it is, inside an http context of the run's own.
mkdir -p "$work/nginx"
awk '/^## Load balancer/ { in_section = 1 } in_section && /^```nginx/ { in_block = 1; next }
  in_block && /^```/ { exit } in_block { print }' docs/deploy.md >"$work/nginx/parlor.conf"
for expected in "server ${address[a]}:$port;" "server ${address[b]}:$port;" "listen ${address[lb]}:80;"; do
  grep -qF "$expected" "$work/nginx/parlor.conf" ||
    fail "docs/deploy.md's nginx block (under 'Load balancer') no longer has '$expected': the test hosts' addresses"
done
cat >"$work/nginx/nginx.conf" <<EOF
daemon off;
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  include $work/nginx/parlor.conf;
}
EOF
ip netns exec "$(ns lb)" nginx -e "$work/nginx/error.log" -p "$work/nginx" -c "$work/nginx/nginx.conf" -t \
  >"$work/nginx-check.log" 2>&1 || fail "nginx refused its configuration: $(cat "$work/nginx-check.log")"
ip netns exec "$(ns lb)" nginx -e "$work/nginx/error.log" -p "$work/nginx" -c "$work/nginx/nginx.conf" \
  >"$work/nginx.log" 2>&1 &
nginx_pid=$!
started+=($!)
wait_for "nginx passing GET /readyz on" "$start_timeout" "$nginx_pid" \
  answers_200 "$(ns lg)" "${address[lb]}" 80 /readyz
log "nginx ready on ${address[lb]}; load test of $tables tables for $seconds s begins"

# --- The load generator on lg, through nginx; server a killed mid-run: once every table has an
# acknowledged action and there are kill_after_acks a table in all (a second or two of play).
acks="$work/acks.jsonl"
ip netns exec "$(ns lg)" timeout --signal=KILL "$run_timeout" node "$parlor" loadtest --netns --failover \
  --acks "$acks" --url "http://${address[lb]}" --game ruhd --players 2 --tables "$tables" \
  --seconds "$seconds" --speed 10 --timeout-ms 10000 >"$work/report.json" 2>"$work/loadtest.err" &
loadtest_pid=$!
started+=($!)
kill_after_acks=10
tables_acked() {
  [ -f "$acks" ] || return 1
  [ "$(wc -l <"$acks")" -ge $((tables * kill_after_acks)) ] &&
    [ "$(grep -o '"table":"[^"]*"' "$acks" | sort -u | wc -l)" -ge "$tables" ]
}
wait_for "$kill_after_acks acknowledged actions a table" "$acks_timeout" "$loadtest_pid" tables_acked
killed_at=$(date +%s%3N)
kill -9 "${server_pid[a]}"
{ wait "${server_pid[a]}"; } 2>/dev/null || true
log "killed server a (pid ${server_pid[a]}) at $killed_at; load test goes on"

loadtest_status=0
wait "$loadtest_pid" || loadtest_status=$?
[ "$loadtest_status" = 0 ] || fail "the load test exited $loadtest_status: $(tail -c 2000 "$work/loadtest.err") $(cat "$work/report.json")"
report=$(tail -n 1 "$work/report.json")
log "load test over"

# --- What the database holds, asked from the load generator's host: every acknowledged action
# (the same seat, the same action), and every table being played at the kill went on after it.
adopted=$(timeout 5 ip netns exec "$(ns lg)" bash -c \
  'exec 3<>"/dev/tcp/$0/$1" && printf "GET /metrics HTTP/1.0\r\nHost: %s\r\n\r\n" "$0" >&3 && cat <&3' \
  "${address[b]}" "$port" | sed -n 's/^parlor_lease_changes_total{change="adopted"} \([0-9]*\).*/\1/p')
found=$(timeout 60 ip netns exec "$(ns lg)" "$pg_bin/psql" -X -q -A -t -v ON_ERROR_STOP=1 -h "${address[pg]}" -U parlor parlor <<EOF
CREATE TEMP TABLE lines (line text);
-- One JSON line a row, as it is (no quoting or delimiter characters of CSV in it).
\copy lines FROM '$acks' WITH (FORMAT csv, QUOTE E'\x01', DELIMITER E'\x02')
CREATE TEMP TABLE acks AS
  SELECT l->>'table' AS table_id, (l->>'seq')::int AS seq, (l->>'seat')::int AS seat, l->'action' AS action,
         (l->>'at')::bigint AS at
  FROM (SELECT line::jsonb AS l FROM lines) AS parsed;
CREATE TEMP TABLE at_kill AS
  SELECT id, fence, finished_at FROM tables
  WHERE started_at <= $killed_at AND (finished_at IS NULL OR finished_at > $killed_at);
SELECT json_build_object(
  'acknowledged', (SELECT count(*) FROM acks),
  'acknowledgedAfterKill', (SELECT count(*) FROM acks WHERE at > $killed_at),
  'lost', (SELECT count(*) FROM acks k LEFT JOIN actions a ON a.table_id = k.table_id AND a.seq = k.seq
           WHERE a.seq IS NULL),
  'changed', (SELECT count(*) FROM acks k JOIN actions a ON a.table_id = k.table_id AND a.seq = k.seq
              WHERE a.seat <> k.seat OR a.action::jsonb <> k.action),
  'lostExamples', (SELECT coalesce(json_agg(x), '[]') FROM (SELECT k.table_id, k.seq FROM acks k
                   LEFT JOIN actions a ON a.table_id = k.table_id AND a.seq = k.seq WHERE a.seq IS NULL
                   LIMIT 5) AS x),
  'tablesAtKill', (SELECT count(*) FROM at_kill),
  'tablesTakenOver', (SELECT count(*) FROM at_kill WHERE fence > 1),
  'tablesStuck', (SELECT coalesce(json_agg(id), '[]') FROM at_kill t
                  WHERE NOT (t.finished_at IS NOT NULL
                             OR EXISTS (SELECT 1 FROM acks k WHERE k.table_id = t.id AND k.at > $killed_at)))
);
EOF
) || fail "could not read the database"
# adoptedByB: the tables b's sweep took over (the others were taken by the joins of their players).
summary=$(printf '{"tables":%s,"seconds":%s,"killedAt":%s,"adoptedByB":%s,"store":%s,"loadtest":%s}' \
  "$tables" "$seconds" "$killed_at" "${adopted:-null}" "$found" "$report")
echo "$summary"

# --- What must hold.
node -e '
const s = JSON.parse(process.argv[1]);
const problems = [];
const { store, loadtest } = s;
if (store.acknowledged === 0) problems.push("no action was acknowledged");
if (store.acknowledged !== loadtest.acknowledged) problems.push(`the acks file has ${store.acknowledged} lines, the load test wrote ${loadtest.acknowledged}`);
if (store.lost > 0) problems.push(`${store.lost} acknowledged actions are not in the database, e.g. ${JSON.stringify(store.lostExamples)}`);
if (store.changed > 0) problems.push(`${store.changed} acknowledged actions are stored with another seat or action`);
if (store.tablesAtKill === 0) problems.push("no table was being played at the kill");
if (store.tablesStuck.length > 0) problems.push(`${store.tablesStuck.length} tables being played at the kill did not go on: ${store.tablesStuck.join(", ")}`);
if (store.tablesTakenOver === 0) problems.push("no table being played at the kill was taken over from the killed server");
if (store.acknowledgedAfterKill === 0) problems.push("no action was acknowledged after the kill");
if (loadtest.errors > 0) problems.push(`the load test had errors: ${JSON.stringify(loadtest.errorsByKind)}`);
if (!(loadtest.failover && loadtest.failover.reconnects > 0)) problems.push("no socket connected again after the kill");
if (problems.length > 0) { console.error(problems.map((p) => `hosts.sh: ${p}`).join("\n")); process.exit(1); }
' "$summary" || fail "what must hold did not"
log "ok: ${tables} tables, server a killed mid-run; every acknowledged action stored, every table went on"
