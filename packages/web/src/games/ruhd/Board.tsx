import type { PlacedTile, PlacementScore } from "@parlor/engine/ruhd";
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
  type WheelEvent,
} from "react";
import { useTranslation } from "react-i18next";
import { placeWords, tileAt, type Cell } from "./sides";
import { TILE, TileFace } from "./Tile";

export type { Cell };

/** A placement with its score, drawn on the board: touching pairs with their points, patterns outlined. */
export interface ScoredPlacement {
  readonly placed: PlacedTile;
  readonly score: PlacementScore;
}

/**
 * Empty cells drawn around the tiles when fitting the board to the screen: the ring of cells where a
 * tile may go (and the previewed tile) always fits, whether or not those cells are shown yet.
 */
const MARGIN_CELLS = 1;
/** Room around the outermost cells, in tiles, so outlines, focus rings and badges are never cut. */
const EDGE_ROOM = 0.2;
const MIN_ZOOM = 0.25;
const MAX_ZOOM = 4;
const ZOOM_STEP = 1.25;
/** Pixels a pointer may move and still click rather than pan. */
const DRAG_THRESHOLD_PX = 6;
/**
 * Thickness of the bar drawn along the sides that make a pattern, and its gap from the tile's edge: it
 * lies in the margin between the edge and the side's number (TILE_LABEL_ROOM in Tile.tsx), never on it.
 */
const PATTERN_BAR = TILE * 0.04;
const PATTERN_BAR_GAP = TILE * 0.005;
/** A "+N" badge: its radius, its text size, and how far along the shared edge from its corner it sits
 * (clear of both sides' numbers, which sit in the middle of the edge). */
const BADGE_RADIUS = TILE * 0.12;
const BADGE_TEXT = TILE * 0.15;
const BADGE_ALONG = TILE * 0.13;
/** A hint's mark on its cell: a dashed frame inside the cell's outline (clear of the focus ring), a
 * "?" badge in the cell's top-right corner (clear of the sides' numbers), and the tile's faint ghost. */
const HINT_INSET = 12;
const HINT_BADGE_AT = TILE * 0.16;
const HINT_GHOST_OPACITY = 0.45;

/** Top-left corner of a cell in SVG units (y grows up on the board, down in SVG). */
const cornerX = (x: number) => x * TILE;
const cornerY = (y: number) => -y * TILE;
const cellId = (c: Cell) => `${c.x}_${c.y}`;

interface View {
  readonly zoom: number;
  /** Pan of the centre, in SVG units. */
  readonly dx: number;
  readonly dy: number;
}
const FIT: View = { zoom: 1, dx: 0, dy: 0 };

/**
 * The Ruhd board: tiles drawn from their codes, cells where a tile may go (buttons: hover, focus or
 * tap to preview, click or Enter to choose), a see-through preview, and the breakdown of a scored
 * placement drawn on the tiles. Pan by dragging, zoom with the buttons, pinch or ctrl + wheel (the
 * wheel alone turns the tile when `onWheelTurn` is given). `bar` goes at the start of the zoom buttons'
 * bar (a table's deck and turn): the bar's row is not lost to three buttons. `hinted`, when its cell is
 * among `cells`, is a hint's placement: that cell is marked (`data-hinted`, a dashed frame, a "?" and
 * the tile's faint ghost turned as hinted).
 */
