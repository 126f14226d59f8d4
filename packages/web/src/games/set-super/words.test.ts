import { readFileSync } from "node:fs";
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { eventItem, roundLine, type Speakers, type SuperEvent, type SuperRound } from "./words.js";

/** The `set` namespace of a language, as the page loads it. */
function setWords(language: string): TFunction<string> {
  const url = new URL(`../../i18n/locales/${language}/set.json`, import.meta.url);
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { set: JSON.parse(readFileSync(url, "utf8")) as object } },
    ns: ["set"],
    defaultNS: "set",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.getFixedT(language, "set") as TFunction<string>;
}

const LANGUAGES = { en: setWords("en"), fr: setWords("fr"), "pt-BR": setWords("pt-BR") } as const;
type Language = keyof typeof LANGUAGES;

/** French puts a no-break space before : ; ! ? — written as a plain space in the expectations. */
const plain = (text: string) => text.replaceAll("\u00a0", " ");

/** Seat 0 is this page's ("You"), seat 1 a bot; the table page names seat 0 "You" in every list. */
const speakers = (language: Language): Speakers => ({
  names: [{ en: "You", fr: "Vous", "pt-BR": "Você" }[language], "Bot 2"],
  held: [0],
  language,
});

function say(event: SuperEvent, language: Language): string {
  return plain(eventItem(event, speakers(language), LANGUAGES[language]).text);
}

const announced = (seat: number): SuperEvent => ({ kind: "super-announced", at: 0, seat, n: 1 });
const joined = (seat: number): SuperEvent => ({ kind: "super-joined", at: 0, seat, n: 2 });
const wrong = (seat: number, paid: number, lockedOut: boolean, superRound = false): SuperEvent => ({
  kind: "wrong",
  at: 0,
  seat,
  cards: ["0000", "1111", "2220"],
  paid,
  lockedOut,
  superRound,
  n: 3,
});
const missed: SuperEvent = {
  kind: "super-missed",
  at: 0,
  participants: [1, 0],
  paid: [1, 0],
  lockedOut: [false, true],
  n: 4,
};

