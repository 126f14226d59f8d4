/**
 * The Patterns: Tarot and SET Super Rules tables' look (issue 16, faults 5, 8 and 10): on a phone the
 * cards fill the width; at 1280 x 800 each table fits the window; a selected Patterns card is framed
 * in a colour none of the deck's backgrounds uses, with a check badge; Super Rules' messages are in
 * the second person for you and the third for others, in English and French; the sounds of a set
 * found and a wrong call; no serious accessibility fault in the light or the dark theme. Screenshots
 * of both tables at both sizes, light and dark, in test-artifacts/screenshots/. Issue 31: both tables
 * at the five window sizes of the layout check (layout.ts), Super Rules at its start (an empty grid
 * with its hint, Call SET disabled), after many events (the scores still in view) and while the
 * automatic flip counts down (the countdown in view), Patterns in play.
 */
import { findSets, isSet } from "@parlor/engine/set";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BACKGROUND_LOOKS } from "../games/set-patterns/patterns.js";
import { clientHas, DESKTOP, noClient, PHONE, setupBrowser, THEMES, WAIT_MS } from "./harness.js";
import { checkLayout, type LayoutSpec } from "./layout.js";
import { CARD, readSlots } from "./set-board.js";

const h = setupBrowser();

/**
 * What the tests read of a page's globals (this file is type-checked without the DOM's types): use
 * `(globalThis as unknown as InPage)` inside `page.evaluate`.
 */
interface InPage {
  readonly innerWidth: number;
  readonly innerHeight: number;
  scrollTo(x: number, y: number): void;
  readonly document: {
    querySelectorAll(selector: string): ArrayLike<{ getBoundingClientRect(): Rect }>;
    querySelector(selector: string): { getBoundingClientRect(): Rect } | null;
    readonly documentElement: { readonly scrollWidth: number; readonly dataset: { theme?: string } };
    getAnimations(): { readonly finished: Promise<unknown> }[];
  };
  getComputedStyle(element: unknown): { borderTopColor: string; borderTopWidth: string };
  readonly localStorage: { setItem(key: string, value: string): void };
  addEventListener(type: string, listener: (event: { detail?: unknown }) => void): void;
  /** The sounds played so far (gathered by `openPatterns`). */
  sounds: string[];
}
interface Rect {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}
const poll = { timeout: WAIT_MS, interval: 50 };

/** The share of a phone's width the cards must span. */
const PHONE_WIDTH_SHARE = 0.9;
/** How far apart (RGB distance) the selection frame must be from every background colour. */
const COLOUR_DISTANCE = 80;
/** Cards a Super Rules test flips before looking at the grid. */
const SUPER_FLIPS = 12;
/** The automatic flip's delay at the table that shows its countdown: far longer than the test. */
const AUTO_FLIP_MS = 600_000;

/**
 * What SET Super Rules shows at once at every size (besides its cards, the board's buttons): the
 * scores, whose turn and Call SET (also while disabled); `superLayout` adds what a moment shows.
 */
const SUPER_LAYOUT: LayoutSpec = {
  inView: ['[data-testid^="score-"]', '[data-testid="turn"]', '[data-testid="call-set"]'],
  apart: [".table-bar", ".players", ".grid-scroll", ".controls", ".feedback"].map(
    (part) => `.super-table ${part}`,
  ),
};
/**
 * SET Super Rules at a moment, with what it shows then in view too: the start's hint (`super-hint`),
 * a super round's banner (`super-round`), the automatic flip's countdown (`auto-flip`).
 */
const superLayout = (...shown: string[]): LayoutSpec => ({
  ...SUPER_LAYOUT,
  inView: [...SUPER_LAYOUT.inView, ...shown.map((id) => `[data-testid="${id}"]`)],
});
/** What Patterns: Tarot shows at once at every size: its pool (the board's buttons), the stacks, the deck and Call SET. */
const PATTERNS_LAYOUT: LayoutSpec = {
  inView: ['[data-testid^="score-"]', '[data-testid="deck-count"]', '[data-testid="call-set"]'],
  apart: [".table-bar", ".players", ".pool-scroll", ".controls"].map((part) => `.patterns-table ${part}`),
};

