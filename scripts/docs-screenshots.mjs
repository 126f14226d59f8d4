// Copies the screenshots the docs show from the browser tests' output into docs/images, so they can be
// refreshed after a browser run:
//
//   npm run build -w @parlor/web && npm run test:browser   (writes test-artifacts/screenshots/)
//   node scripts/docs-screenshots.mjs
//
// Each image is a 1280x800 window (the layout check's "laptop" size) of a table in play. The map below
// names the test's screenshot for each picture; change it to show another moment. Uses nothing but
// Node's own modules. Exits 1, naming them, when screenshots are missing (nothing is copied then).
import { copyFileSync, existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const from = join(root, "test-artifacts", "screenshots");
const to = join(root, "docs", "images");

/** docs/images/<name> ← test-artifacts/screenshots/<screenshot>. */
export const SCREENSHOTS = {
  // The README's picture: French Tarot, the taker to play, the hand's lit cards.
  "table.png": "layout-tarot-play-laptop.png",
  "set-pc.png": "layout-pc-play-laptop.png",
  "set-patterns.png": "layout-patterns-play-laptop.png",
  "set-super.png": "layout-super-play-laptop.png",
  "set-classic.png": "layout-classic-play-laptop.png",
  "ruhd.png": "layout-ruhd-turn-laptop.png",
  // French Tarot's page: the dog shown and the discard chosen card by card.
  "tarot.png": "layout-tarot-discard-laptop.png",
  "buraco.png": "layout-buraco-meld-laptop.png",
};

/** A picture the docs carry should stay small: the repository keeps every version of it. */
const MOST_BYTES = 400 * 1024;

const missing = Object.values(SCREENSHOTS).filter((name) => !existsSync(join(from, name)));
if (missing.length > 0) {
  console.error(
    `docs-screenshots: not in ${from}: ${missing.join(", ")}. Run the browser tests first ` +
      "(npm run build -w @parlor/web && npm run test:browser).",
  );
  process.exit(1);
}

mkdirSync(to, { recursive: true });
for (const [image, screenshot] of Object.entries(SCREENSHOTS)) {
  copyFileSync(join(from, screenshot), join(to, image));
  const kb = Math.round(statSync(join(to, image)).size / 1024);
  const note = kb * 1024 > MOST_BYTES ? ` (over ${MOST_BYTES / 1024} KB: pick a smaller screenshot)` : "";
  console.log(`docs/images/${image} <- ${screenshot}, ${kb} KB${note}`);
}
