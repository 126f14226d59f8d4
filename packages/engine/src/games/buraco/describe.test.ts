import { describe, expect, it } from "vitest";
import { moveSentence } from "../../core/moveWords.js";
import type { Lang } from "../../core/lang.js";
import { describeBuraco, buracoCardWords } from "./describe.js";
import { buracoGame } from "./game.js";
import { situation } from "./situations.js";
import type { BuracoAction } from "./actions.js";
import type { BuracoState } from "./state.js";

function told(before: BuracoState, seat: number, action: BuracoAction): string {
  const r = buracoGame.apply(before, seat, action, 1);
  if (!r.ok) throw new Error(r.error.code);
  return moveSentence(describeBuraco(before, { seat, action, at: 1, name: `Bot ${seat + 1}` }, r.value));
}

/** `action` by `seat` told in `lang`, the mover named as a replay names a bot there, no-break spaces as plain ones. */
function toldIn(lang: Lang, before: BuracoState, seat: number, action: BuracoAction): string {
  const r = buracoGame.apply(before, seat, action, 1);
  if (!r.ok) throw new Error(r.error.code);
  const name = `${lang === "fr" ? "Robot" : "Robô"} ${seat + 1}`;
  return moveSentence(describeBuraco(before, { seat, action, at: 1, name }, r.value, lang)).replaceAll(
    "\u00a0",
    " ",
  );
}

/** A natural canasta of hearts, 4 to 10. */
const CANASTA = ["4H.0", "5H.0", "6H.0", "7H.0", "8H.0", "9H.0", "10H.0"];

/** The last hand, the stock empty and both mortos taken: the next draw ends the hand. */
function emptyStockHand() {
  return situation({
    options: { hands: 1 },
    hands: [["6S.0"], ["5C.0"]],
    stock: [],
    pile: ["5H.0"],
    mortoFates: ["taken", "taken"],
    mortos: [[], []],
  });
}

describe("Buraco moves in words", () => {
  it("names cards by rank and suit symbol, jokers as jokers", () => {
    expect(buracoCardWords("10H.1")).toBe("10♥");
    expect(buracoCardWords("AS")).toBe("A♠");
    expect(buracoCardWords("JK.2")).toBe("a joker");
  });

  it("a draw never names the card drawn; a red three drawn is told", () => {
    const s = situation({ hands: [["5H.0"], []], stock: ["9C.0", "KH.1"] });
    expect(told(s, 0, { type: "draw" })).toBe("Bot 1 draws from the stock");
    const red = situation({ hands: [["5H.0"], []], stock: ["9C.0", "KH.1", "3D.0"] });
    expect(told(red, 0, { type: "draw" })).toBe(
      "Bot 1 draws from the stock; Bot 1 lays 3♦ and draws a card for it",
    );
  });

  it("with the stock empty: a draw leaves the pile and ends the hand; a red three drawn last is laid unreplaced", () => {
    const empty = emptyStockHand();
    expect(told(empty, 0, { type: "draw" })).toBe(
      "Bot 1 finds the stock empty and leaves the pile; the stock ran out; the hand scores -5 to -5; the game is over",
    );
    const last = situation({ hands: [["5H.0", "KC.0"], []], stock: ["3D.0"] });
    expect(told(last, 0, { type: "draw" })).toBe(
      "Bot 1 draws from the stock; Bot 1 lays 3♦, with no card left in the stock to replace it",
    );
  });

  it("a pick-up says the pile's size and the meld its top went into", () => {
    const s = situation({ hands: [["7H.0", "8H.0", "KC.0"], []], pile: ["4D.0", "5C.0", "9H.1"] });
    expect(told(s, 0, { type: "take-pile", meld: { cards: ["8H.0", "7H.0"] } })).toBe(
      "Bot 1 takes the pile (3 cards) and melds 7♥ 8♥ 9♥",
    );
  });

  it("melds, additions and discards, a black three locking the pile, the morto taken", () => {
    const s = situation({
      step: "meld-discard",
      hands: [["7H.0", "8H.0", "9H.0", "10H.0", "3S.0", "KC.0"], []],
      melds: [[["JH.1", "QH.0", "KH.0"]], []],
    });
    expect(told(s, 0, { type: "meld", cards: ["9H.0", "7H.0", "8H.0"] })).toBe("Bot 1 melds 7♥ 8♥ 9♥");
    expect(told(s, 0, { type: "add", meld: 0, cards: ["10H.0"] })).toBe(
      "Bot 1 adds 10♥, making 10♥ J♥ Q♥ K♥",
    );
    expect(told(s, 0, { type: "discard", card: "3S.0" })).toBe("Bot 1 discards 3♠, locking the pile");
    const last = situation({ step: "meld-discard", hands: [["KC.0"], []] });
    expect(told(last, 0, { type: "discard", card: "KC.0" })).toBe(
      "Bot 1 discards K♣; Bot 1 takes the morto, to play it next turn",
    );
  });

  it("a pick-up onto one of the side's melds says the meld it makes", () => {
    const s = situation({
      hands: [["KC.0"], []],
      pile: ["4D.0", "10H.1"],
      melds: [[["7H.1", "8H.1", "9H.0"]], []],
    });
    expect(told(s, 0, { type: "take-pile", add: { meld: 0, cards: [] } })).toBe(
      "Bot 1 takes the pile (2 cards) and adds its top card, making 7♥ 8♥ 9♥ 10♥",
    );
  });
});

