/**
 * The French Tarot table in a real browser, against basic bots:
 * - 4 players: the page takes a Garde (a deal chosen by its seed, `tarot-plan.ts`, where the bots let
 *   it and the page holds a poignée), discards card by card
 *   (a forbidden card explained), declines the chelem, and plays the whole deal by mouse clicks, by
 *   keys (→ then Enter) and by dragging a card onto the trick; at each of its turns the lit cards are
 *   exactly the engine's `legalPlays`; the previous trick is reviewed by its key (its button shows
 *   only once there is one); the deal's score is explained line by line, each seat's marks matching
 *   the engine's shares of the attack's mark.
 * - 5 players: a whole deal (chosen by its seed: the page takes, so it calls a king) in which the
 *   called card's holder is revealed as the partner.
 * - The layout, at each phase the page acts in (bidding, call, discard with the dog, chelem, play, the
 *   poignée, the deal's score), at the five window sizes of `checkLayout`: the hand docked in view, the
 *   trick, the seats and the phase's panel and buttons on the same screen, nothing overlapping. The
 *   deals are chosen so that every phase comes: a test fails when one it asked for was not checked.
 * - In French on a phone: the bidding and a few tricks, in French words, cards named in French.
 * - A hint at an unrated table (the H key): exactly the bid it names is marked (`data-hinted`), and
 *   nothing once it is closed.
 */
import { tarot } from "@parlor/engine";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  askHint,
  clientHas,
  noClient,
  PHONE,
  setupBrowser,
  type Harness,
  WAIT_MS,
  QUICK_BOTS,
} from "./harness.js";
import { checkLayout, LAYOUT_SIZES, type LayoutSpec } from "./layout.js";
import { findTarotDeal, storeTarotTable, type TarotDealPlan } from "./tarot-plan.js";

// Whole deals against bots at a quick pace; the French deal on a phone at the bots' real pace.
const h = setupBrowser({ botPace: QUICK_BOTS });

/** Each wait: long enough for a bot's turns on a busy machine (about 0.8 s a card). */
const poll = { timeout: WAIT_MS, interval: 100 };
/** A whole deal: 18 tricks at 4 players, each about 2.4 s of bots' cards, and the rest. */
const WHOLE_DEAL_MS = 300_000;
/**
 * A scored deal stays on the table this long before the next deal (the 4-player match has two): the test
 * reads it, and checks its layout, while it is there.
 */
const SCORED_STAYS_MS = 600_000;
/** Where a card of the fan is pressed: inside the strip the next card leaves showing. */
const ON_CARD = { x: 12, y: 30 };

type How = "click" | "tap" | "keys" | "drag";

/** What every phase shows on one screen: the contract, the seats (their totals) and the trick. */
const TABLE_IN_VIEW = ["[data-testid=contract]", "[data-testid^=seat-]", "[data-testid=trick-area]"];
/** The hand's cards, docked in view while there are cards to play. */
const HAND_IN_VIEW = "[data-testid=tarot-hand] [data-card]";
/**
 * Apart: the hand, the trick's cards, the seats, whose turn it is (over the trick's middle on a wide
 * window), the panel beside the felt, the banner and the deal's score.
 */
const APART = [
  "[data-testid=tarot-hand]",
  "[data-testid=contract]",
  "[data-testid^=seat-]",
  "[data-testid=trick] li",
  ".tarot-centre-note > *",
  ".tarot-side",
  "[data-testid=deal-score]",
];
/** The phones' window sizes (the table's own narrow layout is for windows of 560 px and less). */
const PHONES = LAYOUT_SIZES.filter((size) => size.width < 600);
/** The laptops' and the desktop's. */
const WIDE = LAYOUT_SIZES.filter((size) => !PHONES.includes(size));

/** Each phase's panel, in view with the hand (its buttons are checked as the board's actions). */
const PANELS: Readonly<Record<string, readonly string[]>> = {
  bidding: ["[data-testid=bidding-panel]"],
  call: ["[data-testid=call-panel]"],
  discard: ["[data-testid=discard]", "[data-testid=discard-confirm]"],
  chelem: ["[data-testid=chelem-panel]"],
  poignee: ["[data-testid=poignee]"],
  play: [],
};

