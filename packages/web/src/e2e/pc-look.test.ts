/**
 * The PC Set Game's table as people see it (issue 16): it fits a 1280 x 800 window with one player
 * and with two on one keyboard, and a phone's width, and in play and at its end it passes the layout
 * check at the five window sizes (issue 31), with the time since the last set or, at a table with a
 * reshuffle countdown, the countdown in view; a wrong claim says what happened and what to do, once,
 * frosts the cards over while the player is frozen, and the next click does what it said; a set's
 * short pause is no freeze; a finished table (also one its only person resigned) shows no timer,
 * freeze or reshuffle, and its feed does not say the last set again; cards deal in and tokens pop with motion on, and nothing
 * moves with it off; a set and a wrong claim sound when sounds are on. Screenshots of each screen in
 * light and dark (test-artifacts/screenshots/pc-look-*), and axe-core finds no serious violation.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  clientHas,
  DESKTOP,
  noClient,
  PHONE,
  setupBrowser,
  THEMES,
  WAIT_MS,
  type Harness,
} from "./harness.js";
import { checkLayout } from "./layout.js";
import { CARD, KEYS_A, KEYS_B, pressSlots, readSlots, setSlots, wrongSlots } from "./set-board.js";

const h = setupBrowser();

/**
 * A table that never changes under the test by itself: no countdown (a table is reshuffled only when
 * it holds no set), no deal delay, a 4 s freeze after a wrong claim (long enough to look at it).
 */
const PC_OPTIONS = { turnTimeout: 0, tableDelay: 0, penaltyFreeze: 4_000, pointFreeze: 300 };
/**
 * The game's default timer: a reshuffle countdown ("Reshuffle in …"), here far longer than the test, so
 * that the countdown shows all along and no reshuffle comes.
 */
const COUNTDOWN_OPTIONS = { ...PC_OPTIONS, turnTimeout: 600_000 };

const poll = { timeout: WAIT_MS, interval: 50 };

type Seat = { human: true } | { bot: string };

/**
 * Makes a PC table and opens it holding every human seat (in `page`, or the file's desktop page);
 * waits for its cards.
 */
async function openPc(
  seats: readonly Seat[],
  options: Record<string, unknown> = PC_OPTIONS,
  page?: Page,
  at: Harness = h,
): Promise<Page> {
  const table = await at.createTable({ game: "set-pc", options, seats });
  const shown = page ?? (await h.filePage());
  const held = table.seatTokens.filter((t): t is string => t !== null);
  await shown.goto(`${at.url}/table/${table.id}#t=${held.join(",")}`);
  await shown.locator(CARD).first().waitFor({ timeout: WAIT_MS });
  return shown;
}

/** Taps or clicks the cards of these slots. */
async function clickSlots(page: Page, slots: readonly number[]): Promise<void> {
  for (const slot of slots) await page.getByTestId(`slot-${slot}`).click();
}

/** Whether the element lies wholly inside the window (no scrolling needed to see it). */
async function inWindow(locator: Locator, page: Page): Promise<string | true> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  if (!box) return "not shown";
  const fits =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
  return fits || `at ${JSON.stringify(box)}, outside ${size.width} x ${size.height}`;
}

