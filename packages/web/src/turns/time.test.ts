import { beforeAll, describe, expect, it } from "vitest";
import i18next, { i18nReady } from "../i18n/index.js";
import { HOUR_MS, timeLeft } from "./time.js";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Spaces as typed in a test: the unit's no-break space read as a plain one. */
const plain = (text: string): string => text.replaceAll("\u00a0", " ");

beforeAll(async () => {
  await i18nReady;
  await i18next.loadLanguages(["en", "fr", "pt-BR"]);
  await i18next.loadNamespaces("lifecycle");
});

describe("the time left at a turn-based table in words", () => {
  it("says the two largest units, down to the second in the last hour", () => {
    const said = (ms: number) => plain(timeLeft(ms, "en"));
    expect(said(23 * HOUR_MS + 10 * MINUTE_MS + 30_000)).toBe("23 h 10 min");
    expect(said(3 * DAY_MS + 4 * HOUR_MS + 59 * MINUTE_MS)).toBe("3 d 4 h");
    expect(said(4 * MINUTE_MS + 30_000)).toBe("4 min 30 s");
    expect(said(45_000)).toBe("45 s");
  });

  it("leaves out a second unit of nothing", () => {
    const said = (ms: number) => plain(timeLeft(ms, "en"));
    expect(said(3 * DAY_MS)).toBe("3 d");
    expect(said(2 * HOUR_MS + 20_000)).toBe("2 h");
    expect(said(5 * MINUTE_MS)).toBe("5 min");
  });

  it("counts whole seconds rounded up, as a countdown does, and nothing below none", () => {
    const said = (ms: number) => plain(timeLeft(ms, "en"));
    expect(said(200)).toBe("1 s");
    expect(said(59_001)).toBe("1 min");
    expect(said(0)).toBe("0 s");
    expect(said(-5_000)).toBe("0 s");
  });

  it("keeps a number and its unit together (a no-break space)", () => {
    expect(timeLeft(23 * HOUR_MS + 10 * MINUTE_MS, "en")).toBe("23\u00a0h 10\u00a0min");
  });

  it("speaks the page's languages", () => {
    expect(plain(timeLeft(2 * DAY_MS + 5 * HOUR_MS, "fr"))).toBe("2 j 5 h");
    expect(plain(timeLeft(2 * DAY_MS + 5 * HOUR_MS, "pt-BR"))).toBe("2 d 5 h");
  });
});
