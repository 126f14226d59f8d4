import type { Rotation } from "@parlor/engine/ruhd";
import { useState } from "react";
import { cellWords, describeTile } from "../sides";
import { TileImage } from "../Tile";
import { canUndo, isSetUp, playerName, START_CELLS, turnOf, type Sheet } from "@parlor/engine/ruhd";

/**
 * Whose turn it is (and who is credited with the next placement), or the starting L still to lay;
 * the tile in hand and its turning; undo and a new game; what just happened, or what was refused.
 */
export function TurnPanel({
  sheet,
  chosen,
  rotation,
  creditedTo,
  status,
  error,
  onCredit,
  onRotate,
  onUndo,
  onNewGame,
}: {
  sheet: Sheet;
  chosen: string | null;
  rotation: Rotation;
  creditedTo: number;
  status: string;
  error: string | null;
  onCredit: (player: number) => void;
  onRotate: (by: 1 | -1) => void;
  onUndo: () => void;
  onNewGame: () => void;
}) {
  const [confirmNew, setConfirmNew] = useState(false);
  const toPlay = turnOf(sheet);
  const startLeft = START_CELLS.length - sheet.start.length;
  const lastTile = (sheet.placements.at(-1)?.placed ?? sheet.start.at(-1))?.tile;
  return (
    <section className="scorer-turn" aria-labelledby="scorer-turn-title">
      {isSetUp(sheet) ? (
        <>
          <h2 id="scorer-turn-title">
            <span data-testid="turn">{playerName(sheet, toPlay)}</span>’s turn
          </h2>
          <label className="scorer-credit">
            Placed by{" "}
            <select
              value={creditedTo}
              data-testid="credit-player"
              onChange={(e) => onCredit(Number(e.currentTarget.value))}
            >
              {sheet.players.map((_, p) => (
                <option key={p} value={p}>
                  {playerName(sheet, p)}
                  {p === toPlay ? " (whose turn it is)" : ""}
                </option>
              ))}
            </select>
          </label>
        </>
      ) : (
        <>
          <h2 id="scorer-turn-title" data-testid="turn-setup">
            Lay the starting L
          </h2>
          <p>
            Three tiles at {START_CELLS.map((c) => cellWords(c.x, c.y)).join(", ")}, in any rotation; they are
            not scored. {startLeft} to go.
          </p>
        </>
      )}
      <div className="scorer-chosen">
        {chosen ? (
          <button
            type="button"
            className="scorer-chosen-tile"
            data-testid="chosen-tile"
            data-tile={chosen}
            data-rotation={rotation}
            title="Turn it a quarter clockwise"
            onClick={() => onRotate(1)}
          >
            <TileImage tile={chosen} rotation={rotation} size="6rem" />
            <span className="visually-hidden">Turn it a quarter clockwise</span>
          </button>
        ) : (
          <p className="scorer-no-tile" data-testid="no-tile">
            No tile picked: find the tile that was played among the tiles.
          </p>
        )}
        <div className="scorer-rotate" role="group" aria-label="Turn the tile">
          <button
            type="button"
            data-testid="rotate-left"
            aria-label="Turn a quarter anticlockwise"
            onClick={() => onRotate(-1)}
          >
            ↺<kbd>⇧R</kbd>
          </button>
          <button
            type="button"
            data-testid="rotate-right"
            aria-label="Turn a quarter clockwise"
            onClick={() => onRotate(1)}
          >
            ↻<kbd>R</kbd>
          </button>
          <span data-testid="rotation">turned {rotation * 90}°</span>
        </div>
        {chosen && <p className="scorer-sides">{describeTile(chosen, rotation)}</p>}
      </div>
      <div className="scorer-actions">
        <button type="button" data-testid="undo" disabled={!canUndo(sheet)} onClick={onUndo} title="Ctrl+Z">
          Undo{lastTile ? ` ${lastTile}` : ""}
        </button>
        {confirmNew ? (
          <span className="scorer-confirm" role="group" aria-label="Start a new game?">
            <span>Clear the board and every score?</span>
            <button
              type="button"
              className="primary"
              data-testid="new-game-yes"
              onClick={() => {
                setConfirmNew(false);
                onNewGame();
              }}
            >
              Yes, new game
            </button>
            <button type="button" data-testid="new-game-no" onClick={() => setConfirmNew(false)}>
              Keep playing
            </button>
          </span>
        ) : (
          <button
            type="button"
            data-testid="new-game"
            disabled={!canUndo(sheet)}
            onClick={() => setConfirmNew(true)}
          >
            New game
          </button>
        )}
      </div>
      <p className="scorer-status" role="status" data-testid="scorer-status">
        {status}
      </p>
      {error && (
        <p className="notice" role="alert" data-testid="scorer-error">
          {error}
        </p>
      )}
    </section>
  );
}
