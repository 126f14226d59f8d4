/**
 * Issue 15 in a real browser: people at the table. Two people on two browser contexts (two devices,
 * each with its own session cookie) give their names and keep them in accounts (the table is rated:
 * the second, coming by the invite link, is first told it needs one), meet in a Ruhd table's waiting
 * room (made in the lobby by the first, who hosts it), the host starts, they say a chat line each,
 * play a few tiles, one resigns (asked first), both end screens say how it ended and show the ratings
 * changing, and the host's page shows her provisional rating. Screenshots of the waiting room, the
 * chat, the end screen and the leaderboard on a desktop and on a phone.
 */
import { GRACE_SECONDS } from "@parlor/protocol";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, DESKTOP, noClient, PHONE, setupBrowser, WAIT_MS } from "./harness.js";
import { placeATile, turnOf } from "./ruhd-play.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };

/** The screenshots' window sizes: the issue's desktop and phone. */
const SIZES: readonly { readonly name: string; readonly context: BrowserContextOptions }[] = [
  { name: "desktop", context: { viewport: { width: 1280, height: 800 } } },
  { name: "phone", context: PHONE },
];

/** The rating a seat's line on the end screen shows: its testid and the number after the arrow. */
interface RatingLine {
  readonly before: number;
  readonly after: number;
}

/** The shortest grace period a table may have before a bot plays for someone away, in seconds (the protocol's). */
const SHORTEST_GRACE = GRACE_SECONDS.min;

/** Gives the page's person a name when the page asks for one (the first visit's prompt). */
async function giveName(page: Page, name: string): Promise<void> {
  const input = page.getByTestId("name-input");
  await input.waitFor({ timeout: WAIT_MS });
  await input.fill(name);
  await page.getByTestId("name-submit").click();
  await input.waitFor({ state: "detached", timeout: WAIT_MS });
}

/**
 * The person A: opens the lobby, gives a name, makes a Ruhd table for two people online (with its own
 * away time before a bot plays for someone, in seconds, when `grace` is given).
 */
async function hostRuhdTable(
  page: Page,
  name: string,
  grace?: number,
  username?: string,
): Promise<{ id: string; invite: string }> {
  await page.goto(h.url);
  await giveName(page, name);
  if (username !== undefined) {
    // The person keeps their name in an account (rated play needs one), then the lobby again.
    const made = await page.context().request.post(`${h.url}/api/account`, {
      data: { username, password: "password1" },
    });
    expect(made.status()).toBe(201);
    await page.reload();
  }
  await page.getByTestId("setup-ruhd").click();
  await page.getByTestId("preset-online").click();
  if (grace !== undefined) {
    // Empty by default: the game's own away time, which the field shows (60 s in a turn-based game).
    const field = page.getByTestId("grace-choice");
    expect(await field.inputValue()).toBe("");
    expect(await field.getAttribute("placeholder")).toBe("60");
    await field.fill(String(grace));
  }
  const made = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/tables",
  );
  await page.getByTestId("create-table").click();
  // The table asks for that away time (none: the game's default).
  expect((JSON.parse((await made).postData() ?? "{}") as { graceSeconds?: number }).graceSeconds).toBe(grace);
  await page.waitForURL((url) => url.pathname.startsWith("/table/"), { timeout: WAIT_MS });
  const id = decodeURIComponent(new URL(page.url()).pathname.slice("/table/".length));
  const copy = page.getByTestId("copy-link-1");
  await copy.waitFor({ timeout: WAIT_MS });
  const invite = await copy.getAttribute("data-url");
  expect(invite).toMatch(/\/table\/[^/]+#t=.+/);
  return { id, invite: invite ?? "" };
}

/** Plays `turns` tiles between the two pages, each on its own turn. */
async function playTiles(a: Page, b: Page, turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    let mover: Page | null = null;
    await expect
      .poll(async () => {
        if ((await turnOf(a)) === "mine") mover = a;
        else if ((await turnOf(b)) === "mine") mover = b;
        return mover !== null;
      }, poll)
      .toBe(true);
    await placeATile(mover ?? a);
  }
}

/**
 * A chat line said from a seat on one page, seen on the other with the sender's name, and on its own
 * page as its seat is named there: "You".
 */
async function say(from: Page, to: Page, name: string, text: string): Promise<void> {
  await from.getByTestId("chat-input").fill(text);
  await from.getByTestId("chat-send").click();
  for (const [page, sender] of [
    [from, "You"],
    [to, name],
  ] as const) {
    const line = page.getByTestId("chat-line").filter({ hasText: text });
    await line.waitFor({ timeout: WAIT_MS });
    expect(await line.getByTestId("chat-name").first().innerText()).toBe(sender);
  }
}

