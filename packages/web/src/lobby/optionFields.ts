/**
 * A game's table options as a form, from the option schema `/api/games` gives (JSON Schema: type,
 * minimum, maximum, enum, nullable, default): each option becomes a field the person fills in words
 * and units they know (durations in seconds, a starting seat by its number), checked as they type with
 * the same bounds the server applies. The form holds what the person typed (`Draft`); `readDraft`
 * turns it into the engine's values (milliseconds) and the problems, each a key of
 * `common:lobby.optionErrors` with its values. Pure: no React, no i18n.
 */
import { schemaOf } from "@parlor/protocol";
import type { JsonSchema } from "../api";
import type { CrossRule, Problem } from "./optionRules";

export type { Problem } from "./optionRules";

/** Milliseconds in a second: durations are shown and typed in seconds, sent in milliseconds. */
export const MS_PER_SECOND = 1_000;

/** How a field is filled in. */
export type FieldKind = "boolean" | "choice" | "number" | "seconds" | "seat";

export interface OptionField {
  readonly name: string;
  readonly kind: FieldKind;
  /** Whole numbers only (in the engine's unit: whole milliseconds for durations). */
  readonly integer: boolean;
  /** Whether "none" (null) is a value: an empty field, or the seat choice's first entry. */
  readonly nullable: boolean;
  /** Bounds in the engine's unit (ms for durations). */
  readonly min?: number;
  readonly max?: number;
  /** A choice's values. */
  readonly choices?: readonly unknown[];
  readonly default: unknown;
}

/** What the person has typed or picked, per option: text for numbers, a boolean, a choice's index. */
export type Draft = Readonly<Record<string, string | boolean>>;

/** The option's schema without its `null` alternative, and whether null is allowed. */
function unwrap(schema: JsonSchema): { inner: JsonSchema; nullable: boolean } {
  if (!schema.anyOf) return { inner: schema, nullable: schema.type === "null" };
  return {
    inner: schema.anyOf.find((s) => s.type !== "null") ?? {},
    nullable: schema.anyOf.some((s) => s.type === "null"),
  };
}

/**
 * The game's options as fields, in the schema's order. A number's unit is the engine's, in its JSON
 * Schema (`unit`, engine/src/core/units.ts): milliseconds are shown in seconds, a seat's index as the
 * seat's number; the page names no game's options.
 */
export function optionFields(schema: JsonSchema): OptionField[] {
  return Object.entries(schema.properties ?? {}).map(([name, subschema]) => {
    const prop = schemaOf(subschema) ?? {};
    const { inner, nullable } = unwrap(prop);
    const type = Array.isArray(inner.type) ? String(inner.type[0]) : String(inner.type ?? "string");
    const bounds = {
      ...(inner.minimum !== undefined ? { min: inner.minimum } : {}),
      ...(inner.maximum !== undefined ? { max: inner.maximum } : {}),
    };
    const base = { name, nullable, default: prop.default, integer: type === "integer" };
    if (type === "boolean") return { ...base, kind: "boolean" };
    if (inner.enum) return { ...base, kind: "choice", choices: inner.enum };
    const unit = prop.unit ?? inner.unit;
    if (unit === "seat") return { ...base, ...bounds, kind: "seat" };
    if (unit === "ms") return { ...base, ...bounds, kind: "seconds" };
    return { ...base, ...bounds, kind: "number" };
  });
}

/** A number of milliseconds in seconds, as a person writes it: 1500 → "1.5", 60000 → "60". */
export function secondsText(ms: number): string {
  return String(Math.round(ms) / MS_PER_SECOND);
}

/** How one value is shown in its field. */
function shown(field: OptionField, value: unknown): string | boolean {
  switch (field.kind) {
    case "boolean":
      return value === true;
    case "choice":
      return String(Math.max(0, field.choices?.findIndex((c) => c === value) ?? 0));
    case "seat":
    case "number":
      return value === null || value === undefined ? "" : String(value);
    case "seconds":
      return typeof value === "number" ? secondsText(value) : "";
  }
}

/** The form showing `values` (the engine's units); options not given show their defaults. */
export function draftOf(
  fields: readonly OptionField[],
  values: Readonly<Record<string, unknown>> = {},
): Draft {
  return Object.fromEntries(
    fields.map((f) => [f.name, shown(f, Object.hasOwn(values, f.name) ? values[f.name] : f.default)]),
  );
}

/** A number as typed, with a comma or a point for decimals ("1,5" in French); NaN if it is not one. */
export function parseTyped(text: string): number {
  const plain = text.trim().replace(/\s/g, "").replace(",", ".");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain)) return Number.NaN;
  return Number(plain);
}

/** The bound in the field's own unit (seconds for durations), for messages. */
const inUnit = (field: OptionField, bound: number): number =>
  field.kind === "seconds" ? bound / MS_PER_SECOND : field.kind === "seat" ? bound + 1 : bound;

/** One field's value in the engine's unit, or what is wrong with it. */
function readField(field: OptionField, entry: string | boolean | undefined): { value: unknown } | Problem {
  if (field.kind === "boolean") return { value: entry === true };
  if (field.kind === "choice") return { value: field.choices?.[Number(entry)] ?? field.default };
  const text = typeof entry === "string" ? entry.trim() : "";
  if (text === "") return field.nullable ? { value: null } : { key: "required" };
  const typed = parseTyped(text);
  if (Number.isNaN(typed)) return { key: "notNumber" };
  const value = field.kind === "seconds" ? Math.round(typed * MS_PER_SECOND) : typed;
  if (field.integer && !Number.isInteger(value)) return { key: "notWhole" };
  const unit = field.kind === "seconds" ? "Seconds" : "";
  if (field.min !== undefined && value < field.min)
    return { key: `tooSmall${unit}`, values: { min: inUnit(field, field.min) } };
  if (field.max !== undefined && value > field.max)
    return { key: `tooBig${unit}`, values: { max: inUnit(field, field.max) } };
  return { value };
}

export interface ReadDraft {
  /** Every option's value in the engine's unit (the invalid ones left at their defaults). */
  readonly values: Readonly<Record<string, unknown>>;
  /** What is wrong, by option (empty: the options may be sent). */
  readonly problems: Readonly<Record<string, Problem>>;
}

/**
 * The form's values in the engine's units and its problems: each field against its schema, then the
 * game's rules across options (`rules`: its `GameUi.optionRules`, a PC deck that fits the table …),
 * once every field they read is valid.
 */
export function readDraft(
  rules: readonly CrossRule[],
  fields: readonly OptionField[],
  draft: Draft,
): ReadDraft {
  const values: Record<string, unknown> = {};
  const problems: Record<string, Problem> = {};
  for (const field of fields) {
    const read = readField(field, draft[field.name]);
    if ("value" in read) values[field.name] = read.value;
    else {
      problems[field.name] = read;
      values[field.name] = field.default;
    }
  }
  if (Object.keys(problems).length === 0) {
    for (const rule of rules) {
      const broken = rule(values);
      if (broken && !problems[broken.option]) problems[broken.option] = broken.problem;
    }
  }
  return { values, problems };
}

/** Whether two sets of option values are the same (a preset is "on" when the form shows exactly it). */
export function sameValues(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}
