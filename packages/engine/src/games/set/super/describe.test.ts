import { describe, expect, it } from "vitest";
import { moveSentence } from "../../../core/moveWords.js";
import type { Seat } from "../../../core/game.js";
import type { Lang } from "../../../core/lang.js";
import { setSuper } from "./game.js";
import type { SuperAction } from "./actions.js";
import { must, table, withGrid, withPoints, withTop } from "./situations.js";
import type { SuperState } from "./state.js";

/** Plays a move as a table does and describes it; the state it made. */
function move(
  state: SuperState,
  seat: Seat,
  action: SuperAction,
  at: number,
  name?: string,
): { text: string; after: SuperState } {
  const after = must(state, seat, action, at);
  return { after, text: moveSentence(setSuper.describe(state, { seat, action, at, name }, after)) };
}

const pick = (card: string): SuperAction => ({ type: "pick", card });
const FLIP: SuperAction = { type: "flip" };
const CALL: SuperAction = { type: "call" };
const SUPER: SuperAction = { type: "super" };

/** A grid holding one set (0000 1111 2222) and a few other cards; no automatic flips. */
const start = (options = {}): SuperState =>
  withGrid(table(2, { autoFlip: 0, ...options }), ["0000", "0001", "1111", "0010", "2222", "0011"]);

describe("SET Super Rules moves in words", () => {
  it("a flip names the card it showed", () => {
    const s = withTop(start(), 0, "1212");
    expect(move(s, 0, FLIP, 1_000, "Bot 1 (medium)").text).toBe(
      "Bot 1 (medium) flipped three green open squiggles",
    );
  });

  it("a super round announced, joined, and started by the next flip", () => {
    const announced = move(start(), 1, SUPER, 100);
    expect(announced.text).toBe("Player 2 announced a super round");
    const joined = move(announced.after, 0, SUPER, 200);
    expect(joined.text).toBe("Player 1 joined the super round");
    const flipped = move(withTop(joined.after, 0, "1212"), 0, FLIP, 1_000);
    expect(flipped.text).toBe("Player 1 flipped three green open squiggles: the super round is on");
  });

  it("a call, then each card pointed out, the third with the set it made and its points", () => {
    const called = move(start(), 1, CALL, 100, "Bea");
    expect(called.text).toBe("Bea called SET");
    const first = move(called.after, 1, pick("0000"), 200, "Bea");
    expect(first.text).toBe("Bea pointed out one red solid diamond");
    const second = move(first.after, 1, pick("1111"), 300, "Bea");
    const third = move(second.after, 1, pick("2222"), 400, "Bea");
    expect(third.text).toBe(
      "Bea pointed out three purple open ovals: a set (one red solid diamond, two green striped squiggles and three purple open ovals), 1 point",
    );
  });

  it("pointing out a card with no call open is a call; a wrong set costs points, or locks out", () => {
    const s = withPoints(start(), 0, 2);
    const first = move(s, 0, pick("0000"), 100);
    expect(first.text).toBe("Player 1 called SET and pointed out one red solid diamond");
    const second = move(first.after, 0, pick("0001"), 200);
    expect(move(second.after, 0, pick("0010"), 300).text).toBe(
      "Player 1 pointed out one red solid squiggle: not a set (one red solid diamond, one red striped diamond and one red solid squiggle), 1 point paid",
    );

    let poor = move(start(), 1, pick("0000"), 100).after;
    poor = move(poor, 1, pick("0001"), 200).after;
    expect(move(poor, 1, pick("0010"), 300).text).toMatch(
      /: not a set \(.*\), 0 points paid and locked out$/,
    );
  });

  it("when the wrong call locks out the last player, every lockout is lifted", () => {
    let s: SuperState = { ...start(), locked: [true, false] };
    s = move(s, 1, pick("0000"), 100).after;
    s = move(s, 1, pick("0001"), 200).after;
    expect(move(s, 1, pick("0010"), 300).text).toMatch(
      /and locked out; everyone was locked out, so every lockout is lifted$/,
    );
  });

  it("an automatic flip due before the move is not the move's; one it let through follows it", () => {
    const s = withTop(start({ autoFlip: 2_000, windowGap: 0 }), 0, "1212");
    // The flip came due at 2 s, before this call: not told with it.
    const late = move(s, 1, CALL, 2_500);
    expect(late.text).toBe("Player 2 called SET");
    // A call at 1.5 s holds the flip due at 2 s until the third card is pointed out at 2.5 s.
    let held = move(s, 1, pick("0000"), 1_500).after;
    held = move(held, 1, pick("1111"), 1_600).after;
    expect(move(held, 1, pick("2222"), 2_500).text).toMatch(
      /, 1 point; then the next card was flipped automatically: three green open squiggles$/,
    );
  });
});

/** Plays a move as a table does and describes it in `lang`, no-break spaces as plain ones. */
function moveIn(
  lang: Lang,
  state: SuperState,
  seat: Seat,
  action: SuperAction,
  at: number,
  name?: string,
): { text: string; after: SuperState } {
  const after = must(state, seat, action, at);
  const text = moveSentence(setSuper.describe(state, { seat, action, at, name }, after, lang));
  return { after, text: text.replaceAll("\u00a0", " ") };
}

