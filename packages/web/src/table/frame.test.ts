import type { Outcome } from "@parlor/engine";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nReady } from "../i18n/index.js";
import { EndScreen, ScoreSheet, Scores } from "./EndScreen.js";
import { standingsOf, verdictWords } from "./standings.js";
import { joinedMoves, MoveList, VISIBLE_MOVES, withMove } from "./moves.js";
import { PlayersStrip, teamsOrSeats } from "./players.js";
import { refusalMessage } from "./useAct.js";
import { typingIn } from "./useKeys.js";

const NAMES = ["You", "Bot 2 (easy)", "Player 3", "Bot 4 (hard)"];

/** An HTML string's text. */
const text = (html: string): string => html.replace(/<[^>]+>/g, "");

/** The test hooks of an HTML string, in document order. */
const hooks = (html: string, prefix: string): string[] =>
  [...html.matchAll(new RegExp(`data-testid="(${prefix}[^"]*)"`, "g"))].map((m) => m[1] ?? "");

// The page's strings (English: no language detected outside a browser).
beforeAll(() => i18nReady);

describe("the players strip", () => {
  it("lists every seat in order when nobody plays in partnership", () => {
    expect(teamsOrSeats(3)).toEqual([[0], [1], [2]]);
    const html = renderToStaticMarkup(createElement(PlayersStrip, { names: NAMES.slice(0, 3) }));
    expect(hooks(html, "player-")).toEqual(["player-0", "player-1", "player-2"]);
    expect(hooks(html, "team-")).toEqual([]);
  });

  it("groups the seats by team when the game has partnerships", () => {
    const teams = [
      [0, 2],
      [1, 3],
    ];
    expect(teamsOrSeats(4, teams)).toEqual(teams);
    const html = renderToStaticMarkup(
      createElement(PlayersStrip, { names: NAMES, teams, children: (seat: number) => `score of ${seat}` }),
    );
    expect(hooks(html, "(team|player)-")).toEqual([
      "team-0",
      "player-0",
      "player-2",
      "team-1",
      "player-1",
      "player-3",
    ]);
    expect(html).toContain("Team 1: You and Player 3");
    expect(html).toContain("score of 3");
  });
});

describe("the end screen", () => {
  const outcome: Outcome = { scores: [3, 7, 7, 0], winners: [1, 2] };

  it("names the winner, the winners, or the draw only when every side tied", () => {
    const title = (o: Outcome, seats: Parameters<typeof standingsOf>[1] = []) =>
      verdictWords(standingsOf(o, seats).verdict, NAMES, "end");
    expect(title({ scores: [9, 1, 1, 1], winners: [0] })).toBe("You win!");
    expect(title({ scores: [1, 9, 1, 1], winners: [1] })).toBe("Bot 2 (easy) wins!");
    // Three Tarot defenders who won together win together: no draw.
    expect(title({ scores: [-126, 42, 42, 42], winners: [1, 2, 3] })).toBe(
      "Bot 2 (easy), Player 3 and Bot 4 (hard) win!",
    );
    expect(title({ scores: [5, 1, 5, 1], winners: [0, 2] })).toBe("You and Player 3 win!");
    expect(title({ scores: [4, 4, 4, 4], winners: [0, 1, 2, 3] })).toBe("A draw");
    // A resigner ranks last, whatever the sheet says; away everyone: nobody won.
    expect(title({ scores: [90, 30, -60, -60], winners: [0] }, [{ resigned: true }])).toBe(
      "Bot 2 (easy) wins!",
    );
    const away = { standIn: "basic" };
    expect(title({ scores: [3, 1, 0, 0], winners: [] }, [away, away, away, away])).toBe(
      "Nobody wins: everyone left the match",
    );
  });

  it("places a resigner last and says so, ahead on points or not", () => {
    const sheet: Outcome = { scores: [90, 30, -60, -60], winners: [1] };
    const html = renderToStaticMarkup(
      createElement(Scores, {
        outcome: sheet,
        names: NAMES,
        unit: "points",
        testIdPrefix: "s",
        winnerMark: " (w)",
        seats: [{ resigned: true, standIn: "basic" }, {}, {}, {}],
      }),
    );
    expect(hooks(html, "s-\\d")).toEqual(["s-1", "s-2", "s-3", "s-0"]);
    const line = (seat: number) => new RegExp(`<li data-testid="s-${seat}"[^]*?</li>`).exec(html)?.[0] ?? "";
    expect(text(line(0))).toMatch(/^4.?You: 90 points\s*resigned$/u);
    expect(text(line(1))).toMatch(/^1.?Bot 2 \(easy\): 30 points \(w\)$/u);
    expect(text(line(2))).toMatch(/^2.?Player 3/u);
  });

  it("lists the scores best first in the game's unit, the winners marked", () => {
    const html = renderToStaticMarkup(
      createElement(Scores, { outcome, names: NAMES, unit: "sets", testIdPrefix: "s", winnerMark: " (w)" }),
    );
    expect(hooks(html, "s-")).toEqual(["s-1", "s-2", "s-0", "s-3"]);
    // Each line: its place (equal scores share it), the name, the score, a trophy and the words for a winner.
    const line = (seat: number) => new RegExp(`<li data-testid="s-${seat}"[^]*?</li>`).exec(html)?.[0] ?? "";
    expect(text(line(1))).toMatch(/^1.?Bot 2 \(easy\): 7 sets \(w\)$/u);
    expect(line(1)).toContain('data-icon="trophy"');
    expect(text(line(2))).toMatch(/^1.?Player 3: 7 sets \(w\)$/u);
    expect(text(line(0))).toMatch(/^3.?You: 3 sets$/u);
    expect(line(0)).not.toContain("trophy");
    expect(text(line(3))).toMatch(/^4.?Bot 4 \(hard\): 0 sets$/u);
  });

  it("shows a score sheet, one row per deal and the totals, only for a match of several deals", () => {
    expect(renderToStaticMarkup(createElement(ScoreSheet, { outcome, names: NAMES }))).toBe("");
    const deals: Outcome = {
      scores: [150, -150],
      winners: [0],
      teams: [
        [0, 2],
        [1, 3],
      ],
      deals: [
        [100, -100],
        [50, -50],
      ],
    };
    const html = renderToStaticMarkup(
      createElement(EndScreen, { outcome: deals, names: NAMES, unit: "points", onLobby: () => {} }),
    );
    expect(hooks(html, "deal-")).toEqual(["deal-1", "deal-2"]);
    expect(html).toContain("You and Player 3");
    expect(html).toMatch(/Total<\/th><td>150<\/td><td>-150<\/td>/);
  });
});

