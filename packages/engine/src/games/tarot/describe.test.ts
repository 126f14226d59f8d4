import { describe, expect, it } from "vitest";
import { moveSentence } from "../../core/moveWords.js";
import type { Lang } from "../../core/lang.js";
import type { TarotAction } from "./actions.js";
import { tarotCardWords } from "./describe.js";
import { tarotGame } from "./game.js";
import { laid, playing, run, table } from "./situations.js";
import type { TarotState } from "./state.js";

/** `action` by `seat` from `before`, told with the mover named `name` (in `lang`, no-break spaces as plain ones). */
function told(before: TarotState, seat: number, action: TarotAction, name = "West", lang?: Lang): string {
  const after = run(before, [[seat, action]]);
  return moveSentence(
    tarotGame.describe(before, { seat, action, at: after.now, name }, after, lang),
  ).replaceAll("\u00a0", " ");
}

describe("tarot moves in words", () => {
  it("names cards in words", () => {
    expect(tarotCardWords("HK")).toBe("the king of hearts");
    expect(tarotCardWords("S10")).toBe("the 10 of spades");
    expect(tarotCardWords("DN")).toBe("the knight of diamonds");
    expect(tarotCardWords("T4")).toBe("the 4 of trumps");
    expect(tarotCardWords("T1")).toBe("the Petit");
    expect(tarotCardWords("EX")).toBe("the Excuse");
  });

  it("bids, and who takes, with the dog shown or not", () => {
    const s = table(4);
    expect(told({ ...s, turn: 0, dealer: 3 }, 0, { type: "bid", contract: "garde" })).toBe("West bids Garde");
    const three = run({ ...laid(s.hands, s.dog) }, [
      [0, { type: "bid", contract: "pass" }],
      [1, { type: "bid", contract: "garde" }],
      [2, { type: "bid", contract: "pass" }],
    ]);
    expect(told(three, 3, { type: "bid", contract: "pass" })).toBe(
      "West passes; Player 2 takes a Garde; the dog is shown",
    );
  });

  it("the discard by its count and the trumps it shows; a poignée with its trumps; a card played", () => {
    const hand = [
      ...["S2", "S3", "H4", "CQ"],
      ...["SK", "HK", "DK", "CK", "T1", "T21", "EX"],
      ...Array.from({ length: 13 }, (_, i) => `T${i + 2}`),
    ];
    const discarding: TarotState = {
      ...laid([hand, [], [], []]),
      phase: "discard",
      taker: 0,
      contract: "garde",
    };
    expect(
      told(discarding, 0, { type: "discard", cards: ["S2", "S3", "H4", "CQ", "T9", "T3"] }, "North"),
    ).toBe("North discards 6 cards (shows the 3 of trumps and the 9 of trumps)");
    const trumps = Array.from({ length: 10 }, (_, i) => `T${i + 2}`);
    const s = playing([[...trumps, "S2"], ["S3"], ["S4"], ["S5"]], { taker: 1 });
    expect(told(s, 0, { type: "poignee", cards: trumps }, "East")).toBe(
      `East shows a single poignée: ${trumps
        .map((t) => tarotCardWords(t))
        .slice(0, -1)
        .join(", ")} and the 11 of trumps`,
    );
    expect(told(s, 0, { type: "play", card: "S2" }, "South")).toBe("South plays the 2 of spades");
  });

  /** A one-card deal of two, three cards played: seat 3's card ends the trick and the deal. */
  const lastCardOfTheDeal = () =>
    run(playing([["S2"], ["S3"], ["SK"], ["S5"]], { options: { deals: 2 } }), [
      [0, { type: "play", card: "S2" }],
      [1, { type: "play", card: "S3" }],
      [2, { type: "play", card: "SK" }],
    ]);

  it("a trick won, and the deal scored", () => {
    const s = lastCardOfTheDeal();
    const text = told(s, 3, { type: "play", card: "S5" });
    expect(text).toMatch(
      /^West plays the 5 of spades; Player 3 wins the trick; deal 1: Player 1's Garde is lost \(0 points with 0 oudlers, 56 needed/,
    );
  });

  it("gives the words as parts: the mover and the seats as seats, the card played, the scores as numbers", () => {
    const s = lastCardOfTheDeal();
    const action: TarotAction = { type: "play", card: "S5" };
    const after = run(s, [[3, action]]);
    for (const lang of ["en", "fr", "pt-BR"] as const) {
      const words = tarotGame.describe(s, { seat: 3, action, at: after.now, name: "West" }, after, lang);
      expect(words.slice(0, 3)).toEqual([
        { kind: "seat", seat: 3, text: "West" },
        { kind: "text", text: { en: " plays ", fr: " joue ", "pt-BR": " joga " }[lang] },
        { kind: "card", code: "S5", text: tarotCardWords("S5", lang) },
      ]);
      // The trick's winner and every seat's score, by seat; each score a number.
      expect(words.filter((part) => part.kind === "seat").map((part) => part.seat)).toEqual([
        3, 2, 0, 0, 1, 2, 3,
      ]);
      const scores = after.results[0]?.scores ?? [];
      const numbers = words.filter((part) => part.kind === "number").map((part) => part.value);
      expect(numbers.slice(-scores.length)).toEqual(scores);
    }
  });

  it("names every seat a move names as the caller names them", () => {
    const s = lastCardOfTheDeal();
    const action: TarotAction = { type: "play", card: "S5" };
    const after = run(s, [[3, action]]);
    const names = ["Ann", "Bot 2 (basic)", "Bot 3 (strong)", "Dee"];
    expect(moveSentence(tarotGame.describe(s, { seat: 3, action, at: after.now, names }, after))).toMatch(
      /^Dee plays the 5 of spades; Bot 3 \(strong\) wins the trick; deal 1: Ann's Garde is lost/,
    );
  });

  it("the chelem said, and a game over", () => {
    const s: TarotState = {
      ...laid([["S2"], ["S3"], ["S4"], ["S5"]]),
      phase: "chelem",
      taker: 0,
      contract: "prise",
    };
    expect(told(s, 0, { type: "chelem", announce: true })).toBe("West announces a chelem");
    expect(told(s, 0, { type: "chelem", announce: false })).toBe("West announces no chelem");
    const last = run(playing([["S2"], ["S3"], ["SK"], ["S5"]], { options: { deals: 1 } }), [
      [0, { type: "play", card: "S2" }],
      [1, { type: "play", card: "S3" }],
      [2, { type: "play", card: "SK" }],
    ]);
    expect(told(last, 3, { type: "play", card: "S5" })).toMatch(
      /Player 3 wins the trick; deal 1: .*; the game is over$/,
    );
  });
});

