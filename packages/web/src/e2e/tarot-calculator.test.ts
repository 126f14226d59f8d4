/**
 * The French Tarot calculator in a real browser (Debian's Chromium through playwright-core, against a
 * real server serving the built client): deals entered by taps and by keys, each seat's marks and the
 * breakdown checked against the engine's scoreDeal and breakdownDeal computed here, a deal edited, one
 * deleted, undo (button and Ctrl+Z), a reload keeping everything, the CSV export's content; a run in
 * French on a phone-sized screen with 5 players, a partner and playing alone.
 */
import { breakdownDeal, scoreDeal, type Deal } from "@parlor/engine/tarot";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, setupBrowser, WAIT_MS } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };

/** A `data-value` as a number. */
const value = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getAttribute("data-value"));

/** Each seat's marks of one row of the sheet. */
const marks = (page: Page, row: number, players: number) =>
  Promise.all(Array.from({ length: players }, (_, seat) => value(page, `sheet-mark-${row}-${seat}`)));

const totals = (page: Page, players: number) =>
  Promise.all(Array.from({ length: players }, (_, seat) => value(page, `total-${seat}`)));

/** Seat by seat sums of several score lists. */
const sum = (...lists: number[][]) => lists[0]!.map((_, seat) => lists.reduce((s, l) => s + l[seat]!, 0));

/** What a deal entry says, in the form's words (test hooks). */
interface Entry {
  taker: number;
  contract: Deal["contract"];
  partner?: number | "alone";
  oudlers: 0 | 1 | 2 | 3;
  points: string;
  petit?: "attack" | "defence";
  poignees?: { kind: "single" | "double" | "triple"; side: "attack" | "defence" }[];
  chelemAnnounced?: boolean;
  chelemMadeBy?: "attack" | "defence";
}

/** Fills the deal form by taps (clicks on the choices). */
async function fill(page: Page, entry: Entry): Promise<void> {
  await page.getByTestId(`taker-${entry.taker}`).check();
  await page.getByTestId(`contract-${entry.contract}`).check();
  if (entry.partner !== undefined) {
    await page.getByTestId(`partner-${entry.partner === "alone" ? -1 : entry.partner}`).check();
  }
  await page.getByTestId(`oudlers-${entry.oudlers}`).check();
  await page.getByTestId("points").fill(entry.points);
  await page.getByTestId(`petit-${entry.petit ?? "none"}`).check();
  while ((await page.locator('[data-testid^="remove-poignee-"]').count()) > 0) {
    await page.locator('[data-testid^="remove-poignee-"]').first().click();
  }
  for (const [i, poignee] of (entry.poignees ?? []).entries()) {
    await page.getByTestId("add-poignee").click();
    await page.getByTestId(`poignee-${i}-kind-${poignee.kind}`).check();
    await page.getByTestId(`poignee-${i}-side-${poignee.side}`).check();
  }
  await page.getByTestId("chelem-announced").setChecked(entry.chelemAnnounced ?? false);
  await page.getByTestId(`chelem-made-${entry.chelemMadeBy ?? "none"}`).check();
}

/** The engine's deal for an entry (what the test expects the page to score). */
function dealOf(players: 3 | 4 | 5, entry: Entry): Deal {
  const chelem =
    entry.chelemMadeBy === "attack"
      ? entry.chelemAnnounced
        ? "announced-made"
        : "made"
      : entry.chelemAnnounced
        ? "announced-failed"
        : entry.chelemMadeBy === "defence"
          ? "defence"
          : undefined;
  return {
    players,
    taker: entry.taker,
    ...(entry.partner === undefined
      ? {}
      : { partner: entry.partner === "alone" ? entry.taker : entry.partner }),
    contract: entry.contract,
    oudlers: entry.oudlers,
    points: Number(entry.points.replace(",", ".")),
    ...(entry.petit ? { petitAuBout: entry.petit } : {}),
    ...(entry.poignees?.length ? { poignees: entry.poignees.map((p) => p.kind) } : {}),
    ...(chelem ? { chelem } : {}),
  };
}

