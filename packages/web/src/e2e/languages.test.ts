/**
 * The site in three languages, in a real browser: the browser's language picks the page's (a French
 * browser gets French and `<html lang="fr">`, a Brazilian one Portuguese, an American one English);
 * the switcher changes it at once and the choice survives a reload; a table page and a replay in
 * French. Screenshots of the lobby in each language are kept in test-artifacts/screenshots/. Every
 * test also fails when a page asked for a string missing in every language (the harness's check).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, setupBrowser } from "./harness.js";

const h = setupBrowser();

/** What each language's lobby says, and what a browser of that language sends. */
const LOBBIES = [
  { locale: "en-US", lang: "en", pick: "1. Pick a game", tarot: "French Tarot", pcSeats: "1 to 8 players" },
  { locale: "fr-FR", lang: "fr", pick: "1. Choisissez un jeu", tarot: "Tarot", pcSeats: "1 à 8 joueurs" },
  {
    locale: "pt-BR",
    lang: "pt-BR",
    pick: "1. Escolha um jogo",
    tarot: "Tarô francês",
    pcSeats: "1 a 8 jogadores",
  },
] as const;

/** A PC Set Game that two random bots finish in seconds (as in replay.test.ts). */
const QUICK_PC = { featureCount: 2, rows: 1, columns: 3, turnTimeout: 0, tableDelay: 0, pointFreeze: 0 };
const FINISH_TIMEOUT_MS = 45_000;

const htmlLang = (page: Page) => page.locator("html").getAttribute("lang");
const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

/** Opens the lobby and waits for the games (their titles come in the page's language). */
async function lobby(page: Page): Promise<void> {
  await page.goto(h.url);
  await page.getByTestId("game-tarot").waitFor();
}

async function finished(id: string): Promise<void> {
  await expect
    .poll(
      async () => ((await (await fetch(`${h.url}/api/tables/${id}`)).json()) as { status: string }).status,
      { timeout: FINISH_TIMEOUT_MS, interval: 200 },
    )
    .toBe("finished");
}

