/**
 * A live table's moves in words (the `move` frames, and the `moves` of `joined`): each accepted action
 * described by the game's `describe`, from the state just before it and the one right after, with the
 * seats named as the table names them (`namingOf`: the table's seats, its end screen and its chat say
 * the same names, and so does the replay). Each connection hears them in the language it joined with
 * (`join.lang`) and from where it sits (`Held`): its one seat is "you" ("You bid Prise", the engine's
 * second person), its seats on one keyboard "Player A" and "Player B". A move is described for a
 * hearing (a language and seats) the first time someone at the table hears it so, once (a few
 * microseconds each: under load most tables hear one language from a seat or two, and describing every
 * move in all three languages was 3 % of the server's time); a frame is serialised once per hearing.
 * Once a move is told, the states either side of it are let go (kept for the table's last 20 moves,
 * they were most of what a table's moves kept alive through the collector's scavenges): a hearing first
 * asked after that (someone joining) is described from the table's log, replayed once for all the kept
 * moves it lacks. A move is told as its sentence (`text`) and as the parts the game made it of
 * (`words`: the cards with their codes, the seats, the numbers), for the page to draw the cards.
 */
import {
  DEFAULT_LANG,
  keyboardSeatLabel,
  moveSentence,
  replaySteps,
  seatLabel,
  type AnyGame,
  type Lang,
  type LogEntry,
  type MatchLog,
  type MoveWords,
  type SeatInfo,
} from "@parlor/engine";
import { personNames, type OutgoingServerMessage, type RecentMove } from "@parlor/protocol";
import type { StoredSeat, TableRecord } from "../store/store.js";
import { withField } from "./view-texts.js";

/** How many of a live table's latest moves the server keeps for whoever joins (default 20). */
export const RECENT_MOVES = 20;

/**
 * The seats a connection holds at the table, in seat order (none: a spectator): where it hears the
 * moves from. Its one seat is "you"; several (two players on one keyboard) are "Player A", "Player B".
 */
export type Held = readonly number[];

/** The seats a connection holds, in seat order (`Held`). */
export function heldOf(seats: Iterable<number>): Held {
  return [...new Set(seats)].sort((a, b) => a - b);
}

/** What a connection hears a move in: its language, and the seats it holds. */
const hearing = (lang: Lang, held: Held): string => (held.length === 0 ? lang : `${lang} ${held.join(",")}`);

/**
 * One accepted action in words, in any language of the site and from any seat: described for a
 * hearing (`wordsIn`) when first asked for it, from the states before and after it, until it is told
 * (`release`); after that, a hearing not described yet is learnt from the log (`MoveFeed`), else
 * heard in the default language's words, as a spectator would.
 */
export class MoveInWords {
  readonly seq: number;
  readonly seat: number;
  readonly at: number;
  private readonly words = new Map<string, MoveWords>();
  private inputs: MoveInputs | null;

  /**
   * Describes the move in the default language, as a spectator hears it, at once, so that a game
   * whose `describe` throws is found out (and the move left out: the throw is the caller's) as it is
   * accepted, and every move has words to fall back on once its states are let go.
   */
  constructor(inputs: MoveInputs) {
    this.seq = inputs.entry.seq;
    this.seat = inputs.entry.seat;
    this.at = inputs.entry.at;
    this.inputs = inputs;
    this.wordsIn(DEFAULT_LANG);
  }

  /**
   * The move's words in `lang` to a connection holding `held` (a spectator's, in the default
   * language, were described when it was made); should the game's `describe` throw there only (a bug
   * of the game), that hearing gets the default words, and the failure is reported. A move let go of
   * its states and never described for a hearing is heard in the default words. A move that neither
   * a held seat made nor names (its spectator's words hold none of their seat parts) is heard as a
   * spectator hears it, described once for them all: most moves, to most people at a table.
   */
  wordsIn(lang: Lang, held: Held = []): MoveWords {
    const key = hearing(lang, held);
    const known = this.words.get(key);
    if (known !== undefined) return known;
    const inputs = this.inputs;
    if (inputs === null) return this.wordsIn(DEFAULT_LANG);
    const { game, before, entry, after, naming, onError } = inputs;
    if (held.length > 0 && !held.includes(entry.seat)) {
      const told = this.wordsIn(lang);
      if (!told.some((part) => part.kind === "seat" && held.includes(part.seat))) {
        this.words.set(key, told);
        return told;
      }
    }
    let words: MoveWords;
    try {
      words = describeMove(game, before, entry, after, naming(lang, held), lang).words;
    } catch (error) {
      if (key === DEFAULT_LANG) throw error;
      onError?.(entry, error);
      words = this.wordsIn(DEFAULT_LANG);
    }
    this.words.set(key, words);
    return words;
  }

