import { describe, expect, it } from "vitest";
import { moveSentence } from "../../../core/moveWords.js";
import type { Seat } from "../../../core/game.js";
import type { Lang } from "../../../core/lang.js";
import { act, parseOptions } from "../../../core/play.js";
import { cardId, CLASSIC, fullDeck } from "../cards.js";
import { setPc } from "./game.js";
import type { PcAction } from "./actions.js";
import type { PcOptions } from "./options.js";
import type { PcState } from "./state.js";

const id = (code: string): number => cardId(CLASSIC, code);

/** A table laid out by hand: card codes slot by slot, then `deck` (top last), the rest discarded. */
function table(codes: string[], raw: Record<string, unknown> = {}, deck?: string[]): PcState {
  const parsed = parseOptions<PcOptions>(setPc, raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const base = setPc.setup(parsed.value, 2, "describe");
  const slots = codes.map(id);
  const rest = fullDeck(CLASSIC).filter((c) => !slots.includes(c));
  const deckIds = deck ? deck.map(id) : rest;
  return {
    ...base,
    slots,
    deck: deckIds,
    discard: rest.filter((c) => !deckIds.includes(c)),
    events: [],
  };
}

/** Plays a move as a table does and describes it; the state it made. */
function move(
  state: PcState,
  seat: Seat,
  action: PcAction,
  at: number,
  name?: string,
): { text: string; after: PcState } {
  const result = act(setPc, state, state.seats, seat, action, at);
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  const after = result.value.state;
  return { after, text: moveSentence(setPc.describe(state, { seat, action, at, name }, after)) };
}

const press = (slot: number): PcAction => ({ type: "press", slot });

/** Twelve cards: slots 0 to 2 are a set (0000 1111 2222); 0000 1111 0120 are not. */
const TWELVE = [
  "0000",
  "1111",
  "2222",
  "0120",
  "0121",
  "0122",
  "1000",
  "1001",
  "1002",
  "2010",
  "2011",
  "2012",
];

describe("PC Set Game moves in words", () => {
  it("a token put on a card and taken back: the card in words, its row and column", () => {
    const put = move(table(TWELVE), 1, press(5), 100, "Bot 2 (easy)");
    expect(put.text).toBe("Bot 2 (easy) put a token on two red open ovals (row 2, column 2)");
    const back = move(put.after, 1, press(5), 200, "Bot 2 (easy)");
    expect(back.text).toBe("Bot 2 (easy) took back the token from two red open ovals (row 2, column 2)");
  });

  it("a set found: its three cards in words; a seat without a name is named by number", () => {
    let s = table(TWELVE);
    s = move(s, 0, press(0), 100).after;
    s = move(s, 0, press(1), 200).after;
    expect(move(s, 0, press(2), 300).text).toBe(
      "Player 1 found a set: one red solid diamond, two green striped squiggles and three purple open ovals",
    );
  });

  it("a wrong claim: the cards claimed and the freeze it costs", () => {
    let s = table(TWELVE, { penaltyFreeze: 5_000 });
    s = move(s, 1, press(0), 100).after;
    s = move(s, 1, press(3), 200).after;
    expect(move(s, 1, press(1), 300, "Ann").text).toBe(
      "Ann claimed one red solid diamond, two red solid ovals and two green striped squiggles: not a set, frozen for 5 s",
    );
  });

  it("a hint asked for, without saying which set it shows", () => {
    expect(move(table(TWELVE, { hints: true }), 0, { type: "hint" }, 100).text).toBe(
      "Player 1 asked for a hint",
    );
  });

  it("the reshuffle of a set-less table the set left behind, and the end of the game", () => {
    // One row of three: after the set the deck deals 0001 0002 0010, no set, while 1000 1001 1002 are
    // still in the deck: the dealer reshuffles.
    let s = table(["0000", "1111", "2222"], { rows: 1, columns: 3 }, [
      "1000",
      "1001",
      "1002",
      "0010",
      "0002",
      "0001",
    ]);
    s = move(s, 0, press(0), 100).after;
    s = move(s, 0, press(1), 200).after;
    expect(move(s, 0, press(2), 300).text).toMatch(
      /^Player 1 found a set: .*; no set left on the table: reshuffled$/,
    );

    let last = table(["0000", "1111", "2222"], { rows: 1, columns: 3 }, []);
    last = move(last, 1, press(0), 100).after;
    last = move(last, 1, press(1), 200).after;
    expect(move(last, 1, press(2), 300).text).toMatch(/ found a set: .*; the game is over$/);
  });

  it("a reshuffle the countdown made before the move is not the move's, and the card is the new one", () => {
    const s = table(TWELVE, { turnTimeout: 10_000 });
    const at = 10_500;
    const { after, text } = move(s, 0, press(0), at);
    const reshuffled = setPc.advance(s, at);
    expect(reshuffled.slots[0]).not.toBe(s.slots[0]);
    expect(text).not.toMatch(/reshuffled/);
    expect(text).toBe(moveSentence(setPc.describe(reshuffled, { seat: 0, action: press(0), at }, after)));
    expect(text).not.toMatch(/one red solid diamond/);
  });
});

/** `text` with French's no-break spaces as plain ones, to compare with a line written out. */
const plain = (text: string): string => text.replaceAll("\u00a0", " ");

/** Plays `presses` by `seat` from `state` and describes the last one in `lang`. */
function toldIn(lang: Lang, state: PcState, seat: Seat, slots: number[], name?: string): string {
  let s = state;
  let text = "";
  slots.forEach((slot, i) => {
    const action = press(slot);
    const at = (i + 1) * 100;
    const result = act(setPc, s, s.seats, seat, action, at);
    if (!result.ok) throw new Error(`refused: ${result.error.code}`);
    text = moveSentence(setPc.describe(s, { seat, action, at, name }, result.value.state, lang));
    s = result.value.state;
  });
  return plain(text);
}

describe("PC Set Game moves in French and Brazilian Portuguese", () => {
  it("a token put on a card: the card with its words agreeing, its row and column", () => {
    expect(toldIn("fr", table(TWELVE), 1, [5], "Robot 2 (facile)")).toBe(
      "Robot 2 (facile) a posé un jeton sur deux ovales rouges vides (ligne 2, colonne 2)",
    );
    expect(toldIn("pt-BR", table(TWELVE), 1, [5], "Robô 2 (fácil)")).toBe(
      "Robô 2 (fácil) pôs uma ficha em dois ovais vermelhos vazios (linha 2, coluna 2)",
    );
    expect(toldIn("fr", table(TWELVE), 1, [5, 5])).toBe(
      "Joueur 2 a repris son jeton sur deux ovales rouges vides (ligne 2, colonne 2)",
    );
    expect(toldIn("pt-BR", table(TWELVE), 1, [5, 5])).toBe(
      "Jogador 2 tirou a ficha de dois ovais vermelhos vazios (linha 2, coluna 2)",
    );
  });

  it("a set found, a wrong claim and its freeze (a decimal comma), a hint", () => {
    expect(toldIn("fr", table(TWELVE), 0, [0, 1, 2])).toBe(
      "Joueur 1 a trouvé un set : un losange rouge plein, deux vagues vertes hachurées et trois ovales violets vides",
    );
    expect(toldIn("pt-BR", table(TWELVE), 0, [0, 1, 2])).toBe(
      "Jogador 1 achou um set: um losango vermelho sólido, duas ondas verdes listradas e três ovais roxos vazios",
    );
    const slow = table(TWELVE, { penaltyFreeze: 2_500 });
    expect(toldIn("fr", slow, 1, [0, 3, 1], "Ann")).toBe(
      "Ann a désigné un losange rouge plein, deux ovales rouges pleins et deux vagues vertes hachurées : ce n'est pas un set, 2,5 s de gel",
    );
    expect(toldIn("pt-BR", slow, 1, [0, 3, 1], "Ann")).toBe(
      "Ann apontou um losango vermelho sólido, dois ovais vermelhos sólidos e duas ondas verdes listradas: não é um set, 2,5 s de congelamento",
    );
    const hints = table(TWELVE, { hints: true });
    const hint = (lang: Lang): string => {
      const result = act(setPc, hints, hints.seats, 0, { type: "hint" }, 100);
      if (!result.ok) throw new Error(result.error.code);
      return moveSentence(
        setPc.describe(hints, { seat: 0, action: { type: "hint" }, at: 100 }, result.value.state, lang),
      );
    };
    expect(hint("fr")).toBe("Joueur 1 a demandé un indice");
    expect(hint("pt-BR")).toBe("Jogador 1 pediu uma dica");
  });

  it("the reshuffle and the end of the game; French puts a no-break space before : and ;", () => {
    const small = (deck: string[]): PcState => table(["0000", "1111", "2222"], { rows: 1, columns: 3 }, deck);
    const reshuffling = ["1000", "1001", "1002", "0010", "0002", "0001"];
    expect(toldIn("fr", small(reshuffling), 0, [0, 1, 2])).toMatch(
      /^Joueur 1 a trouvé un set : .* ; plus aucun set sur la table : les cartes sont rebattues$/,
    );
    expect(toldIn("pt-BR", small(reshuffling), 0, [0, 1, 2])).toMatch(
      /^Jogador 1 achou um set: .*; nenhum set na mesa: as cartas foram embaralhadas de novo$/,
    );
    expect(toldIn("fr", small([]), 0, [0, 1, 2])).toMatch(/ ; la partie est terminée$/);
    expect(toldIn("pt-BR", small([]), 0, [0, 1, 2])).toMatch(/; fim da partida$/);
    let s = small([]);
    for (const slot of [0, 1]) {
      const r = act(setPc, s, s.seats, 0, press(slot), 100 * (slot + 1));
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    const last = act(setPc, s, s.seats, 0, press(2), 300);
    if (!last.ok) throw new Error(last.error.code);
    const raw = moveSentence(
      setPc.describe(s, { seat: 0, action: press(2), at: 300 }, last.value.state, "fr"),
    );
    expect(raw).toContain("\u00a0: ");
    expect(raw).toContain("\u00a0; la partie est terminée");
  });
});
