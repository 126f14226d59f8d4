import { Card, INK } from "../picture";

/** Buraco's four-colour deck: spades black, hearts vermilion, diamonds blue, clubs green. */
const SUITS = { "♠": INK, "♥": "#c8360e", "♦": "#1f5fbf", "♣": "#1c7a3a" } as const;

function PlayingCard({
  x,
  turn,
  rank,
  suit,
  wild = false,
}: {
  x: number;
  turn: number;
  rank: string;
  suit: keyof typeof SUITS;
  wild?: boolean;
}) {
  return (
    <Card x={x} y={22} turn={turn}>
      {wild && <rect x={0} y={30} width={30} height={8} fill="#f3c53f" />}
      <text x={4} y={13} fontSize={11} fontWeight={700} fill={SUITS[suit]}>
        {rank}
      </text>
      <text x={4} y={25} fontSize={11} fill={SUITS[suit]}>
        {suit}
      </text>
      {wild && (
        <text x={15} y={37} fontSize={8} textAnchor="middle" fill={INK}>
          ★
        </text>
      )}
    </Card>
  );
}

/** Buraco's picture: a fan of four cards of its four-colour deck, a wild 2 among them. */
export function Picture() {
  return (
    <>
      <PlayingCard x={16} turn={-14} rank="A" suit="♠" />
      <PlayingCard x={36} turn={-5} rank="K" suit="♥" />
      <PlayingCard x={56} turn={5} rank="2" suit="♦" wild />
      <PlayingCard x={76} turn={14} rank="7" suit="♣" />
    </>
  );
}
