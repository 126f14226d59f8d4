/**
 * A live table's moves in words (the `move` frames, and the `moves` of `joined`): each accepted action
 * described by the game's `describe`, from the state just before it and the one right after, with its
 * seat named as a replay names it, so the table's feed and the match's replay say the same words. Each
 * connection hears them in the language it joined with (`join.lang`). A move is described in a language
 * the first time someone at the table hears it in that language, once (a few microseconds each: under
 * load most tables hear one language, and describing every move in all three was 3 % of the server's
 * time); a frame is serialised once per language. Once a move is told, the states either side of it
 * are let go (kept for the table's last 20 moves, they were most of what a table's moves kept alive
 * through the collector's scavenges): a language first asked after that (someone joining) is described
 * from the table's log, replayed once for all the kept moves it lacks.
 */
import {
  DEFAULT_LANG,
  replaySteps,
  seatLabel,
  type AnyGame,
  type Lang,
  type LogEntry,
  type MatchLog,
  type SeatInfo,
  type Translations,
} from "@parlor/engine";
import type { OutgoingServerMessage, RecentMove } from "@parlor/protocol";
import type { StoredSeat } from "../store/store.js";
import { withField } from "./view-texts.js";

/** How many of a live table's latest moves the server keeps for whoever joins (default 20). */
export const RECENT_MOVES = 20;

/**
 * One accepted action in words, in any language of the site: described in a language when first asked
 * for it, from the states before and after it, until it is told (`release`); after that, a language
 * not described yet is learnt from the log (`MoveFeed`), else heard in the default language's words.
 */
export class MoveInWords {
  readonly seq: number;
  readonly seat: number;
  readonly at: number;
  private readonly texts: Partial<Record<Lang, string>> = {};
  private inputs: MoveInputs | null;

  /**
   * Describes the move in the default language at once, so that a game whose `describe` throws is
   * found out (and the move left out: the throw is the caller's) as it is accepted, and every move has
   * words to fall back on once its states are let go.
   */
  constructor(inputs: MoveInputs) {
    this.seq = inputs.entry.seq;
    this.seat = inputs.entry.seat;
    this.at = inputs.entry.at;
    this.inputs = inputs;
    this.textIn(DEFAULT_LANG);
  }

  /**
   * The move's words in `lang` (the default language's were described when it was made); should the game's `describe` throw in another language only (a bug of the
   * game), that language hears the default language's words, and the failure is reported. A move let
   * go of its states and never described in `lang` is heard in the default language's words.
   */
  textIn(lang: Lang): string {
    const known = this.texts[lang];
    if (known !== undefined) return known;
    const inputs = this.inputs;
    if (inputs === null) return this.textIn(DEFAULT_LANG);
    const { game, before, entry, after, names, onError } = inputs;
    let text: string;
    try {
      text = describeMove(game, before, entry, after, names[lang], lang).text;
    } catch (error) {
      if (lang === DEFAULT_LANG) throw error;
      onError?.(entry, error);
      text = this.textIn(DEFAULT_LANG);
    }
    this.texts[lang] = text;
    return text;
  }

  /** Whether the move can be heard in `lang` without the log: described in it, or still holding its states. */
  speaks(lang: Lang): boolean {
    return this.inputs !== null || this.texts[lang] !== undefined;
  }

  /** The move's words in `lang` as described from the log (its states are gone). */
  learn(lang: Lang, text: string): void {
    this.texts[lang] ??= text;
  }

  /** The move was told: its states are let go (a language asked later is described from the log). */
  release(): void {
    this.inputs = null;
  }
}

/** What describing a move needs: the game, the states either side of it, the seats' names by language. */
interface MoveInputs {
  readonly game: AnyGame;
  readonly before: unknown;
  readonly entry: LogEntry;
  readonly after: unknown;
  readonly names: Translations<readonly string[]>;
  readonly onError?: DescribeFailed | undefined;
}

/** The move as a connection hearing `lang` gets it. */
export function moveIn(move: MoveInWords, lang: Lang = DEFAULT_LANG): RecentMove {
  return { seq: move.seq, seat: move.seat, at: move.at, text: move.textIn(lang) };
}

