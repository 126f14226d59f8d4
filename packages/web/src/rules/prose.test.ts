import { readdirSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { Prose } from "./Prose";
import { GAME_UIS } from "../games/registry";
import { rulesPath, textKey } from "./games";

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

/** The namespaces of the page's words: the files of a language. */
const NAMESPACES = readdirSync(new URL("../i18n/locales/en/", import.meta.url)).map((file) =>
  file.replace(/\.json$/, ""),
);

describe("the rules pages", () => {
  it("have an address per game, and each game's text under its id in camel case", () => {
    expect(rulesPath("set-pc")).toBe("/rules/set-pc");
    expect(textKey("set-patterns")).toBe("setPatterns");
  });

  it("list every game's parts from the goal to the end, each once, in the namespace of its pieces", () => {
    for (const [game, ui] of Object.entries(GAME_UIS)) {
      const { contents, namespace } = ui.rules;
      expect(contents[0], game).toBe("goal");
      expect(contents.at(-1), game).toBe("end");
      expect(new Set(contents).size, game).toBe(contents.length);
      expect(contents, game).not.toContain("options");
      expect(NAMESPACES, game).toContain(namespace);
    }
  });
});
