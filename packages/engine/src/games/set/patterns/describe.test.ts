import { describe, expect, it } from "vitest";
import { moveSentence } from "../../../core/moveWords.js";
import type { Seat } from "../../../core/game.js";
import { LANGS, type Lang } from "../../../core/lang.js";
import { act } from "../../../core/play.js";
import { cardId, cardCode, fullDeck } from "../cards.js";
import { patternsCardWords } from "./describe.js";
import { setPatterns, type PatternsAction } from "./game.js";
import { patternsOptions, SHAPE, type PatternsOptions } from "./options.js";
import { poolCards } from "./pool.js";
import { initialState, type PatternsState } from "./state.js";

const id = (code: string): number => cardId(SHAPE, code);

/** A table built by hand: the pool's rows as codes, the deck's top at the end. */
function table(t: {
  pool: string[][];
  deck?: string[];
  stacks?: string[][];
  options?: Partial<PatternsOptions>;
}): PatternsState {
  const base = initialState(patternsOptions.parse(t.options ?? {}), 2, "describe");
  const pool = t.pool.map((row) => row.map(id));
  return {
    ...base,
    pool,
    deck: (t.deck ?? []).map(id),
    stacks: t.stacks?.map((stack) => stack.map(id)) ?? base.stacks,
    counters: { ...base.counters, maxPoolCards: poolCards(pool).length },
  };
}

/** Plays a move as a table does and describes it; the state it made. */
function move(
  state: PatternsState,
  seat: Seat,
  action: PatternsAction,
  at: number,
  name?: string,
): { text: string; after: PatternsState } {
  const result = act(setPatterns, state, state.votes.length, seat, action, at);
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  const after = result.value.state;
  return { after, text: moveSentence(setPatterns.describe(state, { seat, action, at, name }, after)) };
}

const call = (a: string, b: string, c: string): PatternsAction => ({ type: "call", cards: [a, b, c] });
const NO_SET: PatternsAction = { type: "no-set" };

/** A pool holding the set 0000 1111 2222 and a fourth card. */
const WITH_SET = [
  ["0000", "1111"],
  ["2222", "0001"],
];

describe("Patterns: Tarot cards in words", () => {
  it("name the object and how many, the character and the background", () => {
    expect(patternsCardWords("0000")).toBe("1 cup with Mother Nature in the Garden");
    expect(patternsCardWords("1111")).toBe("3 books with Father Time in the Cosmos");
    expect(patternsCardWords("2222")).toBe("6 swords with Death in the Sea");
  });

  it("give each of the 81 cards its own words, in every language", () => {
    for (const lang of LANGS) {
      const words = new Set(fullDeck(SHAPE).map((card) => patternsCardWords(cardCode(SHAPE, card), lang)));
      expect(words.size).toBe(81);
    }
  });

  it("in French and Brazilian Portuguese, with each scene's own words", () => {
    expect(patternsCardWords("0000", "fr")).toBe("1 coupe avec Mère Nature dans le Jardin");
    expect(patternsCardWords("1111", "fr")).toBe("3 livres avec le Père Temps dans le Cosmos");
    expect(patternsCardWords("2222", "fr")).toBe("6 épées avec la Mort dans la Mer");
    expect(patternsCardWords("0000", "pt-BR")).toBe("1 copa com a Mãe Natureza no Jardim");
    expect(patternsCardWords("1111", "pt-BR")).toBe("3 livros com o Pai Tempo no Cosmos");
    expect(patternsCardWords("2222", "pt-BR")).toBe("6 espadas com a Morte no Mar");
  });
});

describe("Patterns: Tarot moves in words", () => {
  it("a set called: its cards in words and where they went", () => {
    const s = table({ pool: WITH_SET, deck: ["0012", "1012"] });
    expect(move(s, 0, call("0000", "1111", "2222"), 1_000, "Bot 1 (hard)").text).toBe(
      "Bot 1 (hard) called SET on 1 cup with Mother Nature in the Garden, 3 books with Father Time in the Cosmos and 6 swords with Death in the Sea: a set, 3 cards to the stack",
    );
  });

  it("a wrong call costs cards out of play, or with an empty stack is a Boop", () => {
    const stacked = table({ pool: WITH_SET, stacks: [[], ["0012", "1012", "2012"]] });
    expect(move(stacked, 1, call("0000", "1111", "0001"), 1_000).text).toMatch(
      /^Player 2 called SET on .*: not a set, 1 card out of play$/,
    );
    const empty = table({ pool: WITH_SET });
    expect(move(empty, 0, call("0000", "1111", "0001"), 1_000).text).toMatch(
      /^Player 1 called SET on .*: not a set \(Boop! Bad!\)$/,
    );
  });

  it("votes: the first one alone, the last one with the cards the pool grew by", () => {
    const s = table({
      pool: [
        ["0000", "0001"],
        ["0010", "0011"],
      ],
      deck: ["2222", "1212"],
    });
    const first = move(s, 0, NO_SET, 1_000, "Ann");
    expect(first.text).toBe("Ann voted “no set”");
    expect(move(first.after, 1, NO_SET, 2_000, "Bea").text).toBe(
      "Bea voted “no set”: the pool grew by 6 books with Father Time in the Sea and 6 swords with Death in the Sea",
    );
  });

  it("the last vote with an empty deck ends the game", () => {
    const s = table({
      pool: [
        ["0000", "0001"],
        ["0010", "0011"],
      ],
    });
    const first = move(s, 0, NO_SET, 1_000);
    expect(move(first.after, 1, NO_SET, 2_000).text).toBe("Player 2 voted “no set”: the game is over");
  });
});

