import { listGames, parseOptions, type AnyGame } from "@parlor/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JsonSchema } from "../api";
import { draftOf, optionFields, parseTyped, readDraft, secondsText, type Draft } from "./optionFields";
import { playNowSeats } from "./playNow";
import { presetsOf } from "./presets";
import { gameUi } from "../games/registry";

/** The option schema as `/api/games` gives it (packages/server/src/app.ts). */
function schemaOf(game: AnyGame): JsonSchema {
  return game.options.toJSONSchema({ io: "input", unrepresentable: "any" }) as JsonSchema;
}

const GAMES = listGames();
const byId = (id: string): AnyGame => {
  const game = GAMES.find((g) => g.id === id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
};

/** A game's rules across options, as the lobby reads them. */
const rulesOf = (id: string) => gameUi(id)?.optionRules ?? [];

/** The form of `game` with `typed` over its defaults. */
function form(id: string, typed: Draft = {}) {
  const fields = optionFields(schemaOf(byId(id)));
  return readDraft(rulesOf(id), fields, { ...draftOf(fields), ...typed });
}

describe("the options form, built from each game's schema", () => {
  it.each(GAMES.map((g) => g.id))(
    "%s: the defaults read back as the engine's defaults, with no problem",
    (id) => {
      const read = form(id);
      expect(read.problems).toEqual({});
      const defaults = parseOptions(byId(id), {});
      expect(defaults.ok).toBe(true);
      if (defaults.ok) expect(read.values).toEqual(defaults.value);
    },
  );

  it("refuses Feature Count 9 and Rows 0 in words, with the bounds", () => {
    expect(form("set-pc", { featureCount: "9" }).problems).toEqual({
      featureCount: { key: "tooBig", values: { max: 8 } },
    });
    expect(form("set-pc", { rows: "0" }).problems).toEqual({ rows: { key: "tooSmall", values: { min: 1 } } });
    expect(form("set-pc", { rows: "" }).problems).toEqual({ rows: { key: "required" } });
    expect(form("set-pc", { rows: "two" }).problems).toEqual({ rows: { key: "notNumber" } });
    expect(form("set-pc", { rows: "2.5" }).problems).toEqual({ rows: { key: "notWhole" } });
  });

  it("shows and takes durations in seconds, sending milliseconds", () => {
    const fields = optionFields(schemaOf(byId("set-pc")));
    expect(fields.find((f) => f.name === "pointFreeze")?.kind).toBe("seconds");
    expect(draftOf(fields).turnTimeout).toBe("60");
    expect(draftOf(fields).tableDelay).toBe("0.1");
    const read = form("set-pc", { pointFreeze: "1,5", turnTimeout: "90" });
    expect(read.problems).toEqual({});
    expect(read.values.pointFreeze).toBe(1_500);
    expect(read.values.turnTimeout).toBe(90_000);
    expect(form("set-pc", { penaltyFreeze: "61" }).problems).toEqual({
      penaltyFreeze: { key: "tooBigSeconds", values: { max: 60 } },
    });
    expect(form("set-pc", { turnTimeout: "0.5" }).problems).toEqual({
      turnTimeout: { key: "countdownTooShort", values: { min: 1 } },
    });
    // Every game's durations, as its schema says (its options' `unit`), not a list of the page's.
    for (const [game, option] of [
      ["set-super", "autoFlip"],
      ["set-classic", "freezeMs"],
      ["tarot", "turnTime"],
    ] as const)
      expect(optionFields(schemaOf(byId(game))).find((f) => f.name === option)?.kind).toBe("seconds");
    expect(optionFields(schemaOf(byId("buraco"))).filter((f) => f.kind === "seconds")).toEqual([]);
    expect(secondsText(4_000)).toBe("4");
    expect(parseTyped(" 2,25 ")).toBe(2.25);
    expect(parseTyped("1e3")).toBeNaN();
  });

  it("says what is wrong across options: a deck too big, a table too small for a set", () => {
    expect(form("set-pc", { featureCount: "8", featureSize: "4" }).problems).toMatchObject({
      featureCount: { key: "deckTooBig", values: { cards: 65_536, max: 6_561 } },
    });
    expect(form("set-pc", { rows: "1", columns: "2" }).problems).toEqual({
      rows: { key: "tooFewSlots", values: { slots: 2, need: 3 } },
    });
    expect(form("set-pc", { rows: "1", columns: "3", featureCount: "8" }).problems).toEqual({
      rows: { key: "tableTooSmall", values: { slots: 3 } },
    });
  });

  it("names Ruhd's first player by seat, empty for a random one", () => {
    const fields = optionFields(schemaOf(byId("ruhd")));
    expect(fields.find((f) => f.name === "firstPlayer")).toMatchObject({ kind: "seat", nullable: true });
    expect(form("ruhd", { firstPlayer: "" }).values.firstPlayer).toBeNull();
    expect(form("ruhd", { firstPlayer: "1" }).values.firstPlayer).toBe(1);
  });

  it.each(GAMES.map((g) => g.id))(
    "%s: the page accepts a form exactly when the engine accepts its values",
    (id) => {
      const game = byId(id);
      const fields = optionFields(schemaOf(game));
      const entry = fc.oneof(
        fc.integer({ min: -5, max: 12 }).map(String),
        fc.integer({ min: -100_000, max: 4_000_000 }).map(String),
        fc.double({ min: -10, max: 100, noNaN: true }).map((n) => n.toFixed(2)),
        fc.constantFrom("", "x", "3,5"),
      );
      const draft = fc.record(
        Object.fromEntries(
          fields.map((f) => [
            f.name,
            f.kind === "boolean" ? fc.boolean() : f.kind === "choice" ? fc.constant("0") : entry,
          ]),
        ),
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(draft, (typed) => {
          const read = readDraft(rulesOf(id), fields, { ...draftOf(fields), ...(typed as Draft) });
          const fieldsOk = fields.every((f) => read.problems[f.name]?.key !== "notNumber");
          if (!fieldsOk) return;
          // Only forms whose every field is a number the engine can take are compared.
          if (Object.values(read.problems).some((p) => p.key === "required" || p.key === "notWhole")) return;
          const typedValues = Object.fromEntries(
            fields.map((f) => {
              const text = (typed as Draft)[f.name];
              if (text === undefined || typeof text !== "string" || f.kind === "choice")
                return [f.name, read.values[f.name]];
              // An empty field of an option that may be "none" says none (Ruhd's first player: at random).
              if (text.trim() === "" && f.nullable) return [f.name, null];
              const n = parseTyped(text);
              return [f.name, f.kind === "seconds" ? Math.round(n * 1_000) : n];
            }),
          );
          const engine = parseOptions(game, typedValues);
          expect(Object.keys(read.problems).length === 0, JSON.stringify(typedValues)).toBe(engine.ok);
          if (engine.ok) expect(read.values).toEqual(engine.value);
        }),
        { numRuns: 300 },
      );
    },
  );
});

describe("presets", () => {
  it("covers every game, with Classic first, each once, and no option a game does not have", () => {
    for (const game of GAMES) {
      const presets = presetsOf(game.id);
      expect(presets[0]).toEqual({ id: "classic", values: {} });
      const names = Object.keys(schemaOf(game).properties ?? {});
      for (const preset of presets)
        for (const option of Object.keys(preset.values)) expect(names).toContain(option);
      expect(new Set(presets.map((p) => p.id)).size, game.id).toBe(presets.length);
    }
  });

  it.each(GAMES.flatMap((g) => presetsOf(g.id).map((p) => [g.id, p.id] as const)))(
    "%s %s: valid for the engine, and the form shows it without a problem",
    (id, presetId) => {
      const game = byId(id);
      const preset = presetsOf(id).find((p) => p.id === presetId)!;
      const engine = parseOptions(game, preset.values);
      expect(engine.ok).toBe(true);
      const fields = optionFields(schemaOf(game));
      const read = readDraft(rulesOf(id), fields, draftOf(fields, preset.values));
      expect(read.problems).toEqual({});
      if (engine.ok) expect(read.values).toEqual(engine.value);
      // Quick and Relaxed change something.
      if (presetId !== "classic") expect(Object.keys(preset.values).length).toBeGreaterThan(0);
    },
  );
});

describe("Play now", () => {
  it("seats the person and the game's default bot at its usual size (French Tarot at 4)", () => {
    const seats = (id: string) =>
      playNowSeats({ id, seatCounts: byId(id).seatCounts, defaultBot: byId(id).defaultBot });
    for (const game of GAMES) {
      const chosen = seats(game.id);
      expect(chosen[0]).toEqual({ human: true });
      expect(chosen.slice(1)).toEqual(chosen.slice(1).map(() => ({ bot: game.defaultBot })));
      expect(game.bots).toHaveProperty(game.defaultBot);
      expect(game.seatCounts).toContain(chosen.length);
    }
    expect(seats("tarot")).toHaveLength(4);
    expect(seats("buraco")).toHaveLength(2);
    expect(seats("set-pc")).toHaveLength(2);
    expect(seats("ruhd")).toHaveLength(2);
  });
});
