import type { PlacedTile, PlacementScore } from "@parlor/engine/ruhd";
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent, type WheelEvent } from "react";
import { useTranslation } from "react-i18next";
import { cellWords, tileAt, type Cell } from "./sides";
import { TILE, TileFace } from "./Tile";

export type { Cell };

/** A placement with its score, drawn on the board: touching pairs with their points, patterns outlined. */
export interface ScoredPlacement {
  readonly placed: PlacedTile;
  readonly score: PlacementScore;
}

/** Empty cells drawn around the tiles when fitting the board to the screen. */
const MARGIN_CELLS = 1;
const MIN_ZOOM = 0.25;
const MAX_ZOOM = 4;
const ZOOM_STEP = 1.25;
/** Pixels a pointer may move and still click rather than pan. */
const DRAG_THRESHOLD_PX = 6;
const HALF = TILE / 2;
/** Thickness of the bar drawn along the sides that make a pattern. */
const PATTERN_BAR = TILE * 0.09;

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
 * wheel alone turns the tile when `onWheelTurn` is given).
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
}: {
  board: readonly PlacedTile[];
  cells?: readonly Cell[];
  preview?: PlacedTile | null;
  scored?: ScoredPlacement | null;
  label: string;
  onCellFocus?: (cell: Cell | null) => void;
  onCellChoose?: (cell: Cell) => void;
  onWheelTurn?: (by: 1 | -1) => void;
}) {
  const { t } = useTranslation("ruhd");
  const [view, setView] = useState<View>(FIT);
  const svg = useRef<SVGSVGElement>(null);

  const box = useMemo(() => {
    const all: Cell[] = [...board, ...cells];
    if (all.length === 0) all.push({ x: 0, y: 0 });
    const xs = all.map((c) => c.x);
    const ys = all.map((c) => c.y);
    // Cells where a tile may go already ring the tiles; without them, leave a ring of empty cells.
    const margin = cells.length > 0 ? 0 : MARGIN_CELLS;
    const minX = Math.min(...xs) - margin;
    const maxX = Math.max(...xs) + margin;
    const minY = Math.min(...ys) - margin;
    const maxY = Math.max(...ys) + margin;
    return {
      x: cornerX(minX),
      y: cornerY(maxY),
      width: (maxX - minX + 1) * TILE,
      height: (maxY - minY + 1) * TILE,
    };
  }, [board, cells]);

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
      <svg
        ref={svg}
        className="ruhd-board-svg"
        viewBox={viewBox}
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
        {cells.map((c) => (
          <g
            key={cellId(c)}
            role="button"
            tabIndex={0}
            className={`ruhd-cell ${preview && preview.x === c.x && preview.y === c.y ? "previewed" : ""}`}
            aria-label={t("board.placeAt", { cell: cellWords(c.x, c.y) })}
            data-testid={`cell-${cellId(c)}`}
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
          </g>
        ))}
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

/** The breakdown drawn on the board: the placed tile outlined, points on each touching edge, patterns. */
function ScoreMarks({ scored }: { scored: ScoredPlacement }) {
  const { placed, score } = scored;
  const px = cornerX(placed.x) + HALF;
  const py = cornerY(placed.y) + HALF;
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
        const x = (px + cornerX(side.x) + HALF) / 2;
        const y = (py + cornerY(side.y) + HALF) / 2;
        return (
          <g key={side.direction} className={`ruhd-pair ruhd-pair-${side.rule}`}>
            <circle cx={x} cy={y} r={TILE * 0.17} />
            <text x={x} y={y} textAnchor="middle" dominantBaseline="central" fontSize={TILE * 0.18}>
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
  const x = cornerX(cell.x);
  const y = cornerY(cell.y);
  const inset = PATTERN_BAR;
  const bar =
    facing === "up"
      ? { x: x + inset, y: y + inset / 2, width: TILE - 2 * inset, height: PATTERN_BAR }
      : facing === "down"
        ? { x: x + inset, y: y + TILE - inset * 1.5, width: TILE - 2 * inset, height: PATTERN_BAR }
        : facing === "left"
          ? { x: x + inset / 2, y: y + inset, width: PATTERN_BAR, height: TILE - 2 * inset }
          : { x: x + TILE - inset * 1.5, y: y + inset, width: PATTERN_BAR, height: TILE - 2 * inset };
  return <rect {...bar} rx={PATTERN_BAR / 2} className="ruhd-pattern-bar" />;
}
