import { memo, type ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { BACKGROUNDS, describePatterns, digit } from "./patterns";

const W = 100;
const H = 140;

function Background({ which }: { which: number }): ReactElement {
  if (which === 0)
    return (
      <g>
        <rect
          x="1"
          y="1"
          width={W - 2}
          height={H - 2}
          rx="8"
          fill="#DDF2E3"
          stroke="#009E73"
          strokeWidth="4"
        />
        {[
          [14, 30],
          [84, 44],
          [20, 96],
          [80, 104],
          [50, 22],
        ].map(([x, y], i) => (
          <g key={i} fill="#009E73">
            <circle cx={x} cy={y} r="3" />
            <circle cx={(x ?? 0) - 4} cy={y} r="2" fill="#E69F00" />
          </g>
        ))}
      </g>
    );
  if (which === 1)
    return (
      <g>
        <rect
          x="1"
          y="1"
          width={W - 2}
          height={H - 2}
          rx="8"
          fill="#1D1F4A"
          stroke="#E69F00"
          strokeWidth="4"
        />
        {[
          [16, 20],
          [84, 28],
          [30, 60],
          [76, 82],
          [14, 110],
          [60, 124],
          [88, 120],
        ].map(([x, y], i) => (
          <path
            key={i}
            d={`M${x},${(y ?? 0) - 4} L${(x ?? 0) + 1.2},${(y ?? 0) - 1.2} L${(x ?? 0) + 4},${y} L${(x ?? 0) + 1.2},${(y ?? 0) + 1.2} L${x},${(y ?? 0) + 4} L${(x ?? 0) - 1.2},${(y ?? 0) + 1.2} L${(x ?? 0) - 4},${y} L${(x ?? 0) - 1.2},${(y ?? 0) - 1.2} Z`}
            fill="#F0E442"
          />
        ))}
      </g>
    );
  return (
    <g>
      <rect x="1" y="1" width={W - 2} height={H - 2} rx="8" fill="#D7ECFA" stroke="#0072B2" strokeWidth="4" />
      {[24, 52, 80, 108].map((y) => (
        <path
          key={y}
          d={`M6,${y} q 8,-6 16,0 t 16,0 t 16,0 t 16,0 t 16,0 t 16,0`}
          fill="none"
          stroke="#56B4E9"
          strokeWidth="2"
        />
      ))}
    </g>
  );
}

/** The character, large and pale in the middle of the card. */
function Character({ which }: { which: number }): ReactElement {
  const style = { fill: "#FFFFFF", fillOpacity: 0.85, stroke: "#333", strokeWidth: 2 };
  if (which === 0)
    // Mother Nature: a woman crowned with leaves.
    return (
      <g {...style}>
        <path d="M50,58 L30,112 H70 Z" />
        <circle cx="50" cy="46" r="11" />
        <path d="M38,36 q6,-10 12,-2 q6,-8 12,2" fill="#009E73" fillOpacity={1} />
      </g>
    );
  if (which === 1)
    // Father Time: an old man with an hourglass.
    return (
      <g {...style}>
        <path d="M50,58 L34,112 H66 Z" />
        <circle cx="50" cy="46" r="11" />
        <path d="M44,52 q6,14 12,0" fill="#BBB" fillOpacity={1} />
        <path d="M64,70 H78 L66,84 L78,98 H64 L76,84 Z" fill="#E69F00" fillOpacity={1} />
      </g>
    );
  // Death: a hooded skull with a scythe.
  return (
    <g {...style}>
      <path d="M50,34 q-18,4 -18,26 L28,112 H72 L68,60 q0,-22 -18,-26 Z" fill="#222" fillOpacity={0.9} />
      <circle cx="50" cy="52" r="9" />
      <path d="M74,30 V112 M74,30 q-16,-2 -24,10" fill="none" stroke="#666" strokeWidth="3" />
    </g>
  );
}

function ObjectIcon({ which, x, y }: { which: number; x: number; y: number }): ReactElement {
  const style = { fill: "#E69F00", stroke: "#222", strokeWidth: 1.5, strokeLinejoin: "round" as const };
  if (which === 0)
    return (
      <path
        {...style}
        d={`M${x - 7},${y - 8} H${x + 7} q0,9 -6,10 V${y + 6} H${x + 4} V${y + 8} H${x - 4} V${y + 6} H${x - 1} V${y + 2} q-6,-1 -6,-10 Z`}
      />
    );
  if (which === 1)
    return (
      <g {...style}>
        <rect x={x - 7} y={y - 8} width="14" height="16" rx="1.5" fill="#CC79A7" />
        <path d={`M${x - 4},${y - 8} V${y + 8}`} fill="none" />
      </g>
    );
  return (
    <g {...style}>
      <path
        d={`M${x - 1.5},${y - 10} L${x},${y - 12} L${x + 1.5},${y - 10} V${y + 3} H${x - 1.5} Z`}
        fill="#DDD"
      />
      <path d={`M${x - 6},${y + 3} H${x + 6}`} strokeWidth="3" />
      <path d={`M${x},${y + 4} V${y + 10}`} strokeWidth="3" />
    </g>
  );
}

/** The character stands shrunk about this point, leaving bands above and below it for the objects. */
const FIGURE_CENTRE = { x: 50, y: 68 };
const FIGURE_SCALE = 0.72;
/** Object rows: under the figure, and above it for the six. */
const ROW_BELOW = 113;
const ROW_ABOVE = 22;
const COLUMNS = [26, 50, 74] as const;

/** Where the objects go for each count (1, 3, 6): never over the character. */
const LAYOUTS: readonly (readonly [number, number][])[] = [
  [[50, ROW_BELOW]],
  COLUMNS.map((x) => [x, ROW_BELOW] as [number, number]),
  [
    ...COLUMNS.map((x) => [x, ROW_ABOVE] as [number, number]),
    ...COLUMNS.map((x) => [x, ROW_BELOW] as [number, number]),
  ],
];

/** A Patterns: Tarot card drawn from its code. */
export const PatternsCard = memo(function PatternsCard({ code }: { code: string }) {
  const { t } = useTranslation("set");
  const object = digit(code, 0);
  const background = digit(code, 3);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="card-svg" role="img" aria-label={describePatterns(code, t)}>
      <Background which={background} />
      <g
        transform={`translate(${FIGURE_CENTRE.x} ${FIGURE_CENTRE.y}) scale(${FIGURE_SCALE}) translate(${-FIGURE_CENTRE.x} ${-FIGURE_CENTRE.y})`}
      >
        <Character which={digit(code, 2)} />
      </g>
      {(LAYOUTS[digit(code, 1)] ?? []).map(([x, y], i) => (
        <ObjectIcon key={i} which={object} x={x} y={y} />
      ))}
      <text
        x={W / 2}
        y={H - 8}
        textAnchor="middle"
        className="card-caption"
        fill={background === 1 ? "#FFF" : "#222"}
        aria-hidden="true"
      >
        {t(`patternsCard.captions.${BACKGROUNDS[background]}`)}
      </text>
    </svg>
  );
});
