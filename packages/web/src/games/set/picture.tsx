/** The SET family's cards in the games' small pictures: the three shapes, a card of one to three. */
import { Card } from "../picture";

const colour = (n: number) => `var(--set-colour-${n})`;

/** SET's three shapes, centred on (0, 0), 16 wide. */
export function Shape({
  kind,
  n,
  shade,
}: {
  kind: "diamond" | "oval" | "squiggle";
  n: number;
  shade: "solid" | "open" | "striped";
}) {
  const c = colour(n);
  const fill = shade === "solid" ? c : shade === "striped" ? `color-mix(in srgb, ${c} 35%, white)` : "none";
  const common = { fill, stroke: c, strokeWidth: 1.4 };
  if (kind === "diamond") return <path d="M-8 0 L0 -4.5 L8 0 L0 4.5 Z" {...common} />;
  if (kind === "oval") return <rect x={-8} y={-4} width={16} height={8} rx={4} {...common} />;
  return <path d="M-8 2 C-6 -6 -1 -2 2 -3 C6 -4 8 -5 8 -2 C6 6 1 2 -2 3 C-6 4 -8 5 -8 2 Z" {...common} />;
}

/** A SET card of `count` shapes. */
export function SetCard({
  x,
  y,
  turn,
  count,
  ...shape
}: { x: number; y: number; turn: number; count: number } & Parameters<typeof Shape>[0]) {
  const gap = 11;
  const top = 23 - ((count - 1) * gap) / 2;
  return (
    <Card x={x} y={y} turn={turn}>
      {Array.from({ length: count }, (_, i) => (
        <g key={i} transform={`translate(15 ${top + i * gap})`}>
          <Shape {...shape} />
        </g>
      ))}
    </Card>
  );
}
