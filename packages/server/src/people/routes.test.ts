import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpsRequest, createServer as createHttpsServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { SQLITE } from "../testing/databases.js";
import { createTable, until } from "../testing/http.js";
import { describeEachDatabase } from "../testing/databases.js";
import { startTestServer } from "../testing/server.js";
import { botPlayer } from "./bots.js";
import { hashSessionToken, newSessionToken, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "./sessions.js";
import { Browser } from "./testing.js";

type Server = Awaited<ReturnType<typeof startTestServer>>;
interface ErrorBody {
  readonly error: { readonly code: string; readonly message: string };
}
interface Me {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly username?: string;
}

let server: Server;
/** Usernames must be new for each test: a counter. */
let serial = 0;
const fresh = (stem: string) => `${stem}${++serial}`;

/** A browser with a guest of that name. */
async function guest(name: string): Promise<{ browser: Browser; me: Me }> {
  const browser = new Browser(server.http);
  const made = await browser.call<Me>("POST", "/api/players", { name });
  expect(made.status).toBe(201);
  return { browser, me: made.body };
}

describeEachDatabase("people over HTTP", (kind) => {
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.stop();
  });

  describe("POST /api/players", () => {
    it("makes a guest: 201 { id, name } and a session cookie (HttpOnly, SameSite=Lax, Path=/, a year, not Secure over plain HTTP)", async () => {
      const browser = new Browser(server.http);
      const made = await browser.call<Me>("POST", "/api/players", { name: "  Ana  " });
      expect(made.status).toBe(201);
      expect(made.body).toEqual({ id: expect.any(String), name: "Ana" });
      const cookie = made.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? "";
      const attributes = cookie.split(";").map((a) => a.trim().toLowerCase());
      expect(attributes).toContain("httponly");
      expect(attributes).toContain("samesite=lax");
      expect(attributes).toContain("path=/");
      expect(attributes).toContain(`max-age=${SESSION_MAX_AGE_SECONDS}`);
      expect(attributes).not.toContain("secure");
      // The token is long and random; the store keeps only its hash.
      expect(browser.session?.length).toBeGreaterThanOrEqual(32);
      const me = await browser.call<Me>("GET", "/api/me");
      expect(me).toMatchObject({ status: 200, body: { id: made.body.id, name: "Ana", kind: "guest" } });
    });

    it("refuses bad names with 400 bad-name and the reason", async () => {
      const browser = new Browser(server.http);
      for (const name of ["", "   ", "x".repeat(25), "Ana\u0007", "Ana\u202E", 7, undefined]) {
        const answer = await browser.call<ErrorBody>("POST", "/api/players", { name });
        expect(answer.status, JSON.stringify(name)).toBe(400);
        expect(answer.body.error.code).toBe("bad-name");
        expect(answer.body.error.message.length).toBeGreaterThan(0);
        expect(answer.setCookies).toEqual([]);
      }
      const long = await browser.call<ErrorBody>("POST", "/api/players", { name: "x".repeat(25) });
      expect(long.body.error.message).toMatch(/at most 24 characters/);
    });

    it("lets guests share a name but not take an account's (regardless of case): 409 name-taken", async () => {
      const name = fresh("Bea");
      await guest(name);
      await guest(name);
      const owner = await guest(name);
      const account = await owner.browser.call("POST", "/api/account", {
        username: fresh("bea"),
        password: "password1",
      });
      expect(account.status).toBe(201);
      const taken = await new Browser(server.http).call<ErrorBody>("POST", "/api/players", {
        name: name.toUpperCase(),
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe("name-taken");
    });
  });

  describe("names that pass for others", () => {
    it("refuses names made to look blank or to be huge: 400 bad-name", async () => {
      const browser = new Browser(server.http);
      for (const name of [
        "\u3164",
        "\u2800\u2800",
        "A\u115F\u1160",
        "\uFFA0Ana",
        "An\u200Ba",
        `A${"\u0301".repeat(20_000)}`,
        "Ana\u0301\u0302\u0303",
        "👍🏽".repeat(17),
      ]) {
        const answer = await browser.call<ErrorBody>("POST", "/api/players", { name });
        expect(answer.status, JSON.stringify(name.slice(0, 20))).toBe(400);
        expect(answer.body.error.code).toBe("bad-name");
        expect(answer.setCookies).toEqual([]);
      }
    });

    it("refuses the site's own labels for seats, bots and spectators: 400 reserved-name, on rename too", async () => {
      const browser = new Browser(server.http);
      for (const name of [
        "Strong bot",
        "Spectator",
        "Player 2",
        "Bot 2 (basic)",
        "You",
        "Joueur 3",
        "Robô: fácil",
        "Ｐｌａｙｅｒ 2",
      ]) {
        const answer = await browser.call<ErrorBody>("POST", "/api/players", { name });
        expect(answer.status, name).toBe(400);
        expect(answer.body.error.code).toBe("reserved-name");
        expect(answer.setCookies).toEqual([]);
      }
      const { browser: named } = await guest("Ivo");
      const renamed = await named.call<ErrorBody>("PATCH", "/api/me", { name: "Greedy bot" });
      expect(renamed).toMatchObject({ status: 400, body: { error: { code: "reserved-name" } } });
      expect((await named.call<Me>("GET", "/api/me")).body.name).toBe("Ivo");
    });

    it("compares names with accounts' by their look: Cyrillic and fullwidth twins are 409 name-taken", async () => {
      const name = fresh("Ana");
      const owner = await guest(name);
      expect(
        (await owner.browser.call("POST", "/api/account", { username: fresh("ana"), password: "password1" }))
          .status,
      ).toBe(201);
      for (const twin of [`\u0410${name.slice(1)}`, `\uFF21${name.slice(1)}`, name.toLowerCase()]) {
        const taken = await new Browser(server.http).call<ErrorBody>("POST", "/api/players", { name: twin });
        expect(taken.status, twin).toBe(409);
        expect(taken.body.error.code).toBe("name-taken");
      }
      // A guest may still go by a name that only looks like a guest's.
      const other = fresh("Ugo");
      await guest(other);
      expect(
        (await new Browser(server.http).call("POST", "/api/players", { name: `\uFF35${other.slice(1)}` }))
          .status,
      ).toBe(201);
    });

    it("shows a name stored before today's rules repaired: marks and fillers cut, a label replaced", async () => {
      const store = await server.database.open();
      try {
        const zalgo = { id: fresh("zalgo-player-"), name: `Zé${"\u0301".repeat(5_000)}\u3164` };
        const label = { id: fresh("label-player-WXYZ"), name: "Strong bot" };
        for (const { id, name } of [zalgo, label])
          await store.createPlayer({
            id,
            name,
            kind: "guest",
            username: null,
            passwordHash: null,
            createdAt: 1,
          });
        const token = newSessionToken();
        await store.createSession({
          tokenHash: hashSessionToken(token),
          playerId: zalgo.id,
          createdAt: 1,
          seenAt: Date.now(),
        });
        const browser = new Browser(server.http);
        browser.session = token;
        expect((await browser.call<Me>("GET", "/api/me")).body.name).toBe("Zé\u0301");
        expect((await browser.call<Me>("GET", `/api/players/${zalgo.id}`)).body.name).toBe("Zé\u0301");
        const page = await browser.call<Me>("GET", `/api/players/${label.id}`);
        expect(page.body.name).toBe(`Guest ${label.id.slice(-4)}`);
      } finally {
        await store.close();
      }
    });
  });

  describe("GET and PATCH /api/me", () => {
    it("answers 204 (nobody) without a session or with an unknown one, and PATCH 401 no-session", async () => {
      const browser = new Browser(server.http);
      expect((await browser.call<ErrorBody>("GET", "/api/me")).status).toBe(204);
      browser.session = "not-a-session";
      const answer = await browser.call<ErrorBody>("GET", "/api/me");
      expect(answer.status).toBe(204);
      expect((await browser.call<ErrorBody>("PATCH", "/api/me", { name: "X" })).status).toBe(401);
    });

    it("renames by the same rules; an account's name stays its own", async () => {
      const { browser, me } = await guest("Cid");
      const renamed = await browser.call<Me>("PATCH", "/api/me", { name: " Cidinho " });
      expect(renamed).toMatchObject({ status: 200, body: { id: me.id, name: "Cidinho", kind: "guest" } });
      expect((await browser.call<Me>("GET", "/api/me")).body.name).toBe("Cidinho");
      expect((await browser.call<ErrorBody>("PATCH", "/api/me", { name: "a\u0000" })).body.error.code).toBe(
        "bad-name",
      );
      const other = await guest(fresh("Dora"));
      await other.browser.call("POST", "/api/account", { username: fresh("dora"), password: "password1" });
      const taken = await browser.call<ErrorBody>("PATCH", "/api/me", { name: other.me.name.toLowerCase() });
      expect(taken).toMatchObject({ status: 409, body: { error: { code: "name-taken" } } });
      // An account may keep (or change the case of) its own name.
      const own = await other.browser.call<Me>("PATCH", "/api/me", { name: other.me.name.toUpperCase() });
      expect(own).toMatchObject({
        status: 200,
        body: { name: other.me.name.toUpperCase(), kind: "account" },
      });
    });
  });

  describe("accounts", () => {
    it("turn a guest into an account with the same id, log out, and log in again from another browser", async () => {
      const { browser, me } = await guest(fresh("Eva"));
      const username = fresh("Eva_");
      const guestSession = browser.session;
      const made = await browser.call<Me>("POST", "/api/account", { username, password: "hunter2hunter2" });
      expect(made).toMatchObject({
        status: 201,
        body: { id: me.id, name: me.name, kind: "account", username },
      });
      // A new session for the account: the guest's token no longer opens it.
      expect(browser.session).not.toBe(guestSession);
      const stale = new Browser(server.http);
      stale.session = guestSession;
      expect((await stale.call("GET", "/api/me")).status).toBe(204);

      const out = await browser.call("POST", "/api/logout", {});
      expect(out.status).toBe(204);
      expect(out.setCookies.join()).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
      expect(browser.session).toBeNull();
      expect((await browser.call("GET", "/api/me")).status).toBe(204);

      const phone = new Browser(server.http);
      const login = await phone.call<Me>("POST", "/api/login", {
        username: username.toUpperCase(),
        password: "hunter2hunter2",
      });
      expect(login).toMatchObject({ status: 200, body: { id: me.id, kind: "account", username } });
      expect(login.setCookies.join()).toMatch(/HttpOnly/);
      expect((await phone.call<Me>("GET", "/api/me")).body).toEqual({
        id: me.id,
        name: me.name,
        kind: "account",
        username,
      });
    });

    it("makes a new account without a session, named after its username", async () => {
      const browser = new Browser(server.http);
      const username = fresh("fabio.");
      const made = await browser.call<Me>("POST", "/api/account", { username, password: "password1" });
      expect(made).toMatchObject({ status: 201, body: { name: username, kind: "account", username } });
      expect((await browser.call<Me>("GET", "/api/me")).body.id).toBe(made.body.id);
    });

    it("refuses a username taken regardless of case (409 username-taken), bad usernames and passwords", async () => {
      const username = fresh("Gil");
      expect(
        (await new Browser(server.http).call("POST", "/api/account", { username, password: "password1" }))
          .status,
      ).toBe(201);
      const { browser } = await guest(fresh("Other"));
      const taken = await browser.call<ErrorBody>("POST", "/api/account", {
        username: username.toLowerCase(),
        password: "password1",
      });
      expect(taken).toMatchObject({ status: 409, body: { error: { code: "username-taken" } } });
      const bad = await browser.call<ErrorBody>("POST", "/api/account", {
        username: "g",
        password: "password1",
      });
      expect(bad).toMatchObject({ status: 400, body: { error: { code: "bad-username" } } });
      const short = await browser.call<ErrorBody>("POST", "/api/account", {
        username: fresh("gil"),
        password: "short",
      });
      expect(short).toMatchObject({ status: 400, body: { error: { code: "bad-password" } } });
      // Still a guest.
      expect((await browser.call<Me>("GET", "/api/me")).body.kind).toBe("guest");
    });

    it("answers a wrong password and an unknown user alike: 401 bad-login", async () => {
      const username = fresh("Hugo");
      await new Browser(server.http).call("POST", "/api/account", { username, password: "password1" });
      const browser = new Browser(server.http);
      const wrong = await browser.call<ErrorBody>("POST", "/api/login", { username, password: "password2" });
      const unknown = await browser.call<ErrorBody>("POST", "/api/login", {
        username: fresh("nobody"),
        password: "password1",
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.error.code).toBe("bad-login");
      expect(wrong.setCookies).toEqual([]);
      expect(browser.session).toBeNull();
    });
  });

  describe("GET /api/players/:id", () => {
    it("shows a player's name, kind and member since, and 404 no-player for nobody", async () => {
      const before = Date.now();
      const { me } = await guest("Iris");
      const page = await new Browser(server.http).call<Record<string, unknown>>(
        "GET",
        `/api/players/${me.id}`,
      );
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ id: me.id, name: "Iris", kind: "guest", ratings: [], matches: [] });
      expect(page.body.memberSince).toBeGreaterThanOrEqual(before - 1000);
      expect(page.body).not.toHaveProperty("passwordHash");
      const none = await new Browser(server.http).call<ErrorBody>("GET", "/api/players/nobody-here");
      expect(none).toMatchObject({ status: 404, body: { error: { code: "no-player" } } });
    });

    it("shows a bot player by game and level, with its finished matches linking to their replays", async () => {
      const created = await createTable(server.http, "ruhd", [{ bot: "greedy" }, { bot: "greedy" }], {
        handSize: 1,
        smallTableDeck: 0,
      });
      const bot = botPlayer("ruhd", "greedy");
      expect(bot).toEqual({ id: "bot-ruhd-greedy", name: "Greedy bot", bot: "greedy" });
      const browser = new Browser(server.http);
      // The match finishes on its own (two placements).
      const page = await until("the bot's page to list the match", async () => {
        const answer = await browser.call<{ matches: { table: string }[] }>("GET", `/api/players/${bot.id}`);
        return answer.body.matches.some((m) => m.table === created.id) ? answer : undefined;
      });
      expect(page.body).toMatchObject({ id: bot.id, name: "Greedy bot", kind: "bot", bot: "greedy" });
      expect(page.body.matches.find((m) => m.table === created.id)).toMatchObject({
        game: "ruhd",
        seats: [0, 1],
        replay: `/replay/${created.id}`,
        players: [bot, bot],
        finishedAt: expect.any(Number),
      });
      expect((await browser.call("GET", "/api/players/bot-ruhd-nolevel")).status).toBe(404);
    });
  });
});

