/**
 * The page under the server's security headers, in a real browser: its Content-Security-Policy is
 * enforced (an injected inline script does not run and is reported), the lobby and a table work
 * under it without a single violation (the harness fails any test whose pages report one), and the
 * page refuses to be framed by another site.
 */
import { describe, expect, it } from "vitest";
import { noClient, setupBrowser } from "./harness.js";

const h = setupBrowser();

describe.skipIf(noClient !== null)("the page under its Content-Security-Policy", () => {
  it("refuses an inline script someone slipped into the page, and says so", async () => {
    const page = await h.page();
    const response = await page.goto(h.url);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      const reported = new Promise((resolve) =>
        document.addEventListener("securitypolicyviolation", resolve, { once: true }),
      );
      document.body.append(script);
      await reported;
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    const violations = h.takeViolations();
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.join("\n")).toMatch(/script-src/);
  });

  it("plays a table from the lobby with no violation", async () => {
    const page = await h.page();
    await page.goto(h.url);
    const made = await h.createTable({ game: "set-pc", seats: [{ human: true }, { bot: "easy" }] });
    await page.goto(`${h.url}/table/${made.id}#t=${made.seatTokens[0] as string}`);
    await page.locator('[data-slot][data-card]:not([data-card=""])').first().waitFor();
    // The harness's afterEach checks that nothing was refused.
  });

  it("cannot be framed by another site", async () => {
    const page = await h.page();
    await page.setContent(`<iframe src="${h.url}/" width="400" height="300"></iframe>`);
    const frame = page.frames()[1];
    expect(frame).toBeDefined();
    // Once the frame has loaded, it holds the browser's error page, not the lobby.
    await frame?.waitForLoadState("load");
    const framed = await frame?.evaluate(() => document.querySelector("#root") !== null).catch(() => false);
    expect(framed).toBe(false);
    h.takeViolations();
    // The refusal is the browser's, of the framed page's load: the one failure this test wants.
    expect(h.takeErrors()).toEqual([
      expect.stringMatching(/^request failed: GET .*\/ \(net::ERR_BLOCKED_BY_RESPONSE\)$/),
    ]);
  });
});
