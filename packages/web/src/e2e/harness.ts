/**
 * Browser tests' harness: Debian's Chromium driven by playwright-core, against a real Parlor server
 * started in-process (`startServer` on an ephemeral loopback port and a temporary database) that
 * serves the built web client (`packages/web/dist`).
 *
 * Outside CI, the tests are skipped (with a message saying how to run them) when no Chromium is
 * found or the client is not built. Under `CI=true`, either fails the run.
 */
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  appendFileSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer, type RunningServer } from "@parlor/server";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { createRequire } from "node:module";

const here = dirname(fileURLToPath(import.meta.url));
/** The repository's root (this file is packages/web/src/e2e/harness.ts). */
export const REPO_ROOT = join(here, "..", "..", "..", "..");
/** The built client under test: packages/web/dist, or PARLOR_WEB_DIST (a build made elsewhere). */
export const WEB_DIST = process.env.PARLOR_WEB_DIST || join(REPO_ROOT, "packages", "web", "dist");
export const SCREENSHOTS = join(REPO_ROOT, "test-artifacts", "screenshots");
/**
 * Whether the tests save their screenshots (for people to look at; no test reads one): yes, but not
 * under CI=true, where nobody looks and drawing them is a tenth of the browser tier's work.
 * PARLOR_SCREENSHOTS=1 or 0 decides either way. A failed test's pages are saved always, and the
 * layout check's windows unless PARLOR_SCREENSHOTS=0 (`SAVE_LAYOUT_SCREENSHOTS`).
 */
export const SAVE_SCREENSHOTS =
  process.env.PARLOR_SCREENSHOTS !== undefined
    ? process.env.PARLOR_SCREENSHOTS !== "0"
    : process.env.CI !== "true";
/**
 * Whether the layout check (layout.ts) saves its window at each size: its artifacts (issue 31), kept
 * under CI=true too, small (the window only, one image pixel per CSS pixel); PARLOR_SCREENSHOTS=0 only
 * turns them off.
 */
export const SAVE_LAYOUT_SCREENSHOTS = process.env.PARLOR_SCREENSHOTS !== "0";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";
/** Debian's `chromium-headless-shell` package: the old headless mode, on its own. */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const inCi = process.env.CI === "true";

/** How the page reports a string missing in every language on its console (i18n/index.ts). */
export const MISSING_TRANSLATION = "Missing translation:";

/**
 * How long a browser test waits for something the page must do: the test's own timeout, so a busy
 * machine makes a test slower, never failing (waits are on events, this is only their bound).
 */
export const WAIT_MS = 60_000;

/** The window of a desktop browser, and of a phone held upright (with touch). */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Chromium to drive: `CHROMIUM_PATH` when set, else Debian's headless shell when installed (the
 * same Chromium without the browser's window layer: what Playwright drives by default when headless,
 * and about a quarter less CPU for the same tests), else Debian's `chromium`; null when none is there.
 */
export function findChromium(): string | null {
  const given = process.env.CHROMIUM_PATH;
  if (given) return executable(given) ? given : null;
  return [HEADLESS_SHELL, DEFAULT_CHROMIUM].find(executable) ?? null;
}

const printed = new Set<string>();
function sayOnce(message: string): void {
  if (printed.has(message)) return;
  printed.add(message);
  console.warn(message);
}

/** Why the browser tests cannot run here (null: they can). Throws under CI=true without Chromium. */
function whyNot(): string | null {
  const chromiumPath = findChromium();
  if (chromiumPath === null) {
    const where = process.env.CHROMIUM_PATH || `${HEADLESS_SHELL} or ${DEFAULT_CHROMIUM}`;
    if (inCi) {
      throw new Error(
        `browser tests: no Chromium at ${where} under CI=true; .ci/run installs it (apt-get install chromium-headless-shell chromium)`,
      );
    }
    return `browser tests skipped: no Chromium at ${where}; install it (apt-get install chromium-headless-shell or chromium) or set CHROMIUM_PATH, then npm test`;
  }
  return null;
}

