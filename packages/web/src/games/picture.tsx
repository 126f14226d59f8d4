/**
 * What the games' small pictures share (each game's `GameUi.Picture`, drawn in the lobby's frame by
 * lobby/GamePicture.tsx): the printed ink and a card's outline. Faces keep their printed colours in
 * both themes.
 */
import type { ReactNode } from "react";

/** The printed ink of every card face (cards are white in both themes). */
export const INK = "#1d1d24";
const FACE = { fill: "var(--card)", stroke: "var(--card-edge)", strokeWidth: 1.2 } as const;

/** A card's outline at (x, y), turned by `turn` degrees around its centre. */
export function Card({
  x,
  y,
  w = 30,
  h = 46,
  turn = 0,
  fill,
  children,
}: {
  x: number;
  y: number;
  w?: number;
  h?: number;
  turn?: number;
  fill?: string;
  children?: ReactNode;
}) {
  return (
    <g transform={`rotate(${turn} ${x + w / 2} ${y + h / 2}) translate(${x} ${y})`}>
      <rect width={w} height={h} rx={4} {...FACE} {...(fill ? { fill } : {})} />
      {children}
    </g>
  );
}
