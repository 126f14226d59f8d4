import { getGame, hintFor, replay, VirtualClock, type AnyGame } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { checkChoice, checkPick, type ChoiceExercise, type GuidedDeal, type PickExercise } from "./lesson";
import { LocalMatch, Refused } from "./localMatch";

const RUHD = getGame("ruhd") as AnyGame;

/** Tiles in each hand: with no extra deck, each player's placements in the game. */
const HAND_SIZE = 2;

/** A short Ruhd game against a greedy bot, the learner first. */
const GUIDED: GuidedDeal = {
  options: { handSize: HAND_SIZE, smallTableDeck: 0, firstPlayer: 0 },
  seed: "lesson-test",
  seats: 2,
  you: 0,
  bot: "greedy",
  tip: () => null,
};

/** Plays the learner's first legal move at each of their turns, and the bots' at their pace, to the end. */
async function playOut(match: LocalMatch, clock: VirtualClock): Promise<number> {
  let moves = 0;
  for (let guard = 0; guard < 1000 && !match.finished; guard++) {
    if (match.yourTurn()) {
      const [action] = match.game.legal(match.view());
      await match.act(GUIDED.you, action as object);
      moves++;
    } else clock.run(clock.now() + 1000);
  }
  return moves;
}

describe("a lesson's guided deal, played in the page", () => {
  it("deals the prepared seed, lets the bots play, and checks the learner's moves by the rules", async () => {
    const clock = new VirtualClock();
    const match = new LocalMatch(RUHD, GUIDED, clock, () => clock.now());
    let changes = 0;
    match.subscribe(() => changes++);
    match.start();
    expect(match.yourTurn()).toBe(true);
    // A move the rules refuse is refused, with the rules' words, and changes nothing.
    const before = match.snapshot();
    await expect(match.act(GUIDED.you, { type: "nonsense" })).rejects.toBeInstanceOf(Refused);
    await expect(match.act(1, { type: "nonsense" })).rejects.toBeInstanceOf(Refused);
    expect(match.snapshot()).toBe(before);

    const moves = await playOut(match, clock);
    expect(match.finished).toBe(true);
    expect(moves).toBe(HAND_SIZE);
    expect(changes).toBeGreaterThan(moves);
    // The log is a real match's: it replays to the same end, the bot's moves among it.
    const log = match.log;
    expect(log.seed).toBe(GUIDED.seed);
    expect(log.actions.filter((entry) => entry.seat === 1)).toHaveLength(moves);
    expect(replay(log).outcome).not.toBeNull();
  });

  it("goes on where it stopped when started again (the page's effect run twice), bots and all", async () => {
    const clock = new VirtualClock();
    const match = new LocalMatch(RUHD, GUIDED, clock, () => clock.now());
    match.start();
    match.stop();
    match.start();
    const [first] = RUHD.legal(match.view());
    await match.act(GUIDED.you, first as object);
    match.stop();
    match.start();
    expect(match.log.actions).toHaveLength(1);
    // The bot answers after the restart, and the match plays to its end.
    expect(await playOut(match, clock)).toBe(HAND_SIZE - 1);
    expect(match.finished).toBe(true);
  });

  it("deals the same cards every time (the lesson's seed), whoever plays", () => {
    const views = [0, 1].map(() => {
      const clock = new VirtualClock();
      const match = new LocalMatch(RUHD, GUIDED, clock, () => clock.now());
      match.start();
      return match.view();
    });
    expect(views[0]).toEqual(views[1]);
  });

  it("gives the boards the learner's view only, the same map until the match changes", () => {
    const clock = new VirtualClock();
    const match = new LocalMatch(RUHD, GUIDED, clock, () => clock.now());
    match.start();
    const shown = match.views();
    expect([...shown.keys()]).toEqual([GUIDED.you]);
    expect(shown.get(GUIDED.you)?.view).toEqual(RUHD.view(replay(match.log).state, GUIDED.you));
    expect(match.views()).toBe(shown);
    expect(match.seats()).toEqual([
      { human: true, joined: true },
      { bot: "greedy", joined: true },
    ]);
  });

  it("answers a hint from the learner's views (the strong bot's move, a legal one)", () => {
    const clock = new VirtualClock();
    const match = new LocalMatch(RUHD, GUIDED, clock, () => clock.now());
    match.start();
    const hint = hintFor(RUHD, match.log, GUIDED.you);
    expect(hint).not.toBeNull();
    expect(RUHD.legal(match.view())).toContainEqual(hint?.action);
  });
});

describe("an exercise's check", () => {
  const pick: PickExercise = {
    kind: "pick",
    id: "p",
    question: { key: "q" },
    pieces: ["a", "b", "c", "d"],
    answer: ["b", "d"],
    explanation: { key: "e" },
  };
  it("takes a pick right only when it is exactly the answer, in any order", () => {
    expect(checkPick(pick, ["d", "b"])).toEqual({ right: true, missing: [], extra: [] });
    expect(checkPick(pick, ["b"])).toEqual({ right: false, missing: ["d"], extra: [] });
    expect(checkPick(pick, ["b", "c", "d"])).toEqual({ right: false, missing: [], extra: ["c"] });
  });
  it("takes a choice right only when it is the answer", () => {
    const choice: ChoiceExercise = {
      kind: "choice",
      id: "c",
      question: { key: "q" },
      choices: [
        { id: "x", words: { key: "x" } },
        { id: "y", words: { key: "y" } },
      ],
      answer: "y",
      explanation: { key: "e" },
    };
    expect(checkChoice(choice, "y")).toBe(true);
    expect(checkChoice(choice, "x")).toBe(false);
  });
});
