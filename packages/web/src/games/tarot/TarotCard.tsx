import { cardName, COURTS, cornerLabel, faceOf, SUIT_LOOKS } from "./cards";

/** The card's drawing box (SVG units): a 5:8 card. */
const WIDTH = 50;
const HEIGHT = 80;
const TRUMP_INK = "#2b3a67";

/**
 * A French Tarot card drawn from its code: suit cards with their symbol and rank in the corners and
 * the court's letter large (R, D, C, V), trumps with their number large enough to read in a fan (and
 * a band so they read as trumps at a glance), the Excuse as a star. The card's name is its label.
 */
export function TarotCard({ code }: { code: string }) {
  const face = faceOf(code);
  const name = cardName(code);
  const corner = cornerLabel(code);
  let ink = TRUMP_INK;
  let centre = corner;
  let symbol = "";
  if (face.kind === "suit") {
    const look = SUIT_LOOKS[face.suit];
    ink = look?.ink ?? "#000";
    symbol = look?.symbol ?? "";
    centre = COURTS[face.rank] ? `${COURTS[face.rank]?.label}${symbol}` : symbol;
  }
  return (
    <svg
      className={`tarot-card tarot-${face.kind}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={name}
      data-card={code}
    >
      <title>{name}</title>
      <rect x="1" y="1" width={WIDTH - 2} height={HEIGHT - 2} rx="4" fill="#fffdf7" stroke="#555" />
      {face.kind === "trump" && <rect x="1" y="26" width={WIDTH - 2} height="28" fill="#e4e9f7" />}
      <text x="4" y="13" fontSize="11" fontWeight="700" fill={ink}>
        {corner}
      </text>
      {symbol && (
        <text x="4" y="24" fontSize="10" fill={ink}>
          {symbol}
        </text>
      )}
      <text
        x={WIDTH / 2}
        y={HEIGHT / 2 + 8}
        fontSize={face.kind === "trump" ? 24 : 20}
        fontWeight="700"
        textAnchor="middle"
        fill={ink}
      >
        {centre}
      </text>
      <text x={WIDTH - 4} y={HEIGHT - 5} fontSize="11" fontWeight="700" textAnchor="end" fill={ink}>
        {corner}
      </text>
    </svg>
  );
}