export function RuhdBoard({
  board,
  cells = [],
  preview = null,
  scored = null,
  label,
  onCellFocus,
  onCellChoose,
  onWheelTurn,
  bar,
  hinted = null,
}: {
  board: readonly PlacedTile[];
  cells?: readonly Cell[];
  preview?: PlacedTile | null;
  scored?: ScoredPlacement | null;
  label: string;
  onCellFocus?: (cell: Cell | null) => void;
  onCellChoose?: (cell: Cell) => void;
  onWheelTurn?: (by: 1 | -1) => void;
  bar?: ReactNode;
  hinted?: PlacedTile | null;
}) {
  const { t } = useTranslation("ruhd");
  const [view, setView] = useState<View>(FIT);
  const svg = useRef<SVGSVGElement>(null);
  // The tiles already down when the board was first drawn: only tiles laid after them slide in.
  const [firstTiles] = useState(() => new Set(board.map(cellId)));

  const box = useMemo(() => boardBox(board, cells, preview), [board, cells, preview]);

  const width = box.width / view.zoom;
  const height = box.height / view.zoom;
  const centreX = box.x + box.width / 2 + view.dx;
  const centreY = box.y + box.height / 2 + view.dy;
  const viewBox = `${centreX - width / 2} ${centreY - height / 2} ${width} ${height}`;

  const zoomBy = useCallback((factor: number) => {
    setView((v) => ({ ...v, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.zoom * factor)) }));
  }, []);

  // Pointers down on the board: one pans, two pinch.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ moved: boolean; startX: number; startY: number; spread: number }>({
    moved: false,
    startX: 0,
    startY: 0,
    spread: 0,
  });
  const unitsPerPixel = () => {
    const rect = svg.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return 1;
    return Math.max(width / rect.width, height / rect.height);
  };
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = { moved: false, startX: event.clientX, startY: event.clientY, spread: spread() };
  };
  const onPointerMove = (event: PointerEvent) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    const g = gesture.current;
    if (pointers.current.size >= 2) {
      const s = spread();
      if (g.spread > 0 && s > 0) zoomBy(s / g.spread);
      g.spread = s;
      g.moved = true;
      return;
    }
    if (!g.moved && Math.hypot(now.x - g.startX, now.y - g.startY) < DRAG_THRESHOLD_PX) return;
    if (!g.moved) svg.current?.setPointerCapture?.(event.pointerId);
    g.moved = true;
    const k = unitsPerPixel();
    setView((v) => ({ ...v, dx: v.dx - (now.x - last.x) * k, dy: v.dy - (now.y - last.y) * k }));
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    gesture.current.spread = spread();
  };
  const onWheel = (event: WheelEvent) => {
    if (event.deltaY === 0) return;
    if (onWheelTurn && !event.ctrlKey) onWheelTurn(event.deltaY > 0 ? 1 : -1);
    else zoomBy(event.deltaY > 0 ? 1 / ZOOM_STEP : ZOOM_STEP);
  };
  // React's wheel listener is passive; the page must not scroll while the wheel turns or zooms.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const stop = (event: globalThis.WheelEvent) => event.preventDefault();
    element.addEventListener("wheel", stop, { passive: false });
    return () => element.removeEventListener("wheel", stop);
  }, []);

  const choose = (cell: Cell) => {
    if (gesture.current.moved) return;
    onCellChoose?.(cell);
  };

  return (
    <div className="ruhd-board">
      <div className="ruhd-board-bar">
        {bar}
        <div className="ruhd-zoom" role="group" aria-label={t("board.zoom")}>
          <button
            type="button"
            onClick={() => zoomBy(ZOOM_STEP)}
            aria-label={t("board.zoomIn")}
            data-testid="zoom-in"
          >
            +
          </button>
          <button
            type="button"
            onClick={() => zoomBy(1 / ZOOM_STEP)}
            aria-label={t("board.zoomOut")}
            data-testid="zoom-out"
          >
            −
          </button>
          <button type="button" onClick={() => setView(FIT)} data-testid="zoom-fit">
            {t("board.fit")}
          </button>
        </div>
      </div>
      <svg
        ref={svg}
        className="ruhd-board-svg"
        viewBox={viewBox}
        // As tall as the fitted board needs at this width, up to a cap (ruhd.css; at a table, what the
        // window leaves): no empty band on a phone.
        style={{ aspectRatio: `${box.width} / ${box.height}` }}
        role="group"
        aria-label={label}
        data-testid="ruhd-board"
        data-zoom={view.zoom.toFixed(2)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onPointerLeave={(event) => {
          if (event.pointerType === "mouse") onCellFocus?.(null);
        }}
        onWheel={onWheel}
      >
        {board.map((placed) => (
          <g
            key={cellId(placed)}
            // A tile laid while the board is shown slides into its cell (CSS; none under reduced motion).
            className={firstTiles.has(cellId(placed)) ? undefined : "ruhd-arrived"}
            data-testid={`tile-${cellId(placed)}`}
            data-tile={placed.tile}
            data-rotation={placed.rotation}
          >
            <title>{tileAt(placed, t)}</title>
            <TileFace
              tile={placed.tile}
              rotation={placed.rotation}
              x={cornerX(placed.x)}
              y={cornerY(placed.y)}
            />
          </g>
        ))}
        {cells.map((c) => {
          const previewed = !!preview && preview.x === c.x && preview.y === c.y;
          const hint = hinted && hinted.x === c.x && hinted.y === c.y ? hinted : null;
          return (
            <g
              key={cellId(c)}
              role="button"
              tabIndex={0}
              className={`ruhd-cell ${previewed ? "previewed" : ""} ${hint ? "hinted" : ""}`}
              aria-label={t("board.placeAt", { cell: placeWords(c.x, c.y, t) })}
              data-testid={`cell-${cellId(c)}`}
              data-hinted={hint ? "true" : undefined}
              onPointerEnter={(event) => {
                if (event.pointerType === "mouse") onCellFocus?.(c);
              }}
              onFocus={(event) => {
                // Focus by a press (mouse or tap) is not a preview: hover previews, a tap chooses.
                if (event.currentTarget.matches(":focus-visible")) onCellFocus?.(c);
              }}
              onClick={() => choose(c)}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") {
                  event.preventDefault();
                  onCellChoose?.(c);
                }
              }}
            >
              <rect
                x={cornerX(c.x) + 4}
                y={cornerY(c.y) + 4}
                width={TILE - 8}
                height={TILE - 8}
                rx={8}
                className="ruhd-cell-outline"
              />
              {hint && <HintMark hint={hint} ghost={!previewed} />}
            </g>
          );
        })}
        {preview && (
          <g pointerEvents="none" data-testid="preview-tile">
            <TileFace
              tile={preview.tile}
              rotation={preview.rotation}
              x={cornerX(preview.x)}
              y={cornerY(preview.y)}
              ghost
            />
          </g>
        )}
        {scored && <ScoreMarks scored={scored} />}
      </svg>
    </div>
  );
}

