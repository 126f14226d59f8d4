import { describe, expect, it } from "vitest";
import { shownTheme, toggledTheme } from "./theme";

describe("the header's theme toggle", () => {
  it("chooses the other theme than the one shown", () => {
    expect(toggledTheme("light")).toBe("dark");
    expect(toggledTheme("dark")).toBe("light");
  });

  it("reads the theme shown from <html data-theme>, light when unset", () => {
    expect(shownTheme({ dataset: { theme: "dark" } })).toBe("dark");
    expect(shownTheme({ dataset: { theme: "light" } })).toBe("light");
    expect(shownTheme({ dataset: {} })).toBe("light");
    expect(shownTheme(undefined)).toBe("light");
  });
});
