import { describe, expect, it } from "vitest";
import { DEFAULT_COST, hashPassword, verifyPassword } from "./passwords.js";

describe("password hashes", () => {
  it("are scrypt with their cost and a 16-byte salt, never the password, and differ for one password", async () => {
    const password = "correct horse battery";
    const [one, two] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(one).not.toContain(password);
    expect(one).not.toBe(two);
    const [scheme, n, r, p, salt, key] = one.split("$");
    expect([scheme, Number(n), Number(r), Number(p)]).toEqual([
      "scrypt",
      DEFAULT_COST.N,
      DEFAULT_COST.r,
      DEFAULT_COST.p,
    ]);
    expect(DEFAULT_COST.N).toBeGreaterThanOrEqual(2 ** 15);
    expect(Buffer.from(salt ?? "", "base64url")).toHaveLength(16);
    expect(Buffer.from(key ?? "", "base64url")).toHaveLength(32);
  });

  it("verify the password they were made from, and no other", async () => {
    const stored = await hashPassword("sésame ouvre-toi");
    expect(await verifyPassword("sésame ouvre-toi", stored)).toBe(true);
    // The same words composed differently (NFD) are the same password.
    expect(await verifyPassword("se\u0301same ouvre-toi", stored)).toBe(true);
    expect(await verifyPassword("sésame ouvre-toi ", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("refuse a stored hash that is not one of ours or asks for an unbounded cost", async () => {
    const stored = await hashPassword("password1");
    expect(await verifyPassword("password1", stored.replace("scrypt$", "bcrypt$"))).toBe(false);
    expect(await verifyPassword("password1", stored.replace("$32768$", "$1073741824$"))).toBe(false);
    expect(await verifyPassword("password1", "password1")).toBe(false);
  });
});
