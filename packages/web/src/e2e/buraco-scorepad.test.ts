/**
 * The Buraco score pad in a real browser (Debian's Chromium through playwright-core, against a real
 * server serving the built client), in Brazilian Portuguese on a phone-sized screen: hands played with
 * real cards are tallied as people count them (meld points, canastas limpas and sujas, red threes,
 * points left in hand, the morto, who went out), and each side's score and breakdown are checked
 * against the engine's scoreHand on the same cards, computed here; the totals to an edited target and
 * the winner; a hand edited, one deleted, undo (button and Ctrl+Z), a reload keeping everything.
 */
import {
  cardValue,
  classifyMeld,
  handPenalty,
  scoreHand,
  type HandScore,
  type Side,
} from "@parlor/engine/buraco";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, setupBrowser, WAIT_MS } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };

const value = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getAttribute("data-value"));

/** A side's cards at the end of a hand, and what became of its morto. */
interface Played {
  cards: Side;
  /** Taken by a discard and not played before the opponents went out (scored as never taken). */
  unplayed?: boolean;
}

/** One hand: both sides' cards; the side that went out is the one with `wentOut`. */
type Hand = [Played, Played];

const run = (suit: string, ranks: string[]) => ranks.map((rank) => `${rank}${suit}`);

const HANDS: Hand[] = [
  [
    {
      cards: {
        melds: [
          run("S", ["4", "5", "6", "7", "8", "9", "10"]),
          ["KS", "KH", "KH", "KD", "KC", "KC", "2S"],
          run("H", ["J", "Q", "K", "A"]),
        ],
        redThrees: 1,
        hand: [],
        wentOut: true,
        tookMorto: true,
      },
    },
    {
      cards: {
        melds: [["9C", "9D", "9S"]],
        redThrees: 1,
        hand: ["QD", "3C", "AS"],
        wentOut: false,
        tookMorto: false,
      },
    },
  ],
  [
    {
      cards: {
        melds: [run("D", ["5", "6", "7"])],
        redThrees: 0,
        hand: ["KC", "3S"],
        wentOut: false,
        tookMorto: false,
      },
      unplayed: true,
    },
    {
      cards: {
        melds: [run("H", ["4", "5", "6", "7", "8", "9", "10"]), ["8C", "8C", "8D", "8D", "8S", "8S", "8H"]],
        redThrees: 2,
        hand: [],
        wentOut: true,
        tookMorto: true,
      },
    },
  ],
  [
    {
      cards: {
        melds: [["AS", "AH", "AD"]],
        redThrees: 0,
        hand: ["9H", "9H"],
        wentOut: false,
        tookMorto: true,
      },
    },
    {
      cards: {
        melds: [
          run("C", ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]),
          ["QS", "QS", "QH", "QH", "QD", "2C", "QC"],
        ],
        redThrees: 0,
        hand: [],
        wentOut: true,
        tookMorto: true,
      },
    },
  ],
];

/** What people at the table count from a side's cards. */
function tally(played: Played) {
  const kinds = played.cards.melds.map((meld) => classifyMeld(meld, { groups: true })?.canasta ?? null);
  return {
    meldPoints: played.cards.melds.flat().reduce((sum, card) => sum + cardValue(card), 0),
    naturalCanastas: kinds.filter((kind) => kind === "natural").length,
    mixedCanastas: kinds.filter((kind) => kind === "mixed").length,
    redThrees: played.cards.redThrees,
    handPoints: played.cards.hand.reduce((sum, card) => sum + handPenalty(card), 0),
    morto: played.unplayed ? "unplayed" : played.cards.tookMorto ? "taken" : "not-taken",
  };
}

/** Sets a count with its − and + buttons. */
async function count(page: Page, testId: string, target: number): Promise<void> {
  let shown = Number(await page.getByTestId(testId).innerText());
  while (shown < target) {
    await page.getByTestId(`${testId}-more`).tap();
    shown++;
  }
  while (shown > target) {
    await page.getByTestId(`${testId}-less`).tap();
    shown--;
  }
  await expect.poll(() => page.getByTestId(testId).innerText(), poll).toBe(String(target));
}

/** Enters a hand as people count it. */
async function enter(page: Page, hand: Hand): Promise<void> {
  for (const [side, played] of hand.entries()) {
    const t = tally(played);
    await page.getByTestId(`meldPoints-${side}`).fill(String(t.meldPoints));
    await page.getByTestId(`handPoints-${side}`).fill(t.handPoints === 0 ? "" : String(t.handPoints));
    await count(page, `naturalCanastas-${side}`, t.naturalCanastas);
    await count(page, `mixedCanastas-${side}`, t.mixedCanastas);
    await count(page, `redThrees-${side}`, t.redThrees);
    await page.getByTestId(`morto-${side}-${t.morto}`).check();
  }
  const out = hand.findIndex((played) => played.cards.wentOut);
  await page.getByTestId(`went-out-${out}`).check();
}

