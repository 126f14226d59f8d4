/**
 * The rules across a game's options that its JSON Schema cannot say, as the lobby checks them while
 * the person types: each game's own are its `GameUi.optionRules` (the PC Set Game's deck and table
 * sizes). The server still decides; options.test.ts checks that the page accepts exactly what the
 * engine accepts.
 */

/** What is wrong with a field: a key of `common:lobby.optionErrors` and the values its sentence names. */
export interface Problem {
  readonly key: string;
  readonly values?: Readonly<Record<string, number>>;
}

/** A rule across options: the option to blame and the problem, or null when the values are fine. */
export type CrossRule = (values: Readonly<Record<string, unknown>>) => {
  readonly option: string;
  readonly problem: Problem;
} | null;
