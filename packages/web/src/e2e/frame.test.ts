/**
 * The table's frame in the browser (issue 16, faults 2 and 7): the waiting room shows each free
 * seat's invite link in full with a labelled copy button and a QR code that encodes it; a friend who
 * opens the link to watch takes the free seat and plays; the end screens of a PC table and of a Ruhd
 * game against bots, at 1280×800 and 390×844, show every seat's final score in view, covered by
 * nothing, with no "your turn" left; each screen shot in light and dark and checked by axe-core.
 */
import type { MatchLog } from "@parlor/engine";
import type { Page, WebSocket } from "playwright-core";
import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { modulesOfPath, QR_ECC, QUIET_ZONE } from "../table/qr.js";
import { clientHas, DESKTOP, noClient, PHONE, setupBrowser, THEMES, WAIT_MS } from "./harness.js";
import { placeATile, turnOf } from "./ruhd-play.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };

/** A Ruhd match of a few placements. */
const SHORT_RUHD = { handSize: 2, smallTableDeck: 0 };

/** A PC Set Game over in seconds: a deck of nine cards dealt three at a time, no countdowns. */
const QUICK_PC = { featureCount: 2, rows: 1, columns: 3, turnTimeout: 0, tableDelay: 0, pointFreeze: 0 };

/** The two windows every screen is checked in (the file's page of each: desktop is the default). */
const SIZES = [
  { name: "desktop", options: undefined },
  { name: "phone", options: PHONE },
] as const;

