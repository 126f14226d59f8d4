// Checks the project's Markdown: every relative link leads to a file that exists, every #anchor to a
// heading (or an explicit <a id>/<a name>) of the page it names, and every code block marked runnable
// runs and succeeds (and prints what the output block after it says, when it has one).
//
//   npm run check:docs                    README, CONTRIBUTING, CHANGELOG, docs/, packages/*/README.md
//   node scripts/check-docs.mjs --no-run  links and anchors only
//   node scripts/check-docs.mjs FILE…     only these pages (docs/api/*.md too)
//
// Runnable blocks, by their fence's info string (its first word is the language, as GitHub reads it):
//   ```js runnable   (or mjs)  an ES module, run by `node --input-type=module` from the repository root,
//                              so `@parlor/engine` and the other workspaces resolve to their builds
//                              (`npm run check:docs` brings them up to date first: `tsc -b`);
//   ```sh runnable   (or bash) a script, run by `bash -euo pipefail` from the repository root.
// Each must exit with 0 within RUN_TIMEOUT_MS. A block fenced ```text output right after a runnable
// block is what it must print on its standard output (trailing spaces and blank lines aside).
//
// Uses nothing but Node's own modules. The pure parts (slugs, headings, links, blocks) are exported for
// scripts/check-docs.test.mjs.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
/** The pages checked when no file is named: these at the root, if present, and the folders below. */
const ROOT_PAGES = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"];
const DOCS_FOLDER = "docs";
/**
 * The generated API reference (`npm run docs:api`), left out by default: typedoc-plugin-markdown
 * numbers a few anchors as GitHub does not. Name its files to check them.
 */
const GENERATED = join("docs", "api");
const PACKAGES_FOLDER = "packages";
/** How long one runnable block may take. */
const RUN_TIMEOUT_MS = 120_000;
/** Output kept from a failed block, from its end. */
const FAILURE_TAIL_CHARS = 2_000;
/** The info string's word that marks a block to run, and the one that marks its expected output. */
const RUNNABLE = "runnable";
const OUTPUT = "output";
/** How each language of a runnable block is run: a command and its arguments, the code the last. */
const NODE_MODULE = (code) => [process.execPath, ["--input-type=module", "--eval", code]];
const BASH = (code) => ["bash", ["-euo", "pipefail", "-c", code]];
const RUNNERS = { js: NODE_MODULE, mjs: NODE_MODULE, sh: BASH, bash: BASH };

/**
 * A heading's anchor as GitHub makes it: the heading's text as it reads (no Markdown marks, a link's
 * text without its target), lower case, without punctuation but hyphens and underscores, each space a
 * hyphen. The same slug a second time gets "-1", a third "-2" (see `anchorsOf`).
 */
export function slugify(heading) {
  return readableText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** A line of Markdown as it reads: code spans' text kept, links' and images' text, no emphasis or tags. */
function readableText(markdown) {
  const parts = markdown.split(/(`+)([^`]*?)\1/);
  let text = "";
  // split() with two groups gives: text, ticks, code, text, ticks, code, … text.
  for (let i = 0; i < parts.length; i += 3) {
    text += withoutMarks(parts[i] ?? "");
    if (i + 2 < parts.length) text += parts[i + 2] ?? "";
  }
  return text.trim();
}