/** Why the tests of the web client cannot run here (null: they can): no browser, or no built client. */
function whyNoClient(): string | null {
  if (!existsSync(join(WEB_DIST, "index.html"))) {
    if (inCi) {
      throw new Error(
        "browser tests: packages/web/dist/index.html does not exist under CI=true; .ci/run must run npm run build first",
      );
    }
    return `browser tests of the web client skipped: ${join("packages", "web", "dist", "index.html")} does not exist; run npm run build, then npm test`;
  }
  return null;
}

/** Null when a browser can run here, else the reason (printed once). */
export const noBrowser: string | null = whyNot();
/** Null when the built client can be tested here, else the reason (printed once). */
export const noClient: string | null = noBrowser ?? whyNoClient();
if (noClient !== null) sayOnce(noClient);

let bundleText: string | null = null;
/** The built client's JavaScript and HTML, concatenated (read once). */
function bundle(): string {
  if (bundleText !== null) return bundleText;
  const parts: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(js|mjs|html)$/.test(entry.name)) parts.push(readFileSync(path, "utf8"));
    }
  };
  if (existsSync(WEB_DIST)) walk(WEB_DIST);
  bundleText = parts.join("\n");
  return bundleText;
}

/**
 * Whether the built client has the hooks (strings such as "data-card") a test relies on. The UI was
 * written alongside these tests: outside CI, a test whose hooks are not in the bundle is skipped,
 * with one message naming what is missing; under CI=true that fails the run.
 */
export function clientHas(what: string, ...hooks: string[]): boolean {
  if (noClient !== null) return false;
  const missing = hooks.filter((hook) => !bundle().includes(hook));
  if (missing.length === 0) return true;
  const why = `the built client (packages/web/dist) has no ${missing.join(", ")}`;
  if (inCi) throw new Error(`browser test (${what}) cannot run under CI=true: ${why}`);
  sayOnce(`browser test skipped (${what}): ${why}; rebuild it (npm run build) or update the test`);
  return false;
}

/**
 * Where the browser tier's CPU goes, when PARLOR_E2E_CPU names a file: after each test a line of
 * JSON is appended to it with the CPU-seconds of this worker (its server, Playwright) and of the
 * browser it started (every Chromium process), and the contexts the test opened.
 */
const CPU_LOG = process.env.PARLOR_E2E_CPU || null;

/** The CPU-seconds of this process's descendants (the browser's processes), live and reaped. */
function descendantsCpu(): number {
  const hz = 100;
  const procs = new Map<number, { parent: number; ticks: number }>();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      // utime, stime, cutime, cstime (fields 14-17 of proc(5); the name and state are cut off here).
      const ticks = [11, 12, 13, 14].reduce((sum, at) => sum + Number(fields[at]), 0);
      procs.set(Number(pid), { parent: Number(fields[1]), ticks });
    } catch {
      // Gone while read.
    }
  }
  let ticks = 0;
  for (const proc of procs.values()) {
    for (let up = proc.parent; up > 1; up = procs.get(up)?.parent ?? 0) {
      if (up === process.pid) {
        ticks += proc.ticks;
        break;
      }
    }
  }
  return ticks / hz;
}

/** axe-core's script, injected into pages by `harness.axe` (read once). */
let axeSource: string | null = null;
function axeScript(): string {
  if (axeSource === null) {
    const require = createRequire(import.meta.url);
    axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  }
  return axeSource;
}

/** One accessibility rule broken on a page: axe's rule id, its impact, and the elements, by selector. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
}

/** The rules axe runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_RULE_TAGS: readonly string[] = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The rules of `AXE_RULE_TAGS` whose answer depends on colours: all that can change when the same
 * markup is shown in another theme.
 */
export const AXE_COLOUR_RULES: readonly string[] = ["color-contrast", "link-in-text-block"];

/** The impacts that fail a page (issue 16: no serious or critical violation anywhere). */
export const AXE_FAILING_IMPACTS: readonly string[] = ["serious", "critical"];

/** The colour schemes every screen is shown in. */
export const THEMES = ["light", "dark"] as const;

