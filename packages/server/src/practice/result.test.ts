import { findSets } from "@parlor/engine/set";
import { act, getGame, parseOptions, type AnyGame, type LogEntry, type MatchLog } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import type { StoredSeat } from "../store/store.js";
import { record } from "../testing/store-contract.js";
import { practicePlayerOf, practiceResultOf } from "./result.js";

const ana = { id: "p-ana", name: "Ana" };
const person: StoredSeat = { human: true, joined: true, player: ana };
const practice = (seats: StoredSeat[] = [person], game = "set-classic") =>
  record("t1", { game, options: { mode: "junior" }, seats });

describe("what a practice is", () => {
  it("is a set-classic table of one seat, a person's", () => {
    expect(practicePlayerOf(practice())).toBe("p-ana");
  });

  it("is not a table of two seats, a bot's seat, another game, a seat without a player, resigned or stood in for", () => {
    expect(practicePlayerOf(practice([person, { bot: "easy", joined: true }]))).toBeNull();
    expect(practicePlayerOf(practice([{ bot: "easy", joined: true, player: ana }]))).toBeNull();
    expect(practicePlayerOf(practice([person], "set-pc"))).toBeNull();
    expect(practicePlayerOf(practice([{ human: true, joined: true }]))).toBeNull();
    expect(practicePlayerOf(practice([{ ...person, resigned: true, standIn: "easy" }]))).toBeNull();
    expect(practicePlayerOf(practice([{ ...person, standIn: "easy" }]))).toBeNull();
  });
});

/** The part of set-classic's view a player needs to play. */
interface PlayedView {
  readonly board: readonly string[];
  readonly now: number;
  readonly deck: number;
  readonly players: readonly { readonly found: number; readonly wrong: number }[];
}

/** A junior practice played to its end by the engine's set finder, a claim every `stepMs`. */
function played(game: AnyGame, stepMs: number): MatchLog {
  const options = parseOptions(game, { mode: "junior" });
  if (!options.ok) throw new Error(options.error.message);
  let state = game.setup(options.value, 1, "practice-seed");
  const actions: LogEntry[] = [];
  for (let at = stepMs; game.outcome(state) === null; at += stepMs) {
    const view = game.view(state, 0) as PlayedView;
    const set = findSets(view.board)[0];
    if (!set) throw new Error("a table without a set before the end");
    const action = { type: "claim", cards: set };
    const result = act(game, state, 1, 0, action, at);
    if (!result.ok) throw new Error(result.error.message);
    state = result.value.state;
    actions.push({ seq: actions.length + 1, at, seat: 0, action });
  }
  return { game: game.id, options: options.value, seed: "practice-seed", seats: [{}], actions };
}

describe("a practice's result, from its log replayed", () => {
  const game = getGame("set-classic");
  if (!game) throw new Error("set-classic is not in the engine's catalogue");

  it("is the game time of its last claim, the sets found and no wrong claim", () => {
    const log = played(game, 1_000);
    const result = practiceResultOf(game, practice(), log, "normal");
    expect(result).toEqual({
      playerId: "p-ana",
      game: "set-classic",
      mode: "junior",
      timeMs: log.actions.at(-1)?.at,
      found: log.actions.length,
      wrong: 0,
      tableId: "t1",
    });
  });

  it("is none for a match not played out, ended otherwise, or not a practice", () => {
    const log = played(game, 1_000);
    expect(
      practiceResultOf(game, practice(), { ...log, actions: log.actions.slice(0, 2) }, "normal"),
    ).toBeNull();
    expect(practiceResultOf(game, practice(), log, "resigned")).toBeNull();
    expect(practiceResultOf(game, practice(), log, "abandoned")).toBeNull();
    expect(practiceResultOf(game, practice([{ ...person, standIn: "easy" }]), log, "normal")).toBeNull();
  });
});