/** Runs axe-core on the page in both colour schemes: no serious or critical violation in either. */
async function accessible(page: Page): Promise<void> {
  for (const scheme of THEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme), poll).toBe(scheme);
    // Colours that change with the theme ease into it: axe reads them once they have arrived.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === "running")
                .length,
          ),
        poll,
      )
      .toBe(0);
    expect(await h.axe(page), `axe in the ${scheme} theme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** Plays the Ruhd pages' turns, each on its own page, until every page shows the end screen. */
async function playToTheEnd(...pages: Page[]): Promise<void> {
  for (;;) {
    let mover: Page | null = null;
    let over = 0;
    await expect
      .poll(async () => {
        over = 0;
        for (const page of pages) {
          const turn = await turnOf(page);
          if (turn === "over") over++;
          else if (turn === "mine") mover = page;
        }
        return mover !== null || over === pages.length;
      }, poll)
      .toBe(true);
    if (over === pages.length) return;
    await placeATile(mover ?? pages[0]!);
  }
}

/**
 * The end screen as a person sees it: its title has the focus, every seat's final score is inside
 * the window and is what is drawn at its centre (nothing covers it), no part of the end panel
 * overlaps a score row of the board, and no "your turn" is left anywhere on the page.
 */
async function checkEndScreen(page: Page, seats: number): Promise<void> {
  await page.getByTestId("end-screen").waitFor({ timeout: WAIT_MS });
  // The board comes with the views, after the table frame that says the match is over.
  await page.getByTestId(`score-${seats - 1}`).waitFor({ timeout: WAIT_MS });
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")), poll)
    .toBe("end-title");
  const seen = await page.evaluate((count) => {
    const rect = (e: Element) => e.getBoundingClientRect();
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width * b.width > 0;
    const panel = document.querySelector('[data-testid="end-screen"]')!;
    const parts = [panel, ...panel.querySelectorAll("*")].map(rect);
    const boardRows = [...document.querySelectorAll("[data-testid]")].filter((e) =>
      /^score-\d+$/.test(e.getAttribute("data-testid") ?? ""),
    );
    return {
      rows: Array.from({ length: count }, (_, seat) => {
        const row = document.querySelector(`[data-testid="final-score-${seat}"]`);
        if (!row) return { seat, inView: false, uncovered: false };
        const r = rect(row);
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return {
          seat,
          inView: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth,
          uncovered: top !== null && row.contains(top),
        };
      }),
      boardRows: boardRows.length,
      covered: boardRows.filter((row) => parts.some((part) => overlap(part, rect(row)))).length,
      text: document.body.innerText,
    };
  }, seats);
  expect(seen.rows).toEqual(
    Array.from({ length: seats }, (_, seat) => ({ seat, inView: true, uncovered: true })),
  );
  expect(seen.boardRows).toBeGreaterThanOrEqual(seats);
  expect(seen.covered).toBe(0);
  expect(seen.text).not.toMatch(/your turn/i);
  // The winner's mark is drawn, not an emoji that may show as an empty box.
  expect(seen.text).not.toContain("🏆");
  expect(await page.locator('[data-testid="end-screen"] [data-icon="trophy"]').count()).toBeGreaterThan(0);
}

describe.skipIf(noClient !== null)("the table's frame", () => {
  it.skipIf(!clientHas("the waiting room's links", "invite-link-", "take-seat-", "qr-toggle", "seated"))(
    "shows seat 2's invite link in full with a QR code, and a friend with the watch link takes the seat and plays",
    async () => {
      const table = await h.createTable({
        game: "ruhd",
        options: SHORT_RUHD,
        seats: [{ human: true }, { human: true }],
      });
      const [mine, invite] = [table.seatTokens[0]!, table.seatTokens[1]!];
      const link = `${h.url}/table/${table.id}#t=${invite}`;
      // The maker's browser holds seat 1 and seat 2's invite, as the lobby keeps them.
      const context = await h.context({ viewport: DESKTOP });
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.url });
      const host = await context.newPage();
      await host.goto(h.url);
      await host.evaluate(([key, tokens]) => localStorage.setItem(key, tokens), [
        `parlor:table:${table.id}`,
        JSON.stringify({ held: [mine], invites: [null, invite] }),
      ] as const);
      await host.goto(`${h.url}/table/${table.id}`);
      const field = host.getByTestId("invite-link-1");
      await field.waitFor({ timeout: WAIT_MS });
      // The link in full, in a read-only field labelled with its seat.
      expect(await field.inputValue()).toBe(link);
      expect(await field.getAttribute("readonly")).not.toBeNull();
      expect(await host.getByLabel("Invite link for seat 2", { exact: true }).inputValue()).toBe(link);
      expect(await host.getByTestId("invite-link-0").count()).toBe(0);
      // Its copy button says which link; once copied, a polite status says so.
      const copy = host.getByRole("button", { name: "Copy the invite link for seat 2" });
      await copy.click();
      await expect.poll(() => host.getByTestId("copy-link-1-status").innerText(), poll).toBe("Link copied.");
      expect(await host.getByTestId("copy-link-1-status").getAttribute("role")).toBe("status");
      expect(await host.evaluate(() => navigator.clipboard.readText())).toBe(link);
      // The QR code: an image named for its link, whose modules are the link's code.
      const toggle = host.getByTestId("invite-link-1-qr-toggle");
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await toggle.click();
      const code = host.getByRole("img", { name: "QR code of the invite link for seat 2" });
      await code.waitFor({ timeout: WAIT_MS });
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await code.evaluate((e) => e.tagName.toLowerCase())).toBe("svg");
      const expected = encode(link, { ecc: QR_ECC, border: 0 }).data;
      const drawn = await code.evaluate((svg) => ({
        viewBox: svg.getAttribute("viewBox"),
        path: svg.querySelector("path")?.getAttribute("d") ?? "",
      }));
      const side = expected.length + 2 * QUIET_ZONE;
      expect(drawn.viewBox).toBe(`0 0 ${side} ${side}`);
      expect(modulesOfPath(drawn.path, expected.length)).toEqual(expected);
      // Big enough for a phone's camera: at least 2 px a module.
      expect((await code.boundingBox())!.width / side).toBeGreaterThanOrEqual(2);
      // The link to watch, labelled as such, apart from the invites.
      const watch = await host.getByLabel("Link to watch (spectators)", { exact: true }).inputValue();
      expect(watch).toBe(`${h.url}/table/${table.id}`);
      await h.shots(host, "frame-waiting-room-desktop");
      await accessible(host);

      // A friend given the link to watch, on a phone: a free seat to take.
      const friend = await h.filePage(PHONE);
      await friend.goto(watch);
      const take = friend.getByRole("button", { name: "Take this seat (seat 2)" });
      await take.waitFor({ timeout: WAIT_MS });
      expect(await friend.getByTestId("table-status").innerText()).toBe("watching");
      // Seat 1 is taken: no button there; nor any invite link (this browser has none).
      expect(await friend.getByTestId("take-seat-0").count()).toBe(0);
      expect(await friend.getByTestId("invite-link-1").count()).toBe(0);
      await friend.getByTestId("watch-link-qr-toggle").click();
      await friend.getByRole("img", { name: "QR code of the link to watch" }).waitFor({ timeout: WAIT_MS });
      await h.shots(friend, "frame-waiting-room-phone");
      await accessible(friend);
      await friend.getByTestId("watch-link-qr-toggle").click();
      await take.click();
      // The seat is theirs without a reload (its token kept as an invite's), and the match starts.
      await friend.getByTestId("ruhd-table").waitFor({ timeout: WAIT_MS });
      await host.getByTestId("ruhd-table").waitFor({ timeout: WAIT_MS });
      await expect.poll(() => friend.getByTestId("table-status").innerText(), poll).toBe("playing");
      const kept = await friend.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? "{}") as { held?: string[] },
        `parlor:table:${table.id}`,
      );
      expect(kept.held).toHaveLength(1);
      expect(kept.held?.[0]).not.toBe(invite);
      // The invite given before no longer takes the seat: the friend has it.
      const summary = (await (await fetch(`${h.url}/api/tables/${table.id}`)).json()) as {
        seats: { joined: boolean }[];
      };
      expect(summary.seats.map((s) => s.joined)).toEqual([true, true]);

      await playToTheEnd(host, friend);
      await checkEndScreen(host, 2);
      await checkEndScreen(friend, 2);
    },
    4 * WAIT_MS,
  );

  it.skipIf(!clientHas("the end screen", "end-screen", "final-score", "winner-mark", "end-place"))(
    "the end of a PC table against a bot: every score in view and uncovered, at both sizes",
    async () => {
      const table = await h.createTable({
        game: "set-pc",
        options: QUICK_PC,
        seats: [{ human: true }, { bot: "random" }],
      });
      const token = table.seatTokens[0]!;
      const pages: Page[] = [];
      for (const size of SIZES) {
        const page = await h.filePage(size.options);
        pages.push(page);
        await page.goto(`${h.url}/table/${table.id}#t=${token}`);
        await checkEndScreen(page, 2);
        // No countdown of the match is left running in the frame.
        expect(await page.getByTestId("end-screen").innerText()).not.toMatch(/\d+[.,]\d\s*s\b/);
        await h.shots(page, `frame-end-pc-${size.name}`);
        await accessible(page);
      }
    },
    4 * WAIT_MS,
  );

  it.skipIf(!clientHas("the end screen", "end-screen", "final-score", "winner-mark", "end-place"))(
    "the end of a Ruhd game against a bot: every placement's score in view and uncovered, at both sizes",
    async () => {
      const table = await h.createTable({
        game: "ruhd",
        options: SHORT_RUHD,
        seats: [{ human: true }, { bot: "greedy" }],
      });
      const token = table.seatTokens[0]!;
      const desktop = await h.filePage();
      // What the page hears on its socket: it speaks the protocol's version 2.
      const heard: string[] = [];
      const listen = (ws: WebSocket) => ws.on("framereceived", ({ payload }) => heard.push(String(payload)));
      desktop.on("websocket", listen);
      await desktop.goto(`${h.url}/table/${table.id}#t=${token}`);
      await desktop.getByTestId("ruhd-table").waitFor({ timeout: WAIT_MS });
      await playToTheEnd(desktop);
      await checkEndScreen(desktop, 2);
      expect(heard[0]).toBe('{"type":"welcome","protocol":2}');
      // Each of its placements is acknowledged in its view frame of the change, never on its own.
      const log = (await (await fetch(`${h.url}/api/tables/${table.id}/log`)).json()) as MatchLog;
      const mine = log.actions.filter((entry) => entry.seat === 0).map((entry) => entry.seq);
      const acked = heard.flatMap((text) => {
        const frame = JSON.parse(text) as { type: string; ack?: { seq: number } };
        return frame.type === "view" && frame.ack ? [frame.ack.seq] : [];
      });
      expect(mine.length).toBeGreaterThan(0);
      expect(acked).toEqual(mine);
      expect(heard.filter((text) => text.startsWith('{"type":"ack"'))).toEqual([]);
      // The file's page is not for listening to in its next tests.
      desktop.off("websocket", listen);
      await h.shots(desktop, "frame-end-ruhd-desktop");
      await accessible(desktop);
      // The same seat on a phone while the first page keeps the finished table open.
      const phone = await h.filePage(PHONE);
      await phone.goto(`${h.url}/table/${table.id}#t=${token}`);
      await checkEndScreen(phone, 2);
      await h.shots(phone, "frame-end-ruhd-phone");
      await accessible(phone);
    },
    4 * WAIT_MS,
  );
});