describe("the table's moves and keys", () => {
  it("shows the server's refusal, or a word of its own when it has none", () => {
    expect(refusalMessage(new Error("Not your turn."))).toBe("Not your turn.");
    expect(refusalMessage({})).toBe("Refused.");
    expect(refusalMessage(null)).toBe("Refused.");
  });

  it("leaves keys typed into a form control, or with a modifier, to the browser", () => {
    const key = (tagName: string, modifiers: Partial<KeyboardEvent> = {}) =>
      ({ target: { tagName }, ctrlKey: false, metaKey: false, altKey: false, ...modifiers }) as KeyboardEvent;
    expect(typingIn(key("INPUT"))).toBe(true);
    expect(typingIn(key("SELECT"))).toBe(true);
    expect(typingIn(key("BODY", { ctrlKey: true }))).toBe(true);
    expect(typingIn(key("BODY"))).toBe(false);
    expect(typingIn(key("BUTTON"))).toBe(false);
  });
});

describe("the table's moves", () => {
  const move = (seq: number) => ({ seq, seat: seq % 2, at: seq * 1000, text: `move ${seq}` });
  const seqs = (moves: readonly { seq: number }[]) => moves.map((m) => m.seq);

  it("lists each move once, in seq order, the latest kept", () => {
    let moves = joinedMoves([1, 2, 3].map(move));
    // The join's moves and the frames that follow may overlap: a move listed is not listed again.
    moves = withMove(moves, move(3));
    moves = withMove(moves, move(2));
    moves = withMove(moves, move(4));
    expect(seqs(moves)).toEqual([1, 2, 3, 4]);
    for (let seq = 5; seq <= 20; seq++) moves = withMove(moves, move(seq));
    expect(seqs(moves)).toEqual(Array.from({ length: VISIBLE_MOVES }, (_, i) => 21 - VISIBLE_MOVES + i));
    // A join (again, after a reconnection or a restart) replaces the list with the table's latest.
    expect(seqs(joinedMoves(Array.from({ length: 20 }, (_, i) => move(i + 1))))).toEqual(
      Array.from({ length: VISIBLE_MOVES }, (_, i) => 21 - VISIBLE_MOVES + i),
    );
  });

  it("is the table's polite log of moves when the board says nothing itself", () => {
    const html = renderToStaticMarkup(createElement(MoveList, { moves: [1, 2].map(move), live: true }));
    expect(html).toContain('role="log"');
    expect(html).toContain('aria-live="polite"');
    expect(hooks(html, "move")).toEqual(["moves", "move", "move"]);
    // Numbered by their place in the log, newest last.
    // (Each move's words are a MoveText: words and the pictures of the cards or tiles they name.)
    expect(html).toMatch(
      /<li value="1"[^>]*>.*move 1<\/span><\/li><li value="2"[^>]*>.*move 2<\/span><\/li>/,
    );
  });

  it("is a collapsible list read by nobody unasked when the board already says what happens", () => {
    const html = renderToStaticMarkup(createElement(MoveList, { moves: [move(7)], live: false }));
    expect(html).toMatch(/^<details[^>]* open=""><summary>Moves<\/summary>/);
    expect(html).not.toContain("aria-live");
    expect(html).not.toContain('role="log"');
    expect(html).toContain("move 7");
  });
});
