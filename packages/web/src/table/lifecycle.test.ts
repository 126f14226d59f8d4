import type { SeatSummary } from "@parlor/protocol";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import i18next, { i18nReady } from "../i18n/index.js";
import {
  endingText,
  lifecycleError,
  markText,
  rematchOffered,
  rematchPeople,
  seatMark,
  seatMarks,
} from "./lifecycle.js";
import { RematchPanel } from "./Rematch.js";
import { ResignBar, SeatMarks } from "./Resign.js";
import { everyoneReady, freeSeat, WaitingRoom } from "./WaitingRoom.js";

const ANA = { id: "p-ana", name: "Ana" };
const BRUNO = { id: "p-bruno", name: "Bruno" };
const NAMES = ["Ana", "Bruno", "Bot 3 (greedy)"];

/** The test hooks of an HTML string, in document order. */
const hooks = (html: string, prefix: string): string[] =>
  [...html.matchAll(new RegExp(`data-testid="(${prefix}[^"]*)"`, "g"))].map((m) => m[1] ?? "");

/** The text of an HTML string, tags dropped. */
const text = (html: string): string => html.replace(/<[^>]+>/g, "");

beforeAll(async () => {
  // The links the waiting room hands out are the page's own (no page outside a browser).
  vi.stubGlobal("location", { origin: "http://parlor.test" });
  await i18nReady;
  await i18next.loadNamespaces("lifecycle");
});

describe("a seat's mark during play", () => {
  it("says a person away is played by their stand-in bot, by level", () => {
    const seat: SeatSummary = { human: true, joined: true, player: ANA, connected: false, standIn: "greedy" };
    expect(seatMark(0, seat, "Ana")).toEqual({
      seat: 0,
      kind: "stand-in",
      text: "Ana — away, played by the greedy bot",
    });
  });

  it("marks a resignation (and the bot playing on), before anything else", () => {
    const on: SeatSummary = { human: true, joined: true, resigned: true, standIn: "medium", connected: true };
    expect(seatMark(1, on, "Bruno")?.text).toBe("Bruno resigned; the medium bot plays on");
    const ended: SeatSummary = { human: true, joined: true, resigned: true };
    expect(seatMark(1, ended, "Bruno")).toMatchObject({ kind: "resigned", text: "Bruno resigned" });
  });

  it("marks a person disconnected, and nothing for seats played as usual or by bots", () => {
    const away: SeatSummary = { human: true, joined: true, connected: false };
    expect(seatMark(0, away, "Ana")?.kind).toBe("disconnected");
    expect(seatMark(0, { human: true, joined: true, connected: true }, "Ana")).toBeNull();
    expect(seatMark(0, { human: true, joined: true }, "Ana")).toBeNull();
    expect(seatMark(2, { bot: "greedy", joined: true, connected: false }, "Bot")).toBeNull();
    expect(
      seatMarks(
        [away, { human: true, joined: true, connected: true }, { bot: "greedy", joined: true }],
        NAMES,
      ).map((m) => m.seat),
    ).toEqual([0]);
  });

  it("counts down to the bot that will play for a person away, from when the table said so", () => {
    const away: SeatSummary = { human: true, joined: true, connected: false, graceLeft: 42_000 };
    const mark = seatMark(0, away, "Ana", 1_000);
    expect(mark?.grace).toEqual({ left: 42_000, from: 1_000, name: "Ana" });
    if (!mark) return;
    expect(markText(mark, 1_000)).toBe("Ana — away: a bot plays for them in 42\u00a0s");
    expect(markText(mark, 31_500)).toBe("Ana — away: a bot plays for them in 12\u00a0s");
    expect(markText(mark, 39_000)).toBe("Ana — away: a bot plays for them in 4.0\u00a0s");
    // Past the grace, until the table says the bot came: disconnected, no countdown below zero.
    expect(markText(mark, 43_000)).toBe("Ana — disconnected");
    // A server that does not say the grace: disconnected, as before.
    const plain = seatMark(0, { human: true, joined: true, connected: false }, "Ana", 1_000);
    expect(plain?.grace).toBeUndefined();
    if (plain) expect(markText(plain, 1_000)).toBe("Ana — disconnected");
  });

  it("lists the marks for everyone, each by seat and kind", () => {
    const marks = seatMarks([{ human: true, joined: true, standIn: "greedy" }], NAMES);
    const html = renderToStaticMarkup(createElement(SeatMarks, { marks }));
    expect(hooks(html, "seat-mark-")).toEqual(["seat-mark-0"]);
    expect(html).toContain('data-mark="stand-in"');
    expect(renderToStaticMarkup(createElement(SeatMarks, { marks: [] }))).toBe("");
  });
});

