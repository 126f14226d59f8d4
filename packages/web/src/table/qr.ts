/**
 * A link as a QR code, for a phone's camera: the modules from `uqr` and one SVG path of the dark
 * ones. Loaded with the QR code only (QrCode.tsx), never with the lobby.
 */
import { encode } from "uqr";

/** Light modules around the code: the quiet zone the QR standard asks for (4 modules). */
export const QUIET_ZONE = 4;

/** Error correction level M (15 % of the code may be lost): read reliably from a screen. */
export const QR_ECC = "M";

/** The code's modules, row by row, without margin: `true` is dark. */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: QR_ECC, border: 0 }).data;
}

/**
 * The dark modules as one SVG path in module units, shifted by the quiet zone: each run of dark
 * modules in a row is one rectangle (`M x y h run v 1 h -run z`), so the code is crisp at any size.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      const run = x - start;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`);
    }
  });
  return parts.join("");
}

/** The dark modules a path of `qrPath` draws, read back (for tests: the code drawn is the code meant). */
export function modulesOfPath(path: string, size: number): boolean[][] {
  const modules = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const row = modules[Number(y) - QUIET_ZONE];
    for (let i = 0; i < Number(run); i++) if (row) row[Number(x) - QUIET_ZONE + i] = true;
  }
  return modules;
}
