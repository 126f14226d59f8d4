import { botLevel, Rng, type Bot } from "@parlor/engine";
import { Player, type PlayerTable } from "./bot-client.js";
import type { Run } from "./run.js";
import { createTable } from "./server-api.js";

/** The players of one table (one per seat); when its match ends they sit at a new one. */
export class TableGroup implements PlayerTable {
  readonly players: Player[];
  private table: string | null = null;
  private match = 0;

  constructor(
    private readonly run: Run,
    private readonly index: number,
  ) {
    this.players = Array.from({ length: run.config.players }, (_, seat) => new Player(run, this, seat));
    run.players.push(...this.players);
  }

  /** Makes a table and seats its players at it; false when something failed (counted). */
  async start(): Promise<boolean> {
    const created = await createTable(this.run);
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