describe("Buraco moves in Brazilian Portuguese and French", () => {
  it("names each card as the table says it: o 7 de copas, le 7 de cœur, the joker", () => {
    const cards = ["10H.1", "AS", "QD.0", "JC.1", "KC.0", "JK.2"];
    expect(cards.map((card) => buracoCardWords(card, "pt-BR"))).toEqual([
      "o 10 de copas",
      "o ás de espadas",
      "a dama de ouros",
      "o valete de paus",
      "o rei de paus",
      "o curingão",
    ]);
    expect(cards.map((card) => buracoCardWords(card, "fr"))).toEqual([
      "le 10 de cœur",
      "l'as de pique",
      "la dame de carreau",
      "le valet de trèfle",
      "le roi de trèfle",
      "le joker",
    ]);
  });

  it("the stock found empty (monte vazio), the pile left, a red three drawn last unreplaced", () => {
    const empty = emptyStockHand();
    expect(toldIn("pt-BR", empty, 0, { type: "draw" })).toBe(
      "Robô 1 encontra o monte vazio e deixa o lixo; o monte acabou; placar da rodada: -5 a -5; fim da partida",
    );
    expect(toldIn("fr", empty, 0, { type: "draw" })).toBe(
      "Robot 1 trouve la pioche vide et laisse la défausse ; la pioche est épuisée ; score de la donne : -5 à -5 ; la partie est terminée",
    );
    const last = situation({ hands: [["5H.0", "KC.0"], []], stock: ["3D.0"] });
    expect(toldIn("pt-BR", last, 0, { type: "draw" })).toBe(
      "Robô 1 compra do monte; Robô 1 baixa o 3 de ouros, sem carta no monte para substituí-lo",
    );
    expect(toldIn("fr", last, 0, { type: "draw" })).toBe(
      "Robot 1 pioche ; Robot 1 pose le 3 de carreau, sans carte dans la pioche pour le remplacer",
    );
  });

  it("the stock (monte), a red three laid, the pile (lixo) taken into a run named by its suit once", () => {
    const red = situation({ hands: [["5H.0"], []], stock: ["9C.0", "KH.1", "3D.0"] });
    expect(toldIn("pt-BR", red, 0, { type: "draw" })).toBe(
      "Robô 1 compra do monte; Robô 1 baixa o 3 de ouros e compra outra carta no lugar",
    );
    expect(toldIn("fr", red, 0, { type: "draw" })).toBe(
      "Robot 1 pioche ; Robot 1 pose le 3 de carreau et pioche une carte à la place",
    );
    const pile = situation({ hands: [["7H.0", "8H.0", "KC.0"], []], pile: ["4D.0", "5C.0", "9H.1"] });
    const take: BuracoAction = { type: "take-pile", meld: { cards: ["8H.0", "7H.0"] } };
    expect(toldIn("pt-BR", pile, 0, take)).toBe("Robô 1 pega o lixo (3 cartas) e baixa 7, 8 e 9 de copas");
    expect(toldIn("fr", pile, 0, take)).toBe(
      "Robot 1 ramasse la défausse (3 cartes) et pose les 7, 8 et 9 de cœur",
    );
  });

  it("a run names each card by its rank as that card's part, its suit said once", () => {
    const pile = situation({ hands: [["7H.0", "8H.0", "KC.0"], []], pile: ["4D.0", "5C.0", "9H.1"] });
    const take: BuracoAction = { type: "take-pile", meld: { cards: ["8H.0", "7H.0"] } };
    const r = buracoGame.apply(pile, 0, take, 1);
    if (!r.ok) throw new Error(r.error.message);
    const cards = (lang: Lang) =>
      describeBuraco(pile, { seat: 0, action: take, at: 1, name: "Ana" }, r.value, lang).filter(
        (part) => part.kind === "card",
      );
    expect(cards("fr")).toEqual([
      { kind: "card", code: "7H", text: "7" },
      { kind: "card", code: "8H", text: "8" },
      { kind: "card", code: "9H", text: "9" },
    ]);
    // English names each card whole: "7♥ 8♥ 9♥".
    expect(cards("en").map((part) => part.kind === "card" && [part.code, part.text])).toEqual([
      ["7H", "7♥"],
      ["8H", "8♥"],
      ["9H", "9♥"],
    ]);
  });

  it("melds, a group card by card, additions, a black three locking the lixo, the morto", () => {
    const s = situation({
      step: "meld-discard",
      hands: [["7H.0", "8H.0", "9H.0", "10H.0", "3S.0", "KC.0", "KS.0", "KD.1"], []],
      melds: [[["JH.1", "QH.0", "KH.0"]], []],
    });
    expect(toldIn("pt-BR", s, 0, { type: "meld", cards: ["KC.0", "KS.0", "KD.1"] })).toBe(
      "Robô 1 baixa o rei de espadas, o rei de paus e o rei de ouros",
    );
    expect(toldIn("pt-BR", s, 0, { type: "add", meld: 0, cards: ["10H.0"] })).toBe(
      "Robô 1 encosta o 10 de copas, formando 10, valete, dama e rei de copas",
    );
    expect(toldIn("fr", s, 0, { type: "add", meld: 0, cards: ["10H.0"] })).toBe(
      "Robot 1 ajoute le 10 de cœur, ce qui donne les 10, valet, dame et roi de cœur",
    );
    expect(toldIn("pt-BR", s, 0, { type: "discard", card: "3S.0" })).toBe(
      "Robô 1 descarta o 3 de espadas, trancando o lixo",
    );
    expect(toldIn("fr", s, 0, { type: "discard", card: "3S.0" })).toBe(
      "Robot 1 défausse le 3 de pique, ce qui bloque la défausse",
    );
    const last = situation({ step: "meld-discard", hands: [["KC.0"], []] });
    expect(toldIn("pt-BR", last, 0, { type: "discard", card: "KC.0" })).toBe(
      "Robô 1 descarta o rei de paus; Robô 1 pega o morto para jogar na próxima vez",
    );
    expect(toldIn("fr", last, 0, { type: "discard", card: "KC.0" })).toBe(
      "Robot 1 défausse le roi de trèfle ; Robot 1 prend le mort, à jouer au prochain tour",
    );
  });

  it("a canasta made is named clean (limpa) or dirty (suja), once", () => {
    const clean = situation({
      step: "meld-discard",
      hands: [["10H.0", "JH.0", "KC.0"], []],
      melds: [[CANASTA.slice(0, 6)], []],
    });
    expect(toldIn("pt-BR", clean, 0, { type: "add", meld: 0, cards: ["10H.0"] })).toBe(
      "Robô 1 encosta o 10 de copas, formando 4, 5, 6, 7, 8, 9 e 10 de copas (canastra limpa)",
    );
    expect(toldIn("fr", clean, 0, { type: "add", meld: 0, cards: ["10H.0"] })).toBe(
      "Robot 1 ajoute le 10 de cœur, ce qui donne les 4, 5, 6, 7, 8, 9 et 10 de cœur (canasta pure)",
    );
    expect(told(clean, 0, { type: "add", meld: 0, cards: ["10H.0"] })).toBe(
      "Bot 1 adds 10♥, making 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ (a natural canasta)",
    );
    const already = { ...clean, melds: [[CANASTA], []] };
    expect(toldIn("pt-BR", already, 0, { type: "add", meld: 0, cards: ["JH.0"] })).toBe(
      "Robô 1 encosta o valete de copas, formando 4, 5, 6, 7, 8, 9, 10 e valete de copas",
    );
    const dirty = situation({
      step: "meld-discard",
      hands: [["10H.0", "KC.0"], []],
      melds: [[["4H.0", "5H.0", "2C.0", "7H.0", "8H.0", "9H.0"]], []],
    });
    expect(toldIn("pt-BR", dirty, 0, { type: "add", meld: 0, cards: ["10H.0"] })).toBe(
      "Robô 1 encosta o 10 de copas, formando o 4 de copas, o 5 de copas, o 2 de paus, o 7 de copas, o 8 de copas, o 9 de copas e o 10 de copas (canastra suja)",
    );
  });

  it("going out (bater) ends the hand with its score, and the match", () => {
    const out = situation({
      step: "meld-discard",
      hands: [["KC.0"], ["5D.0"]],
      melds: [[CANASTA], []],
      mortoFates: ["taken", "waiting"],
      options: { hands: 1 },
    });
    expect(toldIn("pt-BR", out, 0, { type: "discard", card: "KC.0" })).toMatch(
      /^Robô 1 descarta o rei de paus; Robô 1 bate; placar da rodada: \d+ a -\d+; fim da partida$/,
    );
    expect(toldIn("fr", out, 0, { type: "discard", card: "KC.0" })).toMatch(
      /^Robot 1 défausse le roi de trèfle ; Robot 1 sort ; score de la donne : \d+ à -\d+ ; la partie est terminée$/,
    );
  });
});