/**
 * The seats as the engine's log and the feed know them: bots by level ("Bot 2 (easy)", as ever), a
 * person by the name of the player who took the seat, else nameless ("Player 2").
 */
export function seatInfosOf(seats: readonly StoredSeat[]): SeatInfo[] {
  return seats.map((s) => (s.bot !== undefined ? { bot: s.bot } : s.player ? { name: s.player.name } : {}));
}

/** Each seat's name in the words of a move: "Bot 2 (easy)", a person's name, else "Player 2". */
export function seatNames(seats: readonly SeatInfo[], lang?: Lang): string[] {
  return seats.map((info, seat) => seatLabel(info, seat, lang));
}

/** Each seat's name in every language: « Robot 2 (facile) », "Jogador 2". */
function seatNamesByLang(seats: readonly SeatInfo[]): Translations<readonly string[]> {
  return { en: seatNames(seats, "en"), fr: seatNames(seats, "fr"), "pt-BR": seatNames(seats, "pt-BR") };
}

/** One accepted action in words in `lang`: the game's `describe` with the seat named by `names`. */
export function describeMove(
  game: AnyGame,
  before: unknown,
  entry: LogEntry,
  after: unknown,
  names: readonly string[],
  lang?: Lang,
): RecentMove {
  const { seq, seat, action, at } = entry;
  const text = game.describe(before, { seat, action, at, name: names[seat], names }, after, lang);
  return { seq, seat, at, text };
}

/** `describe` threw (a bug of the game): that move is left out, and the table plays on. */
export type DescribeFailed = (entry: LogEntry, error: unknown) => void;

/**
 * The last `length` moves of a log in words (a table brought back from the store): the log is
 * replayed once, and only its last moves are described (one that cannot be is left out).
 */
export function recentMovesOf(
  game: AnyGame,
  log: MatchLog,
  length: number = RECENT_MOVES,
  onError?: DescribeFailed,
): MoveInWords[] {
  const names = seatNamesByLang(log.seats);
  const first = log.actions.length - length;
  const moves: MoveInWords[] = [];
  for (const { before, entry, after } of replayedMoves(game, log, (_, index) => index >= first)) {
    try {
      moves.push(new MoveInWords({ game, before, entry, after, names, onError }));
    } catch (error) {
      onError?.(entry, error);
    }
  }
  return moves;
}

/** The log's actions that `wanted` picks, each with the states either side of it: the log replayed once. */
function* replayedMoves(
  game: AnyGame,
  log: MatchLog,
  wanted: (entry: LogEntry, index: number) => boolean,
): Generator<{ readonly before: unknown; readonly entry: LogEntry; readonly after: unknown }> {
  let before: unknown;
  let index = -1;
  for (const after of replaySteps(game, log)) {
    const entry = index >= 0 ? log.actions[index] : undefined;
    if (entry && wanted(entry, index)) yield { before, entry, after };
    before = after;
    index++;
  }
}

/** What a table's feed needs to start. */
export interface MoveFeedOptions {
  readonly game: AnyGame;
  readonly seats: readonly SeatInfo[];
  /** The state the next accepted action starts from (the runner's, before it starts). */
  readonly state: unknown;
  /** The moves already made, oldest first (a resumed table: `recentMovesOf` its log): told already. */
  readonly recent?: readonly MoveInWords[];
  /**
   * The match's log as it stands (the runner's `log`): a language first asked once moves were told is
   * described from it.
   */
  readonly log: () => MatchLog;
  /** How many of the latest moves are kept (default `RECENT_MOVES`). */
  readonly length?: number;
  /** `describe` threw (a bug of the game): that move is not told, and the table plays on. */
  readonly onError?: DescribeFailed;
}

/**
 * The moves of one live table: described as they are accepted (in the step that accepts them), told
 * to everyone at the table once the step's views are out, and the latest kept for those who join.
 */
export class MoveFeed {
  private readonly game: AnyGame;
  private readonly names: Translations<readonly string[]>;
  private readonly length: number;
  private readonly onError: DescribeFailed | undefined;
  private readonly log: () => MatchLog;
  private readonly kept: MoveInWords[];
  private untold: MoveInWords[] = [];
  private before: unknown;

