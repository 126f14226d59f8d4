/**
 * Account passwords: scrypt from node:crypto (memory-hard, in Node itself, so nothing to compile and
 * nothing beyond Node to keep up to date), a random salt per password, and the parameters kept with
 * the hash (`scrypt$N$r$p$salt$hash`, base64url) so they can be raised later without breaking old
 * hashes. Hashing runs on libuv's thread pool (async), never on the event loop.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt's cost parameters: N (iterations, a power of two), r (block size), p (parallel lanes). */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * The cost new hashes are made with: N = 2^15, r = 8, p = 1, which takes 32 MiB and about 0.1 s of
 * one thread per hash (RFC 7914's interactive-login figure); 2^17 would take 128 MiB per login.
 */
export const DEFAULT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
/** Random bytes of salt per password. */
export const SALT_BYTES = 16;
/** Bytes of derived key kept. */
export const KEY_BYTES = 32;
/** The hash's scheme, its first field. */
const SCHEME = "scrypt";
/** Largest cost a stored hash may ask for (a hash from the store is trusted, but not without bound). */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/** Memory scrypt needs for a cost (128 · N · r bytes), with room to spare: Node refuses above maxmem. */
function maxmem(cost: ScryptCost): number {
  return 2 * 128 * cost.N * cost.r * cost.p;
}

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: maxmem(cost) };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A new hash of `password`: `scrypt$32768$8$1$<salt>$<hash>`, different every time (its salt is new). */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, KEY_BYTES);
  return [SCHEME, cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** The parts of a stored hash, or null when it is not one of ours (or asks for an unreasonable cost). */
function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split("$");
  if (scheme !== SCHEME || rest.length > 0 || !salt || !key) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const power = Number.isInteger(cost.N) && cost.N > 1 && (cost.N & (cost.N - 1)) === 0;
  if (!power || cost.N > MAX_N) return null;
  if (!Number.isInteger(cost.r) || cost.r < 1 || cost.r > MAX_R) return null;
  if (!Number.isInteger(cost.p) || cost.p < 1 || cost.p > MAX_P) return null;
  const keyBytes = Buffer.from(key, "base64url");
  if (keyBytes.length === 0) return null;
  return { cost, salt: Buffer.from(salt, "base64url"), key: keyBytes };
}

/** Whether `password` is the one `stored` was made from (compared in constant time). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/**
 * A hash to compare against when there is no account by that username, so that an unknown user
 * costs the same time as a wrong password (and `bad-login` says nothing about which it was).
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(SALT_BYTES).toString("base64url"));
  return decoy;
}
