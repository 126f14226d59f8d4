import type { RuhdView } from "@parlor/engine";
import {
  openCellsOf,
  scorePlacement,
  START_CELLS,
  tryScorePlacement,
  type PlacedTile,
  type PlacementScore,
  type Rotation,
} from "@parlor/engine/ruhd";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Banner, EndScreen, PlayerChip, seatName } from "../tables/common";
import { counted } from "../words";
import { typingIn, type TableProps } from "../tables/types";
import { RuhdBoard, type Cell } from "./Board";
import { Breakdown } from "./Breakdown";
import { cellWords, turn } from "./sides";
import { TileImage } from "./Tile";
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
 * button, wheel or a second tap, legal cells, a preview of the score a cell would earn, and after
 * each placement its breakdown for everyone; scores, hand and deck counts, the turn, the end screen.
 */
export function RuhdTable({ views, held, seats, act, onLobby }: TableProps<RuhdView>) {
  // The hand to play from: the seat whose turn it is when this page holds it (two on one keyboard).
  const firstView = views.get(held[0] ?? null)?.view ?? views.values().next().value?.view ?? null;
  const turnSeat = firstView?.turn ?? -1;
  const playing = held.includes(turnSeat) ? turnSeat : (held[0] ?? null);
  const view = views.get(playing)?.view ?? firstView;

  const [chosen, setChosen] = useState<string | null>(null);
  const [rotation, setRotation] = useState<Rotation>(0);
  const [target, setTarget] = useState<Cell | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
  const cells = useMemo(() => (board && canPlay ? openCellsOf(board) : []), [board, canPlay]);
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
      setBusy(true);
      setRefusal(null);
      act(playing, { type: "place", tile, x: cell.x, y: cell.y, rotation })
        .then(() => {
          setTarget(null);
          setRotation(0);
        })
        .catch((error: { message?: string }) => setRefusal(error.message ?? "Refused."))
        .finally(() => setBusy(false));
    },
    [act, busy, canPlay, playing, rotation, tile],
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

  const keys = useRef({ rotate, hand, setChosen });
  keys.current = { rotate, hand, setChosen };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingIn(event)) return;
      if (event.code === "KeyR") {
        event.preventDefault();
        keys.current.rotate(event.shiftKey ? -1 : 1);
      } else if (/^Digit[1-9]$/.test(event.code)) {
        const picked = keys.current.hand?.[Number(event.code.slice(5)) - 1];
        if (picked) {
          event.preventDefault();
          keys.current.setChosen(picked);
        }
      } else if (event.code === "Escape") {
        setTarget(null);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  if (!view) return <p>Dealing…</p>;
  const names = view.scores.map((_, seat) => seatName(seat, seats, held));
  const shown = preview && previewScore ? { placed: preview, score: previewScore } : (last ?? null);

  return (
    <div className="ruhd-table" data-testid="ruhd-table" data-turn={view.turn} data-my-turn={myTurn}>
      <div className="table-bar">
        <span data-testid="deck-count">Deck: {view.deckCount}</span>
        <span data-testid="turn" aria-live="polite">
          {view.finished
            ? "Game over"
            : myTurn
              ? `${names[view.turn]}: your turn`
              : `${names[view.turn]} to play…`}
        </span>
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="announce">
        {last
          ? `${names[last.seat]} placed ${last.placed.tile} at ${cellWords(last.placed.x, last.placed.y)}: ${counted(last.score.total, "points")}.`
          : ""}
      </p>
      <div className="ruhd-layout">
        <div>
          <RuhdBoard
            board={view.board}
            cells={cells}
            preview={preview}
            scored={shown}
            label={`The board: ${view.board.length} tiles`}
            onCellFocus={(cell) => setTarget(cell)}
            onCellChoose={choose}
            onWheelTurn={canPlay ? rotate : undefined}
          />
          {handHidden && myTurn && playing !== null && (
            <div className="ruhd-hand-bar" data-testid="pass-screen">
              <h2>{names[playing]}'s turn</h2>
              <p>Pass the screen to {names[playing]}, who alone should see this hand.</p>
              <button
                type="button"
                className="primary"
                onClick={() => setRevealed(turnKey)}
                data-testid="show-hand"
                autoFocus
              >
                Show {names[playing]}'s hand
              </button>
            </div>
          )}
          {hand !== null && !view.finished && (
            <div className="ruhd-hand-bar">
              <h2 id="hand-title">
                {held.length > 1 && playing !== null ? `${names[playing]}'s hand` : "Your hand"}
              </h2>
              <div className="ruhd-hand" role="group" aria-labelledby="hand-title" data-testid="hand">
                {hand.map((code, i) => (
                  <button
                    key={code}
                    type="button"
                    className="ruhd-hand-tile"
                    aria-pressed={code === tile}
                    data-testid={`hand-${code}`}
                    onClick={() => (code === tile ? rotate(1) : setChosen(code))}
                    title={code === tile ? "Tap again to turn it" : `Choose it (key ${i + 1})`}
                  >
                    <TileImage tile={code} rotation={code === tile ? rotation : 0} />
                  </button>
                ))}
                {hand.length === 0 && <p>No tiles left in your hand.</p>}
                {hand.length > 0 && (
                  <span className="ruhd-rotate">
                    <button
                      type="button"
                      onClick={() => rotate(-1)}
                      aria-label="Turn the tile anticlockwise"
                      data-testid="rotate-left"
                    >
                      ↺
                    </button>
                    <button
                      type="button"
                      onClick={() => rotate(1)}
                      aria-label="Turn the tile clockwise"
                      data-testid="rotate-right"
                    >
                      ↻
                    </button>
                    <span data-testid="rotation">{rotation * 90}°</span>
                  </span>
                )}
              </div>
              <p className="key-help">
                {myTurn
                  ? "Choose a tile (keys 1, 2), turn it (R, Shift+R, the wheel over the board, or tap it again), point at a highlighted cell to see what it would score, then click it or press Enter."
                  : "Wait for your turn; the highlighted cells appear when it comes."}
              </p>
            </div>
          )}
          <div className="feedback">
            {refusal && (
              <Banner kind="warn" testId="refusal">
                {refusal}
              </Banner>
            )}
          </div>
        </div>
        <aside>
          <ul className="players" aria-label="Players" data-testid="players">
            {view.scores.map((score, seat) => (
              <li
                key={seat}
                className={`player ${seat === view.turn && !view.finished ? "turn" : ""}`}
                data-testid={`player-${seat}`}
                aria-current={seat === view.turn && !view.finished ? "step" : undefined}
              >
                <PlayerChip seat={seat} name={names[seat] ?? ""} />
                <span className="score" data-testid={`score-${seat}`}>
                  {score}
                </span>
                <span data-testid={`hand-count-${seat}`}>
                  {view.handCounts[seat]} in hand{seat === view.turn && !view.finished ? " · to play" : ""}
                </span>
              </li>
            ))}
          </ul>
          {preview && previewScore ? (
            <Breakdown
              score={previewScore}
              title={`At ${cellWords(preview.x, preview.y)} this would score`}
              testId="preview"
            />
          ) : (
            last && (
              <Breakdown
                score={last.score}
                title={`${names[last.seat]} placed ${last.placed.tile} at ${cellWords(last.placed.x, last.placed.y)}`}
                testId="last"
              />
            )
          )}
          {history.length > 0 && (
            <section aria-label="Placements">
              <h2>Placements</h2>
              <ol className="ruhd-history" data-testid="history" reversed start={history.length}>
                {history.map((p) => (
                  <li
                    key={`${p.placed.x}_${p.placed.y}`}
                    data-testid={`placement-${p.placed.x}_${p.placed.y}`}
                  >
                    <details>
                      <summary>
                        <PlayerChip seat={p.seat} name={names[p.seat] ?? ""} /> {p.placed.tile} at{" "}
                        {cellWords(p.placed.x, p.placed.y)}:{" "}
                        <strong>{counted(p.score.total, "points")}</strong>
                      </summary>
                      <Breakdown
                        score={p.score}
                        title={`${p.placed.tile} at ${cellWords(p.placed.x, p.placed.y)}`}
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
      {view.finished && view.winners && (
        <EndScreen
          winners={view.winners}
          scores={view.scores}
          names={names}
          unit="points"
          onLobby={onLobby}
        />
      )}
    </div>
  );
}
