/** `GET /api/games` (docs/protocol.md#get-apigames): every game, its options and its bots. */
import * as z from "zod/mini";

/** Longest game id a request may name. */
export const MAX_GAME_ID_LENGTH = 32;
/** Longest bot level a request may name. */
export const MAX_BOT_LEVEL_LENGTH = 32;

/** How a game is played: its players race (the SET games) or it waits for whoever is to act. */
export const GAME_PACES = ["real-time", "turns"] as const;
export const gamePace = z.enum(GAME_PACES);
export type GamePace = z.output<typeof gamePace>;

/**
 * A game's option schema as JSON Schema (zod's `toJSONSchema` of the engine's option schema). The
 * keywords the page reads are checked; JSON Schema has many more (`$schema`, `required`, `const`…),
 * which pass as they are (a loose object). A subschema may be `true` or `false` (anything, nothing),
 * as JSON Schema allows (`subschema`).
 */
export interface JsonSchema {
  readonly [keyword: string]: unknown;
  readonly type?: string | readonly string[];
  readonly default?: unknown;
  readonly description?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly items?: JsonSubschema | readonly JsonSubschema[];
  readonly properties?: Readonly<Record<string, JsonSubschema>>;
  readonly additionalProperties?: JsonSubschema;
}
/** Where JSON Schema takes a schema: one, or `true` (anything) or `false` (nothing). */
export type JsonSubschema = boolean | JsonSchema;

export const jsonSchema: z.ZodMiniType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    type: z.optional(z.union([z.string(), z.array(z.string())])),
    // Any JSON value: the option's own default.
    default: z.optional(z.unknown()),
    description: z.optional(z.string()),
    minimum: z.optional(z.number()),
    maximum: z.optional(z.number()),
    // Any JSON values: the option's own.
    enum: z.optional(z.array(z.unknown())),
    anyOf: z.optional(z.array(jsonSchema)),
    oneOf: z.optional(z.array(jsonSchema)),
    allOf: z.optional(z.array(jsonSchema)),
    items: z.optional(z.union([jsonSubschema, z.array(jsonSubschema)])),
    properties: z.optional(z.record(z.string(), jsonSubschema)),
    additionalProperties: z.optional(jsonSubschema),
  }),
);
export const jsonSubschema: z.ZodMiniType<JsonSubschema> = z.lazy(() => z.union([z.boolean(), jsonSchema]));

/** A property's schema as an object (`true` and `false` say nothing of it: an empty schema). */
export function schemaOf(subschema: JsonSubschema | undefined): JsonSchema | undefined {
  return typeof subschema === "boolean" ? {} : subschema;
}

/** A bot level as a game lists it; an `unlisted` one (kept for tests) is not offered. */
export const botLevelInfo = z.strictObject({
  level: z.string(),
  description: z.string(),
  unlisted: z.optional(z.literal(true)),
});

/** One game as `GET /api/games` lists it. */
export const gameInfo = z.strictObject({
  id: z.string(),
  title: z.string(),
  /** The rules in a few sentences (the engine's `summary`). */
  summary: z.string(),
  /** What a score counts, plural ("sets", "points"). */
  scoreUnit: z.string(),
  /** The seat counts a table may have, ascending. */
  seatCounts: z.array(z.number().check(z.int(), z.minimum(1))),
  options: jsonSchema,
  /**
   * The options the server fills in for those left out (null if the game's schema has none for every
   * option): the game's own option values, which only it reads.
   */
  defaults: z.nullable(z.record(z.string(), z.unknown())),
  bots: z.array(botLevelInfo),
  /** The level the game offers first. */
  defaultBot: z.string(),
  pace: gamePace,
  /** How long a person may be away before a bot plays their seat, unless the table says otherwise. */
  graceSeconds: z.number().check(z.positive()),
  /**
   * Whether the game has a solo practice against the clock that keeps personal bests in each of its
   * `mode` option's values (`GET /api/practice/:game`); absent: none.
   */
  practice: z.optional(z.literal(true)),
});
export type GameInfo = z.output<typeof gameInfo>;

export const gamesAnswer = z.array(gameInfo);
