import { ruleError, type RuleError } from "@parlor/engine";

/**
 * What one client (one address) and the whole process may use. Every number is a default that
 * `parlor serve` or `buildApp` may change; docs/security.md says what each defends against. With
 * several processes (Redis), the per-address ones are counted across them (address-limits.ts).
 */
export interface Limits {
  /**
   * Tables one address may make per minute (`@fastify/rate-limit`). 0 lifts every per-address table
   * limit (this one, `waitingTablesPerAddress`, `botTablesPerAddress`), for load tests.
   */
  readonly tablesPerMinute: number;
  /** Tables one address may have waiting for players at once. */
  readonly waitingTablesPerAddress: number;
  /**
   * Tables of bots only that one address may have running at once (they play to their end). A match
   * whose people have all gone, bots playing every seat, counts as one of its maker's (see
   * `unattendedMs`); past this number it ends at once.
   */
  readonly botTablesPerAddress: number;
  /** A table still waiting for players this long after it was made, with nobody at it, is deleted. */
  readonly waitingTtlMs: number;
  /** Open WebSocket connections the process accepts in all (past it an upgrade is refused, 503). */
  readonly maxConnections: number;
  /**
   * Open connections one address may hold, HTTP and WebSocket together (0: no limit), counted as TCP
   * connections: one past it is closed as soon as it is accepted (connections.ts). Connections from a
   * trusted proxy (`AppOptions.trustProxy`) are not counted so; the WebSockets of each address the
   * proxy names are, and an upgrade past it is refused (429).
   */
  readonly maxConnectionsPerAddress: number;
  /**
   * Open TCP connections (HTTP and WebSocket) the process holds in all; past it a new one is closed
   * at once. 0: as many as the open-files limit allows. Either way it is lowered to the open-files
   * soft limit (`ulimit -n`, read at start) less OPEN_FILES_HEADROOM (open-files.ts).
   */
  readonly maxTcpConnections: number;
  /** A request whose headers have not all come this long after it began is closed (408; ms, 0: none). */
  readonly headersTimeoutMs: number;
  /** A request not received whole (headers and body) this long after it began is closed (ms, 0: none). */
  readonly requestTimeoutMs: number;
  /**
   * An HTTP connection idle between requests is closed after this (ms). Longer than the idle timeout
   * of the proxies put in front of servers (60 s for nginx's upstream keep-alive and AWS's load
   * balancers): a server that closes first races the proxy's next request on that connection (502).
   */
  readonly keepAliveTimeoutMs: number;
  /**
   * An HTTP connection with a request under way that sends or takes no byte for this long is closed
   * (ms, 0: none): a client that stops reading its answer. Not a WebSocket: its heartbeat does that.
   */
  readonly idleTimeoutMs: number;
  /** Tables one WebSocket connection may be joined to at once (as a player or a spectator). */
  readonly tablesPerConnection: number;
  /**
   * How often the server pings every WebSocket (ms); a connection that has not answered the previous
   * ping (a browser answers by itself) is closed as dead.
   */
  readonly heartbeatMs: number;
  /** A connection joined to no table for this long is closed (ms). */
  readonly unjoinedTimeoutMs: number;
  /**
   * A waiting table that someone had been connected to is deleted once nobody has been connected to it
   * for this long (ms), before its time to live.
   */
  readonly waitingEmptyMs: number;
  /** A match being played with no person at a seat connected for this long ends, abandoned and unrated (ms). */
  readonly abandonMs: number;
  /**
   * A match whose bots play every seat (every person gone, their grace over: stand-ins at their
   * seats) ends this soon, abandoned, unless someone comes back (ms): people's tables cannot run on
   * as tables of bots that nobody counted.
   */
  readonly unattendedMs: number;
  /** A finished table stays in memory for those still at its end screen at most this long (ms). */
  readonly finishedMs: number;
  /**
   * How long a person's seat waits for them before their level-matched bot plays it, in a turn-based
   * game (ms; a table's own `graceSeconds` overrides it).
   */
  readonly turnsGraceMs: number;
  /** The same in a real-time game (the SET games, whose players race): shorter. */
  readonly realTimeGraceMs: number;
  /**
   * Chat lines a table keeps (stored, and said): past them the table's chat is full (`chat-full`), so
   * no table's chat grows without end. 0: no limit.
   */
  readonly chatLinesPerTable: number;
  /**
   * Chat lines all the spectators of one table (connections holding no seat there, with a session or
   * not) may say per minute together: however many watch, they cannot drown the players. 0: no limit.
   */
  readonly spectatorChatPerMinute: number;
  /**
   * Chat lines spectators without a session may say per minute from one address, all their
   * connections and tables together (a person with a session, or at a seat, is counted as a person).
   * 0: spectators need a session to chat.
   */
  readonly anonymousChatPerMinute: number;
}

