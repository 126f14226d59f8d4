import { describe, expect, it } from "vitest";
import { wrappedFocus } from "./focus";

describe("the focus kept inside a modal", () => {
  it("wraps Tab from the last control to the first, and Shift+Tab from the first to the last", () => {
    expect(wrappedFocus(2, 3, false)).toBe(0);
    expect(wrappedFocus(0, 3, true)).toBe(2);
  });

  it("lets the browser move between the controls inside", () => {
    expect(wrappedFocus(0, 3, false)).toBeNull();
    expect(wrappedFocus(1, 3, true)).toBeNull();
  });

  it("brings a focus from outside to the first control, or the last going back", () => {
    expect(wrappedFocus(-1, 3, false)).toBe(0);
    expect(wrappedFocus(-1, 3, true)).toBe(2);
  });

  it("does nothing with no control", () => {
    expect(wrappedFocus(-1, 0, false)).toBeNull();
  });

  it("keeps a single control focused", () => {
    expect(wrappedFocus(0, 1, false)).toBe(0);
    expect(wrappedFocus(0, 1, true)).toBe(0);
  });
});
