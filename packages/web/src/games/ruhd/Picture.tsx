import { INK } from "../picture";

/** A Ruhd tile: four triangles (top, right, bottom, left), each side's colour and number. */
function RuhdTile({ x, y, sides }: { x: number; y: number; sides: readonly (readonly [string, number])[] }) {
  const s = 26;
  const c = s / 2;
  const tris = [
    `0,0 ${s},0 ${c},${c}`,
    `${s},0 ${s},${s} ${c},${c}`,
    `${s},${s} 0,${s} ${c},${c}`,
    `0,${s} 0,0 ${c},${c}`,
  ];
  const at = [
    [c, 7],
    [s - 6, c + 2.5],
    [c, s - 3],
    [6, c + 2.5],
  ];
  return (
    <g transform={`translate(${x} ${y})`}>
      {sides.map(([fill, n], i) => (
        <g key={i}>
          <polygon points={tris[i]} fill={fill} stroke={INK} strokeWidth={0.6} />
          <text x={at[i]![0]} y={at[i]![1]} fontSize={7} fontWeight={700} textAnchor="middle" fill={INK}>
            {n}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Ruhd's printed colours (the tables' own). */
const RUHD = { red: "#e8674a", yellow: "#f3c53f", green: "#5fb36b", blue: "#5a9bd8" } as const;

/** Ruhd's picture: four tiles laid side by side. */
export function Picture() {
  return (
    <>
      <RuhdTile
        x={20}
        y={14}
        sides={[
          [RUHD.red, 2],
          [RUHD.blue, 4],
          [RUHD.yellow, 1],
          [RUHD.green, 3],
        ]}
      />
      <RuhdTile
        x={46}
        y={14}
        sides={[
          [RUHD.yellow, 3],
          [RUHD.green, 2],
          [RUHD.red, 4],
          [RUHD.blue, 4],
        ]}
      />
      <RuhdTile
        x={46}
        y={40}
        sides={[
          [RUHD.red, 4],
          [RUHD.yellow, 1],
          [RUHD.blue, 2],
          [RUHD.green, 3],
        ]}
      />
      <RuhdTile
        x={72}
        y={40}
        sides={[
          [RUHD.green, 1],
          [RUHD.red, 3],
          [RUHD.yellow, 2],
          [RUHD.blue, 2],
        ]}
      />
    </>
  );
}
