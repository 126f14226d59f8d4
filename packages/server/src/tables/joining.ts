import { err, ok, ruleError, type Result, type RuleError } from "@parlor/engine";
import { ProtocolErrors, type ChatLine, type PlayerRef, type RecentMove } from "@parlor/protocol";
import type { LiveTable, Subscriber } from "../live-table.js";
import type { StoredSeat } from "../store/store.js";
import { seatsOfPlayer, takeSeats } from "../people/seats.js";
import { heldOf } from "./feed.js";
import { sendWhereItStands, tellTable } from "./frames.js";
import { notLive } from "./not-live.js";
import type { TableParts } from "./parts.js";
import { startRunner } from "./runner.js";
import { accountRefusal, hasAccount, sitRefusal } from "./seating.js";
import { GONE } from "./steps.js";
import { hashToken, newToken } from "./tokens.js";
import { storeChange } from "./writes.js";

/**
 * What a join answers: the game, every seat the joining subscriber holds there, the table's status,
 * and its latest moves in words (oldest first; none before it starts).
 */
export interface Joined {
  readonly game: string;
  readonly seats: number[];
  readonly status: LiveTable["record"]["status"];
  readonly moves: readonly RecentMove[];
  /** The table's latest chat lines, oldest first (chat/chat.ts's CHAT_BACKLOG). */
  readonly chat: readonly ChatLine[];
}

/** What joining, sitting and leaving work with. */
export type JoiningParts = Pick<TableParts, "store" | "memory" | "steps" | "chats" | "lifecycle" | "wiring">;

/**
 * `Tables.join`: takes the seats whose tokens are given (and the seats bound to the subscriber's
 * player), starts the table once every human seat is taken, and subscribes `subscriber`, in one step
 * of the table: `onJoined` (the caller's answer) after its writes, then the table frame and the
 * subscriber's views. A table that left memory is brought back from the store first, and again if it
 * left while this join waited its turn.
 */
export async function joinTable(
  parts: JoiningParts,
  id: string,
  tokens: readonly string[],
  subscriber: Subscriber,
  onJoined: (joined: Joined) => void,
): Promise<Result<Joined, RuleError>> {
  for (;;) {
    const table = await parts.memory.getOrWake(id);
    if (!table) return err(await notLive(parts.store, id, "join"));
    // The chat's latest lines come with the answer: read once while the table is in memory.
    await parts.chats.load(table);
    const account = table.record.rated && (await hasAccount(parts.store, subscriber.player?.id));
    const result = await parts.steps.run(table, () =>
      table.gone ? GONE : joinNow(parts, table, tokens, subscriber, onJoined, account),
    );
    // The table left memory while this join waited its turn: load it again (or say why not).
    if (result === GONE) continue;
    return result.ok ? ok(result.value()) : result;
  }
}

/**
 * A join's step: the seats of the tokens and of the subscriber's player, taken (or refused: a token of
 * another table, a rated table's seat for someone without an `account`), and the subscriber added
 * after the step's writes. Resolves to what the join answers, once that is known.
 */
function joinNow(
  parts: JoiningParts,
  table: LiveTable,
  tokens: readonly string[],
  subscriber: Subscriber,
  onJoined: (joined: Joined) => void,
  account: boolean,
): Result<() => Joined, RuleError> {
  const seats: number[] = [];
  for (const token of tokens) {
    const hash = hashToken(token);
    const seat = table.record.seats.findIndex((s) => s.tokenHash === hash);
    if (seat < 0)
      return err(ruleError(ProtocolErrors.badToken, "That seat token does not belong to this table."));
    seats.push(seat);
  }
  // A person's seats are theirs by their player too: on another device, after a login, no token needed.
  const player = subscriber.player;
  if (player) seats.push(...seatsOfPlayer(table.record.seats, player.id).filter((s) => !seats.includes(s)));
  // A rated table seats only players with an account (a seat already taken is given back, though).
  if (table.record.rated && !account && seats.some((seat) => !table.record.seats[seat]?.joined))
    return err(accountRefusal());
  parts.memory.keep(table);
  // A seat taken by someone with a session is bound to their player (the first to take it keeps it).
  const binding = player ? seats.filter((seat) => !table.record.seats[seat]?.player) : [];
  if (seats.some((seat) => !table.record.seats[seat]?.joined) || binding.length > 0)
    storeSeats(parts, table, takeSeats(table.record.seats, seats, player), binding, player);
  let joined: Joined | null = null;
  table.after(() => {
    joined = {
      game: table.record.game,
      seats,
      status: table.record.status,
      // From the seats the connection holds once joined (those it held before, and these).
      moves: table.feed?.recent(subscriber.lang, heldOf([...subscriber.seats, ...seats])) ?? [],
      chat: parts.chats.linesOf(table),
    };
    onJoined(joined);
    subscribe(parts, table, subscriber);
  });
  return ok(() => joined as Joined);
}