describe("tarot moves in French and Brazilian Portuguese", () => {
  it("names cards as each language's players do", () => {
    const cards = ["HK", "S10", "DN", "CQ", "HJ", "S1", "T21", "T1", "EX"];
    expect(cards.map((card) => tarotCardWords(card, "fr"))).toEqual([
      "le Roi de cœur",
      "le 10 de pique",
      "le Cavalier de carreau",
      "la Dame de trèfle",
      "le Valet de cœur",
      "l'as de pique",
      "l'atout 21",
      "le Petit",
      "l'Excuse",
    ]);
    expect(cards.map((card) => tarotCardWords(card, "pt-BR"))).toEqual([
      "o Rei de copas",
      "o 10 de espadas",
      "o Cavaleiro de ouros",
      "a Dama de paus",
      "o Valete de copas",
      "o ás de espadas",
      "o trunfo 21",
      "o Petit",
      "a Desculpa",
    ]);
  });

  it("bids, who takes, and the Chien shown", () => {
    const s = table(4);
    expect(
      told({ ...s, turn: 0, dealer: 3 }, 0, { type: "bid", contract: "garde-sans" }, "Ouest", "fr"),
    ).toBe("Ouest annonce une Garde sans");
    const three = run({ ...laid(s.hands, s.dog) }, [
      [0, { type: "bid", contract: "pass" }],
      [1, { type: "bid", contract: "garde" }],
      [2, { type: "bid", contract: "pass" }],
    ]);
    expect(told(three, 3, { type: "bid", contract: "pass" }, "Ouest", "fr")).toBe(
      "Ouest passe ; Joueur 2 remporte les enchères en Garde ; le Chien est montré à tous",
    );
    expect(told(three, 3, { type: "bid", contract: "pass" }, "Oeste", "pt-BR")).toBe(
      "Oeste passa; Jogador 2 vence o leilão com Garde; o cachorro é mostrado a todos",
    );
  });

  it("the discard and the trumps it shows, a poignée, a card played", () => {
    const hand = [
      ...["S2", "S3", "H4", "CQ"],
      ...["SK", "HK", "DK", "CK", "T1", "T21", "EX"],
      ...Array.from({ length: 13 }, (_, i) => `T${i + 2}`),
    ];
    const discarding: TarotState = {
      ...laid([hand, [], [], []]),
      phase: "discard",
      taker: 0,
      contract: "garde",
    };
    const discard: TarotAction = { type: "discard", cards: ["S2", "S3", "H4", "CQ", "T9", "T3"] };
    expect(told(discarding, 0, discard, "Nord", "fr")).toBe(
      "Nord fait son écart de 6 cartes et montre l'atout 3 et l'atout 9",
    );
    expect(told(discarding, 0, discard, "Norte", "pt-BR")).toBe(
      "Norte descarta 6 cartas e mostra o trunfo 3 e o trunfo 9",
    );
    const trumps = Array.from({ length: 10 }, (_, i) => `T${i + 2}`);
    const s = playing([[...trumps, "S2"], ["S3"], ["S4"], ["S5"]], { taker: 1 });
    expect(told(s, 0, { type: "poignee", cards: trumps }, "Est", "fr")).toBe(
      "Est montre une poignée simple : l'atout 2, l'atout 3, l'atout 4, l'atout 5, l'atout 6, l'atout 7, l'atout 8, l'atout 9, l'atout 10 et l'atout 11",
    );
    expect(told(s, 0, { type: "poignee", cards: trumps }, "Leste", "pt-BR")).toMatch(
      /^Leste mostra uma poignée simples: o trunfo 2, o trunfo 3, .*, o trunfo 10 e o trunfo 11$/,
    );
    expect(told(s, 0, { type: "play", card: "S2" }, "Sud", "fr")).toBe("Sud joue le 2 de pique");
    expect(told(s, 0, { type: "play", card: "S2" }, "Sul", "pt-BR")).toBe("Sul joga o 2 de espadas");
  });

  it("a trick won, the deal scored (the singular of French below 2), the chelem, the end", () => {
    const last = (deals: number): TarotState =>
      run(playing([["S2"], ["S3"], ["SK"], ["S5"]], { options: { deals } }), [
        [0, { type: "play", card: "S2" }],
        [1, { type: "play", card: "S3" }],
        [2, { type: "play", card: "SK" }],
      ]);
    const play: TarotAction = { type: "play", card: "S5" };
    expect(told(last(2), 3, play, "Ouest", "fr")).toBe(
      "Ouest joue le 5 de pique ; Joueur 3 remporte le pli ; donne 1 : Joueur 1 chute sa Garde (0 point avec 0 bout, il en fallait 56, chelem de la défense) : Joueur 1 -1086, Joueur 2 +362, Joueur 3 +362, Ouest +362",
    );
    expect(told(last(2), 3, play, "Oeste", "pt-BR")).toBe(
      "Oeste joga o 5 de espadas; Jogador 3 leva a vaza; mão 1: Jogador 1 perdeu a Garde (0 pontos com 0 bouts, precisava de 56, chelem da defesa): Jogador 1 -1086, Jogador 2 +362, Jogador 3 +362, Oeste +362",
    );
    expect(told(last(1), 3, play, "Ouest", "fr")).toMatch(/ ; la partie est terminée$/);
    expect(told(last(1), 3, play, "Oeste", "pt-BR")).toMatch(/; fim da partida$/);
    const s: TarotState = {
      ...laid([["S2"], ["S3"], ["S4"], ["S5"]]),
      phase: "chelem",
      taker: 0,
      contract: "prise",
    };
    expect(told(s, 0, { type: "chelem", announce: true }, "Ouest", "fr")).toBe("Ouest annonce un chelem");
    expect(told(s, 0, { type: "chelem", announce: false }, "Ouest", "fr")).toBe(
      "Ouest n'annonce pas de chelem",
    );
    expect(told(s, 0, { type: "chelem", announce: true }, "Oeste", "pt-BR")).toBe("Oeste anuncia um chelem");
    expect(told(s, 0, { type: "chelem", announce: false }, "Oeste", "pt-BR")).toBe(
      "Oeste não anuncia chelem",
    );
  });
});

