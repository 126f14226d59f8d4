import { describe, expect, it } from "vitest";
import { checkName, checkPassword, checkUsername, MAX_NAME_LENGTH, visibleLength } from "./names.js";

describe("names", () => {
  it("keeps a name trimmed, in NFC, with inner runs of spaces made one", () => {
    expect(checkName("  Ana  ")).toEqual({ ok: true, value: "Ana" });
    expect(checkName("Jo   Ann")).toEqual({ ok: true, value: "Jo Ann" });
    expect(checkName("Jo\u00A0\u3000Ann")).toEqual({ ok: true, value: "Jo Ann" });
    expect(checkName("Zoe\u0301")).toEqual({ ok: true, value: "Zoé" });
  });

  it("refuses an empty or blank name, and one that is not text", () => {
    expect(checkName("")).toMatchObject({ ok: false });
    expect(checkName("   \t ")).toMatchObject({ ok: false });
    expect(checkName(42)).toMatchObject({ ok: false });
    expect(checkName(undefined)).toMatchObject({ ok: false });
  });

  it("counts characters as a person sees them: 24 pass, 25 do not", () => {
    expect(checkName("a".repeat(MAX_NAME_LENGTH))).toMatchObject({ ok: true });
    const long = checkName("a".repeat(MAX_NAME_LENGTH + 1));
    expect(long).toEqual({ ok: false, error: "A name has at most 24 characters (this one has 25)." });
    // 24 emoji of two code points (and four UTF-16 units) each, a flag and a joined emoji are one character.
    expect(checkName("👍🏽".repeat(MAX_NAME_LENGTH))).toMatchObject({ ok: true });
    expect(visibleLength("🇫🇷👩‍💻é")).toBe(3);
    expect(checkName("👩‍💻 Dev")).toEqual({ ok: true, value: "👩‍💻 Dev" });
  });

  it("refuses control characters, bidi overrides and invisible formatting characters", () => {
    for (const bad of [
      "Ana\u0000",
      "A\u0007na",
      "Ana\u202Eevil",
      "\u2066Ana\u2069",
      "An\u200Ba",
      "A\u00ADna",
      "Ana\u2028Bob",
      "A\tna",
      "A\nna",
    ]) {
      const result = checkName(bad);
      expect(result, JSON.stringify(bad)).toMatchObject({ ok: false });
    }
    expect(checkName("Ana\u202E")).toEqual({
      ok: false,
      error: "A name may not hold control or invisible formatting characters (U+202E).",
    });
    // A joiner outside an emoji sequence is an invisible character like any other.
    expect(checkName("A\u200Dna")).toMatchObject({ ok: false });
  });
});

describe("usernames and passwords", () => {
  it("takes 3 to 32 letters, digits and _ . -", () => {
    expect(checkUsername("ana_b.c-9")).toEqual({ ok: true, value: "ana_b.c-9" });
    expect(checkUsername("ab")).toMatchObject({ ok: false });
    expect(checkUsername("a".repeat(33))).toMatchObject({ ok: false });
    expect(checkUsername("a".repeat(32))).toMatchObject({ ok: true });
    expect(checkUsername("ana b")).toMatchObject({ ok: false });
    expect(checkUsername("anaé")).toMatchObject({ ok: false });
  });

  it("takes passwords of 8 to 256 characters", () => {
    expect(checkPassword("1234567")).toMatchObject({ ok: false });
    expect(checkPassword("12345678")).toMatchObject({ ok: true });
    expect(checkPassword("é".repeat(256))).toMatchObject({ ok: true });
    expect(checkPassword("x".repeat(257))).toMatchObject({ ok: false });
    expect(checkPassword(12345678)).toMatchObject({ ok: false });
  });
});
