import { afterEach, describe, expect, it } from "vitest";
import { resetSettingsForTests, updateSettings, type KeyMap } from "../../settings/settings";
import {
  assignKey,
  blockWords,
  KEY_ROWS,
  keyForSlot,
  keyLabel,
  keyRows,
  placeOfKey,
  playableKey,
  slotForKey,
  validKeyMap,
} from "./keys";

/** Settings kept in memory only (no local storage in Node). */
const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

/** The default blocks with player A's first key (Q) turned into T. */
const withT = (): KeyMap => {
  const result = assignKey(KEY_ROWS, { player: 0, row: 0, column: 0 }, "KeyT");
  if (!result.ok) throw new Error(`KeyT refused: ${result.reason}`);
  return result.map;
};

afterEach(() => resetSettingsForTests());

describe("remapping the PC Set Game's keys", () => {
  it("gives a free key to a slot and changes nothing else", () => {
    const map = withT();
    expect(map[0]?.[0]).toEqual(["KeyT", "KeyW", "KeyE", "KeyR"]);
    expect(map.slice(1)).toEqual(KEY_ROWS.slice(1));
    expect(map[0]?.slice(1)).toEqual(KEY_ROWS[0]?.slice(1));
    expect(validKeyMap(map)).toBe(true);
    // The defaults are untouched.
    expect(KEY_ROWS[0]?.[0]?.[0]).toBe("KeyQ");
  });

  it("refuses a key the same player already has for another slot, and says where", () => {
    expect(assignKey(KEY_ROWS, { player: 0, row: 0, column: 0 }, "KeyS")).toEqual({
      ok: false,
      reason: "same-block",
      taken: { player: 0, row: 1, column: 1 },
    });
  });

  it("refuses a key of the other player's block, and says where", () => {
    expect(assignKey(KEY_ROWS, { player: 0, row: 2, column: 3 }, "Slash")).toEqual({
      ok: false,
      reason: "other-block",
      taken: { player: 1, row: 2, column: 3 },
    });
    expect(assignKey(KEY_ROWS, { player: 1, row: 0, column: 0 }, "KeyQ")).toMatchObject({
      ok: false,
      reason: "other-block",
    });
  });

  it("accepts a slot's own key again (nothing changes)", () => {
    const result = assignKey(KEY_ROWS, { player: 1, row: 1, column: 3 }, "Semicolon");
    expect(result).toEqual({ ok: true, map: KEY_ROWS });
  });

  it("refuses keys that work the page or the browser (Escape, Tab, Enter, Space, modifiers, F keys)", () => {
    for (const code of ["Escape", "Tab", "Enter", "Space", "ShiftLeft", "ControlRight", "MetaLeft", "F5"]) {
      expect(playableKey(code), code).toBe(false);
      expect(assignKey(KEY_ROWS, { player: 0, row: 0, column: 0 }, code)).toEqual({
        ok: false,
        reason: "not-playable",
      });
    }
    for (const code of ["KeyT", "Digit7", "Numpad4", "BracketLeft", "Quote", "IntlBackslash"])
      expect(playableKey(code), code).toBe(true);
  });

  it("knows a valid map: the default shape, playable keys, none twice", () => {
    expect(validKeyMap(KEY_ROWS)).toBe(true);
    const twice = KEY_ROWS.map((block, p) =>
      block.map((row, r) => (p === 1 && r === 0 ? ["KeyQ", ...row.slice(1)] : row)),
    );
    expect(validKeyMap(twice)).toBe(false);
    expect(validKeyMap([KEY_ROWS[0]!])).toBe(false);
    expect(validKeyMap(KEY_ROWS.map((block) => block.slice(0, 2)))).toBe(false);
    const escape = KEY_ROWS.map((block, p) =>
      block.map((row, r) => (p === 0 && r === 0 ? ["Escape", ...row.slice(1)] : row)),
    );
    expect(validKeyMap(escape)).toBe(false);
  });

  it("finds where a key is", () => {
    expect(placeOfKey(KEY_ROWS, "Period")).toEqual({ player: 1, row: 2, column: 2 });
    expect(placeOfKey(KEY_ROWS, "KeyT")).toBeNull();
  });

  it("names keys as a US keyboard prints them unless the layout says otherwise", () => {
    expect(keyLabel("KeyQ")).toBe("Q");
    expect(keyLabel("Digit7")).toBe("7");
    expect(keyLabel("Numpad4")).toBe("NUM 4");
    expect(keyLabel("BracketLeft")).toBe("[");
    expect(keyLabel("KeyQ", { KeyQ: "a" })).toBe("A");
  });
});

describe("the PC table's keys follow the settings", () => {
  it("use the defaults until the person remaps a key, then the remapped key everywhere", () => {
    const store = memory();
    expect(slotForKey("KeyQ", 4, 3)).toEqual({ player: 0, slot: 0 });
    expect(slotForKey("KeyT", 4, 3)).toBeNull();

    updateSettings({ pcKeys: withT() }, store);
    expect(keyRows()).toEqual(withT());
    expect(slotForKey("KeyT", 4, 3)).toEqual({ player: 0, slot: 0 });
    expect(slotForKey("KeyQ", 4, 3)).toBeNull();
    expect(keyForSlot(0, 0, 4)).toBe("KeyT");
    expect(blockWords(0, 4, 3)).toBe("T W E R / A S D F / Z X C V");
    // Player B's keys are as they were.
    expect(slotForKey("Slash", 4, 3)).toEqual({ player: 1, slot: 11 });

    updateSettings({ pcKeys: null }, store);
    expect(slotForKey("KeyQ", 4, 3)).toEqual({ player: 0, slot: 0 });
  });

  it("fall back to the defaults when the stored map is not valid (a key twice)", () => {
    const broken = KEY_ROWS.map((block, p) =>
      block.map((row, r) => (p === 1 && r === 0 ? ["KeyQ", ...row.slice(1)] : row)),
    );
    updateSettings({ pcKeys: broken }, memory());
    expect(keyRows()).toBe(KEY_ROWS);
    expect(slotForKey("KeyU", 4, 3)).toEqual({ player: 1, slot: 0 });
  });
});