/**
 * Stores the table's seats once some are taken (`binding`: the seats bound to `player` now), then
 * starts the match if it starts by itself with every seat taken, else tells the table.
 */
function storeSeats(
  parts: JoiningParts,
  table: LiveTable,
  taken: StoredSeat[],
  binding: readonly number[],
  player: PlayerRef | null | undefined,
): void {
  const { store } = parts;
  storeChange(store, table, { seats: taken });
  if (player)
    for (const seat of binding) table.store(() => store.seatPlayer(table.record.id, seat, player.id));
  // A table with a host waits for the host's `start`, unless the host took every person's seat.
  if (
    table.record.status === "waiting" &&
    taken.every((s) => s.joined) &&
    parts.lifecycle.startsByItself(table.record, taken)
  )
    startRunner(table, parts.wiring);
  else table.after(() => tellTable(table));
}

/**
 * `Tables.sit`: the subscriber takes a free seat (seating.ts), in the table's turn. The seat gets a
 * new token (the old invite stops working), is taken and bound to the subscriber's player; `seated`
 * runs with the token once that is stored, before the table frame (or the match's start) goes out.
 */
export async function sitAt(
  parts: JoiningParts,
  id: string,
  seat: number,
  subscriber: Subscriber,
  seated: (token: string) => void,
): Promise<Result<string, RuleError>> {
  const table = parts.memory.get(id);
  if (!table) return err(await notLive(parts.store, id, "act"));
  const account = table.record.rated && (await hasAccount(parts.store, subscriber.player?.id));
  const result = await parts.steps.run(
    table,
    () => {
      if (table.gone) return GONE;
      const player = subscriber.player;
      const refusal = sitRefusal(table.record, seat, player, account);
      if (refusal) return err(refusal);
      const token = newToken();
      const renewed = table.record.seats.map((s, i) =>
        i === seat ? { ...s, tokenHash: hashToken(token) } : s,
      );
      const binding = player && !table.record.seats[seat]?.player ? [seat] : [];
      storeSeats(parts, table, takeSeats(renewed, [seat], player), binding, player);
      return ok(token);
    },
    {
      stored: (answer) => {
        if (answer !== GONE && answer.ok) seated(answer.value);
      },
    },
  );
  if (result === GONE) return err(await notLive(parts.store, id, "act"));
  return result;
}

/** Adds a subscriber and sends it where the table stands (a send: after the step's writes). */
function subscribe(parts: JoiningParts, table: LiveTable, subscriber: Subscriber): void {
  table.subscribers.add(subscriber);
  parts.memory.keep(table);
  sendWhereItStands(table, subscriber);
  parts.lifecycle.seen(table, subscriber);
  parts.lifecycle.settleSoon(table);
}

/**
 * `Tables.unsubscribe`: the subscriber is no longer at the table (it left, or its connection closed);
 * the table may idle, and settles who is there.
 */
export function unsubscribe(
  parts: Pick<TableParts, "memory" | "lifecycle">,
  id: string,
  subscriber: Subscriber,
): void {
  const table = parts.memory.get(id);
  if (!table) return;
  table.subscribers.delete(subscriber);
  parts.memory.idleSoon(table);
  parts.lifecycle.settleSoon(table);
}
