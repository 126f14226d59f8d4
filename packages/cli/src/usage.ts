import { botLevel, listGames, type AnyGame } from "@parlor/engine";
import {
  FAILOVER_GIVE_UP_MS,
  FAILOVER_RETRY_MS,
  LOADTEST_DEFAULTS,
  MAX_CLIENTS,
  MAX_SECONDS,
  MAX_TABLES,
  MAX_URLS,
} from "./commands/loadtest.js";
import { OPEN_FILES_HEADROOM } from "@parlor/server/open-files";

/** Games and their own bot level, the one used when none is named: "set-pc medium, …, ruhd greedy". */
const defaultBots = (games: readonly AnyGame[]): string =>
  games.map((game) => `${game.id} ${game.defaultBot}`).join(", ");
const DEFAULT_BOTS = defaultBots(listGames());
/** The column at which a flag's description starts in the usage texts. */
const FLAG_TEXT_COLUMN = 29;
/**
 * The levels that search, with their work unit and default, the levels of a game that count alike
 * named together ("set-pc easy/medium/hard: cards examined per look (default 1000000)"), one a line.
 */
const BOT_BUDGETS = listGames()
  .flatMap((game) => {
    const byBudget = new Map<string, string[]>();
    for (const [name, level] of Object.entries(game.bots)) {
      if (!level.budget) continue;
      const key = `${level.budget.unit} (default ${level.budget.default})`;
      byBudget.set(key, [...(byBudget.get(key) ?? []), name]);
    }
    return [...byBudget].map(([budget, names]) => `${game.id} ${names.join("/")}: ${budget}`);
  })
  .join(`\n${" ".repeat(FLAG_TEXT_COLUMN)}`);
/** The column at which a flag's description starts in `parlor serve`'s usage. */
const SERVE_FLAG_TEXT_COLUMN = 25;
/** The widest line of the usage texts. */
const USAGE_WIDTH = 102;

/** `text` in lines of at most USAGE_WIDTH characters, the later ones indented to `column`. */
function wrapAt(column: number, text: string): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && column + line.length + 1 + word.length > USAGE_WIDTH) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join(`\n${" ".repeat(column)}`);
}

/**
 * The levels that search, a game's levels with a work budget, named together by game: "set-pc
 * easy/medium/hard, …, buraco strong". The server runs exactly these in its bot worker threads (the
 * same test, a level's budget, in packages/server's tables/runner.ts).
 */
const SEARCHING_LEVELS = listGames()
  .map((game) => {
    const names = Object.entries(game.bots)
      .filter(([, level]) => level.budget)
      .map(([name]) => name);
    return names.length === 0 ? "" : `${game.id} ${names.join("/")}`;
  })
  .filter((levels) => levels !== "")
  .join(", ");
/** `parlor serve --bot-threads`'s description, wrapped. */
const BOT_THREADS_TEXT = wrapAt(
  SERVE_FLAG_TEXT_COLUMN,
  `worker threads where the bot levels that search (${SEARCHING_LEVELS}) think, off the event ` +
    "loop (default: the machine's cores but one, 1 to 4); 0 runs every bot on the event loop",
);
/** The games without loadtest's preferred level, which play their own instead. */
const LOADTEST_OWN_LEVEL = defaultBots(
  listGames().filter((game) => botLevel(game, LOADTEST_DEFAULTS.level) === undefined),
);

