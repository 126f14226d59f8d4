import type { OutgoingServerMessage } from "@parlor/protocol";
import type { Redis } from "ioredis";
import type { CourierListener, NewEntry, QueueBoard, QueueCourier, QueueEntry } from "../quickmatch/board.js";
import type { Bus } from "./bus.js";

/**
 * Quick match's queues in Redis, one set for every process (docs/deploy.md): under the prefix P,
 * `P entries` (a hash: ticket → the entry's JSON), `P bound` (ticket → the process of the connection
 * it waits on), `P queue:<queue>` (a sorted set of tickets by the order they entered, from the
 * counter `P order`), `P queues` (the queues with someone in them) and `P players` (player → their
 * ticket). Every change is one script, so two processes cannot both seat a person. The entries of a
 * process that died (its liveness key gone, cluster/leases.ts) are dropped when their queue is read.
 *
 * Lua's `drop(p, ticket)` takes a ticket out of everything and answers { entry, order, process it
 * waited on or '' }, or false. `waiting(p, live, queue)` answers a queue's entries waiting on a live
 * process's connection, flattened as triples like `drop`'s, dropping those of dead processes.
 */
const PRELUDE = `
local function drop(p, ticket)
  local text = redis.call('HGET', p .. 'entries', ticket)
  if not text then return false end
  local entry = cjson.decode(text)
  local queue = p .. 'queue:' .. entry.queue
  local order = redis.call('ZSCORE', queue, ticket)
  local on = redis.call('HGET', p .. 'bound', ticket)
  redis.call('HDEL', p .. 'entries', ticket)
  redis.call('HDEL', p .. 'bound', ticket)
  redis.call('ZREM', queue, ticket)
  if redis.call('ZCARD', queue) == 0 then redis.call('SREM', p .. 'queues', entry.queue) end
  if redis.call('HGET', p .. 'players', entry.player.id) == ticket then
    redis.call('HDEL', p .. 'players', entry.player.id)
  end
  return {text, order or '0', on or ''}
end
local function waiting(p, live, queueName)
  local queue = p .. 'queue:' .. queueName
  local tickets = redis.call('ZRANGE', queue, 0, -1, 'WITHSCORES')
  local out = {}
  for i = 1, #tickets, 2 do
    local ticket = tickets[i]
    local text = redis.call('HGET', p .. 'entries', ticket)
    local on = redis.call('HGET', p .. 'bound', ticket)
    if not text then
      redis.call('ZREM', queue, ticket)
    elseif on then
      if redis.call('EXISTS', live .. on) == 1 then
        table.insert(out, text)
        table.insert(out, tickets[i + 1])
        table.insert(out, on)
      else
        drop(p, ticket)
      end
    elseif redis.call('EXISTS', live .. cjson.decode(text).entered) == 0 then
      drop(p, ticket)
    end
  end
  return out
end
`;

/** ARGV: P, ticket, entry, player, queue, most waiting. Answers { order or 0 when full, replaced }. */
const ADD = `${PRELUDE}
local p = ARGV[1]
local replaced = false
local former = redis.call('HGET', p .. 'players', ARGV[4])
if former then replaced = drop(p, former) end
if redis.call('HLEN', p .. 'entries') >= tonumber(ARGV[6]) then return {0, replaced} end
local order = redis.call('INCR', p .. 'order')
redis.call('HSET', p .. 'entries', ARGV[2], ARGV[3])
redis.call('ZADD', p .. 'queue:' .. ARGV[5], order, ARGV[2])
redis.call('SADD', p .. 'queues', ARGV[5])
redis.call('HSET', p .. 'players', ARGV[4], ARGV[2])
return {order, replaced}`;

/** ARGV: P, ticket, process. Answers the entry as it was (as `drop`'s), or false. */
const BIND = `
local p = ARGV[1]
local text = redis.call('HGET', p .. 'entries', ARGV[2])
if not text then return false end
local order = redis.call('ZSCORE', p .. 'queue:' .. cjson.decode(text).queue, ARGV[2])
local on = redis.call('HGET', p .. 'bound', ARGV[2])
redis.call('HSET', p .. 'bound', ARGV[2], ARGV[3])
return {text, order or '0', on or ''}`;

/** ARGV: P, ticket, 1 to remove it only if it waits on no connection. */
const REMOVE = `${PRELUDE}
local p = ARGV[1]
if ARGV[3] == '1' and redis.call('HEXISTS', p .. 'bound', ARGV[2]) == 1 then return false end
return drop(p, ARGV[2])`;

/** ARGV: P, queue, tickets… Takes them all (each in the queue, on a connection) or none: 1 or 0. */
const TAKE = `${PRELUDE}
local p = ARGV[1]
local queue = p .. 'queue:' .. ARGV[2]
for i = 3, #ARGV do
  if not redis.call('ZSCORE', queue, ARGV[i]) or redis.call('HEXISTS', p .. 'bound', ARGV[i]) == 0 then
    return 0
  end
end
for i = 3, #ARGV do drop(p, ARGV[i]) end
return 1`;

