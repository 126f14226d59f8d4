import { createHash, randomBytes } from "node:crypto";

/** Random bytes in a seat token: 144 bits. */
const TOKEN_BYTES = 18;
/** Random bytes in a table id (72 bits: ids are public, they only need not collide). */
const TABLE_ID_BYTES = 9;
/** Random bytes in a match's seed. */
const SEED_BYTES = 12;

/** Secret seat tokens: 144 random bits; the store keeps only their sha256. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** What the store keeps of a seat token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new table's id. */
export function newTableId(): string {
  return randomBytes(TABLE_ID_BYTES).toString("base64url");
}

/** A new match's seed (the engine's PRNG is seeded with it; the log keeps it). */
export function newSeed(): string {
  return randomBytes(SEED_BYTES).toString("base64url");
}
