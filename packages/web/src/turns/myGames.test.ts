import type { MyGame } from "@parlor/protocol";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import i18next, { i18nReady } from "../i18n/index.js";
import { bankLine, company, standing } from "./lines.js";
import {
  followPlayer,
  freeSeats,
  newlyYourTurn,
  onNewTurns,
  otherPlayers,
  pollEvery,
  POLL_HIDDEN_MS,
  POLL_VISIBLE_MS,
  refreshMyGames,
  yourTurns,
} from "./myGames.js";
import { mayAsk, notifyTurns, turnNotice } from "./notify.js";
import { parseMyGames } from "./parse.js";
import { HOUR_MS } from "./time.js";

const NOW = 1_700_000_000_000;
const MINUTE_MS = 60_000;

/** One of Ana's tables (seat 0), turn-based, playing, not her turn: changed by `change`. */
function game(table: string, change: Partial<MyGame> = {}): MyGame {
  return {
    table,
    game: "tarot",
    status: "playing",
    pace: "turn-based",
    seats: [0],
    players: ["Ana", "Bea"],
    yourTurn: false,
    waitingFor: [],
    deadline: null,
    bankLeftMs: 72 * HOUR_MS,
    moveMs: 24 * HOUR_MS,
    createdAt: NOW - HOUR_MS,
    ...change,
  };
}

/** Spaces as typed in a test. */
const plain = (text: string): string => text.replaceAll("\u00a0", " ");

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage("en");
  await i18next.loadNamespaces(["lifecycle", "common"]);
});

describe("tables that newly wait for the person's move", () => {
  const mine = (table: string) => game(table, { yourTurn: true, deadline: NOW + HOUR_MS });

  it("tells none at the first answer: it says what already was, not what changed", () => {
    expect(newlyYourTurn(null, [mine("a"), mine("b")])).toEqual([]);
  });

  it("tells a table that became the person's turn since the previous answer", () => {
    expect(newlyYourTurn([game("a"), mine("b")], [mine("a"), mine("b")]).map((g) => g.table)).toEqual(["a"]);
  });

  it("tells a table new since the previous answer where it is their turn", () => {
    expect(newlyYourTurn([game("a")], [game("a"), mine("c")]).map((g) => g.table)).toEqual(["c"]);
  });

  it("tells nothing of a turn that stays theirs, of one that ended, nor of one that went to another", () => {
    expect(newlyYourTurn([mine("a")], [mine("a")])).toEqual([]);
    expect(newlyYourTurn([mine("a")], [])).toEqual([]);
    expect(newlyYourTurn([mine("a")], [game("a")])).toEqual([]);
  });

  it("tells it again when the turn comes back after another's", () => {
    const first = [mine("a")];
    const second = [game("a")];
    const third = [mine("a")];
    expect(newlyYourTurn(first, second)).toEqual([]);
    expect(newlyYourTurn(second, third).map((g) => g.table)).toEqual(["a"]);
  });

  it("counts the tables waiting for the person's move (none before the first answer)", () => {
    expect(yourTurns([mine("a"), game("b"), mine("c")])).toBe(2);
    expect(yourTurns([])).toBe(0);
    expect(yourTurns(null)).toBe(0);
  });
});

describe("asking for the person's tables", () => {
  it("every 30 s in view; hidden, every minute if a notification may be shown, else never", () => {
    expect(pollEvery(false, false)).toBe(POLL_VISIBLE_MS);
    expect(pollEvery(false, true)).toBe(POLL_VISIBLE_MS);
    expect(pollEvery(true, true)).toBe(POLL_HIDDEN_MS);
    expect(pollEvery(true, false)).toBeNull();
    expect(POLL_VISIBLE_MS).toBe(30_000);
  });

  it("reads the answer with the protocol's schema, and refuses what is not a list of tables", () => {
    expect(parseMyGames([game("a")])).toEqual([game("a")]);
    expect(() => parseMyGames([{ ...game("a"), yourTurn: "yes" }])).toThrow(/yourTurn/);
    expect(() => parseMyGames({ games: [] })).toThrow();
  });
});

