/**
 * Every key the page's code names is in English (and so, by locales.test, in every language): the
 * sources of packages/web/src are scanned for literal keys, `t("lobby.pick")`, `i18next.t("common:x")`,
 * `<Trans i18nKey="…">`, each read in its namespace (an explicit `ns:key`, else the namespace of the
 * `useTranslation("ns")`, `TFunction<"ns">` or `getFixedT(lng, "ns")` before it in the file, else the
 * file's first; a file with none that lies in a game's folder reads the game's namespace, the one its
 * folder is named after (games/set-pc → `set`, games/tarot → `tarot`), since it is given the `t` of
 * its board; else `common`. `i18next.t` and `i18n.t` read `common`). Keys built at run time
 * (`t(\`games.${id}.title\`)`) cannot be scanned: the browser tests fail on those that are missing.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));
const ENGLISH = fileURLToPath(new URL("./locales/en", import.meta.url));
const DEFAULT_NS = "common";

/** Strings flattened: { lobby: { pick: "…" } } → "lobby.pick". */
function flatten(tree: unknown, prefix = "", into = new Map<string, unknown>()): Map<string, unknown> {
  if (tree !== null && typeof tree === "object" && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, tree);
  return into;
}

/** English keys by namespace; a plural family (`x_one`, `x_other`) is also the key `x`. */
export type Strings = ReadonlyMap<string, ReadonlySet<string>>;

function englishStrings(): Strings {
  const strings = new Map<string, Set<string>>();
  for (const file of readdirSync(ENGLISH).filter((name) => name.endsWith(".json"))) {
    const keys = new Set<string>();
    for (const key of flatten(JSON.parse(readFileSync(join(ENGLISH, file), "utf8"))).keys()) {
      keys.add(key);
      keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ""));
    }
    strings.set(file.slice(0, -".json".length), keys);
  }
  return strings;
}

/** A string literal: "…", '…' or `…` without `${`. */
const LITERAL = String.raw`(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|\`([^\`$\\]*)\`)`;

