/**
 * The bots' pace (`botPace`, `parlor serve --bot-pace`): a server whose bots play at once runs a
 * French Tarot match of two deals among four bots (144 cards, each 0.8 s at a person's pace: two
 * minutes, twice the test's timeout) to its end in seconds (the pause between deals, a time the
 * rules set, stays), by the rules.
 */
import { getGame, listGames, paceOf, replay, type MatchLog } from "@parlor/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createTable, untilStatus } from "./testing/http.js";
import { startTestServer } from "./testing/server.js";
import { botPaceAt } from "./tables/runner.js";

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer(undefined, { botPace: 0 });
});
afterAll(() => server?.stop());

describe("a server whose bots play at once (botPace 0)", () => {
  it("runs a French Tarot match of bots to its end, by the rules", async () => {
    const bot = { bot: "basic" };
    const { id } = await createTable(server.http, "tarot", [bot, bot, bot, bot], { deals: 2 });
    const table = await untilStatus(server.http, id, "finished");
    expect(table.status).toBe("finished");
    const log = await api<MatchLog>(server.http, `/api/tables/${id}/log`);
    expect(log.status).toBe(200);
    // Every move the bots made at their quick pace is one the rules accept (a refused one throws),
    // and the match is over by its rules.
    expect(replay(log.body).outcome).not.toBeNull();
  });
});

describe("the pace of a table's bots (botPaceAt)", () => {
  it("is the server's at a turn-based game, and none at a race, where a bot's speed is its level", () => {
    for (const game of listGames()) {
      expect(botPaceAt(game, 0.05), game.id).toBe(paceOf(game) === "turns" ? 0.05 : 1);
    }
    expect(botPaceAt(getGame("tarot")!, 0)).toBe(0);
    expect(botPaceAt(getGame("set-pc")!, 0)).toBe(1);
  });
});