describe.skipIf(noClient !== null)("the site in three languages", () => {
  const can = clientHas("languages", "Choisissez un jeu", "Escolha um jogo", "language-switcher");

  for (const { locale, lang, pick, tarot, pcSeats } of LOBBIES) {
    it.skipIf(!can)(
      `a browser in ${locale} gets the lobby in its language, <html lang="${lang}">`,
      async () => {
        // French: the file's French page, on its first visit (the French pages below only look, they
        // choose no language).
        const page = locale === "fr-FR" ? await h.filePage({ locale }) : await h.page({ locale });
        await lobby(page);
        expect(await htmlLang(page)).toBe(lang);
        expect(await page.locator("#games-title").innerText()).toBe(pick);
        expect(await page.getByTestId("game-tarot").locator("strong").innerText()).toBe(tarot);
        expect(await page.getByTestId("game-set-pc").locator("small").innerText()).toBe(pcSeats);
        expect(await page.getByTestId("language").inputValue()).toBe(lang);
        await h.screenshot(page, `lobby-${lang}`);
      },
    );
  }

  it.skipIf(!can)("the switcher changes the language at once, and the choice survives a reload", async () => {
    const page = await h.page({ locale: "en-US" });
    await lobby(page);
    expect(await page.locator("#games-title").innerText()).toBe("1. Pick a game");

    await page.getByTestId("language").selectOption("fr");
    await page.locator("#games-title", { hasText: "1. Choisissez un jeu" }).waitFor();
    expect(await htmlLang(page)).toBe("fr");
    expect(await page.getByTestId("create-table").innerText()).toBe("Ouvrir la table");

    await page.reload();
    await page.locator("#games-title", { hasText: "1. Choisissez un jeu" }).waitFor();
    expect(await htmlLang(page)).toBe("fr");
    expect(await page.getByTestId("language").inputValue()).toBe("fr");

    await page.getByTestId("language").selectOption("pt-BR");
    await page.locator("#games-title", { hasText: "1. Escolha um jogo" }).waitFor();
    expect(await htmlLang(page)).toBe("pt-BR");
    await page.reload();
    await page.locator("#games-title", { hasText: "1. Escolha um jogo" }).waitFor();
  });

  it.skipIf(!can)("a table page in French: the header, the waiting room, the seats", async () => {
    const table = await h.createTable({ game: "ruhd", seats: [{ human: true }, { bot: "greedy" }] });
    const page = await h.filePage({ locale: "fr-FR" });
    await page.goto(`${h.url}/table/${table.id}`);
    // The title names the game once the table is joined (the waiting room may show before).
    await page.locator(".table-header h1", { hasText: /^Ruhd$/ }).waitFor();
    await page.getByTestId("waiting-room").waitFor();
    expect(await htmlLang(page)).toBe("fr");
    expect(await text(page, "lobby-link")).toBe("← Accueil");
    expect(await page.getByTestId("waiting-room").locator("h2").innerText()).toBe("En attente des joueurs");
    expect(await text(page, "seat-0")).toMatch(/^Place 1 : libre/);
    expect(await text(page, "seat-1")).toBe("Place 2 : robot (glouton)");
    expect(await text(page, "table-status")).toBe("spectateur");
    expect(await page.getByTestId("language").inputValue()).toBe("fr");
    await h.screenshot(page, "table-waiting-fr");
  });

  it.skipIf(!can)("a table of bots watched in French, to its end screen", async () => {
    const table = await h.createTable({
      game: "set-pc",
      options: QUICK_PC,
      seats: [{ bot: "random" }, { bot: "random" }],
    });
    const page = await h.filePage({ locale: "fr-FR" });
    await page.goto(`${h.url}/table/${table.id}`);
    await page.getByTestId("end-screen").waitFor({ timeout: FINISH_TIMEOUT_MS });
    expect(await page.locator(".table-header h1").innerText()).toBe("SET sur ordinateur");
    expect(await text(page, "end-title")).toMatch(
      /^(Robot [12] \(au hasard\) gagne !|Égalité entre .+ et .+)$/,
    );
    expect(await text(page, "final-score-0")).toMatch(
      /^\d\s*.\s*Robot 1 \(au hasard\) : \d+ sets?(\s*vainqueur)?$/,
    );
    expect(await text(page, "back-to-lobby")).toBe("Retour à l'accueil");
    expect(await text(page, "end-replay-link")).toBe("Voir le replay");
    expect(await page.getByTestId("moves").locator("summary, h2").first().innerText()).toBe("Coups");
    await h.screenshot(page, "table-end-fr");
  });

  it.skipIf(!can)("a replay in French: its title, controls, moves and outcome", async () => {
    const table = await h.createTable({
      game: "set-pc",
      options: QUICK_PC,
      seats: [{ bot: "random" }, { bot: "random" }],
    });
    await finished(table.id);
    const page = await h.filePage({ locale: "fr-FR" });
    await page.goto(`${h.url}/replay/${table.id}`);
    await page.getByTestId("replay-controls").waitFor();
    expect(await htmlLang(page)).toBe("fr");
    expect(await page.locator(".replay-page h1").innerText()).toBe("Replay : SET sur ordinateur");
    expect(await text(page, "replay-move")).toBe("La donne : aucun coup pour l'instant.");
    expect(await text(page, "replay-move-0")).toMatch(/La donne$/);
    await page.getByRole("button", { name: "Coup suivant" }).click();
    await page.getByTestId("replay-index").and(page.locator('[data-index="1"]')).waitFor();
    // The engine tells the move in French, naming the seat as the replay does.
    expect(await text(page, "replay-move")).toMatch(/^Coup 1 sur \d+ : Robot [12] \(au hasard\) /);
    await page.keyboard.press("End");
    await page.getByTestId("replay-outcome").waitFor();
    expect(await text(page, "replay-winner")).toMatch(/^La partie est terminée : /);
    await h.screenshot(page, "replay-fr");

    // The lobby's history says it in French too.
    await lobby(page);
    expect(await page.locator("#history-title").innerText()).toBe("Parties terminées");
    expect(await text(page, `match-players-${table.id}`)).toBe(
      "Robot 1 (au hasard) contre Robot 2 (au hasard)",
    );
  });
});
