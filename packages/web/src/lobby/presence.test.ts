import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TableSummary } from "../api";
import i18next, { i18nReady } from "../i18n/index.js";
import { fetchPresence, freeSeats, seatedNames } from "./presence.js";
import { PresenceLists } from "./Presence.js";

const WAITING: TableSummary = {
  id: "T1",
  game: "ruhd",
  status: "waiting",
  seq: 0,
  seats: [
    { human: true, joined: true, player: { id: "p-ana", name: "Ana" } },
    { human: true, joined: false },
    { bot: "greedy", joined: true, player: { id: "bot-ruhd-greedy", name: "Greedy bot", bot: "greedy" } },
  ],
  outcome: null,
  createdAt: 0,
  startedAt: null,
  finishedAt: null,
  duration: null,
  host: "p-ana",
  rated: false,
  ending: null,
  played: null,
  next: null,
  turnBased: null,
};

beforeAll(async () => {
  await i18nReady;
  await i18next.loadNamespaces("lifecycle");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the lobby's people", () => {
  it("counts a table's free human seats and names the people at it, bots left out", () => {
    expect(freeSeats(WAITING)).toBe(1);
    expect(seatedNames(WAITING)).toEqual(["Ana"]);
  });

  it("lists who is online and the tables that need a player, each to watch", () => {
    const html = renderToStaticMarkup(
      createElement(PresenceLists, {
        presence: { online: [{ id: "p-ana", name: "Ana <b>" }], needPlayers: [WAITING] },
        go: () => undefined,
        titles: { ruhd: "Ruhd" },
      }),
    );
    expect(html).toContain('data-testid="online-p-ana"');
    // Names are text, never HTML.
    expect(html).toContain("Ana &lt;b&gt;");
    expect(html).toContain("Ruhd</strong> · 1 free seat · with Ana");
    expect(html).toContain('data-testid="watch-T1"');
  });

  it("says so when nobody is online and no table needs a player", () => {
    const html = renderToStaticMarkup(
      createElement(PresenceLists, {
        presence: { online: [], needPlayers: [] },
        go: () => undefined,
        titles: {},
      }),
    );
    expect(html).toContain("Nobody is online right now.");
    expect(html).toContain("No table is waiting for a player right now.");
  });

  it("reads GET /api/lobby, and nothing from a server that does not answer it", async () => {
    const answer = { online: [{ id: "p", name: "P" }], needPlayers: [] };
    vi.stubGlobal("fetch", (path: string) =>
      Promise.resolve(
        path === "/api/lobby"
          ? new Response(JSON.stringify(answer), { status: 200 })
          : new Response("{}", { status: 404 }),
      ),
    );
    await expect(fetchPresence()).resolves.toEqual(answer);
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("{}", { status: 404 })));
    await expect(fetchPresence()).resolves.toBeNull();
    vi.stubGlobal("fetch", () => Promise.reject(new Error("offline")));
    await expect(fetchPresence()).resolves.toBeNull();
  });
});
