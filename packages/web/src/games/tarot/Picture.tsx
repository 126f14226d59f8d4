import { Card, INK } from "../picture";

/** French Tarot's picture: the 21 of trumps, a King and the Excuse. */
export function Picture() {
  return (
    <>
      <Card x={22} y={16} turn={-12}>
        <rect x={0} y={14} width={30} height={18} fill="#1f5fbf" />
        <text x={15} y={28} fontSize={13} fontWeight={700} textAnchor="middle" fill="#fbfaf6">
          21
        </text>
      </Card>
      <Card x={45} y={12}>
        <path d="M7 26 L9 14 L15 21 L21 14 L23 26 Z" fill="#c8360e" stroke={INK} strokeWidth={0.8} />
        <text x={15} y={40} fontSize={11} textAnchor="middle" fill="#c8360e">
          ♥
        </text>
      </Card>
      <Card x={68} y={16} turn={12} fill="#e9dcf7">
        <text x={15} y={30} fontSize={18} textAnchor="middle" fill="#6c3baa">
          ★
        </text>
      </Card>
    </>
  );
}
