/**
 * The SET tables in a real browser: Debian's Chromium (playwright-core) against a real server that
 * serves the built client. Most tables are made through the API and opened at
 * /table/<id>#t=<tokens>; the lobby tests make theirs with the lobby's form. Which slots hold a set
 * is read from the rendered cards (`data-slot`, `data-card`) and found with the engine's `findSets`;
 * keys are pressed by `KeyboardEvent.code`. Each test keeps a screenshot of its table in
 * test-artifacts/screenshots/.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noBrowser, noClient, setupBrowser, WAIT_MS } from "./harness.js";
import { CARD, KEYS_A, KEYS_B, pressSlots, readSlots, setSlots, wrongSlots } from "./set-board.js";

const h = setupBrowser();

/**
 * A PC Set Game table for tests: no countdown (the dealer reshuffles only a table that holds no set,
 * so the table never changes under a test's keys by itself), no deal animation, and
 * a long freeze after a wrong set so that the screenshot shows it. The bots are easy ones: they take
 * 8 s or more to find a first set, so they do not change the table under a test's keys.
 */
const PC_OPTIONS = { turnTimeout: 0, tableDelay: 0, penaltyFreeze: 10_000, pointFreeze: 500 };

const poll = { timeout: WAIT_MS, interval: 50 };

/** Opens a table with the given seat tokens (none: to watch) and waits for its cards. */
async function openTable(page: Page, id: string, tokens: readonly (string | null)[]): Promise<void> {
  const held = tokens.filter((t): t is string => t !== null);
  await page.goto(`${h.url}/table/${id}${held.length > 0 ? `#t=${held.join(",")}` : ""}`);
  await page.locator(CARD).first().waitFor({ timeout: WAIT_MS });
}

/** A PC table of two people on one keyboard, opened in the file's page holding both seats. */
async function openOneKeyboardTable(): Promise<Page> {
  const table = await h.createTable({
    game: "set-pc",
    options: PC_OPTIONS,
    seats: [{ human: true }, { human: true }],
  });
  const page = await h.filePage();
  await openTable(page, table.id, table.seatTokens);
  return page;
}

/** Reads the table until it holds a set; its slots. */
async function findSetOnPage(page: Page): Promise<number[]> {
  let found: number[] | null = null;
  await expect
    .poll(async () => (found = setSlots(await readSlots(page))), { ...poll, message: "a set on the table" })
    .not.toBeNull();
  return found!;
}

/** In the lobby's options form: the dealer reshuffles as soon as the table holds no set. */
async function noCountdown(page: Page): Promise<void> {
  await page.getByText("3. Options").click();
  const timeout = page.getByLabel("Reshuffle countdown", { exact: true });
  await timeout.fill("0");
  expect(await timeout.inputValue()).toBe("0");
}

/** A seat's score as the page shows it. */
function score(page: Page, seat: number): Promise<string> {
  return page.getByTestId(`score-${seat}`).innerText();
}

describe.skipIf(noBrowser !== null)("the browser and the server", () => {
  it("Chromium reaches the in-process server", async () => {
    const page = await h.filePage();
    await page.goto(`${h.url}/api/games`);
    const games = JSON.parse(await page.locator("body").innerText()) as { id: string }[];
    expect(games.map((g) => g.id)).toContain("set-pc");
  });
});

describe.skipIf(noClient !== null)("SET tables in the browser", () => {
  it.skipIf(!clientHas("lobby", "create-table", "preset-", "seat-select-", "data-slot", "score-"))(
    "the lobby lists the games, makes a table against a bot, and a correct set from the keyboard scores",
    async () => {
      const page = await h.filePage();
      await page.goto(h.url);
      const games = page.getByRole("list", { name: "Games" }).getByRole("listitem");
      await expect.poll(() => games.count(), poll).toBeGreaterThanOrEqual(3);
      await page.getByTestId("setup-set-pc").click();
      await page.getByRole("button", { name: "Me against a bot" }).click();
      await page.getByLabel("Seat 2", { exact: true }).selectOption("bot:easy");
      await noCountdown(page);
      await h.screenshot(page, "lobby");
      await page.getByRole("button", { name: "Start the table" }).click();
      await page.waitForURL(/\/table\/[^/]+$/);
      await page.locator(CARD).first().waitFor({ timeout: WAIT_MS });
      await expect.poll(async () => (await readSlots(page)).size, poll).toBe(12);
      const before = await score(page, 0);
      await pressSlots(page, KEYS_A, await findSetOnPage(page));
      await expect.poll(() => score(page, 0), poll).not.toBe(before);
      await page.getByTestId("event-set").waitFor();
      await h.screenshot(page, "set-pc-from-lobby-vs-bot");
    },
  );

  it.skipIf(!clientHas("correct set", "data-slot", "data-card", "score-"))(
    "a table against a bot made through the API: a correct set from the keyboard scores",
    async () => {
      const table = await h.createTable({
        game: "set-pc",
        options: PC_OPTIONS,
        seats: [{ human: true }, { bot: "easy" }],
      });
      const page = await h.filePage();
      await openTable(page, table.id, table.seatTokens);
      expect([await score(page, 0), await score(page, 1)]).toEqual(["0", "0"]);
      await pressSlots(page, KEYS_A, await findSetOnPage(page));
      await expect.poll(() => score(page, 0), poll).toBe("1");
      await h.screenshot(page, "set-pc-vs-bot-correct-set");
    },
  );

  it.skipIf(!clientHas("wrong set", "data-slot", "data-card", "freeze-"))(
    "a wrong set from the keyboard freezes the player, whose keys then do nothing",
    async () => {
      // Alone at the table: no bot's set takes the wrong cards (and the tokens on them) away while
      // the test looks at them, however slow the machine.
      const table = await h.createTable({ game: "set-pc", options: PC_OPTIONS, seats: [{ human: true }] });
      const page = await h.filePage();
      await openTable(page, table.id, table.seatTokens);
      // Every card may be pressed (the engine's legal moves, once it has loaded): none is dimmed.
      const legal = page.locator('[data-slot][data-legal="true"]');
      const dimmed = page.locator('[data-slot][data-legal="false"]');
      await expect.poll(() => legal.count(), poll).toBeGreaterThan(0);
      expect(await dimmed.count()).toBe(0);
      const wrong = wrongSlots(await readSlots(page));
      await pressSlots(page, KEYS_A, wrong);
      const frozen = page.getByTestId("freeze-0");
      await frozen.waitFor({ timeout: WAIT_MS });
      expect(await frozen.innerText()).toMatch(/frozen/);
      // Frozen, the player has no legal press: every card is dimmed.
      await expect.poll(() => legal.count(), poll).toBe(0);
      expect(await dimmed.count()).toBeGreaterThan(0);
      await page.getByTestId("claim-help-0").waitFor();
      expect(await score(page, 0)).toBe("0");
      // The tokens stay on the wrong cards, and while frozen a key does not take one back.
      await pressSlots(page, KEYS_A, wrong.slice(0, 1));
      await page.waitForTimeout(300);
      for (const slot of wrong) expect(await page.getByTestId(`token-${slot}-0`).count()).toBe(1);
      await h.screenshot(page, "set-pc-wrong-set-frozen");
    },
  );

  it.skipIf(!clientHas("one keyboard", "data-slot", "data-card", "score-"))(
    "two players on one keyboard: player B's keys score for seat 1, player A's for seat 0",
    async () => {
      const page = await openOneKeyboardTable();
      await pressSlots(page, KEYS_B, await findSetOnPage(page));
      await expect.poll(() => score(page, 1), poll).toBe("1");
      expect(await score(page, 0)).toBe("0");
      await pressSlots(page, KEYS_A, await findSetOnPage(page));
      await expect.poll(() => score(page, 0), poll).toBe("1");
      expect(await score(page, 1)).toBe("1");
      await h.screenshot(page, "set-pc-one-keyboard");
    },
  );

  it.skipIf(!clientHas("event feed", "event-feed", "event-wrong", "event-set", "data-slot", "data-card"))(
    "the PC table shows what just happened: a wrong claim said once, by its help, and the set right after it",
    async () => {
      const page = await openOneKeyboardTable();
      const set = await findSetOnPage(page);
      await pressSlots(page, KEYS_A, wrongSlots(await readSlots(page)));
      // A seat played here: its help says it, with the time left, and the feed does not say it again.
      const help = page.getByTestId("claim-help-0");
      await help.waitFor();
      expect(await help.locator(".pc-claim-what").innerText()).toMatch(
        /^Not a set: Player A is frozen for \d+(\.\d)? s\. The tokens stay on the cards\.$/,
      );
      await pressSlots(page, KEYS_B, set);
      await page.getByTestId("event-set").waitFor();
      const feed = page.getByRole("log", { name: "What just happened" });
      // The set is on show (a slow machine may add the reshuffle's line after it), the wrong claim
      // only in its help.
      const lines = await feed.locator("li").allInnerTexts();
      expect(lines).toContain("SET! A point for Player B.");
      expect(lines.filter((line) => line.startsWith("Not a set"))).toEqual([]);
      await h.screenshot(page, "set-pc-event-feed");
    },
  );

  it.skipIf(!clientHas("invite link", "copy-link-", "preset-", "start-table", "data-slot", "score-"))(
    "a second browser joins by the invite link and both see the same table",
    async () => {
      const host = await h.filePage();
      await host.goto(h.url);
      await host.getByTestId("setup-set-pc").click();
      await host.getByRole("button", { name: "Me and a friend online" }).click();
      await noCountdown(host);
      await host.getByRole("button", { name: "Start the table" }).click();
      const invite = host.getByTestId("copy-link-1");
      await invite.waitFor();
      await h.screenshot(host, "set-pc-invite-waiting-room");
      const link = await invite.getAttribute("data-url");
      expect(link).toMatch(/\/table\/[^/]+#t=.+/);

      // Another person: a browser of their own.
      const guest = await h.page();
      await guest.goto(link!);
      // The host (the lobby made the table with a name) starts it once the guest is here.
      const start = host.getByTestId("start-table");
      await expect.poll(() => start.isEnabled(), poll).toBe(true);
      await start.click();
      await guest.locator(CARD).first().waitFor({ timeout: WAIT_MS });
      await host.locator(CARD).first().waitFor({ timeout: WAIT_MS });
      await expect.poll(async () => (await readSlots(guest)).size, poll).toBe(12);
      const slots = await readSlots(guest);
      await expect.poll(() => readSlots(host), poll).toEqual(slots);

      // The guest holds seat 1 alone, so player A's keys are theirs.
      await pressSlots(guest, KEYS_A, await findSetOnPage(guest));
      await expect.poll(() => score(guest, 1), poll).toBe("1");
      await expect.poll(() => score(host, 1), poll).toBe("1");
      expect(await score(host, 0)).toBe("0");
      await expect
        .poll(async () => [...(await readSlots(host))], poll)
        .toEqual([...(await readSlots(guest))]);
      await h.screenshot(host, "set-pc-invite-host");
      await h.screenshot(guest, "set-pc-invite-guest");
    },
  );

  it.skipIf(!clientHas("patterns", "call-set", "data-slot", "data-card", "score-"))(
    "a Patterns: Tarot table renders and takes a correct call (three cards, then Call SET)",
    async () => {
      const table = await h.createTable({
        game: "set-patterns",
        options: { startCards: 12, autoGrow: true },
        seats: [{ human: true }],
      });
      const page = await h.filePage();
      await openTable(page, table.id, table.seatTokens);
      const set = await findSetOnPage(page);
      const slots = await readSlots(page);
      for (const slot of set) await page.getByTestId(`card-${slots.get(slot)}`).click();
      await page.getByRole("button", { name: /Call SET/ }).click();
      await expect.poll(() => score(page, 0), poll).toBe("3");
      await h.screenshot(page, "set-patterns-correct-call");
      // From the keyboard: with three cards chosen, Enter calls even while the last card has the focus.
      const next = await findSetOnPage(page);
      const now = await readSlots(page);
      for (const slot of next) await page.getByTestId(`card-${now.get(slot)}`).click();
      await page.keyboard.press("Enter");
      await expect.poll(() => score(page, 0), poll).toBe("6");
    },
  );

  it.skipIf(
    !clientHas(
      "super",
      "call-set",
      "data-slot",
      "data-card",
      "score-",
      "event-feed",
      "flip-wait",
      "super-hint",
    ),
  )(
    "a SET Super Rules table renders and takes a correct call (no call before three cards are out; flip with F, call with S, pick three); the feed shows what happened, newest first, and the next flip waits for the breathing room",
    async () => {
      const table = await h.createTable({
        game: "set-super",
        options: { autoFlip: 0 },
        seats: [{ human: true }],
      });
      const page = await h.filePage();
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      // The grid starts empty (so hidden): wait for the table itself.
      await page.getByTestId("super-grid").waitFor({ state: "attached", timeout: WAIT_MS });
      // No set can be called before three cards are out: Call SET is disabled, its hint says why,
      // and S calls nothing (a call would hold up the first flip below, and cost its point).
      await page.getByTestId("super-hint").waitFor({ timeout: WAIT_MS });
      const callSet = page.getByTestId("call-set");
      expect(await callSet.isDisabled()).toBe(true);
      expect(await callSet.getAttribute("aria-describedby")).not.toBeNull();
      await page.keyboard.press("KeyS");
      // Flip until the grid holds a set (any 21 cards do).
      let set: number[] | null = null;
      for (let flips = 0; set === null && flips < 21; flips++) {
        const before = (await readSlots(page)).size;
        await page.keyboard.press("KeyF");
        await expect.poll(async () => (await readSlots(page)).size, poll).toBe(before + 1);
        set = setSlots(await readSlots(page));
      }
      expect(set).not.toBeNull();
      const slots = await readSlots(page);
      await page.keyboard.press("KeyS");
      await page.getByTestId("call-window").waitFor();
      for (const slot of set!) await page.getByTestId(`card-${slots.get(slot)}`).click();
      await expect.poll(() => score(page, 0), poll).not.toBe("0");
      // The call and its result are both in the feed, newest first.
      const feed = page.getByRole("log", { name: "What happened" });
      await expect
        .poll(async () => (await feed.locator("li").allInnerTexts()).slice(0, 2), poll)
        .toEqual(["SET! 1 point for you.", "You called SET!"]);
      // Breathing room: the call window just closed, so the flip waits (windowGap, 1.5 s by default).
      const flip = page.getByTestId("flip");
      if ((await page.getByTestId("flip-wait").count()) > 0) expect(await flip.isDisabled()).toBe(true);
      await h.screenshot(page, "set-super-correct-call");
      await expect.poll(() => flip.isEnabled(), poll).toBe(true);
      const before = (await readSlots(page)).size;
      await page.keyboard.press("KeyF");
      await expect.poll(async () => (await readSlots(page)).size, poll).toBe(before + 1);
    },
  );
  it.skipIf(!clientHas("set tables in French", "data-slot", "data-card", "freeze-", "event-feed"))(
    "in French: a PC table's words, cards and key hints, and a wrong set said to you in the second person; <html lang=fr>",
    async () => {
      const table = await h.createTable({
        game: "set-pc",
        options: PC_OPTIONS,
        seats: [{ human: true }, { bot: "easy" }],
      });
      const page = await h.filePage({ locale: "fr-FR" });
      await openTable(page, table.id, table.seatTokens);
      expect(await page.evaluate("document.documentElement.lang")).toBe("fr");
      expect(await page.getByTestId("deck-count").innerText()).toMatch(/^Pioche\s:\s\d+$/);
      // Cards are described in French, shape first, with the key that takes them.
      const label = (await page.locator(CARD).first().locator(".slot-name").textContent()) ?? "";
      expect(label).toMatch(/^(un|une|deux|trois) (losanges?|vagues?|ovales?) \S+ \S+, touche \S$/);
      expect(await page.getByTestId("pc-help").innerText()).toMatch(/^Touches .+ Choisissez 3 cartes qui/);
      await pressSlots(page, KEYS_A, wrongSlots(await readSlots(page)));
      expect(await page.getByTestId("freeze-0").innerText()).toMatch(/^gelé \d+(,\d)? s$/);
      await expect
        .poll(() => page.getByTestId("claim-help-0").locator(".pc-claim-what").innerText(), poll)
        .toMatch(
          /^Ce n’est pas un SET\u00a0: vous êtes gelé pendant \d+(,\d)? s\. Vos jetons restent sur les cartes\.$/,
        );
      await h.screenshot(page, "set-pc-french");
    },
  );

  it.skipIf(!clientHas("super in French", "call-set", "data-slot", "data-card", "event-feed"))(
    "in French: SET Super Rules says whose flip it is and what you flipped, in the second person",
    async () => {
      const table = await h.createTable({
        game: "set-super",
        options: { autoFlip: 0 },
        seats: [{ human: true }],
      });
      const page = await h.filePage({ locale: "fr-FR" });
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      await page.getByTestId("super-grid").waitFor({ state: "attached", timeout: WAIT_MS });
      expect(await page.evaluate("document.documentElement.lang")).toBe("fr");
      expect(await page.getByTestId("turn").innerText()).toBe("À vous de retourner la prochaine carte");
      await page.keyboard.press("KeyF");
      const feed = page.getByRole("log", { name: "Ce qui s’est passé" });
      await expect
        .poll(async () => (await feed.locator("li").allInnerTexts()).at(0), poll)
        .toMatch(/^Vous avez retourné (un|une|deux|trois) (losanges?|vagues?|ovales?) \S+ \S+\.$/);
      expect(await page.getByTestId("call-set").innerText()).toMatch(/^Annoncer SET\s+Espace$/);
      await h.screenshot(page, "set-super-french");
    },
  );
});