describe("SET Super Rules moves in French and Brazilian Portuguese", () => {
  it("a flip, a super round announced, joined and started", () => {
    const s = withTop(start(), 0, "1212");
    expect(moveIn("fr", s, 0, FLIP, 1_000, "Robot 1 (moyen)").text).toBe(
      "Robot 1 (moyen) a retourné trois vagues vertes vides",
    );
    expect(moveIn("pt-BR", s, 0, FLIP, 1_000, "Robô 1 (médio)").text).toBe(
      "Robô 1 (médio) virou três ondas verdes vazias",
    );
    const announced = moveIn("fr", start(), 1, SUPER, 100);
    expect(announced.text).toBe("Joueur 2 a annoncé une super manche");
    expect(moveIn("pt-BR", start(), 1, SUPER, 100).text).toBe("Jogador 2 anunciou uma super-rodada");
    const joined = moveIn("fr", announced.after, 0, SUPER, 200);
    expect(joined.text).toBe("Joueur 1 a rejoint la super manche");
    expect(moveIn("pt-BR", announced.after, 0, SUPER, 200).text).toBe("Jogador 1 entrou na super-rodada");
    const flip = withTop(joined.after, 0, "1212");
    expect(moveIn("fr", flip, 0, FLIP, 1_000).text).toBe(
      "Joueur 1 a retourné trois vagues vertes vides : la super manche commence",
    );
    expect(moveIn("pt-BR", flip, 0, FLIP, 1_000).text).toBe(
      "Jogador 1 virou três ondas verdes vazias: a super-rodada começou",
    );
  });

  it("a call, the cards pointed out, the set and its point", () => {
    for (const [lang, called, third] of [
      [
        "fr",
        "Bea a crié SET",
        "Bea a désigné trois ovales violets vides : c'est un set (un losange rouge plein, deux vagues vertes hachurées et trois ovales violets vides), 1 point",
      ],
      [
        "pt-BR",
        "Bea gritou SET",
        "Bea apontou três ovais roxos vazios: é um set (um losango vermelho sólido, duas ondas verdes listradas e três ovais roxos vazios), 1 ponto",
      ],
    ] as const) {
      const call = moveIn(lang, start(), 1, CALL, 100, "Bea");
      expect(call.text).toBe(called);
      let s = moveIn(lang, call.after, 1, pick("0000"), 200, "Bea").after;
      s = moveIn(lang, s, 1, pick("1111"), 300, "Bea").after;
      expect(moveIn(lang, s, 1, pick("2222"), 400, "Bea").text).toBe(third);
    }
  });

  it("a wrong set: the points paid agreeing with their number, a lockout, every lockout lifted", () => {
    const paying = (lang: Lang, points: number): string => {
      let s = moveIn(lang, withPoints(start(), 0, points), 0, pick("0000"), 100).after;
      s = moveIn(lang, s, 0, pick("0001"), 200).after;
      return moveIn(lang, s, 0, pick("0010"), 300).text;
    };
    expect(paying("fr", 2)).toBe(
      "Joueur 1 a désigné une vague rouge pleine : ce n'est pas un set (un losange rouge plein, un losange rouge hachuré et une vague rouge pleine), 1 point payé",
    );
    expect(paying("pt-BR", 2)).toBe(
      "Jogador 1 apontou uma onda vermelha sólida: não é um set (um losango vermelho sólido, um losango vermelho listrado e uma onda vermelha sólida), 1 ponto pago",
    );
    expect(paying("fr", 0)).toMatch(/, aucun point payé, plus le droit d'appeler$/);
    expect(paying("pt-BR", 0)).toMatch(/, nenhum ponto pago, sem poder gritar SET$/);
    const lifted = (lang: Lang): string => {
      let s: SuperState = { ...start(), locked: [true, false] };
      s = moveIn(lang, s, 1, pick("0000"), 100).after;
      s = moveIn(lang, s, 1, pick("0001"), 200).after;
      return moveIn(lang, s, 1, pick("0010"), 300).text;
    };
    expect(lifted("fr")).toMatch(
      /plus le droit d'appeler ; plus personne ne pouvait appeler : tout le monde en retrouve le droit$/,
    );
    expect(lifted("pt-BR")).toMatch(
      /sem poder gritar SET; ninguém mais podia gritar SET: todos voltam a poder$/,
    );
  });

  it("an automatic flip the move let through follows it", () => {
    const s = withTop(start({ autoFlip: 2_000, windowGap: 0 }), 0, "1212");
    for (const [lang, tail] of [
      ["fr", /, 1 point ; puis la carte suivante s'est retournée d'elle-même : trois vagues vertes vides$/],
      ["pt-BR", /, 1 ponto; depois a carta seguinte foi virada automaticamente: três ondas verdes vazias$/],
    ] as const) {
      let held = moveIn(lang, s, 1, pick("0000"), 1_500).after;
      held = moveIn(lang, held, 1, pick("1111"), 1_600).after;
      expect(moveIn(lang, held, 1, pick("2222"), 2_500).text).toMatch(tail);
    }
  });
});
