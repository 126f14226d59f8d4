/**
 * Sessions: a random token in an HttpOnly cookie (`parlor_session`), only its sha256 in the store.
 * A request's player is resolved from it (`playerOf`); the WebSocket resolves it once, at the upgrade.
 */
import type { PlayerRef } from "@parlor/protocol";
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createHash, randomBytes } from "node:crypto";
import type { PlayerRecord, Store } from "../store/store.js";

/** The session cookie's name. */
export const SESSION_COOKIE = "parlor_session";
/** Random bytes in a session token: 256 bits. */
export const SESSION_TOKEN_BYTES = 32;
/** How long the browser keeps the cookie (seconds): a year; a login or a new guest sets it again. */
export const SESSION_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A session's last use is written at most this often (ms), not on every request. */
export const SESSION_TOUCH_MS = 60_000;

/** A new session token (base64url, 43 characters). */
export function newSessionToken(): string {
  return randomBytes(SESSION_TOKEN_BYTES).toString("base64url");
}

/** What the store keeps of a session token. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The cookie's attributes: HttpOnly (no script reads it), SameSite=Lax (another site's page cannot
 * send it with a form post or a fetch), Path=/, and Secure when the request came over TLS (a proxy's
 * `X-Forwarded-Proto` counts only where Fastify is told to trust it).
 */
export function sessionCookieOptions(
  protocol: string,
  maxAge = SESSION_MAX_AGE_SECONDS,
): CookieSerializeOptions {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: protocol === "https", maxAge };
}

/** A player as others see them (the protocol's `PlayerRef`). */
export function playerRef(player: Pick<PlayerRecord, "id" | "name" | "kind">, bot?: string): PlayerRef {
  return { id: player.id, name: player.name, ...(bot !== undefined ? { bot } : {}) };
}

/** Sessions in the store, and the cookie that carries them. */
export class Sessions {
  constructor(
    private readonly store: Store,
    private readonly wallClock: () => number = Date.now,
  ) {}

  /** Starts a session for a player: stored, then its cookie set on the reply. */
  async start(player: PlayerRecord, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = newSessionToken();
    const now = this.wallClock();
    await this.store.createSession({
      tokenHash: hashSessionToken(token),
      playerId: player.id,
      createdAt: now,
      seenAt: now,
    });
    void reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request.protocol));
  }

  /** Ends the request's session (if any): deleted from the store and the cookie cleared. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await this.store.deleteSession(hashSessionToken(token));
    void reply.clearCookie(SESSION_COOKIE, { ...sessionCookieOptions(request.protocol, 0) });
  }

  /** The player of the request's session cookie, or null (no cookie, an unknown or ended session). */
  async playerOf(request: Pick<FastifyRequest, "cookies">): Promise<PlayerRecord | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 2 * SESSION_TOKEN_BYTES) return null;
    const hash = hashSessionToken(token);
    const session = await this.store.getSession(hash);
    if (!session) return null;
    const now = this.wallClock();
    // Unused for as long as the cookie lasts: over, even if a copy of the cookie outlived it.
    if (now - session.seenAt > SESSION_MAX_AGE_SECONDS * 1000) {
      await this.store.deleteSession(hash);
      return null;
    }
    if (now - session.seenAt >= SESSION_TOUCH_MS) await this.store.touchSession(hash, now);
    return this.store.getPlayer(session.playerId);
  }
}