export interface Created {
  readonly id: string;
  readonly seatTokens: readonly (string | null)[];
}

export interface TableRequest {
  readonly game: string;
  readonly options?: Record<string, unknown>;
  readonly seats: readonly ({ readonly human: true } | { readonly bot: string })[];
  /** Whether the match counts for ratings (the server's default: true). */
  readonly rated?: boolean;
}

export interface Harness {
  readonly server: RunningServer;
  /** http://127.0.0.1:PORT */
  readonly url: string;
  readonly browser: Browser;
  /** A fresh browser context (closed after the test) and a page in it; a desktop window by default. */
  page(options?: BrowserContextOptions): Promise<Page>;
  /** A page of a person with a name from the start (POST /api/players in its context: its cookie). */
  namedPage(name: string, options?: BrowserContextOptions): Promise<Page>;
  /** A fresh browser context, closed after the test. */
  context(options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * The file's page for this kind of window, kept from test to test (closed after the file) and
   * emptied (about:blank, its first colour scheme) each time it is handed out: for tests that open pages to
   * look at them, and left on about:blank after a test that passed (a table left open would run on
   * under the next tests). A new context costs a new renderer process and the page's code compiled afresh,
   * about a CPU-second; a page that navigates reuses both. Its cookies and storage stay: a test that
   * needs a first visit, or signs in, takes `page()`.
   */
  filePage(options?: BrowserContextOptions): Promise<Page>;
  /** The server's SQLite file (a test may reach into it, as an operator's mishap would). */
  readonly dbFile: string;
  /** POST /api/tables. */
  createTable(request: TableRequest): Promise<Created>;
  /**
   * This harness against a second server of the file whose bots keep a person's pace (started on first
   * use, closed after the file): how a file at `QUICK_BOTS` keeps one test at the real pace.
   */
  atRealPace(): Promise<Harness>;
  /** Saves test-artifacts/screenshots/<name>.png (when `SAVE_SCREENSHOTS`); answers its path. */
  screenshot(page: Page, name: string): Promise<string>;
  /**
   * Saves the page as it looks in the light and the dark theme (the system's colour scheme, which the
   * page follows by default): test-artifacts/screenshots/<name>-light.png and <name>-dark.png. The page
   * is left in the light scheme.
   */
  shots(page: Page, name: string): Promise<void>;
  /**
   * Runs axe-core (WCAG 2 A and AA rules) on the page as it is now, in the current colour scheme, and
   * returns the violations whose impact is serious or critical.
   */
  axe(page: Page): Promise<AxeViolation[]>;
  /**
   * The console errors and failed requests (network failures and HTTP answers ≥ 400) of the test's
   * pages so far, taken: after each test any left fail it. A test that provokes one on purpose (a wrong
   * password) takes it and checks it.
   */
  takeErrors(): string[];
  /**
   * The Content-Security-Policy violations the test's pages reported so far, taken: after each test
   * any left fail it (the page must work under the server's policy).
   */
  takeViolations(): string[];
  /**
   * The strings the test's pages asked for and found in no language (i18n's "Missing translation: ns:key"
   * console errors), taken: after each test any left fail it (every string shown is translated).
   */
  takeMissing(): string[];
}

/** How a file's server runs: its bots' pace at turn-based games (`ServeOptions.botPace`). */
export interface BrowserSetup {
  /**
   * Every bot's delay before a move times this (default 1, a person's pace). A file that plays whole
   * deals sets `QUICK_BOTS`, and keeps one test at the real pace (`Harness.atRealPace`).
   */
  readonly botPace?: number;
}

/**
 * The pace of a file whose tests play whole deals against bots: about 0.1 s a bot's card instead of
 * 0.8 s, still slow enough to see each card come (the page's animations keep their time).
 */
export const QUICK_BOTS = 0.1;

/**
 * The work per decision of the analyses the tests' replays start (`ServeOptions.analysisWork`): the
 * page's display of an analysis is tested here, not the analysis (the engine's tests), and a default
 * Buraco match's analysis would take minutes of a core.
 */
export const E2E_ANALYSIS_WORK = 8;

/**
 * Asks for a hint by its key as a person does: once the Hint button shows (the panel is loaded lazily
 * with its strings, and H pressed before it is there asks nothing), then H.
 */
export async function askHint(page: Page): Promise<void> {
  await page.getByTestId("hint-ask").waitFor({ timeout: WAIT_MS });
  await page.keyboard.press("KeyH");
}

/** A server for a file's tests: an ephemeral loopback port, a database in `dir`, the built client. */
function startTestServer(dir: string, botPace: number | undefined): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: "127.0.0.1",
    db: join(dir, "parlor.db"),
    logLevel: false,
    webRoot: WEB_DIST,
    // The tests make many tables from one address.
    limits: { tablesPerMinute: 0 },
    analysisWork: E2E_ANALYSIS_WORK,
    ...(botPace !== undefined ? { botPace } : {}),
  });
}

