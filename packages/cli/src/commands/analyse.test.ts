import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getGame, TableRunner, VirtualClock, type MatchLog } from "@parlor/engine";
import { SqliteStore } from "@parlor/server";
import { afterAll, describe, expect, it } from "vitest";
import { record } from "../../../server/src/testing/store-contract.js";
import { runLong } from "../cli.js";
import { actionWords, parseAnalyseArgs } from "./analyse.js";

/** A match of `id` between two bots, played to its end (a Ruhd match: the beginner and the strong bot). */
function botMatch(seed: string, id = "ruhd", bots = ["beginner", "strong"]): MatchLog {
  const clock = new VirtualClock();
  const game = getGame(id);
  if (game === undefined) throw new Error(`no ${id}`);
  const runner = new TableRunner({ game, options: {}, seed, seats: bots.map((bot) => ({ bot })), clock });
  runner.start();
  clock.run(3_600_000, () => runner.finished);
  return runner.log;
}

const folder = mkdtempSync(join(tmpdir(), "parlor-analyse-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function analyse(args: readonly string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io = {
    stdout: (text: string) => void out.push(text),
    stderr: (text: string) => void err.push(text),
    env,
    stop: new AbortController().signal,
  };
  const code = await runLong(["analyse", ...args], io);
  return { code, stdout: out.join(""), stderr: err.join("") };
}

describe("parlor analyse", () => {
  const log = botMatch("cli-analyse");
  const file = join(folder, "match.json");
  writeFileSync(file, JSON.stringify(log));

  it("checks its command line", () => {
    expect(() => parseAnalyseArgs([])).toThrow(/name one match/);
    expect(() => parseAnalyseArgs(["a", "b"])).toThrow(/name one match/);
    expect(() => parseAnalyseArgs(["a", "--seat", "x"])).toThrow(/--seat takes a seat number/);
    expect(() => parseAnalyseArgs(["a", "--work", "0"])).toThrow(/--work must be a positive whole number/);
    expect(() => parseAnalyseArgs(["a", "--pretty"])).toThrow(/--pretty indents --json/);
    expect(parseAnalyseArgs(["t1", "--seat", "0", "--seat", "2", "--work", "5"])).toMatchObject({
      match: "t1",
      seats: [0, 2],
      work: 5,
    });
  });

  it("prints a log file's analysis as text: each player's accuracy and the decisions marked", async () => {
    const result = await analyse([file, "--work", "5"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Ruhd: each decision weighed by the strong bot .*5 samples a decision/);
    expect(result.stdout).toMatch(/^Bot 1 \(beginner\): \d+ decisions, accuracy \d+ %/m);
    expect(result.stdout).toMatch(/^Bot 2 \(strong\): \d+ decisions, accuracy \d+ %/m);
  });

  it("prints the JSON the server serves, the same for the same log and work, for the seats asked", async () => {
    const first = await analyse([file, "--json", "--work", "5", "--seat", "1"]);
    const again = await analyse([file, "--json", "--work", "5", "--seat", "1"]);
    expect(first.stdout).toBe(again.stdout);
    const analysis = JSON.parse(first.stdout) as { kind: string; work: number; players: { seat: number }[] };
    expect(analysis).toMatchObject({ kind: "moves", game: "ruhd", work: 5 });
    expect(analysis.players.map((p) => p.seat)).toEqual([1]);
    expect((await analyse([file, "--seat", "7"])).stderr).toMatch(/--seat 7: the match has seats 0 to 1/);
  });

  it("finds a finished table by its id in the server's SQLite file, and refuses one still playing", async () => {
    const db = join(folder, "parlor.db");
    const store = new SqliteStore(db);
    const seats = [
      { bot: "beginner", joined: true },
      { bot: "strong", joined: true },
    ];
    await store.createTable(
      record("done", { seed: log.seed, options: {}, seats, status: "finished", finishedAt: 2_000 }),
    );
    for (const entry of log.actions) await store.appendAction("done", entry);
    await store.createTable(record("live", { seats, status: "playing", startedAt: 1_500 }));
    await store.close();
    const fromStore = await analyse(["done", "--db", db, "--json", "--work", "5"]);
    const fromFile = await analyse([file, "--json", "--work", "5"]);
    expect(fromStore.stderr).toBe("");
    expect(fromStore.stdout).toBe(fromFile.stdout);
    const live = await analyse(["live", "--db", db]);
    expect(live.code).toBe(1);
    expect(live.stderr).toMatch(/the match at table 'live' is not over/);
    expect((await analyse(["nope", "--db", db])).stderr).toMatch(/there is no table 'nope'/);
  });

  it("prints a SET match's sets: each player's pace, wrong claims and sets missed, each set timed", async () => {
    const pc = join(folder, "pc.json");
    writeFileSync(pc, JSON.stringify(botMatch("cli-analyse-pc", "set-pc", ["easy", "hard"])));
    const result = await analyse([pc]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^PC Set Game: each set timed/);
    expect(result.stdout).toMatch(
      /^Bot 2 \(hard\): \d+ sets, found in \d+\.\d s on average \(median \d+\.\d s\); \d+ wrong claims?; \d+ sets? missed$/m,
    );
    expect(result.stdout).toMatch(
      /^ {2}\d+:\d\d\.\d{3} Bot \d \((easy|hard)\): [0-2]{4} [0-2]{4} [0-2]{4}, found in \d+\.\d s, a set waited \d+\.\d s/m,
    );
  });

  it("says a move in a few words", () => {
    expect(actionWords({ type: "play", card: "H3" })).toBe("play H3");
    expect(actionWords({ type: "discard", cards: ["C1", "C2"] })).toBe("discard C1,C2");
  });
});
