import type { RuhdAction, RuhdView } from "@parlor/engine";
import {
  scorePlacement,
  START_CELLS,
  tryScorePlacement,
  type PlacedTile,
  type PlacementScore,
  type Rotation,
} from "@parlor/engine/ruhd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Feedback } from "../../table/feedback";
import { PlayerChip, PlayersStrip } from "../../table/players";
import { useLegal } from "../../table/rules";
import { type TableProps, useShownView } from "../../table/types";
import { useAct } from "../../table/useAct";
import { useKeys } from "../../table/useKeys";
import { youContext } from "../set/grammar";
import { useFitHeight } from "../fit";
import { RuhdBoard, type Cell } from "./Board";
import { legalCells } from "./cells";
import { Breakdown } from "./Breakdown";
import { hintMarks } from "./hinted";
import { describeTile, placeWords, tileAt, turn } from "./sides";
import { TileFaceImage, TileImage } from "./Tile";
import "./ruhd.css";

/** One placement of the match as the list shows it: who, what, where, and its score. */
interface PastPlacement {
  readonly seat: number;
  readonly placed: PlacedTile;
  readonly score: PlacementScore;
}

/**
 * Every placement so far, newest first: the view says who laid each tile; the score is the engine's
 * scorer on the board as it was before that tile (the same numbers the server credited).
 */
function pastPlacements(view: RuhdView): PastPlacement[] {
  return view.placedBy
    .map((seat, i) => {
      const k = START_CELLS.length + i;
      const placed = view.board[k] as PlacedTile;
      return { seat, placed, score: scorePlacement(view.board.slice(0, k), placed) };
    })
    .reverse();
}

/**
 * A Ruhd table: the board, the hand of the seat to play (when this page holds it), rotation by key,
 * button, wheel or a second tap, the cells where the chosen tile may go in its turn (the engine's
 * legal moves), a preview of the score a cell would earn, and after each placement its breakdown for
 * everyone; scores, hand and deck counts, the turn. The board and the hand fit the window together,
 * the seats beside them or above (ruhd.css); once the match is over (`over`), nothing is playable.
 * A hint shown (`hinted`) marks its tile in the hand and its cell on the board, the tile's ghost turned
 * as hinted in the cell; nothing is chosen or turned for the person.
 */
