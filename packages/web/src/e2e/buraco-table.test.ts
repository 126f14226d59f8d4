/**
 * The Buraco table in a real browser (Chromium), against the `basic` bot.
 *
 * A whole hand in English: the table is stored with a seed scanned for (`buraco-plan.ts`) where the
 * person's side, playing the basic bot's own choices by hand, lays a meld, takes the discard pile
 * (lixo) with its top card in a new meld, adds to a meld and goes out; the bot at seat 1 is
 * deterministic, so the match follows the plan. Every kind of input is used on the way: buttons,
 * clicks on cards and melds, keys (Space, Enter, Shift+→), and drags (reordering the hand, adding to
 * a meld, taking the pile onto a meld, discarding on the pile); a meld of two cards is refused in words;
 * the deal's score is checked line by line against the engine's, and the sheets call it a deal. The
 * table's layout (issue 31) is checked at the five window sizes late in the deal, at both steps of the
 * turn, and under the end screen; on a small phone, with the melds scrolling, axe finds nothing serious.
 *
 * Then a turn in Brazilian Portuguese on a phone (390×844): the Portuguese words, a draw from the
 * monte, a refused meld said in Portuguese, a card moved along the hand by its button, a discard onto
 * the lixo, and the layout at both phone sizes. And four seats, on a phone too: the partner across,
 * the opponents left and right, every hand's size, the sides named by their pairs, all in view. And a
 * hint at an unrated table: after the draw, the hand cards the strong bot's move plays are marked.
 */
import type { buraco } from "@parlor/engine";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { findPlannedHand, PLAN_BOT, storeTable } from "./buraco-plan.js";
import {
  askHint,
  clientHas,
  DESKTOP,
  noClient,
  PHONE,
  setupBrowser,
  WAIT_MS,
  QUICK_BOTS,
} from "./harness.js";
import { checkLayout, LAYOUT_SIZES, type LayoutSpec } from "./layout.js";

type BuracoAction = buraco.BuracoAction;

// Whole hands against bots at a quick pace; the Brazilian Portuguese hand at the bots' real pace.
const h = setupBrowser({ botPace: QUICK_BOTS });

const poll = { timeout: WAIT_MS, interval: 50 };

/** One hand, to the end of the match: the score sheet is then final. */
const OPTIONS = { hands: 1 };

/**
 * What the table keeps in view at the page's turn, at every window size (issue 31): the hand's cards,
 * the stock, the pile, the mortos, the scores, both sides' melds and the step's moves (the turn's
 * panel's buttons, and the melds of the page's side that the move chosen may go onto now: lit
 * buttons), each side's melds and the seats apart from one another.
 */
const TURN_LAYOUT: LayoutSpec = {
  inView: [
    "[data-testid=buraco-hand] [data-id]",
    "[data-testid=stock]",
    "[data-testid=pile]",
    "[data-testid^=morto-]",
    "[data-testid=buraco-totals]",
    "[data-testid=melds-0]",
    "[data-testid=melds-1]",
  ],
  actions: "[data-testid=turn-panel] button:not([disabled]), [data-testid^=melds-] button[data-legal=true]",
  apart: [
    "[data-testid=buraco-hand]",
    "[data-testid=turn-panel]",
    "[data-testid=melds-0]",
    "[data-testid=melds-1]",
    ".buraco-centre",
    "[data-testid^=seat-]",
    "[data-testid=buraco-totals]",
  ],
};

/**
 * The end of the deal (here the match's, under the end screen): the deal's score line by line in view
 * on a laptop and larger (on a phone the end screen fills the window first), nothing to press.
 */
const RESULT_LAYOUT: LayoutSpec = {
  inView: ["[data-testid=last-hand]"],
  actions: "[data-testid=last-hand] button",
  apart: ["[data-testid=last-hand]", ...TURN_LAYOUT.apart],
  sizes: LAYOUT_SIZES.filter((size) => size.width >= 1280),
};

