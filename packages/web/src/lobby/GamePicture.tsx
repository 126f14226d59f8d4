import type { ReactNode } from "react";

/**
 * A small picture of each game's real pieces for the lobby's tiles and the match history: three SET
 * cards, Patterns: Tarot's scene cards, a Super Rules pile and its flipped card, three Ruhd tiles, a
 * Tarot trump, King and Excuse, a Buraco fan. Drawn here in a few shapes (not with the tables' card
 * components, which would weigh on the first page); faces keep their printed colours in both themes,
 * SET colours follow the deck style (`--set-colour-N`). Decorative: the title beside it says the game.
 */

/** The printed ink of every card face (cards are white in both themes). */
const INK = "#1d1d24";
const FACE = { fill: "var(--card)", stroke: "var(--card-edge)", strokeWidth: 1.2 } as const;

/** A card's outline at (x, y), turned by `turn` degrees around its centre. */
function Card({
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

const colour = (n: number) => `var(--set-colour-${n})`;

/** SET's three shapes, centred on (0, 0), 16 wide. */
function Shape({
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
function SetCard({
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

const PICTURES: Readonly<Record<string, () => ReactNode>> = {
  // Classic SET: a row of the table, one card picked (lifted).
  "set-classic": () => (
    <>
      <SetCard x={2} y={20} turn={0} count={2} kind="squiggle" n={0} shade="open" />
      <SetCard x={33} y={12} turn={0} count={1} kind="oval" n={1} shade="solid" />
      <SetCard x={64} y={20} turn={0} count={3} kind="diamond" n={2} shade="striped" />
      <SetCard x={95} y={20} turn={0} count={2} kind="oval" n={0} shade="solid" />
    </>
  ),
  "set-pc": () => (
    <>
      <SetCard x={18} y={18} turn={-10} count={1} kind="diamond" n={0} shade="solid" />
      <SetCard x={45} y={14} turn={0} count={2} kind="oval" n={1} shade="striped" />
      <SetCard x={72} y={18} turn={10} count={3} kind="squiggle" n={2} shade="open" />
    </>
  ),
  "set-patterns": () => (
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
  ),
  "set-super": () => (
    <>
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} x={20 + i * 1.5} y={20 - i * 1.5} fill="var(--accent-soft)" />
      ))}
      <SetCard x={60} y={16} turn={6} count={3} kind="oval" n={3} shade="solid" />
      <text x={28} y={78} fontSize={8} fontWeight={700} fill="currentColor">
        ×4
      </text>
    </>
  ),
  ruhd: () => (
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
  ),
  tarot: () => (
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
  ),
  buraco: () => (
    <>
      <PlayingCard x={16} turn={-14} rank="A" suit="♠" />
      <PlayingCard x={36} turn={-5} rank="K" suit="♥" />
      <PlayingCard x={56} turn={5} rank="2" suit="♦" wild />
      <PlayingCard x={76} turn={14} rank="7" suit="♣" />
    </>
  ),
};

/** The picture of `game`'s pieces (nothing for a game this page does not know). */
export function GamePicture({ game, className }: { game: string; className?: string }) {
  const draw = PICTURES[game];
  if (!draw) return null;
  return (
    <svg
      className={className ?? "game-picture"}
      viewBox="0 0 124 80"
      aria-hidden="true"
      focusable="false"
      data-picture={game}
    >
      {draw()}
    </svg>
  );
}