/** POST /api/tables on the server at `url`. */
async function createTableAt(url: string, request: TableRequest): Promise<Created> {
  const response = await fetch(`${url}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as Created | { error: { message: string } };
  if (response.status !== 201 || !("id" in body)) {
    throw new Error(`POST /api/tables answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body;
}

/**
 * Registers the hooks that start the server and the browser once for the file (beforeAll), close
 * each test's contexts (afterEach) and everything else (afterAll). Read the returned object only
 * inside tests.
 */
export function setupBrowser(options: BrowserSetup = {}): Harness {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let dbDir: string | undefined;
  const contexts: BrowserContext[] = [];
  /** The file's pages (`filePage`), by their context's options. */
  const filePages = new Map<string, Page>();
  /** The pages a test was handed by `filePage`: saved too when it fails. */
  const lent: Page[] = [];
  /** The contexts opened since the test began, and the CPU then (PARLOR_E2E_CPU). */
  let opened = 0;
  let cpuAtStart = { node: 0, browser: 0 };
  const cpuNow = () => {
    const own = process.cpuUsage();
    return { node: (own.user + own.system) / 1e6, browser: descendantsCpu() };
  };
  /** Content-Security-Policy violations reported by any page of the current test. */
  const violations: string[] = [];
  /** Strings missing in every language, asked for by any page of the current test. */
  const missingStrings: string[] = [];
  /** Console errors and failed requests of any page of the current test. */
  const errors: string[] = [];

  /** The real-pace companion (`atRealPace`), when a test asked for it. */
  let realPace: { server: RunningServer; dbDir: string; harness: Harness } | undefined;

  beforeAll(async () => {
    if (noBrowser !== null) return;
    dbDir = mkdtempSync(join(tmpdir(), "parlor-e2e-"));
    server = await startTestServer(dbDir, options.botPace);
    browser = await chromium.launch({
      executablePath: findChromium() ?? DEFAULT_CHROMIUM,
      args: CHROMIUM_ARGS,
    });
    mkdirSync(SCREENSHOTS, { recursive: true });
  }, 30_000);

  if (CPU_LOG !== null)
    beforeEach(() => {
      opened = 0;
      cpuAtStart = cpuNow();
    });

  afterEach(async (context) => {
    // A table left open in a file's page would run on (its clocks, its animations) under the next
    // tests, which may not take that page: a test that passed leaves the file's pages it took on
    // about:blank. (A failed test's pages stay as they were, for the screenshots below.)
    if (context.task.result?.state !== "fail")
      await Promise.all([...new Set(lent)].map((page) => page.goto("about:blank")));
    if (CPU_LOG !== null) {
      const now = cpuNow();
      const line = {
        file: context.task.file.name,
        test: context.task.name,
        node: Number((now.node - cpuAtStart.node).toFixed(2)),
        browser: Number((now.browser - cpuAtStart.browser).toFixed(2)),
        contexts: opened,
      };
      appendFileSync(CPU_LOG, JSON.stringify(line) + "\n");
    }
    const open = contexts.splice(0);
    const borrowed = lent.splice(0);
    const seen = violations.splice(0);
    const missing = missingStrings.splice(0);
    const failed = errors.splice(0);
    if (context.task.result?.state === "fail") {
      // What each page showed when the test failed: test-artifacts/screenshots/FAILED-<test>-<n>.png.
      const name = `FAILED-${context.task.name.replace(/[^\w-]+/g, "-").slice(0, 80)}`;
      const pages = [...open.flatMap((c) => c.pages()), ...borrowed];
      await Promise.all(
        pages.map((page, n) =>
          page.screenshot({ path: join(SCREENSHOTS, `${name}-${n}.png`) }).catch(() => undefined),
        ),
      );
    }
    await Promise.all(open.map((c) => c.close().catch(() => undefined)));
    // The page works under the server's Content-Security-Policy: nothing it does is refused.
    expect(seen, "Content-Security-Policy violations").toEqual([]);
    // Every string the pages showed was found (i18n/index.ts reports a key missing in every language).
    expect(missing, "strings missing in every language").toEqual([]);
    // No page logged an error or had a request fail.
    expect(failed, "console errors and failed requests").toEqual([]);
  });

  afterAll(async () => {
    await Promise.all(
      [...filePages.values()].map((page) =>
        page
          .context()
          .close()
          .catch(() => undefined),
      ),
    );
    await browser?.close().catch(() => undefined);
    await server?.close();
    await realPace?.server.close();
    for (const dir of [dbDir, realPace?.dbDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`browser tests: the ${what} did not start`);
    return value;
  };

  /** A new context whose pages' errors, refused requests and missing strings fail the current test. */
  const watched = async (options: BrowserContextOptions | undefined): Promise<BrowserContext> => {
    const context = await harness.browser.newContext({ viewport: DESKTOP, locale: "en-US", ...options });
    // Every wait of the page is bounded by the tests' own bound, not Playwright's 30 s: a busy machine
    // makes a test slower, never failing.
    context.setDefaultTimeout(WAIT_MS);
    opened++;
    // Every violation of the policy, as the page sees it (the console says so too).
    await context.exposeFunction("__parlorCspViolation", (text: string) => violations.push(text));
    await context.addInitScript({
      content: `document.addEventListener("securitypolicyviolation", (event) =>
        window.__parlorCspViolation(
          event.violatedDirective + " blocked " + (event.blockedURI || "inline") + " in " + event.sourceFile,
        ),
      );`,
    });
    context.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (/Content Security Policy/i.test(text)) violations.push(text);
      else if (text.startsWith(MISSING_TRANSLATION)) missingStrings.push(text);
      // Chromium reports every HTTP error answer on the console too; the response handler below
      // names it with its URL and method, once.
      else if (!/^Failed to load resource: the server responded with a status of/.test(text))
        errors.push(`console error on ${message.location().url}: ${text}`);
    });
    context.on("weberror", (error) => errors.push(`uncaught: ${String(error.error())}`));
    context.on("requestfailed", (request) => {
      // A navigation away aborts what the page was still loading: not a failure of the page.
      const why = request.failure()?.errorText ?? "failed";
      if (why === "net::ERR_ABORTED") return;
      errors.push(`request failed: ${request.method()} ${request.url()} (${why})`);
    });
    context.on("response", (response) => {
      if (response.status() >= 400)
        errors.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
    return context;
  };

  const harness: Harness = {
    get server() {
      return need(server, "server");
    },
    get url() {
      return need(server, "server").url;
    },
    get dbFile() {
      return join(need(dbDir, "database"), "parlor.db");
    },
    get browser() {
      return need(browser, "browser");
    },
    async context(options) {
      const context = await watched(options);
      contexts.push(context);
      return context;
    },
    async filePage(options) {
      const key = JSON.stringify(options ?? {});
      let page = filePages.get(key);
      if (page === undefined || page.isClosed()) {
        page = await (await watched(options)).newPage();
        filePages.set(key, page);
      } else {
        await page.goto("about:blank");
        await page.emulateMedia({ colorScheme: options?.colorScheme ?? "light" });
      }
      lent.push(page);
      return page;
    },
    async page(options) {
      return (await harness.context(options)).newPage();
    },
    async namedPage(name, options) {
      const context = await harness.context(options);
      const response = await context.request.post(`${harness.url}/api/players`, { data: { name } });
      expect(response.status()).toBe(201);
      return context.newPage();
    },
    createTable(request) {
      return createTableAt(harness.url, request);
    },
    async atRealPace() {
      if (!realPace) {
        const dir = mkdtempSync(join(tmpdir(), "parlor-e2e-"));
        const paced = await startTestServer(dir, undefined);
        // The same browser, pages and checks; only the server differs.
        const companion = Object.create(harness, {
          server: { get: () => paced },
          url: { get: () => paced.url },
          dbFile: { get: () => join(dir, "parlor.db") },
          createTable: { value: (request: TableRequest) => createTableAt(paced.url, request) },
          atRealPace: { value: () => Promise.resolve(companion) },
        }) as Harness;
        realPace = { server: paced, dbDir: dir, harness: companion };
      }
      return realPace.harness;
    },
    takeViolations() {
      return violations.splice(0);
    },
    takeMissing() {
      return missingStrings.splice(0);
    },
    takeErrors() {
      return errors.splice(0);
    },
    async shots(page, name) {
      for (const scheme of [...THEMES].reverse()) {
        await page.emulateMedia({ colorScheme: scheme });
        // The page follows the system's scheme unless the person chose a theme.
        // A function (a string would be eval'd, which the page's policy refuses); the page's globals
        // through globalThis, as this file is type-checked without the DOM's types.
        await page.waitForFunction((want) => {
          const page = globalThis as unknown as {
            localStorage: { getItem(key: string): string | null };
            document: { documentElement: { dataset: Record<string, string | undefined> } };
          };
          let chosen: unknown;
          try {
            chosen = (JSON.parse(page.localStorage.getItem("parlor.settings") ?? "{}") as { theme?: unknown })
              .theme;
          } catch {
            chosen = undefined;
          }
          return (
            (chosen !== undefined && chosen !== "system") ||
            page.document.documentElement.dataset.theme === want
          );
        }, scheme);
        await harness.screenshot(page, `${name}-${scheme}`);
      }
    },
    async axe(page) {
      // What the person sees once the page settles: colour transitions (a theme just switched, a
      // button just left its hover) run to their end first, or axe would measure colours half-way.
      await page.evaluate(`Promise.all(
        document.getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      )`);
      // axe once per document: a second theme's check reuses it.
      if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) await page.evaluate(axeScript());
      // The same markup checked again (a theme switched, nothing else): only the rules that read
      // colours can answer differently, and they are a third of axe's work. The theme's own switch,
      // whose label names the other theme, is the one part of the markup that follows the theme.
      const found = (await page.evaluate(`(async () => {
        const toggle = document.querySelector('[data-testid="theme-toggle"]');
        const page = [document.documentElement.lang, document.title, document.body.innerHTML].join("\\n");
        const markup = toggle ? page.replace(toggle.outerHTML, "") : page;
        const same = window.__parlorAxeMarkup === markup;
        const result = await window.axe.run(document, {
          runOnly: same
            ? { type: "rule", values: ${JSON.stringify(AXE_COLOUR_RULES)} }
            : { type: "tag", values: ${JSON.stringify(AXE_RULE_TAGS)} },
          resultTypes: ["violations"],
        });
        window.__parlorAxeMarkup = markup;
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.map((n) => n.target.map(String).join(" ")),
        }));
      })()`)) as AxeViolation[];
      return found.filter((v) => v.impact !== null && AXE_FAILING_IMPACTS.includes(v.impact));
    },
    async screenshot(page, name) {
      const path = join(SCREENSHOTS, `${name}.png`);
      if (!SAVE_SCREENSHOTS) return path;
      // One image pixel per CSS pixel: a phone's page at its device scale is four times the pixels
      // to draw and encode, and a long page's image is then tens of megapixels.
      await page.screenshot({ path, fullPage: true, scale: "css" });
      return path;
    },
  };
  return harness;
}