describe("the session cookie over TLS", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "parlor-tls-"));
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is Secure when the request came over TLS", async () => {
    const database = await SQLITE.create();
    const store = await database.open();
    const { app } = await buildApp({ store, logger: false });
    await app.ready();
    // The app's own routing behind a TLS server: request.protocol is https because the socket is TLS.
    const tls = createHttpsServer(
      { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) },
      (request, response) => app.routing(request, response),
    );
    await new Promise<void>((resolve) => tls.listen(0, "127.0.0.1", resolve));
    const port = (tls.address() as { port: number }).port;
    try {
      const cookies = await new Promise<string[]>((resolve, reject) => {
        const request = httpsRequest(
          {
            host: "127.0.0.1",
            port,
            path: "/api/players",
            method: "POST",
            rejectUnauthorized: false,
            headers: { "content-type": "application/json" },
          },
          (response) => {
            response.resume();
            resolve(response.headers["set-cookie"] ?? []);
          },
        );
        request.on("error", reject);
        request.end(JSON.stringify({ name: "Tess" }));
      });
      const attributes = (cookies[0] ?? "").split(";").map((a) => a.trim().toLowerCase());
      expect(attributes).toContain("secure");
      expect(attributes).toContain("httponly");
      expect(attributes).toContain("samesite=lax");
    } finally {
      await new Promise((resolve) => tls.close(resolve));
      await app.close();
      await store.close();
      await database.remove();
    }
  });
});

