/**
 * The rules of names a person goes by, and of account usernames and passwords: checked before
 * anything is stored, each refusal a sentence the person can act on.
 */
import { err, ok, type Result } from "@parlor/engine";
import {
  MAX_NAME_LENGTH,
  MAX_NAME_UNITS,
  MAX_PASSWORD_LENGTH,
  MAX_SENT_NAME_UNITS,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_USERNAME_LENGTH,
  SEAT_LABELS,
  USERNAME_PATTERN,
} from "@parlor/protocol";
import { nameKey } from "./skeleton.js";

/**
 * The bounds of names (in characters and in UTF-16 code units), usernames and passwords: the
 * protocol's (http/people.ts), which the API's schemas and the page's inputs use too.
 */
export {
  MAX_NAME_LENGTH,
  MAX_NAME_UNITS,
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_USERNAME_LENGTH,
};
/**
 * Most combining marks (nonspacing or enclosing: accents, Zalgo's stacks) on one character: "A" and
 * 20,000 marks is one grapheme. Vietnamese (ệ) and Devanagari conjuncts (क्ष्मी) need two.
 */
export const MAX_MARKS_PER_CHARACTER = 2;

/**
 * Characters a name may not hold: controls (Cc), format characters (Cf: bidi overrides and isolates,
 * zero-width joiners and spaces, soft hyphens…), line and paragraph separators, lone surrogates, the
 * default-ignorable characters a font draws as nothing (the Hangul fillers U+115F, U+1160, U+3164 and
 * U+FFA0, the combining grapheme joiner, variation selectors…) and the braille blank U+2800. Emoji
 * sequences keep their joiners, variation selectors and tags (see `EMOJI_GLUE`).
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800]/u;
/** What holds an emoji sequence together: the zero-width joiner, variation selectors 15 and 16. */
const EMOJI_GLUE = /\u200d|\ufe0e|\ufe0f/u;
/** Tags, which only a subdivision flag holds (🏴󠁧󠁢󠁳󠁣󠁴󠁿: a black flag, then tags). */
const TAG = /[\u{e0020}-\u{e007f}]/u;
/** A pictograph: a grapheme holding one is an emoji sequence (👩‍💻, ❤️). */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** A keycap (#️⃣, 1️⃣): a digit, `#` or `*`, a variation selector and the enclosing keycap. */
const KEYCAP = /^[0-9#*]\ufe0f?\u20e3$/u;
/** The black flag that starts a subdivision flag. */
const BLACK_FLAG = "\u{1f3f4}";
/** A combining mark that stacks on the character before it (nonspacing or enclosing). */
const MARK = /[\p{Mn}\p{Me}]/u;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** How many characters a person sees in `text` (grapheme clusters: "é", "👩‍💻" and "🇫🇷" are one each). */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/** Whether a grapheme is an emoji sequence, whose glue (and, for a flag, tags) are allowed. */
type Kind = "text" | "emoji" | "flag";

function kindOf(grapheme: string): Kind {
  if (grapheme.startsWith(BLACK_FLAG)) return "flag";
  return PICTOGRAPH.test(grapheme) || KEYCAP.test(grapheme) ? "emoji" : "text";
}

/** Whether a character holds an emoji sequence of this kind together. */
function glue(char: string, kind: Kind): boolean {
  return kind !== "text" && (EMOJI_GLUE.test(char) || (kind === "flag" && TAG.test(char)));
}

/** Whether a character of a grapheme may not be in a name (the glue of an emoji sequence may). */
function forbiddenIn(char: string, kind: Kind): boolean {
  return FORBIDDEN.test(char) && !glue(char, kind);
}

/** Whether a character is a combining mark (the glue of an emoji sequence is not one). */
function markIn(char: string, kind: Kind): boolean {
  return MARK.test(char) && !glue(char, kind);
}

/** What is wrong with a name's characters, if anything: the first character it may not hold, or a stack of marks. */
function badCharacters(text: string): string | null {
  for (const { segment } of graphemes.segment(text)) {
    const chars = [...segment];
    const kind = kindOf(segment);
    const bad = chars.find((char) => forbiddenIn(char, kind));
    if (bad !== undefined) return `A name may not hold control or invisible characters (${codePoint(bad)}).`;
    // Counted decomposed: "ệ" is e and two marks, "Ấ" A and two.
    if ([...segment.normalize("NFD")].filter((char) => markIn(char, kind)).length > MAX_MARKS_PER_CHARACTER)
      return `A name has at most ${MAX_MARKS_PER_CHARACTER} accents or other combining marks on one character.`;
  }
  return null;
}

/** U+202E as a person reads it. */
function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * A name as it will be kept (trimmed, in Unicode NFC, inner runs of spaces made one space), or why it may
 * not be used: 1 to MAX_NAME_LENGTH characters and at most MAX_NAME_UNITS UTF-16 code units, no
 * control or invisible character, at most MAX_MARKS_PER_CHARACTER combining marks on a character.
 * Whether it is one of the server's own labels is `reservedName`'s question; whether an account
 * already goes by it, the store's.
 */
export function checkName(raw: unknown): Result<string, string> {
  if (typeof raw !== "string") return err("A name is text.");
  // Checked before any work on it: the body may hold 64 KiB of marks.
  if (raw.length > MAX_BODY_NAME_UNITS) return err(`A name has at most ${MAX_NAME_UNITS} UTF-16 code units.`);
  const trimmed = raw.normalize("NFC").trim();
  if (trimmed.length === 0) return err("A name needs at least one character.");
  const bad = badCharacters(trimmed);
  if (bad !== null) return err(bad);
  const name = trimmed.replace(/\p{Zs}+/gu, " ");
  const length = visibleLength(name);
  if (length > MAX_NAME_LENGTH)
    return err(`A name has at most ${MAX_NAME_LENGTH} characters (this one has ${length}).`);
  if (name.length > MAX_NAME_UNITS)
    return err(
      `A name has at most ${MAX_NAME_UNITS} UTF-16 code units (this one has ${name.length}: emoji count 2 to 11 each).`,
    );
  return ok(name);
}

/** Past this many code units a name is refused unread (spaces trimmed and folded leave fewer). */
const MAX_BODY_NAME_UNITS = MAX_SENT_NAME_UNITS;

/** A placeholder of a label (SEAT_LABELS) as a pattern over name keys. */
function placeholder(name: string): string {
  const keys = (chars: string) => [...new Set([...chars].map((c) => escape(nameKey(c))))].join("|");
  switch (name) {
    case "n":
      return `(?:${keys("0123456789")}){1,4}`;
    case "letter":
      return `(?:${keys("ABCDEFGHIJKLMNOPQRSTUVWXYZ")})`;
    default:
      return ".+";
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** The labels as patterns over name keys: "Player 2", "Ｐlayer 2" and "player 2" all match `Player {{n}}`. */
const RESERVED = SEAT_LABELS.map((label) => {
  const parts = label.split(/\{\{(\w+)\}\}/);
  const pattern = parts.map((part, i) => (i % 2 === 1 ? placeholder(part) : escape(nameKey(part)))).join("");
  return new RegExp(`^${pattern}$`, "su");
});

/**
 * Whether a name is one the server or the page gives a seat, a bot or a spectator (`SEAT_LABELS`:
 * "Strong bot", "Player 2", "Spectator", "Bot 2 (basic)", "You", "Joueur 3", "Robô: fácil"…),
 * regardless of case and of look-alike characters.
 */
export function reservedName(name: string): boolean {
  const key = nameKey(name);
  return RESERVED.some((label) => label.test(key));
}

/** The name a player with an unusable stored name goes by: "Guest" and the end of their id. */
export function fallbackName(id: string): string {
  const tag = id.replace(/[^A-Za-z0-9]/g, "").slice(-4);
  return tag === "" ? "Guest" : `Guest ${tag}`;
}

/**
 * A stored name as it may be shown under today's rules (names kept before a rule existed may break
 * it): its invisible characters dropped, its stacks of marks cut to MAX_MARKS_PER_CHARACTER, cut to
 * MAX_NAME_LENGTH characters and MAX_NAME_UNITS code units; nothing left, or a person's name that is
 * a reserved label (`person`): `fallbackName(id)`. A name that keeps the rules comes back as it is.
 */
export function repairName(name: string, id: string, person: boolean): string {
  const checked = checkName(name);
  if (checked.ok && checked.value === name && !(person && reservedName(name))) return name;
  let repaired = "";
  let count = 0;
  for (const { segment } of graphemes.segment(name.normalize("NFD"))) {
    const kind = kindOf(segment);
    let marks = 0;
    let kept = "";
    for (const char of segment) {
      if (forbiddenIn(char, kind)) continue;
      if (markIn(char, kind) && ++marks > MAX_MARKS_PER_CHARACTER) continue;
      kept += /\p{Zs}/u.test(char) ? " " : char;
    }
    if (kept === "" || (kept === " " && (repaired === "" || repaired.endsWith(" ")))) continue;
    const composed = kept.normalize("NFC");
    if (count + 1 > MAX_NAME_LENGTH || repaired.length + composed.length > MAX_NAME_UNITS) break;
    repaired += composed;
    count++;
  }
  const result = checkName(repaired);
  if (!result.ok || (person && reservedName(result.value))) return fallbackName(id);
  return result.value;
}

/** A username as typed, or why it may not be used (whether it is taken is the store's question). */
export function checkUsername(raw: unknown): Result<string, string> {
  if (typeof raw !== "string") return err("A username is text.");
  if (raw.length < MIN_USERNAME_LENGTH || raw.length > MAX_USERNAME_LENGTH)
    return err(`A username has ${MIN_USERNAME_LENGTH} to ${MAX_USERNAME_LENGTH} characters.`);
  if (!USERNAME_PATTERN.test(raw))
    return err("A username is made of letters A to Z, digits, and _ . - (no spaces).");
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
