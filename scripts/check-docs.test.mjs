import { describe, expect, it } from "vitest";
import {
  anchorsOf,
  checkLinks,
  linksOf,
  normalizeOutput,
  runnableBlocks,
  scan,
  slugify,
} from "./check-docs.mjs";

const FENCE = "```";

/** A file system of a few pages under /repo, for `checkLinks`. */
function fakeFs(pages, folders = []) {
  return {
    exists: (path) => Object.hasOwn(pages, path) || folders.includes(path),
    isFile: (path) => Object.hasOwn(pages, path),
    read: (path) => pages[path],
  };
}

describe("slugify, as GitHub makes a heading's anchor", () => {
  it("lowers the case, drops punctuation and joins words with hyphens", () => {
    expect(slugify("Running a match with bots")).toBe("running-a-match-with-bots");
    expect(slugify("What's new? (v0.1)")).toBe("whats-new-v01");
    expect(slugify("Install, then run: npm start")).toBe("install-then-run-npm-start");
    expect(slugify("Seats -- and teams")).toBe("seats----and-teams");
  });

  it("keeps letters of every language, underscores and code, and drops Markdown marks", () => {
    expect(slugify("Règles du jeu")).toBe("règles-du-jeu");
    expect(slugify("`npm test`: the tiers")).toBe("npm-test-the-tiers");
    expect(slugify("`snake_case` and __bold__ and *it*")).toBe("snake_case-and-bold-and-it");
    expect(slugify("HUMAN\\_LEVELS")).toBe("human_levels");
    expect(slugify("See [the guide](docs/engine.md)")).toBe("see-the-guide");
  });
});

describe("anchorsOf", () => {
  it("numbers a repeated heading's anchors, skips code blocks and reads setext headings and ids", () => {
    const page = [
      "# Parlor",
      "## Install",
      FENCE + "sh",
      "# not a heading",
      FENCE,
      "### Install",
      "Usage",
      "=====",
      "Options",
      "-------",
      "#### Install #",
      '<a id="custom-place"></a>',
    ].join("\n");
    expect([...anchorsOf(page)].sort()).toEqual(
      ["custom-place", "install", "install-1", "install-2", "options", "parlor", "usage"].sort(),
    );
  });
});

describe("scan", () => {
  it("finds fenced blocks with their info strings and lines, fences of tildes and longer fences too", () => {
    const page = ["text", "````js runnable", FENCE, "````", "~~~sh", "ls", "~~~"].join("\n");
    expect(scan(page).blocks).toEqual([
      { info: ["js", "runnable"], text: FENCE, line: 2 },
      { info: ["sh"], text: "ls", line: 5 },
    ]);
  });
});

describe("linksOf", () => {
  it("finds inline links, images, reference definitions and HTML links with their lines", () => {
    const page = [
      "See [the guide](docs/engine.md#install) and ![a card](img/card.png 'A card').",
      "A link whose [text runs",
      "over two lines](CONTRIBUTING.md).",
      "[ref]: docs/deploy.md",
      '<a href="docs/security.md">security</a>',
      "[with parentheses](<docs/a b.md>) and [a page](page_(1).md)",
    ].join("\n");
    expect(linksOf(page)).toEqual([
      { target: "docs/engine.md#install", line: 1 },
      { target: "img/card.png", line: 1 },
      { target: "CONTRIBUTING.md", line: 2 },
      { target: "docs/a b.md", line: 6 },
      { target: "page_(1).md", line: 6 },
      { target: "docs/deploy.md", line: 4 },
      { target: "docs/security.md", line: 5 },
    ]);
  });

  it("finds no link in code spans or code blocks", () => {
    const page = ["Type `[x](nowhere.md)` to link.", FENCE, "[y](nowhere.md)", FENCE].join("\n");
    expect(linksOf(page)).toEqual([]);
  });
});

describe("checkLinks", () => {
  const fs = fakeFs(
    {
      "/repo/README.md": "# Parlor\n## Quick start\n",
      "/repo/docs/engine.md": "# The engine\n## Install\n",
    },
    ["/repo/packages"],
  );

  it("accepts links to files, folders, headings and external pages", () => {
    const page = [
      "[home](../README.md#quick-start), [up](#the-engine), [code](../packages),",
      "[site](https://example.com/x.md#nothing), [mail](mailto:a@b.c), [root](/README.md)",
    ].join("\n");
    expect(checkLinks("/repo/docs/engine.md", page + "\n# The engine\n", fs, "/repo")).toEqual([]);
  });

  it("reports a link to a missing file and an anchor no heading has, with their lines", () => {
    const page = "# Guide\n\n[gone](missing.md)\n\n[home](../README.md#install) [self](#guides)\n";
    expect(checkLinks("/repo/docs/guide.md", page, fs, "/repo")).toEqual([
      { file: "/repo/docs/guide.md", line: 3, message: "broken link: missing.md (no docs/missing.md)" },
      {
        file: "/repo/docs/guide.md",
        line: 5,
        message: "broken anchor: ../README.md#install (no heading '#install' in README.md)",
      },
      {
        file: "/repo/docs/guide.md",
        line: 5,
        message: "broken anchor: #guides (no heading '#guides' in this page)",
      },
    ]);
  });
});

describe("runnableBlocks", () => {
  it("gives the runnable blocks, each with the output block after it, if any", () => {
    const page = [
      FENCE + "js runnable",
      "console.log(1)",
      FENCE,
      "It prints:",
      FENCE + "text output",
      "1",
      FENCE,
      FENCE + "sh",
      "not run",
      FENCE,
      FENCE + "sh runnable",
      "true",
      FENCE,
    ].join("\n");
    expect(runnableBlocks(page)).toEqual([
      { lang: "js", code: "console.log(1)", line: 1, output: "1" },
      { lang: "sh", code: "true", line: 11, output: null },
    ]);
  });

  it("compares outputs without trailing spaces and blank lines", () => {
    expect(normalizeOutput("a  \r\nb\n\n")).toBe(normalizeOutput("a\nb"));
  });
});
