import type { PlacedTile, Rotation } from "@parlor/engine/ruhd";
import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { useKept } from "../../../scorers/kept";
import { typing, useUndoKey } from "../../../scorers/keys";
import { useDocumentTitle } from "../../../scorers/useDocumentTitle";
import type { TFunction } from "i18next";
import { RuhdBoard, type Cell, type ScoredPlacement } from "../Board";
import { Breakdown } from "../Breakdown";
import "../ruhd.css";
import { describePlacement, placeWords, turn } from "../sides";
import { Players } from "./Players";
import "./scorer.css";
import { ScoreSheet } from "./ScoreSheet";
import {
  boardOf,
  canUndo,
  evaluate,
  fromSaved,
  newGame,
  newSheet,
  openCellsFor,
  place,
  toSaved,
  turnOf,
  undo,
  usedTiles,
  type Sheet,
} from "@parlor/engine/ruhd";
import { TilePicker } from "./TilePicker";
import { TurnPanel } from "./TurnPanel";
import { nameOf, refusalWords } from "./words";

/** A message of the page, said in the language in use when it shows (it may change meanwhile). */
interface Message {
  readonly say: (t: TFunction<string>) => string;
}

const sameCell = (a: Cell | null, b: Cell | null): boolean =>
  a !== null && b !== null && a.x === b.x && a.y === b.y;

/** Where the sheet of the game in progress is kept, so that a reload does not lose it. */
const STORAGE_KEY = "parlor.ruhd-scorer";

/**
 * The Ruhd scorer, for a game played with the physical tiles: rebuild the board tile by tile (pick
 * the tile, turn it, place it) and read each placement's score and breakdown, with a running score
 * sheet per player. The sheet is kept in local storage.
 */
