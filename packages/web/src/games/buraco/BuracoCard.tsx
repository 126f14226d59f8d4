import { cardName, faceOf, SUIT_LOOKS } from "./cards";

/** The card's drawing box (SVG units): a 5:7 card. */
const WIDTH = 50;
const HEIGHT = 70;
const JOKER_INK = "#5b2a86";
const WILD_BAND = "#fde8a8";
const CARD_PAPER = "#fffdf7";

/**
 * A Buraco card drawn from its code (or physical id, `7H.1`): the rank and suit symbol in the corners
 * and the symbol large in the middle (each suit its own symbol as well as its colour); a wild 2 banded
 * with the word WILD; a joker as a star with JOKER. The card's name is its label; `data-card` its code.
 */
export function BuracoCard({ code }: { code: string }) {
  const face = faceOf(code);
  const name = cardName(code);
  const look = face.kind === "suit" ? SUIT_LOOKS[face.suit] : undefined;
  const ink = look?.ink ?? JOKER_INK;
  const corner = face.kind === "joker" ? "★" : face.rank;
  const symbol = look?.symbol ?? "";
  const wild = face.kind === "joker" || face.wild;
  const dataCard = face.kind === "joker" ? "JK" : `${face.rank}${face.suit}`;
  return (
    <svg
      className={`buraco-card buraco-${face.kind}${wild ? " buraco-wild" : ""}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={name}
      data-card={dataCard}
    >
      <title>{name}</title>
      <rect x="1" y="1" width={WIDTH - 2} height={HEIGHT - 2} rx="4" fill={CARD_PAPER} stroke="#555" />
      {wild && <rect x="1" y="44" width={WIDTH - 2} height="13" fill={WILD_BAND} />}
      <text x="4" y="13" fontSize="11" fontWeight="700" fill={ink}>
        {corner}
      </text>
      {symbol && (
        <text x="4" y="24" fontSize="10" fill={ink}>
          {symbol}
        </text>
      )}
      <text x={WIDTH / 2} y={HEIGHT / 2 + 4} fontSize="20" fontWeight="700" textAnchor="middle" fill={ink}>
        {face.kind === "joker" ? "★" : symbol}
      </text>
      {wild && (
        <text x={WIDTH / 2} y="54" fontSize="8" fontWeight="700" textAnchor="middle" fill={ink}>
          {face.kind === "joker" ? "JOKER" : "WILD"}
        </text>
      )}
      <text x={WIDTH - 4} y={HEIGHT - 4} fontSize="11" fontWeight="700" textAnchor="end" fill={ink}>
        {corner}
        {symbol}
      </text>
    </svg>
  );
}