/**
 * The checks of a phase in which the page acts: the hand, the table and the phase's panel. The discard
 * shows the dog too: beside the felt on wider windows, and on a phone in the hand (its cards marked
 * as the dog's; the panel keeps the rule, the count and the button).
 */
function layoutsOf(phase: string): LayoutSpec[] {
  const panel = PANELS[phase];
  if (panel === undefined) throw new Error(`no layout for the phase '${phase}'`);
  const spec: LayoutSpec = { inView: [HAND_IN_VIEW, ...TABLE_IN_VIEW, ...panel], apart: APART };
  if (phase !== "discard") return [spec];
  return [
    { ...spec, inView: [...spec.inView, "[data-testid=dog-cards] [data-card]"], sizes: WIDE },
    { ...spec, inView: [...spec.inView, "[data-testid=tarot-hand] .tarot-from-dog"], sizes: PHONES },
  ];
}

/** The layout of the phase the page is in now (`tarot-<phase>`), at the five sizes. */
async function layoutOf(page: Page, phase: string): Promise<void> {
  for (const spec of layoutsOf(phase)) await checkLayout(h, page, `tarot-${phase}`, spec);
}

/** An element as the test reads it in the page (the tests are type-checked without the DOM's types). */
type WithAttributes = { getAttribute(name: string): string | null };

/** An attribute of each element the locator finds, in document order. */
const attrsOf = (locator: Locator, name: string): Promise<string[]> =>
  locator.evaluateAll(
    (els, attribute) => els.map((e) => (e as unknown as WithAttributes).getAttribute(attribute) ?? ""),
    name,
  );

const cardsIn = (page: Page, selector: string): Promise<string[]> =>
  attrsOf(page.locator(`${selector} [data-card]`), "data-card");

const tableAttr = (page: Page, name: string): Promise<string | null> =>
  page.getByTestId("tarot-table").getAttribute(name);

/** The element's text, or "" while it is not there. */
const textOf = (locator: Locator): Promise<string> =>
  locator.count().then((n) => (n > 0 ? locator.first().innerText() : ""));
/** Waits until the element's text matches. */
const waitText = (locator: Locator, text: string | RegExp): Promise<void> =>
  expect.poll(() => textOf(locator), poll).toMatch(text);
/** Waits until the locator finds `n` elements. */
const waitCount = (locator: Locator, n: number): Promise<void> =>
  expect.poll(() => locator.count(), poll).toBe(n);

/** Waits until it is this page's turn (returns the phase), or a deal is scored ("scored", "over"). */
async function nextTurn(page: Page): Promise<string> {
  let phase = "";
  await expect
    .poll(async () => {
      phase = (await tableAttr(page, "data-phase")) ?? "";
      const mine = (await tableAttr(page, "data-my-turn")) === "true";
      return phase === "over" || phase === "scored" || mine;
    }, poll)
    .toBe(true);
  return phase;
}

/** Checks that the lit cards are the engine's legal plays of the hand on the trick shown. */
async function litAreLegal(page: Page, seats: number): Promise<string[]> {
  const hand = await cardsIn(page, "[data-testid=tarot-hand]");
  const onTrick = await cardsIn(page, "[data-testid=trick]");
  const lit = await cardsIn(page, "[data-testid=tarot-hand] button[data-legal=true]");
  if (seats === 4) expect(lit.sort()).toEqual(tarot.legalPlays(hand, onTrick).sort());
  expect(lit.length).toBeGreaterThan(0);
  return lit;
}