/** The rating change a seat's end-screen line shows ("1.2 → 3.4"). */
async function ratingLine(page: Page, seat: number): Promise<RatingLine> {
  const line = page.getByTestId(`rating-change-${seat}`);
  await line.waitFor({ timeout: WAIT_MS });
  const numbers =
    ((await line.getAttribute("data-before")) ?? "") + " " + (await line.getAttribute("data-after"));
  const [before, after] = numbers.split(" ").map(Number);
  return { before: before ?? NaN, after: after ?? NaN };
}

/** Saves a screenshot of the page at each of the sizes (the page's own size restored after). */
async function shoot(page: Page, name: string): Promise<void> {
  const own = page.viewportSize() ?? DESKTOP;
  for (const size of SIZES) {
    const viewport = size.context.viewport ?? DESKTOP;
    await page.setViewportSize(viewport);
    await h.screenshot(page, `people-${name}-${size.name}`);
  }
  await page.setViewportSize(own);
}

describe.skipIf(noClient !== null)("people at the table", () => {
  it.skipIf(
    !clientHas(
      "people at the table",
      "name-input",
      "start-table",
      "chat-input",
      "resign-confirm",
      "rating-change-",
      "leaderboard",
    ),
  )(
    "two people name themselves, meet in the waiting room, chat, play, one resigns; the ratings change on both end screens and the host's page; both accept a rematch and sit at the new table",
    async () => {
      // Alma names herself and keeps the name in an account: her table is rated. (Accounts' names are
      // theirs alone: the other tests' guests are Ana and Bruno.)
      const ana = await h.page();
      const { id, invite } = await hostRuhdTable(ana, "Alma", undefined, "alma");
      const room = ana.getByTestId("waiting-room");
      // The host waits for the second seat: Start is there, not yet lit, and says why.
      await expect.poll(() => ana.getByTestId("start-table").isDisabled(), poll).toBe(true);
      await ana.getByTestId("start-hint").waitFor();
      expect(await ana.getByTestId("seat-name-0").innerText()).toBe("you (Alma)");

      // Bento, on another device, opens Alma's link: a rated table seats only accounts, and says so.
      const bruno = await h.page();
      await bruno.goto(invite);
      const refused = bruno.getByTestId("table-problem");
      await refused.waitFor({ timeout: WAIT_MS });
      expect(await refused.innerText()).toContain("This table is rated: only players with an account");
      await shoot(bruno, "rated-needs-account");
      // He makes one with his name, opens the link again, and his seat takes it.
      const account = await bruno.context().request.post(`${h.url}/api/account`, {
        data: { username: "bento", password: "password1", name: "Bento" },
      });
      expect(account.status()).toBe(201);
      await bruno.goto("about:blank");
      await bruno.goto(invite);
      await bruno.getByTestId("waiting-room").waitFor({ timeout: WAIT_MS });
      await expect.poll(() => bruno.getByTestId("seat-name-1").innerText(), poll).toBe("you (Bento)");
      // Bento sees the host and waits for her; Alma sees Bento arrive and here.
      await expect.poll(() => bruno.getByTestId("waiting-for-host").innerText(), poll).toContain("Alma");
      await expect.poll(() => room.getByTestId("seat-name-1").innerText(), poll).toBe("Bento");
      await expect.poll(() => room.getByTestId("seat-1").getAttribute("data-connected"), poll).toBe("here");
      await expect.poll(() => ana.getByTestId("start-table").isEnabled(), poll).toBe(true);
      await shoot(ana, "waiting-room");
      await ana.getByTestId("start-table").click();
      for (const page of [ana, bruno]) await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });

      // A line each, seen by both with the sender's name.
      await say(ana, bruno, "Alma", "Hello Bento, good luck!");
      await say(bruno, ana, "Bento", "Thanks, you too <b>Alma</b>");
      // Shown as text, never as HTML.
      expect(await ana.locator('[data-testid="chat-line"] b').count()).toBe(0);
      await shoot(bruno, "chat");

      // Three tiles each: a match counts once everyone made the game's minimum of moves.
      await playTiles(ana, bruno, 6);

      // Bento resigns: asked first (Escape keeps playing), then for good.
      await bruno.getByTestId("resign").click();
      const dialog = bruno.getByTestId("resign-dialog");
      await expect.poll(() => dialog.getAttribute("open").then((open) => open !== null), poll).toBe(true);
      // The dialog holds the focus: "Keep playing" first.
      expect(
        await bruno.evaluate<string | null>('document.activeElement?.getAttribute("data-testid") ?? null'),
      ).toBe("resign-cancel");
      await bruno.keyboard.press("Escape");
      await expect.poll(() => dialog.getAttribute("open").then((open) => open !== null), poll).toBe(false);
      // The focus goes back to the button that opened it.
      expect(
        await bruno.evaluate<string | null>('document.activeElement?.getAttribute("data-testid") ?? null'),
      ).toBe("resign");
      expect(await turnOf(bruno)).not.toBe("over");
      await bruno.getByTestId("resign").click();
      await bruno.getByTestId("resign-confirm").click();

      // Two sides: the match ends; both end screens say how, and show both ratings changing.
      for (const page of [ana, bruno]) {
        await page.getByTestId("end-screen").waitFor({ timeout: WAIT_MS });
        // Each page names Bento as the table does: "You" on his own.
        const ending = page === bruno ? "You resigned." : "Bento resigned.";
        await expect.poll(() => page.getByTestId("end-ending").innerText(), poll).toBe(ending);
        await expect.poll(() => page.getByTestId("end-title").innerText(), poll).toMatch(/Alma wins|You win/);
      }
      const anaRating = await ratingLine(ana, 0);
      const brunoRating = await ratingLine(ana, 1);
      expect(anaRating.after).toBeGreaterThan(anaRating.before);
      expect(brunoRating.after).toBeLessThan(brunoRating.before);
      expect(await ratingLine(bruno, 0)).toEqual(anaRating);
      expect(await ratingLine(bruno, 1)).toEqual(brunoRating);
      await shoot(ana, "end-screen");

      // The rematch: Alma accepts, Bento sees it.
      await ana.getByTestId("rematch-accept").click();
      await expect.poll(() => bruno.getByTestId("rematch-accepted").innerText(), poll).toContain("Alma");

      // Alma's page shows her new rating, provisional ("1524?"); the leaderboard waits for 5 rated
      // matches against 3 opponents.
      const me = await ana.context().request.get(`${h.url}/api/me`);
      const anaId = ((await me.json()) as { id: string }).id;
      // Anyone's page, with no session: the file's page.
      const board = await h.filePage();
      await board.goto(`${h.url}/player/${encodeURIComponent(anaId)}`);
      const anaRow = board.getByTestId("player-rating-ruhd");
      await anaRow.waitFor({ timeout: WAIT_MS });
      expect(await anaRow.innerText()).toContain(`${anaRating.after}?`);
      await board.goto(`${h.url}/leaderboard/ruhd`);
      await board.getByTestId("leaderboard-empty").waitFor({ timeout: WAIT_MS });
      await shoot(board, "leaderboard");

      // Bento accepts too: both pages go to the new table, each in its own seat again.
      await bruno.getByTestId("rematch-accept").click();
      for (const page of [ana, bruno])
        await page.waitForURL((url) => url.pathname.startsWith("/table/") && !url.pathname.endsWith(id), {
          timeout: WAIT_MS,
        });
      expect(ana.url()).toBe(bruno.url());
      // Playing already, or seated in the waiting room: whichever the page shows first (a poll that
      // read the waiting room's text would wait its whole bound for a room the game replaced).
      for (const [page, name] of [
        [ana, "Alma"],
        [bruno, "Bento"],
      ] as const) {
        const playing = page.getByTestId("ruhd-board");
        const seated = page.getByTestId("waiting-room").filter({ hasText: `you (${name})` });
        await playing.or(seated).first().waitFor({ timeout: WAIT_MS });
      }
    },
    4 * WAIT_MS,
  );
  it.skipIf(
    !clientHas("waiting room and resigning", "start-table", "leave-table", "resign-confirm", "seat-mark-"),
  )(
    "the lobby shows who is online and the table needing a player; a person leaves the waiting room and comes back; one resigns and a bot plays on, marked for everyone",
    async () => {
      const ana = await h.namedPage("Ana");
      await ana.goto(h.url);
      await ana.getByTestId("setup-ruhd").click();
      await ana.getByTestId("preset-online").click();
      await ana.getByTestId("add-seat").click();
      await ana.getByTestId("seat-select-2").selectOption("bot:greedy");
      await ana.getByTestId("create-table").click();
      await ana.getByTestId("waiting-room").waitFor({ timeout: WAIT_MS });
      const id = decodeURIComponent(new URL(ana.url()).pathname.slice("/table/".length));
      const invite = (await ana.getByTestId("copy-link-1").getAttribute("data-url")) ?? "";
      expect(await ana.getByTestId("seat-2").innerText()).toBe("Seat 3: bot (greedy)");

      // Someone else's lobby: Ana is online, and her table needs a player (to watch).
      const carla = await h.namedPage("Carla");
      await carla.goto(h.url);
      const need = carla.getByTestId(`need-${id}`);
      await need.waitFor({ timeout: WAIT_MS });
      expect(await need.innerText()).toContain("1 free seat · with Ana");
      await expect.poll(() => carla.getByTestId("online-list").innerText(), poll).toContain("Ana");
      await h.screenshot(carla, "people-lobby-online");

      // Bruno comes by the link, leaves (the seat is free again), and comes back.
      const bruno = await h.namedPage("Bruno");
      await bruno.goto(invite);
      await expect.poll(() => ana.getByTestId("seat-name-1").innerText(), poll).toBe("Bruno");
      await bruno.getByTestId("leave-table").click();
      await bruno.getByTestId("lobby").waitFor({ timeout: WAIT_MS });
      await expect.poll(() => ana.getByTestId("seat-name-1").innerText(), poll).toBe("free");
      expect(await ana.getByTestId("start-table").isDisabled()).toBe(true);
      await bruno.goto(invite);
      await expect.poll(() => ana.getByTestId("start-table").isEnabled(), poll).toBe(true);
      await ana.getByTestId("start-table").click();
      for (const page of [ana, bruno]) await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
      await playTiles(ana, bruno, 2);

      // Three sides: Bruno's resignation leaves the match to the others, a bot in his seat.
      await bruno.getByTestId("resign").click();
      await bruno.getByTestId("resign-confirm").click();
      await bruno.getByTestId("resigned").waitFor({ timeout: WAIT_MS });
      expect(await bruno.getByTestId("resign").count()).toBe(0);
      for (const page of [ana, bruno, carla]) {
        if (page === carla) await carla.goto(`${h.url}/table/${encodeURIComponent(id)}`);
        const mark = page.getByTestId("seat-mark-1");
        await mark.waitFor({ timeout: WAIT_MS });
        expect(await mark.getAttribute("data-mark")).toBe("resigned");
        expect(await mark.innerText()).toMatch(
          page === bruno ? /^You resigned; the \w+ bot plays on$/ : /^Bruno resigned; the \w+ bot plays on$/,
        );
      }
      await h.screenshot(ana, "people-resigned-mark");
      // The match goes on: Ana still plays her turns.
      await expect.poll(async () => (await turnOf(ana)) === "mine", poll).toBe(true);
      await placeATile(ana);
      expect(await turnOf(ana)).not.toBe("over");
    },
    4 * WAIT_MS,
  );

  it.skipIf(!clientHas("stand-ins", "seat-mark-", "start-table"))(
    "a person who goes away is marked for everyone, then played by a bot after the grace period, and gets the seat back on coming back",
    async () => {
      // Ana makes it in the lobby (she hosts it), with the shortest away time; Bruno comes by its link.
      const ana = await h.page();
      const table = await hostRuhdTable(ana, "Ana", SHORTEST_GRACE);
      const path = `${h.url}/table/${encodeURIComponent(table.id)}`;
      const bruno = await h.namedPage("Bruno");
      await bruno.goto(table.invite);
      await expect.poll(() => ana.getByTestId("start-table").isEnabled(), poll).toBe(true);
      await ana.getByTestId("start-table").click();
      for (const page of [ana, bruno]) await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
      expect(await ana.getByTestId("seat-marks").count()).toBe(0);

      // Bruno's tab closes: first marked disconnected, then his seat played by a bot, for everyone.
      await bruno.close();
      const mark = ana.getByTestId("seat-mark-1");
      await expect.poll(() => mark.getAttribute("data-mark"), poll).toBe("stand-in");
      expect(await mark.innerText()).toMatch(/^Bruno — away, played by the \w+ bot$/);
      // A spectator with no session: the file's page.
      const watcher = await h.filePage();
      await watcher.goto(path);
      await expect.poll(() => watcher.getByTestId("seat-mark-1").innerText(), poll).toContain("Bruno — away");
      await h.screenshot(ana, "people-stand-in");

      // Bruno comes back on a new tab, without a link: his seat follows his player, and is his again.
      const back = await bruno.context().newPage();
      await back.goto(path);
      await back.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
      await expect.poll(() => ana.getByTestId("seat-mark-1").count(), poll).toBe(0);
      expect(await back.getByTestId("resign").count()).toBe(1);
    },
    4 * WAIT_MS,
  );
});