/** The breakdown shown under `testId`, line by line, as numbers. */
async function breakdownShown(page: Page, testId: string) {
  const lines = ["target", "difference", "multiplier", "contract", "petit", "poignees", "chelem", "attack"];
  const values = await Promise.all(lines.map((line) => value(page, `${testId}-${line}`)));
  return Object.fromEntries(lines.map((line, i) => [line, values[i]]));
}

function breakdownExpected(deal: Deal) {
  const b = breakdownDeal(deal);
  return {
    target: b.target,
    difference: b.difference,
    multiplier: b.multiplier,
    contract: b.contract,
    petit: b.petitAuBout,
    poignees: b.poignees,
    chelem: b.chelem,
    attack: b.attack,
  };
}

/** Missing translations are reported on the console as errors (i18n/index.ts). */
function watchTranslations(page: Page): string[] {
  const missing: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Missing translation/.test(message.text()))
      missing.push(message.text());
  });
  return missing;
}

const HOOKS = ["/tarot/calculator", "tarot-calculator-link", "sheet-mark-", "export-csv", "breakdown-"];

describe.skipIf(noClient !== null)("the Tarot calculator in the browser", () => {
  it.skipIf(!clientHas("tarot calculator", ...HOOKS))(
    "scores deals as the engine does, edits, deletes, undoes, survives a reload and exports CSV",
    async () => {
      const page = await h.page();
      const missing = watchTranslations(page);
      await page.goto(h.url);
      const link = page.getByTestId("tarot-calculator-link");
      expect(await link.innerText()).toBe("Score with the Tarot calculator");
      await link.click();
      await page.waitForURL(/\/tarot\/calculator$/);
      await page.getByTestId("deal-form").waitFor();
      expect(await page.getByTestId("sheet-empty").count()).toBe(1);
      const names = ["Ada", "Ben", "Cy", "Di"];
      for (const [seat, name] of names.entries()) await page.getByTestId(`player-name-${seat}`).fill(name);

      const entries: Entry[] = [
        { taker: 1, contract: "garde", oudlers: 2, points: "49", petit: "attack" },
        {
          taker: 2,
          contract: "garde-sans",
          oudlers: 1,
          points: "40,5",
          poignees: [{ kind: "double", side: "defence" }],
        },
        {
          taker: 3,
          contract: "prise",
          oudlers: 3,
          points: "91",
          petit: "attack",
          poignees: [{ kind: "single", side: "attack" }],
          chelemAnnounced: true,
          chelemMadeBy: "attack",
        },
      ];
      const scores = entries.map((entry) => scoreDeal(dealOf(4, entry)).scores);
      for (const [i, entry] of entries.entries()) {
        await fill(page, entry);
        // Before scoring, the form previews it, line by line.
        expect(await breakdownShown(page, "preview")).toEqual(breakdownExpected(dealOf(4, entry)));
        await page.getByTestId("score-deal").click();
        await page.getByTestId(`sheet-row-${i}`).waitFor();
        expect(await marks(page, i, 4)).toEqual(scores[i]);
        expect(await breakdownShown(page, "breakdown")).toEqual(breakdownExpected(dealOf(4, entry)));
        for (let seat = 0; seat < 4; seat++) {
          expect(await value(page, `breakdown-seat-${seat}`)).toBe(scores[i]![seat]);
        }
      }
      expect(await totals(page, 4)).toEqual(sum(...scores));
      expect(await page.getByTestId("breakdown").innerText()).toMatch(/Deal 3: Di, Prise \(made\)/);
      expect(await page.getByTestId("status").innerText()).toBe("Deal 3 scored: Di, Prise made.");
      await h.screenshot(page, "tarot-calculator");

      // An impossible deal is explained and cannot be scored.
      await page.getByTestId("oudlers-0").check();
      await page.getByTestId("points").fill("85");
      await page.getByTestId("problems").waitFor();
      expect(await page.locator("[data-problem]").first().getAttribute("data-problem")).toBe(
        "pointsForOudlers",
      );
      expect(await page.getByTestId("problems").innerText()).toContain("from 0 to 78 points");
      expect(await page.getByTestId("score-deal").isDisabled()).toBe(true);

      // Edit deal 2: 52.5 points, and the Garde sans is made.
      await page.getByTestId("edit-deal-1").click();
      expect(await page.getByTestId("points").inputValue()).toBe("40.5");
      expect(await page.getByTestId("contract-garde-sans").isChecked()).toBe(true);
      const edited: Entry = { ...entries[1]!, points: "52.5" };
      await page.getByTestId("points").fill(edited.points);
      await page.getByTestId("score-deal").click();
      const editedScores = scoreDeal(dealOf(4, edited)).scores;
      await expect.poll(() => marks(page, 1, 4), poll).toEqual(editedScores);
      expect(await totals(page, 4)).toEqual(sum(scores[0]!, editedScores, scores[2]!));
      expect(await page.getByTestId("status").innerText()).toBe("Deal 2 changed.");

      // Delete deal 1; undo brings it back; Ctrl+Z then takes the edit back.
      await page.getByTestId("delete-deal-0").click();
      await expect.poll(() => page.locator('[data-testid^="sheet-row-"]').count(), poll).toBe(2);
      expect(await totals(page, 4)).toEqual(sum(editedScores, scores[2]!));
      expect(await marks(page, 0, 4)).toEqual(editedScores);
      await page.getByTestId("undo").click();
      await expect.poll(() => page.locator('[data-testid^="sheet-row-"]').count(), poll).toBe(3);
      expect(await totals(page, 4)).toEqual(sum(scores[0]!, editedScores, scores[2]!));
      await page.locator("h1").click();
      await page.keyboard.press("Control+z");
      await expect.poll(() => marks(page, 1, 4), poll).toEqual(scores[1]);
      expect(await totals(page, 4)).toEqual(sum(...scores));

      // A deal's breakdown on demand.
      await page.getByTestId("show-deal-0").click();
      expect(await breakdownShown(page, "breakdown")).toEqual(breakdownExpected(dealOf(4, entries[0]!)));

      // A reload keeps the names, the deals, the totals, and what undo can take back.
      await page.reload();
      await page.getByTestId("sheet-row-2").waitFor();
      expect(await page.getByTestId("player-name-1").inputValue()).toBe("Ben");
      expect(await totals(page, 4)).toEqual(sum(...scores));
      expect(await page.getByTestId("players-fixed").count()).toBe(1);
      expect(await page.getByTestId("undo").isDisabled()).toBe(false);

      // The CSV export: a header, a line per deal with the engine's marks, the totals.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("export-csv").click(),
      ]);
      expect(download.suggestedFilename()).toBe("tarot-scores.csv");
      const csv = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
      const lines = csv.split("\r\n");
      expect(lines[0]).toBe(
        "Deal,Taker,Contract,Oudlers,Points,Petit au bout,Poignées,Chelem,Attack's mark,Ada,Ben,Cy,Di",
      );
      const attack = (i: number) => breakdownDeal(dealOf(4, entries[i]!)).attack;
      expect(lines[1]).toBe(`1,Ben,Garde,2,49,Attack,,,${attack(0)},${scores[0]!.join(",")}`);
      expect(lines[2]).toBe(
        `2,Cy,Garde sans,1,40.5,,double poignée (Defence),,${attack(1)},${scores[1]!.join(",")}`,
      );
      expect(lines[3]).toBe(
        `3,Di,Prise,3,91,Attack,single poignée (Attack),chelem announced and made,${attack(2)},${scores[2]!.join(",")}`,
      );
      expect(lines[4]).toBe(`Total,,,,,,,,,${sum(...scores).join(",")}`);
      expect(lines[5]).toBe("");

      // Back to the lobby.
      await page.getByTestId("back-to-lobby").click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(missing).toEqual([]);
    },
  );

  it.skipIf(!clientHas("tarot calculator in French", ...HOOKS, "breakdown.takerAlone"))(
    "in French on a phone: 5 players, a partner called or the taker alone, entered by keys",
    async () => {
      const page = await h.page({ locale: "fr-FR", viewport: { width: 390, height: 844 }, hasTouch: true });
      const missing = watchTranslations(page);
      await page.goto(`${h.url}/tarot/calculator`);
      await page.getByTestId("deal-form").waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("fr");
      expect(await page.locator("h1").innerText()).toBe("Calculateur de Tarot");
      await page.getByTestId("player-count-5").check();
      await expect.poll(() => page.locator('[data-testid^="player-name-"]').count(), poll).toBe(5);
      for (const [seat, name] of ["Anne", "Bruno", "Chloé", "Denis", "Élise"].entries()) {
        await page.getByTestId(`player-name-${seat}`).fill(name);
      }

      // By keys: the taker's choices with the arrows, Tab to the next group, the points typed, Enter.
      await page.getByTestId("taker-0").focus();
      await page.keyboard.press("ArrowRight"); // Bruno
      expect(await page.getByTestId("taker-1").isChecked()).toBe(true);
      await page.keyboard.press("Tab"); // the contract: Garde by default
      await page.keyboard.press("ArrowRight"); // Garde sans
      expect(await page.getByTestId("contract-garde-sans").isChecked()).toBe(true);
      await page.keyboard.press("Tab"); // the partner: alone (the last choice) until one is chosen
      expect(await page.getByTestId("partner--1").isChecked()).toBe(true);
      await page.keyboard.press("ArrowRight"); // Anne, then Chloé (Bruno is not offered), then Denis
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      expect(await page.getByTestId("partner-3").isChecked()).toBe(true);
      await page.keyboard.press("Tab"); // the oudlers
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight"); // 2
      expect(await page.getByTestId("oudlers-2").isChecked()).toBe(true);
      await page.keyboard.press("Tab");
      await page.keyboard.type("48,5");
      expect(await page.getByTestId("defence-points").innerText()).toBe("Défense : 42,5");
      await page.keyboard.press("Enter");
      await page.getByTestId("sheet-row-0").waitFor();
      const called: Entry = { taker: 1, contract: "garde-sans", partner: 3, oudlers: 2, points: "48,5" };
      const first = scoreDeal(dealOf(5, called)).scores;
      expect(await marks(page, 0, 5)).toEqual(first);
      expect(await page.getByTestId("breakdown").innerText()).toMatch(
        /Donne 1 : Bruno, Garde sans \(faite\)/,
      );
      expect(await page.getByTestId("breakdown").innerText()).toContain("partenaire");
      expect(await page.getByTestId("status").innerText()).toBe("Donne 1 comptée : Bruno, Garde sans faite.");

      // The taker alone, by taps.
      const alone: Entry = {
        taker: 4,
        contract: "garde-contre",
        partner: "alone",
        oudlers: 1,
        points: "50",
        petit: "defence",
      };
      await fill(page, alone);
      expect(await page.getByTestId("preview").innerText()).toContain("preneur, seul");
      await page.getByTestId("score-deal").tap();
      await page.getByTestId("sheet-row-1").waitFor();
      const second = scoreDeal(dealOf(5, alone)).scores;
      expect(await marks(page, 1, 5)).toEqual(second);
      expect(await totals(page, 5)).toEqual(sum(first, second));
      expect(await page.getByTestId("breakdown").innerText()).toMatch(/Petit au bout : 10 × 6/);

      // Nothing wider than the screen (the sheet scrolls inside itself).
      const overflow = await page.evaluate<number>(
        "document.documentElement.scrollWidth - window.innerWidth",
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await h.screenshot(page, "tarot-calculator-phone-fr");

      // A new game, once confirmed, clears the deals and keeps the players.
      await page.getByTestId("new-game").tap();
      await page.getByTestId("new-game-yes").tap();
      await page.getByTestId("sheet-empty").waitFor();
      expect(await page.getByTestId("player-name-4").inputValue()).toBe("Élise");
      expect(missing).toEqual([]);
    },
  );
});