/** Plays one lit card by `how` and waits until it has left the hand. */
async function playCard(page: Page, lit: readonly string[], how: How): Promise<void> {
  let card = lit[0] as string;
  if (how === "keys") {
    // → focuses the first lit card; Enter plays the focused one.
    await page.keyboard.press("ArrowRight");
    card = await page.evaluate<string>(
      'document.activeElement?.querySelector("[data-card]")?.getAttribute("data-card") ?? ""',
    );
    expect(lit).toContain(card);
    await page.keyboard.press("Enter");
  } else {
    const source = page.locator(`[data-testid=tarot-hand] [data-card="${card}"]`);
    if (how === "click") await source.click({ position: ON_CARD });
    else if (how === "tap") await source.tap({ position: ON_CARD });
    else {
      // Dropped anywhere but on the trick, the card goes back to the hand; on the trick, it is played.
      // The hand at the window's foot keeps the trick in view: nothing scrolls in the middle of a drag.
      await page.evaluate(
        `document.querySelector('[data-testid=tarot-hand] [data-card="${card}"]').scrollIntoView({ block: "end" })`,
      );
      await source.dragTo(page.getByTestId("contract"), { sourcePosition: ON_CARD });
      expect(await cardsIn(page, "[data-testid=tarot-hand]")).toContain(card);
      // The card glides back into the hand (a transition): picked up again once it is there.
      const hand = page.getByTestId("tarot-hand");
      await expect
        .poll(async () => {
          const [at, within] = [await source.boundingBox(), await hand.boundingBox()];
          return (
            at !== null &&
            within !== null &&
            at.y >= within.y - 1 &&
            at.y + at.height <= within.y + within.height + 1
          );
        }, poll)
        .toBe(true);
      await source.dragTo(page.getByTestId("trick-area"), { sourcePosition: ON_CARD });
    }
  }
  await expect.poll(() => cardsIn(page, "[data-testid=tarot-hand]"), poll).not.toContain(card);
}

/** Chooses the discard card by card among the lit cards and puts it down. */
async function discard(page: Page): Promise<void> {
  const size = Number((await page.getByTestId("discard-confirm").getAttribute("data-size")) ?? "0");
  const lit = await cardsIn(page, "[data-testid=tarot-hand] button[data-legal=true]");
  expect(lit.length).toBeGreaterThanOrEqual(size);
  for (const card of lit.slice(0, size)) {
    await page.locator(`[data-testid=tarot-hand] [data-card="${card}"]`).click({ position: ON_CARD });
  }
  expect(await page.getByTestId("discard-confirm").isEnabled()).toBe(true);
  await page.getByTestId("discard-confirm").click();
  await waitCount(page.getByTestId("discard-confirm"), 0);
}

/**
 * Plays this page's turns until the deal is scored: bids `bid` when it may (else passes), calls the
 * first king of another hand, discards the first lit cards, declines the chelem, shows the first poignée
 * offered, and plays the lit cards by `howFor(trick)`, `cards` of them at most. The first time the
 * page acts in a phase named in `layouts` ("poignee" too), that phase's layout is checked: every
 * phase named must come (the test chose its deal for them), or this fails naming those that did not.
 * Returns how many cards it played by each way.
 */
async function playDeal(
  page: Page,
  seats: number,
  handSize: number,
  bid: string,
  howFor: (trick: number) => How,
  cards = Infinity,
  layouts: readonly string[] = [],
): Promise<Record<How, number>> {
  const played: Record<How, number> = { click: 0, tap: 0, keys: 0, drag: 0 };
  const unchecked = new Set(layouts);
  while (played.click + played.tap + played.keys + played.drag < cards) {
    const phase = await nextTurn(page);
    if (phase === "over" || phase === "scored") break;
    const poignee = phase === "play" && (await page.getByTestId("poignee-show").count()) > 0;
    if (unchecked.delete(poignee ? "poignee" : phase)) await layoutOf(page, poignee ? "poignee" : phase);
    if (phase === "bidding") {
      const bids = page.getByTestId("bidding");
      // The phase read may be a moment old (the bidding over, the call coming): act once the bidding's
      // buttons are there, or read the turn again if the phase moved on.
      await expect
        .poll(
          async () =>
            (await bids.getByRole("button").count()) > 0 ||
            (await tableAttr(page, "data-phase")) !== "bidding",
          poll,
        )
        .toBe(true);
      if ((await bids.getByRole("button").count()) === 0) continue;
      const wanted = bids.getByRole("button", { name: bid, exact: true });
      await ((await wanted.count()) > 0 ? wanted : bids.getByRole("button").first()).click();
      // Each answer is awaited: the page leaves the phase's buttons once the server took it.
      await waitCount(bids, 0);
    } else if (phase === "call") {
      // A king of another hand, so that a partner is called (one's own king plays alone).
      const hand = await cardsIn(page, "[data-testid=tarot-hand]");
      const offered = await cardsIn(page, "[data-testid=call]");
      const card = offered.find((c) => !hand.includes(c)) ?? offered[0];
      await page.locator(`[data-testid=call] [data-card="${card}"]`).click();
      await waitCount(page.getByTestId("call"), 0);
    } else if (phase === "discard") await discard(page);
    // Declining is the panel's first choice (in any language).
    else if (phase === "chelem") {
      await page.locator("[data-testid=chelem] button.primary").click();
      await waitCount(page.getByTestId("chelem"), 0);
    } else if (phase === "play") {
      if (poignee) {
        await page.getByTestId("poignee-lowest").first().click();
        await page.getByTestId("poignee-show").click();
        await waitCount(page.getByTestId("poignee-show"), 0);
        continue;
      }
      const trick = handSize - (await cardsIn(page, "[data-testid=tarot-hand]")).length;
      const how = howFor(trick);
      await playCard(page, await litAreLegal(page, seats), how);
      played[how]++;
    }
  }
  expect([...unchecked], "phases whose layout was to be checked and that did not come").toEqual([]);
  return played;
}