/** The cards of one set on the table, or null. */
function setCards(slots: ReadonlyMap<number, string>): string[] | null {
  return findSets([...slots.values()])[0] ?? null;
}

/** Three cards on the table that are not a set. */
function wrongCards(slots: ReadonlyMap<number, string>): string[] {
  const cards = [...slots.values()];
  for (let a = 0; a < cards.length; a++)
    for (let b = a + 1; b < cards.length; b++)
      for (let c = b + 1; c < cards.length; c++) {
        const three = [cards[a]!, cards[b]!, cards[c]!];
        if (!isSet(three)) return three;
      }
  throw new Error("every three cards on the table are a set");
}

/** "rgb(1, 2, 3)" or "#010203" → [1, 2, 3]. */
function rgb(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim());
  if (hex) return [1, 2, 3].map((i) => Number.parseInt(hex[i]!, 16)) as [number, number, number];
  const parts = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  if (!parts) throw new Error(`not a colour: ${colour}`);
  return [Number(parts[1]), Number(parts[2]), Number(parts[3])];
}

function distance(a: string, b: string): number {
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** How wide the cards drawn span, their left and right edges, and the window's width. */
async function cardSpan(page: Page): Promise<{ span: number; width: number; left: number; right: number }> {
  return page.locator(CARD).evaluateAll((cards) => {
    const rects = cards.map((card) => card.getBoundingClientRect());
    const left = Math.min(...rects.map((r) => r.left));
    const right = Math.max(...rects.map((r) => r.right));
    return { span: right - left, width: (globalThis as unknown as InPage).innerWidth, left, right };
  });
}

/** Where the board ends (in the page, from its top) and whether the page scrolls sideways. */
async function boardFit(
  page: Page,
  board: string,
): Promise<{ bottom: number; height: number; wide: boolean }> {
  return page.evaluate((selector) => {
    const inPage = globalThis as unknown as InPage;
    const { document, innerHeight, innerWidth } = inPage;
    inPage.scrollTo(0, 0);
    const cards = Array.from(document.querySelectorAll(`${selector} [data-slot]`)).map((e) =>
      e.getBoundingClientRect(),
    );
    const table = document.querySelector(selector)!.getBoundingClientRect();
    return {
      bottom: Math.max(table.bottom, ...cards.map((r) => r.bottom)),
      height: innerHeight,
      wide: document.documentElement.scrollWidth > innerWidth,
    };
  }, board);
}

/** Once the page has laid itself out, the board ends inside the window and nothing runs off its side. */
async function fitsTheWindow(page: Page, board: string): Promise<void> {
  await expect
    .poll(async () => {
      const fit = await boardFit(page, board);
      return fit.bottom <= fit.height && !fit.wide ? "fits" : JSON.stringify(fit);
    }, poll)
    .toBe("fits");
}

/** axe finds nothing serious in either theme (the page follows the system's scheme). */
async function accessibleInBothThemes(page: Page): Promise<void> {
  for (const scheme of THEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect
      .poll(
        () => page.evaluate(() => (globalThis as unknown as InPage).document.documentElement.dataset.theme),
        poll,
      )
      .toBe(scheme);
    // A line still fading in would be read at part of its contrast: let the motion end first.
    await page.evaluate(() =>
      Promise.all(
        (globalThis as unknown as InPage).document.getAnimations().map((a) => a.finished.catch(() => null)),
      ),
    );
    expect(await h.axe(page), `axe in the ${scheme} theme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** Opens a Patterns: Tarot table of one person (and, when asked, sounds on). */
async function openPatterns(page: Page, sound = false): Promise<void> {
  const table = await h.createTable({
    game: "set-patterns",
    options: { startCards: 12, autoGrow: true },
    seats: [{ human: true }],
  });
  if (sound) {
    await page.addInitScript(() => {
      const page = globalThis as unknown as InPage;
      page.localStorage.setItem("parlor.settings", JSON.stringify({ sound: true }));
      page.sounds = [];
      page.addEventListener("parlor:sound", (event) => page.sounds.push(String(event.detail)));
    });
  }
  await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
  await page.locator(CARD).first().waitFor({ timeout: WAIT_MS });
}

/** Opens a SET Super Rules table (no automatic flips) holding `mine` of its seats, in `locale`. */
async function openSuper(
  page: Page,
  table: { id: string; seatTokens: readonly (string | null)[] },
  mine: number,
): Promise<void> {
  await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[mine]}`);
  await page.getByTestId("super-grid").waitFor({ state: "attached", timeout: WAIT_MS });
}

/** Flips `count` cards from the page that holds the turn. */
async function flip(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const before = (await readSlots(page)).size;
    await expect.poll(() => page.getByTestId("flip").isEnabled(), poll).toBe(true);
    await page.keyboard.press("KeyF");
    await expect.poll(async () => (await readSlots(page)).size, poll).toBe(before + 1);
  }
}

/** A seat's name as another page shows it (in its player chip, without the player's mark). */
async function seatNameOn(page: Page, seat: number): Promise<string> {
  return page
    .getByTestId(`player-${seat}`)
    .locator(".player-chip")
    .evaluate((chip) => {
      const mark = chip.querySelector(".player-mark")?.textContent ?? "";
      return (chip.textContent ?? "").slice(mark.length).trim();
    });
}

/** The feed's newest line (its first: the newest comes first). */
async function lastLine(page: Page): Promise<string | undefined> {
  return (await page.getByTestId("events").locator("li").allInnerTexts()).at(0);
}

describe.skipIf(noClient !== null)("the Patterns and Super tables' look", () => {
  it.skipIf(!clientHas("patterns look", "pick-badge", "data-background"))(
    "Patterns: Tarot on a phone: the cards span the width; a selection is framed in --selected with a check badge, far from every background's colour",
    async () => {
      const page = await h.filePage(PHONE);
      await openPatterns(page);
      const { span, width, left, right } = await cardSpan(page);
      expect(span / width).toBeGreaterThanOrEqual(PHONE_WIDTH_SHARE);
      // Every card in view: none runs off the screen's side (a scrolling row is no fit).
      expect([left >= 0, right <= width]).toEqual([true, true]);
      const first = page.locator(CARD).first();
      await first.click();
      await expect.poll(() => first.getAttribute("aria-pressed"), poll).toBe("true");
      expect(await first.locator(".pick-badge").count()).toBe(1);
      // Every background colour of the deck, and those drawn on this table.
      const deck = BACKGROUND_LOOKS.flatMap((look) => [look.field, look.border]);
      const drawn = await page
        .locator('[data-part="background"]')
        .evaluateAll((rects) =>
          rects.flatMap((r) => [r.getAttribute("fill") ?? "", r.getAttribute("stroke") ?? ""]),
        );
      for (const scheme of THEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect
          .poll(
            () =>
              page.evaluate(() => (globalThis as unknown as InPage).document.documentElement.dataset.theme),
            poll,
          )
          .toBe(scheme);
        const frame = await first.evaluate(
          (e) => (globalThis as unknown as InPage).getComputedStyle(e).borderTopColor,
        );
        const frameWidth = await first.evaluate((e) =>
          Number.parseFloat((globalThis as unknown as InPage).getComputedStyle(e).borderTopWidth),
        );
        expect(frameWidth).toBeGreaterThanOrEqual(3);
        for (const colour of new Set([...deck, ...drawn]))
          expect(distance(frame, colour), `${scheme}: frame ${frame} against ${colour}`).toBeGreaterThan(
            COLOUR_DISTANCE,
          );
      }
      await page.emulateMedia({ colorScheme: "light" });
      await h.shots(page, "patterns-phone");
      await accessibleInBothThemes(page);
    },
  );

  it.skipIf(!clientHas("patterns look", "pick-badge", "data-background"))(
    "Patterns: Tarot at 1280 x 800 fits the window, and every size shows the pool, stacks and buttons at once; a set found flies to the stack and plays its sound",
    async () => {
      const page = await h.page({ viewport: DESKTOP });
      await openPatterns(page, true);
      await fitsTheWindow(page, ".patterns-table");
      await h.shots(page, "patterns-desktop");
      await checkLayout(h, page, "patterns-play", PATTERNS_LAYOUT);
      await accessibleInBothThemes(page);
      // A set found: its sound (sounds are on for this page).
      let set: string[] | null = null;
      await expect.poll(async () => (set = setCards(await readSlots(page))), poll).not.toBeNull();
      for (const card of set!) await page.getByTestId(`card-${card}`).click();
      // Its cards fly to the finder's stack (motion is on: the system asks for no reduction).
      const flying = page.getByTestId("set-flights").waitFor({ state: "attached", timeout: WAIT_MS });
      await page.getByTestId("call-set").click();
      await flying;
      await expect.poll(() => page.getByTestId("score-0").innerText(), poll).toBe("3");
      await expect
        .poll(() => page.evaluate(() => (globalThis as unknown as InPage).sounds), poll)
        .toContain("set");
    },
  );

  it.skipIf(!clientHas("super look", "pick-badge", "event-feed", "super-hint"))(
    "SET Super Rules on a phone spans the width, and at 1280 x 800 fits the window; at its start and after many events, every size shows the cards, scores and buttons at once",
    async () => {
      const table = await h.createTable({
        game: "set-super",
        options: { autoFlip: 0 },
        seats: [{ human: true }],
      });
      const phone = await h.filePage(PHONE);
      await openSuper(phone, table, 0);
      // The start: an empty grid says how its cards come out, and no set can be called yet.
      await phone.getByTestId("super-hint").waitFor({ timeout: WAIT_MS });
      expect(await phone.getByTestId("call-set").isDisabled()).toBe(true);
      await checkLayout(h, phone, "super-start", superLayout("super-hint"));
      await flip(phone, SUPER_FLIPS);
      const { span, width, left, right } = await cardSpan(phone);
      expect(span / width).toBeGreaterThanOrEqual(PHONE_WIDTH_SHARE);
      expect([left >= 0, right <= width]).toEqual([true, true]);
      // Many events on, and a super round announced: the scores stay in view with the cards.
      await phone.getByTestId("super-button").click();
      await expect.poll(() => lastLine(phone), poll).toBe("You announce a super round!");
      await checkLayout(h, phone, "super-play", superLayout("super-round"));
      await h.shots(phone, "super-phone");
      await accessibleInBothThemes(phone);
      const desktop = await h.filePage();
      await openSuper(desktop, table, 0);
      await desktop.locator(CARD).first().waitFor({ timeout: WAIT_MS });
      await fitsTheWindow(desktop, ".super-table");
      await h.shots(desktop, "super-desktop");
      await accessibleInBothThemes(desktop);
    },
  );

  it.skipIf(!clientHas("super countdown", "super-grid", "auto-flip"))(
    "SET Super Rules with its automatic flip: the countdown in view with the cards, the scores and the buttons at every size",
    async () => {
      // A flip due long after the check (it is shown counting down all the while), none meanwhile.
      const table = await h.createTable({
        game: "set-super",
        options: { autoFlip: AUTO_FLIP_MS },
        seats: [{ human: true }],
      });
      const page = await h.filePage();
      await openSuper(page, table, 0);
      await flip(page, SUPER_FLIPS);
      const countdown = page.getByTestId("auto-flip");
      await expect.poll(() => countdown.innerText(), poll).toMatch(/\d/);
      await checkLayout(h, page, "super-countdown", superLayout("auto-flip"));
      // The flips were the page's own: the countdown never ran out during the check.
      expect((await readSlots(page)).size).toBe(SUPER_FLIPS);
    },
  );

  for (const language of ["en", "fr"] as const) {
    it.skipIf(!clientHas("super wording", "event-feed", "super-button"))(
      `SET Super Rules in ${language === "en" ? "English" : "French"}: "you" in the second person, another player in the third, from each one's page`,
      async () => {
        const words = {
          en: {
            announceYou: "You announce a super round!",
            announceOther: (name: string) => `${name} announces a super round!`,
            joinYou: "You join the super round.",
            joinOther: (name: string) => `${name} joins the super round.`,
            wrongYou: /^Not a set: you pay \d+ points?( in the super round)?( and are locked out)?\.$/,
            wrongOther: /^Not a set: (.+) pays \d+ points?( in the super round)?( and is locked out)?\.$/,
          },
          fr: {
            announceYou: "Vous annoncez un super tour\u00a0!",
            announceOther: (name: string) => `${name} annonce un super tour\u00a0!`,
            joinYou: "Vous vous joignez au super tour.",
            joinOther: (name: string) => `${name} se joint au super tour.`,
            wrongYou:
              /^Ce n’est pas un SET\u00a0: vous payez \d+ points?( pendant le super tour)?( et ne pouvez plus annoncer)?\.$/,
            wrongOther:
              /^Ce n’est pas un SET\u00a0: (.+) paie \d+ points?( pendant le super tour)?( et ne peut plus annoncer)?\.$/,
          },
        }[language];
        const locale = language === "en" ? "en-US" : "fr-FR";
        const table = await h.createTable({
          game: "set-super",
          options: { autoFlip: 0 },
          seats: [{ human: true }, { human: true }],
        });
        // Two people: the file's desktop page (in English) for the first, a browser of their own for
        // the second.
        const a = language === "en" ? await h.filePage() : await h.page({ locale });
        const b = await h.page({ locale });
        // The table starts when both are seated.
        await Promise.all([openSuper(a, table, 0), openSuper(b, table, 1)]);
        const [nameA, nameB] = [await seatNameOn(b, 0), await seatNameOn(a, 1)];
        for (const name of [nameA, nameB]) expect(name).not.toMatch(/^(You|Vous|)$/);
        // Three cards on the grid, flipped in turn by whichever page has the turn.
        // Whichever page's Flip is enabled: a page lags behind the other's flip until its view comes,
        // with the turn still shown as the other's, so the turn is waited for, not read once.
        const turnPage = async (): Promise<Page> => {
          let turn: Page | undefined;
          await expect
            .poll(async () => {
              const enabled = await Promise.all([a, b].map((p) => p.getByTestId("flip").isEnabled()));
              turn = enabled[0] ? a : enabled[1] ? b : undefined;
              return turn !== undefined;
            }, poll)
            .toBe(true);
          return turn!;
        };
        while ((await readSlots(a)).size < 3) await flip(await turnPage(), 1);
        await expect.poll(async () => (await readSlots(b)).size, poll).toBe((await readSlots(a)).size);
        // Player 1 announces a super round for the next flip; player 2 joins it.
        await a.getByTestId("super-button").click();
        await expect.poll(() => lastLine(a), poll).toBe(words.announceYou);
        await expect.poll(() => lastLine(b), poll).toBe(words.announceOther(nameA));
        await b.getByTestId("super-button").click();
        await expect.poll(() => lastLine(b), poll).toBe(words.joinYou);
        await expect.poll(() => lastLine(a), poll).toBe(words.joinOther(nameB));
        // Player 1 calls, and points out three cards that are not a set.
        await a.getByTestId("call-set").click();
        await a.getByTestId("call-window").waitFor({ timeout: WAIT_MS });
        for (const card of wrongCards(await readSlots(a))) await a.getByTestId(`card-${card}`).click();
        await expect.poll(() => lastLine(a), poll).toMatch(words.wrongYou);
        await expect.poll(() => lastLine(b), poll).toMatch(words.wrongOther);
        expect(words.wrongOther.exec((await lastLine(b)) ?? "")?.[1]).toBe(nameA);
        // With a super round announced, a lockout and a second player, in both themes.
        await accessibleInBothThemes(a);
        await h.shots(a, `super-wording-${language}-you`);
        await h.shots(b, `super-wording-${language}-other`);
      },
    );
  }
});
