import type { PlayerRef } from "@parlor/protocol";

/** A player in the lobby's list of who is online. */
export interface OnlinePlayer {
  readonly id: string;
  readonly name: string;
}

/**
 * Who is online: the players of the open WebSocket connections (a player with two tabs counts once;
 * connections without a session are not listed).
 */
export class Online {
  private readonly players = new Map<string, { player: PlayerRef; connections: number }>();

  /** A connection opened as `player`: it counts until the returned function is called (its close). */
  add(player: PlayerRef | null | undefined): () => void {
    if (!player || player.bot !== undefined) return () => undefined;
    const held = this.players.get(player.id);
    if (held) {
      held.connections++;
      held.player = player;
    } else this.players.set(player.id, { player, connections: 1 });
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      const entry = this.players.get(player.id);
      if (entry && --entry.connections <= 0) this.players.delete(player.id);
    };
  }

  /** The players online now, by name. */
  list(): OnlinePlayer[] {
    return [...this.players.values()]
      .map(({ player }) => ({ id: player.id, name: player.name }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }
}