export const DEFAULT_LIMITS: Limits = {
  tablesPerMinute: 30,
  waitingTablesPerAddress: 20,
  botTablesPerAddress: 4,
  waitingTtlMs: 30 * 60_000,
  maxConnections: 10_000,
  maxConnectionsPerAddress: 256,
  maxTcpConnections: 0,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 10_000,
  keepAliveTimeoutMs: 72_000,
  idleTimeoutMs: 60_000,
  tablesPerConnection: 16,
  heartbeatMs: 30_000,
  unjoinedTimeoutMs: 5 * 60_000,
  waitingEmptyMs: 10 * 60_000,
  abandonMs: 10 * 60_000,
  unattendedMs: 2 * 60_000,
  finishedMs: 10 * 60_000,
  turnsGraceMs: 60_000,
  realTimeGraceMs: 20_000,
  chatLinesPerTable: 1_000,
  spectatorChatPerMinute: 30,
  anonymousChatPerMinute: 6,
};

/** The grace a table creator may choose (`graceSeconds` of `POST /api/tables`), in seconds: the protocol's. */
export { GRACE_SECONDS } from "@parlor/protocol";

/** How often waiting tables are checked for expiry: often enough next to their time to live. */
export function expirySweepMs(limits: Pick<Limits, "waitingTtlMs">): number {
  return Math.max(1_000, Math.min(60_000, Math.floor(limits.waitingTtlMs / 10)));
}

/** Which per-address cap a table counts against while it lasts. */
export type QuotaKind = "waiting" | "bots";

/** The error codes of the per-address limits. */
export const LimitErrors = {
  tooManyWaiting: "too-many-waiting-tables",
  tooManyBotTables: "too-many-bot-tables",
  rateLimited: "rate-limited",
  tooManyTables: "too-many-tables",
  tooManyConnections: "too-many-connections",
  badOrigin: "bad-origin",
  /** A request sent to a host this server does not answer for (`AppOptions.allowedHosts`). */
  badHost: "bad-host",
  /** A state-changing request from another site's page. */
  crossSite: "cross-site",
} as const;

/**
 * The per-address caps on tables (waiting tables, tables of bots), as the tables use them: counted
 * in this process's memory (`AddressQuota`), or with Redis for every process together
 * (cluster/shared-quota.ts), each falling back to its own memory when Redis does not answer.
 */
export interface TableQuota {
  /**
   * Counts a new table against its address's cap of its kind, unless the address already holds
   * that many: then the refusal (nothing counted). Check and count are one step, so two tables made
   * at once (on two processes, too) cannot both take the last place.
   */
  take(address: string, table: string, kind: QuotaKind): Promise<RuleError | null>;
  /** The table no longer counts, nor will again (it ended, expired). */
  release(table: string): void;
  /** A waiting table that started: it counts no more, unless it is a table of bots (never waits). */
  started(table: string): void;
  /**
   * A people's match that bots now play alone counts as one of its maker's tables of bots; resolves
   * to true when that puts its maker past `botTablesPerAddress` (the match should end). A table made
   * by the server itself, or before this process held it, counts for nobody.
   */
  unattended(table: string): Promise<boolean>;
  /** Someone came back to a match that `unattended` counted: it counts no more. */
  attended(table: string): void;
  /** A table of bots left this process (stopped, or handed to another): it counts no more here. */
  left(table: string): void;
}

/** The refusal of a table past its address's cap of its kind (`held`: the tables it holds). */
export function quotaRefusal(kind: QuotaKind, held: number): RuleError {
  return kind === "waiting"
    ? ruleError(
        LimitErrors.tooManyWaiting,
        `You already have ${held} tables waiting for players: start or let go of one first.`,
      )
    : ruleError(
        LimitErrors.tooManyBotTables,
        `You already have ${held} tables of bots playing: wait for one to end.`,
      );
}