describe("limits", () => {
  it("rate-limits making players per address (429 rate-limited)", async () => {
    const database = await SQLITE.create();
    const store = await database.open();
    const { app } = await buildApp({ store, logger: false, people: { playersPerMinute: 2 } });
    try {
      const make = () => app.inject({ method: "POST", url: "/api/players", payload: { name: "Spam" } });
      expect((await make()).statusCode).toBe(201);
      expect((await make()).statusCode).toBe(201);
      const third = await make();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ error: { code: "rate-limited" } });
    } finally {
      await app.close();
      await store.close();
      await database.remove();
    }
  });
});

describe("sessions", () => {
  it("end once unused for as long as the cookie lasts", async () => {
    const database = await SQLITE.create();
    const store = await database.open();
    let now = Date.UTC(2026, 0, 1);
    const { app } = await buildApp({ store, logger: false, wallClock: () => now });
    try {
      const made = await app.inject({ method: "POST", url: "/api/players", payload: { name: "Old" } });
      const cookie = made.cookies.find((c) => c.name === SESSION_COOKIE);
      const me = () =>
        app.inject({ method: "GET", url: "/api/me", cookies: { [SESSION_COOKIE]: cookie?.value ?? "" } });
      now += (SESSION_MAX_AGE_SECONDS - 60) * 1000;
      expect((await me()).statusCode).toBe(200);
      // Used just now: a year from this use it still opens.
      now += (SESSION_MAX_AGE_SECONDS - 60) * 1000;
      expect((await me()).statusCode).toBe(200);
      now += (SESSION_MAX_AGE_SECONDS + 1) * 1000;
      expect((await me()).statusCode).toBe(204);
    } finally {
      await app.close();
      await store.close();
      await database.remove();
    }
  });
});
