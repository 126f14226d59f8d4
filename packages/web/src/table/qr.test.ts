import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { modulesOfPath, QUIET_ZONE, qrModules, qrPath } from "./qr.js";

describe("a link as a QR code", () => {
  const link = "http://localhost:8080/table/AbC123xyz#t=tFANpOddNKrtNgcB37y2TOmZ";

  it("draws exactly the dark modules of the code, inside the quiet zone", () => {
    const modules = qrModules(link);
    expect(modules.length).toBeGreaterThan(20);
    const path = qrPath(modules);
    expect(modulesOfPath(path, modules.length)).toEqual(modules);
    // Nothing is drawn in the quiet zone.
    for (const [, x, y] of path.matchAll(/M(\d+) (\d+)/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(Number(y)).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(Number(y)).toBeLessThan(QUIET_ZONE + modules.length);
    }
  });

  it("is the code of the link and of nothing else", () => {
    expect(qrModules(link)).toEqual(encode(link, { ecc: "M", border: 0 }).data);
    expect(qrModules(link)).not.toEqual(qrModules(`${link}x`));
  });

  it("draws a run of dark modules as one rectangle", () => {
    expect(
      qrPath([
        [true, true, false],
        [false, true, true],
      ]),
    ).toBe(`M${QUIET_ZONE} ${QUIET_ZONE}h2v1h-2zM${QUIET_ZONE + 1} ${QUIET_ZONE + 1}h2v1h-2z`);
  });
});