/** A backslash-escaped punctuation character (`\_`), which is itself and never a Markdown mark. */
const ESCAPED = /\\([!-/:-@[-`{-~])/g;
/** Escaped characters are kept meanwhile in Unicode's private use area, from here. */
const PRIVATE_USE = 0xe000;

function withoutMarks(text) {
  return text
    .replace(ESCAPED, (_, char) => String.fromCharCode(PRIVATE_USE + char.charCodeAt(0)))
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[*~]+/g, "")
    .replace(/(^|[^\p{L}\p{N}_])_+|_+(?=[^\p{L}\p{N}]|$)/gu, "$1")
    .replace(/[\ue000-\ue07f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - PRIVATE_USE));
}

/** A fence's opening or closing line: three or more backticks or tildes (indented too: in a list). */
const FENCE = /^[ \t]*(`{3,}|~{3,})(.*)$/;

/**
 * The page cut into lines, with each line of a fenced code block (its fences too) marked `code`, and
 * the blocks themselves: their info string's words, their text and the line they open on (from 1).
 */
export function scan(markdown) {
  const lines = markdown.split(/\r?\n/);
  const code = lines.map(() => false);
  const blocks = [];
  let open = null;
  lines.forEach((line, index) => {
    const fence = FENCE.exec(line);
    if (open === null) {
      if (fence === null || (fence[1]?.startsWith("`") && fence[2]?.includes("`"))) return;
      open = {
        marker: fence[1] ?? "",
        info: (fence[2] ?? "").trim().split(/\s+/).filter(Boolean),
        start: index,
      };
      code[index] = true;
      return;
    }
    code[index] = true;
    const closes =
      fence !== null &&
      fence[1]?.[0] === open.marker[0] &&
      (fence[1]?.length ?? 0) >= open.marker.length &&
      fence[2]?.trim() === "";
    if (!closes) return;
    blocks.push({
      info: open.info,
      text: lines.slice(open.start + 1, index).join("\n"),
      line: open.start + 1,
    });
    open = null;
  });
  return { lines, code, blocks };
}

/**
 * Every anchor a page has: its headings' slugs (ATX `#` headings and setext ones underlined with `=` or
 * `-`, duplicates numbered as GitHub does) and the ids and names of its HTML tags (`<a id="…">`).
 */
export function anchorsOf(markdown) {
  const { lines, code } = scan(markdown);
  const anchors = new Set();
  const seen = new Map();
  const addHeading = (text) => {
    const slug = slugify(text);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  };
  lines.forEach((line, index) => {
    if (code[index]) return;
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    const next = lines[index + 1];
    if (atx !== null) addHeading(atx[1] ?? "");
    else if (
      next !== undefined &&
      !code[index + 1] &&
      /^ {0,3}(=+|-+)[ \t]*$/.test(next) &&
      isParagraphLine(line)
    )
      addHeading(line);
    for (const match of line.matchAll(/<[a-z][\w-]*\b[^>]*?\s(?:id|name)\s*=\s*["']([^"']+)["']/gi)) {
      anchors.add(match[1] ?? "");
    }
  });
  return anchors;
}

/** Whether a line may be a setext heading's text: not blank, a list item, a quote, a table or a tag. */
function isParagraphLine(line) {
  return line.trim() !== "" && !/^ {0,3}([-*+>|<]|\d+[.)])/.test(line) && !/^ {4}/.test(line);
}

/**
 * Every link destination of a page outside code: inline links and images `[text](dest "title")`,
 * reference definitions `[label]: dest`, and HTML `href`/`src` attributes, each with its line (from 1).
 * A link's text may run over several lines.
 */
export function linksOf(markdown) {
  const { lines, code } = scan(markdown);
  // Code blocks and code spans hold no links: blank them out, keeping every line where it was.
  const prose = lines
    .map((line, index) => (code[index] ? "" : line))
    .join("\n")
    .replace(/(`+)[^`]*?\1/g, (span) => span.replace(/[^\n]/g, " "));
  const lineAt = (offset) => prose.slice(0, offset).split("\n").length;
  const links = [];
  const inline =
    /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>\n]*>|(?:[^\s()]|\([^\s()]*\))*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
  for (const match of prose.matchAll(inline)) {
    links.push({ target: unbracket(match[1] ?? ""), line: lineAt(match.index) });
  }
  for (const match of prose.matchAll(/^ {0,3}\[[^\]]+\]:[ \t]*(<[^>\n]*>|\S+)/gm)) {
    links.push({ target: unbracket(match[1] ?? ""), line: lineAt(match.index) });
  }
  for (const match of prose.matchAll(/<[a-z][\w-]*\b[^>]*?\s(?:href|src)\s*=\s*["']([^"']*)["']/gi)) {
    links.push({ target: match[1] ?? "", line: lineAt(match.index) });
  }
  return links.filter((link) => link.target !== "");
}

function unbracket(target) {
  return target.startsWith("<") && target.endsWith(">") ? target.slice(1, -1) : target;
}

/** Whether a destination leaves the repository: a scheme (`https:`, `mailto:`) or `//host`. */
function isExternal(target) {
  return /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith("//");
}

/** A destination's %-escapes decoded (a stray `%` left as it is). */
function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The problems of one page's links: files that do not exist, anchors that match no heading. `file` is
 * the page's path; `fs` answers `exists(path)`, `isFile(path)` and `read(path)` (a page's text) for
 * absolute paths. A link starting with `/` is taken from `root`, as GitHub takes it from the repository.
 */
export function checkLinks(file, markdown, fs, root = ROOT) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsFor = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(path === file ? markdown : fs.read(path)));
    return anchorCache.get(path);
  };
  for (const { target, line } of linksOf(markdown)) {
    if (isExternal(target)) continue;
    const hash = target.indexOf("#");
    const pathPart = hash === -1 ? target : target.slice(0, hash);
    const anchor = hash === -1 ? null : decoded(target.slice(hash + 1));
    let path = decoded(pathPart.split("?")[0] ?? "");
    path = path === "" ? file : path.startsWith("/") ? join(root, path) : resolve(dirname(file), path);
    const self = path === file;
    if (!self && !fs.exists(path)) {
      problems.push({ file, line, message: `broken link: ${target} (no ${relative(root, path) || path})` });
      continue;
    }
    if (anchor === null || anchor === "" || !(self || fs.isFile(path)) || !path.endsWith(".md")) continue;
    if (!anchorsFor(path).has(anchor)) {
      const page = self ? "this page" : relative(root, path);
      problems.push({ file, line, message: `broken anchor: ${target} (no heading '#${anchor}' in ${page})` });
    }
  }
  return problems;
}

