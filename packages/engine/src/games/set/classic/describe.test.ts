import { describe, expect, it } from "vitest";
import { moveSentence } from "../../../core/moveWords.js";
import type { Seat } from "../../../core/game.js";
import { LANGS, type Lang } from "../../../core/lang.js";
import { act } from "../../../core/play.js";
import { cardCodes, cardId, CLASSIC } from "../cards.js";
import { setCardWords } from "../words.js";
import { setClassic } from "./game.js";
import { findSolutions } from "./solutions.js";
import type { ClassicState } from "./state.js";
import { fourth, options, solutionFree, table, third } from "./testkit.js";

const CODES = cardCodes(CLASSIC);
const SET = ["0000", "1111", "2222"];
const WRONG = ["0000", "1111", "0120"];
const TWELVE = [...SET, "0120", "0121", "0122", "1000", "1001", "1002", "2010", "2011", "2012"];
const NEXT = ["2100", "2101", "2102"];

/** Plays a claim as a table does and describes it in `lang`; the state it made. */
function move(
  state: ClassicState,
  seat: Seat,
  cards: readonly string[],
  at: number,
  lang?: Lang,
  name?: string,
): { text: string; after: ClassicState } {
  const action = { type: "claim" as const, cards: [...cards] };
  const result = act(setClassic, state, state.seats, seat, action, at);
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  const after = result.value.state as ClassicState;
  return { after, text: moveSentence(setClassic.describe(state, { seat, action, at, name }, after, lang)) };
}

describe("classic SET moves in words", () => {
  it("a set found: its cards in words, by the seat's name or number", () => {
    const s = table("normal", { board: TWELVE, next: NEXT });
    expect(move(s, 1, SET, 100, "en", "Bot 2 (easy)").text).toBe(
      "Bot 2 (easy) found a set: one red solid diamond, two green striped squiggles and three purple open ovals",
    );
    expect(move(s, 0, SET, 100, "fr").text).toBe(
      "Joueur 1 a trouvé un set\u00a0: un losange rouge plein, deux vagues vertes hachurées et trois ovales violets vides",
    );
    expect(move(s, 0, SET, 100, "pt-BR").text).toBe(
      "Jogador 1 achou um set: um losango vermelho sólido, duas ondas verdes listradas e três ovais roxos vazios",
    );
  });

  it("a wrong claim and what it cost: nothing, a point, a freeze in seconds", () => {
    const none = move(table("normal", { board: TWELVE, next: NEXT }), 0, WRONG, 100).text;
    expect(none).toBe(
      "Player 1 claimed one red solid diamond, two green striped squiggles and two red solid ovals: not a set",
    );
    const point = move(table("normal", { board: TWELVE, next: NEXT }, { penalty: "point" }), 0, WRONG, 100);
    expect(point.text).toMatch(/: not a set; 1 point lost$/);
    const freeze = table("normal", { board: TWELVE, next: NEXT }, { penalty: "freeze", freezeMs: 2_500 });
    expect(move(freeze, 0, WRONG, 100).text).toMatch(/: not a set; frozen for 2.5 s$/);
    expect(move(freeze, 0, WRONG, 100, "fr").text).toMatch(/ce n'est pas un set\u00a0; 2,5\u00a0s de gel$/);
    expect(move(freeze, 0, WRONG, 100, "pt-BR").text).toMatch(/não é um set; 2,5 s de congelamento$/);
  });

  it("a chained claim reusing the wrong number of cards says how many it must reuse", () => {
    const [a, b, c] = ["0000", "1021", "2210"];
    const chain = [a, b, c, fourth(a, b, c)];
    const board = CODES.filter((code) => !chain.includes(code)).slice(0, 12);
    const s = table("ultrachain", { board, chain, next: NEXT.filter((code) => !board.includes(code)) });
    expect(move(s, 0, board.slice(0, 4), 100).text).toMatch(
      /: not an ultraset reusing exactly 2 of the last one's cards$/,
    );
  });

  it("3 more cards on a table left without a set, by name; the end of the game", () => {
    const free = solutionFree("set", CLASSIC, 10);
    const last = third(free[0] as string, free[1] as string);
    const board = [...free.slice(0, 10), last];
    // The set leaves 8 set-free cards; the 3 dealt complete none; nothing left: the game is over.
    const s = table("normal", { board, next: [] });
    const claim = [free[0], free[1], last] as string[];
    expect(findSolutions("set", CLASSIC, s.board)).toHaveLength(1);
    expect(move(s, 0, claim, 100).text).toMatch(/^Player 1 found a set: .*; the game is over$/);
    const cap = solutionFree("set", CLASSIC, 15).filter((code) => !SET.includes(code));
    const completing = third(cap[0] as string, cap[1] as string);
    const twelve = cap.slice(0, 12);
    expect(twelve).toHaveLength(12);
    const dealt = [
      completing,
      ...CODES.filter((code) => ![...SET, ...twelve, completing].includes(code)).slice(0, 2),
    ];
    const more = table("normal", {
      board: [...SET, ...twelve.slice(0, 9)],
      next: [...twelve.slice(9), ...dealt],
    });
    const words = dealt.map((code) => setCardWords(CLASSIC, cardId(CLASSIC, code)));
    expect(move(more, 0, SET, 100).text).toMatch(
      new RegExp(
        `^Player 1 found a set: [^;]*; no set on the table: ${words[0]}, ${words[1]} and ${words[2]} dealt$`,
      ),
    );
  });

  it("puzzle: how many are left, then the next table", () => {
    const s = setClassic.setup(options({ mode: "puzzle" }), 1, "words");
    const sets = findSolutions("set", CLASSIC, s.board).map((set) =>
      set.map((card) => CODES[card] as string),
    );
    let state = s;
    sets.slice(0, -1).forEach((set, i) => {
      const { text, after } = move(state, 0, set, 100 * (i + 1));
      expect(text).toMatch(
        new RegExp(
          `; ${sets.length - i - 1 === 1 ? "1 left" : `${sets.length - i - 1} left`} on this table$`,
        ),
      );
      state = after;
    });
    expect(move(state, 0, sets.at(-1) as string[], 10_000).text).toMatch(
      /; all found: a new table of 12 cards$/,
    );
  });

  it("every move of random play is a sentence in every language naming its mover", () => {
    for (const mode of ["normal", "setchain", "ultraset", "ghostset", "puzzle", "junior"] as const) {
      let s = setClassic.setup(options({ mode, penalty: "point" }), 2, `words ${mode}`);
      for (let step = 0; step < 40 && s.endedAt === null; step++) {
        const view = setClassic.view(s, step % 2);
        const legal = setClassic.legal(view);
        const action = legal[(step * 7919) % legal.length];
        if (action === undefined) break;
        const result = act(setClassic, s, 2, step % 2, action, 100 * step);
        if (!result.ok) throw new Error(result.error.code);
        const after = result.value.state as ClassicState;
        for (const lang of LANGS) {
          const entry = { seat: step % 2, action, at: 100 * step, name: "Ann" };
          const text = moveSentence(setClassic.describe(s, entry, after, lang));
          expect(text.startsWith("Ann ")).toBe(true);
          expect(text).not.toMatch(/undefined|\?|NaN/);
        }
        s = after;
      }
    }
  });
});