/** The turn once cards that fit a meld of the page's side are chosen: that meld, lit, in view too. */
const ADD_LAYOUT: LayoutSpec = {
  ...TURN_LAYOUT,
  inView: [...TURN_LAYOUT.inView, "[data-testid=melds-0] button[data-legal=true]"],
};

/** The turn on a phone (a touch screen): at the two phone sizes. */
const PHONE_LAYOUT: LayoutSpec = {
  ...TURN_LAYOUT,
  sizes: LAYOUT_SIZES.filter((size) => size.width < 480),
};

/** What the page shows at one moment (read at once, so a bot's move cannot fall between two reads). */
interface Seen {
  readonly step: string;
  readonly mine: boolean;
  readonly busy: boolean;
  readonly finished: boolean;
  readonly hand: string[];
  readonly pileTop: string | null;
  readonly pileCount: string;
  readonly melds: number;
}

/** The little of an element the reading uses (the tests are compiled without the DOM's types). */
interface Element {
  getAttribute(name: string): string | null;
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): Iterable<Element> & { readonly length: number };
  readonly textContent: string | null;
}

const seen = (page: Page): Promise<Seen> =>
  page.getByTestId("buraco-table").evaluate((node) => {
    const table = node as unknown as Element;
    return {
      step: table.getAttribute("data-step") ?? "",
      mine: table.getAttribute("data-my-turn") === "true",
      busy: table.getAttribute("data-busy") === "true",
      finished: table.getAttribute("data-finished") === "true",
      hand: [...table.querySelectorAll("[data-testid=buraco-hand] [data-id]")].map(
        (e) => e.getAttribute("data-id") ?? "",
      ),
      pileTop: table.querySelector("[data-testid=pile-top] [data-card]")?.getAttribute("data-card") ?? null,
      pileCount: table.querySelector("[data-testid=pile-count]")?.textContent ?? "",
      melds: table.querySelectorAll("[data-testid=melds-0] [data-canasta]").length,
    };
  });

/** Console errors of the page that say a translation is missing. */
function missingWords(page: Page): string[] {
  const missing: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Missing translation"))
      missing.push(message.text());
  });
  return missing;
}

const handCard = (page: Page, card: string): Locator =>
  page.locator(`[data-testid=buraco-hand] [data-id="${card}"]`);

/** The hand cards a move takes. */
function cardsOf(move: BuracoAction): readonly string[] {
  if (move.type === "meld" || move.type === "add") return move.cards;
  if (move.type === "take-pile") return move.meld?.cards ?? move.add?.cards ?? [];
  return move.type === "discard" ? [move.card] : [];
}

/** Selects cards by clicking them, and waits until the page shows them selected. */
async function select(page: Page, cards: readonly string[]): Promise<void> {
  for (const card of cards) {
    await handCard(page, card).click();
    await expect.poll(() => handCard(page, card).getAttribute("aria-pressed"), poll).toBe("true");
  }
}

/** Selects cards with the keyboard: each focused, then Space. */
async function selectByKeys(page: Page, cards: readonly string[]): Promise<void> {
  for (const card of cards) {
    await handCard(page, card).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => handCard(page, card).getAttribute("aria-pressed"), poll).toBe("true");
  }
}

