import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  cardName,
  cornerLabel,
  type CourtRank,
  faceOf,
  isCourt,
  isOudler,
  SUIT_LOOKS,
  type SuitPattern,
} from "./cards";

/** The card's drawing box (SVG units): a 5:8 card. */
const WIDTH = 60;
const HEIGHT = 96;
const MIDDLE = WIDTH / 2;
/** The corner index: big enough to read on the strip a fan leaves showing. */
const CORNER_SIZE = 17;
const CORNER_X = 4;
const CORNER_Y = 17;
/** The inner frame where the pips, figures and trump numbers are drawn. */
const INNER = { x: 12, y: 22, width: 36, height: 52 } as const;
const TRUMP_INK = "#1f3a7a";
const TRUMP_PAPER = "#e6ecfa";
const OUDLER_RING = "#a6760b";
const EXCUSE_INK = "#5b2a86";
const EXCUSE_PAPER = "#f1e8fa";
const PAPER = "#fffdf7";
const EDGE = "#555";
/** A trump's number in the middle, smaller when two digits sit inside an oudler's ring. */
const TRUMP_NUMBER_SIZE = 24;
const RINGED_NUMBER_SIZE = 20;
/** How light a suit's pattern is drawn behind its pips. */
const PATTERN_OPACITY = 0.28;

/** The court figures as simple symbols: a crown (king), a diadem (queen), a horse's head (knight), a plumed cap (jack). */
const FIGURES: Readonly<Record<CourtRank, string>> = {
  K: "M19 66 L19 52 L25 58 L30 47 L35 58 L41 52 L41 66 Z",
  Q: "M19 66 L21 55 Q30 47 39 55 L41 66 Z M24 52 a2 2 0 1 0 0.1 0 M30 49 a2 2 0 1 0 0.1 0 M36 52 a2 2 0 1 0 0.1 0",
  N: "M23 68 L25 57 Q26 48 34 46 L41 50 L39 54 L34 53 L37 68 Z",
  J: "M19 64 Q30 50 41 64 Z M34 58 Q40 45 46 47 Q41 51 37 59 Z",
};

function PatternFill({ id, pattern, ink }: { id: string; pattern: SuitPattern; ink: string }) {
  if (pattern === "plain") return null;
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse">
      {pattern === "dots" && <circle cx="3" cy="3" r="1.1" fill={ink} />}
      {pattern === "stripes" && <path d="M0 6 L6 0" stroke={ink} strokeWidth="1" />}
      {pattern === "grid" && <path d="M3 0 V6 M0 3 H6" stroke={ink} strokeWidth="0.8" />}
    </pattern>
  );
}

/**
 * A French Tarot card drawn from its code. Suit cards: the rank and the suit's symbol in two corners,
 * the pips' symbol large in a frame patterned by suit (dots for hearts, stripes for diamonds, a grid
 * for clubs, plain spades: a cue besides red and black), the court cards with a figure (crown,
 * diadem, horse, cap) and their letter in the page's language (R D C V, K Q C J). Trumps: a blue
 * band, their number large in the corner (read in a fan) and in the middle, the oudlers ringed in
 * gold. The Excuse: violet, a star. The card's name in words is its accessible name.
 */
export function TarotCard({ code }: { code: string }) {
  const { t } = useTranslation("tarot");
  // An id fit for url(#…): React's ids hold colons.
  const patternId = `tarot-pattern-${useId().replace(/[^\w-]/g, "")}`;
  const face = faceOf(code);
  const name = cardName(code, t);
  const corner = cornerLabel(code, t);
  const look = face.kind === "suit" ? SUIT_LOOKS[face.suit] : undefined;
  const ink = face.kind === "excuse" ? EXCUSE_INK : (look?.ink ?? TRUMP_INK);
  const paper = face.kind === "excuse" ? EXCUSE_PAPER : PAPER;
  return (
    <svg
      className={`tarot-card tarot-${face.kind}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={name}
      data-card={code}
    >
      <title>{name}</title>
      <defs>{look && <PatternFill id={patternId} pattern={look.pattern} ink={look.ink} />}</defs>
      <rect x="1" y="1" width={WIDTH - 2} height={HEIGHT - 2} rx="5" fill={paper} stroke={EDGE} />
      {face.kind === "trump" && (
        <rect x="1" y={INNER.y} width={WIDTH - 2} height={INNER.height} fill={TRUMP_PAPER} />
      )}
      {look && look.pattern !== "plain" && (
        <rect {...INNER} rx="3" fill={`url(#${patternId})`} opacity={PATTERN_OPACITY} />
      )}
      {look && <rect {...INNER} rx="3" fill="none" stroke={look.ink} strokeOpacity="0.4" />}
      <g fill={ink} fontWeight="700" fontFamily="system-ui, sans-serif">
        <text x={CORNER_X} y={CORNER_Y} fontSize={CORNER_SIZE}>
          {corner}
        </text>
        {look && (
          <text x={CORNER_X + 1} y={CORNER_Y + 14} fontSize="13">
            {look.symbol}
          </text>
        )}
        <g transform={`rotate(180 ${MIDDLE} ${HEIGHT / 2})`}>
          <text x={CORNER_X} y={CORNER_Y} fontSize={CORNER_SIZE}>
            {corner}
          </text>
        </g>
        {face.kind === "suit" && isCourt(face.rank) && (
          <>
            <text x={MIDDLE} y="42" fontSize="18" textAnchor="middle">
              {corner}
            </text>
            <path d={FIGURES[face.rank]} />
          </>
        )}
        {face.kind === "suit" && !isCourt(face.rank) && (
          <text x={MIDDLE} y="58" fontSize="30" textAnchor="middle">
            {look?.symbol}
          </text>
        )}
        {face.kind === "trump" && (
          <>
            {isOudler(code) && (
              <circle cx={MIDDLE} cy="49" r="18" fill="none" stroke={OUDLER_RING} strokeWidth="2.5" />
            )}
            <text
              x={MIDDLE}
              y="57"
              fontSize={
                isOudler(code) && String(face.number).length > 1 ? RINGED_NUMBER_SIZE : TRUMP_NUMBER_SIZE
              }
              textAnchor="middle"
            >
              {face.number}
            </text>
          </>
        )}
        {face.kind === "excuse" && (
          <>
            <circle cx={MIDDLE} cy="48" r="17" fill="none" stroke={OUDLER_RING} strokeWidth="3" />
            <text x={MIDDLE} y="59" fontSize="30" textAnchor="middle">
              ★
            </text>
          </>
        )}
      </g>
    </svg>
  );
}