  /** Whether the move can be heard so without the log: described so, or still holding its states. */
  speaks(lang: Lang, held: Held = []): boolean {
    return this.inputs !== null || this.words.has(hearing(lang, held));
  }

  /** The move's words in `lang` to a connection holding `held`, from the log (its states are gone). */
  learn(lang: Lang, held: Held, words: MoveWords): void {
    const key = hearing(lang, held);
    if (!this.words.has(key)) this.words.set(key, words);
  }

  /** The move was told: its states are let go (a language asked later is described from the log). */
  release(): void {
    this.inputs = null;
  }
}

/** What describing a move needs: the game, the states either side of it, how the seats are named. */
interface MoveInputs {
  readonly game: AnyGame;
  readonly before: unknown;
  readonly entry: LogEntry;
  readonly after: unknown;
  readonly naming: Naming;
  readonly onError?: DescribeFailed | undefined;
}

/** The move as a connection hearing `lang` and holding `held` gets it. */
export function moveIn(move: MoveInWords, lang: Lang = DEFAULT_LANG, held: Held = []): RecentMove {
  const words = move.wordsIn(lang, held);
  return { seq: move.seq, seat: move.seat, at: move.at, text: moveSentence(words), words };
}

/**
 * The seats as the engine's log knows them: bots by level ("Bot 2 (easy)", as ever), a person by the
 * name of the player who took the seat, else nameless ("Player 2").
 */
export function seatInfosOf(seats: readonly StoredSeat[]): SeatInfo[] {
  return seats.map((s) => (s.bot !== undefined ? { bot: s.bot } : s.player ? { name: s.player.name } : {}));
}

/** A stored table's match log: its game, options, seed, seats as the log names them and `actions`. */
export function matchLogOf(record: TableRecord, actions: readonly LogEntry[]): MatchLog {
  return {
    game: record.game,
    options: record.options,
    seed: record.seed,
    seats: seatInfosOf(record.seats),
    actions,
    ...(record.until !== null ? { until: record.until } : {}),
  };
}

/** A seat as the moves in words name it: a bot's, or one a player took (a `StoredSeat`). */
export interface FeedSeat {
  readonly bot?: string;
  readonly player?: { readonly id: string; readonly name: string };
}

/** The seats' names in the words of a move, and the seat told as "you" (`MoveEntry.you`), if any. */
export interface SeatNaming {
  readonly names: readonly string[];
  readonly you?: number;
}

/** How the seats are named to a connection hearing `lang` and holding `held`. */
export type Naming = (lang: Lang, held: Held) => SeatNaming;

/**
 * The seats' names in the words of a move, in `lang`, as the table names them to a connection holding
 * `held` (the web's `seatName` says the same): its one seat is "you", its seats on one keyboard
 * "Player A", "Player B" (in seat order); a bot by its level ("Bot 2 (easy)"), a person by the name
 * they sat down with, told apart from a namesake by their tag ("Ana #x3F9"), a seat nobody took
 * "Player 2".
 */
export function namingOf(seats: readonly FeedSeat[], lang: Lang, held: Held = []): SeatNaming {
  const people = personNames(seats);
  const names = seats.map((s, seat) => {
    const letter = held.length > 1 ? held.indexOf(seat) : -1;
    if (letter >= 0) return keyboardSeatLabel(letter, lang);
    const person = people[seat];
    return seatLabel(
      s.bot !== undefined ? { bot: s.bot } : person !== undefined ? { name: person } : {},
      seat,
      lang,
    );
  });
  return held.length === 1 ? { names, you: held[0] } : { names };
}

/**
 * The naming of the seats `seats()` gives (the table's as they stand: a person who takes a seat
 * during the match is named from their next move), worked out once for each hearing while the seats
 * stay the same.
 */
export function namingFrom(seats: () => readonly FeedSeat[]): Naming {
  let known: readonly FeedSeat[] | null = null;
  const namings = new Map<string, SeatNaming>();
  return (lang, held) => {
    const now = seats();
    if (now !== known) {
      known = now;
      namings.clear();
    }
    const key = hearing(lang, held);
    let naming = namings.get(key);
    if (naming === undefined) {
      naming = namingOf(now, lang, held);
      namings.set(key, naming);
    }
    return naming;
  };
}

/** A log's seats as it names them (bots by level, people by name, else "Player 2"), to a spectator. */
function logNaming(seats: readonly SeatInfo[]): Naming {
  return (lang) => ({ names: seats.map((info, seat) => seatLabel(info, seat, lang)) });
}

/**
 * One accepted action in words in `lang`: the game's `describe` with the seats named by `naming`, as
 * its sentence and its parts.
 */
export function describeMove(
  game: AnyGame,
  before: unknown,
  entry: LogEntry,
  after: unknown,
  naming: SeatNaming,
  lang?: Lang,
): RecentMove & { readonly words: MoveWords } {
  const { seq, seat, action, at } = entry;
  const { names, you } = naming;
  const words = game.describe(before, { seat, action, at, name: names[seat], names, you }, after, lang);
  return { seq, seat, at, text: moveSentence(words), words };
}