describe.skipIf(noClient !== null)("the Buraco table in the browser", () => {
  it.skipIf(!clientHas("buraco table", "buraco-table", "buraco-hand", "pile-top", "new-meld", "data-busy"))(
    "plays a whole hand against the basic bot: melds, takes the pile with its top card, adds, goes out",
    async () => {
      const plan = findPlannedHand(OPTIONS);
      console.info(
        `Buraco hand: seed ${plan.seed}, ${plan.moves.length} moves of the page, ${plan.botMoves} of the ${PLAN_BOT} bot`,
      );
      const { id, token } = await storeTable(h.dbFile, plan);
      const page = await h.page();
      const missing = missingWords(page);
      await page.goto(`${h.url}/table/${id}#t=${token}`);
      await expect.poll(async () => (await seen(page)).hand.length, poll).toBeGreaterThan(0);

      // The hand comes sorted; a drag puts its last card first, Shift+→ moves it back one place.
      const sorted = (await seen(page)).hand;
      const last = sorted[sorted.length - 1] as string;
      await handCard(page, last).dragTo(handCard(page, sorted[0] as string));
      await expect.poll(async () => (await seen(page)).hand[0], poll).toBe(last);
      await handCard(page, last).focus();
      await page.keyboard.press("Shift+ArrowRight");
      await expect.poll(async () => (await seen(page)).hand.slice(0, 2), poll).toEqual([sorted[0], last]);

      // The table's layout is checked at the turn's two steps late in the hand, when both sides have melds.
      const lastDraw = plan.moves.findLastIndex((m) => m.type === "draw" || m.type === "take-pile");
      const used = { draw: 0, pileMeld: 0, pileAdd: 0, meld: 0, add: 0, discard: 0, refused: false };
      for (const [n, move] of plan.moves.entries()) {
        const step = move.type === "draw" || move.type === "take-pile" ? "draw" : "meld-discard";
        await expect
          .poll(async () => {
            const at = await seen(page);
            return at.mine && !at.busy && at.step === step && cardsOf(move).every((c) => at.hand.includes(c));
          }, poll)
          .toBe(true);
        const before = await seen(page);
        if (n === lastDraw) await checkLayout(h, page, "buraco-draw", TURN_LAYOUT);
        if (n === lastDraw + 1) {
          await checkLayout(h, page, "buraco-meld", TURN_LAYOUT);
          // On a small phone each side's melds scroll inside themselves: each can be scrolled by keys.
          const [phone] = LAYOUT_SIZES.filter((size) => size.name === "phone-small");
          if (phone) await page.setViewportSize(phone);
          expect(await h.axe(page), "the table on a small phone").toEqual([]);
          await page.setViewportSize(DESKTOP);
        }

        if (move.type === "draw") {
          if (used.draw++ === 0) {
            // Enter with nothing selected draws.
            await handCard(page, before.hand[0] as string).focus();
            await page.keyboard.press("Enter");
          } else await page.getByTestId("draw").click();
          await expect.poll(async () => (await seen(page)).step, poll).not.toBe("draw");
          continue;
        }

        if (move.type === "take-pile" && move.meld) {
          await select(page, move.meld.cards);
          const take = page.getByTestId("take-pile");
          await expect.poll(() => take.getAttribute("aria-disabled"), poll).toBe("false");
          await take.click();
          used.pileMeld++;
        } else if (move.type === "take-pile" && move.add) {
          const meld = page.getByTestId(`meld-0-${move.add.meld}`);
          await select(page, move.add.cards);
          // The melds the pile's top card fits are lit, and say so.
          await expect.poll(() => meld.getAttribute("data-target"), poll).toBe("true");
          if (used.pileAdd++ === 0) await page.getByTestId("pile-top").dragTo(meld);
          else await meld.getByRole("button").click();
        } else if (move.type === "meld") {
          if (!used.refused) {
            // Two cards are no meld: the page says why, in words, and sends nothing.
            await select(page, move.cards.slice(0, 2));
            // Marked unavailable (aria-disabled), the button still says why when pressed.
            await page.getByTestId("meld").click({ force: true });
            await expect
              .poll(() => page.getByTestId("refusal").textContent(), poll)
              .toBe("A meld needs at least 3 cards.");
            await page.getByTestId("clear-selection").click();
            used.refused = true;
          }
          if (used.meld++ === 0) {
            await selectByKeys(page, move.cards);
            await page.keyboard.press("Enter");
          } else {
            await select(page, move.cards);
            await page.getByTestId("meld").click();
          }
        } else if (move.type === "add") {
          await select(page, move.cards);
          const meld = page.getByTestId(`meld-0-${move.meld}`);
          await expect.poll(() => meld.getAttribute("data-target"), poll).toBe("true");
          // The first time: the meld the chosen cards fit, lit, in view with the rest at every size.
          if (used.add === 0) await checkLayout(h, page, "buraco-add", ADD_LAYOUT);
          if (used.add++ === 0) await handCard(page, move.cards[0] as string).dragTo(meld);
          else await meld.getByRole("button").click();
        } else if (move.type === "discard") {
          const n = used.discard++;
          if (n === 0) {
            // A person drags with the pile and the hand both in view (at 1280 x 800 they are, from the
            // top of the page): the page scrolling in the middle of a drag would drop it nowhere.
            await page.evaluate("window.scrollTo(0, 0)");
            await handCard(page, move.card).dragTo(page.getByTestId("pile"));
          } else if (n === 1) {
            await selectByKeys(page, [move.card]);
            await page.keyboard.press("Enter");
          } else {
            await select(page, [move.card]);
            await page.getByTestId("discard").click();
          }
        }
        // The move's cards leave the hand (or the hand ends); a refusal would stop the plan here.
        await expect
          .poll(async () => {
            const at = await seen(page);
            return at.finished || cardsOf(move).every((c) => !at.hand.includes(c));
          }, poll)
          .toBe(true);
        expect(await page.getByTestId("refusal").count()).toBe(0);
        if (move.type === "take-pile" && used.pileMeld + used.pileAdd === 1) {
          expect((await seen(page)).pileCount).toBe("0");
          await h.screenshot(page, "buraco-table-pile-taken");
        }
      }
      expect(used).toMatchObject({ refused: true });
      expect(used.pileMeld).toBeGreaterThan(0);
      expect(used.meld).toBeGreaterThan(0);
      expect(used.add).toBeGreaterThan(0);

      // The hand is over, the page's side went out: its score line by line, as the engine scored it.
      await expect.poll(async () => (await seen(page)).finished, poll).toBe(true);
      const result = page.getByTestId("last-hand");
      await expect.poll(() => result.locator("caption").textContent(), poll).toBe("Hand 1: You went out");
      const ours = plan.result.sides[0] as buraco.HandScore;
      const lines: (keyof buraco.HandScore)[] = [
        "cards",
        "canastas",
        "redThrees",
        "goingOut",
        "morto",
        "hand",
      ];
      for (const line of lines) {
        const points = ours[line];
        const shown = points > 0 ? `+${points}` : points < 0 ? `−${-points}` : "0";
        await expect
          .poll(() => result.getByTestId(`score-${line}`).locator("td").first().textContent(), poll)
          .toBe(shown);
      }
      await expect
        .poll(() => result.getByTestId("score-goingOut").locator("td").first().textContent(), poll)
        .toBe("+100");
      await expect
        .poll(() => result.getByTestId("score-total").locator("td").first().textContent(), poll)
        .toBe(String(ours.total));
      await expect
        .poll(() => page.getByTestId("buraco-sheet").getByTestId("deal-1").textContent(), poll)
        .toContain(String(ours.total));
      // The table's running sheet and the end screen's call a deal by the same word.
      for (const sheet of ["buraco-sheet", "score-sheet"])
        expect(await page.getByTestId(sheet).locator("thead th").first().textContent()).toBe("Hand");
      await expect
        .poll(() => page.getByTestId("melds-0").locator("[data-canasta=natural]").first().textContent(), poll)
        .toContain("natural canasta");
      await checkLayout(h, page, "buraco-result", RESULT_LAYOUT);
      expect(missing).toEqual([]);
      await h.screenshot(page, "buraco-table");
    },
    180_000,
  );

  it.skipIf(!clientHas("buraco table", "buraco-table", "buraco-hand", "pile-top", "data-busy"))(
    "speaks Brazilian Portuguese on a phone: monte, lixo, morto, a refused meld, a discard",
    async () => {
      // This file's one hand at the bot's real pace (a person's), the others at QUICK_BOTS.
      const real = await h.atRealPace();
      const table = await real.createTable({ game: "buraco", seats: [{ human: true }, { bot: "basic" }] });
      const page = await h.page({ ...PHONE, locale: "pt-BR" });
      const missing = missingWords(page);
      await page.goto(`${real.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      await expect.poll(() => page.evaluate<string>("document.documentElement.lang"), poll).toBe("pt-BR");
      await expect.poll(() => page.getByTestId("stock").textContent(), poll).toContain("Monte");
      await expect.poll(() => page.getByTestId("pile").textContent(), poll).toContain("Lixo");
      await expect
        .poll(() => page.getByTestId("morto-0").textContent(), poll)
        .toContain("Morto do seu lado:");
      await expect.poll(() => page.getByTestId("morto-1").textContent(), poll).toContain("Morto de ");
      await expect
        .poll(() => page.getByTestId("morto-0").textContent(), poll)
        .toContain("11 cartas viradas para baixo");

      await expect
        .poll(async () => {
          const at = await seen(page);
          return at.mine && at.step === "draw";
        }, poll)
        .toBe(true);
      await expect
        .poll(() => page.getByTestId("buraco-banner").textContent(), poll)
        .toContain("Sua vez: compre do monte");
      // A dealt hand, every card in view with the moves, the middle and the scores, at both phone sizes.
      await checkLayout(h, page, "buraco-phone-draw", PHONE_LAYOUT);
      const before = (await seen(page)).hand.length;
      await page.getByRole("button", { name: "Comprar do monte" }).tap();
      await expect.poll(async () => (await seen(page)).step, poll).toBe("meld-discard");
      const hand = (await seen(page)).hand;
      expect(hand).toHaveLength(before + 1);
      await expect
        .poll(() => page.getByTestId(`hand-count-0`).textContent(), poll)
        .toBe(`${before + 1} cartas`);

      await checkLayout(h, page, "buraco-phone-meld", PHONE_LAYOUT);
      const card = hand[hand.length - 1] as string;
      await handCard(page, card).tap();
      await expect.poll(() => handCard(page, card).getAttribute("aria-pressed"), poll).toBe("true");
      await page.getByTestId("meld").tap({ force: true });
      await expect
        .poll(() => page.getByTestId("refusal").textContent(), poll)
        .toBe("Um jogo tem pelo menos 3 cartas.");
      await expect
        .poll(() => page.getByTestId("discard").textContent(), poll)
        .toContain("Descartar a carta escolhida");
      await expect
        .poll(() => page.getByRole("heading", { name: /^Jogos do seu lado/ }).isVisible(), poll)
        .toBe(true);
      // Without a mouse, the selected card moves along the hand by buttons.
      await expect
        .poll(() => page.getByTestId("move-left").getAttribute("aria-label"), poll)
        .toBe("Mover a carta escolhida para a esquerda");
      await page.getByTestId("move-left").tap();
      await expect.poll(async () => (await seen(page)).hand.indexOf(card), poll).toBe(hand.length - 2);
      // Nothing is wider than the phone.
      expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
      await h.screenshot(page, "buraco-table-phone-pt-BR");

      // The pile may be taken or covered a moment after the discard lands on it (at once at a quick
      // pace), so every card the pile shows on top is kept as the page draws it.
      await page.evaluate(() => {
        const tops: string[] = [];
        (globalThis as unknown as { pileTops: string[] }).pileTops = tops;
        const table = document.querySelector("[data-testid=buraco-table]");
        if (!table) return;
        new MutationObserver(() => {
          const top = table.querySelector("[data-testid=pile-top] [data-card]")?.getAttribute("data-card");
          if (top && tops.at(-1) !== top) tops.push(top);
        }).observe(table, { subtree: true, childList: true, attributes: true });
      });
      await page.getByTestId("discard").tap();
      await expect.poll(async () => (await seen(page)).hand.length, poll).toBe(before);
      await expect
        .poll(() => page.evaluate(() => (globalThis as unknown as { pileTops: string[] }).pileTops), poll)
        .toContain(card.split(".")[0]);
      expect(missing).toEqual([]);
    },
  );
  it.skipIf(!clientHas("buraco hint", "buraco-table", "hint-ask", "buraco-hinted-mark"))(
    "at an unrated table against a bot, a hint after the draw marks the cards it plays in the hand",
    async () => {
      const table = await h.createTable({
        game: "buraco",
        seats: [{ human: true }, { bot: "basic" }],
        rated: false,
      });
      const page = await h.page();
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      await expect
        .poll(async () => {
          const at = await seen(page);
          return at.mine && !at.busy && at.step === "draw";
        }, poll)
        .toBe(true);
      await page.getByTestId("draw").click();
      await expect.poll(async () => (await seen(page)).step, poll).toBe("meld-discard");
      await askHint(page);
      await page.getByTestId("hint-panel").waitFor({ timeout: WAIT_MS });
      const words = await page.getByTestId("hint-move").innerText();
      // After the draw the hint melds, adds or discards: the hand cards it names are marked, each by
      // its name in the hint's words, with a "?" over its corner; nothing else in the hand is.
      const marked = page.locator("[data-testid=buraco-hand] [data-hinted=true]");
      await expect.poll(() => marked.count(), poll).toBeGreaterThan(0);
      for (const card of await marked.all()) {
        expect(words).toContain(await card.locator("[data-card]").getAttribute("aria-label"));
        expect(await card.locator(".buraco-hinted-mark").getAttribute("aria-hidden")).toBe("true");
      }
      expect(await page.locator("[data-testid=buraco-hand] .buraco-hinted-mark").count()).toBe(
        await marked.count(),
      );
      await h.screenshot(page, "buraco-table-hint");
    },
  );
  it.skipIf(!clientHas("buraco table", "buraco-table", "buraco-seat-", "seat-"))(
    "seats four on a phone: the partner across with their hand size, the opponents left and right",
    async () => {
      const table = await h.createTable({
        game: "buraco",
        seats: [{ human: true }, { bot: "basic" }, { bot: "basic" }, { bot: "basic" }],
      });
      const page = await h.page(PHONE);
      const missing = missingWords(page);
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      const across = page.getByTestId("seat-2");
      await expect.poll(() => across.getAttribute("class"), poll).toContain("buraco-seat-across");
      await expect.poll(() => across.textContent(), poll).toContain("your partner");
      await expect
        .poll(() => page.getByTestId("seat-1").getAttribute("class"), poll)
        .toContain("buraco-seat-left");
      await expect
        .poll(() => page.getByTestId("seat-3").getAttribute("class"), poll)
        .toContain("buraco-seat-right");
      await expect.poll(() => page.getByTestId("seat-3").textContent(), poll).toContain("opponent");
      // Every hand's size: 11 cards dealt, one more or less for whoever is on the move.
      await expect.poll(() => page.getByTestId("hand-count-2").textContent(), poll).toMatch(/^1[0-2] cards$/);
      // The sides are the pairs, named by their players.
      await expect
        .poll(() => page.getByTestId("morto-0").textContent(), poll)
        .toContain("Your side's morto:");
      await expect
        .poll(() => page.getByTestId("morto-1").textContent(), poll)
        .toContain("Morto of Bot 2 (basic) and Bot 4 (basic):");
      await expect
        .poll(() => page.getByTestId("melds-1").textContent(), poll)
        .toContain("Bot 2 (basic) and Bot 4 (basic)");
      // Four seats around the middle still fit a phone.
      expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(
        PHONE.viewport?.width ?? 0,
      );
      // Four seats around the middle, and the hand, in view at both phone sizes.
      await checkLayout(h, page, "buraco-four-phone", PHONE_LAYOUT);
      expect(missing).toEqual([]);
      await h.screenshot(page, "buraco-table-four-phone");
    },
  );
});