describe("how a match ended", () => {
  const seats: SeatSummary[] = [
    { human: true, joined: true, player: ANA, resigned: true },
    { human: true, joined: true, player: BRUNO },
  ];

  it("names who resigned, says an abandoned match is unrated, and nothing for a normal end", () => {
    expect(endingText("resigned", seats, NAMES)).toBe("Ana resigned.");
    expect(endingText("resigned", [], NAMES)).toBe("The match ended with a resignation.");
    expect(endingText("abandoned", seats, NAMES)).toMatch(/abandoned.*not count for ratings/);
    expect(endingText("normal", seats, NAMES)).toBeNull();
    expect(endingText(undefined, seats, NAMES)).toBeNull();
  });

  it("in French and Brazilian Portuguese, with the verb agreeing with how many resigned", async () => {
    const both = seats.map((s) => ({ ...s, resigned: true as const }));
    try {
      await i18next.changeLanguage("fr");
      await i18next.loadNamespaces("lifecycle");
      expect(endingText("resigned", seats, NAMES)).toBe("Ana a abandonné.");
      expect(endingText("resigned", both, NAMES)).toMatch(/^Ana et Bruno ont abandonné\.$/);
      await i18next.changeLanguage("pt-BR");
      await i18next.loadNamespaces("lifecycle");
      expect(endingText("resigned", both, NAMES)).toMatch(/^Ana e Bruno desistiram\.$/);
    } finally {
      await i18next.changeLanguage("en");
    }
  });
});

describe("the page's own seat in the table's life, named as the table names it", () => {
  const mine: SeatSummary = { human: true, joined: true, player: ANA, resigned: true };
  const theirs: SeatSummary = { human: true, joined: true, player: BRUNO };

  it("'You resigned', never the player's own name, in every language", async () => {
    // The names the table gives Ana's page: her seat is "You".
    const names = ["You", "Bruno"];
    expect(endingText("resigned", [mine, theirs], names)).toBe("You resigned.");
    expect(seatMark(0, mine, "You")?.text).toBe("You resigned");
    expect(seatMark(0, { ...mine, standIn: "greedy" }, "You")?.text).toBe(
      "You resigned; the greedy bot plays on",
    );
    // To Bruno's page (and anyone else's), Ana by her name.
    expect(endingText("resigned", [mine, theirs], ["Ana", "You"])).toBe("Ana resigned.");
    try {
      await i18next.changeLanguage("fr");
      await i18next.loadNamespaces("lifecycle");
      expect(endingText("resigned", [mine, theirs], ["Vous", "Bruno"])).toBe("Vous avez abandonné.");
      expect(seatMark(0, mine, "Vous")?.text).toBe("Vous avez abandonné");
      await i18next.changeLanguage("pt-BR");
      await i18next.loadNamespaces("lifecycle");
      expect(endingText("resigned", [mine, theirs], ["Você", "Bruno"])).toBe("Você desistiu.");
    } finally {
      await i18next.changeLanguage("en");
    }
  });

  it("two people of one name by the table's names for them (their tags), in the rematch too", () => {
    const twins: SeatSummary[] = [
      mine,
      { human: true, joined: true, player: { id: "p-ana-2", name: "Ana" } },
    ];
    expect(endingText("resigned", twins, ["Ana #-ana", "Ana #na-2"])).toBe("Ana #-ana resigned.");
    const html = renderToStaticMarkup(
      createElement(RematchPanel, {
        rematch: { accepted: [1], next: null },
        seats: twins,
        held: [1],
        names: ["Ana #-ana", "You"],
        answer: () => Promise.resolve(),
        watchNext: () => undefined,
      }),
    );
    expect(text(html)).toContain("Ready for a rematch: You");
    expect(text(html)).toContain("Waiting for: Ana #-ana");
  });
});

describe("refusals in words", () => {
  it("says the lifecycle's codes in the page's words, others as the shared codes or the server's", () => {
    expect(lifecycleError({ code: "not-ready", message: "x" })).toMatch(/every seat must be taken/);
    expect(lifecycleError({ code: "not-host", message: "x" })).toBe("Only the host can start this table.");
    expect(lifecycleError({ code: "no-table", message: "x" })).toBe("There is no such table.");
    expect(lifecycleError({ code: "some-rule", message: "Not now." })).toBe("Not now.");
  });
});