/** Where a file says which namespace its `t` reads, in order. */
function namespaceMarks(source: string): { at: number; ns: string; prefix: string }[] {
  const marks: { at: number; ns: string; prefix: string }[] = [];
  const hook = /\buseTranslation\(\s*(?:\[\s*)?(?:"([\w-]+)"|'([\w-]+)')?([^)]*)\)/g;
  for (const m of source.matchAll(hook)) {
    const prefix = /keyPrefix:\s*["']([\w.-]+)["']/.exec(m[3] ?? "")?.[1];
    marks.push({ at: m.index, ns: m[1] ?? m[2] ?? DEFAULT_NS, prefix: prefix ? `${prefix}.` : "" });
  }
  for (const m of source.matchAll(/\bTFunction<\s*["']([\w-]+)["']/g))
    marks.push({ at: m.index, ns: m[1] ?? DEFAULT_NS, prefix: "" });
  for (const m of source.matchAll(/\bgetFixedT\([^,)]*,\s*["']([\w-]+)["']/g))
    marks.push({ at: m.index, ns: m[1] ?? DEFAULT_NS, prefix: "" });
  return marks.sort((a, b) => a.at - b.at);
}

/** One key named by a source, where it is, and the namespace it reads. */
export interface KeyUse {
  readonly line: number;
  readonly ns: string;
  readonly key: string;
}

/** The namespace of a game's folder (games/set-pc/x.ts → `set`), or `common` for a file elsewhere. */
export function folderNamespace(file: string, namespaces: ReadonlySet<string>): string {
  const folder = /(?:^|\/)games\/([\w-]+)\//.exec(file.replaceAll("\\", "/"))?.[1];
  if (!folder) return DEFAULT_NS;
  const named = [...namespaces].filter((ns) => folder === ns || folder.startsWith(`${ns}-`));
  return named.sort((a, b) => b.length - a.length)[0] ?? DEFAULT_NS;
}

/** The literal keys a source names, each in its namespace (`file`: its path under src). */
export function keyUses(source: string, namespaces: ReadonlySet<string>, file = ""): KeyUse[] {
  const marks = namespaceMarks(source);
  const byFolder = { ns: folderNamespace(file, namespaces), prefix: "" };
  const uses: KeyUse[] = [];
  const lineOf = (at: number) => source.slice(0, at).split("\n").length;
  const add = (at: number, raw: string, fallback: { ns: string; prefix: string }, after: string) => {
    const explicit = /^([\w-]+):(.+)$/.exec(raw);
    const option = /^\s*,\s*\{[^}]*?\bns:\s*["']([\w-]+)["']/.exec(after)?.[1];
    if (explicit?.[1] && explicit[2] && namespaces.has(explicit[1]))
      uses.push({ line: lineOf(at), ns: explicit[1], key: explicit[2] });
    else
      uses.push({ line: lineOf(at), ns: option ?? fallback.ns, key: option ? raw : fallback.prefix + raw });
  };
  const inFile = (at: number) => marks.filter((m) => m.at < at).at(-1) ?? marks[0] ?? byFolder;
  // t("…"): the hook's (or a parameter's) function; not x.t( nor at(, set( …
  for (const m of source.matchAll(new RegExp(String.raw`(?<![\w$.])t\(\s*${LITERAL}`, "g"))) {
    const raw = m[1] ?? m[2] ?? m[3] ?? "";
    add(m.index, raw, inFile(m.index), source.slice(m.index + m[0].length, m.index + m[0].length + 200));
  }
  // i18next.t("…") and i18n.t("…"): the default namespace unless the key names one.
  for (const m of source.matchAll(
    new RegExp(String.raw`(?<![\w$])(?:i18next|i18n)\.t\(\s*${LITERAL}`, "g"),
  )) {
    const raw = m[1] ?? m[2] ?? m[3] ?? "";
    const after = source.slice(m.index + m[0].length, m.index + m[0].length + 200);
    add(m.index, raw, { ns: DEFAULT_NS, prefix: "" }, after);
  }
  for (const m of source.matchAll(/\bi18nKey=\{?\s*["']([^"']+)["']/g))
    add(m.index, m[1] ?? "", inFile(m.index), "");
  return uses;
}

/** The uses whose key is not in English, as "file:line ns:key". */
export function missing(uses: readonly KeyUse[], strings: Strings, file: string): string[] {
  return uses
    .filter((use) => !strings.get(use.ns)?.has(use.key))
    .map((use) => `${file}:${use.line} ${use.ns}:${use.key}`);
}

/** The page's sources: .ts and .tsx under src, but tests and the browser tests' files. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "e2e" || entry.name === "locales" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the keys the page's code names", () => {
  const strings = englishStrings();
  const namespaces = new Set(strings.keys());

  it("are all in English, each in its namespace", () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(20);
    let scanned = 0;
    const problems = files.flatMap((path) => {
      const file = relative(SRC, path);
      const uses = keyUses(readFileSync(path, "utf8"), namespaces, file);
      scanned += uses.length;
      return missing(uses, strings, file);
    });
    // The scan finds the page's keys (a scan that finds none would pass anything).
    expect(scanned).toBeGreaterThan(100);
    expect(problems, `keys not in locales/en:\n${problems.join("\n")}`).toEqual([]);
  });

  it("reads each key in its namespace and reports where a missing one is", () => {
    const source = [
      'import { useTranslation } from "react-i18next";',
      "function A() {",
      '  const { t } = useTranslation("ruhd");',
      '  return t("no.such") + t("common:lobby.pick") + i18next.t("lobby.who") + t(`lobby.open`, { ns: "common" });',
      "}",
      "function B() {",
      "  const { t } = useTranslation();",
      '  return t("lobby.start") + t("nor.this") + t(\'units.points\', { count: 2 }) + format("not.a.key");',
      "}",
    ].join("\n");
    const uses = keyUses(source, namespaces);
    expect(uses).toEqual([
      { line: 4, ns: "ruhd", key: "no.such" },
      { line: 4, ns: "common", key: "lobby.pick" },
      { line: 4, ns: "common", key: "lobby.open" },
      { line: 8, ns: "common", key: "lobby.start" },
      { line: 8, ns: "common", key: "nor.this" },
      { line: 8, ns: "common", key: "units.points" },
      { line: 4, ns: "common", key: "lobby.who" },
    ]);
    expect(missing(uses, strings, "x.tsx")).toEqual(["x.tsx:4 ruhd:no.such", "x.tsx:8 common:nor.this"]);
  });

  it("reads a game's helpers, given their board's t, in the game's namespace", () => {
    expect(folderNamespace("games/set-pc/keys.ts", namespaces)).toBe("set");
    expect(folderNamespace("games/tarot/cards.ts", namespaces)).toBe("tarot");
    expect(folderNamespace("lobby/Lobby.tsx", namespaces)).toBe("common");
    expect(
      keyUses('export const name = (t: Translate) => t("no.such");', namespaces, "games/ruhd/x.ts"),
    ).toEqual([{ line: 1, ns: "ruhd", key: "no.such" }]);
  });
});
