import { Card } from "../picture";
import { SetCard } from "../set/picture";

/** SET Super Rules' picture: a player's pile and the card flipped from it. */
export function Picture() {
  return (
    <>
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} x={20 + i * 1.5} y={20 - i * 1.5} fill="var(--accent-soft)" />
      ))}
      <SetCard x={60} y={16} turn={6} count={3} kind="oval" n={3} shade="solid" />
      <text x={28} y={78} fontSize={8} fontWeight={700} fill="currentColor">
        ×4
      </text>
    </>
  );
}