describe("the waiting room", () => {
  const room = (props: Partial<Parameters<typeof WaitingRoom>[0]>) =>
    renderToStaticMarkup(
      createElement(WaitingRoom, {
        id: "T",
        seats: [],
        held: [0],
        invites: [],
        status: "waiting",
        host: ANA.id,
        you: ANA,
        start: () => Promise.resolve(),
        leave: () => undefined,
        ...props,
      }),
    );

  it("is ready when every human seat is taken by someone here", () => {
    expect(
      everyoneReady([
        { human: true, joined: true, connected: true },
        { bot: "greedy", joined: true },
      ]),
    ).toBe(true);
    expect(everyoneReady([{ human: true, joined: false }])).toBe(false);
    expect(everyoneReady([{ human: true, joined: true, connected: false }])).toBe(false);
    expect(everyoneReady([])).toBe(false);
  });

  it("gives the host Start, lit once everyone is here, and a Leave", () => {
    const waiting: SeatSummary[] = [
      { human: true, joined: true, player: ANA, connected: true },
      { human: true, joined: false },
    ];
    const early = room({ seats: waiting, invites: [null, "tok"] });
    expect(hooks(early, "(start-table|start-hint|leave-table|copy-link-|waiting-for-host)")).toEqual([
      "copy-link-1",
      "copy-link-1-status",
      "start-table",
      "start-hint",
      "leave-table",
    ]);
    expect(early).toMatch(/<button[^>]*disabled=""[^>]*data-testid="start-table"/);
    expect(text(early)).toContain("Seat 1: you (Ana) · host · here");
    const full = room({
      seats: [waiting[0]!, { human: true, joined: true, player: BRUNO, connected: true }],
    });
    expect(full).not.toMatch(/disabled=""[^>]*data-testid="start-table"/);
    expect(hooks(full, "start-hint")).toEqual([]);
    expect(text(full)).toContain("Seat 2: Bruno · here");
  });

  it("tells everyone else they wait for the host, by name", () => {
    const html = room({
      seats: [
        { human: true, joined: true, player: ANA, connected: true },
        { human: true, joined: true, player: BRUNO, connected: false },
      ],
      held: [1],
      you: BRUNO,
    });
    expect(hooks(html, "(start-table|waiting-for-host)")).toEqual(["waiting-for-host"]);
    expect(text(html)).toContain("Waiting for Ana to start the game.");
    expect(text(html)).toContain("Seat 2: you (Bruno) · not here");
  });

  it("without a host, starts by itself as before: no Start, the old seat lines", () => {
    const html = room({
      host: null,
      you: null,
      held: [],
      seats: [
        { human: true, joined: false },
        { bot: "greedy", joined: true },
      ],
    });
    expect(hooks(html, "(start-table|waiting-for-host|leave-table)")).toEqual([]);
    expect(text(html)).toContain("The game starts as soon as every human seat is taken");
    expect(text(html)).toContain("Seat 1: free");
    expect(text(html)).toContain("Seat 2: bot (greedy)");
  });

  it("offers someone watching each free seat, and nothing to take to someone seated", () => {
    const seats: SeatSummary[] = [
      { human: true, joined: true, player: ANA, connected: true },
      { human: true, joined: false },
      { bot: "greedy", joined: true },
      { human: true, joined: false, player: BRUNO },
    ];
    expect(seats.map(freeSeat)).toEqual([false, true, false, false]);
    const sit = () => Promise.resolve();
    const watching = room({ seats, held: [], you: null, sit });
    expect(hooks(watching, "take-")).toEqual(["take-hint", "take-seat-1"]);
    expect(text(watching)).toContain("Take this seat (seat 2)");
    expect(text(watching)).toContain("Seat 4: Bruno");
    expect(hooks(room({ seats, held: [0], sit }), "take-")).toEqual([]);
    expect(hooks(room({ seats, held: [], you: null, sit, status: "playing" }), "take-")).toEqual([]);
  });

  it("shows a free seat's invite link in full with its buttons, and the link to watch apart", () => {
    const html = room({
      seats: [
        { human: true, joined: true, player: ANA, connected: true },
        { human: true, joined: false },
      ],
      invites: [null, "tok"],
    });
    const invite = /<input[^>]*data-testid="invite-link-1"[^>]*>/.exec(html)?.[0] ?? "";
    expect(invite).toMatch(/readOnly|readonly/);
    expect(invite).toMatch(/value="[^"]*\/table\/T#t=tok"/);
    expect(html).toMatch(/<label for="[^"]+">Invite link for seat 2<\/label>/);
    expect(html).toContain('aria-label="Copy the invite link for seat 2"');
    expect(hooks(html, "invite-link-1-qr")).toEqual(["invite-link-1-qr-toggle"]);
    expect(html).toMatch(/aria-expanded="false"[^>]*data-testid="invite-link-1-qr-toggle"/);
    expect(hooks(html, "invite-link-0")).toEqual([]);
    expect(html).toMatch(/<label for="[^"]+">Link to watch \(spectators\)<\/label>/);
    expect(html).toMatch(/<input[^>]*data-testid="watch-link"[^>]*value="[^"]*\/table\/T"/);
  });
});

