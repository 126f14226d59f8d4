/**
 * The layout check of the browser tests (issue 31): a table, in one phase, fits each of the five
 * window sizes people play on like a card table does. At each size, with the page at its top (no
 * scrolling):
 * - every element the phase needs in view (the hand's cards, the trick, the scores, every enabled
 *   action) is inside the window, not cut off by a part of the page that scrolls (a panel, a list),
 *   and can be pressed: some point of it is not covered by another;
 * - each selector of what the phase needs in view finds at least one element shown (a selector that
 *   finds nothing would check nothing): what may be missing is listed apart, as `optional`;
 * - the page does not scroll sideways;
 * - no two key elements (the hand, the trick, the melds, the scores…) overlap.
 * What the window showed at each size (the window only, one image pixel per CSS pixel) is kept as the
 * check's artifact: test-artifacts/screenshots/layout-<name>-<size>.png, also under CI=true (unlike the
 * tests' other screenshots); PARLOR_SCREENSHOTS=0 turns them off too.
 */
import type { Page } from "playwright-core";
import { join } from "node:path";
import { SAVE_LAYOUT_SCREENSHOTS, SCREENSHOTS, type Harness } from "./harness.js";

/** A window size: laptops, a large desktop, a phone held upright and a small one. */
export interface WindowSize {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

/** The five sizes every table is checked at. */
export const LAYOUT_SIZES: readonly WindowSize[] = [
  { name: "laptop", width: 1280, height: 800 },
  { name: "laptop-wide", width: 1366, height: 768 },
  { name: "desktop", width: 1920, height: 1080 },
  { name: "phone", width: 390, height: 844 },
  { name: "phone-small", width: 360, height: 740 },
];

/** What a phase must show. Selectors are CSS. */
export interface LayoutSpec {
  /**
   * Elements that must each be wholly inside the window and pressable (the hand's cards). Each selector
   * must find at least one element shown, at every size, or the check fails naming it.
   */
  readonly inView: readonly string[];
  /**
   * Elements that must be wholly inside the window and pressable when the page shows them, and may be
   * missing (a message that comes and goes). Prefer `inView`: this checks nothing when nothing is there.
   */
  readonly optional?: readonly string[];
  /**
   * Where the phase's actions are: every enabled button (and link styled as one) matching this must be
   * inside the window and pressable. By default every enabled button of the board.
   */
  readonly actions?: string;
  /** Key elements no two of which may overlap (an element and what it contains are not compared). */
  readonly apart: readonly string[];
  /** Sizes to check (all five by default): a phone-only phase, or one a test reaches at one size. */
  readonly sizes?: readonly WindowSize[];
}

/** The board's enabled buttons: what the person can do in this phase. */
export const BOARD_ACTIONS = ".table-board button:not([disabled])";

/** One element as measured in the page. */
interface Measured {
  readonly selector: string;
  readonly label: string;
  readonly box: { x: number; y: number; width: number; height: number };
  /** Some point of it is the topmost element there (or inside it): it can be pressed. */
  readonly pressable: boolean;
  /** The scrolling element that cuts part of it off (it must be scrolled to be seen whole), if any. */
  readonly scrolledOff: string | null;
}

interface Measures {
  readonly scrollWidth: number;
  readonly clientWidth: number;
  readonly innerWidth: number;
  readonly innerHeight: number;
  readonly inView: Measured[];
  /** The `inView` selectors that found no element shown, with how many hidden ones they found. */
  readonly missing: { readonly selector: string; readonly hidden: number }[];
  readonly actions: Measured[];
  /** Pairs of key elements that overlap, by label. */
  readonly overlaps: string[];
}

/** Measures the page as it is (run inside the page; no DOM types in the tests' build). */
function measure(args: { inView: string[]; optional: string[]; actions: string; apart: string[] }): Measures {
  /* eslint-disable @typescript-eslint/no-explicit-any */
  const doc = (globalThis as any).document;
  const win = globalThis as any;
  const visible = (el: any): boolean => {
    const r = el.getBoundingClientRect();
    const style = win.getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility !== "hidden" && style.display !== "none";
  };
  const label = (el: any): string => {
    const id = el.getAttribute("data-testid") ?? el.getAttribute("data-card") ?? "";
    const text = (el.getAttribute("aria-label") ?? el.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 40);
    return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ""} "${text}"`;
  };
  /** Some point of a grid over the element hits it (or something inside it). */
  const pressable = (el: any): boolean => {
    const r = el.getBoundingClientRect();
    for (const fx of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      for (const fy of [0.1, 0.3, 0.5, 0.7, 0.9]) {
        const x = r.left + r.width * fx;
        const y = r.top + r.height * fy;
        if (x < 0 || y < 0 || x >= win.innerWidth || y >= win.innerHeight) continue;
        const hit = doc.elementFromPoint(x, y);
        if (hit && (hit === el || el.contains(hit) || hit.contains(el))) return true;
      }
    }
    return false;
  };
  /**
   * The nearest element around `el` that scrolls (overflow auto or scroll) and shows only part of it:
   * what the person would have to scroll to see it whole (the window's own scrolling is checked apart).
   */
  const scrolledOff = (el: any): string | null => {
    const r = el.getBoundingClientRect();
    for (
      let up = el.parentElement;
      up && up !== doc.body && up !== doc.documentElement;
      up = up.parentElement
    ) {
      const style = win.getComputedStyle(up);
      const scrolls = (overflow: string) => overflow === "auto" || overflow === "scroll";
      if (!scrolls(style.overflowX) && !scrolls(style.overflowY)) continue;
      const c = up.getBoundingClientRect();
      // Its inside, without its borders and scroll bars.
      const left = c.left + up.clientLeft;
      const top = c.top + up.clientTop;
      const right = left + up.clientWidth;
      const bottom = top + up.clientHeight;
      if (r.left < left - 1 || r.top < top - 1 || r.right > right + 1 || r.bottom > bottom + 1)
        return label(up);
    }
    return null;
  };
  const measured = (selector: string): Measured[] =>
    [...doc.querySelectorAll(selector)].filter(visible).map((el: any) => {
      const r = el.getBoundingClientRect();
      return {
        selector,
        label: label(el),
        box: { x: r.left, y: r.top, width: r.width, height: r.height },
        pressable: pressable(el),
        scrolledOff: scrolledOff(el),
      };
    });
  const keys: { el: any; label: string }[] = [];
  for (const selector of args.apart) {
    for (const el of doc.querySelectorAll(selector)) {
      if (visible(el)) keys.push({ el, label: `${selector} ${label(el)}` });
    }
  }
  const overlaps: string[] = [];
  for (let i = 0; i < keys.length; i++) {
    for (let j = i + 1; j < keys.length; j++) {
      const a = keys[i]!;
      const b = keys[j]!;
      if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const ra = a.el.getBoundingClientRect();
      const rb = b.el.getBoundingClientRect();
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      // A shared border (a pixel or so of rounding) is not an overlap.
      if (w > 1 && h > 1)
        overlaps.push(`${a.label} overlaps ${b.label} (${Math.round(w)}×${Math.round(h)} px)`);
    }
  }
  return {
    scrollWidth: doc.documentElement.scrollWidth,
    clientWidth: doc.documentElement.clientWidth,
    innerWidth: win.innerWidth,
    innerHeight: win.innerHeight,
    inView: [...args.inView, ...args.optional].flatMap(measured),
    missing: args.inView
      .filter((selector) => ![...doc.querySelectorAll(selector)].some(visible))
      .map((selector) => ({ selector, hidden: doc.querySelectorAll(selector).length })),
    actions: measured(args.actions),
    overlaps,
  };
  /* eslint-enable @typescript-eslint/no-explicit-any */
}

/** Waits until the page's finite animations and transitions (cards gliding, panels opening) end. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(`Promise.all(
    document.getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  ).then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))`);
}

/** The problems of one measure, in words (none: the layout holds). */
function problemsOf(m: Measures): string[] {
  const problems: string[] = [];
  if (m.scrollWidth > m.clientWidth + 1)
    problems.push(`the page scrolls sideways: ${m.scrollWidth} px wide in a ${m.clientWidth} px window`);
  for (const { selector, hidden } of m.missing)
    problems.push(
      `inView selector ${selector} finds no element shown${hidden > 0 ? ` (${hidden} hidden)` : ""}: it would check nothing`,
    );
  const outside = (e: Measured): boolean =>
    e.box.x < -1 ||
    e.box.y < -1 ||
    e.box.x + e.box.width > m.innerWidth + 1 ||
    e.box.y + e.box.height > m.innerHeight + 1;
  // An action that is also to be in view is said once.
  const seen = new Set<string>();
  for (const e of [...m.inView, ...m.actions]) {
    const key = `${e.label} ${JSON.stringify(e.box)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const at = `(${Math.round(e.box.x)},${Math.round(e.box.y)} ${Math.round(e.box.width)}×${Math.round(e.box.height)})`;
    if (outside(e))
      problems.push(`${e.label} ${at} is not wholly in the ${m.innerWidth}×${m.innerHeight} window`);
    else if (e.scrolledOff !== null)
      problems.push(`${e.label} ${at} is partly scrolled out of sight in ${e.scrolledOff}`);
    else if (!e.pressable) problems.push(`${e.label} ${at} is covered by another element`);
  }
  problems.push(...m.overlaps);
  return problems;
}