export function ScorerPage({ onLobby }: { onLobby: () => void }) {
  const [sheet, setSheet] = useKept<Sheet>(STORAGE_KEY, fromSaved, newSheet, toSaved);
  const [chosen, setChosen] = useState<string | null>(null);
  const [rotation, setRotation] = useState<Rotation>(0);
  /** The cell pointed at (hover, focus or a first tap): the preview goes there. */
  const [pointed, setPointed] = useState<Cell | null>(null);
  /** Who is credited with the next placement when it is not whose turn it is. */
  const [credit, setCredit] = useState<number | null>(null);
  const { t } = useTranslation("ruhd");
  const [error, setError] = useState<Message | null>(null);
  const [status, setStatus] = useState<Message | null>(null);
  const [query, setQuery] = useState("");
  const filterRef = useRef<HTMLInputElement>(null);
  /** How the gesture choosing a cell began: by touch, the first tap previews and the second places. */
  const gesture = useRef<{ pointer: string; previewed: Cell | null } | null>(null);

  useDocumentTitle(t("scorer.documentTitle"));

  const board = boardOf(sheet);
  const cells = openCellsFor(sheet);
  const used = usedTiles(sheet);
  const toPlay = turnOf(sheet);
  const creditedTo = credit !== null && credit < sheet.players.length ? credit : toPlay;
  const last = sheet.placements.at(-1) ?? null;

  const target: PlacedTile | null =
    chosen && pointed && cells.some((c) => sameCell(c, pointed))
      ? { x: pointed.x, y: pointed.y, tile: chosen, rotation }
      : null;
  const evaluated = target ? evaluate(sheet, target) : null;
  const scored: ScoredPlacement | null =
    target && evaluated?.ok && evaluated.value
      ? { placed: target, score: evaluated.value }
      : !target && last
        ? { placed: last.placed, score: last.score }
        : null;

  const rotate = useCallback((by: 1 | -1) => setRotation((r) => turn(r, by)), []);

  const pick = (tile: string) => {
    setError(null);
    if (tile === chosen) return rotate(1);
    setChosen(tile);
    setRotation(0);
  };

  const lay = (cell: Cell, byKeyboard: boolean) => {
    if (!chosen) {
      setError({ say: (t) => t("ruhd:scorer.firstPick") });
      return;
    }
    const placed: PlacedTile = { x: cell.x, y: cell.y, tile: chosen, rotation };
    const result = place(sheet, placed, creditedTo);
    if (!result.ok) {
      const refusal = result.error;
      setError({ say: (t) => refusalWords(refusal, placed, t) });
      return;
    }
    const next = result.value;
    const scoredNow = next.placements.length > sheet.placements.length ? next.placements.at(-1) : undefined;
    setSheet(next);
    setChosen(null);
    setRotation(0);
    setPointed(null);
    setCredit(null);
    setError(null);
    setQuery("");
    setStatus({
      say: (t) =>
        scoredNow
          ? t("ruhd:scorer.scored", {
              name: nameOf(next, scoredNow.player, t),
              points: t("ruhd:points", { count: scoredNow.score.total }),
              placement: describePlacement(placed, t),
            })
          : t("ruhd:scorer.startingTile", { placement: describePlacement(placed, t) }),
    });
    // By keyboard, go on with the next tile.
    if (byKeyboard) filterRef.current?.focus();
  };

  const choose = (cell: Cell) => {
    const how = gesture.current;
    gesture.current = null;
    if (how && how.pointer !== "mouse" && !sameCell(how.previewed, cell)) {
      setPointed(cell);
      return;
    }
    lay(cell, how === null);
  };

  const undoStep = () => {
    const step = sheet.placements.at(-1)?.placed ?? sheet.start.at(-1);
    if (!step || !canUndo(sheet)) return;
    setSheet(undo(sheet));
    // The tile comes back to hand, turned as it was, to be placed again.
    setChosen(step.tile);
    setRotation(step.rotation);
    setPointed(null);
    setError(null);
    setStatus({ say: (t) => t("ruhd:scorer.tookBack", { placement: describePlacement(step, t) }) });
  };

  const startNewGame = () => {
    setSheet(newGame(sheet));
    setChosen(null);
    setRotation(0);
    setPointed(null);
    setCredit(null);
    setError(null);
    setStatus({ say: (t) => t("ruhd:scorer.newGameStarted") });
  };

  // Ctrl+Z (⌘Z) undoes; R turns the tile clockwise, Shift+R back.
  useUndoKey(undoStep);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || typing(event.target)) return;
      if (!event.ctrlKey && !event.metaKey && !event.altKey && event.key.toLowerCase() === "r") {
        event.preventDefault();
        rotate(event.shiftKey ? -1 : 1);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [rotate]);

  return (
    <main className="scorer" data-testid="ruhd-scorer">
      <header className="scorer-header">
        <div className="scorer-nav">
          <a
            href="/"
            onClick={(e) => {
              e.preventDefault();
              onLobby();
            }}
          >
            {t("scorer.lobby")}
          </a>
        </div>
        <h1>{t("scorer.title")}</h1>
        <p>{t("scorer.intro")}</p>
      </header>

      <Players sheet={sheet} onChange={setSheet} />

      <div className="scorer-layout">
        <TurnPanel
          sheet={sheet}
          chosen={chosen}
          rotation={rotation}
          creditedTo={creditedTo}
          status={status?.say(t) ?? ""}
          error={error?.say(t) ?? null}
          onCredit={setCredit}
          onRotate={rotate}
          onUndo={undoStep}
          onNewGame={startNewGame}
        />

        <TilePicker
          chosen={chosen}
          rotation={rotation}
          used={used}
          query={query}
          onQuery={setQuery}
          onPick={pick}
          filterRef={filterRef}
        />

        <div
          className="scorer-board"
          onPointerDownCapture={(event: PointerEvent) => {
            gesture.current = { pointer: event.pointerType, previewed: pointed };
          }}
          onKeyDownCapture={() => {
            gesture.current = null;
          }}
        >
          <RuhdBoard
            board={board}
            cells={cells}
            preview={target}
            scored={scored}
            label={t("scorer.boardLabel", { count: board.length })}
            onCellFocus={setPointed}
            onCellChoose={choose}
            onWheelTurn={rotate}
          />
          <p className="scorer-hint" data-testid="board-hint" aria-live="polite">
            {target && evaluated?.ok
              ? evaluated.value
                ? t("scorer.hintWouldScore", {
                    placement: describePlacement(target, t),
                    points: t("points", { count: evaluated.value.total }),
                  })
                : t("scorer.hintStart", { placement: describePlacement(target, t) })
              : chosen
                ? t("scorer.hintPoint")
                : t("scorer.hintPick")}
          </p>
        </div>

        <section className="scorer-result" aria-label={t("scorer.scores")}>
          {target && evaluated ? (
            evaluated.ok ? (
              evaluated.value ? (
                <div data-testid="preview">
                  <Breakdown
                    score={evaluated.value}
                    title={t("scorer.wouldScore")}
                    testId="preview-breakdown"
                  />
                  <p className="scorer-sheet-where">{describePlacement(target, t)}</p>
                </div>
              ) : (
                <p className="ruhd-breakdown" data-testid="preview-start">
                  {t("scorer.startNotScored", { cell: placeWords(target.x, target.y, t) })}
                </p>
              )
            ) : (
              <p className="notice" data-testid="preview-refused">
                {refusalWords(evaluated.error, target, t)}
              </p>
            )
          ) : null}
          {last && (
            <div data-testid="last-placement">
              <Breakdown
                score={last.score}
                title={t("scorer.lastScored", {
                  turn: sheet.placements.length,
                  name: nameOf(sheet, last.player, t),
                })}
                testId="placed-breakdown"
              />
              <p className="scorer-sheet-where">{describePlacement(last.placed, t)}</p>
            </div>
          )}
        </section>

        <ScoreSheet
          sheet={sheet}
          onChange={(next) => {
            setSheet(next);
            setStatus(null);
          }}
        />
      </div>
    </main>
  );
}