/** A signed mark as the page writes it ("+58", "−20", "0"). */
const markOf = (text: string): number => {
  const match = /([+−-]?)(\d+)\s*$/.exec(text.trim());
  if (!match) throw new Error(`no mark in "${text}"`);
  return (match[1] === "−" || match[1] === "-" ? -1 : 1) * Number(match[2]);
};

/** Checks the scored deal's lines and that each seat's marks are the engine's shares of the attack's mark. */
async function checkScore(page: Page, seats: number, partner: number | null): Promise<void> {
  const score = page.getByTestId("deal-score").first();
  await score.first().waitFor({ state: "visible", timeout: poll.timeout });
  for (const line of [
    "target",
    "points",
    "difference",
    "multiplier",
    "contract",
    "petit",
    "poignees",
    "chelem",
  ]) {
    expect(await score.getByTestId(`line-${line}`).innerText()).not.toBe("");
  }
  const attack = markOf((await score.getByTestId("line-attack").innerText()).replace(/\.$/, ""));
  const taker = Number(await tableAttr(page, "data-taker"));
  const marks = await Promise.all(
    Array.from({ length: seats }, async (_, seat) =>
      markOf(await score.getByTestId(`mark-${seat}`).innerText()),
    ),
  );
  const deal = { players: seats as 3 | 4 | 5, taker, ...(seats === 5 ? { partner: partner ?? taker } : {}) };
  expect(marks).toEqual(tarot.seatShares(deal).map((share) => share * attack + 0));
  expect(marks.reduce((sum, mark) => sum + mark, 0)).toBe(0);
  await page.getByTestId("tarot-sheet").first().waitFor({ state: "visible", timeout: poll.timeout });
}

/** Opens a table of `bots` basic bots and this page's seat 0 (a random deal), and waits for its first bid. */
async function openTable(
  harness: Harness,
  page: Page,
  bots: number,
  options: Record<string, unknown> = { deals: 1 },
): Promise<void> {
  const table = await harness.createTable({
    game: "tarot",
    options,
    seats: [{ human: true }, ...Array.from({ length: bots }, () => ({ bot: "basic" }))],
  });
  await page.goto(`${harness.url}/table/${table.id}#t=${table.seatTokens[0]}`);
  await nextTurn(page);
}

/** Opens a table of the planned deal (this page's seat 0, basic bots), and waits for its first bid. */
async function openPlanned(page: Page, plan: TarotDealPlan): Promise<void> {
  console.info(`French Tarot deal at ${plan.players} players: seed ${plan.seed}`);
  const table = await storeTarotTable(h.dbFile, plan);
  await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
  await nextTurn(page);
}

