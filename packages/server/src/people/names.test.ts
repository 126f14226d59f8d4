import { describe, expect, it } from "vitest";
import {
  checkName,
  checkPassword,
  checkUsername,
  fallbackName,
  MAX_MARKS_PER_CHARACTER,
  MAX_NAME_LENGTH,
  MAX_NAME_UNITS,
  repairName,
  reservedName,
  visibleLength,
} from "./names.js";
import { nameKey } from "./skeleton.js";

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
    // An emoji of two code points (four UTF-16 units), a flag and a joined emoji are one character each.
    expect(visibleLength("🇫🇷👩‍💻é")).toBe(3);
    expect(checkName("👩‍💻 Dev")).toEqual({ ok: true, value: "👩‍💻 Dev" });
  });

  it(`bounds a name in UTF-16 code units too: ${MAX_NAME_UNITS} pass, more do not`, () => {
    // 16 emoji of four units each are 64 units (16 characters); a 17th is too many units.
    expect(checkName("👍🏽".repeat(MAX_NAME_UNITS / 4))).toMatchObject({ ok: true });
    expect(checkName("👍🏽".repeat(MAX_NAME_UNITS / 4 + 1))).toEqual({
      ok: false,
      error: "A name has at most 64 UTF-16 code units (this one has 68: emoji count 2 to 11 each).",
    });
    // One character of 20,000 marks: refused before any work on it.
    expect(checkName(`A${"\u0301".repeat(20_000)}`)).toMatchObject({ ok: false });
  });

  it(`takes at most ${MAX_MARKS_PER_CHARACTER} combining marks on one character`, () => {
    expect(checkName("A\u0302\u0301na")).toEqual({ ok: true, value: "Ấna" });
    expect(checkName("Ấ\u0300na")).toMatchObject({ ok: false });
    expect(checkName("Ana\u0301\u0302\u0303")).toEqual({
      ok: false,
      error: "A name has at most 2 accents or other combining marks on one character.",
    });
    expect(checkName("Z\u0336\u0335\u0334algo")).toMatchObject({ ok: false });
    // Vietnamese and a Devanagari conjunct (two viramas and a vowel sign in one character).
    expect(checkName("Nguyễn Thị Ệ")).toMatchObject({ ok: true });
    expect(checkName("लक्ष्मी")).toMatchObject({ ok: true });
  });

  it("refuses invisible fillers and blanks, alone or in a name", () => {
    for (const bad of [
      "\u3164",
      "Ana\u3164",
      "\u2800",
      "Ana\u2800Bob",
      "A\u115Fna",
      "\u1160",
      "\uFFA0Ana",
      "A\u200Bna",
      "A\u200Cna",
      "A\u2060na",
      "A\uFEFFna",
      "A\u034Fna",
      "Ana\uFE0F",
      "A\u{E0041}na",
      "A\u180Ena",
    ]) {
      const result = checkName(bad);
      expect(result, JSON.stringify(bad)).toMatchObject({ ok: false });
    }
    expect(checkName("Ana\u3164")).toEqual({
      ok: false,
      error: "A name may not hold control or invisible characters (U+3164).",
    });
    // Emoji keep what holds them together: joiners, variation selectors, a flag's tags, a keycap.
    for (const good of ["❤️ Ana", "👩‍💻 Dev", "1️⃣ Bia", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Iain", "🇧🇷 Caio"])
      expect(checkName(good), good).toEqual({ ok: true, value: good });
  });

  it("compares names by their confusable skeleton: look-alike letters, fullwidth forms and case", () => {
    expect(nameKey("Аna")).toBe(nameKey("Ana")); // Cyrillic А
    expect(nameKey("Ａna")).toBe(nameKey("Ana")); // fullwidth Ａ
    expect(nameKey("ANA")).toBe(nameKey("ana"));
    expect(nameKey("ÉLODIE")).toBe(nameKey("élodie"));
    expect(nameKey("rn")).toBe(nameKey("m"));
    expect(nameKey("Ana")).not.toBe(nameKey("Ann"));
    expect(nameKey("Élodie")).not.toBe(nameKey("Elodie"));
  });

  it("reserves the server's and the page's labels for seats, bots and spectators, in every language", () => {
    for (const label of [
      "Strong bot",
      "greedy BOT",
      "Spectator",
      "Player 2",
      "Player B",
      "Bot 2 (basic)",
      "Bot (easy)",
      "Bot: easy",
      "You",
      "you",
      "you (Ana)",
      "Seat 3",
      "Vous",
      "Joueur 3",
      "Robot 2 (fort)",
      "Robot : facile",
      "Spectateur",
      "Você",
      "Jogador 10",
      "Robô: fácil",
      "Espectador",
      // Look-alikes: a Cyrillic Р, fullwidth letters and space, a capital O for a zero.
      "Рlayer 2",
      "Ｐｌａｙｅｒ　２",
      "Player 1O",
    ])
      expect(reservedName(label), label).toBe(true);
    for (const name of ["Ana", "Botanist", "Player Two", "Playful 2", "Robotnik", "Yours", "Bot"])
      expect(reservedName(name), name).toBe(false);
  });

  it("repairs a stored name that breaks today's rules, and keeps one that does not", () => {
    expect(repairName("Ana", "p1", true)).toBe("Ana");
    expect(repairName(`A${"\u0301".repeat(20_000)}na`, "p1", true)).toBe("Á\u0301na");
    expect(repairName("An\u200Ba\u3164", "p1", true)).toBe("Ana");
    expect(repairName("a".repeat(30), "p1", true)).toBe("a".repeat(MAX_NAME_LENGTH));
    expect(repairName("👍🏽".repeat(20), "p1", true)).toBe("👍🏽".repeat(MAX_NAME_UNITS / 4));
    // Nothing left, or a person's name that is a label: a generated name.
    expect(repairName("\u3164\u2800", "abcdWXYZ", true)).toBe("Guest WXYZ");
    expect(repairName("Strong bot", "abcdWXYZ", true)).toBe("Guest WXYZ");
    // The server's own labels stay where it wrote them (a bot's name, a chat line without a session).
    expect(repairName("Strong bot", "bot-ruhd-strong", false)).toBe("Strong bot");
    expect(repairName("Player 2", "", false)).toBe("Player 2");
    expect(fallbackName("")).toBe("Guest");
    expect(checkName(fallbackName("x-_9")).ok && reservedName(fallbackName("x-_9"))).toBe(false);
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
      error: "A name may not hold control or invisible characters (U+202E).",
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
