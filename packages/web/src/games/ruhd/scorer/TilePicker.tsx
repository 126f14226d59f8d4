import { COLOURS, TILES, type Rotation } from "@parlor/engine/ruhd";
import { useMemo, useRef, type KeyboardEvent, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { TileImage } from "../Tile";
import { findTiles } from "./picker";

const COLOUR_LETTERS = Object.keys(COLOURS);
const ARROWS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/** The tile button the arrow key leads to from `from`, among the enabled ones, by where they are drawn. */
function nextButton(
  buttons: HTMLButtonElement[],
  from: HTMLButtonElement,
  key: string,
): HTMLButtonElement | null {
  const i = buttons.indexOf(from);
  if (key === "Home") return buttons[0] ?? null;
  if (key === "End") return buttons.at(-1) ?? null;
  if (key === "ArrowLeft") return buttons[i - 1] ?? null;
  if (key === "ArrowRight") return buttons[i + 1] ?? null;
  const here = from.getBoundingClientRect();
  const down = key === "ArrowDown";
  // The nearest row above or below, then the nearest button in it.
  const rows = buttons
    .map((b) => ({ b, r: b.getBoundingClientRect() }))
    .filter(({ r }) => (down ? r.top > here.top + here.height / 2 : r.top < here.top - here.height / 2));
  if (rows.length === 0) return null;
  const rowTop = down ? Math.min(...rows.map((x) => x.r.top)) : Math.max(...rows.map((x) => x.r.top));
  const row = rows.filter(({ r }) => Math.abs(r.top - rowTop) < here.height / 2);
  const distance = (r: DOMRect) => Math.abs(r.left - here.left);
  return row.reduce((best, x) => (distance(x.r) < distance(best.r) ? x : best)).b;
}

/**
 * The 48 tiles to pick the one just played: type a code (read clockwise from any side) or colours
 * and numbers to narrow them; tiles on the board are disabled. Arrow keys move between tiles, Enter
 * in the search box picks the first match (and goes to it); picking the chosen tile again turns it.
 */
export function TilePicker({
  chosen,
  rotation,
  used,
  query,
  onQuery,
  onPick,
  filterRef,
}: {
  chosen: string | null;
  rotation: Rotation;
  used: ReadonlySet<string>;
  query: string;
  onQuery: (query: string) => void;
  onPick: (tile: string) => void;
  filterRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation("ruhd");
  const tiles = useRef<HTMLDivElement>(null);
  // Colours may be typed in the page's language too ("rouge 4", "vermelho 4"); `t` changes with it.
  const colourWords = useMemo(
    () => Object.fromEntries(COLOUR_LETTERS.map((letter) => [letter, t(`colours.${letter}`)])),
    [t],
  );
  const shown = useMemo(() => findTiles(query, TILES, colourWords), [query, colourWords]);
  const free = shown.filter((t) => !used.has(t));

  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ARROWS.has(event.key) || !(event.target instanceof HTMLButtonElement)) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
    const next = nextButton(buttons, event.target, event.key);
    event.preventDefault();
    next?.focus();
  };

  return (
    <section className="scorer-picker" aria-labelledby="scorer-picker-title">
      <h2 id="scorer-picker-title">{t("scorer.whichTile")}</h2>
      <div className="scorer-filter">
        <label htmlFor="scorer-tile-filter">{t("scorer.findTile")}</label>
        <input
          id="scorer-tile-filter"
          ref={filterRef}
          type="search"
          value={query}
          placeholder={t("scorer.findPlaceholder")}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="scorer-filter-help"
          data-testid="tile-filter"
          onChange={(e) => onQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            const first = free[0];
            if (e.key !== "Enter" || !first) return;
            e.preventDefault();
            onPick(first);
            tiles.current?.querySelector<HTMLButtonElement>(`[data-tile-button="${first}"]`)?.focus();
          }}
        />
        <small id="scorer-filter-help" aria-live="polite">
          {shown.length === TILES.length
            ? t("scorer.tilesLeft", { free: free.length, all: TILES.length })
            : shown.length === 0
              ? t("scorer.noMatch")
              : t("scorer.matches", { count: shown.length, free: free.length })}
        </small>
      </div>
      <div
        className="scorer-tiles"
        role="group"
        aria-label={t("scorer.tiles")}
        ref={tiles}
        onKeyDown={onGridKey}
      >
        {shown.map((tile) => {
          const onBoard = used.has(tile);
          const picked = tile === chosen;
          return (
            <button
              key={tile}
              type="button"
              className="scorer-tile"
              aria-pressed={picked}
              disabled={onBoard}
              title={
                onBoard ? t("scorer.onBoard", { tile }) : picked ? t("scorer.pickAgain", { tile }) : tile
              }
              data-testid={`scorer-tile-${tile}`}
              data-tile-button={tile}
              onClick={() => onPick(tile)}
            >
              <TileImage tile={tile} rotation={picked ? rotation : 0} size="100%" />
              <span className="scorer-tile-code" aria-hidden="true">
                {tile}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