describe.skipIf(noClient !== null)("the French Tarot table in the browser", () => {
  const hooks = ["tarot-table", "tarot-hand", "trick-area", "deal-score", "discard-why"];

  it.skipIf(!clientHas("tarot table", ...hooks))(
    "takes a Garde, discards card by card, and plays a whole deal by mouse, keys and drag",
    async () => {
      const page = await h.page();
      // The last seat deals, so this page (seat 0) speaks first: a Garde, in a deal where the basic bots
      // let it take, and its hand holds a poignée (offered before its first card).
      const plan = findTarotDeal(
        4,
        { deals: 2, dealPause: SCORED_STAYS_MS },
        "garde",
        (deal) => deal.taker === 0 && deal.contract === "garde" && deal.poignee,
      );
      await openPlanned(page, plan);
      expect((await cardsIn(page, "[data-testid=tarot-hand]")).sort()).toEqual([...plan.hand].sort());
      // No trick yet: no button for the previous one (never a control that does nothing).
      expect(await page.getByTestId("previous-trick-toggle").count()).toBe(0);
      await layoutOf(page, "bidding");
      await page.getByTestId("bidding").getByRole("button", { name: "Garde", exact: true }).click();
      await expect.poll(() => tableAttr(page, "data-taker"), poll).not.toBe("");
      expect(await tableAttr(page, "data-taker"), "the page took").toBe("0");
      expect(await tableAttr(page, "data-contract")).toBe("garde");

      // The dog is shown; the discard is chosen card by card; a dimmed card says why it may not go.
      await expect.poll(() => tableAttr(page, "data-phase"), poll).toBe("discard");
      await waitCount(page.getByTestId("dog-cards").locator("[data-card]"), 6);
      expect(await cardsIn(page, "[data-testid=tarot-hand]")).toHaveLength(24);
      const dimmed = await cardsIn(page, "[data-testid=tarot-hand] button[data-legal=false]");
      expect(dimmed.length, "a king, an oudler or a trump is always in a 24-card hand").toBeGreaterThan(0);
      await page
        .locator(`[data-testid=tarot-hand] [data-card="${dimmed[0]}"]`)
        .click({ position: ON_CARD, force: true });
      await waitText(page.getByTestId("discard-why"), /never go|only when you have nothing else/);
      await layoutOf(page, "discard");
      const lit = await cardsIn(page, "[data-testid=tarot-hand] button[data-legal=true]");
      await page.locator(`[data-testid=tarot-hand] [data-card="${lit[0]}"]`).click({ position: ON_CARD });
      await waitText(page.getByTestId("discard-count"), "1 of 6 cards chosen.");
      // Clicking a chosen card again takes it back.
      await page.locator(`[data-testid=tarot-hand] [data-card="${lit[0]}"]`).click({ position: ON_CARD });
      await waitText(page.getByTestId("discard-count"), "0 of 6 cards chosen.");
      expect(await page.getByTestId("discard-confirm").isDisabled()).toBe(true);
      await h.screenshot(page, "tarot-discard");
      await discard(page);
      await waitCount(page.getByTestId("my-discard").locator("[data-card]"), 6);

      // The whole deal: a third of the tricks each by mouse, by keys, by drag.
      await playDeal(page, 4, 18, "Garde", () => "click", 3, ["chelem", "poignee"]);
      await h.screenshot(page, "tarot-play");
      const played = await playDeal(
        page,
        4,
        18,
        "Garde",
        (trick) => (trick < 6 ? "click" : trick < 12 ? "keys" : "drag"),
        Infinity,
        ["play"],
      );
      expect(played.click + played.keys + played.drag).toBe(18 - 3);
      expect(played.keys).toBeGreaterThan(0);
      expect(played.drag).toBeGreaterThan(0);

      // The last trick by its key, then the score line by line.
      await page.keyboard.press("p");
      await waitCount(page.getByTestId("previous-trick").locator("[data-card]"), 4);
      await page.keyboard.press("p");
      await waitCount(page.getByTestId("previous-trick"), 0);
      await waitText(page.getByTestId("score-verdict"), /(made|lost) the Garde/);
      await checkScore(page, 4, null);
      await h.screenshot(page, "tarot-scored");
      // The score where the hand was, with the table: whole on a wider window; on a phone its verdict,
      // its marks and the lines that explain them (the dog and the discard turned over may scroll).
      const scored: LayoutSpec = { inView: [...TABLE_IN_VIEW], apart: APART };
      await checkLayout(h, page, "tarot-scored", {
        ...scored,
        inView: [...scored.inView, "[data-testid=deal-score]"],
        sizes: WIDE,
      });
      await checkLayout(h, page, "tarot-scored", {
        ...scored,
        inView: [
          ...scored.inView,
          "[data-testid=score-verdict]",
          "[data-testid=marks]",
          "[data-testid=deal-score] [data-testid^=line-]",
        ],
        sizes: PHONES,
      });
    },
    WHOLE_DEAL_MS * 2,
  );

  it.skipIf(!clientHas("tarot table", ...hooks))(
    "plays a 5-player deal in which the called card's holder is revealed as the partner",
    async () => {
      const page = await h.page();
      // A deal where the bots let the page take its Garde: it calls a king (its layout is checked).
      const plan = findTarotDeal(
        5,
        { deals: 1 },
        "garde",
        (deal) => deal.taker === 0 && deal.contract === "garde",
      );
      await openPlanned(page, plan);
      expect(await cardsIn(page, "[data-testid=tarot-hand]")).toHaveLength(15);
      await waitCount(page.getByTestId("tarot-ring").locator("[data-place]"), 5);
      let hidden = false;
      // Watch the banner while the deal is played: the partner is hidden, then named.
      const watch = setInterval(() => {
        void page
          .getByTestId("banner-partner")
          .innerText({ timeout: 500 })
          .then((text) => (hidden ||= /hidden until|secretly until|you play alone/.test(text)))
          .catch(() => undefined);
      }, 200);
      try {
        await playDeal(page, 5, 15, "Garde", (trick) => (trick % 2 === 0 ? "click" : "keys"), Infinity, [
          "call",
        ]);
      } finally {
        clearInterval(watch);
      }
      expect(hidden, "the partner was hidden until the called card was played").toBe(true);
      // Revealed: named in the banner and marked at its seat; alone only when the called card lay
      // in the dog (or the taker called its own).
      const called = await cardsIn(page, "[data-testid=banner-called]");
      const dog = await cardsIn(page, "[data-testid=result-dog]");
      const partnerText = await textOf(page.getByTestId("banner-partner"));
      const taker = Number(await tableAttr(page, "data-taker"));
      const tagged = (await attrsOf(page.locator("[data-testid^=partner-]"), "data-testid")).map((id) =>
        Number(id.slice("partner-".length)),
      );
      let partner = taker;
      if (dog.includes(called[0] ?? "")) expect(partnerText).toMatch(/plays alone/);
      else if (!/plays alone/.test(partnerText)) {
        expect(partnerText).toMatch(/^Partner: /);
        expect(tagged).toHaveLength(1);
        partner = tagged[0] as number;
        const name = await page.getByTestId(`seat-${partner}`).getAttribute("aria-label");
        expect(partnerText).toBe(`Partner: ${name}`);
      }
      await checkScore(page, 5, partner);
      await h.screenshot(page, "tarot-five");
    },
    WHOLE_DEAL_MS * 2,
  );

  it.skipIf(!clientHas("tarot table", ...hooks))(
    "speaks French on a phone: the bidding, the hand and the cards in French words",
    async () => {
      const page = await h.page({ ...PHONE, locale: "fr-FR" });
      // This file's one deal at the bots' real pace (a person's), the others at QUICK_BOTS.
      await openTable(await h.atRealPace(), page, 3);
      expect(await page.evaluate<string>("document.documentElement.lang")).toBe("fr");
      await waitText(page.getByTestId("bidding-panel"), "Enchères");
      await page
        .getByTestId("bidding")
        .getByRole("button", { name: "Passe", exact: true })
        .waitFor({ state: "visible", timeout: poll.timeout });
      await page
        .getByRole("heading", { name: "Votre main" })
        .first()
        .waitFor({ state: "visible", timeout: poll.timeout });
      const names = await attrsOf(page.locator("[data-testid=tarot-hand] [data-card]"), "aria-label");
      expect(names).toHaveLength(18);
      for (const name of names)
        expect(name).toMatch(/ de (pique|cœur|carreau|trèfle)$| d'atout$|^le Petit|^l'Excuse$/);
      // The fan fits the phone's width (it wraps instead of overflowing).
      const overflow = await page.evaluate<number>(
        "document.documentElement.scrollWidth - window.innerWidth",
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // A Garde: whoever takes, the banner names the taker and the contract in French.
      const bids = page.getByTestId("bidding");
      const garde = bids.getByRole("button", { name: "Garde", exact: true });
      await (
        (await garde.count()) > 0 ? garde : bids.getByRole("button", { name: "Passe", exact: true })
      ).click();
      await waitText(page.getByTestId("banner-taker"), "Preneur :");
      await waitText(page.getByTestId("banner-contract"), "Contrat :");
      if ((await tableAttr(page, "data-taker")) === "0") {
        await expect.poll(() => tableAttr(page, "data-phase"), poll).toBe("discard");
        await page
          .getByRole("heading", { name: "Votre écart" })
          .first()
          .waitFor({ state: "visible", timeout: poll.timeout });
        await waitText(page.getByTestId("dog"), "Le Chien");
        const dimmed = await cardsIn(page, "[data-testid=tarot-hand] button[data-legal=false]");
        await page
          .locator(`[data-testid=tarot-hand] [data-card="${dimmed[0]}"]`)
          .click({ position: ON_CARD, force: true });
        await waitText(page.getByTestId("discard-why"), "Impossible d'écarter cette carte");
        await h.screenshot(page, "tarot-discard-fr-phone");
      }
      // Two cards tapped (the phone has touch), in French all along.
      await page.getByTestId("tarot-hand").waitFor();
      const played = await playDeal(page, 4, 18, "Garde", () => "tap", 2);
      expect(played.tap).toBe(2);
      await waitText(page.getByTestId("status"), /^(À |.* (réfléchit|joue))/);
      // A trick is won (the page played two cards): its button is there, in French.
      await waitText(page.getByTestId("previous-trick-toggle"), "Pli précédent (P)");
      await page.keyboard.press("p");
      await waitText(page.getByTestId("previous"), "Remporté par");
      // The trick won slides to its winner, or, when the phone asks for less motion, stays still.
      const animation = (): Promise<string> =>
        page.evaluate<string>(
          'getComputedStyle(document.querySelector("[data-testid=collecting]")).animationName',
        );
      expect(await animation()).toBe("tarot-collect");
      // The page follows the system's setting by a listener (data-motion="reduced"): wait for it.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await expect
        .poll(() => page.evaluate<string>("document.documentElement.dataset.motion"))
        .toBe("reduced");
      expect(await animation()).toBe("tarot-collect-still");
      await h.screenshot(page, "tarot-table-fr-phone");
    },
    WHOLE_DEAL_MS,
  );

  it.skipIf(!clientHas("tarot hint", "tarot-table", "hint-ask", "tarot-hint-mark"))(
    "at an unrated table against bots, H asks for a hint in the bidding: exactly its bid's button is marked",
    async () => {
      const table = await h.createTable({
        game: "tarot",
        options: { deals: 1 },
        seats: [{ human: true }, { bot: "basic" }, { bot: "basic" }, { bot: "basic" }],
        rated: false,
      });
      const page = await h.page();
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      expect(await nextTurn(page)).toBe("bidding");
      await askHint(page);
      await page.getByTestId("hint-panel").waitFor({ timeout: WAIT_MS });
      const words = await page.getByTestId("hint-move").innerText();
      const marked = page.locator("[data-testid=tarot-table] [data-hinted=true]");
      await expect.poll(() => marked.count(), poll).toBe(1);
      // The one mark is a bid's button, the one the hint's words name ("Pass", "Bid Garde").
      const bid = page.locator("[data-testid=bidding] button[data-hinted=true]");
      expect(await bid.count()).toBe(1);
      const label = await bid.innerText();
      expect(words).toBe(label === "Pass" ? "Pass" : `Bid ${label}`);
      // Closed, nothing is marked.
      await page.getByTestId("hint-close").click();
      await expect.poll(() => marked.count(), poll).toBe(0);
    },
  );
});
