import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { describe, expect, it, onTestFinished } from "vitest";

// The built binary; these tests run only after `npx tsc -b` (they check the real process: shebang,
// exit codes, streams). Everything else is tested by calling the commands directly.
const binary = fileURLToPath(new URL("../dist/main.js", import.meta.url));

interface Ran {
  stdout: string;
  stderr: string;
  status: number | null;
}

function parlor(...args: string[]): Ran {
  const result = spawnSync(process.execPath, [binary, ...args], { encoding: "utf8", timeout: 30_000 });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

/** Runs the binary with `input` piped to its standard input. */
function parlorPiped(input: string, ...args: string[]): Ran {
  const result = spawnSync(process.execPath, [binary, ...args], { encoding: "utf8", input, timeout: 30_000 });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

// The rulebook's worked example (10 points).
const PLACEMENT = {
  board: [
    { x: 0, y: 2, tile: "G3Y3G2R1", rotation: 0 },
    { x: 1, y: 2, tile: "R4Y2G2R1", rotation: 0 },
    { x: 2, y: 1, tile: "G3Y2B2G4", rotation: 0 },
    { x: 2, y: 0, tile: "G1B4R4G2", rotation: 0 },
  ],
  place: { x: 2, y: 2, tile: "G4B1G3R1", rotation: 0 },
};

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

  it("scores a Ruhd placement piped to standard input", () => {
    const result = parlorPiped(JSON.stringify(PLACEMENT), "ruhd-score");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^\{[^\n]*\}\n$/);
    expect(JSON.parse(result.stdout)).toMatchObject({
      oneSide: 0,
      diffDiff: 1,
      sameSame: 3,
      pattern: 6,
      total: 10,
    });
    // Larger than one chunk of a pipe (64 KiB), indented, with a key the command ignores.
    const large = JSON.stringify({ ...PLACEMENT, comment: "x".repeat(200_000) }, null, 2);
    const pretty = parlorPiped(large, "ruhd-score", "--pretty");
    expect(pretty.status).toBe(0);
    expect(pretty.stdout).toMatch(/^\{\n {2}"oneSide": 0,/);
  });

  it("reports bad or illegal Ruhd input in one line with exit 2", () => {
    const empty = parlorPiped("", "ruhd-score");
    expect(empty).toMatchObject({ stdout: "", status: 2 });
    expect(empty.stderr).toMatch(/^parlor: ruhd-score: the input is empty[^\n]*\n$/);
    const broken = parlorPiped('{"board": [', "ruhd-score");
    expect(broken.status).toBe(2);
    expect(broken.stderr).toMatch(/^parlor: ruhd-score: the input is not JSON: [^\n]+\n$/);
    const occupied = parlorPiped(
      JSON.stringify({ ...PLACEMENT, place: { ...PLACEMENT.place, x: 0, y: 2 } }),
      "ruhd-score",
    );
    expect(occupied).toEqual({
      stdout: "",
      stderr: "parlor: ruhd-score: occupied: The cell (0, 2) already holds a tile.\n",
      status: 2,
    });
  });

  it("scores a French Tarot deal piped to standard input, and refuses a bad one in one line with exit 2", () => {
    const deal = { players: 4, taker: 0, contract: "garde", oudlers: 2, points: 49, petitAuBout: "attack" };
    const result = parlorPiped(JSON.stringify(deal), "tarot-score");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ attack: 86, scores: [258, -86, -86, -86] });
    expect(parlorPiped(JSON.stringify({ ...deal, taker: 4 }), "tarot-score")).toEqual({
      stdout: "",
      stderr: "parlor: tarot-score: bad-deal: The taker must be a seat from 0 to 3, not 4.\n",
      status: 2,
    });
  });

  it("scores a Buraco hand piped to standard input, and refuses a bad one in one line with exit 2", () => {
    const side = { melds: [["4S", "5S", "6S"]], redThrees: 0, hand: ["3H"], wentOut: false, tookMorto: true };
    const result = parlorPiped(JSON.stringify([side, side]), "buraco-score");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ sides: [{ total: -85 }, { total: -85 }] });
    expect(parlorPiped(JSON.stringify([side]), "buraco-score")).toMatchObject({
      stdout: "",
      stderr: expect.stringMatching(/^parlor: buraco-score: bad-side: A hand is its 2 sides[^\n]*\n$/),
      status: 2,
    });
  });

  it("imports a bot module for simulate (--bot-module NAME=FILE) and plays its levels against the game's own", () => {
    const dir = mkdtempSync(join(tmpdir(), "parlor-bots-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "idle.mjs");
    // A level that never claims a set: the game's own medium bot takes every set.
    writeFileSync(
      file,
      'export const bots = { "set-pc": { idle: { description: "never claims", create: () => ({ act: () => null }) } } };\n',
    );
    const ran = parlor(
      "simulate",
      "set-pc",
      "--games",
      "2",
      "--bots",
      "medium,mine:idle",
      "--bot-module",
      `mine=${file}`,
    );
    expect(ran.stderr).toBe("");
    expect(ran.status).toBe(0);
    const report = JSON.parse(ran.stdout) as {
      meanScoreByBot: Record<string, number>;
      winShareByBot: Record<string, number>;
    };
    expect(report.meanScoreByBot["mine:idle"]).toBe(0);
    expect(report.meanScoreByBot.medium).toBeGreaterThan(0);
    expect(report.winShareByBot).toEqual({ medium: 1, "mine:idle": 0 });
    // A file that cannot be imported is bad input: one line, exit 2.
    const missing = parlor("simulate", "set-pc", "--bot-module", `mine=${join(dir, "none.mjs")}`);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(
      /^parlor: simulate: cannot import the bot module [^\n]*none\.mjs: [^\n]+\n$/,
    );
  });

  it("serves until SIGTERM, logging JSON lines, then exits 0", async () => {
    const dir = mkdtempSync(join(tmpdir(), "parlor-main-"));
    try {
      const child = spawn(process.execPath, [binary, "serve", "--port", "0", "--db", join(dir, "p.db")], {
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, PORT: "", LOG_LEVEL: "" },
      });
      // "close", not "exit": the process may exit before its last lines are read from its stdout.
      const exited = new Promise<number | null>((done) => child.on("close", (code) => done(code)));
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
      const logs: Record<string, unknown>[] = [];
      const lines = createInterface({ input: child.stdout });
      // Killed if the test ends (its timeout) before the process does.
      onTestFinished(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      });
      // As long as it takes to start (the test's timeout is the only deadline), or until it exits.
      const url = await new Promise<string>((done, fail) => {
        lines.on("line", (line) => {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          if (typeof entry.url === "string") done(entry.url);
        });
        void exited.then((code) => fail(new Error(`exited (${code}) before listening; stderr: ${stderr}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ ok: true });
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(stderr).toBe("");
      const messages = logs.map((entry) => entry.msg);
      expect(messages).toContain("shutting down");
      expect(messages.at(-1), JSON.stringify(logs) + stderr).toBe("closed");
      expect(logs.every((entry) => typeof entry.level === "number" && typeof entry.time === "number")).toBe(
        true,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses bad serve and loadtest flags in one line with exit 2", () => {
    const serve = parlor("serve", "--port", "eighty");
    expect(serve).toEqual({
      stdout: "",
      stderr: "parlor: serve: --port must be a port number 0-65535, not 'eighty'\n",
      status: 2,
    });
    const load = parlor("loadtest", "--url", "http://192.168.0.1:8080");
    expect(load.status).toBe(2);
    expect(load.stderr).toMatch(/^parlor: loadtest: refusing to load '192\.168\.0\.1:8080'[^\n]*\n$/);
  });
});
