import { DEFAULT_LANG } from "@parlor/engine";
import { ProtocolErrors, type OutgoingServerMessage, type ServerMessageOf } from "@parlor/protocol";
import type { LiveTable, Subscriber } from "../live-table.js";
import { connectedSeats } from "./lifecycle/presence.js";
import { rematchOf } from "./lifecycle/rematch.js";
import { graceLeft } from "./lifecycle/state.js";
import { heldOf, type MovesToTell } from "./feed.js";
import { publicSeats } from "./summary.js";
import { ViewFrameWriter, withField } from "./view-texts.js";

/** What subscribers of a table stopped by a failed write are told. */
const STOPPED_MESSAGE =
  "The server could not save this table's last change and stopped the table: join again to go on from the last saved move.";

/** The table frame: where the table stands (status, seats, outcome). */
export function tableMessage(table: LiveTable): OutgoingServerMessage {
  return {
    type: "table",
    table: table.record.id,
    status: table.record.status,
    seats: publicSeats(table.record.seats, connectedSeats(table), graceLeft(table)),
    outcome: table.record.outcome,
    rated: table.record.rated,
    host: table.record.host,
    ending: table.record.ending,
    played: table.record.played,
    rematch: rematchOf(table),
    ...(table.record.turnBased ? { turnBased: table.record.turnBased } : {}),
  };
}

/** Sends one message to every subscriber of the table. */
export function tell(table: LiveTable, message: OutgoingServerMessage): void {
  const text = JSON.stringify(message);
  for (const subscriber of table.subscribers) subscriber.send(text);
}

/** Sends the table's frame to every subscriber. */
export function tellTable(table: LiveTable): void {
  tell(table, tableMessage(table));
}

/** What one broadcast has written: each seat's view frame, and the writer that shares their text. */
interface Written {
  readonly frames: Map<number | null, string>;
  writer: ViewFrameWriter | null;
}

const written = (): Written => ({ frames: new Map(), writer: null });

/**
 * The view frames for one subscriber: one per seat it holds, or the spectator's. `cache` keeps each
 * seat's text for the other subscribers of the same broadcast (`ViewFrameWriter`: the seats' views
 * that differ only by their seat are written once).
 */
function viewTexts(table: LiveTable, subscriber: Subscriber, cache: Written): string[] {
  const runner = table.runner;
  if (!runner) return [];
  const seats: (number | null)[] = subscriber.seats.size > 0 ? [...subscriber.seats] : [null];
  return seats.map((seat) => {
    let text = cache.frames.get(seat);
    if (text === undefined) {
      cache.writer ??= new ViewFrameWriter({
        table: table.record.id,
        seq: table.record.seq,
        status: runner.finished ? "finished" : table.record.status,
        ...(table.turnClock ? { turn: table.turnClock.turn() } : {}),
      } satisfies Omit<ServerMessageOf<"view">, "type" | "seat" | "view">);
      text = cache.writer.frame(seat, runner.view(seat));
      cache.frames.set(seat, text);
    }
    return text;
  });
}

/**
 * Sends every subscriber its views of the table as it stands now (each seat's view serialised once),
 * with the moves that made the change (`moves`: in its first view frame, or as move frames when it
 * gets no view), and the ack it is owed for the action that made it (`ack`, last in that frame).
 */
export function broadcast(table: LiveTable, moves?: MovesToTell): void {
  if (table.subscribers.size === 0) return;
  const cache = written();
  for (const subscriber of table.subscribers) {
    const texts = viewTexts(table, subscriber, cache);
    if (moves !== undefined) {
      // Each in its language, from its seats ("You bid Prise" to the seat's own player).
      const lang = subscriber.lang ?? DEFAULT_LANG;
      const held = heldOf(subscriber.seats);
      if (texts.length > 0) texts[0] = moves.withView(texts[0] as string, lang, held);
      else texts.push(...moves.frames(lang, held));
    }
    const ack = subscriber.ack;
    if (ack !== undefined && texts.length > 0) {
      texts[0] = withField(texts[0] as string, "ack", JSON.stringify(ack));
      subscriber.ack = undefined;
    }
    for (const text of texts) subscriber.send(text);
  }
}

/** Sends a new subscriber where the table stands: its table frame, then its views once started. */
export function sendWhereItStands(table: LiveTable, subscriber: Subscriber): void {
  subscriber.send(JSON.stringify(tableMessage(table)));
  for (const text of viewTexts(table, subscriber, written())) subscriber.send(text);
}

/** Tells every subscriber that the table stopped (`server-error`) and drops them all. */
export function dropSubscribers(table: LiveTable): void {
  const text = JSON.stringify({
    type: "error",
    code: ProtocolErrors.serverError,
    message: STOPPED_MESSAGE,
  } satisfies OutgoingServerMessage);
  for (const subscriber of table.subscribers) {
    subscriber.send(text);
    subscriber.dropped?.();
  }
  table.subscribers.clear();
}

/**
 * Takes every subscriber off the table without a word (several processes: the table moves to
 * another process) and gives them back, to be told `moved` once it can be joined there.
 */
export function detachSubscribers(table: LiveTable): Subscriber[] {
  const subscribers = [...table.subscribers];
  table.subscribers.clear();
  return subscribers;
}