export function RuhdTable({ views, held, names, teams, act, over, hinted }: TableProps<RuhdView>) {
  const { t } = useTranslation("ruhd");
  // The hand to play from: the seat whose turn it is when this page holds it (two on one keyboard).
  const firstView = views.get(held[0] ?? null)?.view ?? views.values().next().value?.view ?? null;
  const turnSeat = firstView?.turn ?? -1;
  const playing = held.includes(turnSeat) ? turnSeat : (held[0] ?? null);
  const received = views.get(playing) ?? null;
  const view = useShownView(received?.view ?? firstView, over);

  const [chosen, setChosen] = useState<string | null>(null);
  const [rotation, setRotation] = useState<Rotation>(0);
  const [target, setTarget] = useState<Cell | null>(null);
  const { send, busy, refusal } = useAct(act);
  // Measured again once the table is drawn (the words "Dealing…" come first).
  const fit = useFitHeight<HTMLDivElement>(view ? "table" : "dealing");

  const [revealed, setRevealed] = useState<string | null>(null);

  const myTurn = !!view && !view.finished && playing !== null && view.turn === playing && view.hand !== null;
  // Two players sharing a screen keep their hands private: the hand of the player to move shows
  // only when they ask for it, once per turn, and no hand shows while someone else moves.
  const turnKey = `${playing}:${view?.board.length ?? 0}`;
  const handHidden = held.length > 1 && (!myTurn || revealed !== turnKey);
  const hand = handHidden ? null : (view?.hand ?? null);
  const canPlay = myTurn && !handHidden;
  // The chosen tile stays chosen while it is in the hand; otherwise the first tile is.
  const tile = hand && chosen && hand.includes(chosen) ? chosen : (hand?.[0] ?? null);

  const last = view?.last ?? null;
  const board = view?.board;
  // The moves the engine would take from the player's view (null until the engine has loaded).
  const legal = useLegal<RuhdAction>(received);
  const cells = useMemo(
    () => (canPlay && legal ? legalCells(legal, tile, rotation) : []),
    [canPlay, legal, rotation, tile],
  );
  // Any tile goes on any open cell in any turn: the hinted cell is among the cells shown whichever
  // tile is chosen, so it is marked before the person picks the hinted tile.
  const marks = useMemo(() => hintMarks(hinted, hand, cells), [hinted, hand, cells]);
  const history = useMemo(() => (view ? pastPlacements(view) : []), [view]);
  const preview: PlacedTile | null =
    canPlay && tile && target && cells.some((c) => c.x === target.x && c.y === target.y)
      ? { x: target.x, y: target.y, tile, rotation }
      : null;
  const previewScore = (() => {
    if (!preview || !board) return null;
    const scored = tryScorePlacement(board, preview);
    return scored.ok ? scored.value : null;
  })();

  const place = useCallback(
    (cell: Cell) => {
      if (!canPlay || playing === null || !tile || busy) return;
      void send(playing, { type: "place", tile, x: cell.x, y: cell.y, rotation }).then((accepted) => {
        if (!accepted) return;
        setTarget(null);
        setRotation(0);
      });
    },
    [busy, canPlay, playing, rotation, send, tile],
  );

  // A cell chosen by click, tap or Enter: a mouse has previewed it by hovering, so it is placed; a
  // tap on another cell previews first, so a tap never places a tile that was not seen.
  const choose = useCallback(
    (cell: Cell) => {
      if (target && target.x === cell.x && target.y === cell.y) place(cell);
      else setTarget(cell);
    },
    [place, target],
  );

  const rotate = useCallback((by: 1 | -1) => setRotation((r) => turn(r, by)), []);

  // R turns the tile (held, it keeps turning), 1-9 choose a tile of the hand, Escape drops the preview.
  useKeys(
    (event) => {
      if (event.code === "KeyR") {
        rotate(event.shiftKey ? -1 : 1);
        return true;
      }
      if (/^Digit[1-9]$/.test(event.code)) {
        const picked = hand?.[Number(event.code.slice("Digit".length)) - 1];
        if (picked) setChosen(picked);
        return !!picked;
      }
      if (event.code === "Escape") setTarget(null);
      return false;
    },
    { repeat: true },
  );

  if (!view) return <p>{t("dealing")}</p>;
  const shown = preview && previewScore ? { placed: preview, score: previewScore } : (last ?? null);

  return (
    <div
      className="ruhd-table"
      data-testid="ruhd-table"
      data-turn={view.turn}
      // Ready to play: the turn is this page's and the cells where the tile may go are known.
      data-my-turn={myTurn && (handHidden || legal !== null)}
    >
      <p className="visually-hidden" aria-live="polite" data-testid="announce">
        {last
          ? t("table.announce", {
              name: names[last.seat],
              context: youContext(last.seat, held),
              tile: describeTile(last.placed.tile, last.placed.rotation, t),
              cell: placeWords(last.placed.x, last.placed.y, t),
              points: t("points", { count: last.score.total }),
            })
          : ""}
      </p>
      {/* ruhd.css places these: the seats beside the board on a wide table, above it on a phone. */}
      <div className="ruhd-layout">
        <div className="ruhd-seats">
          <PlayersStrip
            names={names}
            teams={teams}
            current={view.finished ? null : view.turn}
            className={(seat) => (seat === view.turn && !view.finished ? "turn" : "")}
          >
            {(seat) => (
              <>
                <span className="score" data-testid={`score-${seat}`}>
                  {view.scores[seat]}
                </span>
                {/* Once the match is over no hand is played: the scores alone (a phone keeps them in
                    view under the end of the match). */}
                {!view.finished && (
                  <span data-testid={`hand-count-${seat}`}>
                    {t(seat === view.turn ? "table.inHandToPlay" : "table.inHand", {
                      count: view.handCounts[seat],
                    })}
                  </span>
                )}
              </>
            )}
          </PlayersStrip>
        </div>
        {/* The board and the hand fit the window together, from the board's top down (--fit-h). */}
        <div className="ruhd-play" ref={fit}>
          <RuhdBoard
            board={view.board}
            cells={cells}
            preview={preview}
            scored={shown}
            label={t("table.board", { count: view.board.length })}
            onCellFocus={(cell) => setTarget(cell)}
            onCellChoose={choose}
            onWheelTurn={canPlay ? rotate : undefined}
            hinted={marks.cell ? marks.placed : null}
            bar={
              <div className="table-bar">
                <span data-testid="deck-count">{t("table.deck", { count: view.deckCount })}</span>
                <span data-testid="turn" aria-live="polite">
                  {view.finished
                    ? t("table.gameOver")
                    : myTurn
                      ? t("table.yourTurn", { name: names[view.turn] })
                      : t("table.toPlay", { name: names[view.turn] })}
                </span>
              </div>
            }
          />
          {handHidden && myTurn && playing !== null && (
            <div className="ruhd-hand-bar ruhd-pass" data-testid="pass-screen">
              <h2>{t("table.passTitle", { name: names[playing] })}</h2>
              <p>{t("table.passText", { name: names[playing] })}</p>
              <button
                type="button"
                className="primary"
                onClick={() => setRevealed(turnKey)}
                data-testid="show-hand"
                autoFocus
              >
                {t("table.showHand", { name: names[playing] })}
              </button>
            </div>
          )}
          {hand !== null && !view.finished && (
            <div className="ruhd-hand-bar">
              <h2 id="hand-title" className="ruhd-hand-title">
                {held.length > 1 && playing !== null
                  ? t("table.handOf", { name: names[playing] })
                  : t("table.yourHand")}
              </h2>
              <div className="ruhd-hand" role="group" aria-labelledby="hand-title" data-testid="hand">
                {hand.map((code, i) => (
                  <button
                    key={code}
                    type="button"
                    className={`ruhd-hand-tile ${code === marks.tile ? "hinted" : ""}`}
                    aria-pressed={code === tile}
                    data-testid={`hand-${code}`}
                    data-hinted={code === marks.tile ? "true" : undefined}
                    onClick={() => (code === tile ? rotate(1) : setChosen(code))}
                    title={code === tile ? t("table.tapToTurn") : t("table.chooseByKey", { key: i + 1 })}
                  >
                    <TileImage tile={code} rotation={code === tile ? rotation : 0} />
                    {code === marks.tile && (
                      <span className="ruhd-hint-badge" aria-hidden="true">
                        ?
                      </span>
                    )}
                  </button>
                ))}
                {hand.length === 0 && <p>{t("table.noTiles")}</p>}
                {hand.length > 0 && (
                  <span className="ruhd-rotate">
                    <button
                      type="button"
                      onClick={() => rotate(-1)}
                      aria-label={t("table.turnAnticlockwise")}
                      data-testid="rotate-left"
                    >
                      ↺
                    </button>
                    <button
                      type="button"
                      onClick={() => rotate(1)}
                      aria-label={t("table.turnClockwise")}
                      data-testid="rotate-right"
                    >
                      ↻
                    </button>
                    <span data-testid="rotation">{rotation * 90}°</span>
                  </span>
                )}
              </div>
              {/* What the previewed cell would score, beside the tile: in view with the board on a
                  phone, where the whole breakdown lies further down the page. */}
              {myTurn && (
                <p className="ruhd-would-score" data-testid="preview-score">
                  {preview && previewScore ? (
                    <strong>
                      {t("table.wouldScore", { points: t("points", { count: previewScore.total }) })}
                    </strong>
                  ) : (
                    t("table.pickCell")
                  )}
                </p>
              )}
            </div>
          )}
          <Feedback refusal={refusal} />
        </div>
        <aside className="ruhd-side">
          {hand !== null &&
            !view.finished &&
            (myTurn ? (
              // How to play in the words of the person's hands: keys and the mouse, or taps on a
              // touch screen (ruhd.css shows the one that fits the device).
              <>
                <p className="key-help ruhd-help-keys" data-testid="help-keys">
                  {t("table.helpTurn")}
                </p>
                <p className="key-help ruhd-help-touch" data-testid="help-touch">
                  {t("table.helpTurnTouch")}
                </p>
              </>
            ) : (
              <p className="key-help">{t("table.helpWait")}</p>
            ))}
          {preview && previewScore ? (
            <Breakdown
              score={previewScore}
              title={t("table.previewTitle", { cell: placeWords(preview.x, preview.y, t) })}
              testId="preview"
            />
          ) : (
            last && (
              <Breakdown
                score={last.score}
                tile={last.placed}
                title={t("table.lastTitle", {
                  name: names[last.seat],
                  context: youContext(last.seat, held),
                  tile: last.placed.tile,
                  cell: placeWords(last.placed.x, last.placed.y, t),
                })}
                testId="last"
              />
            )
          )}
          {history.length > 0 && (
            <section aria-label={t("table.placements")}>
              <h2>{t("table.placements")}</h2>
              <ol className="ruhd-history" data-testid="history" reversed start={history.length}>
                {history.map((p) => (
                  <li
                    key={`${p.placed.x}_${p.placed.y}`}
                    data-testid={`placement-${p.placed.x}_${p.placed.y}`}
                  >
                    <details>
                      <summary>
                        <PlayerChip seat={p.seat} name={names[p.seat] ?? ""} />{" "}
                        <span className="ruhd-history-tile" aria-hidden="true">
                          <TileFaceImage placed={p.placed} />
                        </span>
                        {t("colon", { text: tileAt(p.placed, t) })}{" "}
                        <strong>{t("points", { count: p.score.total })}</strong>
                      </summary>
                      <Breakdown
                        score={p.score}
                        title={tileAt(p.placed, t)}
                        testId={`placement-breakdown-${p.placed.x}_${p.placed.y}`}
                      />
                    </details>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}