describe("one of the person's tables in words", () => {
  it("says the time left for their move, counted from now", () => {
    const due = game("a", { yourTurn: true, deadline: NOW + 23 * HOUR_MS + 10 * MINUTE_MS + 5_000 });
    expect(plain(standing(due, NOW))).toBe("Your turn — 23 h 10 min left");
    expect(plain(standing(due, NOW + 23 * HOUR_MS))).toBe("Your turn — 10 min 5 s left");
    expect(standing(game("a", { yourTurn: true, pace: "live", bankLeftMs: null }), NOW)).toBe("Your turn");
  });

  it("says whom it waits for: those who may move, else the one other at the table, else the others", () => {
    expect(standing(game("a", { players: ["Ana", "Bea", "Carl"], waitingFor: ["Carl"] }), NOW)).toBe(
      "Waiting for Carl",
    );
    expect(standing(game("a"), NOW)).toBe("Waiting for Bea");
    expect(standing(game("a", { players: ["Ana", "Bea", "Carl", "Dee"] }), NOW)).toBe(
      "Waiting for the other players",
    );
  });

  it("says how many are still to sit down at a table waiting for players", () => {
    const waiting = game("a", { status: "waiting", players: ["Ana", null, null], bankLeftMs: null });
    expect(freeSeats(waiting)).toBe(2);
    expect(standing(waiting, NOW)).toBe("Waiting for 2 more players to sit down");
    expect(company(waiting)).toBeNull();
  });

  it("names the others, never the person's own seats nor a free one", () => {
    const two = game("a", { seats: [0, 2], players: ["Ana", "Bea", "Ana", null] });
    expect(otherPlayers(two)).toEqual(["Bea"]);
    expect(company(game("a", { players: ["Ana", "Bea", "Carl"] }))).toBe("with Bea and Carl");
  });

  it("says their time bank at a turn-based table only, counted down while their move is under way", () => {
    expect(plain(bankLine(game("a"), NOW) ?? "")).toBe("Time bank: 3 d");
    expect(bankLine(game("a", { pace: "live", bankLeftMs: null, moveMs: null }), NOW)).toBeNull();
    // Their move began an hour ago (due in 23 h): the bank shows the hour gone, as the table's clock does.
    const underWay = game("a", { yourTurn: true, deadline: NOW + 23 * HOUR_MS });
    expect(plain(bankLine(underWay, NOW) ?? "")).toBe("Time bank: 2 d 23 h");
  });

  it("makes a notification of the game, where it stands and who plays", () => {
    const due = game("a", { yourTurn: true, deadline: NOW + 2 * HOUR_MS });
    const notice = turnNotice(due, NOW);
    expect(notice.title).toBe(`Your turn: ${i18next.t("common:games.tarot.title")}`);
    expect(plain(notice.body)).toBe("Your turn — 2 h left · with Bea");
  });
});

describe("the person's tables as the page knows them", () => {
  const mine = (table: string) => game(table, { yourTurn: true, deadline: NOW + HOUR_MS });
  let answers: MyGame[][] = [];
  const asked: string[] = [];

  beforeEach(() => {
    answers = [];
    asked.length = 0;
    vi.stubGlobal("fetch", (path: string) => {
      asked.push(path);
      return Promise.resolve(new Response(JSON.stringify(answers.shift() ?? []), { status: 200 }));
    });
  });
  afterEach(() => {
    followPlayer(null);
    vi.unstubAllGlobals();
  });

  it("asks nothing while nobody has a session (the server would answer 401)", async () => {
    followPlayer(null);
    await refreshMyGames();
    expect(asked).toEqual([]);
  });

  it("tells listeners of tables newly the person's, never at the first answer", async () => {
    const told: string[][] = [];
    const stop = onNewTurns((games) => told.push(games.map((g) => g.table)));
    followPlayer("p-ana");
    answers = [
      [mine("a"), game("b")],
      [mine("a"), mine("b")],
      [mine("a"), mine("b")],
    ];
    await refreshMyGames();
    await refreshMyGames();
    await refreshMyGames();
    stop();
    expect(asked).toEqual(["/api/me/games", "/api/me/games", "/api/me/games"]);
    expect(told).toEqual([["b"]]);
  });

  it("starts afresh for another person: their first answer tells nothing", async () => {
    const told: string[][] = [];
    const stop = onNewTurns((games) => told.push(games.map((g) => g.table)));
    followPlayer("p-ana");
    answers = [[game("a")]];
    await refreshMyGames();
    followPlayer("p-bea");
    answers = [[mine("a")]];
    await refreshMyGames();
    stop();
    expect(told).toEqual([]);
  });
});

describe("the notification of a turn", () => {
  const due = game("a", { yourTurn: true, deadline: NOW + 2 * HOUR_MS });
  const shown: { title: string; options: NotificationOptions; notice: { onclick: (() => void) | null } }[] =
    [];

  /** The browser's Notification as far as the page uses it, with the person's answer `permission`. */
  function browser(permission: NotificationPermission, hidden: boolean) {
    shown.length = 0;
    class FakeNotification {
      static permission = permission;
      onclick: (() => void) | null = null;
      constructor(title: string, options: NotificationOptions) {
        shown.push({ title, options, notice: this });
      }
      close(): void {}
    }
    vi.stubGlobal("Notification", FakeNotification);
    vi.stubGlobal("document", { hidden });
    vi.stubGlobal("window", { focus: () => undefined });
  }
  afterEach(() => vi.unstubAllGlobals());

  it("is shown for each table newly theirs while the page is hidden, and opens it when clicked", () => {
    browser("granted", true);
    const opened: string[] = [];
    notifyTurns([due, game("b", { yourTurn: true })], (path) => opened.push(path));
    expect(shown.map((s) => [s.title, s.options.tag])).toEqual([
      [`Your turn: ${i18next.t("common:games.tarot.title")}`, "parlor-turn-a"],
      [`Your turn: ${i18next.t("common:games.tarot.title")}`, "parlor-turn-b"],
    ]);
    shown[0]?.notice.onclick?.();
    expect(opened).toEqual(["/table/a"]);
  });

  it("is not shown while the page is in view (the header says it), nor without the person's leave", () => {
    browser("granted", false);
    notifyTurns([due], () => undefined);
    expect(shown).toEqual([]);
    browser("default", true);
    notifyTurns([due], () => undefined);
    expect(shown).toEqual([]);
  });

  it("may be asked for only while the person has neither allowed nor refused it", () => {
    browser("default", false);
    expect(mayAsk()).toBe(true);
    browser("denied", false);
    expect(mayAsk()).toBe(false);
    browser("granted", false);
    expect(mayAsk()).toBe(false);
  });
});