/** Plays a move as a table does and describes it in `lang`, no-break spaces as plain ones. */
function moveIn(
  lang: Lang,
  state: PatternsState,
  seat: Seat,
  action: PatternsAction,
  at: number,
  name?: string,
): { text: string; after: PatternsState } {
  const result = act(setPatterns, state, state.votes.length, seat, action, at);
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  const after = result.value.state;
  const text = moveSentence(setPatterns.describe(state, { seat, action, at, name }, after, lang));
  return { after, text: text.replaceAll("\u00a0", " ") };
}

describe("Patterns: Tarot moves in French and Brazilian Portuguese", () => {
  it("a set called, with its cards and where they went", () => {
    const s = table({ pool: WITH_SET, deck: ["0012", "1012"] });
    expect(moveIn("fr", s, 0, call("0000", "1111", "2222"), 1_000, "Robot 1 (difficile)").text).toBe(
      "Robot 1 (difficile) a crié SET en désignant 1 coupe avec Mère Nature dans le Jardin, 3 livres avec le Père Temps dans le Cosmos et 6 épées avec la Mort dans la Mer : c'est un set, 3 cartes vont sur sa pile",
    );
    expect(moveIn("pt-BR", s, 0, call("0000", "1111", "2222"), 1_000, "Robô 1 (difícil)").text).toBe(
      "Robô 1 (difícil) gritou SET apontando 1 copa com a Mãe Natureza no Jardim, 3 livros com o Pai Tempo no Cosmos e 6 espadas com a Morte no Mar: é um set, 3 cartas para a sua pilha",
    );
  });

  it("a wrong call: a card out of play, or a Boop", () => {
    const stacked = table({ pool: WITH_SET, stacks: [[], ["0012", "1012", "2012"]] });
    expect(moveIn("fr", stacked, 1, call("0000", "1111", "0001"), 1_000).text).toMatch(
      /^Joueur 2 a crié SET en désignant .* : ce n'est pas un set, 1 carte hors jeu$/,
    );
    expect(moveIn("pt-BR", stacked, 1, call("0000", "1111", "0001"), 1_000).text).toMatch(
      /^Jogador 2 gritou SET apontando .*: não é um set, 1 carta fora do jogo$/,
    );
    const empty = table({ pool: WITH_SET });
    expect(moveIn("fr", empty, 0, call("0000", "1111", "0001"), 1_000).text).toMatch(
      / : ce n'est pas un set \(Boop ! Raté !\)$/,
    );
    expect(moveIn("pt-BR", empty, 0, call("0000", "1111", "0001"), 1_000).text).toMatch(
      /: não é um set \(Boop! Errou!\)$/,
    );
  });

  it("votes, the pool growing, and the end", () => {
    const pool = [
      ["0000", "0001"],
      ["0010", "0011"],
    ];
    const s = table({ pool, deck: ["2222", "1212"] });
    const fr = moveIn("fr", s, 0, NO_SET, 1_000, "Ann");
    expect(fr.text).toBe("Ann a voté « pas de set »");
    expect(moveIn("fr", fr.after, 1, NO_SET, 2_000, "Bea").text).toBe(
      "Bea a voté « pas de set » : la table reçoit 6 livres avec le Père Temps dans la Mer et 6 épées avec la Mort dans la Mer",
    );
    const pt = moveIn("pt-BR", s, 0, NO_SET, 1_000, "Ann");
    expect(pt.text).toBe("Ann votou “sem set”");
    expect(moveIn("pt-BR", pt.after, 1, NO_SET, 2_000, "Bea").text).toBe(
      "Bea votou “sem set”: a mesa recebe 6 livros com o Pai Tempo no Mar e 6 espadas com a Morte no Mar",
    );
    const last = moveIn("fr", table({ pool }), 0, NO_SET, 1_000).after;
    expect(moveIn("fr", last, 1, NO_SET, 2_000).text).toBe(
      "Joueur 2 a voté « pas de set » : la partie est terminée",
    );
    expect(moveIn("pt-BR", last, 1, NO_SET, 2_000).text).toBe("Jogador 2 votou “sem set”: fim da partida");
  });
});