/** The cap of a kind of table per address (`Limits`). */
export function quotaCap(limits: Limits, kind: QuotaKind): number {
  return kind === "waiting" ? limits.waitingTablesPerAddress : limits.botTablesPerAddress;
}

/** A table counted against its maker's caps: who made it, and which cap it counts against now (if any). */
export interface CountedTable {
  readonly table: string;
  readonly address: string;
  readonly kind: QuotaKind | undefined;
}

/**
 * The tables each address has waiting for players, and its running tables of bots only, in this
 * process's memory. A table counts from when it is made until it starts (waiting) or ends (bots),
 * expires or leaves the process; a people's match counts as a table of bots while bots play all its
 * seats (`unattended`). After a restart an address starts again from zero, which the creation rate
 * still bounds. With several processes, cluster/shared-quota.ts keeps one in step with Redis.
 */
export class AddressQuota implements TableQuota {
  private readonly byAddress = new Map<string, Map<string, QuotaKind>>();
  /** Who made each table, while it lasts (it may come to count again: `unattended`). */
  private readonly maker = new Map<string, string>();

  constructor(private readonly limits: Limits) {}

  /** Whether every per-address table limit is lifted (`tablesPerMinute` 0). */
  get lifted(): boolean {
    return this.limits.tablesPerMinute === 0;
  }

  take(address: string, table: string, kind: QuotaKind): Promise<RuleError | null> {
    const refusal = this.refusal(address, kind);
    if (!refusal) this.hold(address, table, kind);
    return Promise.resolve(refusal);
  }

  /** Why this address may not make a table of this kind now, or null. */
  refusal(address: string, kind: QuotaKind): RuleError | null {
    if (this.lifted) return null;
    const held = this.count(address, kind);
    return held >= quotaCap(this.limits, kind) ? quotaRefusal(kind, held) : null;
  }

  count(address: string, kind: QuotaKind): number {
    let n = 0;
    for (const k of this.byAddress.get(address)?.values() ?? []) if (k === kind) n++;
    return n;
  }

  hold(address: string, table: string, kind: QuotaKind): void {
    let tables = this.byAddress.get(address);
    if (!tables) {
      tables = new Map();
      this.byAddress.set(address, tables);
    }
    tables.set(table, kind);
    this.maker.set(table, address);
  }

  release(table: string): void {
    this.uncount(table);
    this.maker.delete(table);
  }

  started(table: string): void {
    if (this.kindOf(table) === "waiting") this.uncount(table);
  }

  unattended(table: string): Promise<boolean> {
    return Promise.resolve(this.countUnattended(table));
  }

  /** `unattended`, at once: true when the table's maker is past `botTablesPerAddress` here. */
  countUnattended(table: string): boolean {
    const address = this.maker.get(table);
    if (address === undefined) return false;
    if (this.kindOf(table) !== "bots") this.hold(address, table, "bots");
    return !this.lifted && this.count(address, "bots") > this.limits.botTablesPerAddress;
  }

  attended(table: string): void {
    if (this.kindOf(table) === "bots") this.uncount(table);
  }

  left(table: string): void {
    if (this.kindOf(table) === "bots") this.uncount(table);
  }

  /** Who made a table this process counts (or may count again), and its cap now; undefined: nobody. */
  countedAs(table: string): CountedTable | undefined {
    const address = this.maker.get(table);
    return address === undefined ? undefined : { table, address, kind: this.kindOf(table) };
  }

  /** Every table counted against a cap now. */
  *counted(): IterableIterator<CountedTable> {
    for (const [address, tables] of this.byAddress)
      for (const [table, kind] of tables) yield { table, address, kind };
  }

  private kindOf(table: string): QuotaKind | undefined {
    const address = this.maker.get(table);
    return address === undefined ? undefined : this.byAddress.get(address)?.get(table);
  }

  private uncount(table: string): void {
    const address = this.maker.get(table);
    if (address === undefined) return;
    const tables = this.byAddress.get(address);
    tables?.delete(table);
    if (tables?.size === 0) this.byAddress.delete(address);
  }
}
