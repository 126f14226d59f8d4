import { botLevel, Rng, type Bot } from "@parlor/engine";
import { FAILOVER_GIVE_UP_MS, FAILOVER_RETRY_MS, Player, type PlayerTable } from "./bot-client.js";
import { seatProcess, tableProcess } from "./options.js";
import type { ProcessRun, Run } from "./run.js";
import { createTable } from "./server-api.js";

/**
 * The players of one table (one per seat); when its match ends they sit at a new one. Table `index`
 * is made on process `tableProcess(index)`, each seat's socket opens on `seatProcess(index, seat)`.
 */
export class TableGroup implements PlayerTable {
  readonly players: Player[];
  private table: string | null = null;
  private match = 0;
  /** The process where its tables are made. */
  private readonly owner: ProcessRun;

  constructor(
    private readonly run: Run,
    private readonly index: number,
  ) {
    const { processes } = run;
    this.owner = processes[tableProcess(index, processes.length)] as ProcessRun;
    this.owner.tables++;
    this.players = Array.from({ length: run.config.players }, (_, seat) => {
      const where = processes[seatProcess(index, seat, processes.length)] as ProcessRun;
      return new Player(run, this, seat, where, where !== this.owner);
    });
    run.players.push(...this.players);
  }

  /**
   * Makes a table (with --failover, trying again for FAILOVER_GIVE_UP_MS what a server going away
   * explains) and seats its players at it; false when something failed (counted).
   */
  async start(): Promise<boolean> {
    const giveUpAt = performance.now() + FAILOVER_GIVE_UP_MS;
    let created = await createTable(this.run, this.owner);
    while (created === "retry") {
      if (this.run.stopping || this.run.closing) return false;
      if (performance.now() >= giveUpAt) {
        this.run.error("failover-gave-up", this.owner);
        return false;
      }
      if (this.run.failover) this.run.failover.retries++;
      await new Promise((done) => setTimeout(done, FAILOVER_RETRY_MS));
      created = await createTable(this.run, this.owner);
    }
    if (created === null) return false;
    this.table = created.id;
    const { game, level } = this.run.config;
    const match = this.match++;
    const joined = await Promise.all(
      this.players.map((player, seat) =>
        player.join(
          created.id,
          created.seatTokens[seat] ?? "",
          botLevel(game, level)?.create(seat, Rng.fromSeed(`loadtest/${this.index}/${match}/${seat}`)) as Bot<
            unknown,
            unknown
          >,
        ),
      ),
    );
    return joined.every(Boolean);
  }

  /** The match at `table` ended: count it once and, unless the run is ending, start another. */
  matchOver(table: unknown): void {
    if (table !== this.table) return;
    this.table = null;
    this.run.matches++;
    for (const player of this.players) player.reset();
    if (!this.run.stopping) void this.start();
  }
}
