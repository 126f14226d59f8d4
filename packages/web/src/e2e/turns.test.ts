/**
 * Turn-based tables in a real browser (issue 36): a person sets one up in the lobby (Turn-based,
 * hours a move), another comes by the invite, and the table says whose turn it is and how long is
 * left; the site's header counts the tables waiting for the person's move, and My games lists them,
 * their turn first, linking back to the table. My games and the table's clock pass axe in both
 * themes, at a desktop's and a phone's size.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, PHONE, setupBrowser, THEMES, WAIT_MS } from "./harness.js";
import { placeATile, turnOf } from "./ruhd-play.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 100 };

/** The header's count of tables waiting for the page's person (0 when it shows none). */
async function turnCount(page: Page): Promise<number> {
  return Number((await page.getByTestId("my-games-link").getAttribute("data-turns")) ?? "0");
}

/** axe in both themes, nothing serious. */
async function axeInBothThemes(page: Page, what: string): Promise<void> {
  for (const scheme of THEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => page.evaluate("document.documentElement.dataset.theme"), poll).toBe(scheme);
    expect(await h.axe(page), `${what}, ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

describe.skipIf(noClient !== null)("turn-based tables in the browser", () => {
  const can = clientHas(
    "turn-based tables",
    "pace-move-hours",
    "turn-clock",
    "my-games-link",
    "my-games-page",
  );

  it.skipIf(!can)(
    "a turn-based Ruhd table set up in the lobby: its clock, the header's count, My games and back",
    async () => {
      const ana = await h.namedPage("Ana");
      await ana.goto(h.url);
      await ana.getByTestId("setup-ruhd").click();
      await ana.getByTestId("preset-online").click();
      await ana.getByTestId("pace-turn-based").check();
      await ana.getByTestId("pace-move-hours").fill("12");
      expect(await h.axe(ana), "the set-up form, turn-based").toEqual([]);
      const made = ana.waitForRequest(
        (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/tables",
      );
      await ana.getByTestId("create-table").click();
      const body = JSON.parse((await made).postData() ?? "{}") as Record<string, unknown>;
      expect(body).toMatchObject({ pace: "turn-based", turnBased: { moveHours: 12, bankHours: 72 } });
      await ana.getByTestId("waiting-room").waitFor({ timeout: WAIT_MS });
      const id = decodeURIComponent(new URL(ana.url()).pathname.slice("/table/".length));
      const invite = (await ana.getByTestId("copy-link-1").getAttribute("data-url")) ?? "";

      const bea = await h.namedPage("Bea", PHONE);
      await bea.goto(invite);
      await expect.poll(() => ana.getByTestId("start-table").isEnabled(), poll).toBe(true);
      await ana.getByTestId("start-table").click();
      for (const page of [ana, bea]) await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });

      // The clock: whose turn, the time left for the move (12 h), and the page's own bank (72 h).
      const mover = (await turnOf(ana)) === "mine" ? ana : bea;
      const waiter = mover === ana ? bea : ana;
      const moverName = mover === ana ? "Ana" : "Bea";
      await expect.poll(() => mover.getByTestId("turn-clock-whose").innerText(), poll).toBe("Your turn");
      expect(await waiter.getByTestId("turn-clock-whose").innerText()).toBe(`${moverName} to play`);
      expect(await mover.getByTestId("turn-clock-left").innerText()).toMatch(
        /^(12\s?h|11\s?h \d+\s?min) left$/,
      );
      expect(await mover.getByTestId("turn-clock-bank").innerText()).toMatch(
        /^Your time bank: (3\s?d|2\s?d 23\s?h)$/,
      );
      await axeInBothThemes(mover, "the table's clock");
      await h.shots(mover, `turn-based-table-${mover === ana ? "desktop" : "phone"}`);

      // The header counts the table for the person whose move it is, not for the other.
      await expect.poll(() => turnCount(mover), poll).toBe(1);
      expect(await turnCount(waiter)).toBe(0);

      // My games, from the header: the table first, their turn, counted down; back to the table.
      await mover.getByTestId("my-games-link").click();
      await mover.getByTestId("my-games-page").waitFor({ timeout: WAIT_MS });
      const row = mover.getByTestId("my-games-turn").getByTestId(`my-game-${id}`);
      await row.waitFor({ timeout: WAIT_MS });
      expect(await row.getAttribute("data-your-turn")).toBe("true");
      expect(await row.getAttribute("data-pace")).toBe("turn-based");
      expect(await mover.getByTestId(`my-game-standing-${id}`).innerText()).toMatch(/^Your turn — 1[12]\s?h/);
      await axeInBothThemes(mover, "My games");
      await h.shots(mover, `my-games-${mover === ana ? "desktop" : "phone"}`);
      // The other's My games: waiting for the person to move.
      await waiter.goto(`${h.url}/games/mine`);
      await expect
        .poll(() => waiter.getByTestId(`my-game-standing-${id}`).innerText(), poll)
        .toBe(`Waiting for ${moverName}`);
      await axeInBothThemes(waiter, "My games, waiting");
      await mover.getByTestId(`my-game-link-${id}`).click();
      await mover.waitForURL(new RegExp(`/table/${id}$`), { timeout: WAIT_MS });
      await mover.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });

      // A tile placed: the turn passes, and with it the count, at the table itself.
      await waiter.goto(`${h.url}/table/${encodeURIComponent(id)}`);
      await waiter.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
      await placeATile(mover);
      await expect.poll(() => waiter.getByTestId("turn-clock-whose").innerText(), poll).toBe("Your turn");
      await expect.poll(() => turnCount(waiter), poll).toBe(1);
      await expect.poll(() => turnCount(mover), poll).toBe(0);
    },
    4 * WAIT_MS,
  );
});
