import type { Rotation } from "@parlor/engine/ruhd";
import { useTranslation } from "react-i18next";
import { describeTile, facingSides, SIDE_FILL, SIDE_INK } from "./sides";

/** A tile is drawn in a square of this many SVG units; the board places tiles on this grid. */
export const TILE = 100;
const HALF = TILE / 2;
/**
 * How far in from its edge a side's number is centred: far enough that the margin between them holds
 * a pattern bar whatever the font's ascent (Board.tsx), near enough to read as that side's.
 */
const NUMBER_INSET = TILE * 0.27;
/** Where each side's label sits: up, right, down, left, from the tile's top-left corner. */
const LABEL_AT = [
  { x: HALF, y: NUMBER_INSET },
  { x: TILE - NUMBER_INSET, y: HALF },
  { x: HALF, y: TILE - NUMBER_INSET },
  { x: NUMBER_INSET, y: HALF },
] as const;
/** How far below its point a side's number has its baseline, so that the digits are centred on it. */
const NUMBER_BASELINE_SHIFT = "0.35em";
/**
 * The most room a side's number ("G4") may take around its point, as browsers measure the text's box
 * (with the font's ascent above the digits, which is more than the digits' height): above, below, and
 * to each side.
 */
const NUMBER_ABOVE = TILE * 0.22;
const NUMBER_BELOW = TILE * 0.1;
const NUMBER_HALF_WIDTH = TILE * 0.13;

/**
 * The box a side's number may cover on a tile whose top-left corner is at (x, y), in SVG units: marks
 * drawn on the board (badges, pattern bars) keep out of it.
 */
export function numberBox(
  direction: 0 | 1 | 2 | 3,
  x = 0,
  y = 0,
): { x: number; y: number; width: number; height: number } {
  const at = LABEL_AT[direction];
  return {
    x: x + at.x - NUMBER_HALF_WIDTH,
    y: y + at.y - NUMBER_ABOVE,
    width: 2 * NUMBER_HALF_WIDTH,
    height: NUMBER_ABOVE + NUMBER_BELOW,
  };
}

/** Each side's triangle, from the centre to its edge. */
const TRIANGLES = [
  `0,0 ${TILE},0 ${HALF},${HALF}`,
  `${TILE},0 ${TILE},${TILE} ${HALF},${HALF}`,
  `${TILE},${TILE} 0,${TILE} ${HALF},${HALF}`,
  `0,${TILE} 0,0 ${HALF},${HALF}`,
] as const;

/**
 * One tile as SVG, its top-left corner at (x, y): four triangles in the sides' colours, each with its
 * colour letter and number written upright ("G4"), so it reads without colour vision.
 */
export function TileFace({
  tile,
  rotation,
  x = 0,
  y = 0,
  ghost = false,
}: {
  tile: string;
  rotation: Rotation;
  x?: number;
  y?: number;
  /** Drawn see-through: a preview, not a placed tile. */
  ghost?: boolean;
}) {
  const sides = facingSides(tile, rotation);
  if (!sides) return null;
  return (
    <g transform={`translate(${x} ${y})`} opacity={ghost ? 0.75 : 1} className="ruhd-tile">
      {sides.map((side, d) => (
        <polygon
          key={d}
          points={TRIANGLES[d]}
          fill={SIDE_FILL[side.colour]}
          stroke="#1d1d24"
          strokeWidth={1.5}
        />
      ))}
      {sides.map((side, d) => {
        const at = LABEL_AT[d] ?? LABEL_AT[0];
        return (
          <text
            key={d}
            className="ruhd-side-number"
            x={at.x}
            y={at.y}
            fill={SIDE_INK[side.colour]}
            fontSize={TILE * 0.2}
            fontWeight={700}
            textAnchor="middle"
            // Centred on its point by a shift of the baseline (dominant-baseline is not applied
            // alike by every browser once a tspan changes the size): the whole number lies clear of
            // the tile's edge, where badges and pattern bars go.
            dy={NUMBER_BASELINE_SHIFT}
          >
            <tspan fontSize={TILE * 0.13}>{side.colour}</tspan>
            {side.number}
          </text>
        );
      })}
      <rect
        width={TILE}
        height={TILE}
        fill="none"
        stroke="#1d1d24"
        strokeWidth={ghost ? 4 : 2}
        strokeDasharray={ghost ? "8 5" : undefined}
      />
    </g>
  );
}

/** A tile on its own (hand, tile picker), with its sides described for screen readers. */
export function TileImage({
  tile,
  rotation,
  size = "4.5rem",
}: {
  tile: string;
  rotation: Rotation;
  size?: string;
}) {
  const { t } = useTranslation("ruhd");
  return (
    <svg
      viewBox={`-2 -2 ${TILE + 4} ${TILE + 4}`}
      width={size}
      height={size}
      role="img"
      aria-label={t("tileImage", { tile, sides: describeTile(tile, rotation, t) })}
      className="ruhd-tile-image"
      data-tile={tile}
      data-rotation={rotation}
    >
      <TileFace tile={tile} rotation={rotation} />
    </svg>
  );
}

/** A tile as it lies on the board, drawn small beside words that say it (hidden from screen readers). */
export function TileFaceImage({ placed }: { placed: { tile: string; rotation: Rotation } }) {
  return (
    <svg
      viewBox={`-2 -2 ${TILE + 4} ${TILE + 4}`}
      className="ruhd-small-tile"
      aria-hidden="true"
      focusable="false"
    >
      <TileFace tile={placed.tile} rotation={placed.rotation} />
    </svg>
  );
}