/** No serious or critical accessibility violation, in the light and the dark theme. */
async function axeBothThemes(page: Page): Promise<void> {
  for (const scheme of THEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => page.evaluate("document.documentElement.dataset.theme"), poll).toBe(scheme);
    expect(await h.axe(page), `axe in the ${scheme} theme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** The sounds the page played (the `parlor:sound` events), with sounds turned on before it loads. */
async function withSoundsOn(page: Page): Promise<void> {
  await page.addInitScript({
    content: `localStorage.setItem("parlor.settings", JSON.stringify({ sound: true }));
      window.__sounds = [];
      window.addEventListener("parlor:sound", (event) => window.__sounds.push(String(event.detail)));`,
  });
}

const sounds = (page: Page): Promise<string[]> => page.evaluate("window.__sounds");

/** The page's running animations (CSS and script). */
const animations = (page: Page): Promise<number> => page.evaluate("document.getAnimations().length");
/** The page's `data-motion`: "full", or "reduced" when motion is off. */
const motion = (page: Page): Promise<string> => page.evaluate("document.documentElement.dataset.motion");

const HOOKS = ["pc-grid", "claim-help-", "grid-freeze", "take-back-", "card-dealt", "token-pop"];

/** The PC table's parts that must never overlap: the cards, the bar, the players, what is said. */
const PC_APART = [
  ".pc-grid .slot",
  ".pc-side .table-bar",
  '.pc-side [data-testid^="player-"]',
  ".pc-claim-help",
  ".pc-side .event-feed li",
  '[data-testid="pc-help"]',
];

/** The board's words now: its text, without the cards' names (which only screen readers read). */
const boardWords = (page: Page): Promise<string> =>
  page.evaluate<string>(`(() => {
    const copy = document.querySelector(".pc-table").cloneNode(true);
    copy.querySelectorAll(".slot-name").forEach((name) => name.remove());
    return copy.textContent;
  })()`);

describe.skipIf(noClient !== null)("the PC Set Game's table, as people see it", () => {
  it.skipIf(!clientHas("pc look", ...HOOKS))(
    "one player against a bot at 1280 x 800: the grid, both scores and the message fit the window",
    async () => {
      const page = await openPc([{ human: true }, { bot: "easy" }]);
      expect(page.viewportSize()).toEqual(DESKTOP);
      const grid = page.getByTestId("pc-grid");
      expect(await inWindow(grid, page)).toBe(true);
      for (const slot of [0, 11]) expect(await inWindow(page.getByTestId(`slot-${slot}`), page)).toBe(true);
      for (const seat of [0, 1]) expect(await inWindow(page.getByTestId(`player-${seat}`), page)).toBe(true);
      // The side column uses the right of the window: the scores sit beside the grid, not below it.
      const gridBox = (await grid.boundingBox())!;
      const scoreBox = (await page.getByTestId("player-0").boundingBox())!;
      expect(scoreBox.x).toBeGreaterThanOrEqual(gridBox.x + gridBox.width);
      await h.shots(page, "pc-look-one-player");
      await axeBothThemes(page);
      // At every size: every card, the timer, the deck and both scores in the window, nothing over
      // another.
      await checkLayout(h, page, "pc-play", {
        inView: [
          ".pc-grid .slot",
          '[data-testid="elapsed-timer"]',
          '[data-testid="deck-count"]',
          '[data-testid^="player-"]',
        ],
        apart: PC_APART,
      });
      // A message: a wrong claim, said once beside the grid (by its help, not the feed as well), with
      // one time: the time left, as the frost and the player's panel show it.
      await pressSlots(page, KEYS_A, wrongSlots(await readSlots(page)));
      // Read as soon as it is said: the bot plays on, and its next set takes the message's place.
      // (The bot's own wrong claims are said in the feed: only the words about you are counted.)
      let words = "";
      await expect
        .poll(async () => {
          words = await boardWords(page);
          return words.includes("Not a set: you");
        }, poll)
        .toBe(true);
      expect(words.match(/Not a set: you/g), words).toHaveLength(1);
      const help = page.getByTestId("claim-help-0");
      await help.waitFor({ timeout: WAIT_MS });
      expect(await inWindow(help, page)).toBe(true);
      expect(await inWindow(grid, page)).toBe(true);
      const yours = await page.evaluate<string[]>(
        `["claim-help-0", "grid-freeze", "freeze-0"].map((id) => document.querySelector(\`[data-testid="\${id}"]\`)?.textContent ?? "")`,
      );
      const times = new Set(yours.join(" ").match(/\d+\.\d s/g));
      expect([...times], yours.join(" | ")).toHaveLength(1);
    },
  );

  it.skipIf(!clientHas("pc look", ...HOOKS, "reshuffle-timer"))(
    "with a reshuffle countdown: at every size the countdown is in view with every card, the deck and the scores",
    async () => {
      const page = await openPc([{ human: true }, { bot: "easy" }], COUNTDOWN_OPTIONS);
      const countdown = page.getByTestId("reshuffle-timer");
      await expect.poll(() => countdown.innerText(), poll).toMatch(/^Reshuffle in \d/);
      expect(await page.getByTestId("elapsed-timer").count()).toBe(0);
      await checkLayout(h, page, "pc-countdown", {
        inView: [
          ".pc-grid .slot",
          '[data-testid="reshuffle-timer"]',
          '[data-testid="deck-count"]',
          '[data-testid^="player-"]',
        ],
        apart: PC_APART,
      });
    },
  );

  it.skipIf(!clientHas("pc look", ...HOOKS))(
    "two players on one keyboard at 1280 x 800: all three rows and both players' panels fit the window",
    async () => {
      const page = await openPc([{ human: true }, { human: true }]);
      for (const slot of [8, 9, 10, 11])
        expect(await inWindow(page.getByTestId(`slot-${slot}`), page), `slot ${slot}`).toBe(true);
      for (const seat of [0, 1]) expect(await inWindow(page.getByTestId(`player-${seat}`), page)).toBe(true);
      expect(await inWindow(page.getByTestId("seat-switch"), page)).toBe(true);
      // Player B claims wrongly: B's words, in the third person with B's name, and A plays on.
      await pressSlots(page, KEYS_B, wrongSlots(await readSlots(page)));
      const help = page.getByTestId("claim-help-1");
      await help.waitFor({ timeout: WAIT_MS });
      expect(await help.innerText()).toMatch(/Not a set: Player B is frozen for \d/);
      // A plays on: no frost over the cards, but B's tokens on them are marked frozen.
      expect(await page.getByTestId("grid-freeze").count()).toBe(0);
      expect(await page.locator('[data-testid^="token-"][data-testid$="-1"].frozen').count()).toBe(3);
      expect(await inWindow(help, page)).toBe(true);
      expect(await inWindow(page.getByTestId("slot-11"), page)).toBe(true);
      await h.shots(page, "pc-look-two-players");
      await axeBothThemes(page);
    },
  );

  it.skipIf(!clientHas("pc look", ...HOOKS))(
    "on a phone (390 x 844) the whole grid fits the width, with a wrong claim said below it",
    async () => {
      // The bot at a person's pace: a quick bot's sets replace cards between reading the grid and
      // clicking it, and the wrong claim may then never be made.
      const page = await openPc(
        [{ human: true }, { bot: "easy" }],
        PC_OPTIONS,
        await h.page(PHONE),
        await h.atRealPace(),
      );
      expect(await inWindow(page.getByTestId("pc-grid"), page)).toBe(true);
      const wide = await page.evaluate<number>("document.documentElement.scrollWidth");
      expect(wide).toBeLessThanOrEqual(PHONE.viewport!.width);
      // No key hints on a touch phone.
      expect(await page.locator(".key-hint").first().isVisible()).toBe(false);
      // The keys' sentence hides with them; what makes a set stays.
      expect(await page.getByTestId("pc-help").innerText()).toMatch(/^Pick 3 cards that are/);
      await h.shots(page, "pc-look-phone");
      await axeBothThemes(page);
      await clickSlots(page, wrongSlots(await readSlots(page)));
      await page.getByTestId("claim-help-0").waitFor({ timeout: WAIT_MS });
      await page.getByTestId("grid-freeze").waitFor({ timeout: WAIT_MS });
      await h.shots(page, "pc-look-phone-wrong-claim");
    },
  );

  it.skipIf(!clientHas("pc look", ...HOOKS))(
    "a wrong claim says what happened and what to do, frosts the cards while frozen, and the next click takes a token back as it says",
    async () => {
      const page = await openPc([{ human: true }]);
      const wrong = wrongSlots(await readSlots(page));
      await clickSlots(page, wrong);
      const help = page.getByTestId("claim-help-0");
      await help.waitFor({ timeout: WAIT_MS });
      // What happened, in the second person, with the freeze's time left, and that the tokens stay:
      // said once, by the help (the feed does not say it again).
      expect(await page.getByTestId("event-wrong").count()).toBe(0);
      const frozenWords = await help.innerText();
      expect(frozenWords).toMatch(/Not a set: you are frozen for \d\.\d s\. Your tokens stay on the cards\./);
      expect(frozenWords).toMatch(
        /When the freeze ends, click a card with your token \(or press its key\) to take that token back, then pick another card\./,
      );
      // The freeze on the cards: a frosted cover with a countdown ring and its words.
      const freeze = page.getByTestId("grid-freeze");
      await freeze.waitFor({ timeout: WAIT_MS });
      expect(await freeze.innerText()).toMatch(/You are frozen: \d\.\d s/);
      expect(await freeze.getByRole("timer").count()).toBe(1);
      expect(await inWindow(freeze, page)).toBe(true);
      await h.shots(page, "pc-look-wrong-claim");
      await axeBothThemes(page);

      // The freeze ends: the words say what to do now, and the cards with a token say "Take back".
      await freeze.waitFor({ state: "detached", timeout: WAIT_MS });
      await expect
        .poll(() => help.innerText(), poll)
        .toMatch(/Your tokens are not a set and stay on the cards\.\s+Click a card with your token/);
      for (const slot of wrong) {
        expect(await page.getByTestId(`take-back-${slot}`).innerText()).toBe("Take back");
        expect(await page.getByTestId(`slot-${slot}`).locator(".slot-name").textContent()).toMatch(
          /your token: press to take it back/,
        );
      }
      await h.shots(page, "pc-look-take-back");
      // The next click does what the words said: it takes that token back, and the others stay.
      await page.getByTestId(`slot-${wrong[0]}`).click();
      await expect.poll(() => page.getByTestId(`token-${wrong[0]}-0`).count(), poll).toBe(0);
      for (const slot of wrong.slice(1)) expect(await page.getByTestId(`token-${slot}-0`).count()).toBe(1);
      await help.waitFor({ state: "detached", timeout: WAIT_MS });
      // Another card may now be picked: the cards are no longer dimmed.
      await expect
        .poll(() => page.locator('[data-slot][data-legal="true"]').count(), poll)
        .toBeGreaterThan(wrong.length);
    },
  );

  it.skipIf(!clientHas("pc look", ...HOOKS))(
    "in French and Brazilian Portuguese, a wrong claim says what to do in the second person",
    async () => {
      const words = {
        "fr-FR": [
          /^Ce n’est pas un SET\u00a0: vous êtes gelé pendant \d,\d s\. Vos jetons restent sur les cartes\.$/,
          /^Une fois dégelé, cliquez sur une carte portant votre jeton \(ou appuyez sur sa touche\) pour le reprendre, puis choisissez une autre carte\.$/,
          /^Vous êtes gelé\u00a0: \d,\d s$/,
        ],
        "pt-BR": [
          /^Não é um SET: você está congelado por \d,\d s\. Suas fichas ficam nas cartas\.$/,
          /^Quando o congelamento acabar, clique numa carta com sua ficha \(ou aperte a tecla dela\) para retirar a ficha e depois escolha outra carta\.$/,
          /^Você está congelado: \d,\d s$/,
        ],
      };
      for (const [locale, [what, next, frozen]] of Object.entries(words)) {
        const page = await openPc([{ human: true }], PC_OPTIONS, await h.page({ locale }));
        await pressSlots(page, KEYS_A, wrongSlots(await readSlots(page)));
        const help = page.getByTestId("claim-help-0");
        await help.waitFor({ timeout: WAIT_MS });
        expect(await help.locator(".pc-claim-what").innerText()).toMatch(what!);
        expect(await help.locator(".pc-claim-next").innerText()).toMatch(next!);
        expect(await page.getByTestId("grid-freeze").getByRole("timer").innerText()).toMatch(frozen!);
      }
    },
  );

  it.skipIf(!clientHas("pc look", ...HOOKS))(
    "a finished table shows no timer, no freeze and no reshuffle",
    async () => {
      // Two features: nine cards, a game of a few sets; a countdown, and a long freeze after a set.
      const page = await openPc([{ human: true }], {
        featureCount: 2,
        tableDelay: 0,
        turnTimeout: 60_000,
        pointFreeze: 1_500,
      });
      await page.getByTestId("reshuffle-timer").waitFor({ timeout: WAIT_MS });
      const status = page.getByTestId("table-status");
      while ((await status.getAttribute("data-status")) !== "finished") {
        const set = setSlots(await readSlots(page));
        if (!set) {
          await expect.poll(() => status.getAttribute("data-status"), poll).toBe("finished");
          break;
        }
        const score = Number(await page.getByTestId("score-0").innerText());
        // Wait out the freeze of the last set: every card of the set may be pressed.
        for (const slot of set)
          await expect
            .poll(() => page.getByTestId(`slot-${slot}`).getAttribute("data-legal"), poll)
            .toBe("true");
        await pressSlots(page, KEYS_A, set);
        await expect
          .poll(async () => Number(await page.getByTestId("score-0").innerText()), poll)
          .toBe(score + 1);
      }
      const board = page.locator(".pc-table");
      for (const id of ["reshuffle-timer", "elapsed-timer", "freeze-0", "grid-freeze", "claim-help-0"])
        expect(await page.getByTestId(id).count(), id).toBe(0);
      expect(await board.innerText()).not.toMatch(/frozen|reshuffle/i);
      // The last set is said once: by the end and its moves, not again by the board's feed.
      await page.getByTestId("end-screen").waitFor({ timeout: WAIT_MS });
      expect(await page.getByTestId("events").locator("li").count()).toBe(0);
      expect(await board.innerText()).not.toMatch(/SET!/);
      await h.shots(page, "pc-look-end");
      await axeBothThemes(page);
      await checkLayout(h, page, "pc-end", {
        inView: ['[data-testid="end-title"]', '[data-testid^="final-score-"]', ".end-screen .actions > *"],
        apart: [".end-screen", ...PC_APART],
      });
      await page.setViewportSize(PHONE.viewport!);
      expect(await board.innerText()).not.toMatch(/frozen|reshuffle/i);
      await h.shots(page, "pc-look-end-phone");
      // The file's page goes back to its desktop window for the next test.
      await page.setViewportSize(DESKTOP);
    },
  );

  it.skipIf(!clientHas("pc look", ...HOOKS))(
    "a correct set's short pause is no freeze: no frost, no ring, no 'frozen'",
    async () => {
      // A pause after a point long enough to look at it.
      const page = await openPc([{ human: true }], { ...PC_OPTIONS, pointFreeze: 4_000 });
      await pressSlots(page, KEYS_A, (await setSlotsOn(page))!);
      await expect.poll(() => page.getByTestId("score-0").innerText(), poll).toBe("1");
      await page.getByTestId("event-set").waitFor({ timeout: WAIT_MS });
      // Still paused (the point's 4 s: no card may be pressed), the cards are not frosted and nobody
      // is said to be frozen.
      expect(await page.getByTestId("grid-freeze").count()).toBe(0);
      expect(await page.getByTestId("freeze-0").count()).toBe(0);
      expect(await boardWords(page)).not.toMatch(/frozen/i);
      expect(await page.locator(".token.frozen, .players .frozen").count()).toBe(0);
      // Nor dimmed: the cards look as they do in play.
      expect(await page.locator('.slot[data-legal="false"]').count()).toBeGreaterThan(0);
      const dimmed = await page.evaluate<number>(
        `[...document.querySelectorAll(".pc-grid .slot")].filter((slot) => getComputedStyle(slot).opacity !== "1").length`,
      );
      expect(dimmed).toBe(0);
      await h.shots(page, "pc-look-point-pause");
    },
  );

  it.skipIf(!clientHas("pc look", ...HOOKS))(
    "the only person resigns against a bot: the table ends with no countdown, no hint and nothing live",
    async () => {
      const page = await openPc([{ human: true }, { bot: "easy" }], {
        ...PC_OPTIONS,
        turnTimeout: 60_000,
        hints: true,
      });
      await page.getByTestId("reshuffle-timer").waitFor({ timeout: WAIT_MS });
      await page.getByTestId("resign").click();
      await page.getByTestId("resign-confirm").click();
      await expect
        .poll(() => page.getByTestId("table-status").getAttribute("data-status"), poll)
        .not.toBe("playing");
      const board = page.locator(".pc-table");
      await expect.poll(() => board.getAttribute("data-finished"), poll).toBe("true");
      for (const id of ["reshuffle-timer", "elapsed-timer", "hint-button", "pc-help"])
        expect(await page.getByTestId(id).count(), id).toBe(0);
      expect(await board.innerText()).not.toMatch(/reshuffle|frozen/i);
      expect(await page.locator('.pc-table [role="timer"]').count()).toBe(0);
    },
  );

  it.skipIf(!clientHas("pc look", ...HOOKS))(
    "with motion on, cards deal in, tokens pop in and a found set flies off; with reduced motion nothing moves",
    async () => {
      const page = await openPc([{ human: true }], { ...PC_OPTIONS, tableDelay: 40 });
      expect(await motion(page)).toBe("full");
      expect(await page.locator(".card-dealt").count()).toBe(12);
      const set = (await setSlotsOn(page))!;
      await page.keyboard.press(KEYS_A[set[0]!]!);
      await page.locator(`[data-testid="token-${set[0]}-0"].token-pop`).waitFor({ timeout: WAIT_MS });
      const flying = page.getByTestId("set-flights").waitFor({ state: "attached", timeout: WAIT_MS });
      await pressSlots(page, KEYS_A, set.slice(1));
      await flying;
      await expect.poll(() => page.getByTestId("score-0").innerText(), poll).toBe("1");

      // The same page, asking for reduced motion before the next table loads (and no longer after it,
      // for the file's next test).
      const still = page;
      await still.emulateMedia({ reducedMotion: "reduce" });
      try {
        await openPc([{ human: true }], { ...PC_OPTIONS, tableDelay: 40 }, still);
        expect(await motion(still)).toBe("reduced");
        expect(await animations(still)).toBe(0);
        const before = await readSlots(still);
        const found = (await setSlotsOn(still))!;
        await pressSlots(still, KEYS_A, found);
        await expect.poll(() => still.getByTestId("score-0").innerText(), poll).toBe("1");
        // New cards were dealt in the set's slots, and nothing moved nor flew.
        await expect
          .poll(async () => (await readSlots(still)).get(found[0]!) !== before.get(found[0]!), poll)
          .toBe(true);
        expect(await animations(still)).toBe(0);
        expect(await still.getByTestId("set-flights").count()).toBe(0);
      } finally {
        await still.emulateMedia({ reducedMotion: null });
      }
    },
  );

  it.skipIf(!clientHas("pc look", ...HOOKS, "parlor:sound"))(
    "with sounds on, a wrong claim sounds 'wrong' and a set found sounds 'set'",
    async () => {
      const page = await h.page();
      await withSoundsOn(page);
      await openPc([{ human: true }, { human: true }], PC_OPTIONS, page);
      const set = (await setSlotsOn(page))!;
      await pressSlots(page, KEYS_A, wrongSlots(await readSlots(page)));
      await expect.poll(() => sounds(page), poll).toContain("wrong");
      await pressSlots(page, KEYS_B, set);
      await expect.poll(() => sounds(page), poll).toContain("set");
    },
  );
});

/** Reads the table until it holds a set; its slots. */
async function setSlotsOn(page: Page): Promise<number[] | null> {
  let found: number[] | null = null;
  await expect.poll(async () => (found = setSlots(await readSlots(page))), poll).not.toBeNull();
  return found;
}