/**
 * The runnable blocks of a page, each with the output it must print (the text of a ```text output
 * block right after it), or null when it has none; unknown languages are given as `lang` to refuse.
 */
export function runnableBlocks(markdown) {
  const runnable = [];
  const { blocks } = scan(markdown);
  blocks.forEach((block, index) => {
    if (!block.info.includes(RUNNABLE)) return;
    // Prose may sit between the block and its output ("It prints:"), but no other block.
    const next = blocks[index + 1];
    const output = next?.info.includes(OUTPUT) && !next.info.includes(RUNNABLE) ? next.text : null;
    runnable.push({ lang: block.info[0] ?? "", code: block.text, line: block.line, output });
  });
  return runnable;
}

/** What a program printed, for comparing with an output block: no trailing spaces or blank lines. */
export function normalizeOutput(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .join("\n")
    .trimEnd();
}

/** Runs one runnable block from the repository root; a problem, or null when it ran as it should. */
function runBlock(file, block) {
  const runner = RUNNERS[block.lang];
  if (runner === undefined) {
    const known = Object.keys(RUNNERS).join(", ");
    return { file, line: block.line, message: `a runnable block in '${block.lang}': only ${known} run` };
  }
  const [command, args] = runner(block.code);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    timeout: RUN_TIMEOUT_MS,
    killSignal: "SIGKILL",
  });
  const tail = (text) => (text ?? "").slice(-FAILURE_TAIL_CHARS).trimEnd();
  if (result.error !== undefined || result.status !== 0) {
    const why =
      result.error?.code === "ETIMEDOUT"
        ? `did not finish within ${RUN_TIMEOUT_MS} ms`
        : result.error !== undefined
          ? `could not start: ${result.error.message}`
          : `exited with ${result.status ?? result.signal}`;
    const said = tail(result.stderr || result.stdout);
    return { file, line: block.line, message: `runnable block ${why}${said === "" ? "" : `\n${said}`}` };
  }
  const printed = normalizeOutput(result.stdout);
  if (block.output !== null && printed !== normalizeOutput(block.output)) {
    const message = `runnable block printed something else than its output block; it printed:\n${printed}`;
    return { file, line: block.line, message };
  }
  return null;
}

/** Every `.md` file under a folder (none when it does not exist), `node_modules` aside. */
function markdownUnder(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      const skipped = entry.name === "node_modules" || relative(ROOT, path) === GENERATED;
      return skipped ? [] : markdownUnder(path);
    }
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

/** The pages checked by default: the root's, docs/ (the API reference aside), the packages' READMEs. */
function defaultPages() {
  const packages = existsSync(join(ROOT, PACKAGES_FOLDER))
    ? readdirSync(join(ROOT, PACKAGES_FOLDER)).map((name) => join(ROOT, PACKAGES_FOLDER, name, "README.md"))
    : [];
  return [
    ...ROOT_PAGES.map((name) => join(ROOT, name)),
    ...markdownUnder(join(ROOT, DOCS_FOLDER)),
    ...packages,
  ]
    .filter((path) => existsSync(path))
    .sort();
}

/** "1 page", "2 pages". */
function counted(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

const realFs = {
  exists: existsSync,
  isFile: (path) => existsSync(path) && statSync(path).isFile(),
  read: (path) => readFileSync(path, "utf8"),
};

function main(argv) {
  const run = !argv.includes("--no-run");
  const named = argv.filter((arg) => !arg.startsWith("--")).map((arg) => resolve(arg));
  const pages = named.length > 0 ? named : defaultPages();
  const problems = [];
  let ran = 0;
  for (const page of pages) {
    if (!realFs.isFile(page)) {
      problems.push({ file: page, line: 0, message: "no such page" });
      continue;
    }
    const markdown = realFs.read(page);
    problems.push(...checkLinks(page, markdown, realFs));
    if (!run) continue;
    for (const block of runnableBlocks(markdown)) {
      const problem = runBlock(page, block);
      ran++;
      if (problem !== null) problems.push(problem);
    }
  }
  for (const { file, line, message } of problems) {
    console.error(`${relative(ROOT, file).split(sep).join("/")}:${line}: ${message}`);
  }
  const blocks = run ? `, ${counted(ran, "runnable block")} run` : "";
  console.log(
    `check-docs: ${counted(pages.length, "page")}${blocks}, ${counted(problems.length, "problem")}`,
  );
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
