import { describe, expect, it } from "vitest";
import {
  botLevelWords,
  clause,
  COMMON_WORDS,
  inLang,
  keyboardSeatLabel,
  LANGS,
  mover,
  moverName,
  named,
  passeCompose,
  seatLabel,
  seatNamed,
  toLang,
  type Lang,
} from "./lang.js";
import { cardPart, moveSentence } from "./moveWords.js";

describe("the site's languages", () => {
  it("take a client's tag as one of ours: exactly, by its primary language, else English", () => {
    expect(toLang("fr")).toBe("fr");
    expect(toLang("pt-BR")).toBe("pt-BR");
    expect(toLang("PT-br")).toBe("pt-BR");
    expect(toLang("fr-CA")).toBe("fr");
    expect(toLang("pt")).toBe("pt-BR");
    expect(toLang("pt-PT")).toBe("pt-BR");
    expect(toLang("en-GB")).toBe("en");
    expect(toLang("de")).toBe("en");
    expect(toLang("")).toBe("en");
    expect(toLang(undefined)).toBe("en");
  });

  it("are every one written, and a tag that is no language gets the default's words", () => {
    for (const lang of LANGS) expect(COMMON_WORDS[lang]).toBeDefined();
    expect(inLang(COMMON_WORDS, "de" as Lang)).toBe(COMMON_WORDS.en);
  });
});

describe("the words every game shares", () => {
  const [en, fr, pt] = [COMMON_WORDS.en, COMMON_WORDS.fr, COMMON_WORDS["pt-BR"]];

  it("count with the unit singular or plural as each language does (French: singular below 2)", () => {
    expect([0, 1, 1.5, 2].map((n) => moveSentence(en.counted(n, "points")))).toEqual([
      "0 points",
      "1 point",
      "1.5 points",
      "2 points",
    ]);
    expect([0, 1, 1.5, 2, -1].map((n) => moveSentence(fr.counted(n, "points")))).toEqual([
      "0 point",
      "1 point",
      "1,5 point",
      "2 points",
      "-1 point",
    ]);
    expect([0, 1, 1.5, 2].map((n) => moveSentence(pt.counted(n, "pontos")))).toEqual([
      "0 pontos",
      "1 ponto",
      "1,5 pontos",
      "2 pontos",
    ]);
  });

  it("keep a count's number as a number part, written as the language writes it", () => {
    expect(fr.counted(1.5, "points")).toEqual([
      { kind: "number", value: 1.5, text: "1,5" },
      { kind: "text", text: " point" },
    ]);
    expect(en.number(-40.5)).toEqual({ kind: "number", value: -40.5, text: "-40.5" });
  });

  it("list with the language's 'and'", () => {
    expect(moveSentence(en.list(["a", "b", "c"]))).toBe("a, b and c");
    expect(moveSentence(fr.list(["a", "b", "c"]))).toBe("a, b et c");
    expect(moveSentence(pt.list(["a", "b"]))).toBe("a e b");
    expect(moveSentence(fr.list(["a"]))).toBe("a");
    expect(en.list([])).toEqual([]);
  });

  it("list cards as card parts, the words between them one part", () => {
    expect(en.list([cardPart("KH", "the king of hearts"), cardPart("QS", "the queen of spades")])).toEqual([
      { kind: "card", code: "KH", text: "the king of hearts" },
      { kind: "text", text: " and " },
      { kind: "card", code: "QS", text: "the queen of spades" },
    ]);
  });

  it("name a seat nobody named, and bots by number and level in words", () => {
    expect(moverName({ seat: 1 }, "fr")).toBe("Joueur 2");
    expect(moverName({ seat: 1 }, "pt-BR")).toBe("Jogador 2");
    expect(moverName({ seat: 1, name: "Ann" }, "fr")).toBe("Ann");
    expect(seatLabel({ bot: "strong" }, 2)).toBe("Bot 3 (strong)");
    expect(seatLabel({ bot: "strong" }, 2, "fr")).toBe("Robot 3 (fort)");
    expect(seatLabel({ bot: "easy" }, 0, "pt-BR")).toBe("Robô 1 (fácil)");
    expect(seatLabel({}, 1, "pt-BR")).toBe("Jogador 2");
    expect(seatLabel({ name: "Bea" }, 1, "fr")).toBe("Bea");
  });

  it("name the reader's own seat 'you', a capital beginning the words, whatever the caller named it", () => {
    const entry = { seat: 1, names: ["Ann", "Bea", "Cy"], you: 1 };
    const seat = (n: number, text: string) => ({ kind: "seat", seat: n, text });
    expect(mover(entry)).toEqual({ name: "You", you: true, part: seat(1, "You") });
    expect(mover(entry, "fr")).toEqual({ name: "Vous", you: true, part: seat(1, "Vous") });
    expect(mover(entry, "pt-BR")).toEqual({ name: "Você", you: true, part: seat(1, "Você") });
    expect(named(entry, 1, "fr")).toEqual({ name: "vous", you: true, part: seat(1, "vous") });
    expect(named(entry, 2, "pt-BR")).toEqual({ name: "Cy", you: false, part: seat(2, "Cy") });
    expect(moverName({ ...entry, you: 0 })).toBe("Bea");
    expect(seatNamed({ ...entry, you: 0 }, 0)).toBe("you");
    expect(seatNamed({ seat: 1, name: "Bo", you: 2 }, 1)).toBe("Bo");
    expect(seatNamed({ seat: 1, name: "Bo", you: 2 }, 0, "fr")).toBe("Joueur 1");
  });

  it("agree a clause's verb with its subject, in the second person for 'you'", () => {
    const you = mover({ seat: 0, you: 0 });
    const ann = mover({ seat: 0, name: "Ann" });
    expect(clause(you, "bids Prise", "bid Prise")).toEqual([
      { kind: "seat", seat: 0, text: "You" },
      { kind: "text", text: " bid Prise" },
    ]);
    expect(moveSentence(clause(ann, "bids Prise", "bid Prise"))).toBe("Ann bids Prise");
    expect(moveSentence(clause(mover({ seat: 0, you: 0 }, "pt-BR"), "passa"))).toBe("Você passa");
    expect(moveSentence(passeCompose(mover({ seat: 0, you: 0 }, "fr"), "posé la tuile"))).toBe(
      "Vous avez posé la tuile",
    );
    expect(moveSentence(passeCompose(ann, "posé la tuile"))).toBe("Ann a posé la tuile");
  });

  it("name the seats played on one keyboard by letter, as the table does", () => {
    expect(keyboardSeatLabel(0)).toBe("Player A");
    expect(keyboardSeatLabel(1, "fr")).toBe("Joueur B");
    expect(keyboardSeatLabel(2, "pt-BR")).toBe("Jogador C");
  });

  it("name every game's bot levels in every language; a level they do not know goes by its id", () => {
    for (const level of ["random", "easy", "medium", "hard", "greedy", "basic", "strong"])
      for (const lang of ["fr", "pt-BR"] as const) expect(botLevelWords(level, lang)).not.toBe(level);
    expect(botLevelWords("toString", "fr")).toBe("toString");
    expect(botLevelWords("wizard", "pt-BR")).toBe("wizard");
  });

  it("put a no-break space before French's colon and semicolon only", () => {
    expect(fr.colon).toBe("\u00a0: ");
    expect(fr.semicolon).toBe("\u00a0; ");
    expect(en.colon).toBe(": ");
    expect(pt.semicolon).toBe("; ");
  });
});
