import { memo, type ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { BACKGROUND_LOOKS, BACKGROUNDS, describePatterns, digit } from "./patterns";

/**
 * A Patterns: Tarot card, drawn so that each of its four features reads at a glance at a phone's
 * size, and without colour vision:
 *
 * - the background (the Garden, the Cosmos, the Sea) fills the card: light, dark or mid-toned, each
 *   with its own motif (leaves, stars, waves) and its name on the caption;
 * - the character stands in an arched window of parchment, so that it never sinks into the
 *   background: Mother Nature in green with a crown of leaves, Father Time in grey with a white beard
 *   and an hourglass, Death in a black hood with a scythe;
 * - the objects (cups, books, swords) each sit on a parchment token, outlined in ink: one below the
 *   window, three below it, or three above and three below for six;
 * - every part has its own zone (objects in the bands above and below the window, the background's
 *   motifs in the strips beside it, the caption at the foot), so nothing ever covers anything.
 *
 * The selection frame is the table's (`--selected`): none of these colours.
 */

const W = 100;
const H = 140;
const INK = "#1d1d24";
const PARCHMENT = "#fbf4e2";

/** The zones: the window holding the character, the object bands above and below it, the caption. */
const WINDOW = { left: 24, right: 76, top: 33, bottom: 95 } as const;
const WINDOW_RADIUS = (WINDOW.right - WINDOW.left) / 2;
const ROW_ABOVE = 19;
const ROW_BELOW = 108;
const COLUMNS = [22, 50, 78] as const;
const TOKEN_RADIUS = 11.5;
/** How much each object is enlarged on its token (cup, book, sword): as large as the token allows. */
const OBJECT_SCALES = [1.25, 1.15, 1.1] as const;
const CAPTION = { top: 123, height: 13, inset: 14 } as const;
/** The background's motifs: in the strips left and right of the window, where nothing else goes. */
const MOTIF_SPOTS: readonly (readonly [number, number])[] = [
  [15, 44],
  [15, 64],
  [15, 84],
  [85, 44],
  [85, 64],
  [85, 84],
];

/** Where the objects go for each count (1, 3, 6): in the bands, never over the window or caption. */
const LAYOUTS: readonly (readonly (readonly [number, number])[])[] = [
  [[50, ROW_BELOW]],
  COLUMNS.map((x) => [x, ROW_BELOW] as const),
  [...COLUMNS.map((x) => [x, ROW_ABOVE] as const), ...COLUMNS.map((x) => [x, ROW_BELOW] as const)],
];

/** One motif of a background, centred on (x, y), about 10 units across. */
function Motif({ which, x, y }: { which: number; x: number; y: number }): ReactElement {
  const colour = BACKGROUND_LOOKS[which]?.motif ?? INK;
  if (which === 0)
    // The Garden: a sprig of two leaves.
    return (
      <g fill={colour}>
        <path d={`M${x},${y + 5} q-6,-3 -4,-9 q5,2 4,9 Z`} />
        <path d={`M${x},${y + 5} q6,-4 4,-10 q-5,3 -4,10 Z`} />
        <path d={`M${x},${y + 6} V${y - 1}`} stroke={colour} strokeWidth="1" />
      </g>
    );
  if (which === 1)
    // The Cosmos: a four-pointed star and a small one.
    return (
      <g fill={colour}>
        <path
          d={`M${x},${y - 5} L${x + 1.4},${y - 1.4} L${x + 5},${y} L${x + 1.4},${y + 1.4} L${x},${y + 5} L${x - 1.4},${y + 1.4} L${x - 5},${y} L${x - 1.4},${y - 1.4} Z`}
        />
        <circle cx={x + 5} cy={y + 6} r="1" />
      </g>
    );
  // The Sea: two waves.
  return (
    <g fill="none" stroke={colour} strokeWidth="1.6" strokeLinecap="round">
      <path d={`M${x - 6},${y - 2} q3,-3 6,0 t6,0`} />
      <path d={`M${x - 6},${y + 3} q3,-3 6,0 t6,0`} />
    </g>
  );
}

function Background({ which }: { which: number }): ReactElement {
  const look = BACKGROUND_LOOKS[which] ?? BACKGROUND_LOOKS[0]!;
  return (
    <g>
      <rect
        x="2"
        y="2"
        width={W - 4}
        height={H - 4}
        rx="7"
        fill={look.field}
        stroke={look.border}
        strokeWidth="4"
        data-part="background"
      />
      <rect
        x="6.5"
        y="6.5"
        width={W - 13}
        height={H - 13}
        rx="4"
        fill="none"
        stroke={look.border}
        strokeWidth="0.8"
      />
      {MOTIF_SPOTS.map(([x, y]) => (
        <Motif key={`${x}-${y}`} which={which} x={x} y={y} />
      ))}
    </g>
  );
}

/** The window the character stands in: an arch of parchment. */
const windowPath = `M${WINDOW.left},${WINDOW.bottom} V${WINDOW.top + WINDOW_RADIUS} A${WINDOW_RADIUS},${WINDOW_RADIUS} 0 0 1 ${WINDOW.right},${WINDOW.top + WINDOW_RADIUS} V${WINDOW.bottom} Z`;

/** The character in the window, each with its own colour and silhouette. */
function Character({ which }: { which: number }): ReactElement {
  const outline = { stroke: INK, strokeWidth: 1.2, strokeLinejoin: "round" as const };
  if (which === 0)
    // Mother Nature: long hair, a crown of leaves, a green gown, a flower.
    return (
      <g {...outline} data-part="character">
        <ellipse cx="50" cy="55" rx="10" ry="13" fill="#7a4a2a" />
        <path d="M50,62 L33,94 H67 Z" fill="#2e8b57" />
        <circle cx="50" cy="53" r="7.5" fill="#f2c9a0" />
        <g fill="#3fae5f">
          <ellipse cx="42" cy="45" rx="3.4" ry="2" transform="rotate(-35 42 45)" />
          <ellipse cx="50" cy="42.5" rx="2" ry="3.6" />
          <ellipse cx="58" cy="45" rx="3.4" ry="2" transform="rotate(35 58 45)" />
        </g>
        <circle cx="62" cy="76" r="3.4" fill="#e0608e" />
        <circle cx="62" cy="76" r="1.2" fill="#f6d04d" strokeWidth="0.6" />
      </g>
    );
  if (which === 1)
    // Father Time: a grey robe, a long white beard, a staff and an hourglass.
    return (
      <g {...outline} data-part="character">
        <path d="M37,50 V94" stroke="#7a5230" strokeWidth="2.4" />
        <path d="M50,60 L34,94 H66 Z" fill="#8e949e" />
        <circle cx="50" cy="51" r="7.5" fill="#f2c9a0" />
        <path d="M43,53 Q50,80 57,53 Q50,58 43,53 Z" fill="#f5f5f5" />
        <path d="M62,66 H72 L67,73 L72,80 H62 L67,73 Z" fill="#e6b325" />
      </g>
    );
  // Death: a black hood and robe, a skull, a scythe.
  return (
    <g {...outline} data-part="character">
      <path d="M68,40 V94" stroke="#7a5230" strokeWidth="2.4" />
      <path d="M68,41 Q56,36 46,44 Q57,40 68,46 Z" fill="#cfd5dd" />
      <path d="M50,39 Q34,41 34,60 L31,94 H65 L64,60 Q64,41 50,39 Z" fill="#1b1b21" />
      <circle cx="49" cy="56" r="7" fill="#f2efe6" />
      <circle cx="46.3" cy="55" r="1.6" fill={INK} stroke="none" />
      <circle cx="51.7" cy="55" r="1.6" fill={INK} stroke="none" />
      <path d="M47,60.5 H51" strokeWidth="0.8" />
    </g>
  );
}

/** An object on its parchment token, centred on (x, y). */
function ObjectToken({ which, x, y }: { which: number; x: number; y: number }): ReactElement {
  const outline = { stroke: INK, strokeWidth: 1.2, strokeLinejoin: "round" as const };
  return (
    <g data-part="object">
      <circle cx={x} cy={y} r={TOKEN_RADIUS} fill={PARCHMENT} stroke={INK} strokeWidth="1" />
      <g transform={`translate(${x} ${y}) scale(${OBJECT_SCALES[which] ?? 1}) translate(${-x} ${-y})`}>
        {which === 0 ? (
          // A cup: a golden chalice.
          <path
            {...outline}
            fill="#e0a82e"
            d={`M${x - 6},${y - 6} H${x + 6} Q${x + 6},${y + 1} ${x + 1},${y + 2} V${y + 4} H${x + 4} V${y + 7} H${x - 4} V${y + 4} H${x - 1} V${y + 2} Q${x - 6},${y + 1} ${x - 6},${y - 6} Z`}
          />
        ) : which === 1 ? (
          // A book: red covers, pages showing.
          <g {...outline}>
            <rect x={x - 6} y={y - 7} width="12" height="14" rx="1" fill="#b8412c" />
            <path d={`M${x - 3},${y - 7} V${y + 7}`} fill="none" />
            <path d={`M${x - 6},${y + 5} H${x + 6}`} stroke={PARCHMENT} strokeWidth="1.4" />
          </g>
        ) : (
          // A sword: a steel blade across the token, a golden hilt.
          <g {...outline} transform={`rotate(-40 ${x} ${y})`}>
            <path
              d={`M${x - 1.6},${y - 4} L${x},${y - 9} L${x + 1.6},${y - 4} V${y + 3} H${x - 1.6} Z`}
              fill="#aeb7c2"
            />
            <path d={`M${x - 5},${y + 3} H${x + 5}`} stroke={INK} strokeWidth="3" strokeLinecap="round" />
            <path
              d={`M${x - 5},${y + 3} H${x + 5}`}
              stroke="#e0a82e"
              strokeWidth="1.4"
              strokeLinecap="round"
            />
            <path d={`M${x},${y + 4} V${y + 9}`} stroke="#7a5230" strokeWidth="2.4" />
          </g>
        )}
      </g>
    </g>
  );
}

/** The caption at the foot: the background's name on parchment, with its motif as a letterless cue. */
function Caption({ which, text }: { which: number; text: string }): ReactElement {
  const look = BACKGROUND_LOOKS[which] ?? BACKGROUND_LOOKS[0]!;
  return (
    <g aria-hidden="true">
      <rect
        x={CAPTION.inset}
        y={CAPTION.top}
        width={W - 2 * CAPTION.inset}
        height={CAPTION.height}
        rx={CAPTION.height / 2}
        fill={PARCHMENT}
        stroke={look.border}
        strokeWidth="1.2"
      />
      <text
        x={W / 2}
        y={CAPTION.top + CAPTION.height / 2}
        dominantBaseline="central"
        textAnchor="middle"
        fontSize="9"
        fontWeight="700"
        fill={INK}
      >
        {text}
      </text>
    </g>
  );
}

/** A Patterns: Tarot card drawn from its code. */
export const PatternsCard = memo(function PatternsCard({ code }: { code: string }) {
  const { t } = useTranslation("set");
  const object = digit(code, 0);
  const background = digit(code, 3);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="card-svg patterns-card"
      role="img"
      aria-label={describePatterns(code, t)}
      data-background={BACKGROUNDS[background]}
    >
      <Background which={background} />
      <path d={windowPath} fill={PARCHMENT} stroke={INK} strokeWidth="1.2" />
      <Character which={digit(code, 2)} />
      {(LAYOUTS[digit(code, 1)] ?? []).map(([x, y], i) => (
        <ObjectToken key={i} which={object} x={x} y={y} />
      ))}
      <Caption which={background} text={t(`patternsCard.captions.${BACKGROUNDS[background]}`)} />
    </svg>
  );
});