  constructor(options: MoveFeedOptions) {
    this.game = options.game;
    this.names = seatNamesByLang(options.seats);
    this.length = options.length ?? RECENT_MOVES;
    this.onError = options.onError;
    this.log = options.log;
    this.before = options.state;
    this.kept = [...(options.recent ?? [])].slice(-this.length);
    for (const move of this.kept) move.release();
  }

  /** An action was accepted and `after` is the state it made: it is described and kept, to be told. */
  accepted(entry: LogEntry, after: unknown): void {
    const before = this.before;
    this.before = after;
    let move: MoveInWords;
    try {
      move = new MoveInWords({
        game: this.game,
        before,
        entry,
        after,
        names: this.names,
        onError: this.onError,
      });
    } catch (error) {
      this.onError?.(entry, error);
      return;
    }
    this.kept.push(move);
    if (this.kept.length > this.length) this.kept.shift();
    this.untold.push(move);
  }

  /**
   * Tells the moves accepted since the last time, oldest first (each is told once): `tell` hears them
   * in any language, then their states are let go.
   */
  tell(tell: (moves: readonly MoveInWords[]) => void): void {
    const moves = this.untold;
    this.untold = [];
    try {
      tell(moves);
    } finally {
      for (const move of moves) move.release();
    }
  }

  /** The latest moves in `lang`, oldest first (at most `length`). */
  recent(lang: Lang = DEFAULT_LANG): RecentMove[] {
    if (this.kept.some((move) => !move.speaks(lang))) this.describeFromLog(lang);
    return this.kept.map((move) => moveIn(move, lang));
  }

  /**
   * Describes in `lang` the kept moves that were told before anyone asked for it, from the log
   * replayed once. A move the game cannot describe there (reported), or that the log does not hold,
   * keeps the default language's words in `lang`, so it is not replayed for again.
   */
  private describeFromLog(lang: Lang): void {
    const missing = new Map(this.kept.filter((move) => !move.speaks(lang)).map((move) => [move.seq, move]));
    const log = this.log();
    try {
      for (const { before, entry, after } of replayedMoves(this.game, log, (e) => missing.has(e.seq))) {
        try {
          const text = describeMove(this.game, before, entry, after, this.names[lang], lang).text;
          missing.get(entry.seq)?.learn(lang, text);
        } catch (error) {
          this.onError?.(entry, error);
        }
      }
    } catch (error) {
      // The log would not replay (a bug of the game): reported at the first move it was asked for.
      const first = log.actions.find((entry) => missing.has(entry.seq));
      if (first) this.onError?.(first, error);
    }
    for (const move of missing.values()) move.learn(lang, move.textIn(DEFAULT_LANG));
  }
}

/**
 * The moves of one change, told to everyone at the table (players and spectators) with its views: in
 * the `moves` of each connection's first view frame of the change, in its language (the moves are
 * serialised once per language heard at the table). A connection that gets no view of the change is
 * told them as `move` frames. One frame a change instead of a view and a move frame (issue 17: a frame
 * costs both ends about as much to send and to read as its bytes).
 */
export class MovesToTell {
  private readonly texts = new Map<Lang, string>();

  constructor(
    private readonly table: string,
    private readonly moves: readonly MoveInWords[],
  ) {}

  /** A view frame's text with the moves in `lang` added (the frame itself when there are none). */
  withView(frame: string, lang: Lang): string {
    if (this.moves.length === 0) return frame;
    let text = this.texts.get(lang);
    if (text === undefined) {
      text = JSON.stringify(this.moves.map((move) => moveIn(move, lang)));
      this.texts.set(lang, text);
    }
    return withField(frame, "moves", text);
  }

  /** The moves as `move` frames in `lang`, for a connection that gets no view of the change. */
  frames(lang: Lang): string[] {
    return this.moves.map((move) =>
      JSON.stringify({
        type: "move",
        table: this.table,
        ...moveIn(move, lang),
      } satisfies OutgoingServerMessage),
    );
  }
}