/** `describe` threw (a bug of the game): that move is left out, and the table plays on. */
export type DescribeFailed = (entry: LogEntry, error: unknown) => void;

/**
 * The last `length` moves of a log in words (a table brought back from the store): the log is
 * replayed once, and only its last moves are described (one that cannot be is left out). The seats
 * are named by `naming` (by default as the log names them, to a spectator).
 */
export function recentMovesOf(
  game: AnyGame,
  log: MatchLog,
  length: number = RECENT_MOVES,
  onError?: DescribeFailed,
  naming: Naming = logNaming(log.seats),
): MoveInWords[] {
  const first = log.actions.length - length;
  const moves: MoveInWords[] = [];
  for (const { before, entry, after } of replayedMoves(game, log, (_, index) => index >= first)) {
    try {
      moves.push(new MoveInWords({ game, before, entry, after, naming, onError }));
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
  /** The table's seats as they stand (read as each move is described: see `namingFrom`). */
  readonly seats: () => readonly FeedSeat[];
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
  private readonly naming: Naming;
  private readonly length: number;
  private readonly onError: DescribeFailed | undefined;
  private readonly log: () => MatchLog;
  private readonly kept: MoveInWords[];
  private untold: MoveInWords[] = [];
  private before: unknown;

  constructor(options: MoveFeedOptions) {
    this.game = options.game;
    this.naming = namingFrom(options.seats);
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
        naming: this.naming,
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

  /** The latest moves in `lang` to a connection holding `held`, oldest first (at most `length`). */
  recent(lang: Lang = DEFAULT_LANG, held: Held = []): RecentMove[] {
    if (this.kept.some((move) => !move.speaks(lang, held))) this.describeFromLog(lang, held);
    return this.kept.map((move) => moveIn(move, lang, held));
  }

  /**
   * Describes in `lang` for a connection holding `held` the kept moves that were told before anyone
   * heard them so, from the log replayed once. A move the game cannot describe there (reported), or
   * that the log does not hold, keeps the default words for that hearing, so it is not replayed for
   * again.
   */
  private describeFromLog(lang: Lang, held: Held): void {
    const missing = new Map(
      this.kept.filter((move) => !move.speaks(lang, held)).map((move) => [move.seq, move]),
    );
    const log = this.log();
    const naming = this.naming(lang, held);
    try {
      for (const { before, entry, after } of replayedMoves(this.game, log, (e) => missing.has(e.seq))) {
        try {
          const words = describeMove(this.game, before, entry, after, naming, lang).words;
          missing.get(entry.seq)?.learn(lang, held, words);
        } catch (error) {
          this.onError?.(entry, error);
        }
      }
    } catch (error) {
      // The log would not replay (a bug of the game): reported at the first move it was asked for.
      const first = log.actions.find((entry) => missing.has(entry.seq));
      if (first) this.onError?.(first, error);
    }
    for (const move of missing.values()) move.learn(lang, held, move.wordsIn(DEFAULT_LANG));
  }
}

/**
 * The moves of one change, told to everyone at the table (players and spectators) with its views: in
 * the `moves` of each connection's first view frame of the change, in its language and from its seats
 * (the moves are serialised once per hearing at the table). A connection that gets no view of the
 * change is told them as `move` frames. One frame a change instead of a view and a move frame (issue
 * 17: a frame costs both ends about as much to send and to read as its bytes).
 */
export class MovesToTell {
  private readonly texts = new Map<string, string>();

  constructor(
    private readonly table: string,
    private readonly moves: readonly MoveInWords[],
  ) {}

  /**
   * A view frame's text with the moves added, in `lang` to a connection holding `held` (the frame
   * itself when there are none).
   */
  withView(frame: string, lang: Lang, held: Held = []): string {
    if (this.moves.length === 0) return frame;
    // Seats that hear every move as a spectator does share the spectator's text.
    const spectator = this.moves.every((move) => move.wordsIn(lang, held) === move.wordsIn(lang));
    const key = hearing(lang, spectator ? [] : held);
    let text = this.texts.get(key);
    if (text === undefined) {
      text = JSON.stringify(this.moves.map((move) => moveIn(move, lang, held)));
      this.texts.set(key, text);
    }
    return withField(frame, "moves", text);
  }

  /** The moves as `move` frames in `lang` from `held`, for a connection that gets no view of the change. */
  frames(lang: Lang, held: Held = []): string[] {
    return this.moves.map((move) =>
      JSON.stringify({
        type: "move",
        table: this.table,
        ...moveIn(move, lang, held),
      } satisfies OutgoingServerMessage),
    );
  }
}
