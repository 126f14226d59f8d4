/**
 * The open connections of each address against a cap (`Limits.maxConnectionsPerAddress`): the TCP
 * connections (connections.ts) and the WebSockets of the addresses a trusted proxy names (sockets.ts).
 * In this process's memory (`LocalAddressCounts`), or with Redis for every process together
 * (cluster/shared-connections.ts).
 */

/** One connection counted against its address's cap. */
export interface CountedConnection {
  /**
   * Whether the address stays within its cap: `true` when that is known at once (counted in this
   * process alone); else resolves once every process's count has been consulted (Redis), false when
   * the address is over its cap across them (close the connection: it no longer counts then).
   */
  readonly allowed: true | Promise<boolean>;
  /** The connection closed (or was refused): it counts no more. Once is enough; more do nothing. */
  close(): void;
}

export interface AddressCounts {
  /**
   * Counts a new connection of `address`: null (nothing counted) when the address already holds its
   * cap in this process, which is decided at once (a connection past it is closed as soon as it is
   * accepted).
   */
  open(address: string): CountedConnection | null;
  /** Stops what runs in the background (none in memory). */
  close(): void;
}

/** The connections of each address in this process's memory; `cap` 0 counts nothing (no limit). */
export class LocalAddressCounts implements AddressCounts {
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly cap: number) {}

  open(address: string): CountedConnection | null {
    if (this.cap <= 0) return { allowed: true, close: () => undefined };
    const held = this.held(address);
    if (held >= this.cap) return null;
    this.byAddress.set(address, held + 1);
    let open = true;
    return {
      allowed: true,
      close: () => {
        if (!open) return;
        open = false;
        const left = this.held(address) - 1;
        if (left > 0) this.byAddress.set(address, left);
        else this.byAddress.delete(address);
      },
    };
  }

  /** The connections `address` holds here now. */
  held(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }

  /** Every address holding connections here, with how many. */
  addresses(): IterableIterator<[string, number]> {
    return this.byAddress.entries();
  }

  close(): void {}
}
