import { Card, INK } from "../picture";

/** Patterns: Tarot's picture: three of its scene cards. */
export function Picture() {
  return (
    <>
      {[
        { x: 20, turn: -9, sky: "#2f6f9f", sun: "#f3c53f" },
        { x: 45, turn: 0, sky: "#3b2b66", sun: "#fbfaf6" },
        { x: 70, turn: 9, sky: "#c7643a", sun: "#fbe1a0" },
      ].map((c, i) => (
        <Card key={i} x={c.x} y={12} h={54} turn={c.turn}>
          <rect x={3} y={3} width={24} height={48} rx={2} fill={c.sky} />
          <circle cx={15} cy={18} r={6} fill={c.sun} />
          <path d="M3 42 Q15 32 27 42 V51 H3 Z" fill={INK} opacity={0.55} />
        </Card>
      ))}
    </>
  );
}