describe("Buraco moves told to the reader's own seat (`you`), in the second person", () => {
  /** `action` by `seat` told to seat 0's player in `lang` (no-break spaces as plain ones). */
  function toYou(before: BuracoState, seat: number, action: BuracoAction, lang?: Lang): string {
    const r = buracoGame.apply(before, seat, action, 1);
    if (!r.ok) throw new Error(r.error.code);
    const entry = { seat, action, at: 1, names: ["Ann", "Bea"], you: 0 };
    return moveSentence(describeBuraco(before, entry, r.value, lang)).replaceAll("\u00a0", " ");
  }

  it("a draw, a red three laid, a pick-up, in each language", () => {
    const red = situation({ hands: [["5H.0"], []], stock: ["9C.0", "KH.1", "3D.0"] });
    expect(toYou(red, 0, { type: "draw" })).toBe(
      "You draw from the stock; you lay 3♦ and draw a card for it",
    );
    expect(toYou(red, 0, { type: "draw" }, "fr")).toBe(
      "Vous piochez ; vous posez le 3 de carreau et piochez une carte à la place",
    );
    expect(toYou(red, 0, { type: "draw" }, "pt-BR")).toBe(
      "Você compra do monte; você baixa o 3 de ouros e compra outra carta no lugar",
    );
    const s = situation({ hands: [["7H.0", "8H.0", "KC.0"], []], pile: ["4D.0", "5C.0", "9H.1"] });
    expect(toYou(s, 0, { type: "take-pile", meld: { cards: ["8H.0", "7H.0"] } })).toBe(
      "You take the pile (3 cards) and meld 7♥ 8♥ 9♥",
    );
    expect(toYou(s, 0, { type: "take-pile", meld: { cards: ["8H.0", "7H.0"] } }, "fr")).toMatch(
      /^Vous ramassez la défausse \(3 cartes\) et posez /,
    );
  });

  it("melds, additions, discards and the morto; another seat's moves by its name", () => {
    const s = situation({
      step: "meld-discard",
      hands: [["7H.0", "8H.0", "9H.0", "10H.0", "3S.0", "KC.0"], []],
      melds: [[["JH.1", "QH.0", "KH.0"]], []],
    });
    expect(toYou(s, 0, { type: "meld", cards: ["9H.0", "7H.0", "8H.0"] })).toBe("You meld 7♥ 8♥ 9♥");
    expect(toYou(s, 0, { type: "add", meld: 0, cards: ["10H.0"] }, "fr")).toMatch(/^Vous ajoutez /);
    expect(toYou(s, 0, { type: "discard", card: "3S.0" })).toBe("You discard 3♠, locking the pile");
    const last = situation({ step: "meld-discard", hands: [["KC.0"], []] });
    expect(toYou(last, 0, { type: "discard", card: "KC.0" })).toBe(
      "You discard K♣; you take the morto, to play it next turn",
    );
    expect(toYou(last, 0, { type: "discard", card: "KC.0" }, "fr")).toBe(
      "Vous défaussez le roi de trèfle ; vous prenez le mort, à jouer au prochain tour",
    );
    const theirs = situation({ step: "meld-discard", turn: 1, hands: [[], ["KC.0"]] });
    expect(toYou(theirs, 1, { type: "discard", card: "KC.0" })).toBe(
      "Bea discards K♣; Bea takes the morto, to play it next turn",
    );
  });

  it("going out: you went out", () => {
    const out = situation({
      step: "meld-discard",
      hands: [["KC.0"], ["5D.0"]],
      melds: [[CANASTA], []],
      mortoFates: ["taken", "waiting"],
      options: { hands: 1 },
    });
    expect(toYou(out, 0, { type: "discard", card: "KC.0" })).toMatch(
      /^You discard K♣; you went out; the hand scores \d+ to -\d+; the game is over$/,
    );
    expect(toYou(out, 0, { type: "discard", card: "KC.0" }, "fr")).toMatch(
      /^Vous défaussez le roi de trèfle ; vous sortez ; score de la donne/,
    );
  });
});