/** Usage text of each command, shown by `parlor help [command]` and `parlor <command> --help`. */
export const USAGE: Readonly<Record<string, string>> = {
  start: `parlor start [flags]
  Starts Parlor: the game server (parlor serve) with its defaults, and a welcome on stderr. Takes the
  flags of parlor serve. 'npm start' runs this.`,

  serve: `parlor serve [flags]
  Runs the game server: HTTP API, WebSockets (/ws), /healthz, /readyz and /metrics in one process,
  with an embedded SQLite database, or PostgreSQL when DATABASE_URL is set (a postgresql:// connection
  string; the schema is created if missing). With REDIS_URL too (redis://host:port/db), any number of
  processes on the same PostgreSQL and Redis share the tables: each live table is owned by one process
  (a lease in Redis), any process accepts any socket, a dead process's tables go on elsewhere
  (docs/deploy.md). Logs are JSON lines (pino) on stdout, the first ones saying where it listens and
  which database it uses. SIGTERM or Ctrl-C drains (stops taking connections, hands its tables to the
  other processes at once, closes sockets, stores what is under way, stops the tables, closes the
  database) and exits 0; a second signal exits at once. A port already in use, or a database that
  cannot be opened, exits 1; REDIS_URL without DATABASE_URL exits 2.
    -p, --port P         port (default: PORT from the environment, else 8080; 0 takes any free port)
        --host H         address to listen on (default 127.0.0.1, this machine only; --host 0.0.0.0
                         exposes the server to the network)
        --db FILE        SQLite database file, created with its folder if missing (default
                         data/parlor.db, relative to the current directory); unused with DATABASE_URL
        --log-level L    fatal, error, warn, info, debug, trace or silent (default: LOG_LEVEL from the
                         environment, else info)
        --max-tables-per-minute N
                         tables one client address may make per minute (default 30); 0 lifts every
                         per-address table limit (this one, 20 tables waiting for players and 4
                         tables of bots only running per address), for load tests
        --max-connections N
                         WebSocket connections the server holds in all (default 10000; an upgrade
                         past it is refused, 503)
        --max-connections-per-address N
                         connections one address may hold, HTTP and WebSocket together (default 256;
                         0: no limit): one past it is closed as soon as it is accepted. Connections
                         from --trust-proxy's proxies are not counted so; the WebSockets of each
                         address they name are (an upgrade past it is refused, 429)
        --max-tcp-connections N
                         TCP connections (HTTP and WebSocket) the server holds in all; one past it is
                         closed at once (default 0: the open-files limit, ulimit -n read at start,
                         less ${OPEN_FILES_HEADROOM} files kept for the database, Redis and logs; a larger N is
                         lowered to that)
        --headers-timeout MS
                         a request whose headers have not all come within MS is answered 408 and its
                         connection closed (default 10000; 0: no limit; at most --request-timeout)
        --request-timeout MS
                         the same for a whole request, headers and body (default 10000; 0: no limit)
        --keep-alive-timeout MS
                         an HTTP connection idle between requests is closed after MS (default 72000:
                         longer than the 60 s proxies keep theirs)
        --idle-timeout MS
                         a connection whose request or answer moves no byte for MS is closed (default
                         60000; 0: no limit). None of these timeouts closes a WebSocket (its
                         heartbeat does)
        --allowed-origins O1,O2,...
                         origins (https://example.org) whose pages may open the WebSocket or change
                         anything besides the server's own; upgrades and POST/PUT/PATCH/DELETE with
                         any other Origin are refused (403), those without one (programs) are allowed
        --allowed-hosts H1,H2,...
                         host names (the Host header) the server answers for besides localhost, the
                         loopback addresses, the address it listens on and the hosts of
                         --allowed-origins: names, addresses, .example.org for a domain and its
                         subdomains, or * for any; any other host is refused (403, DNS rebinding).
                         Behind a proxy, list the public host (parlor.example.org)
        --chat-lines-per-table N
                         chat lines a table keeps; then its chat is full (default 1000; 0: no limit)
        --spectator-chat-per-minute N
                         chat lines the spectators of one table may say per minute together
                         (default 30; 0: no limit)
        --anonymous-chat-per-minute N
                         chat lines spectators without a session (a name) may say per minute from one
                         address (default 6; 0: spectators need a session to chat)
        --bot-threads N  ${BOT_THREADS_TEXT}
        --analysis-threads N
                         worker threads analysing finished matches for GET /api/matches/<id>/analysis
                         (default 1; an analysis can take a core for a minute)
        --analysis-work N
                         the search per decision of an analysis, in each game's unit (default each
                         game's own: French Tarot 400 playouts, Buraco 256, Ruhd 40 samples)
        --bot-time-budget MS
                         real time a searching bot may think per decision in its worker thread
                         (default 1000); its search then answers with what it has. Unused with
                         --bot-threads 0
        --bot-pace F     the bots' pace at turn-based games: every bot's delay before a move (a
                         person's pace, about 0.8 s a card) times F (default 1; 0 plays at once);
                         for tests and demos. The rules' own times (freezes, deadlines) and a race's
                         bots (how quick they are is their level) are not changed
        --lease-ms MS    with REDIS_URL: how long a table's lease lasts unrenewed, so how long a dead
                         process's tables wait before another takes them (default 5000, at least 300)
        --trust-proxy T  behind a load balancer: believe X-Forwarded-For from these proxies about the
                         client's address (true: any; a number of hops; or addresses and CIDR ranges,
                         e.g. 10.0.0.0/8,127.0.0.1); default: the socket's own address
  A database that cannot be written (read-only file, a role without INSERT) exits 1 at start.`,

  loadtest: `parlor loadtest [flags]
  Loads Parlor server processes on this machine (only 127.0.0.0/8, localhost or [::1]; with --netns
  also the test hosts of a network namespace) with scripted players. Start each server with its
  per-address limits lifted, since every client comes from one address: parlor serve
  --max-tables-per-minute 0 --max-connections-per-address 0. It
  makes N tables of P human seats (POST /api/tables), one WebSocket per seat; each client plays its seat
  with the engine's bot for the game (its judgment and its delays divided by --speed). Measures for S
  seconds once every client has joined (a table whose match ends is replaced at once), closes
  everything and prints one JSON line: { tables, clients, joinSeconds, actions, refused, errors,
  p50Ms, p90Ms, p99Ms, maxMs, actionsPerSecond, matches, serverRssMb, serverMemoryPerTableKb,
  serverCpuSecondsPerAction, serviceCpuSecondsPerAction, redisPerAction, loadgenCpuSeconds,
  processes: [...], ... }.
  joinSeconds: from the first
  table made to every client joined (the ramp, or with --ramp-ms 0 a connection storm). Latency:
  action sent -> the view of its result. CPU per action: the servers' process_cpu_seconds_total over the measured window
  (/metrics) over the actions in it; serviceCpuSecondsPerAction the same for PostgreSQL (on this
  machine) and Redis, where the servers can read their CPU (parlor_service_cpu_seconds). With
  Redis, redisPerAction: { commands, bytesIn, bytesOut, byCommand }, its commands (its scripts' too)
  and bytes each way an action (parlor_redis_commands, parlor_redis_net_bytes). 'refused': moves the rules turned down (a bot acting on a view
  that was already out of date, as a person would); 'errors': protocol errors, failed HTTP calls,
  socket errors, unexpected closes and timeouts, one per failure (exit 1 when there are any). Each
  server process and the load generator need an open-files limit (ulimit -n) above their sockets: the
  load generator checks its own first (clients + tables + 64).
  Several processes (--url given once per process, e.g. several parlor serve sharing REDIS_URL and
  DATABASE_URL): table t is made on url t mod n and the socket of its seat s opens on url (t + s) mod n,
  so most tables have players on a process that did not make them; 'processes' reports each url: its
  tables, sockets, actions, forwardedActions (sent on a socket of this url for a table made on
  another), p50Ms, p99Ms, forwardedP99Ms, errors, serverRssMb, cpuSecondsPerAction.
    -u, --url URL        a server process (default http://127.0.0.1:8080); repeat for several, at
                         most ${MAX_URLS}
    -n, --tables N       tables, 1-${MAX_TABLES}, at most ${MAX_CLIENTS} clients in all (default 100)
    -p, --players P      seats (clients) per table, one of the game's seat counts (default
                         ${LOADTEST_DEFAULTS.players}, or the game's largest count where it does not seat ${LOADTEST_DEFAULTS.players})
    -t, --seconds S      measured time, fractions allowed, at most ${MAX_SECONDS} (default 20)
    -g, --game G         any game (default set-pc; --game ruhd plays Ruhd)
    -l, --level L        the bot level the clients play like (default ${LOADTEST_DEFAULTS.level}, or where the game
                         has no ${LOADTEST_DEFAULTS.level} its own level: ${LOADTEST_OWN_LEVEL})
        --speed X        divides the bots' delays (default 5)
        --ramp-ms MS     start the tables spread over MS (default 10 per table; 0: all at once)
        --timeout-ms MS  an HTTP call, join or action unanswered this long is an error (default 5000)
        --check-every N  read one view, ack or move frame in N with the protocol's whole schema (JSON
                         and zod; default ${LOADTEST_DEFAULTS.checkEvery}, 1: every frame); the others: a view or an ack is
                         parsed and its fields checked by hand against the schema, a move (never read)
                         only for its shape. Every other frame, and any that fails a check, goes
                         through the schema: a malformed frame is an error (bad-frame:...)
        --failover       the servers may go away during the run (one killed, behind a load
                         balancer): a socket lost connects again through its url and sits at its table
                         again with its token; a join, action or table that a server going away
                         explains (server-error, a lost socket, a failed HTTP call) is tried again
                         every ${FAILOVER_RETRY_MS} ms. Counted in 'failover' ({ reconnects, retries,
                         byKind }), not as errors; a seat or table not had again within ${FAILOVER_GIVE_UP_MS / 1000} s
                         is an error (failover-gave-up)
        --acks FILE      write every action the servers acknowledged to FILE (made or emptied), one
                         JSON line each as its ack comes: { at (ms since 1970), table, seq, seat,
                         action }; 'acknowledged' in the report counts them. To check a run's store
                         holds every one (scripts/hosts.sh does)
        --netns          run inside a network namespace that ip netns made (ip netns exec NAME parlor
                         loadtest --netns ...): a --url may then also be a private IPv4 address
                         (10/8, 172.16/12, 192.168/16) on a link of that namespace; refused from the
                         machine's own namespace`,

  sets: `parlor sets <card> <card> ...
  Prints the sets among the cards as one line of JSON: an array of sets, each an array of card codes.
  A card is a code of digits 0-2, one per feature (e.g. 0121); all cards have the same length.
  Example: parlor sets 0000 1111 2222 0120   ->   [["0000","1111","2222"]]`,

  simulate: `parlor simulate <game> [flags]
  Plays matches between bots on a virtual clock and prints one JSON object of statistics: game time,
  scores, ties, wins by seat and by bot level, mean score by bot level, and the mean (sd, min, max) of
  each of the game's metrics.
    -n, --games N            matches to play (default 100); match i uses the seed <seed>/i
    -p, --players P          seats at the table (default 2)
    -s, --seed S             seed of the run (default parlor)
        --bot LEVEL          bot level of every seat (default: the game's own level,
                             ${DEFAULT_BOTS})
        --bots L1,L2,...     bot level per seat (sets the number of players)
        --rotate-seats       match i seats the --bots list rotated by i (seat s plays level (s + i) mod
                             players), so every level takes every seat in turn: a fair comparison of levels
        --duplicate          duplicate deals: N deal sets, each played once per rotation of the --bots list
                             over the seats with the same seed (the same cards, every level in every seat),
                             so the luck of the deal cancels; adds each level's score per deal and each pair's
                             difference with a 95 % confidence interval over the deal sets (N × players matches)
    -o, --option key=value   a table option of the game (repeat for several); the value is read as
                             JSON when it parses (12, true), else as a string
        --max-time MS        game time after which a match counts as unfinished (default 14400000, 4 h)
        --bot-budget N       work per decision of every bot level that searches, in the level's unit
                             (default: each level's own); work, not time, so the same seed and
                             budget give the same report. The levels that search:
                             ${BOT_BUDGETS}
        --analyse            analyse every finished match too (French Tarot, Buraco, Ruhd: see parlor analyse)
                             and add "analysis": per bot level its decisions weighed, their marks, the
                             share marked an inaccuracy or worse and a mistake or worse, the mean points
                             lost, and the analysis's CPU seconds per match
        --analysis-work N    the analysis's work per decision (default: the game's analysis budget)
        --bot-module NAME=FILE
                             import FILE (an ES module) and add its levels for the game as NAME:level
                             (repeat for several): it exports bots = { "<game>": { level: { description,
                             create } } }, each level a BotLevel of the engine, so another program's bots,
                             or another version's, play the game's own on the same deals
        --pretty             indent the JSON`,

  bench: `parlor bench [flags]
  Measures the set finders on the same random boards: the brute-force and hash-set baselines, the
  string API findSets and the numeric finder; checks that all four find the same sets. Then large
  sets: 64 cards of the 4-feature, 6-value deck (sets of 6), the engine's finder against the former
  one (every 5 of the 64 cards, completed), also checked to agree. Then classic SET (set-classic):
  ultrasets and ghostsets of 12 and 21 random cards, the engine's finder against the brute force by
  the definitions (every 4 or 6 cards, each split into pairs tried), also checked to agree.
    -b, --boards N         random boards per size (default 1000)
    -k, --size K           cards per board (default: both 12 and 21)
    -t, --seconds S        time per finder and size, fractions allowed (default 1)
    -s, --seed S           seed of the boards (default parlor)
        --large-boards N   boards of the large-set case (default 4; 0 skips it)
        --classic-boards N boards per classic SET case (default 100; 0 skips them)
        --json             print { size: { finder: { boardsPerSecond, vsBruteForce, vsHashSet } },
                           "64@4x6": { finder: { boardsPerSecond, vsCompletion } },
                           "ultraset@12": { finder: { boardsPerSecond, vsDefinition } }, ... }
        --simulate         measure parlor simulate instead: matches per second of CPU time (one core) of
                           set-pc with 4 hard bots and Ruhd with 2 greedy ones, against their targets
                           (2,000 and 3,000, reported met or not), then set-pc, set-patterns,
                           set-super, set-classic and buraco with 2 bots of their default level and
                           tarot with 4; each case against a baseline measured in the same run: the
                           same matches through the general path (the SET games' views built afresh
                           for every seat, Ruhd's greedy bot in its first version, each bot move parsed
                           by the action schema, the options parsed for every match). The first
                           matches of each case are played both ways and must agree (else exit 1);
                           then, after a warm-up, 3 rounds of each path, --seconds of CPU time per path
                           and case in all; medians. --seed sets the matches' seeds. With --json:
                           { case: { matchesPerSecond, baselinePerSecond, vsBaseline, target } }
        --bots             measure the searching bots' decisions instead: CPU ms per decision of
                           French Tarot's strong bot (4 and 5 players), Buraco's (2 and 4) and Ruhd's,
                           at each level's default work, over whole deals between bots of that level
                           after a warm-up match; median, p95, p99, max, by kind of move, each case's
                           p95 against the target of 250 ms (met or not) and against the basic
                           level's p95 at the same moments. With --json: [ { id, decisions, medianMs,
                           p95Ms, p99Ms, maxMs, baselineP95Ms, vsBaseline, targetMs, met, byKind } ]
        --decisions N      decisions timed per case with --bots (default 300)`,

  stall: `parlor stall [--seconds S] [--json]
  Measures how long the costliest table the options allow holds the server's event loop: a server in
  this process (loopback, a throwaway SQLite file), /healthz asked one request after the other for S
  seconds idle (the baseline), then for S seconds while a PC Set Game table of 8 x 8 cards of the
  4-feature, 6-value deck (sets of 6) plays with 8 hard bots. Prints /healthz's answers, p50, p90 and
  slowest both ways, the p90's ratio loaded / idle, and the table's steps over 100 ms with the longest
  (the server's parlor_step_seconds). A benchmark to read, not a test: it never fails on a slow machine.
    -t, --seconds S  each run's length, fractions allowed (default 10)
        --json       print { idle, loaded, p90VsIdle, steps, stepsOverLimit, longestStepMs, loopDelayMaxMs }`,

  "ruhd-score": `parlor ruhd-score [--pretty] < placement.json
  Scores one Ruhd placement. Reads one JSON object from standard input, a board and the tile placed on it:
    { "board": [tile, ...], "place": tile }   tile = { "x": 2, "y": 2, "tile": "G4B1G3R1", "rotation": 0 }
  (x to the right, y up; a tile code lists its sides clockwise from the top; rotation: quarter turns
  clockwise, 0-3) and prints its score as JSON: { oneSide, diffDiff, sameSame, pattern, total, sides,
  patterns }, with the points of each touching side and of each pattern created. Every tile must be
  one of the 48 Ruhd tiles, its code read clockwise from any side (G4B2Y2G1 or B2Y2G1G4), each at most
  once: the set has one of each. An illegal placement or board exits 2 with the engine's reason (e.g.
  'occupied: The cell (0, 0) already holds a tile.', 'board[2]: unknown-tile: ...').
        --pretty    indent the JSON
  Example: echo '{"board":[{"x":0,"y":0,"tile":"G4B2Y2G1","rotation":0}],
                  "place":{"x":1,"y":0,"tile":"Y4R2B2Y1","rotation":1}}' | parlor ruhd-score`,

  "tarot-score": `parlor tarot-score [--pretty] [--poignee S,D,T] < deal.json
  Scores one French Tarot deal (FFT rules) played with real cards. Reads one JSON object from standard
  input, the deal:
    { "players": 4, "taker": 0, "contract": "garde", "oudlers": 2, "points": 49 }
  with players 3, 4 or 5; taker (and at 5 players partner, the called card's holder, the taker's seat
  when alone) a seat from 0; contract prise, garde, garde-sans or garde-contre; the oudlers (0-3) and
  card points (0-91, to the half point) of the attack; and when they happened: "petitAuBout": "attack"
  or "defence", "poignees": ["single", ...] (shown by either side), "chelem": "announced-made", "made",
  "announced-failed" or "defence". Prints the marks as JSON: { attack, scores, breakdown }: the attack's
  mark per defender, each seat's score (summing to zero) and the mark part by part. A bad deal exits 2
  with one line saying what is wrong ('bad-deal: The taker must be a seat from 0 to 3, not 4.').
        --poignee S,D,T   the single, double and triple poignée bonuses (default 20,30,40, the FFT's)
        --pretty          indent the JSON
  Example: echo '{"players":4,"taker":0,"contract":"garde","oudlers":2,"points":49,
                  "petitAuBout":"attack"}' | parlor tarot-score`,

  "buraco-score": `parlor buraco-score [--pretty] [--jokers] [--runs-only] [--ace-to-king] [--ace-to-ace] < hand.json
  Scores one Buraco hand played with real cards. Reads the hand's two sides as JSON from standard
  input, { "sides": [side, side] } or [side, side], each side (a player, or a pair) being
    { "melds": [["4H","5H","6H"], ...], "redThrees": 1, "hand": ["KS","3C"], "wentOut": false, "tookMorto": true }
  with its melds on the table (cards such as AS, 10H, QD, 2C, JK), the red threes it laid, the cards
  left in its hands (both partners'), whether it knocked out to end the hand and whether it took its
  morto. Prints each side's score as JSON: { sides: [{ cards, canastas, redThrees, goingOut, morto,
  hand, total }, ...] }, each field the signed points it brings (card values in melds; canastas
  natural +200, mixed +100; red threes +100 each with a canasta, -100 without; +100 for going out;
  -100 without the morto; minus the cards left, a red three -100). A bad hand exits 2 with one line
  saying what is wrong ('bad-side: Side 1: meld 1 (3H 3S 3C) is not a legal meld (threes never meld).').
        --jokers        the 4 jokers are played (wild like a 2)
        --runs-only     groups of one rank are not melds (runs only)
        --ace-to-king   a natural 4-to-K run canasta earns 500 instead of 200
        --ace-to-ace    a natural 4-to-A run canasta earns 1000 instead of 200
        --pretty        indent the JSON
  Example: echo '{"sides":[{"melds":[["4S","5S","6S","7S","8S","9S","10S"],["KH","AH","2S"]],
                  "redThrees":1,"hand":[],"wentOut":true,"tookMorto":true},
                  {"melds":[["9C","9D","9S"]],"redThrees":0,"hand":["QD","3C"],
                  "wentOut":false,"tookMorto":false}]}' | parlor buraco-score`,

  replay: `parlor replay [--at N] [--seat S|spectator] [--state] [--pretty] < log.json
       parlor replay --moves [--at N] [--lang L] < log.json
  Replays a match log (what GET /api/tables/<id>/log serves once a match is over) with the engine and
  prints where the match stands as JSON: { game, seats, actions, at, time, outcome, metrics }, after
  the whole log (advanced to the match's end) or after its first N actions; or, with --moves, each
  move in words, one line each: its number, its game time, what a spectator saw
  ("3 0:04.793: Bot 1 (hard) found a set: two green striped ovals, …").
        --at N       stop after N actions (0: the deal)
        --seat S     add the view of seat S (from 0), or of a spectator: what they saw at that moment
        --state      add the whole state, every hidden card included
        --pretty     indent the JSON
        --moves      the moves in words instead of the JSON report
        --lang L     their language: en (English, the default), fr (French) or pt-BR (Brazilian
                     Portuguese); every game describes its moves in all three
  A log the rules refuse exits 1 and names the action.
  Example: curl -s http://127.0.0.1:8080/api/tables/<id>/log | parlor replay --at 10 --seat 0`,

  analyse: `parlor analyse <table-id | log.json> [--json [--pretty]] [--work N] [--seat S]... [--db FILE]
  Analyses a finished match. French Tarot, Buraco and Ruhd: each decision weighed by the game's strong
  bot from the player's own view at that moment (only what they could see), the move chosen against
  the best, each marked inaccuracy, mistake or blunder by the points it lost (thresholds in the game's
  docs), and each player's accuracy (the share of decisions that lost less than an inaccuracy). The
  SET games: for each set claimed, how long a set had been on the table, the sets each player missed,
  wrong claims and time per set. Prints text, or the JSON GET /api/matches/<id>/analysis serves. The
  same log and --work give the same analysis.
        --json       the analysis as JSON (--pretty indents it)
        --work N     the search per decision, in the game's unit (default: the game's analysis budget)
        --seat S     analyse seat S only (from 0; repeat for more); default every seat
        --db FILE    the server's SQLite file to find a table id in (default data/parlor.db);
                     with DATABASE_URL set, the PostgreSQL store instead
  A table whose match is not over, or an unknown id, exits 1.
  Example: curl -s http://127.0.0.1:8080/api/tables/<id>/log > match.json && parlor analyse match.json`,

  help: `parlor help [command]
  Prints the usage of every command, or of one.`,
};

export const COMMANDS = Object.keys(USAGE);

/** The full usage: every command. */
export function usage(): string {
  return [
    "parlor: play and analyse Parlor's games from the command line.",
    "",
    "Usage: parlor <command> [arguments]   (parlor <command> --help for one command)",
    "",
    ...COMMANDS.map((command) => `${USAGE[command] ?? ""}\n`),
  ].join("\n");
}