describe("SET Super Rules' messages: the second person for you, the third for others", () => {
  it("says who announces and joins a super round, in every language", () => {
    const lines = (language: Language) =>
      [announced(0), announced(1), joined(0), joined(1)].map((e) => say(e, language));
    expect(lines("en")).toEqual([
      "You announce a super round!",
      "Bot 2 announces a super round!",
      "You join the super round.",
      "Bot 2 joins the super round.",
    ]);
    expect(lines("fr")).toEqual([
      "Vous annoncez un super tour !",
      "Bot 2 annonce un super tour !",
      "Vous vous joignez au super tour.",
      "Bot 2 se joint au super tour.",
    ]);
    expect(lines("pt-BR")).toEqual([
      "Você anuncia uma super rodada!",
      "Bot 2 anuncia uma super rodada!",
      "Você entra na super rodada.",
      "Bot 2 entra na super rodada.",
    ]);
  });

  it("says what a wrong call costs, and a lockout, with the verb agreeing with its subject", () => {
    const lines = (language: Language) =>
      [wrong(0, 0, true), wrong(1, 2, true), wrong(0, 1, false), wrong(1, 1, false, true)].map((e) =>
        say(e, language),
      );
    expect(lines("en")).toEqual([
      "Not a set: you pay 0 points and are locked out.",
      "Not a set: Bot 2 pays 2 points and is locked out.",
      "Not a set: you pay 1 point.",
      "Not a set: Bot 2 pays 1 point in the super round.",
    ]);
    expect(lines("fr")).toEqual([
      "Ce n’est pas un SET : vous payez 0 point et ne pouvez plus annoncer.",
      "Ce n’est pas un SET : Bot 2 paie 2 points et ne peut plus annoncer.",
      "Ce n’est pas un SET : vous payez 1 point.",
      "Ce n’est pas un SET : Bot 2 paie 1 point pendant le super tour.",
    ]);
    expect(lines("pt-BR")).toEqual([
      "Não é um SET: você paga 0 pontos e não pode mais pedir SET.",
      "Não é um SET: Bot 2 paga 2 pontos e não pode mais pedir SET.",
      "Não é um SET: você paga 1 ponto.",
      "Não é um SET: Bot 2 paga 1 ponto na super rodada.",
    ]);
  });

  it("lists a missed super round's payments, you in lower case", () => {
    expect(say(missed, "en")).toBe(
      "The super round ended with no set: Bot 2 pays 1 point; you pay 0 points and are locked out.",
    );
    expect(say(missed, "fr")).toBe(
      "Le super tour s’achève sans SET : Bot 2 paie 1 point ; vous payez 0 point et ne pouvez plus annoncer.",
    );
    expect(say(missed, "pt-BR")).toBe(
      "A super rodada terminou sem SET: Bot 2 paga 1 ponto; você paga 0 pontos e não pode mais pedir SET.",
    );
  });

  it("names who may call in a super round, you among them in lower case", () => {
    const round = (participants: number[], phase: "announced" | "running"): SuperRound =>
      phase === "announced"
        ? { phase, participants, announcedAt: 0 }
        : { phase, participants, endsAt: 0, flipped: "0000" };
    const line = (r: SuperRound, language: Language) =>
      plain(roundLine(r, () => "5 s", speakers(language), LANGUAGES[language]));
    const cases = [
      round([1, 0], "announced"),
      round([0], "running"),
      round([1, 0], "running"),
      round([1], "running"),
    ];
    expect(cases.map((r) => line(r, "en"))).toEqual([
      "Super round announced by Bot 2 and you: it starts with the next flip.",
      "Super round! Only you may call: 5 s left.",
      "Super round! Only Bot 2 and you may call: 5 s left.",
      "Super round! Only Bot 2 may call: 5 s left.",
    ]);
    expect(cases.map((r) => line(r, "fr"))).toEqual([
      "Super tour annoncé par Bot 2 et vous : il commence au prochain retournement.",
      "Super tour ! Personne d’autre que vous ne peut annoncer : encore 5 s.",
      "Super tour ! Annonces réservées à Bot 2 et vous : encore 5 s.",
      "Super tour ! Annonces réservées à Bot 2 : encore 5 s.",
    ]);
    expect(cases.map((r) => line(r, "pt-BR"))).toEqual([
      "Super rodada anunciada por Bot 2 e você: começa na próxima virada.",
      "Super rodada! Só você pode pedir: faltam 5 s.",
      "Super rodada! Só Bot 2 e você podem pedir: faltam 5 s.",
      "Super rodada! Só Bot 2 pode pedir: faltam 5 s.",
    ]);
  });

  it("says who flipped, called and found a set, in both persons", () => {
    const set = (seat: number): SuperEvent => ({
      kind: "set",
      at: 0,
      seat,
      cards: [],
      gained: 1,
      superRound: false,
      n: 5,
    });
    const call = (seat: number): SuperEvent => ({ kind: "call", at: 0, seat, n: 6 });
    expect([call(0), call(1), set(0), set(1)].map((e) => say(e, "en"))).toEqual([
      "You called SET!",
      "Bot 2 called SET!",
      "SET! 1 point for you.",
      "SET! 1 point for Bot 2.",
    ]);
    expect([call(0), call(1), set(0), set(1)].map((e) => say(e, "fr"))).toEqual([
      "Vous annoncez SET !",
      "Bot 2 annonce SET !",
      "SET ! 1 point pour vous.",
      "SET ! 1 point pour Bot 2.",
    ]);
    expect([call(0), call(1), set(0), set(1)].map((e) => say(e, "pt-BR"))).toEqual([
      "Você pediu SET!",
      "Bot 2 pediu SET!",
      "SET! 1 ponto para você.",
      "SET! 1 ponto para Bot 2.",
    ]);
  });
});
