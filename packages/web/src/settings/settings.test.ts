import { afterEach, describe, expect, it } from "vitest";
import { motionReduced, resolvedTheme } from "./apply";
import {
  DEFAULT_SETTINGS,
  getSettings,
  parseSettings,
  resetSettingsForTests,
  SETTINGS_KEY,
  subscribeSettings,
  updateSettings,
  type KeyValueStore,
} from "./settings";

const memory = (): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

afterEach(() => resetSettingsForTests());

describe("settings", () => {
  it("start with sounds off, the system's theme and motion, the Parlor deck and the default keys", () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.sound).toBe(false);
  });

  it("keep each stored field that is one of its choices and ignore the rest", () => {
    const raw = JSON.stringify({
      theme: "dark",
      deck: "neon",
      sound: "yes",
      motion: "reduced",
      pcKeys: [[["KeyQ"]]],
    });
    expect(parseSettings(raw)).toEqual({
      ...DEFAULT_SETTINGS,
      theme: "dark",
      motion: "reduced",
      pcKeys: [[["KeyQ"]]],
    });
    expect(parseSettings("not json")).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings("[1,2]")).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(JSON.stringify({ pcKeys: [[["KeyQ", 3]]] })).pcKeys).toBeNull();
  });

  it("are kept in storage and told to listeners when changed", () => {
    const store = memory();
    const seen: boolean[] = [];
    subscribeSettings((s) => seen.push(s.sound));
    updateSettings({ sound: true }, store);
    expect(seen).toEqual([true]);
    expect(getSettings(store).sound).toBe(true);
    expect(parseSettings(store.data.get(SETTINGS_KEY) ?? null).sound).toBe(true);
  });

  it("resolve 'system' from the system's preferences and follow an explicit choice otherwise", () => {
    expect(resolvedTheme(DEFAULT_SETTINGS, true)).toBe("dark");
    expect(resolvedTheme(DEFAULT_SETTINGS, false)).toBe("light");
    expect(resolvedTheme({ ...DEFAULT_SETTINGS, theme: "light" }, true)).toBe("light");
    expect(motionReduced(DEFAULT_SETTINGS, true)).toBe(true);
    expect(motionReduced({ ...DEFAULT_SETTINGS, motion: "full" }, true)).toBe(false);
    expect(motionReduced({ ...DEFAULT_SETTINGS, motion: "reduced" }, false)).toBe(true);
  });
});
