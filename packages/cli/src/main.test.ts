import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The built binary; these tests run only after `npx tsc -b` (they check the real process: shebang,
// exit codes, streams). Everything else is tested by calling the commands directly.
const binary = fileURLToPath(new URL("../dist/main.js", import.meta.url));

function parlor(...args: string[]): { stdout: string; stderr: string; status: number | null } {
  const result = spawnSync(process.execPath, [binary, ...args], { encoding: "utf8", timeout: 30_000 });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

describe.skipIf(!existsSync(binary))("the built parlor binary", () => {
  it("finds sets and prints usage", () => {
    expect(parlor("sets", "0000", "1111", "2222")).toEqual({
      stdout: '[["0000","1111","2222"]]\n',
      stderr: "",
      status: 0,
    });
    const help = parlor();
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("parlor simulate <game>");
  });

  it("reports bad input in one line with exit 2, without a stack", () => {
    const result = parlor("simulate", "no-such-game");
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^parlor: simulate: unknown game 'no-such-game'; known games: [^\n]+\n$/);
    const unknown = parlor("sets", "0000", "9999");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^parlor: sets: '9999' is not a card[^\n]*\n$/);
  });
});
