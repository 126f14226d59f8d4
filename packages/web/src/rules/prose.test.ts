import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { Prose } from "./Prose";
import { rulesGameOf, rulesPath, textKey } from "./games";

describe("a rules text", () => {
  it("becomes paragraphs, lists and strong words", () => {
    const html = renderToStaticMarkup(
      createElement(Prose, { text: "One **two**\nthree.\n\n- a\n- **b**\n\nLast." }),
    );
    expect(html).toBe(
      "<p>One <strong>two</strong> three.</p><ul><li>a</li><li><strong>b</strong></li></ul><p>Last.</p>",
    );
  });
});

describe("the rules addresses", () => {
  it("name the six games and nothing else", () => {
    expect(rulesGameOf(rulesPath("set-pc"))).toBe("set-pc");
    expect(rulesGameOf("/rules/buraco/")).toBe("buraco");
    expect(rulesGameOf("/rules/chess")).toBeNull();
    expect(rulesGameOf("/rules/toString")).toBeNull();
    expect(rulesGameOf("/rules")).toBeNull();
    expect(textKey("set-patterns")).toBe("setPatterns");
  });
});