describe("tarot moves told to the reader's own seat (`you`), in the second person", () => {
  /** `action` by `seat` from `before`, told to the player of seat `you` in `lang` (no-break spaces as plain ones). */
  function toYou(before: TarotState, seat: number, action: TarotAction, you: number, lang?: Lang): string {
    const after = run(before, [[seat, action]]);
    const names = ["Ann", "Bea", "Cy", "Dee"];
    return moveSentence(
      tarotGame.describe(before, { seat, action, at: after.now, names, you }, after, lang),
    ).replaceAll("\u00a0", " ");
  }

  it("bids and passes, and who takes, with each language's verbs agreeing with you", () => {
    const s = { ...table(4), turn: 0, dealer: 3 };
    const prise: TarotAction = { type: "bid", contract: "prise" };
    expect(toYou(s, 0, prise, 0)).toBe("You bid Prise");
    expect(toYou(s, 0, prise, 0, "fr")).toBe("Vous annoncez une Prise");
    expect(toYou(s, 0, prise, 0, "pt-BR")).toBe("Você anuncia Prise");
    // Another seat's move is told by its name; the reader's own seat, wherever named, is "you".
    expect(toYou(s, 0, prise, 1)).toBe("Ann bids Prise");
    const three = run({ ...laid(s.hands, s.dog) }, [
      [0, { type: "bid", contract: "pass" }],
      [1, { type: "bid", contract: "garde" }],
      [2, { type: "bid", contract: "pass" }],
    ]);
    const pass: TarotAction = { type: "bid", contract: "pass" };
    expect(toYou(three, 3, pass, 3)).toBe("You pass; Bea takes a Garde; the dog is shown");
    expect(toYou(three, 3, pass, 1)).toBe("Dee passes; you take a Garde; the dog is shown");
    expect(toYou(three, 3, pass, 1, "fr")).toBe(
      "Dee passe ; vous remportez les enchères en Garde ; le Chien est montré à tous",
    );
    expect(toYou(three, 3, pass, 3, "fr")).toMatch(/^Vous passez ; Bea remporte les enchères/);
    expect(toYou(three, 3, pass, 1, "pt-BR")).toBe(
      "Dee passa; você vence o leilão com Garde; o cachorro é mostrado a todos",
    );
  });

  it("the discard, a poignée, the chelem and a card played", () => {
    const hand = [
      ...["S2", "S3", "H4", "CQ"],
      ...["SK", "HK", "DK", "CK", "T1", "T21", "EX"],
      ...Array.from({ length: 13 }, (_, i) => `T${i + 2}`),
    ];
    const discarding: TarotState = {
      ...laid([hand, [], [], []]),
      phase: "discard",
      taker: 0,
      contract: "garde",
    };
    const discard: TarotAction = { type: "discard", cards: ["S2", "S3", "H4", "CQ", "T9", "T3"] };
    expect(toYou(discarding, 0, discard, 0)).toBe(
      "You discard 6 cards (show the 3 of trumps and the 9 of trumps)",
    );
    expect(toYou(discarding, 0, discard, 0, "fr")).toBe(
      "Vous faites votre écart de 6 cartes et montrez l'atout 3 et l'atout 9",
    );
    const trumps = Array.from({ length: 10 }, (_, i) => `T${i + 2}`);
    const s = playing([[...trumps, "S2"], ["S3"], ["S4"], ["S5"]], { taker: 1 });
    expect(toYou(s, 0, { type: "poignee", cards: trumps }, 0)).toMatch(/^You show a single poignée: /);
    expect(toYou(s, 0, { type: "poignee", cards: trumps }, 0, "fr")).toMatch(
      /^Vous montrez une poignée simple : /,
    );
    expect(toYou(s, 0, { type: "play", card: "S2" }, 0)).toBe("You play the 2 of spades");
    expect(toYou(s, 0, { type: "play", card: "S2" }, 0, "fr")).toBe("Vous jouez le 2 de pique");
    expect(toYou(s, 0, { type: "play", card: "S2" }, 0, "pt-BR")).toBe("Você joga o 2 de espadas");
    const chelem: TarotState = {
      ...laid([["S2"], ["S3"], ["S4"], ["S5"]]),
      phase: "chelem",
      taker: 0,
      contract: "prise",
    };
    expect(toYou(chelem, 0, { type: "chelem", announce: true }, 0)).toBe("You announce a chelem");
    expect(toYou(chelem, 0, { type: "chelem", announce: false }, 0, "fr")).toBe(
      "Vous n'annoncez pas de chelem",
    );
  });

  it("the trick you win and your contract scored, your seat among the scores", () => {
    const last = run(playing([["S2"], ["S3"], ["SK"], ["S5"]], { options: { deals: 2 } }), [
      [0, { type: "play", card: "S2" }],
      [1, { type: "play", card: "S3" }],
      [2, { type: "play", card: "SK" }],
    ]);
    const play: TarotAction = { type: "play", card: "S5" };
    // Seat 2 wins the trick; seat 0 took the Garde.
    expect(toYou(last, 3, play, 2)).toMatch(
      /^Dee plays the 5 of spades; you win the trick; deal 1: Ann's Garde/,
    );
    expect(toYou(last, 3, play, 0)).toMatch(
      /^Dee plays the 5 of spades; Cy wins the trick; deal 1: your Garde is lost \(.*\): you -1086, Bea \+362, Cy \+362, Dee \+362$/,
    );
    expect(toYou(last, 3, play, 0, "fr")).toMatch(
      /^Dee joue le 5 de pique ; Cy remporte le pli ; donne 1 : vous chutez votre Garde \(/,
    );
    expect(toYou(last, 3, play, 2, "fr")).toMatch(/ ; vous remportez le pli ; donne 1 : Ann chute sa Garde/);
    expect(toYou(last, 3, play, 0, "pt-BR")).toMatch(/; Cy leva a vaza; mão 1: você perdeu a Garde \(/);
  });
});