/**
 * The part of the board to show when fitted: every tile, every cell offered and the preview, with the
 * ring of cells around the tiles (where the next tile may go) and a little room beyond, in SVG units.
 */
export function boardBox(
  board: readonly Cell[],
  cells: readonly Cell[],
  preview: Cell | null,
): { x: number; y: number; width: number; height: number } {
  const tiles: Cell[] = board.length > 0 ? [...board] : [{ x: 0, y: 0 }];
  const xs = tiles.map((c) => c.x);
  const ys = tiles.map((c) => c.y);
  const others = preview ? [...cells, preview] : cells;
  const minX = Math.min(Math.min(...xs) - MARGIN_CELLS, ...others.map((c) => c.x));
  const maxX = Math.max(Math.max(...xs) + MARGIN_CELLS, ...others.map((c) => c.x));
  const minY = Math.min(Math.min(...ys) - MARGIN_CELLS, ...others.map((c) => c.y));
  const maxY = Math.max(Math.max(...ys) + MARGIN_CELLS, ...others.map((c) => c.y));
  const room = EDGE_ROOM * TILE;
  return {
    x: cornerX(minX) - room,
    y: cornerY(maxY) - room,
    width: (maxX - minX + 1) * TILE + 2 * room,
    height: (maxY - minY + 1) * TILE + 2 * room,
  };
}

/**
 * A hint's mark in its cell (hidden from screen readers, who hear the hint's words): the tile's faint
 * ghost turned as hinted (not under the preview of the same cell), a dashed frame and a "?" badge.
 */
function HintMark({ hint, ghost }: { hint: PlacedTile; ghost: boolean }) {
  const x = cornerX(hint.x);
  const y = cornerY(hint.y);
  return (
    <g pointerEvents="none" aria-hidden="true" data-testid="hint-mark">
      {ghost && (
        <g
          opacity={HINT_GHOST_OPACITY}
          data-testid="hint-ghost"
          data-tile={hint.tile}
          data-rotation={hint.rotation}
        >
          <TileFace tile={hint.tile} rotation={hint.rotation} x={x} y={y} ghost />
        </g>
      )}
      <rect
        x={x + HINT_INSET}
        y={y + HINT_INSET}
        width={TILE - 2 * HINT_INSET}
        height={TILE - 2 * HINT_INSET}
        rx={6}
        className="ruhd-hint-frame"
      />
      <g className="ruhd-hint-badge">
        <circle cx={x + TILE - HINT_BADGE_AT} cy={y + HINT_BADGE_AT} r={BADGE_RADIUS} />
        <text
          x={x + TILE - HINT_BADGE_AT}
          y={y + HINT_BADGE_AT}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={BADGE_TEXT}
        >
          ?
        </text>
      </g>
    </g>
  );
}

