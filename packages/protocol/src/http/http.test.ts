import { describe, expect, it } from "vitest";
import * as z from "zod";
import { apiErrorBody } from "./common.js";
import { jsonSchema, schemaOf } from "./games.js";
import { accountBody, MAX_NAME_UNITS, MAX_SENT_NAME_UNITS, nameBody, USERNAME_PATTERN } from "./people.js";
import { createTableBody, GRACE_SECONDS, tableSummary } from "./tables.js";

const TABLE = { game: "ruhd", seats: [{ human: true }, { bot: "greedy" }] };

describe("the HTTP API's schemas", () => {
  it("take a table's grace within GRACE_SECONDS only, in whole seconds", () => {
    const grace = (graceSeconds: number) => createTableBody.safeParse({ ...TABLE, graceSeconds }).success;
    expect([GRACE_SECONDS.min, GRACE_SECONDS.max].map(grace)).toEqual([true, true]);
    expect([GRACE_SECONDS.min - 1, GRACE_SECONDS.max + 1, 10.5].map(grace)).toEqual([false, false, false]);
    expect(createTableBody.safeParse({ ...TABLE, colour: "red" }).success).toBe(false);
  });

  it("take names up to their sent bound, and usernames of their characters", () => {
    expect(nameBody.safeParse({ name: "a".repeat(MAX_NAME_UNITS) }).success).toBe(true);
    expect(nameBody.safeParse({ name: "a".repeat(MAX_SENT_NAME_UNITS + 1) }).success).toBe(false);
    expect(USERNAME_PATTERN.test("ana.b-c_9")).toBe(true);
    expect(USERNAME_PATTERN.test("ana b")).toBe(false);
    expect(accountBody.safeParse({ username: "ana", password: "12345678" }).success).toBe(true);
    expect(accountBody.safeParse({ username: "an", password: "12345678" }).success).toBe(false);
  });

  it("read a game's options as zod writes them in JSON Schema, true and false subschemas too", () => {
    const options = z.strictObject({
      handSize: z.int().min(1).max(4).default(2).describe("Tiles dealt."),
      first: z.int().min(0).nullable().default(null),
      mode: z.enum(["a", "b"]).default("a"),
    });
    const schema = jsonSchema.parse(z.toJSONSchema(options, { io: "input", unrepresentable: "any" }));
    expect(schemaOf(schema.properties?.handSize)).toMatchObject({ minimum: 1, maximum: 4, default: 2 });
    expect(schemaOf(schema.properties?.mode)?.enum).toEqual(["a", "b"]);
    expect(jsonSchema.safeParse({ properties: { any: true, none: false } }).success).toBe(true);
    expect(schemaOf(true)).toEqual({});
    expect(jsonSchema.safeParse({ properties: { n: { minimum: "1" } } }).success).toBe(false);
  });

  it("are strict: a field renamed or missing is refused", () => {
    expect(apiErrorBody.safeParse({ error: { code: "no-table", message: "No." } }).success).toBe(true);
    expect(apiErrorBody.safeParse({ error: { code: "no-table", text: "No." } }).success).toBe(false);
    const summary = {
      id: "t1",
      game: "ruhd",
      status: "waiting",
      seq: 0,
      seats: [{ human: true, joined: false }],
      outcome: null,
      createdAt: 1,
      startedAt: null,
      finishedAt: null,
      duration: null,
      host: null,
      rated: false,
      ending: null,
      played: null,
      next: null,
      turnBased: null,
    };
    expect(tableSummary.safeParse(summary).success).toBe(true);
    const { duration, ...renamed } = summary;
    expect(tableSummary.safeParse({ ...renamed, length: duration }).success).toBe(false);
  });
});
