// The page's JavaScript budgets, gzipped. Fails when the entry (what every visit loads first:
// index.html's module script and the chunks it preloads) is over ENTRY_BUDGET_BYTES, or when
// everything a visit in one language may load (the entry, every chunk loaded later such as the
// tables, the replay and the engine it runs, and one language's strings) is over BUDGET_BYTES.
// The strings are a chunk per language and namespace (src/i18n/locales/<language>/<namespace>.json),
// of which a page loads only its language's: they are counted once per language, on average.
// Prints the figures and each chunk loaded later. Usage: node scripts/budget.mjs [dist folder].
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * Everything a visit in one language may load: 250 KB until issue 14, raised to 300 KB for its French
 * Tarot and Buraco tables, their scorers (with the engine's scoring and the schemas it checks with)
 * and the strings of every page (252 KB with only part of them in); raised to 360 KB by issue 16 for
 * the rules pages of six games with their drawn examples, the find-the-set lesson, the settings page,
 * the QR codes of invite links, and the cards' motion (288 KB before them, about 338 KB with them).
 * Each of these loads only when its page opens: the first page's budget is unchanged. Raised to 368 KB
 * by issue 30 for true results: every game's moves told to their own seat in the second person ("You
 * bid Prise") in three languages, the lists of matches with filters and paging, and the rules of
 * places and ratings shared with the server (364 KB with them). Raised to 376 KB by issue 34 for bots
 * that bid and close like people: the replay's engine carries every game's bots, and French Tarot's
 * hand estimate and bidding and Buraco's going-out estimate add 3.4 KB (371 KB with them); an entry of
 * the engine without its bots would take them out of the page. Raised to 380 KB by issue 36 for quick
 * match: the lobby's "Play with anyone" panel, the protocol's queue frames and their strings in the
 * entry (377.9 KB with them). Raised to 383 KB by issue 36 again for turn-based tables: the set-up
 * form's pace and time bank, the header's count of the tables waiting for the person's move (asked
 * every 30 s and read with the protocol's schema) and its notifications, the My games page, the
 * table's clock, and their strings in three languages (382.1 KB with them, 378.8 KB before). Raised
 * to 396 KB by issue 37 for the analysis of finished matches: the engine the replay loads carries
 * every game's analyser on its definition (4.2 KB, which the page never runs: an entry of the engine
 * without them would take them out of the page), and the replay's analysis, a chunk of its own
 * loaded with the replay of a game that has one (5.9 KB: the marks, the line under the move shown,
 * the players' summary, the graph and its table), the replay asking for it (0.4 KB) and its strings
 * in three languages (1.4 KB a language) (394.8 KB with them, 382.8 KB before; the entry unchanged
 * but for the new namespace's place in the strings' loader). Raised to 401 KB by issue 37 again for
 * hints at tables against bots: the Hint button and its answer (a chunk of its own, 1.2 KB, loaded
 * only at a table that offers hints), each game's moves in a hint's words (1.1 KB, loaded with it),
 * the socket's `hint` question, and its strings in three languages (about 1.3 KB a language)
 * (399.7 KB with them, 394.8 KB before; the entry grows by the games' lines that load the words).
 * Raised to 402 KB by issue 37 again for "Play from here" in the replay of a turn game: the seat and
 * bot-level choice and its question to the server, in the replay's chunk (1.1 KB), and its strings in
 * three languages (0.6 KB a language) (401.4 KB with them, about 399.8 KB before). Raised to 430 KB
 * by issue 37 again for the lessons of French Tarot, Buraco and Ruhd (`/learn/<game>`): the lesson page
 * with its exercises and guided deal (4.1 KB), each game's lesson, its exercises built with the
 * engine's functions and its coach (2.5-3.0 KB each, loaded only with that lesson), and their words,
 * a lesson's chapters, questions, explanations and tips in three languages (3.0-3.7 KB a game and a
 * language) (427.8 KB with them, 401.4 KB before; the entry grows 0.7 KB by each game's line that
 * loads its lesson and the lobby's links to them). Raised to 432 KB by issue 37 again for the marks of
 * a hint on the boards: the card, bid, cards, stock, pile, meld, tile and cell the strong bot's move
 * names, outlined with a "?" badge, and Ruhd's tile drawn faintly in its cell (about 1 KB in the three
 * boards' chunks and their styles), with the lessons' parts shared with the SET lesson split into
 * chunks of their own (430.5 KB with them, 427.8 KB before).
 */
export const BUDGET_BYTES = 432 * 1024;
/** The first page (issue 14: "the first page still loads ≤ 150 KB of JavaScript gzipped"). */
export const ENTRY_BUDGET_BYTES = 150 * 1024;

const LOCALES = fileURLToPath(new URL("../src/i18n/locales", import.meta.url));

const gzipped = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** The scripts index.html loads at once: its module script and the chunks it preloads. */
export function entryScripts(dist) {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const names = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set(names)];
}

/** The languages (folders of src/i18n/locales) and the namespaces (their files). */
export function locales(folder = LOCALES) {
  const languages = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const namespaces = new Set(
    languages.flatMap((language) =>
      readdirSync(join(folder, language))
        .filter((name) => name.endsWith(".json"))
        .map((name) => name.slice(0, -".json".length)),
    ),
  );
  return { languages, namespaces };
}

/**
 * Whether a chunk is one language's strings of a namespace: named after the namespace
 * (`<namespace>-<hash>.js`) and pure data (it imports nothing; a code chunk of the same name does).
 */
export function isStrings(name, text, namespaces) {
  const match = /^(.+)-[\w-]{8}\.js$/.exec(name);
  return !!match && namespaces.has(match[1]) && !/\bimport\b/.test(text);
}

/** The figures of a build: bytes gzipped of the entry, of the code loaded later, of the strings. */
export function measure(dist, folder = LOCALES) {
  const assets = join(dist, "assets");
  const { languages, namespaces } = locales(folder);
  const entry = entryScripts(dist);
  const chunks = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => {
      const path = join(assets, name);
      const strings = !entry.includes(name) && isStrings(name, readFileSync(path, "utf8"), namespaces);
      return { name, bytes: gzipped(path), entry: entry.includes(name), strings };
    });
  const sum = (list) => list.reduce((total, chunk) => total + chunk.bytes, 0);
  const entryBytes = sum(chunks.filter((c) => c.entry));
  const laterBytes = sum(chunks.filter((c) => !c.entry && !c.strings));
  const stringsBytes = sum(chunks.filter((c) => c.strings));
  const perLanguage = Math.round(stringsBytes / Math.max(1, languages.length));
  return {
    entryBytes,
    laterBytes,
    stringsBytes,
    languages: languages.length,
    /** What a visit in one language may load. */
    totalBytes: entryBytes + laterBytes + perLanguage,
    later: chunks.filter((c) => !c.entry && !c.strings),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const dist = process.argv[2]
    ? resolve(process.argv[2])
    : fileURLToPath(new URL("../dist", import.meta.url));
  const m = measure(dist);
  const line =
    `web: the entry ${kb(m.entryBytes)} of JavaScript gzipped (budget ${ENTRY_BUDGET_BYTES / 1024} KB); ` +
    `${kb(m.totalBytes)} in all for a visit in one language (budget ${BUDGET_BYTES / 1024} KB: the entry, ` +
    `${kb(m.laterBytes)} of code loaded when needed, ${kb(m.stringsBytes / m.languages)} of one language's ` +
    `strings: ${kb(m.stringsBytes)} for the ${m.languages} languages)` +
    (m.later.length > 0
      ? `; loaded when needed: ${m.later.map((c) => `${c.name} ${kb(c.bytes)}`).join(", ")}`
      : "");
  if (m.entryBytes > ENTRY_BUDGET_BYTES || m.totalBytes > BUDGET_BYTES) {
    console.error(`${line}: over budget`);
    process.exit(1);
  }
  console.log(line);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