/** The breakdown drawn on the board: the placed tile outlined, points on each touching edge, patterns. */
function ScoreMarks({ scored }: { scored: ScoredPlacement }) {
  const { placed, score } = scored;
  return (
    <g pointerEvents="none" data-testid="score-marks">
      <rect
        x={cornerX(placed.x)}
        y={cornerY(placed.y)}
        width={TILE}
        height={TILE}
        className="ruhd-placed-outline"
      />
      {score.patterns.map((pattern, i) => {
        const xs = pattern.cells.map((c) => cornerX(c.x));
        const ys = pattern.cells.map((c) => cornerY(c.y));
        const left = Math.min(...xs);
        const top = Math.min(...ys);
        return (
          <g key={i} className="ruhd-pattern" data-testid="pattern-mark">
            <rect
              x={left + 3}
              y={top + 3}
              width={Math.max(...xs) - left + TILE - 6}
              height={Math.max(...ys) - top + TILE - 6}
              rx={10}
              className="ruhd-pattern-outline"
            />
            {pattern.cells.map((c) => (
              <FacingBar key={cellId(c)} cell={c} facing={pattern.facing} />
            ))}
          </g>
        );
      })}
      {score.sides.map((side) => {
        const { x, y } = badgeAt({ x: placed.x, y: placed.y }, { x: side.x, y: side.y });
        return (
          <g
            key={side.direction}
            className={`ruhd-pair ruhd-pair-${side.rule}`}
            data-testid="pair-badge"
            aria-hidden="true"
          >
            <circle cx={x} cy={y} r={BADGE_RADIUS} />
            <text x={x} y={y} textAnchor="middle" dominantBaseline="central" fontSize={BADGE_TEXT}>
              +{side.points}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** A bar along one side of a cell: the side that makes a pattern. */
function FacingBar({ cell, facing }: { cell: Cell; facing: "up" | "right" | "down" | "left" }) {
  const bar = facingBar(cell, facing);
  return <rect {...bar} rx={PATTERN_BAR / 2} className="ruhd-pattern-bar" data-testid="pattern-bar" />;
}

/**
 * Where the bar of a side that makes a pattern lies, in SVG units: along that side, in the margin
 * between the tile's edge and the side's number (so it never covers a number).
 */
export function facingBar(
  cell: Cell,
  facing: "up" | "right" | "down" | "left",
): { x: number; y: number; width: number; height: number } {
  const x = cornerX(cell.x);
  const y = cornerY(cell.y);
  const inset = PATTERN_BAR + PATTERN_BAR_GAP;
  const length = TILE - 2 * inset;
  switch (facing) {
    case "up":
      return { x: x + inset, y: y + PATTERN_BAR_GAP, width: length, height: PATTERN_BAR };
    case "down":
      return { x: x + inset, y: y + TILE - inset, width: length, height: PATTERN_BAR };
    case "left":
      return { x: x + PATTERN_BAR_GAP, y: y + inset, width: PATTERN_BAR, height: length };
    case "right":
      return { x: x + TILE - inset, y: y + inset, width: PATTERN_BAR, height: length };
  }
}

/**
 * Where the "+N" badge of a touching pair sits, in SVG units: on the edge the two cells share, near
 * one end (BADGE_ALONG from it), clear of both sides' numbers in the middle of the edge. Going round
 * the placed tile clockwise, each badge sits near the next corner: no two meet at a corner.
 */
export function badgeAt(placed: Cell, neighbour: Cell): { x: number; y: number } {
  const x = cornerX(placed.x);
  const y = cornerY(placed.y);
  if (neighbour.y > placed.y) return { x: x + BADGE_ALONG, y };
  if (neighbour.x > placed.x) return { x: x + TILE, y: y + BADGE_ALONG };
  if (neighbour.y < placed.y) return { x: x + TILE - BADGE_ALONG, y: y + TILE };
  return { x, y: y + TILE - BADGE_ALONG };
}
