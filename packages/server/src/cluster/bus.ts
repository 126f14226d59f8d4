import type { ClientMessage, OutgoingServerMessage, PlayerRef } from "@parlor/protocol";
import type { Redis } from "ioredis";
import type { ClusterKeys } from "./keys.js";

/**
 * What processes tell each other over Redis pub/sub (each process hears its own inbox and the
 * channel of everyone). Messages of one process reach another in the order they were published.
 */
export type BusMessage =
  /** A socket's message for a table this process owns (`n` numbers it for its `done`). */
  | {
      readonly k: "msg";
      readonly from: string;
      readonly c: number;
      readonly n: number;
      readonly player: PlayerRef | null;
      readonly key: string;
      /** The socket's client address (absent from a process before it was sent: no address). */
      readonly a?: string;
      /** The protocol version the socket speaks (absent from a process before version 2: 1). */
      readonly v?: number;
      readonly m: ClientMessage;
    }
  /** The owner handled message `n`: the socket's connection is joined to `tables` there. */
  | { readonly k: "done"; readonly n: number; readonly tables: readonly string[] }
  /** A frame for a socket's client (sent as its own compact form, see `encode`). */
  | { readonly k: "out"; readonly c: number; readonly text: string }
  /** A socket closed: its connection at the owner leaves every table. */
  | { readonly k: "close"; readonly from: string; readonly c: number }
  /** The owner's side asks the socket's process to close the socket. */
  | { readonly k: "hangup"; readonly c: number; readonly code: number; readonly reason: string }
  /** A table moved away from its owner: the socket's connection joins it again where it is now. */
  | { readonly k: "moved"; readonly c: number; readonly table: string }
  /** A process handed its tables over (a graceful stop): whoever can takes those being played. */
  | { readonly k: "handover"; readonly from: string; readonly tables: readonly string[] }
  /**
   * A process holds these tables again after Redis came back (its connection failed, or Redis
   * restarted empty): what it sent meanwhile may be lost, so every socket at them elsewhere joins
   * them again (its page gets the table and its views anew).
   */
  | { readonly k: "rejoin"; readonly from: string; readonly tables: readonly string[] }
  /** A quick-match ticket's wait ends, with a last frame for its connection (cluster/shared-queue.ts). */
  | { readonly k: "qend"; readonly t: string; readonly f: OutgoingServerMessage | null }
  /** Who waits in a quick-match queue changed. */
  | { readonly k: "qchanged"; readonly q: string };

/** The prefix of a frame (the most frequent message): `o<connection> <frame text>`, no JSON around it. */
const OUT = "o";

export function encode(message: BusMessage): string {
  return message.k === "out" ? `${OUT}${message.c} ${message.text}` : JSON.stringify(message);
}

export function decode(text: string): BusMessage {
  if (text.startsWith(OUT)) {
    const space = text.indexOf(" ");
    return { k: "out", c: Number(text.slice(OUT.length, space)), text: text.slice(space + 1) };
  }
  return JSON.parse(text) as BusMessage;
}

/** Between messages of one batch (no message holds a raw newline: JSON escapes it). */
const SEPARATOR = "\n";

/**
 * Pub/sub between processes: one connection publishes (shared with the leases' commands, so a
 * release is seen before a message sent after it), one listens. The messages to one process in one
 * turn of the event loop leave as one publish, in order: a step's frames for every socket there, its
 * `done`, and what the turn's promise jobs and its other I/O callbacks send. The publish leaves at
 * the end of the turn (`setImmediate`: after its I/O callbacks and promise jobs; no timer), so what
 * it carries waits for nothing but the turn's own work. A flush at the next tick (`process.nextTick`)
 * left right after the callback that sent the first message, and the turn's later promise jobs and
 * I/O callbacks sent theirs in publishes of their own.
 */
export class Bus {
  private readonly batches = new Map<string, { texts: string[]; sent: Promise<number> }>();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly keys: ClusterKeys,
    private readonly processId: string,
  ) {}

  /**
   * Starts hearing this process's inbox and everyone's channel. When the listening connection comes
   * back after it was lost (Redis restarted, or the network failed), the channels are subscribed to
   * again and `resubscribed` is called once they are: what was published meanwhile is lost.
   */
  async listen(receive: (message: BusMessage) => void, resubscribed?: () => void): Promise<void> {
    this.subscriber.on("message", (_channel: string, text: string) => {
      for (const line of text.split(SEPARATOR)) receive(decode(line));
    });
    const channels = [this.keys.inbox(this.processId), this.keys.everyone];
    await this.subscriber.subscribe(...channels);
    // ioredis subscribes again by itself on 'ready'; this waits until Redis has the subscription.
    this.subscriber.on("ready", () => {
      this.subscriber.subscribe(...channels).then(
        () => resubscribed?.(),
        () => undefined,
      );
    });
  }

  /** Sends a message to one process, with the others sent to it in this turn; resolves once published. */
  send(to: string, message: BusMessage): Promise<number> {
    return this.enqueue(this.keys.inbox(to), message);
  }

  broadcast(message: BusMessage): Promise<number> {
    return this.enqueue(this.keys.everyone, message);
  }

  private enqueue(channel: string, message: BusMessage): Promise<number> {
    let batch = this.batches.get(channel);
    if (!batch) {
      const texts: string[] = [];
      const sent = new Promise<number>((resolve, reject) => {
        setImmediate(() => {
          this.batches.delete(channel);
          this.publisher.publish(channel, texts.join(SEPARATOR)).then(resolve, reject);
        });
      });
      batch = { texts, sent };
      this.batches.set(channel, batch);
    }
    batch.texts.push(encode(message));
    return batch.sent;
  }
}
