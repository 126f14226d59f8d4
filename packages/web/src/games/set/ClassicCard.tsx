import { memo, useId } from "react";
import { useTranslation } from "react-i18next";
import { classicFeatures, colourLetter, COLOURS, describeClassic, SHADINGS, SHAPE_STROKE } from "./classic";

const W = 100;
const H = 140;

/** How far the squiggle's centre line swings up and down, as a share of half the shape's height. */
const SQUIGGLE_SWING = 0.42;
/** Points along each long edge of the squiggle. */
const SQUIGGLE_STEPS = 24;
/** The squiggle's centre line on t in [-1, 1]: one S-wave, flat at both ends (so the round ends join smoothly). */
const wave = (t: number): number => Math.sin(Math.PI * t) * Math.cos((Math.PI * t) / 2);
const WAVE_PEAK = Math.max(...Array.from({ length: 101 }, (_, i) => wave(i / 100)));

/**
 * A squiggle: a band of even height along an S-wave, with round ends; it never crosses itself, so
 * stripes and fills cover all of it.
 */
function squigglePath(cx: number, cy: number, w: number, h: number): string {
  const r = (h / 2) * (1 - SQUIGGLE_SWING);
  const reach = w / 2 - r;
  const swing = ((h / 2) * SQUIGGLE_SWING) / WAVE_PEAK;
  const centre = (x: number) => cy - swing * wave((x - cx) / reach);
  const xs = Array.from(
    { length: SQUIGGLE_STEPS + 1 },
    (_, i) => cx - reach + (2 * reach * i) / SQUIGGLE_STEPS,
  );
  const f = (n: number) => n.toFixed(2);
  const top = xs.map((x) => `${f(x)},${f(centre(x) - r)}`);
  const bottom = [...xs].reverse().map((x) => `${f(x)},${f(centre(x) + r)}`);
  const right = cx + reach;
  const left = cx - reach;
  return (
    `M${top.join(" L")} A${f(r)},${f(r)} 0 0 1 ${f(right)},${f(centre(right) + r)} ` +
    `L${bottom.join(" L")} A${f(r)},${f(r)} 0 0 1 ${f(left)},${f(centre(left) - r)} Z`
  );
}

/** One shape centred at (cx, cy), w wide and h high. */
function shapePath(shape: number, cx: number, cy: number, w: number, h: number): string {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const y0 = cy - h / 2;
  const y1 = cy + h / 2;
  switch (shape) {
    case 0: // diamond
      return `M${x0},${cy} L${cx},${y0} L${x1},${cy} L${cx},${y1} Z`;
    case 1:
      return squigglePath(cx, cy, w, h);
    case 3: // rectangle
      return `M${x0},${y0} H${x1} V${y1} H${x0} Z`;
    case 4: // triangle
      return `M${x0},${y1} L${cx},${y0} L${x1},${y1} Z`;
    case 5: // hexagon
      return `M${x0},${cy} L${x0 + w / 4},${y0} L${x1 - w / 4},${y0} L${x1},${cy} L${x1 - w / 4},${y1} L${x0 + w / 4},${y1} Z`;
    default: {
      // oval (a stadium)
      const r = h / 2;
      return `M${x0 + r},${y0} H${x1 - r} A${r},${r} 0 0 1 ${x1 - r},${y1} H${x0 + r} A${r},${r} 0 0 1 ${x0 + r},${y0} Z`;
    }
  }
}

/**
 * A classic SET card drawn from its code (any feature count, up to 6 values per feature), described in
 * words and lettered in the page's language.
 */
export const ClassicCard = memo(function ClassicCard({ code }: { code: string }) {
  const { t } = useTranslation("set");
  const f = classicFeatures(code);
  const colour = COLOURS[f.colour] ?? COLOURS[0];
  const id = `c${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const shading = SHADINGS[f.shading] ?? "solid";
  // Painted through `style` (CSS), where the deck's custom properties apply; an SVG attribute takes none.
  const paint = { fill: colour.fill };
  const fill =
    shading === "solid"
      ? colour.fill
      : shading === "open"
        ? "none"
        : shading === "faint"
          ? colour.fill
          : `url(#${id}-${shading})`;
  const columns = f.count > 3 ? 2 : 1;
  const rows = Math.ceil(f.count / columns);
  const sw = columns === 1 ? 64 : 38;
  const sh = Math.min(26, 96 / rows - 6);
  const shapes = Array.from({ length: f.count }, (_, i) => {
    const col = columns === 1 ? 0 : i % 2;
    const row = columns === 1 ? i : Math.floor(i / 2);
    const cx = columns === 1 ? W / 2 : 30 + col * 40;
    const cy = H / 2 + (row - (rows - 1) / 2) * (sh + 8);
    return shapePath(f.shape, cx, cy, sw, sh);
  });
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="card-svg" role="img" aria-label={describeClassic(code, t)}>
      <defs>
        <pattern id={`${id}-striped`} width="4" height="4" patternUnits="userSpaceOnUse">
          <rect width="4" height="1.6" style={paint} />
        </pattern>
        <pattern id={`${id}-dotted`} width="5" height="5" patternUnits="userSpaceOnUse">
          <circle cx="2.5" cy="2.5" r="1.2" style={paint} />
        </pattern>
        <pattern id={`${id}-checked`} width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="3" height="3" style={paint} />
          <rect x="3" y="3" width="3" height="3" style={paint} />
        </pattern>
      </defs>
      <rect x="1" y="1" width={W - 2} height={H - 2} rx="8" className="card-face" />
      <text x="8" y="16" className="card-letter" style={paint} aria-hidden="true">
        {colourLetter(f.colour, t)}
      </text>
      {shapes.map((d, i) => (
        <path
          key={i}
          d={d}
          style={{ fill, stroke: colour.fill, strokeWidth: SHAPE_STROKE }}
          fillOpacity={shading === "faint" ? 0.3 : 1}
          strokeLinejoin="round"
          data-shape=""
        />
      ))}
      {f.extra.length > 0 && (
        <text x={W / 2} y={H - 8} textAnchor="middle" className="card-extra" aria-hidden="true">
          {f.extra.map((v) => v + 1).join(" · ")}
        </text>
      )}
    </svg>
  );
});
