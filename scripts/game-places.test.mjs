// One game, one place (issue 39): a game's id, or an import of one game's own modules, appears in
// source only in that game's engine folder, its web folder, the engine's catalogue and the web's UI
// registry. Shared code reads the catalogue and the registry and names no game.
//
// STILL_TO_MOVE lists the files that still name games, each with what it still knows: the work left.
// The check fails on any other file naming a game, and on a listed file that no longer does (so the
// list only shrinks, and says the truth).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGES = join(ROOT, "packages");
const ENGINE_GAMES = "packages/engine/src/games";
const WEB_GAMES = "packages/web/src/games";
/**
 * Where every game is named on purpose: the lists of games, the engine's catalogue and its public
 * entries (each game's namespace), and the web's UI registry.
 */
const CATALOGUES = [
  "packages/engine/src/catalogue.ts",
  "packages/engine/src/index.ts",
  "packages/engine/src/baselines.ts",
  "packages/web/src/games/registry.ts",
];
/**
 * The packages checked. The command line's game commands are each one game's tool (`parlor
 * tarot-score`, `parlor sets`, the benchmarks of one game's code), as a game's pages are; they are
 * left out.
 */
const CHECKED = ["engine", "protocol", "server", "web"];

/**
 * The files that still name games, and what each still knows of them. Remove a line when its file
 * no longer names one; never add one.
 */
const STILL_TO_MOVE = {};

/** Source files (not tests, test helpers or generated types) under `dir`, relative to the root. */
function sources(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (["node_modules", "dist", "build-types", "e2e", "testing", "fixtures"].includes(name)) continue;
      found.push(...sources(path));
    } else if (/\.(ts|tsx)$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) && !/^testing\./.test(name)) {
      found.push(relative(ROOT, path).split(sep).join("/"));
    }
  }
  return found;
}

const FILES = CHECKED.flatMap((pkg) => {
  const src = join(PACKAGES, pkg, "src");
  return statSync(src, { throwIfNoEntry: false })?.isDirectory() ? sources(src) : [];
});

/**
 * Each game of the engine's catalogue, by the folder its definition is in: its id, and the folders
 * where it may be named (its family's folder in the engine, `games/set/` for the SET games; its own
 * folder in the web, and its family's).
 */
const GAMES = FILES.filter(
  (file) => file.startsWith(`${ENGINE_GAMES}/`) && file.endsWith("/game.ts"),
).flatMap((file) => {
  const id = /\n {2}id: "([a-z-]+)",/.exec(readFileSync(join(ROOT, file), "utf8"))?.[1];
  if (id === undefined) return [];
  const family = file.slice(ENGINE_GAMES.length + 1).split("/")[0];
  return [
    { id, family, places: [`${ENGINE_GAMES}/${family}/`, `${WEB_GAMES}/${id}/`, `${WEB_GAMES}/${family}/`] },
  ];
});
/** A family's places: its games' (the SET games share their helpers, `@parlor/engine/set`). */
const familyPlaces = (family) =>
  GAMES.filter((game) => game.family === family).flatMap((game) => game.places);

/** Whether `text` names the game `id`: as a string or as an object's key. */
function names(text, id) {
  const quoted = new RegExp(`["'\`]${id}["'\`]`);
  const key = /^[a-z]+$/.test(id) ? new RegExp(`^\\s*${id}:`, "m") : null;
  return quoted.test(text) || (key?.test(text) ?? false);
}

/** Whether `text` imports a game family's own modules (its engine subpath, or its web folder's). */
function imports(text, family) {
  return new RegExp(`from "(?:@parlor/engine/${family}|[./]+/games/${family}(?:-[a-z]+)?/[^"]*)"`).test(text);
}

/** Whether `text` names the game `id` of `family`, or imports the family's own modules. */
function namings(text, id, family) {
  return names(text, id) || imports(text, family);
}

/** The files outside a game's places that name it. */
function namers() {
  const named = new Map();
  for (const file of FILES) {
    if (CATALOGUES.includes(file)) continue;
    const text = readFileSync(join(ROOT, file), "utf8");
    for (const { id, family, places } of GAMES) {
      const outside =
        (!places.some((place) => file.startsWith(place)) && names(text, id)) ||
        (!familyPlaces(family).some((place) => file.startsWith(place)) && imports(text, family));
      if (outside) named.set(file, [...(named.get(file) ?? []), id]);
    }
  }
  return named;
}

describe("one game, one place", () => {
  it("finds every game of the catalogue", () => {
    const catalogue = readFileSync(join(ROOT, CATALOGUES[0]), "utf8");
    expect(GAMES.length).toBeGreaterThan(0);
    for (const { id } of GAMES) expect(names(catalogue, id), id).toBe(true);
  });

  it("names a game only in its folders, the catalogue and the UI registry (and the files still to move)", () => {
    const named = namers();
    const strays = [...named].filter(([file]) => !Object.hasOwn(STILL_TO_MOVE, file));
    expect(strays, "files that name a game outside its folders").toEqual([]);
    const moved = Object.keys(STILL_TO_MOVE).filter((file) => !named.has(file));
    expect(moved, "files of STILL_TO_MOVE that name no game any more: take them off the list").toEqual([]);
  });

  it("catches a game named in shared code, however it is named", () => {
    expect(namings(`const game = "tarot";`, "tarot", "tarot")).toBe(true);
    expect(namings(`const ui = {\n  tarot: 1,\n};`, "tarot", "tarot")).toBe(true);
    expect(namings(`import { scoreDeal } from "@parlor/engine/tarot";`, "tarot", "tarot")).toBe(true);
    expect(namings(`import { TarotCard } from "../games/tarot/TarotCard";`, "tarot", "tarot")).toBe(true);
    expect(namings(`const tarotish = "tarots";`, "tarot", "tarot")).toBe(false);
  });
});