/**
 * Checks the table as it is now at each size (all five unless `spec.sizes`), with screenshots, then
 * gives the page back its window size. `name` names the game and phase: "tarot-bidding".
 */
export async function checkLayout(h: Harness, page: Page, name: string, spec: LayoutSpec): Promise<void> {
  const before = page.viewportSize();
  const failures: string[] = [];
  try {
    for (const size of spec.sizes ?? LAYOUT_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate("window.scrollTo(0, 0)");
      await settle(page);
      const m = await page.evaluate(measure, {
        inView: [...spec.inView],
        optional: [...(spec.optional ?? [])],
        actions: spec.actions ?? BOARD_ACTIONS,
        apart: [...spec.apart],
      });
      // The window as the person sees it first, not the whole page: what the check is about, kept as
      // the check's artifact (also under CI=true).
      if (SAVE_LAYOUT_SCREENSHOTS)
        await page.screenshot({ path: join(SCREENSHOTS, `layout-${name}-${size.name}.png`), scale: "css" });
      for (const problem of problemsOf(m))
        failures.push(`${name} at ${size.width}×${size.height}: ${problem}`);
    }
  } finally {
    if (before) await page.setViewportSize(before);
  }
  // Every fault in words, one a line (an assertion's diff would hide them in its message).
  if (failures.length > 0) throw new Error(`layout of ${name}:\n${failures.join("\n")}`);
}