/** ARGV: P, the liveness keys' prefix, a queue or '' for all. Answers each queue's `waiting`. */
const WAITING = `${PRELUDE}
local p = ARGV[1]
local queues = ARGV[3] ~= '' and {ARGV[3]} or redis.call('SMEMBERS', p .. 'queues')
local out = {}
for _, queue in ipairs(queues) do
  local entries = waiting(p, ARGV[2], queue)
  if #entries > 0 then table.insert(out, entries) end
end
return out`;

type Dropped = [string, string, string] | null;

interface Scripts {
  parlorQueueAdd(
    p: string,
    ticket: string,
    text: string,
    player: string,
    queue: string,
    max: number,
  ): Promise<[number, Dropped]>;
  parlorQueueBind(p: string, ticket: string, on: string): Promise<Dropped>;
  parlorQueueRemove(p: string, ticket: string, unbound: 0 | 1): Promise<Dropped>;
  parlorQueueTake(p: string, queue: string, ...tickets: string[]): Promise<number>;
  parlorQueueWaiting(p: string, live: string, queue: string): Promise<string[][]>;
}

const SCRIPTS = {
  parlorQueueAdd: ADD,
  parlorQueueBind: BIND,
  parlorQueueRemove: REMOVE,
  parlorQueueTake: TAKE,
  parlorQueueWaiting: WAITING,
};

/** An entry as Redis keeps it: its JSON, its order, the process it waits on ('' for none). */
function entry(text: string, order: string | number, on: string): QueueEntry {
  return { ...(JSON.parse(text) as NewEntry), order: Number(order), waitsOn: on === "" ? null : on };
}

function dropped(answer: Dropped): QueueEntry | null {
  return answer ? entry(...answer) : null;
}

function triples(flat: readonly string[]): QueueEntry[] {
  const entries: QueueEntry[] = [];
  for (let i = 0; i + 2 < flat.length; i += 3)
    entries.push(entry(flat[i] as string, flat[i + 1] as string, flat[i + 2] as string));
  return entries;
}

/** The queues of every process, in Redis. */
export class RedisBoard implements QueueBoard {
  private readonly scripts: Scripts;

  constructor(
    redis: Redis,
    /** The keys' prefix (`ClusterKeys.quickMatch`). */
    private readonly prefix: string,
    /** The prefix of the processes' liveness keys (`ClusterKeys.processPrefix`). */
    private readonly live: string,
  ) {
    const defined = redis as unknown as Record<string, unknown>;
    for (const [name, lua] of Object.entries(SCRIPTS))
      if (!defined[name]) redis.defineCommand(name, { numberOfKeys: 0, lua });
    this.scripts = redis as unknown as Scripts;
  }

  async add(
    added: NewEntry,
    max: number,
  ): Promise<{ entry: QueueEntry; replaced: QueueEntry | null } | null> {
    const [order, replaced] = await this.scripts.parlorQueueAdd(
      this.prefix,
      added.ticket,
      JSON.stringify(added),
      added.player.id,
      added.queue,
      max,
    );
    if (order === 0) return null;
    return { entry: { ...added, order, waitsOn: null }, replaced: dropped(replaced) };
  }

  async bind(ticket: string, on: string): Promise<QueueEntry | null> {
    return dropped(await this.scripts.parlorQueueBind(this.prefix, ticket, on));
  }

  async remove(ticket: string, unbound = false): Promise<QueueEntry | null> {
    return dropped(await this.scripts.parlorQueueRemove(this.prefix, ticket, unbound ? 1 : 0));
  }

  async take(queue: string, tickets: readonly string[]): Promise<boolean> {
    return (await this.scripts.parlorQueueTake(this.prefix, queue, ...tickets)) === 1;
  }

  async waiting(queue: string): Promise<QueueEntry[]> {
    const [entries] = await this.scripts.parlorQueueWaiting(this.prefix, this.live, queue);
    return triples(entries ?? []);
  }

  async queues(): Promise<QueueEntry[][]> {
    const queues = await this.scripts.parlorQueueWaiting(this.prefix, this.live, "");
    return queues.map(triples);
  }
}

/**
 * Quick match's news between processes, over the bus: a ticket's end goes to the process of its
 * connection (`qend`), a queue's change to every process (`qchanged`, which this one hears too).
 */
export class BusCourier implements QueueCourier {
  private hear: CourierListener | null = null;

  constructor(
    private readonly bus: Bus,
    readonly processId: string,
    /** Told when a message could not be published (Redis does not answer). */
    private readonly failed: (error: unknown) => void,
  ) {}

  end(on: string, ticket: string, frame: OutgoingServerMessage | null): void {
    if (on === this.processId) return this.hear?.ended(ticket, frame);
    this.bus.send(on, { k: "qend", t: ticket, f: frame }).catch(this.failed);
  }

  changed(queue: string): void {
    this.bus.broadcast({ k: "qchanged", q: queue }).catch(this.failed);
  }

  listen(hear: CourierListener): void {
    this.hear = hear;
  }

  /** Redis answers again, maybe empty: what waits on this process's connections is checked. */
  recovered(): void {
    this.hear?.recheck();
  }

  /** What the bus brought (cluster.ts). */
  receive(
    message: { k: "qend"; t: string; f: OutgoingServerMessage | null } | { k: "qchanged"; q: string },
  ): void {
    if (message.k === "qend") this.hear?.ended(message.t, message.f);
    else this.hear?.changed(message.q);
  }
}