describe("resigning and the rematch", () => {
  it("asks before resigning, in a dialog that keeps playing first", () => {
    const html = renderToStaticMarkup(
      createElement(ResignBar, {
        seats: [0],
        several: false,
        names: NAMES,
        resigned: false,
        resign: () => Promise.resolve(),
      }),
    );
    expect(hooks(html, "resign")).toEqual(["resign", "resign-dialog", "resign-cancel", "resign-confirm"]);
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="resign-title"/);
    const two = renderToStaticMarkup(
      createElement(ResignBar, {
        seats: [0, 1],
        several: true,
        names: NAMES,
        resigned: false,
        resign: () => Promise.resolve(),
      }),
    );
    expect(hooks(two, "resign-\\d")).toEqual(["resign-0", "resign-1"]);
    expect(text(two)).toContain("Resign for Bruno");
    // One keyboard whose Player A resigned: Player B's button still says whose it is.
    const left = renderToStaticMarkup(
      createElement(ResignBar, {
        seats: [1],
        several: true,
        names: ["Player A", "Player B"],
        resigned: false,
        resign: () => Promise.resolve(),
      }),
    );
    expect(hooks(left, "resign-\\d")).toEqual(["resign-1"]);
    expect(text(left)).toContain("Resign for Player B");
    const after = renderToStaticMarkup(
      createElement(ResignBar, {
        seats: [],
        several: false,
        names: NAMES,
        resigned: true,
        resign: () => Promise.resolve(),
      }),
    );
    expect(hooks(after, "resign")).toEqual(["resigned"]);
  });

  it("is offered to people at other pages; one keyboard with only bots besides plays again", () => {
    const ana: SeatSummary = { human: true, joined: true, player: ANA };
    const bruno: SeatSummary = { human: true, joined: true, player: BRUNO };
    const bot: SeatSummary = { bot: "greedy", joined: true };
    expect(rematchOffered([ana, bruno, bot], [0])).toBe(true);
    // Two seats on one keyboard, bound to one person's session: nobody else to ask.
    expect(rematchOffered([ana, ana, bot], [0, 1])).toBe(false);
    // One keyboard and a friend elsewhere: the friend is asked.
    expect(rematchOffered([ana, ana, bruno], [0, 1])).toBe(true);
    // A person without a session, or a person alone with bots: "Play again".
    expect(rematchOffered([ana, { human: true, joined: true }], [0])).toBe(false);
    expect(rematchOffered([ana, bot], [0])).toBe(false);
  });

  it("splits the people by whether they accepted, bots left out", () => {
    const seats: SeatSummary[] = [
      { human: true, joined: true },
      { bot: "greedy", joined: true },
      { human: true, joined: true },
    ];
    expect(rematchPeople(seats, [2])).toEqual({ accepted: [2], waiting: [0] });
  });

  it("offers Rematch, then Withdraw, and says who accepted and who is awaited", () => {
    const seats: SeatSummary[] = [
      { human: true, joined: true, player: ANA },
      { human: true, joined: true, player: BRUNO },
    ];
    const panel = (accepted: number[], held: number[]) =>
      renderToStaticMarkup(
        createElement(RematchPanel, {
          rematch: { accepted, next: null },
          seats,
          held,
          names: NAMES,
          answer: () => Promise.resolve(),
          watchNext: () => undefined,
        }),
      );
    expect(hooks(panel([], [0]), "rematch-")).toEqual(["rematch-accept", "rematch-state"]);
    const mine = panel([0], [0]);
    expect(hooks(mine, "rematch-")).toEqual([
      "rematch-withdraw",
      "rematch-state",
      "rematch-accepted",
      "rematch-waiting",
    ]);
    expect(text(mine)).toContain("Ready for a rematch: Ana Waiting for: Bruno");
    expect(hooks(panel([1], [0]), "rematch-")).toEqual([
      "rematch-accept",
      "rematch-state",
      "rematch-accepted",
      "rematch-waiting",
    ]);
  });
});
