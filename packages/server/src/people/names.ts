/**
 * The rules of names a person goes by, and of account usernames and passwords: checked before
 * anything is stored, each refusal a sentence the person can act on.
 */
import { err, ok, type Result } from "@parlor/engine";

/** Longest name, in user-perceived characters (grapheme clusters) once trimmed. */
export const MAX_NAME_LENGTH = 24;
/** Shortest username. */
export const MIN_USERNAME_LENGTH = 3;
/** Longest username. */
export const MAX_USERNAME_LENGTH = 32;
/** Shortest password, in characters. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password, in characters (scrypt takes any length; this bounds the work and the body). */
export const MAX_PASSWORD_LENGTH = 256;

/** The letters a username is made of. */
const USERNAME = /^[A-Za-z0-9_.-]+$/;

/**
 * Characters a name may not hold: controls (Cc), format characters (Cf: bidi overrides and isolates,
 * zero-width joiners and spaces, soft hyphens…), line and paragraph separators, and lone surrogates.
 * Emoji sequences keep their joiner (see `badCharacter`).
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;
/** The zero-width joiner, allowed only inside an emoji sequence (👩‍💻). */
const ZWJ = "\u200d";
/** A character of an emoji (pictograph, modifier or variation selector). */
const EMOJI_PART = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** How many characters a person sees in `text` (grapheme clusters: "é", "👩‍💻" and "🇫🇷" are one each). */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/** The first character a name may not hold, if any: a joiner between two emoji is fine. */
function badCharacter(text: string): string | null {
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] as string;
    if (!FORBIDDEN.test(char)) continue;
    if (char === ZWJ && EMOJI_PART.test(chars[i - 1] ?? "") && EMOJI_PART.test(chars[i + 1] ?? "")) continue;
    return char;
  }
  return null;
}

/** U+202E as a person reads it. */
function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * A name as it will be kept (trimmed, in Unicode NFC, inner runs of spaces made one space), or why it may
 * not be used. Whether an account already goes by it is the store's question.
 */
export function checkName(raw: unknown): Result<string, string> {
  if (typeof raw !== "string") return err("A name is text.");
  const trimmed = raw.normalize("NFC").trim();
  if (trimmed.length === 0) return err("A name needs at least one character.");
  const bad = badCharacter(trimmed);
  if (bad !== null)
    return err(`A name may not hold control or invisible formatting characters (${codePoint(bad)}).`);
  const name = trimmed.replace(/\p{Zs}+/gu, " ");
  const length = visibleLength(name);
  if (length > MAX_NAME_LENGTH)
    return err(`A name has at most ${MAX_NAME_LENGTH} characters (this one has ${length}).`);
  return ok(name);
}

/** A username as typed, or why it may not be used (whether it is taken is the store's question). */
export function checkUsername(raw: unknown): Result<string, string> {
  if (typeof raw !== "string") return err("A username is text.");
  if (raw.length < MIN_USERNAME_LENGTH || raw.length > MAX_USERNAME_LENGTH)
    return err(`A username has ${MIN_USERNAME_LENGTH} to ${MAX_USERNAME_LENGTH} characters.`);
  if (!USERNAME.test(raw)) return err("A username is made of letters A to Z, digits, and _ . - (no spaces).");
  return ok(raw);
}

/** A password, or why it may not be used: its length only (any character goes). */
export function checkPassword(raw: unknown): Result<string, string> {
  if (typeof raw !== "string") return err("A password is text.");
  const length = [...raw].length;
  if (length < MIN_PASSWORD_LENGTH) return err(`A password has at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (length > MAX_PASSWORD_LENGTH) return err(`A password has at most ${MAX_PASSWORD_LENGTH} characters.`);
  return ok(raw);
}