const PARTS = ["cards", "canastas", "redThrees", "goingOut", "morto", "hand", "total"] as const;

async function breakdown(page: Page, testId: string, side: number) {
  const values = await Promise.all(PARTS.map((part) => value(page, `${testId}-${side}-${part}`)));
  return Object.fromEntries(PARTS.map((part, i) => [part, values[i]]));
}

/** The engine's score of a side's hand, with the unplayed morto scored as never taken. */
function expected(played: Played): HandScore {
  return scoreHand({ ...played.cards, tookMorto: played.cards.tookMorto && !played.unplayed });
}

const totals = (page: Page) => Promise.all([value(page, "total-0"), value(page, "total-1")]);

function watchTranslations(page: Page): string[] {
  const missing: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Missing translation/.test(message.text()))
      missing.push(message.text());
  });
  return missing;
}

describe.skipIf(noClient !== null)("the Buraco score pad in the browser", () => {
  it.skipIf(
    !clientHas("buraco score pad", "/buraco/scorepad", "buraco-scorepad-link", "sheet-score-", "went-out"),
  )(
    "in Brazilian Portuguese on a phone: hands scored as the engine scores the same cards, to the target; edit, delete, undo, reload",
    async () => {
      const page = await h.page({ locale: "pt-BR", viewport: { width: 390, height: 844 }, hasTouch: true });
      const missing = watchTranslations(page);
      await page.goto(h.url);
      const link = page.getByTestId("buraco-scorepad-link");
      expect(await link.innerText()).toBe("Marque os pontos com o marcador de Buraco");
      await link.tap();
      await page.waitForURL(/\/buraco\/scorepad$/);
      await page.getByTestId("hand-form").waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("pt-BR");
      expect(await page.locator("h1").innerText()).toBe("Marcador de Buraco");
      expect(await page.getByTestId("outcome").innerText()).toBe("Vence quem chegar primeiro a 3.000.");
      await page.getByTestId("side-name-0").fill("Ana & Bia");
      await page.getByTestId("side-name-1").fill("Caio & Davi");
      await page.getByTestId("target").fill("1000");
      await expect
        .poll(() => page.getByTestId("outcome").innerText(), poll)
        .toBe("Vence quem chegar primeiro a 1.000.");

      // Going out without the morto and a canastra limpa is not possible: said, and not scored.
      await page.getByTestId("meldPoints-0").fill("40");
      await count(page, "mixedCanastas-0", 1);
      await page.getByTestId("morto-0-not-taken").check();
      await page.getByTestId("went-out-0").check();
      await page.getByTestId("problems").waitFor();
      expect(
        await page
          .locator("[data-problem]")
          .all()
          .then((items) => Promise.all(items.map((item) => item.getAttribute("data-problem")))),
      ).toEqual(["wentOutMorto", "wentOutNatural"]);
      expect(await page.getByTestId("problems").innerText()).toContain(
        "Ana & Bia bateu, então tem uma canastra limpa.",
      );
      expect(await page.getByTestId("score-hand").isDisabled()).toBe(true);
      await count(page, "mixedCanastas-0", 0);

      const scores = HANDS.map((hand) => hand.map(expected));
      const sums = (upTo: number) =>
        [0, 1].map((side) => scores.slice(0, upTo).reduce((sum, hand) => sum + hand[side]!.total, 0));
      for (const [i, hand] of HANDS.entries()) {
        await enter(page, hand);
        // The form previews both sides' scores, part by part, before the hand is scored.
        for (const side of [0, 1]) expect(await breakdown(page, "preview", side)).toEqual(scores[i]![side]);
        await page.getByTestId("score-hand").tap();
        await page.getByTestId(`sheet-row-${i}`).waitFor();
        for (const side of [0, 1]) {
          expect(await value(page, `sheet-score-${i}-${side}`)).toBe(scores[i]![side]!.total);
          expect(await breakdown(page, "breakdown", side)).toEqual(scores[i]![side]);
        }
        expect(await totals(page)).toEqual(sums(i + 1));
        if (i < HANDS.length - 1)
          expect(await page.getByTestId("outcome").innerText()).toMatch(/^Vence quem/);
      }
      // 665 - 200, then -100 + 820, then 25 + 565: Caio & Davi pass 1,000 first.
      expect(sums(3)).toEqual([590, 1185]);
      expect(await page.getByTestId("outcome").innerText()).toBe("Caio & Davi venceu, 1.185 a 590!");
      expect(await page.getByTestId("status").innerText()).toBe(
        "Rodada 3 marcada: Ana & Bia 25, Caio & Davi 565.",
      );
      expect(await page.getByTestId("breakdown").innerText()).toContain("Canastras");
      const overflow = await page.evaluate<number>(
        "document.documentElement.scrollWidth - window.innerWidth",
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await h.screenshot(page, "buraco-scorepad-phone-pt-BR");

      // Edit hand 2: Ana & Bia had 25 points left in hand, not 15.
      await page.getByTestId("edit-hand-1").tap();
      expect(await page.getByTestId("handPoints-0").inputValue()).toBe("15");
      expect(await page.getByTestId("morto-0-unplayed").isChecked()).toBe(true);
      await page.getByTestId("handPoints-0").fill("25");
      await page.getByTestId("score-hand").tap();
      await expect.poll(() => value(page, "sheet-score-1-0"), poll).toBe(scores[1]![0]!.total - 10);
      expect(await totals(page)).toEqual([580, 1185]);

      // Delete hand 1; undo brings it back; Ctrl+Z then takes the edit back.
      await page.getByTestId("delete-hand-0").tap();
      await expect.poll(() => page.locator('[data-testid^="sheet-row-"]').count(), poll).toBe(2);
      expect(await totals(page)).toEqual([580 - 665, 1185 + 200]);
      await page.getByTestId("undo").tap();
      await expect.poll(() => page.locator('[data-testid^="sheet-row-"]').count(), poll).toBe(3);
      expect(await totals(page)).toEqual([580, 1185]);
      await page.locator("h1").click();
      await page.keyboard.press("Control+z");
      await expect.poll(() => totals(page), poll).toEqual([590, 1185]);

      // A reload keeps the sides, the target, the hands and the winner.
      await page.reload();
      await page.getByTestId("sheet-row-2").waitFor();
      expect(await page.getByTestId("side-name-1").inputValue()).toBe("Caio & Davi");
      expect(await page.getByTestId("target").inputValue()).toBe("1000");
      expect(await totals(page)).toEqual([590, 1185]);
      expect(await page.getByTestId("outcome").innerText()).toBe("Caio & Davi venceu, 1.185 a 590!");
      await page.getByTestId("show-hand-0").tap();
      expect(await breakdown(page, "breakdown", 0)).toEqual(scores[0]![0]);

      // A higher target: the match goes on.
      await page.getByTestId("target").fill("3000");
      await expect
        .poll(() => page.getByTestId("outcome").innerText(), poll)
        .toBe("Vence quem chegar primeiro a 3.000.");
      await page.getByTestId("back-to-lobby").tap();
      await page.waitForURL((url) => url.pathname === "/");
      expect(missing).toEqual([]);
    },
  );

  it.skipIf(!clientHas("buraco score pad by keyboard", "/buraco/scorepad", "went-out"))(
    "in English by keyboard: a hand typed and counted, scored with Enter",
    async () => {
      const page = await h.page();
      const missing = watchTranslations(page);
      await page.goto(`${h.url}/buraco/scorepad`);
      await page.getByTestId("hand-form").waitFor();
      expect(await page.locator("h1").innerText()).toBe("Buraco score pad");
      const hand = HANDS[1]!;
      const [a, b] = hand.map(tally);
      await page.getByTestId("meldPoints-0").focus();
      await page.keyboard.type(String(a!.meldPoints));
      await page.keyboard.press("Tab");
      await page.keyboard.type(String(a!.handPoints));
      // The morto by arrows: taken → never taken → taken by a discard, unplayed.
      await page.getByTestId("morto-0-taken").focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      expect(await page.getByTestId("morto-0-unplayed").isChecked()).toBe(true);
      await page.getByTestId("meldPoints-1").focus();
      await page.keyboard.type(String(b!.meldPoints));
      for (let n = 0; n < b!.naturalCanastas; n++) {
        await page.getByTestId("naturalCanastas-1-more").focus();
        await page.keyboard.press("Enter");
      }
      await page.getByTestId("redThrees-1-more").focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("Space");
      await page.getByTestId("went-out--1").focus();
      await page.keyboard.press("ArrowLeft"); // Side 2
      expect(await page.getByTestId("went-out-1").isChecked()).toBe(true);
      await page.getByTestId("meldPoints-1").press("Enter");
      await page.getByTestId("sheet-row-0").waitFor();
      const scores = hand.map(expected);
      expect(await value(page, "sheet-score-0-0")).toBe(scores[0]!.total);
      expect(await value(page, "sheet-score-0-1")).toBe(scores[1]!.total);
      expect(await page.getByTestId("status").innerText()).toBe(
        `Hand 1 scored: Side 1 ${scores[0]!.total}, Side 2 ${scores[1]!.total}.`,
      );
      // A hand (a deal) is called so here as on the table's sheets.
      expect(await page.getByTestId("sheet").locator("thead th").first().innerText()).toBe("Hand");
      await h.screenshot(page, "buraco-scorepad");
      expect(missing).toEqual([]);
    },
  );
});
