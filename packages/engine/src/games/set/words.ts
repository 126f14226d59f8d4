/**
 * SET cards in words in every language of the site, as the page draws them: "two red striped ovals",
 * « deux ovales rouges hachurés », "dois ovais vermelhos listrados". English is `cardWords`
 * (cards.ts); French and Portuguese put the number first, then the shape, its colour and its
 * shading, each agreeing with the shape in gender and number. Features past the fourth go by number.
 */
import { inLang, type Lang, type Translations } from "../../core/lang.js";
import { cardCode, cardWords, type DeckShape } from "./cards.js";

/** A noun's gender, which its number and adjectives follow. */
type Gender = "m" | "f";

/** A noun (a shape) in the singular and the plural, with its gender. */
interface Noun {
  readonly one: string;
  readonly many: string;
  readonly gender: Gender;
}

/** An adjective (a colour, a shading) in the four forms of gender and number. */
interface Adjective {
  readonly m: string;
  readonly f: string;
  readonly mp: string;
  readonly fp: string;
}

/** A card's words in a language that agrees its adjectives with the shape. */
interface AgreeingWords {
  /** The counts 1 to 6, each by gender ("un", "une"). */
  readonly counts: readonly Readonly<Record<Gender, string>>[];
  readonly shapes: readonly Noun[];
  readonly colours: readonly Adjective[];
  readonly shadings: readonly Adjective[];
  /** A value of an unnamed feature: "couleur 7". */
  unnamed(feature: "colour" | "shape" | "shading", value: number): string;
  /** A feature past the fourth: "caractéristique 5 : 2". */
  extra(feature: number, value: number): string;
}

const noun = (one: string, many: string, gender: Gender): Noun => ({ one, many, gender });
/** An adjective from its masculine singular, with its regular forms unless given. */
const adjective = (m: string, f = m, mp = `${m}s`, fp = `${f}s`): Adjective => ({ m, f, mp, fp });
/** An adjective that never changes ("orange"). */
const invariable = (word: string): Adjective => ({ m: word, f: word, mp: word, fp: word });

const FR: AgreeingWords = {
  counts: [{ m: "un", f: "une" }, ...["deux", "trois", "quatre", "cinq", "six"].map((n) => ({ m: n, f: n }))],
  shapes: [
    noun("losange", "losanges", "m"),
    noun("vague", "vagues", "f"),
    noun("ovale", "ovales", "m"),
    noun("rectangle", "rectangles", "m"),
    noun("triangle", "triangles", "m"),
    noun("hexagone", "hexagones", "m"),
  ],
  colours: [
    adjective("rouge"),
    adjective("vert", "verte"),
    adjective("violet", "violette"),
    adjective("bleu", "bleue"),
    invariable("orange"),
    invariable("bleu ciel"),
  ],
  shadings: [
    adjective("plein", "pleine"),
    adjective("hachuré", "hachurée"),
    adjective("vide"),
    adjective("pointillé", "pointillée"),
    adjective("quadrillé", "quadrillée"),
    adjective("pâle"),
  ],
  unnamed: (feature, value) =>
    `${{ colour: "couleur", shape: "forme", shading: "remplissage" }[feature]} ${value}`,
  extra: (feature, value) => `caractéristique ${feature}\u00a0: ${value}`,
};

const PT_BR: AgreeingWords = {
  counts: [
    { m: "um", f: "uma" },
    { m: "dois", f: "duas" },
    ...["três", "quatro", "cinco", "seis"].map((n) => ({ m: n, f: n })),
  ],
  shapes: [
    noun("losango", "losangos", "m"),
    noun("onda", "ondas", "f"),
    noun("oval", "ovais", "m"),
    noun("retângulo", "retângulos", "m"),
    noun("triângulo", "triângulos", "m"),
    noun("hexágono", "hexágonos", "m"),
  ],
  colours: [
    adjective("vermelho", "vermelha"),
    adjective("verde"),
    adjective("roxo", "roxa"),
    adjective("azul", "azul", "azuis", "azuis"),
    invariable("laranja"),
    invariable("azul-celeste"),
  ],
  shadings: [
    adjective("sólido", "sólida"),
    adjective("listrado", "listrada"),
    adjective("vazio", "vazia"),
    adjective("pontilhado", "pontilhada"),
    adjective("quadriculado", "quadriculada"),
    adjective("claro", "clara"),
  ],
  unnamed: (feature, value) =>
    `${{ colour: "cor", shape: "forma", shading: "preenchimento" }[feature]} ${value}`,
  extra: (feature, value) => `característica ${feature}: ${value}`,
};

/** The shape a deck of fewer than three features draws (it has no shape feature): the oval. */
const DEFAULT_SHAPE = 2;

/** Features the classic theme names (colour, number, shape, shading); further ones go by number. */
const NAMED_FEATURES = 4;

/** A card in words in a language whose adjectives agree with the shape. */
function agreeingCardWords(words: AgreeingWords, shape: DeckShape, id: number): string {
  const code = cardCode(shape, id);
  const value = (feature: number): number => code.charCodeAt(feature) - 48;
  const count = shape.features > 1 ? value(1) + 1 : 1;
  const plural = count > 1;
  const figure = shape.features > 2 ? value(2) : DEFAULT_SHAPE;
  const noun = words.shapes[figure];
  const gender: Gender = noun?.gender ?? "m";
  const form = (adjective: Adjective | undefined, feature: "colour" | "shading", v: number): string =>
    adjective ? adjective[plural ? (`${gender}p` as const) : gender] : words.unnamed(feature, v + 1);
  const parts = [
    words.counts[count - 1]?.[gender] ?? String(count),
    noun ? (plural ? noun.many : noun.one) : words.unnamed("shape", figure + 1),
    form(words.colours[value(0)], "colour", value(0)),
  ];
  if (shape.features > 3) parts.push(form(words.shadings[value(3)], "shading", value(3)));
  const extra = Array.from({ length: Math.max(0, shape.features - NAMED_FEATURES) }, (_, i) =>
    words.extra(NAMED_FEATURES + i + 1, value(NAMED_FEATURES + i) + 1),
  );
  return extra.length > 0 ? `${parts.join(" ")} (${extra.join(", ")})` : parts.join(" ");
}

const CARD_WORDS: Translations<(shape: DeckShape, id: number) => string> = {
  en: cardWords,
  fr: (shape, id) => agreeingCardWords(FR, shape, id),
  "pt-BR": (shape, id) => agreeingCardWords(PT_BR, shape, id),
};

/** A SET card in words in `lang`: "one green solid diamond", « une vague verte hachurée », "um losango verde sólido". */
export function setCardWords(shape: DeckShape, id: number, lang?: Lang): string {
  return inLang(CARD_WORDS, lang)(shape, id);
}
