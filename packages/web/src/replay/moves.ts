/**
 * What each action of a log did, in words ("Bot 2 (easy) found a set: 0120, 1111, 2102"), from the
 * states just before and just after it. One describer per game; other games get a plain line.
 */
import type * as Engine from "@parlor/engine";
import type {
  DeckShape,
  LogEntry,
  PatternsAction,
  PatternsState,
  PcAction,
  PcState,
  RuhdAction,
  RuhdState,
  SuperAction,
  SuperState,
} from "@parlor/engine";
import { counted } from "../words.js";

/** What the replay takes of the engine to name cards and read events (loaded lazily with it). */
export type CardCodes = Pick<typeof Engine, "cardCode" | "CLASSIC" | "eventsSince">;

/** What a describer may use besides the action and its states. */
export interface MoveContext {
  /** Seat names, by seat. */
  readonly names: readonly string[];
  /** The engine's card codes (cards are ids in the states). */
  readonly cardCode: (shape: DeckShape, id: number) => string;
  /** The engine's classic deck: four features of three values (Patterns, Super Rules). */
  readonly classic: DeckShape;
  /** The engine's `eventsSince`: the events an action recorded (numbered after the newest before it). */
  readonly eventsSince: typeof Engine.eventsSince;
}

type Describer<S, A> = (
  entry: LogEntry & { readonly action: A },
  before: S,
  after: S,
  context: MoveContext,
) => string;

/** A Ruhd rotation is in clockwise quarter turns. */
const QUARTER_TURN_DEGREES = 90;

const describePc: Describer<PcState, PcAction> = (entry, before, after, { names, cardCode, eventsSince }) => {
  const name = names[entry.seat] ?? `Seat ${entry.seat + 1}`;
  const { action } = entry;
  if (action.type === "hint") return `${name} asked for a hint`;
  const shape: DeckShape = { features: before.options.featureCount, values: before.options.featureSize };
  const code = (id: number | null | undefined): string =>
    id == null ? "an empty slot" : cardCode(shape, id);
  if (after.counters.sets > before.counters.sets) {
    const cards = after.discard.slice(before.discard.length).map(code);
    // The dealer may have reshuffled the set-less table the set left behind: say so too.
    const reshuffled = eventsSince(before.events, after.events).some((e) => e.kind === "reshuffle");
    return `${name} found a set: ${cards.join(", ")}${reshuffled ? "; no set left on the table: reshuffled" : ""}`;
  }
  if (after.counters.wrongClaims > before.counters.wrongClaims) {
    const claimed = [...(before.tokens[entry.seat] ?? []), action.slot].map((slot) =>
      code(before.slots[slot]),
    );
    return `${name} claimed ${claimed.join(", ")}: not a set, frozen`;
  }
  const row = Math.floor(action.slot / before.options.columns) + 1;
  const column = (action.slot % before.options.columns) + 1;
  const placed = after.tokens[entry.seat]?.includes(action.slot) ?? false;
  return `${name} ${placed ? "put a token on" : "took back the token from"} ${code(before.slots[action.slot])} (row ${row}, column ${column})`;
};

const describePatterns: Describer<PatternsState, PatternsAction> = (
  entry,
  before,
  after,
  { names, cardCode, classic },
) => {
  const name = names[entry.seat] ?? `Seat ${entry.seat + 1}`;
  const code = (id: number): string => cardCode(classic, id);
  const events = after.events.filter((e) => e.n > before.counters.events);
  const head =
    entry.action.type === "call"
      ? `${name} called SET on ${entry.action.cards.join(", ")}`
      : `${name} voted “no set”`;
  const results = events.map((event) => {
    if (event.kind === "set") return "a set, 3 cards to the stack";
    if (event.kind === "wrong") return `not a set, ${counted(event.lost, "cards")} out of play`;
    if (event.kind === "boop") return "not a set: Boop! Bad!";
    if (event.kind === "grow") return `the pool grew by ${event.cards.map(code).join(", ")}`;
    return "the game is over";
  });
  return results.length > 0 ? `${head}: ${results.join("; ")}` : head;
};

const describeSuper: Describer<SuperState, SuperAction> = (
  entry,
  before,
  after,
  { names, cardCode, classic, eventsSince },
) => {
  const name = names[entry.seat] ?? `Seat ${entry.seat + 1}`;
  const code = (id: number): string => cardCode(classic, id);
  const { action } = entry;
  const events = eventsSince(before.events, after.events);
  const flipped = events.find((e) => e.kind === "flip");
  let text: string;
  if (action.type === "flip") text = `${name} flipped ${flipped ? code(flipped.card) : "a card"}`;
  else if (action.type === "call") text = `${name} called SET`;
  else if (action.type === "super")
    text = events.some((e) => e.kind === "super-joined")
      ? `${name} joined the super round`
      : `${name} announced a super round`;
  else text = `${name} ${before.call === null ? "called SET and pointed out" : "pointed out"} ${action.card}`;
  for (const event of events) {
    if (event.kind === "set")
      text += `: a set, ${counted(event.gained, "points")}${event.superRound ? " in the super round" : ""}`;
    else if (event.kind === "wrong")
      text += `: not a set, ${counted(event.paid, "points")} paid${event.lockedOut ? ", locked out" : ""}`;
    else if (event.kind === "lockouts-lifted")
      text += "; everyone was locked out, so every lockout is lifted";
  }
  return text;
};

const describeRuhd: Describer<RuhdState, RuhdAction> = (entry, _before, after, { names }) => {
  const name = names[entry.seat] ?? `Seat ${entry.seat + 1}`;
  const { tile, x, y, rotation } = entry.action;
  const turned = rotation === 0 ? "" : `, turned ${rotation * QUARTER_TURN_DEGREES}°`;
  const points = after.last?.score.total;
  return `${name} placed ${tile} at (${x},${y})${turned}${points === undefined ? "" : `: ${counted(points, "points")}`}`;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DESCRIBERS: Readonly<Record<string, Describer<any, any>>> = {
  "set-pc": describePc,
  "set-patterns": describePatterns,
  "set-super": describeSuper,
  ruhd: describeRuhd,
};

/** The action in words, from the state just before it and the one right after. */
export function describeMove(
  game: string,
  entry: LogEntry,
  before: unknown,
  after: unknown,
  context: MoveContext,
): string {
  const describer = DESCRIBERS[game];
  if (describer) return describer(entry, before, after, context);
  return `${context.names[entry.seat] ?? `Seat ${entry.seat + 1}`} played ${JSON.stringify(entry.action)}`;
}
