import { useTranslation } from "react-i18next";
import { cardName, cornerIndex, faceOf, JOKER_INK, SUIT_LOOKS } from "./cards";

/** The card's drawing box (SVG units): a 5:7 card. */
const WIDTH = 50;
const HEIGHT = 70;
/** The corner index: rank and suit, large, at the top left, the part a fanned hand leaves in view. */
const INDEX_X = 3;
const INDEX_RANK_Y = 15;
const INDEX_SUIT_Y = 28;
const INDEX_RANK_SIZE = 15;
const INDEX_SUIT_SIZE = 13;
const WILD_BAND = "#fde8a8";
const JOKER_PAPER = "#f3ecfb";
const CARD_PAPER = "#fffdf7";

/**
 * A Buraco card drawn from its code (or physical id, `7H.1`): the rank and suit large in the top-left
 * corner (what stays visible where cards overlap; the court cards' letters in the page's language), the suit's symbol large in the middle, each suit
 * in its own ink of a four-colour deck as well as its own shape; a wild 2 banded with a star and the
 * word for a wild card; a joker on lilac paper with a star and JOKER. The card's name (in the page's
 * language) is its label; `data-card` its code.
 */
export function BuracoCard({ code }: { code: string }) {
  const { t } = useTranslation("buraco");
  const face = faceOf(code);
  const name = cardName(code, t);
  const look = face.kind === "suit" ? SUIT_LOOKS[face.suit] : undefined;
  const ink = look?.ink ?? JOKER_INK;
  const joker = face.kind === "joker";
  const wild = joker || face.wild;
  const rank = joker ? "★" : cornerIndex(face.rank, t);
  const symbol = look?.symbol ?? "";
  const dataCard = joker ? "JK" : `${face.rank}${face.suit}`;
  const narrowRank = rank.length > 1 ? { textLength: 17, lengthAdjust: "spacingAndGlyphs" } : {};
  return (
    <svg
      className={`buraco-card buraco-${face.kind}${wild ? " buraco-wild" : ""}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={name}
      data-card={dataCard}
    >
      <title>{name}</title>
      <rect
        x="1"
        y="1"
        width={WIDTH - 2}
        height={HEIGHT - 2}
        rx="4"
        fill={joker ? JOKER_PAPER : CARD_PAPER}
        stroke={joker ? JOKER_INK : "#555"}
        strokeWidth={joker ? 2 : 1}
      />
      {wild && <rect x="1" y="47" width={WIDTH - 2} height="12" fill={WILD_BAND} />}
      <text
        x={INDEX_X}
        y={INDEX_RANK_Y}
        fontSize={INDEX_RANK_SIZE}
        fontWeight="700"
        fill={ink}
        {...narrowRank}
      >
        {rank}
      </text>
      <text x={INDEX_X} y={INDEX_SUIT_Y} fontSize={INDEX_SUIT_SIZE} fill={ink}>
        {joker ? "" : symbol}
      </text>
      <text
        x={WIDTH / 2 + 4}
        y={HEIGHT / 2 + 6}
        fontSize={joker ? 24 : 22}
        fontWeight="700"
        textAnchor="middle"
        fill={ink}
      >
        {joker ? "★" : symbol}
      </text>
      {wild && (
        <text x={WIDTH / 2} y="56.5" fontSize="7.5" fontWeight="700" textAnchor="middle" fill={ink}>
          {joker ? t("card.jokerBand") : t("card.wildBand")}
        </text>
      )}
      <text x={WIDTH - 4} y={HEIGHT - 3} fontSize="9" fontWeight="700" textAnchor="end" fill={ink}>
        {joker ? "★" : `${rank}${symbol}`}
      </text>
    </svg>
  );
}
