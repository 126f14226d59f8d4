/**
 * What the browser tests of the SET tables share: the PC Set Game's default keys by slot, the
 * selector of a rendered card, and the board read back from the page (then searched with the engine).
 */
import { findSets, isSet } from "@parlor/engine/set";
import type { Page } from "playwright-core";

/** Player A's default keys by slot of the 3 x 4 grid (QWER / ASDF / ZXCV), as `KeyboardEvent.code`. */
export const KEYS_A: readonly string[] = [
  ...["KeyQ", "KeyW", "KeyE", "KeyR"],
  ...["KeyA", "KeyS", "KeyD", "KeyF"],
  ...["KeyZ", "KeyX", "KeyC", "KeyV"],
];
/** Player B's default keys by slot (UIOP / JKL; / M,./). */
export const KEYS_B: readonly string[] = [
  ...["KeyU", "KeyI", "KeyO", "KeyP"],
  ...["KeyJ", "KeyK", "KeyL", "Semicolon"],
  ...["KeyM", "Comma", "Period", "Slash"],
];

/** A rendered card, on the PC table's slots and on the Patterns and Super grids. */
export const CARD = '[data-slot][data-card]:not([data-card=""])';

/** The cards on the table as the page shows them: slot (or grid place) → card code. */
export async function readSlots(page: Page): Promise<Map<number, string>> {
  const pairs = await page
    .locator(CARD)
    .evaluateAll((elements) =>
      elements.map((e) => [e.getAttribute("data-slot"), e.getAttribute("data-card")]),
    );
  const slots = new Map<number, string>();
  for (const [slot, card] of pairs) if (slot && card) slots.set(Number(slot), card);
  return slots;
}

/** The slots of one set on the table, or null when it holds none. */
export function setSlots(slots: ReadonlyMap<number, string>): number[] | null {
  const bySlot = [...slots];
  const first = findSets(bySlot.map(([, card]) => card))[0];
  if (!first) return null;
  return first.map((card) => bySlot.find(([, c]) => c === card)![0]);
}

/** Three slots whose cards are not a set. */
export function wrongSlots(slots: ReadonlyMap<number, string>): number[] {
  const bySlot = [...slots];
  for (let a = 0; a < bySlot.length; a++)
    for (let b = a + 1; b < bySlot.length; b++)
      for (let c = b + 1; c < bySlot.length; c++) {
        const three = [bySlot[a]!, bySlot[b]!, bySlot[c]!];
        if (!isSet(three.map(([, card]) => card))) return three.map(([slot]) => slot);
      }
  throw new Error("every three cards on the table are a set");
}

/** Presses the keys of these slots, in order. */
export async function pressSlots(
  page: Page,
  keys: readonly string[],
  slots: readonly number[],
): Promise<void> {
  for (const slot of slots) await page.keyboard.press(keys[slot]!);
}
