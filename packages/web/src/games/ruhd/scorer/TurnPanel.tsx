import type { Rotation } from "@parlor/engine/ruhd";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { cellWords, describeTile } from "../sides";
import { TileImage } from "../Tile";
import { canUndo, isSetUp, START_CELLS, turnOf, type Sheet } from "@parlor/engine/ruhd";
import { nameOf } from "./words";

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
  const { t } = useTranslation("ruhd");
  const [confirmNew, setConfirmNew] = useState(false);
  const toPlay = turnOf(sheet);
  const startLeft = START_CELLS.length - sheet.start.length;
  const lastTile = (sheet.placements.at(-1)?.placed ?? sheet.start.at(-1))?.tile;
  return (
    <section className="scorer-turn" aria-labelledby="scorer-turn-title">
      {isSetUp(sheet) ? (
        <>
          <h2 id="scorer-turn-title">
            <Trans
              t={t}
              i18nKey="scorer.turnOf"
              values={{ name: nameOf(sheet, toPlay, t) }}
              components={{ name: <span data-testid="turn" /> }}
            />
          </h2>
          <label className="scorer-credit">
            {t("scorer.placedBy")}{" "}
            <select
              value={creditedTo}
              data-testid="credit-player"
              onChange={(e) => onCredit(Number(e.currentTarget.value))}
            >
              {sheet.players.map((_, p) => (
                <option key={p} value={p}>
                  {p === toPlay ? t("scorer.whoseTurn", { name: nameOf(sheet, p, t) }) : nameOf(sheet, p, t)}
                </option>
              ))}
            </select>
          </label>
        </>
      ) : (
        <>
          <h2 id="scorer-turn-title" data-testid="turn-setup">
            {t("scorer.layL")}
          </h2>
          <p>
            {t("scorer.lCells", {
              cells: START_CELLS.map((c) => cellWords(c.x, c.y)).join(", "),
              count: startLeft,
            })}
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
            title={t("scorer.turnQuarter")}
            onClick={() => onRotate(1)}
          >
            <TileImage tile={chosen} rotation={rotation} size="6rem" />
            <span className="visually-hidden">{t("scorer.turnQuarter")}</span>
          </button>
        ) : (
          <p className="scorer-no-tile" data-testid="no-tile">
            {t("scorer.noTile")}
          </p>
        )}
        <div className="scorer-rotate" role="group" aria-label={t("scorer.turnTile")}>
          <button
            type="button"
            data-testid="rotate-left"
            aria-keyshortcuts="Shift+R"
            onClick={() => onRotate(-1)}
          >
            <span aria-hidden="true">↺</span>
            <span className="visually-hidden">{t("scorer.quarterAnticlockwise")}</span> <kbd>⇧R</kbd>
          </button>
          <button type="button" data-testid="rotate-right" aria-keyshortcuts="R" onClick={() => onRotate(1)}>
            <span aria-hidden="true">↻</span>
            <span className="visually-hidden">{t("scorer.quarterClockwise")}</span> <kbd>R</kbd>
          </button>
          <span data-testid="rotation">{t("scorer.turned", { degrees: rotation * 90 })}</span>
        </div>
        {chosen && <p className="scorer-sides">{describeTile(chosen, rotation, t)}</p>}
      </div>
      <div className="scorer-actions">
        <button
          type="button"
          data-testid="undo"
          disabled={!canUndo(sheet)}
          onClick={onUndo}
          title={t("scorer.undoKey")}
        >
          {lastTile ? t("scorer.undoTile", { tile: lastTile }) : t("scorer.undo")}
        </button>
        {confirmNew ? (
          <span className="scorer-confirm" role="group" aria-label={t("scorer.newGameQuestion")}>
            <span>{t("scorer.clearAll")}</span>
            <button
              type="button"
              className="primary"
              data-testid="new-game-yes"
              onClick={() => {
                setConfirmNew(false);
                onNewGame();
              }}
            >
              {t("scorer.newGameYes")}
            </button>
            <button type="button" data-testid="new-game-no" onClick={() => setConfirmNew(false)}>
              {t("scorer.keepPlaying")}
            </button>
          </span>
        ) : (
          <button
            type="button"
            data-testid="new-game"
            disabled={!canUndo(sheet)}
            onClick={() => setConfirmNew(true)}
          >
            {t("scorer.newGame")}
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
