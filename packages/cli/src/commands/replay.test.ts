import {
  getGame,
  moveSentence,
  replay,
  replaySteps,
  seatLabel,
  TableRunner,
  VirtualClock,
  type MatchLog,
  type RuhdView,
} from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { readsStdin, run } from "../cli.js";
import { ExitCode } from "../output.js";
import { expectUsageError } from "../testing/expect.js";
import { gameClock } from "./replay.js";

/** A whole Ruhd match between two greedy bots, played on a virtual clock, as the server would log it. */
function ruhdLog(): { log: MatchLog; runner: TableRunner } {
  const clock = new VirtualClock();
  const game = getGame("ruhd")!;
  const runner = new TableRunner({
    game,
    seed: "cli-replay",
    seats: [{ bot: "greedy" }, { bot: "greedy" }],
    clock,
  });
  runner.start();
  clock.run();
  return { log: JSON.parse(JSON.stringify(runner.log)) as MatchLog, runner };
}

interface Report {
  game: string;
  actions: number;
  at: number;
  time: number;
  outcome: { scores: number[]; winners: number[] } | null;
  metrics: Record<string, number>;
  view?: RuhdView;
  state?: { deck: string[]; hands: string[][] };
}

function replayed(stdin: string, ...args: string[]): Report {
  const result = run(["replay", ...args], { stdin });
  expect(result.stderr).toBe("");
  expect(result.exitCode).toBe(0);
  return JSON.parse(result.stdout) as Report;
}

describe("parlor replay", () => {
  const { log, runner } = ruhdLog();
  const text = JSON.stringify(log);

  it("reads standard input", () => {
    expect(readsStdin(["replay"])).toBe(true);
  });

  it("replays a whole match to its outcome, with the game's statistics", () => {
    expect(runner.finished).toBe(true);
    const report = replayed(text);
    expect(report.game).toBe("ruhd");
    expect(report.actions).toBe(log.actions.length);
    expect(report.at).toBe(log.actions.length);
    expect(report.outcome).toEqual(runner.outcome);
    expect(report.metrics.placements).toBe(log.actions.length);
    expect(report.view).toBeUndefined();
    expect(report.state).toBeUndefined();
  });

  it("stops after N actions, and shows what a seat or a spectator saw then", () => {
    const dealt = replayed(text, "--at", "0", "--seat", "0");
    expect(dealt.at).toBe(0);
    expect(dealt.outcome).toBeNull();
    expect(dealt.metrics.placements).toBe(0);
    expect(dealt.view?.hand).toHaveLength(2);
    const later = replayed(text, "--at", "5", "--seat", "spectator");
    expect(later.time).toBe(log.actions[4]!.at);
    expect(later.view?.hand).toBeNull();
    expect(later.view?.board).toHaveLength(3 + 5);
    expect(later.view).toEqual(getGame("ruhd")!.view(replay(log, 5).state, null));
  });

  it("prints the whole state on request, hidden tiles included", () => {
    const report = replayed(text, "--at", "1", "--state", "--pretty");
    expect(report.state?.deck.length).toBeGreaterThan(0);
    expect(report.state?.hands.flat().length).toBe(4);
  });

  it("lists the moves in words with --moves: number, game time, and the game's description", () => {
    const result = run(["replay", "--moves"], { stdin: text });
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
    const lines = result.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(log.actions.length);
    const game = getGame("ruhd")!;
    const states = [...replaySteps(game, log)];
    log.actions.forEach(({ seq, seat, action, at }, i) => {
      const name = `Bot ${seat + 1} (greedy)`;
      const said = moveSentence(game.describe(states[i], { seat, action, at, name }, states[i + 1]));
      expect(lines[i]).toBe(`${seq} ${gameClock(at)}: ${said}`);
    });
    expect(lines[0]).toMatch(/^1 0:\d\d\.\d{3}: Bot [12] \(greedy\) placed [GYBR1-4]{8} at \(-?\d+, -?\d+\)/);
    // The first N moves, in French: the engine's French words, the bots named in French.
    const two = run(["replay", "--moves", "--at", "2", "--lang", "fr"], { stdin: text });
    const inFrench = log.actions.slice(0, 2).map(({ seq, seat, action, at }, i) => {
      const name = seatLabel({ bot: "greedy" }, seat, "fr");
      return `${seq} ${gameClock(at)}: ${moveSentence(game.describe(states[i], { seat, action, at, name }, states[i + 1], "fr"))}`;
    });
    expect(two.stdout).toBe(`${inFrench.join("\n")}\n`);
    expect(inFrench[0]).toMatch(/^1 0:\d\d\.\d{3}: Robot [12] \(glouton\) a posé la tuile /);
    expect(run(["replay", "--moves", "--at", "0"], { stdin: text }).stdout).toBe("");
  });

  it("reads game time as a clock: minutes, seconds, milliseconds", () => {
    expect(gameClock(0)).toBe("0:00.000");
    expect(gameClock(65_250)).toBe("1:05.250");
    expect(gameClock(3_600_007)).toBe("60:00.007");
  });

  it("names the action a corrupt log makes the rules refuse, and exits 1", () => {
    const bad = { ...log, actions: [{ ...log.actions[0]!, seat: 1 - log.actions[0]!.seat }] };
    const result = run(["replay"], { stdin: JSON.stringify(bad) });
    expect(result.exitCode).toBe(ExitCode.failure);
    expect(result.stderr).toMatch(/^parlor: replay: action 1 was refused \(not-your-turn\)/);
  });

  it("refuses bad input and bad flags with one line and exit 2", () => {
    expectUsageError(run(["replay"], {}), /pipe a match log/);
    expectUsageError(run(["replay"], { stdin: "" }), /empty/);
    expectUsageError(run(["replay"], { stdin: "{" }), /not JSON/);
    expectUsageError(run(["replay"], { stdin: "[]" }), /match log/);
    expectUsageError(
      run(["replay"], { stdin: JSON.stringify({ ...log, game: "chess" }) }),
      /no game 'chess'/,
    );
    expectUsageError(run(["replay"], { stdin: JSON.stringify({ ...log, actions: 3 }) }), /"actions"/);
    expectUsageError(run(["replay", "--at", "x"], { stdin: text }), /--at takes a whole number/);
    expectUsageError(run(["replay", "--at", "9999"], { stdin: text }), /past the log/);
    expectUsageError(run(["replay", "--seat", "7"], { stdin: text }), /seats 0 to 1/);
    expectUsageError(run(["replay", "--fly"], { stdin: text }), /fly/);
    expectUsageError(
      run(["replay", "--moves", "--seat", "0"], { stdin: text }),
      /--seat belongs to the JSON/,
    );
    expectUsageError(
      run(["replay", "--moves", "--lang", "de"], { stdin: text }),
      /--lang takes en, fr, pt-BR/,
    );
    expectUsageError(run(["replay", "--lang", "fr"], { stdin: text }), /--lang is the language of --moves/);
  });
});
